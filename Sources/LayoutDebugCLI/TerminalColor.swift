/// Colour for people at a terminal, never in files, pipes or goldens: `--color auto` (the default) colours a stream
/// only when it is a terminal, `TERM` is not `dumb` and `NO_COLOR` is unset (no-color.org); `--color always` and
/// `--color never` decide outright. Colour is laid over the finished text line by line, so every format stays
/// byte-identical without it.
enum TerminalColor {
    enum Choice: String, CaseIterable {
        case auto, always, never
    }

    /// Whether a stream (a terminal or not) gets colour under `choice` in `environment`.
    static func enabled(_ choice: Choice, isTerminal: Bool, environment: [String: String]) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: isTerminal && environment["TERM"] != "dumb" && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    private static let reset = "\u{1B}[0m"
    private static let bold = "\u{1B}[1m"
    private static let dim = "\u{1B}[2m"
    private static let red = "\u{1B}[1;31m"
    private static let yellow = "\u{1B}[1;33m"
    private static let cyan = "\u{1B}[36m"
    private static let green = "\u{1B}[32m"
    private static let blue = "\u{1B}[34m"

    /// Diagnostics and findings: the severity words, and the caret under the column.
    static func diagnostics(_ text: String) -> String {
        lines(text) { line in
            // `error:` opening the line, or after `file:line:column: ` (no space before that).
            for (word, colour) in [("error:", red), ("warning:", yellow), ("note:", cyan)] {
                if line.hasPrefix(word) { return colour + word + reset + String(line.dropFirst(word.count)) }
                if let range = line.range(of: ": " + word), !line[..<range.lowerBound].contains(" ") {
                    return String(line[..<range.lowerBound]) + ": " + colour + word + reset + String(line[range.upperBound...])
                }
            }
            if line.hasSuffix("^"), line.contains("|") { return String(line.dropLast()) + green + "^" + reset }
            return line
        }
    }

    /// A text trace (and the text outputs like it): requests, replies, placements, pass lines and findings.
    static func trace(_ text: String) -> String {
        lines(text) { line in
            if line.hasPrefix("pass ") || line.hasPrefix("frames ") { return bold + line + reset }
            if line.contains(": warning: ") || line.contains(": error: ") { return diagnostics(line) }
            var out = line
            if let arrow = out.range(of: " ← ") {
                out = String(out[..<arrow.lowerBound]) + " " + cyan + "←" + reset + " " + String(out[arrow.upperBound...])
            }
            if let reply = out.range(of: " → ") {
                out = String(out[..<reply.lowerBound]) + " " + green + "→ " + String(out[reply.upperBound...]) + reset
            }
            if let at = out.range(of: " @ ") {
                out = String(out[..<at.lowerBound]) + " " + blue + "@" + reset + " " + String(out[at.upperBound...])
            }
            if out.contains("cache hit") { out = dim + out + reset }
            return out
        }
    }

    private static func lines(_ text: String, _ transform: (String) -> String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { transform(String($0)) }.joined(separator: "\n")
    }
}
