/// Renders a `Diagnostic` the way compilers do, with the offending source line and a caret under the column:
///
///     GridBug.swift:12:5: error: unknown view 'HStak'
///        12 |     HStak {
///           |     ^
///     note: did you mean 'HStack'?
///
/// Used by the CLI for both readers, so JSON and SwiftUI-syntax inputs report alike.
public enum DiagnosticRenderer {
    /// The gutter is at least this wide, so that carets line up across the diagnostics of one file.
    static let minimumGutterWidth = 5

    /// Renders `d`. With `source` (the whole text of `d.file`), the located line is quoted with a caret under
    /// the column; columns count Unicode scalars from 1, as both readers report them. Tabs before the column
    /// are kept in the caret line so that the caret stays under the character in any tab width.
    /// A diagnostic without a location (line 0) renders as `file: error: message`.
    public static func render(_ d: Diagnostic, source: String?) -> String {
        var lines: [String] = []
        if d.location.isKnown {
            lines.append("\(d.file):\(d.location.line):\(d.location.column): \(d.severity.rawValue): \(d.message)")
            if let source, let quoted = sourceLine(d.location.line, in: source) {
                let number = String(d.location.line)
                let width = max(minimumGutterWidth, number.count)
                let gutter = String(repeating: " ", count: width - number.count) + number
                lines.append("\(gutter) | \(quoted)")
                lines.append(String(repeating: " ", count: width) + " | " + caretPadding(quoted, column: d.location.column) + "^")
            }
        } else {
            lines.append("\(d.file): \(d.severity.rawValue): \(d.message)")
        }
        for note in d.notes { lines.append("note: \(note)") }
        return lines.joined(separator: "\n")
    }

    /// Renders several diagnostics, one after the other, separated by newlines. `source` is the text of the first
    /// one's file: a diagnostic about another file (a companion file of a compiled run) is rendered without a snippet.
    public static func render(_ diagnostics: [Diagnostic], source: String?) -> String {
        let file = diagnostics.first?.file
        return diagnostics.map { render($0, source: $0.file == file ? source : nil) }.joined(separator: "\n")
    }

    /// Line `number` (1-based) of `source` without its line break, or nil past the end.
    static func sourceLine(_ number: Int, in source: String) -> String? {
        // Split on scalars: as Characters, "\r\n" is one grapheme and would not match "\n".
        var current = 1
        for line in source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number {
                var text = String.UnicodeScalarView(line)
                if text.last == "\r" { text.removeLast() }
                return String(text)
            }
            current += 1
        }
        return nil
    }

    /// Blanks for the scalars before `column`, tabs kept as tabs. A column past the end of the line (an
    /// "expected '}'" at the end of the file) puts the caret just after the last character.
    static func caretPadding(_ line: String, column: Int) -> String {
        var padding = ""
        var remaining = column - 1
        for scalar in line.unicodeScalars {
            if remaining <= 0 { break }
            padding.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
            remaining -= 1
        }
        return padding
    }
}
