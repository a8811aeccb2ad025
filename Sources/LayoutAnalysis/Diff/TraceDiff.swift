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
}

/// A view as the diff shows it: its element's path in A and in B (they differ when a sibling was inserted
/// before it), and its label.
public struct DiffView: Sendable, Hashable {
    /// The element's path in A; nil for a view only in B.
    public var pathA: String?
    /// The element's path in B; nil for a view only in A.
    public var pathB: String?
    public var label: String?

    public init(pathA: String?, pathB: String?, label: String?) {
        self.pathA = pathA
        self.pathB = pathB
        self.label = label
    }

    /// The path to show: B's, else A's.
    public var path: String { pathB ?? pathA ?? "" }

    /// `Grid/GridRow[0]/Grid[2] "inner"`.
    public var displayName: String {
        guard let label else { return path }
        return "\(path) \"\(label)\""
    }
}

/// One difference (or, with `--context`, one unchanged call shown for orientation).
public struct DiffEntry: Sendable, Hashable {
    /// Index into `TraceDiff.views`; -1 for whole-trace entries such as changed quirks.
    public var view: Int
    /// The node inside the view, as a short name: `Grid "inner"` (the view as its parent sees it), `Text.padding`.
    public var node: String
    public var change: DiffChange

    public init(view: Int, node: String, change: DiffChange) {
        self.view = view
        self.node = node
        self.change = change
    }
}

/// What one entry says.
public enum DiffChange: Sendable, Hashable {
    /// The traces were made with different quirks.
    case quirks(a: [String], b: [String])
    /// A view (with its subtree) exists in B only.
    case viewAdded(nodes: Int, calls: Int)
    /// A view (with its subtree) exists in A only.
    case viewRemoved(nodes: Int, calls: Int)
    /// The view's layout modifiers differ, in the order they are written (innermost first): `[]` vs `[".frame"]`.
    case modifiers(a: [String], b: [String])
    /// The same call in both, answered or asked differently (see `CallChange`).
    case call(a: NodeCall, b: NodeCall)
    case callAdded(NodeCall)
    case callRemoved(NodeCall)
    /// An unchanged call, shown as context (`--context N`); not a difference.
    case unchanged(NodeCall)
    /// The final frame in root coordinates changed (nil: not placed).
    case frame(a: Rect?, b: Rect?)
    case findingAppeared(DiffFinding)
    case findingWentAway(DiffFinding)

    /// False only for context.
    public var isDifference: Bool {
        if case .unchanged = self { return false }
        return true
    }
}

/// How a changed call differs, most telling first.
public enum CallChange: Sendable, Hashable {
    /// The question changed: its proposal, reason or query (the reply may have changed too).
    case proposal
    /// Same question, different answer.
    case reply
    /// A custom layout call with other arguments, a request now answered from the cache (or the reverse), or
    /// only the re-measure flag differs.
    case other

    public init(_ a: NodeCall, _ b: NodeCall, _ numbers: NumberComparison) {
        let reasonChanged = a.kind == b.kind && a.reason != b.reason  // a request that became a cache hit is not a new question
        if a.query != b.query || reasonChanged || !numbers.equal(a.proposal, b.proposal) {
            self = .proposal
        } else if !numbers.equal(a.reply, b.reply) {
            self = .reply
        } else {
            self = .other
        }
    }
}
