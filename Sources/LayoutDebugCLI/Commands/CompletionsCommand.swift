import LayoutModel

/// `layoutdbg completions SHELL`: a completion script for bash, zsh or fish, made from the commands' own specs.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let spec = CommandSpec(
        name: name,
        abstract: "Print a shell completion script for bash, zsh or fish.",
        arguments: "SHELL",
        minimumArguments: 1, maximumArguments: 1,
        options: [],
        discussion: """
            Install it where your shell looks:
              bash: layoutdbg completions bash > ~/.local/share/bash-completion/completions/layoutdbg
              zsh:  layoutdbg completions zsh > "${fpath[1]}/_layoutdbg"
              fish: layoutdbg completions fish > ~/.config/fish/completions/layoutdbg.fish
            """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        let shell = arguments.positionals[0]
        guard let script = ShellCompletions.script(for: shell, commands: CLI.commands.map(\.spec)) else {
            let notes = Suggestion.closest(to: shell, in: ShellCompletions.shells).map { ["did you mean '\($0)'?"] } ?? []
            throw .usage("unknown shell '\(shell)'; completions are made for \(ShellCompletions.shells.joined(separator: ", "))",
                         notes: notes, command: spec.name)
        }
        io.out(script)
        return .ok
    }
}
