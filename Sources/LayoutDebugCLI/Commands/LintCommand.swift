import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTrace

/// `layoutdbg lint FILE…`: run the anomaly rules and print only their findings.
enum LintCommand: Command {
    static let name = "lint"
    static let spec = CommandSpec(
        name: name,
        abstract: "Check layouts (inputs or JSON traces) against the anomaly rules and print the findings.",
        arguments: "FILE...",
        minimumArguments: 1, maximumArguments: nil,
        options: RuleOptions.all(failOnDefault: "error") + SharedOptions.all + SharedOptions.compiling,
        discussion: """
            Each FILE is an input (JSON or SwiftUI syntax), laid out first, or a trace saved with \
            'layoutdbg trace --format json' (recognised by its "format": "layoutdbg-trace"), checked as recorded; \
            --quirk, --no-quirk and --proposal apply to inputs only. Each finding is one line:
              FILE:LINE:COLUMN: warning: [rule-id] message Fix: …
            Exit status 1 when a finding reaches --fail-on (default: error). 'layoutdbg rules' lists the rules.
            """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        let overrides = try SharedOptions.overrides(arguments, command: spec.name)
        let swift = try SharedOptions.swiftOptions(arguments, command: spec.name, io: io)
        let rules = try RuleOptions.parse(arguments, command: spec.name, failOnDefault: .error)
        var failure: CommandError?
        var findings: [Finding] = []
        for path in arguments.positionals {
            let found: [Finding]
            do throws(CommandError) {
                found = try Self.findings(path, arguments, overrides: overrides, swift: swift, disabled: rules.disabled, io: io)
            } catch {
                // Report and go on with the other files; the first such failure decides the exit status.
                io.err(error.message + "\n")
                failure = failure ?? error
                continue
            }
            io.out(FindingRenderer.lines(found))
            findings += found
        }
        if let failure { return failure.status }
        return FindingsPipeline.fails(findings, at: rules.failOn) ? .failure : .ok
    }

    /// The findings of one FILE: an app's folder or a package read as one program, as `trace` reads it; else the file.
    private static func findings(_ path: String, _ arguments: ParsedArguments, overrides: RunSettings, swift: SwiftInputOptions,
                                 disabled: Set<String>, io: CommandIO) throws(CommandError) -> [Finding] {
        // A folder is one program; a replay (--measured) needs the input's tree: both load as `trace` loads.
        if FolderInput.isFolder(path) || arguments.value("--measured") != nil {
            let (input, settings) = try SharedOptions.prepared(path, arguments, command: spec.name, compiling: true,
                                                               settings: overrides, io: io)
            return try SharedOptions.laidOut(source: input.source) { () throws(InputError) in
                try FindingsPipeline.findings(of: input, settings: settings, disabled: disabled)
            }
        }
        do {
            return try FindingsPipeline.findings(forFileAt: path, root: arguments.value("--root"), layouts: io.layouts,
                                                 settings: overrides, swift: swift, format: SharedOptions.format(arguments),
                                                 limits: io.limits, disabled: disabled)
        } catch {
            throw CommandError(error)
        }
    }
}

/// `--fail-on` and `--disable`, shared by `lint` and `trace`.
enum RuleOptions {
    struct Parsed {
        var failOn: Severity?
        var disabled: Set<String>

        /// No rule runs (`--disable all`): nothing needs the events a second time.
        var disablesEveryRule: Bool { disabled.isSuperset(of: RuleRegistry.ids) }
    }

    static func all(failOnDefault: String) -> [OptionSpec] {
        [
            .value("--fail-on", valueName: "LEVEL",
                   help: "Exit with status 1 when a finding is at least this severe (default: \(failOnDefault)).",
                   choices: ["warning", "error", "never"]),
            .value("--disable", valueName: "RULE",
                   help: "Turn off an anomaly rule (repeatable), or every rule with 'all'; 'layoutdbg rules' lists them.",
                   repeatable: true),
        ]
    }

    static func parse(_ arguments: ParsedArguments, command: String, failOnDefault: Severity?) throws(CommandError) -> Parsed {
        var disabled = Set<String>()
        for id in arguments.all("--disable") {
            if id == "all" {
                disabled.formUnion(RuleRegistry.ids)
                continue
            }
            guard RuleRegistry.rule(id) != nil else {
                let notes = Suggestion.closest(to: id, in: RuleRegistry.ids + ["all"]).map { ["did you mean '\($0)'?"] } ?? []
                throw .usage("unknown rule '\(id)'; 'layoutdbg rules' lists the rules", notes: notes, command: command)
            }
            disabled.insert(id)
        }
        let failOn: Severity? = switch arguments.value("--fail-on") {
        case nil: failOnDefault
        case "never": nil
        case let level?: Severity(rawValue: level)
        }
        return Parsed(failOn: failOn, disabled: disabled)
    }
}
