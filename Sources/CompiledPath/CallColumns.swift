import LayoutModel

/// Locations of a compiled run moved to where the reader puts them, in the user's own file. Swift reports a column
/// in UTF-8 bytes of the prepared file, and `#column` in a call is the column of its argument list (the `(` or the
/// trailing closure's `{`); the reader locates a view at its name (`Grid`) and a modifier at its dot (`.frame`), in
/// Unicode scalars of the user's file. Both paths must locate a node alike, so that a finding or a JSON trace does
/// not depend on how the file was run.
struct CallColumns {
    private let prepared: PreparedSource
    private let preparedLines: [[UInt8]]
    private let originalLines: [[Unicode.Scalar]]

    init(prepared: PreparedSource, original: String) {
        self.prepared = prepared
        preparedLines = prepared.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        originalLines = original.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    }

    /// A compiler location (prepared file, UTF-8 column) as a location in the user's file.
    func original(_ location: SourceLocation) -> SourceLocation {
        guard location.line >= 1, location.line <= preparedLines.count else { return location }
        let bytes = preparedLines[location.line - 1]
        let scalarColumn = String(decoding: bytes[..<min(max(location.column - 1, 0), bytes.count)], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(line: location.line, column: prepared.originalColumn(line: location.line, column: scalarColumn))
    }

    /// The location of the call whose argument list starts at `location` (a `#column` of the prepared file); unknown
    /// for code the compiled path added after the user's last line (a `--root` expression, sample subviews).
    func callee(of location: SourceLocation) -> SourceLocation {
        let at = original(location)
        guard at.line >= 1, at.line <= originalLines.count else { return .unknown }
        let line = originalLines[at.line - 1]
        var index = min(at.column - 1, line.count)
        while index > 0, line[index - 1] == " " || line[index - 1] == "\t" { index -= 1 }
        var start = index
        while start > 0, Self.isIdentifier(line[start - 1]) { start -= 1 }
        guard start < index else { return at }
        if start > 0, line[start - 1] == "." { start -= 1 }
        return SourceLocation(line: at.line, column: start + 1)
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
