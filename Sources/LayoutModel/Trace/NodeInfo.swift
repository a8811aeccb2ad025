/// What a trace knows of one node: its structural path, label, kind and source location.
///
/// Paths are structural, never UUIDs: `Grid/GridRow[0]/Grid[2]` for elements (the index is the position
/// among the parent's children), `.frame` / `.padding` suffixes for layout modifiers in chain order, and
/// `/overlay[0]` for the content of an overlay or background.
public struct NodeInfo: Hashable, Sendable {
    public var path: String
    public var label: String?
    /// The element or modifier name: `HStack`, `Text`, `frame`, `padding`, …
    public var kind: String
    public var location: SourceLocation
    /// Index of the node that sizes and places this one; -1 for the root.
    public var parent: Int32
    /// Facts the tree compiler knows and events do not carry, for rules and readers, keyed by a stable name
    /// (see `NodeAttribute`): a grid span, a non-zero layout priority, a contradictory frame, …
    public var attributes: [String: String]
    /// The file the node's view was written in, when it is not the input (`ViewNode.file`).
    public var file: String?

    public init(path: String, label: String?, kind: String, location: SourceLocation, parent: Int32,
                attributes: [String: String] = [:], file: String? = nil) {
        self.path = path
        self.label = label
        self.kind = kind
        self.location = location
        self.parent = parent
        self.attributes = attributes
        self.file = file
    }

    /// The path with the label, as outputs show a node: `Grid/GridRow[0]/Grid[2] "inner"`.
    public var displayName: String {
        guard let label else { return path }
        return "\(path) \"\(label)\""
    }
}

/// The names of `NodeInfo.attributes`, shared by the compiler that sets them and the rules that read them.
public enum NodeAttribute {
    /// `.gridCellColumns(n)` on a Grid cell: n.
    public static let gridCellColumns = "gridCellColumns"
    /// `.gridCellUnsizedAxes(…)` on a Grid cell: the axes' names.
    public static let gridCellUnsizedAxes = "gridCellUnsizedAxes"
    /// The node's layout priority as its parent sees it, when not 0.
    public static let layoutPriority = "layoutPriority"
    /// A `.layoutPriority(p)` that a later modifier resets to 0 (spec §19): the value lost and the modifier.
    public static let lostLayoutPriority = "lostLayoutPriority"
    /// A flexible frame whose min/ideal/max contradict each other; SwiftUI logs "Contradictory frame
    /// constraints specified." and normalises them (spec §13.1).
    public static let contradictoryFrame = "contradictoryFrame"
    /// For a flexible frame, its arguments as written (`minWidth: 0, maxWidth: inf`), for findings.
    public static let frameArguments = "frameArguments"
}
