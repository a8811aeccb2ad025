/// Receives every event of a layout run. The engine reports through this and nothing else; the default
/// observer does nothing, so an untraced run pays only a predictable call per event.
public protocol LayoutObserver: AnyObject {
    /// Called once before the first pass with the table that event node numbers index, and the window the root is
    /// shown in (nil: an explicit root proposal, root at (0, 0)).
    func begin(nodes: [NodeInfo], quirks: QuirkSet, rootProposal: ProposedSize, window: Window?)
    /// Records `event` and returns its sequence number (1 for a trace's first event), which the reply to a request
    /// carries, so that no consumer has to pair them up again. The event is given, not lent: an observer that keeps
    /// it (in a list, a batch) takes it without a copy (an outlined copy of the enum per event, 1.8% of a traced run's
    /// instructions, docs/performance.md item 25).
    @discardableResult func record(_ event: consuming TraceEvent) -> Int32
}

/// The observer that ignores everything.
public final class NullObserver: LayoutObserver {
    public init() {}
    public func begin(nodes: [NodeInfo], quirks: QuirkSet, rootProposal: ProposedSize, window: Window?) {}
    public func record(_ event: consuming TraceEvent) -> Int32 { 0 }
}
