import LayoutAnalysis

/// `layoutdbg rules`: list the anomaly rules, or print their documentation (docs/RULES.md).
enum RulesCommand: Command {
    static let name = "rules"
    static let spec = CommandSpec(
        name: name,
        abstract: "List the anomaly rules that 'trace' and 'lint' apply.",
        arguments: "",
        minimumArguments: 0, maximumArguments: 0,
        options: [.flag("--markdown", help: "Print the rules' documentation as Markdown (docs/RULES.md is this output).")],
        discussion: "Each line gives a rule's id (for --disable), its severity and what it flags.")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        io.out(arguments.has("--markdown") ? RulesMarkdown.render() : RulesMarkdown.list())
        return .ok
    }
}
