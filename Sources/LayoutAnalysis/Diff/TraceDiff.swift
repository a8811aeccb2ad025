import LayoutModel

/// The structural difference between two traces, A (before) and B (after): the views that changed, in tree
/// order, each with what changed about it, and a summary.
///
/// Made by `TraceDiffer.diff`; rendered by `DiffTextRenderer` and `DiffJSONWriter` (docs/diff-format.md).
public struct TraceDiff: Sendable {
    /// What the diff knows of one side.
    public struct Side: Sendable, Hashable {
        public var input: String
        public var engineVersion: String
        public var quirks: [String]
        public var nodes: Int
        public var events: Int

        public init(input: String, engineVersion: String, quirks: [String], nodes: Int, events: Int) {
            self.input = input
            self.engineVersion = engineVersion
            self.quirks = quirks
            self.nodes = nodes
            self.events = events
        }
    }

    public var a: Side
    public var b: Side
    /// The views entries are about, in the order they are first mentioned.
    public var views: [DiffView]
    /// What changed, in tree order; each entry names its view by index into `views`.
    public var entries: [DiffEntry]
    public var summary: DiffSummary
    /// The entry whose call comes first in B's call order: where the negotiations start to differ, and so
    /// the likely cause of the changes after it. A changed reply counts at its reply, a view added at its first
    /// call, everything else at its request. Nil when no call changed.
    public var firstChange: Int?
    /// True when the rules' findings took part (a findings hook was given).
    public var comparedFindings: Bool

    /// True when nothing differs (context entries do not count).
    public var isEqual: Bool { summary.isEmpty }

    /// The node an entry is about, as "first change" names it: the node's full path (a view's `.frame` is not the
    /// view) with the view's label, else the view.
    public func nodeName(_ entry: DiffEntry) -> String {
        guard entry.view >= 0 else { return "" }
        let view = views[entry.view]
        guard let path = entry.path else { return view.displayName }
        return view.label.map { "\(path) \"\($0)\"" } ?? path
    }
}
