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
        let source = d.optionText ?? source
        var lines: [String] = []
        if d.location.isKnown {
            lines.append("\(d.file):\(d.location.line):\(d.location.column): \(d.severity.rawValue): \(d.message)")
            if let source, let line = sourceLine(d.location.line, in: source) {
                let excerpt = Excerpt(line, column: d.location.column)
                let number = String(d.location.line)
                let width = max(minimumGutterWidth, number.count)
                let gutter = String(repeating: " ", count: width - number.count) + number
                lines.append("\(gutter) | \(excerpt.text)")
                lines.append(String(repeating: " ", count: width) + " | " + excerpt.caretPadding + "^")
            }
        } else {
            lines.append("\(d.file): \(d.severity.rawValue): \(d.message)")
        }
        for note in d.notes { lines.append("note: \(note)") }
        return lines.joined(separator: "\n")
    }

    /// Renders several diagnostics, one after the other, separated by newlines. `source` is the text of the first
    /// one's file: a diagnostic about another file (a companion file of a compiled run) is rendered without a snippet.
    /// At most `maximumShown` are rendered, then one line says how many more there were.
    public static func render(_ diagnostics: [Diagnostic], source: String?) -> String {
        let file = diagnostics.first?.file
        return render(diagnostics) { $0 == file ? source : nil }
    }

    /// Diagnostics in several files, each quoted from the text `source(file)` gives for its file.
    public static func render(_ diagnostics: [Diagnostic], source: (String) -> String?) -> String {
        var sources: [String: String?] = [:]
        var rendered = diagnostics.prefix(maximumShown).map { diagnostic in
            if sources[diagnostic.file] == nil { sources[diagnostic.file] = .some(source(diagnostic.file)) }
            return render(diagnostic, source: sources[diagnostic.file] ?? nil)
        }
        if diagnostics.count > maximumShown { rendered.append("… and \(diagnostics.count - maximumShown) more") }
        return rendered.joined(separator: "\n")
    }

    /// How many diagnostics one report shows: enough to fix a file in one go, few enough to read.
    public static let maximumShown = 20
    /// The widest source excerpt, in characters, markers included.
    public static let maximumExcerptWidth = 120

    /// Line `number` (1-based) of `source` without its line break, or nil past the end (and for no source at all: an
    /// empty file, or one refused before it was read, has nothing to quote).
    static func sourceLine(_ number: Int, in source: String) -> String? {
        if source.isEmpty { return nil }
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

    /// A source line as a diagnostic quotes it: at most `maximumExcerptWidth` characters around the column (cut ends
    /// marked `…`), control characters escaped (`\u{1B}`) so that the input cannot drive the terminal, and the caret's
    /// padding to match: a blank per character before the column, tabs kept so that the caret lines up in any tab
    /// width. A column past the end of the line (an "expected '}'" at the end of the file) puts the caret just after it.
    struct Excerpt {
        var text = ""
        var caretPadding = ""

        init(_ line: String, column: Int) {
            let scalars = Array(line.unicodeScalars)
            let caret = max(column - 1, 0)
            // From the line's start when the column is well inside the width; else a window that starts a third of
            // the width before the column (shifted back when the line ends sooner).
            let start = caret < maximumExcerptWidth - 20 ? 0
                : max(0, min(caret - maximumExcerptWidth / 3, scalars.count - (maximumExcerptWidth - 2)))
            var used = 0
            if start > 0 { text = "…"; caretPadding = " "; used = 1 }
            var index = start
            while index < scalars.count {
                let shown = Excerpt.shown(scalars[index])
                let last = index == scalars.count - 1
                if used + shown.count + (last ? 0 : 1) > maximumExcerptWidth { text += "…"; break }
                text += shown
                if index < caret { caretPadding += scalars[index] == "\t" ? "\t" : String(repeating: " ", count: shown.count) }
                used += shown.count
                index += 1
            }
        }

        /// How a scalar is shown: itself, or escaped when it is a control character (a tab stays a tab).
        static func shown(_ scalar: Unicode.Scalar) -> String {
            let value = scalar.value
            let control = (value < 0x20 && scalar != "\t") || (value >= 0x7F && value < 0xA0)
            guard control else { return String(scalar) }
            let hex = String(value, radix: 16, uppercase: true)
            return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
        }
    }
}
