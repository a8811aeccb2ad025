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
    /// `file`, `declaredView` and `declaredLayout`, which only nodes of a user's views have: out of line, so that a
    /// node without them does not carry their 96 bytes (docs/performance.md item 60).
    private var origin = OutOfLine<Origin>()

    /// The file the node's view was written in, when it is not the input (`ViewNode.file`).
    public var file: String? {
        get { origin.read { $0.file } }
        set { origin.write(newValue) { $0.file = $1 } }
    }
    /// The user's view whose body made this node (on the outermost node that body made).
    public var declaredView: Declaration? {
        get { origin.read { $0.declaredView } }
        set { origin.write(newValue) { $0.declaredView = $1 } }
    }
    /// The user's own `Layout` type this node runs.
    public var declaredLayout: Declaration? {
        get { origin.read { $0.declaredLayout } }
        set { origin.write(newValue) { $0.declaredLayout = $1 } }
    }

    private struct Origin: RareFields {
        var file: String?
        var declaredView: Declaration?
        var declaredLayout: Declaration?
    }

    public init(path: String, label: String?, kind: String, location: SourceLocation, parent: Int32,
                facts: NodeFacts = NodeFacts(), file: String? = nil, declaredView: Declaration? = nil,
                declaredLayout: Declaration? = nil) {
        self.path = path
        self.label = label
        self.kind = kind
        self.location = location
        self.parent = parent
        self.facts = facts
        if file != nil || declaredView != nil || declaredLayout != nil {
            origin.update { $0 = Origin(file: file, declaredView: declaredView, declaredLayout: declaredLayout) }
        }
    }

    /// The declarations as outputs show them on a node's first line: `in Badges (Badges.swift:24)`, and
    /// `layout FlowLayout (FlowLayout.swift:5)`; nil when the node comes from no user type.
    public var declarationText: String? {
        switch (declaredView, declaredLayout) {
        case (nil, nil): return nil
        case (let view?, nil): return "in \(view.displayText)"
        case (nil, let layout?): return "layout \(layout.displayText)"
        case (let view?, let layout?): return "in \(view.displayText), layout \(layout.displayText)"
        }
    }

    /// The path with the label, as outputs show a node: `Grid/GridRow[0]/Grid[2] "inner"`.
    public var displayName: String {
        guard let label else { return path }
        return "\(path) \"\(label)\""
    }
}
