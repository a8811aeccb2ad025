/// A Swift source with some of its lines emptied, every other line kept where it was, so that the compiler's errors
/// in what is left point at the user's own lines: what FolderInput slices and trims of a helper, and the imports the
/// compiled path leaves out (`UnbuildableCode`).
public enum SourceLines {
    /// `source` with the lines `empties` names (by number, from 1) emptied.
    public static func emptying(_ source: String, _ empties: (Int, Substring) -> Bool) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { empties($0.offset + 1, $0.element) ? "" : String($0.element) }.joined(separator: "\n")
    }
}
