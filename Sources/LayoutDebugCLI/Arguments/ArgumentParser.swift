import LayoutModel

/// A parsed command line: flag presence, option values in order, positional arguments.
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positionals: [String] = []
    var wantsHelp = false

    func has(_ option: String) -> Bool { flags.contains(option) }
    func value(_ option: String) -> String? { values[option]?.last }
    func all(_ option: String) -> [String] { values[option] ?? [] }
}

/// Parses `arguments` against a command's spec. `--name=value` and `--name value` both work; `--` ends options.
enum ArgumentParser {
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(CommandError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "--help" || argument == "-h" { parsed.wantsHelp = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.options.first(where: { $0.names.contains(name) }) else {
                let all = spec.options.flatMap(\.names) + ["--help"]
                let notes = Suggestion.closest(to: name, in: all).map { ["did you mean '\($0)'?"] } ?? []
                throw .usage("unknown option '\(name)' for 'layoutdbg \(spec.name)'", notes: notes, command: spec.name)
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil {
                    throw .usage("'\(name)' is a flag and takes no value", command: spec.name)
                }
                parsed.flags.insert(option.primaryName)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("'\(name)' needs a value (\(valueName))", command: spec.name)
            }
            if let choices = option.choices, !choices.contains(value) {
                let notes = Suggestion.closest(to: value, in: choices).map { ["did you mean '\($0)'?"] } ?? []
                throw .usage("'\(value)' is not a valid \(valueName) for '\(name)'; expected one of: \(choices.joined(separator: ", "))",
                             notes: notes, command: spec.name)
            }
            if !option.repeatable, parsed.values[option.primaryName] != nil {
                throw .usage("'\(name)' is given more than once", command: spec.name)
            }
            parsed.values[option.primaryName, default: []].append(value)
        }
        if parsed.wantsHelp { return parsed }
        if parsed.positionals.count < spec.minimumArguments {
            throw .usage("'layoutdbg \(spec.name)' needs \(spec.arguments)", command: spec.name)
        }
        if let maximum = spec.maximumArguments, parsed.positionals.count > maximum {
            throw .usage("too many arguments for 'layoutdbg \(spec.name)': \(parsed.positionals.dropFirst(maximum).joined(separator: " "))",
                         command: spec.name)
        }
        return parsed
    }
}
