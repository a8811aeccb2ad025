import LayoutModel

/// A view as the diff shows it: its element's path in A and in B (they differ when a sibling was inserted
/// before it), and its label.
public struct DiffView: Sendable, Hashable {
    /// The element's path in A; nil for a view only in B.
    public var pathA: String?
    /// The element's path in B; nil for a view only in A.
    public var pathB: String?
    public var label: String?
    /// Where the view is written in its input (B's, else A's), for annotations that point at the source.
    public var location: SourceLocation?

    public init(pathA: String?, pathB: String?, label: String?, location: SourceLocation? = nil) {
        self.pathA = pathA
        self.pathB = pathB
        self.label = label
        self.location = location
    }

    /// The path to show: B's, else A's.
    public var path: String { pathB ?? pathA ?? "" }

    /// `Grid/GridRow[0]/Grid[2] "inner"`.
    public var displayName: String {
        guard let label else { return path }
        return "\(path) \"\(label)\""
    }
}
