import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTrace

/// `layoutdbg diff A B`: what changed between two layout negotiations, view by view.
enum DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff",
        abstract: "Compare two layout negotiations (traces or inputs) view by view and show what changed.",
        arguments: "A B",
        minimumArguments: 2, maximumArguments: 2,
        options: [
            .value("--format", valueName: "FORMAT", help: "Output format.", choices: ["text", "json"]),
            .value("--context", valueName: "N", help: "Show N unchanged calls of a node around each changed one (default 0)."),
            .flag("--frames-only", help: "Compare final frames only (and views added or removed)."),
            .value("--tolerance", valueName: "PT", help: "Treat numbers that differ by at most PT points as equal (default: equal as written)."),
            .flag("--no-findings", help: "Do not run the anomaly rules, so findings are not compared."),
            .value("--output", "-o", valueName: "FILE", help: "Write to FILE (atomically) instead of standard output."),
        ] + SharedOptions.all,
        discussion: """
            A and B are each a trace written by 'layoutdbg trace --format json' ("format": "layoutdbg-trace") or
            an input (JSON or SwiftUI syntax), which is traced first; the two may be mixed. --quirk, --no-quirk,
            --proposal and --root apply to inputs traced here.

            Views are matched by what they are and where they sit, not by line or index: a view inserted among
            siblings is one added view, and a modifier added around a view (a .frame, a .padding) is reported as
            a modifier change while the view, as its parent sees it, is still compared. docs/diff-format.md
            explains the alignment and both output formats.

            Each line is marked ~ (changed), + (only in B), - (only in A) or blank (context), and says
            'before became after'. The summary names the first change in call order: usually the cause.

            Exit status: 0 when the negotiations are equal, 1 when they differ.
            """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        var options = TraceDiffOptions()
        options.framesOnly = arguments.has("--frames-only")
        if let text = arguments.value("--context") {
            guard let context = Int(text), context >= 0 else {
                throw .usage("'\(text)' is not a number of calls for '--context'; give a whole number ≥ 0", command: spec.name)
            }
            options.context = context
        }
        options.numbers = NumberComparison(tolerance: try tolerance(arguments, command: spec.name))
        let overrides = try SharedOptions.overrides(arguments, command: spec.name)
        let a = try loadTrace(arguments.positionals[0], arguments, overrides, io: io)
        let b = try loadTrace(arguments.positionals[1], arguments, overrides, io: io)
        let diff = TraceDiffer.diff(a, b, options: options, findings: arguments.has("--no-findings") ? nil : DiffFinding.rules)
        let bytes = arguments.value("--format") == "json" ? DiffJSONWriter.write(diff) : DiffTextRenderer.render(diff)
        if let path = arguments.value("--output") {
            try OutputFile.write(bytes, to: path)
        } else {
            io.out(bytes)
        }
        return diff.isEqual ? .ok : .failure
    }

    /// `--tolerance PT`: a finite number ≥ 0; 0 when not given.
    static func tolerance(_ arguments: ParsedArguments, command: String) throws(CommandError) -> Double {
        guard let text = arguments.value("--tolerance") else { return 0 }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw .usage("'\(text)' is not a tolerance; give points as a number ≥ 0, e.g. 0.5", command: command)
        }
        return value
    }

    /// A trace file read as it is, or an input traced now.
    static func loadTrace(_ path: String, _ arguments: ParsedArguments, _ overrides: RunOverrides, io: CommandIO) throws(CommandError) -> Trace {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw .missingFile(path: path, reason: exists ? (isDirectory.boolValue ? "is a directory" : "cannot be read") : "no such file")
        }
        let bytes = [UInt8](data)
        if isTrace(bytes, path: path) {
            do {
                return try TraceJSONReader.read(bytes, file: path)
            } catch {
                throw .badInput(error.diagnostics, source: String(decoding: bytes, as: UTF8.self))
            }
        }
        let input: LoadedInput
        do {
            input = try InputLoader.parse(bytes, file: path, root: arguments.value("--root"))
        } catch {
            throw CommandError(error)
        }
        for warning in input.warnings { io.err(warning.rendered + "\n") }
        do {
            return try TraceRunner.run(input, overrides: overrides).trace
        } catch {
            throw .badInput(error.diagnostics, source: input.source)
        }
    }

    /// True for a JSON document whose `format` is `layoutdbg-trace`.
    static func isTrace(_ bytes: [UInt8], path: String) -> Bool {
        guard InputSyntax.of(path: path, bytes: bytes) == .json, let document = try? JSONParser.parse(bytes, file: path) else { return false }
        return document["format"]?.stringValue == "layoutdbg-trace"
    }
}
