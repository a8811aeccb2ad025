/// One difference (or, with `--context`, one unchanged call shown for orientation).
public struct DiffEntry: Sendable, Hashable {
    /// Index into `TraceDiff.views`; -1 for whole-trace entries such as changed quirks.
    public var view: Int
    /// The node inside the view, as a short name: `Grid "inner"` (the view as its parent sees it), `Text.padding`.
    public var node: String
    public var change: DiffChange
    /// The node's full path (B's), when the change belongs to one node of the view rather than the whole view: what
    /// "first change" names, so that a changed `.frame` is not taken for its view.
    public var path: String?

    public init(view: Int, node: String, change: DiffChange, path: String? = nil) {
        self.view = view
        self.node = node
        self.change = change
        self.path = path
    }
}
