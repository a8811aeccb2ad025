import LayoutModel
import LayoutTrace

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
