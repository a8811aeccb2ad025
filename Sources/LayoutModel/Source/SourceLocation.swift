/// A 1-based line and column in an input file, and the file when it is not the input's own: a view built in
/// Swift with the LayoutDebugger library knows the `#fileID` it was written in.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    /// The file, as `Module/File.swift`; nil for a location in the input being read.
    public var file: String?

    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    /// For nodes built in code rather than read from a file.
    public static let unknown = SourceLocation(line: 0, column: 0)

    public var isKnown: Bool { line > 0 }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file ?? "", a.line, a.column) < (b.file ?? "", b.line, b.column)
    }
}
