import LayoutTrace
import LayoutAnalysis
import LayoutDebugCore
import LayoutEngine
import LayoutModel

/// `layoutdbg contract FILE --node NAME`: sweep one view over a grid of proposals and check Blueprint's
/// layout contract (monotonic growth, consistency).
enum ContractCommand: Command {
    static let name = "contract"
    static let spec = CommandSpec(
        name: name,
        abstract: "Probe one view over a grid of proposals and check that its replies keep the layout contract.",
        arguments: "FILE",
        minimumArguments: 1, maximumArguments: 1,
        options: [
            .value("--node", valueName: "NAME", help: "The view to probe (required): its path as a trace shows it (a unique tail will do), its label, or File.swift:LINE."),
        ] + SharedOptions.all.filter { $0.primaryName != "--proposal" && $0.primaryName != "--measured" },
        discussion: """
            The view is asked every width × height in {0, 1, 5, 10, 50, 100, 500, 1000, 5000, 10000, inf, nil}, each \
            time afresh (no cache), where it sits in the tree. Two properties are checked, as Square's Blueprint \
            does: monotonic (a larger proposal on an axis never gets a smaller reply on that axis) and consistent \
            (when the reply to a larger proposal fits in a smaller one, the smaller one gets the same reply). \
            Unspecified (nil) proposals are shown but not compared. Exit status 1 when the contract is broken.
            """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        guard let name = arguments.value("--node") else {
            throw .usage("'layoutdbg contract' needs --node NAME (a label or a path from the trace)", command: spec.name)
        }
        let overrides = try SharedOptions.overrides(arguments, command: spec.name)
        let input = try SharedOptions.load(arguments.positionals[0], arguments, command: spec.name, compiling: false, io: io)
        let probe: LayoutProbe
        do {
            probe = try ContractPipeline.probe(input, settings: overrides)
        } catch {
            throw .badInput(error.diagnostics, source: input.source)
        }
        let node = try NodeArgument.find(name, in: probe.nodes, input: input.file, command: spec.name)
        let sweep = ContractSweep { proposal in probe.size(of: node, proposal: proposal) }
        io.out(ContractRenderer.render(sweep, node: probe.nodes[Int(node)].displayName))
        return sweep.violations.isEmpty ? .ok : .failure
    }
}
