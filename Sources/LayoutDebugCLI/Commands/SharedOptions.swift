import LayoutDebugCore
import LayoutModel

/// Options every command that lays a tree out understands.
enum SharedOptions {
    static let quirk = OptionSpec.value("--quirk", valueName: "NAME", help: "Turn a quirk on (repeatable); see 'layoutdbg trace --help'.",
                                        repeatable: true)
    static let noQuirk = OptionSpec.value("--no-quirk", valueName: "NAME", help: "Turn a quirk off (repeatable).", repeatable: true)
    static let proposal = OptionSpec.value("--proposal", valueName: "WxH",
                                           help: "Root proposal, e.g. 350x350, 390xnil, infxinf (default: the input's, else \(NumberFormat.string(SurfaceDefaults.proposal.width ?? 0))x\(NumberFormat.string(SurfaceDefaults.proposal.height ?? 0))).")
    static let root = OptionSpec.value("--root", valueName: "NAME", help: "The root view struct of a SwiftUI-syntax input.")

    static let all = [quirk, noQuirk, proposal, root]

    /// The quirk flags and root proposal given on the command line.
    static func overrides(_ arguments: ParsedArguments, command: String) throws(CommandError) -> RunSettings {
        var overrides = RunSettings()
        for (option, on) in [("--quirk", true), ("--no-quirk", false)] {
            for name in arguments.all(option) {
                guard let quirk = Quirk(rawValue: name) else {
                    let notes = Suggestion.closest(to: name, in: Quirk.allCases.map(\.rawValue)).map { ["did you mean '\($0)'?"] } ?? []
                    throw .usage("unknown quirk '\(name)'; the quirks are: \(Quirk.allCases.map(\.rawValue).joined(separator: ", "))",
                                 notes: notes, command: command)
                }
                overrides.quirks.append(QuirkSetting(quirk, on))
            }
        }
        if let text = arguments.value("--proposal") {
            guard let proposal = ProposalParser.parse(text) else {
                throw .usage("'\(text)' is not a proposal; write WIDTHxHEIGHT with numbers ≥ 0, 'inf' or 'nil', e.g. 350x350 or 390xnil",
                             command: command)
            }
            overrides.proposal = proposal
        }
        return overrides
    }

    /// Loads an input file, printing the reader's warnings to stderr.
    static func load(_ path: String, _ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> LoadedInput {
        let input: LoadedInput
        do {
            input = try InputLoader.load(path: path, root: arguments.value("--root"), layouts: io.layouts)
        } catch {
            throw CommandError(error)
        }
        for warning in input.warnings { io.err(DiagnosticRenderer.render(warning, source: input.source) + "\n") }
        return input
    }

    /// Quirks as `--help` lists them.
    static var quirkHelp: String {
        "QUIRKS (SwiftUI behaviours and bugs reproduced on purpose; default in brackets):\n" + Quirk.allCases.map {
            "  \($0.rawValue) [\($0.defaultValue ? "on" : "off")]: \($0.summary)"
        }.joined(separator: "\n")
    }
}
