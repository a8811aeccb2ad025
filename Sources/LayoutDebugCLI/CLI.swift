import LayoutDebugCore
import LayoutEngine
import LayoutModel

/// The command line of layoutdbg: picks the subcommand, parses its arguments, runs it, and maps every
/// failure to a message and an exit status in one place.
public enum CLI {
    static let commands: [CommandEntry] = [CommandEntry(TraceCommand.self), CommandEntry(DiffCommand.self), CommandEntry(CheckCommand.self)]
        + [CommandEntry(LintCommand.self), CommandEntry(RulesCommand.self), CommandEntry(DevicesCommand.self), CommandEntry(ContractCommand.self), CommandEntry(ExplainCommand.self), CommandEntry(ReportCommand.self), CommandEntry(ConvertCommand.self), CommandEntry(ImportCommand.self)]
        + [CommandEntry(CompletionsCommand.self)]

    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        var arguments = arguments
        let color: TerminalColor.Choice
        do throws(CommandError) {
            color = try takeColorOption(&arguments)
        } catch {
            return report(error, io: io)
        }
        var status = dispatch(arguments, io: io)
        // Nothing is written past the output limit: the whole output is refused, before any of it reaches the terminal.
        if io.stdout.count > io.limits.output {
            io.replaceStdout([])
            status = report(.pastLimit(.output, io.limits), io: io)
        }
        // Colour goes over the finished text, for terminals only (never JSON, XML or HTML output).
        if TerminalColor.enabled(color, isTerminal: io.stdoutIsTerminal, environment: io.environment),
           let first = io.stdout.first, first != UInt8(ascii: "{"), first != UInt8(ascii: "<") {
            io.replaceStdout(Array(TerminalColor.trace(String(decoding: io.stdout, as: UTF8.self)).utf8))
        }
        if TerminalColor.enabled(color, isTerminal: io.stderrIsTerminal, environment: io.environment), !io.stderr.isEmpty {
            io.replaceStderr(Array(TerminalColor.diagnostics(String(decoding: io.stderr, as: UTF8.self)).utf8))
        }
        return status
    }

    /// `--color WHEN` or `--color=WHEN`, anywhere on the command line (every command takes it), removed from it.
    private static func takeColorOption(_ arguments: inout [String]) throws(CommandError) -> TerminalColor.Choice {
        var choice = TerminalColor.Choice.auto
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument == "--color" || argument.hasPrefix("--color=") else {
                if argument == "--" { break }
                index += 1
                continue
            }
            let value: String
            if argument == "--color" {
                guard index + 1 < arguments.count else {
                    throw .usage("--color needs a value: auto, always or never", command: arguments.first ?? "")
                }
                value = arguments[index + 1]
                arguments.removeSubrange(index...(index + 1))
            } else {
                value = String(argument.dropFirst("--color=".count))
                arguments.remove(at: index)
            }
            guard let parsed = TerminalColor.Choice(rawValue: value) else {
                let names = TerminalColor.Choice.allCases.map(\.rawValue)
                throw .usage("unknown --color value '\(value)'; use \(names.joined(separator: ", "))",
                             notes: Suggestion.closest(to: value, in: names).map { ["did you mean '\($0)'?"] } ?? [], command: "")
            }
            choice = parsed
        }
        return choice
    }

    private static func dispatch(_ arguments: [String], io: CommandIO) -> Int32 {
        guard let first = arguments.first else {
            io.err(rootHelp)
            return ExitStatus.usage.rawValue
        }
        if first == "--help" || first == "-h" || first == "help" {
            // `help COMMAND` is `COMMAND --help`, word for word: one renderer of one spec.
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                io.out(HelpText.render(command.spec))
            } else if arguments.count > 1 {
                let names = commands.map(\.name)
                let notes = Suggestion.closest(to: arguments[1], in: names).map { ["did you mean '\($0)'?"] } ?? []
                return report(.usage("no help for '\(arguments[1])': the commands are \(names.joined(separator: ", "))", notes: notes, command: ""), io: io)
            } else {
                io.out(rootHelp)
            }
            return ExitStatus.ok.rawValue
        }
        if first == "--version" {
            io.out("layoutdbg \(LayoutEngine.version)\n")
            return ExitStatus.ok.rawValue
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name)
            let notes = Suggestion.closest(to: first, in: names).map { ["did you mean '\($0)'?"] } ?? []
            return report(.usage("unknown command '\(first)'; the commands are: \(names.joined(separator: ", "))",
                                 notes: notes, command: ""), io: io)
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec)
            if parsed.wantsHelp {
                io.out(HelpText.render(command.spec))
                return ExitStatus.ok.rawValue
            }
            io.limits = try SharedOptions.limits(parsed, command: command.name)
            return try command.run(parsed, io).rawValue
        } catch {
            return report(error, io: io)
        }
    }

    private static func report(_ error: CommandError, io: CommandIO) -> Int32 {
        io.err(error.message + "\n")
        return error.status.rawValue
    }

    static var rootHelp: String {
        var lines = [
            "OVERVIEW: layoutdbg simulates SwiftUI's layout negotiation and shows every proposal, reply and placement.",
            "",
            "USAGE: layoutdbg <command> [options]",
            "",
            "COMMANDS:",
        ]
        let width = commands.map(\.name.count).max() ?? 0
        for command in commands {
            lines.append("  \(command.spec.name)" + String(repeating: " ", count: width - command.spec.name.count + 2) + command.spec.abstract)
        }
        lines += [
            "",
            "Run 'layoutdbg <command> --help' for a command's options. 'layoutdbg --version' prints the version.",
            "Every command takes --color auto|always|never (default auto: colour on a terminal, unless NO_COLOR is set).",
            "",
            "EXIT STATUS:",
            "  0   success",
            "  1   a check failed, a difference was found, or findings reached --fail-on",
            "  64  usage error",
            "  65  an input file is invalid (a located error is printed)",
            "  66  an input file is missing or unreadable",
            "  70  internal error (a bug: please report it)",
            "  73  an output file could not be created (a missing directory, no permission)",
            "  74  writing the output failed on the way (a full disk)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
