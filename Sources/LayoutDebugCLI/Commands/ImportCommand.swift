import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTrace

/// `layoutdbg import LOG`: a LayoutMonitor-style console log from a device, as a recorded trace.
enum ImportCommand: Command {
    static let name = "import"
    static let spec = CommandSpec(
        name: name,
        abstract: "Read a LayoutMonitor console log from a device into a recorded trace, to diff with a simulation.",
        arguments: "LOG",
        minimumArguments: 1, maximumArguments: 1,
        options: [
            .value("--format", valueName: "FORMAT", help: "Output format (default json).", choices: ["json", "text"]),
            OutputFile.option,
            SharedOptions.limit,
        ],
        discussion: """
            Reads the lines a LayoutMonitor prints ('Proposal Mode: ProposedViewSize(width: Optional(0.0), height:
            nil)', 'Required Size: (8.0, 16.0)', a label before either names the view) and the Layout Inspector's
            steps ('label P 100.0 × nil', 'label ⇒ 80.0 × 20.0', or both on one row). A view first proposed while
            another's request is open is its child. Other lines are reported with their line numbers and skipped.

            Compare the result with a simulation of the same view: 'layoutdbg diff recorded.json View.swift'
            (docs/device.md).

            Exit status: 0 when the log had steps (skipped lines are warnings), 65 when it had none.
            """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        let path = arguments.positionals[0]
        let limits = try SharedOptions.limits(arguments, command: spec.name)
        let bytes: [UInt8]
        do {
            bytes = try InputLoader.bytes(of: path, limits: limits)
        } catch {
            throw CommandError(error)
        }
        let file = InputLoader.displayName(path)
        let text = String(decoding: bytes, as: UTF8.self)
        let result = ConsoleLogImporter.read(text, file: file)
        guard result.stepLines > 0 else {
            throw .badInput([Diagnostic(.error, "no LayoutMonitor or Layout Inspector lines in the log", file: file,
                                        at: SourceLocation(line: 1, column: 1),
                                        notes: ["a LayoutMonitor prints 'Proposal Mode: ProposedViewSize(…)' and 'Required Size: (w, h)'; docs/device.md shows the recorder and the formats"])],
                            source: text)
        }
        if !result.warnings.isEmpty { io.err(DiagnosticRenderer.render(result.warnings, source: text) + "\n") }
        let output = arguments.value("--format") == "text" ? TraceRenderers.render(result.trace, as: "text") ?? []
                                                            : TraceJSONWriter.write(result.trace)
        if let target = arguments.value("--output") {
            try OutputFile.write(output, to: target, io: io)
            let events = result.trace.events.filter { if case .request = $0 { true } else { false } }.count
            io.err("\(file): imported \(events) requests of \(result.trace.nodes.count) view\(result.trace.nodes.count == 1 ? "" : "s") into \(target)\n")
        } else {
            io.out(output)
        }
        return .ok
    }
}
