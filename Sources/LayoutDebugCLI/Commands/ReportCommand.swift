import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTrace

/// `layoutdbg report FILE -o report.html`: the negotiation as one self-contained HTML page (`HTMLReport`).
enum ReportCommand: Command {
    static let name = "report"
    static let spec = CommandSpec(
        name: name,
        abstract: "Write the layout as one self-contained HTML page: the views' tree, the picture of their frames, each view's negotiation and the findings.",
        arguments: "FILE",
        minimumArguments: 1, maximumArguments: 1,
        options: [OutputFile.option] + SharedOptions.all + SharedOptions.compiling,
        discussion: """
            FILE is anything 'layoutdbg trace' takes. The page needs no network and no other file: open it in any \
            browser. Select a view in the tree (arrow keys move) or click its box to see every request, reply and \
            placement it had, by pass; the findings link to their views. Without scripts the page is a static \
            picture. Without -o the page goes to standard output.
            """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        let overrides = try SharedOptions.overrides(arguments, command: spec.name)
        let trace = try SharedOptions.trace(arguments.positionals[0], arguments, command: spec.name, compiling: true, settings: overrides, io: io)
        let bytes = HTMLReport.render(trace, findings: FindingsPipeline.findings(trace))
        if let path = arguments.value("--output") {
            try OutputFile.write(bytes, to: path, io: io)
        } else {
            io.out(bytes)
        }
        return .ok
    }
}
