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
    /// Facts the tree compiler knows and events do not carry: a grid span, a layout priority, a contradictory frame, …
    public var facts: NodeFacts
    /// The file the node's view was written in, when it is not the input (`ViewNode.file`).
    public var file: String?

    public init(path: String, label: String?, kind: String, location: SourceLocation, parent: Int32,
                facts: NodeFacts = NodeFacts(), file: String? = nil) {
        self.path = path
        self.label = label
        self.kind = kind
        self.location = location
        self.parent = parent
        self.facts = facts
        self.file = file
    }

    /// The path with the label, as outputs show a node: `Grid/GridRow[0]/Grid[2] "inner"`.
    public var displayName: String {
        guard let label else { return path }
        return "\(path) \"\(label)\""
    }
}
