/// `--help` text generated from a command's spec, so help and parsing never disagree.
enum HelpText {
    static func render(_ spec: CommandSpec) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)", "", "USAGE: layoutdbg \(spec.name) [options] \(spec.arguments)", ""]
        if !spec.discussion.isEmpty { lines += [spec.discussion, ""] }
        lines.append("OPTIONS:")
        let rows = spec.options.map { option -> (String, String) in
            var names = option.names.joined(separator: ", ")
            if let valueName = option.valueName { names += " \(valueName)" }
            var help = option.help
            if let choices = option.choices { help += " (\(choices.joined(separator: "|")))" }
            return (names, help)
        } + [("-h, --help", "Show this help.")]
        let width = rows.map(\.0.count).max() ?? 0
        for (names, help) in rows {
            lines.append("  " + names + String(repeating: " ", count: width - names.count + 2) + help)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
