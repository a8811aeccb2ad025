/// One option a command accepts.
struct OptionSpec: Sendable {
    /// Spellings, long first: `["--output", "-o"]`.
    var names: [String]
    /// For options with a value: how help names it (`FILE`); nil for flags.
    var valueName: String?
    var help: String
    /// Allowed values, checked with a "did you mean" on mismatch.
    var choices: [String]?
    var repeatable = false

    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, valueName: nil, help: help)
    }

    static func value(_ names: String..., valueName: String, help: String, choices: [String]? = nil,
                      repeatable: Bool = false) -> OptionSpec {
        OptionSpec(names: names, valueName: valueName, help: help, choices: choices, repeatable: repeatable)
    }

    var primaryName: String { names[0] }
}

/// The shape of a command's command line, from which parsing and `--help` are both derived.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    /// Positional arguments, as help shows them: `FILE`, `A B`, `FILE...`.
    var arguments: String
    var minimumArguments: Int
    var maximumArguments: Int?
    var options: [OptionSpec]
    var discussion: String = ""
}
