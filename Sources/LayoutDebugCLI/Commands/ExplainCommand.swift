import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTrace

/// `layoutdbg explain FILE NODE`: why a view is the size it is (`Explanation`).
enum ExplainCommand: Command {
    static let name = "explain"
    static let spec = CommandSpec(
        name: name,
        abstract: "Say why one view is the size it is: every offer from the window down to it, and each view's rule.",
        arguments: "FILE NODE",
        minimumArguments: 2, maximumArguments: 2,
        options: [
            .value("--format", valueName: "FORMAT", help: "Output format (default: text).", choices: ["text", "json"]),
        ] + SharedOptions.all + SharedOptions.compiling,
        discussion: """
            FILE is any input 'layoutdbg trace' takes (JSON, Swift, an app's folder, a saved trace). NODE is the view: \
            its path as the trace prints it (a unique tail will do), its label, or where it is written (File.swift:LINE). \
            For each view from the root down to NODE: what its parent offered it when it was placed (in the last pass), \
            how that kind of view sizes itself, with this layout's numbers, what it offered the next view down, and the \
            size it took; then NODE's frame and the findings about it or the views on the way. docs/explain.md.
            """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        let overrides = try SharedOptions.overrides(arguments, command: spec.name)
        let trace = try SharedOptions.trace(arguments.positionals[0], arguments, command: spec.name, compiling: true, settings: overrides, io: io)
        let node = try NodeArgument.find(arguments.positionals[1], in: trace.nodes, input: trace.header.input, command: spec.name)
        let explanation = Explanation.of(node, in: trace, findings: FindingsPipeline.findings(trace))
        if arguments.value("--format") == "json" {
            io.out(ExplanationRenderer.json(explanation))
        } else {
            io.out(ExplanationRenderer.text(explanation))
        }
        return .ok
    }
}
