/// A 1-based line and column in an input file. (Plain data on purpose: every node and token has one. A view
/// written in another file than the input says which in `ViewNode.file`.)
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// For nodes built in code rather than read from a file.
    public static let unknown = SourceLocation(line: 0, column: 0)

    public var isKnown: Bool { line > 0 }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
