import LayoutModel

/// The observer that keeps every event, in order, to build a `Trace`.
public final class TraceRecorder: LayoutObserver {
    public private(set) var nodes: [NodeInfo] = []
    // Appended to on every event by the one thread running the layout: no dynamic exclusivity checks.
    @exclusivity(unchecked) public private(set) var events: [TraceEvent] = []
    public private(set) var quirks: QuirkSet = .defaults
    public private(set) var rootProposal: ProposedSize = .unspecified
    public private(set) var window: Window?

    public init() {}

    public func begin(nodes: [NodeInfo], quirks: QuirkSet, rootProposal: ProposedSize, window: Window?) {
        self.nodes = nodes
        self.quirks = quirks
        self.rootProposal = rootProposal
        self.window = window
        events.reserveCapacity(nodes.count * 6)
    }

    public func record(_ event: consuming TraceEvent) -> Int32 {
        events.append(event)
        return Int32(truncatingIfNeeded: events.count)
    }

    /// The finished trace.
    public func trace(input: String, engineVersion: String, frames: [Rect?] = [], os: String? = nil) -> Trace {
        Trace(header: TraceHeader(engineVersion: engineVersion, input: input, quirks: quirks.sortedNames,
                                  rootProposal: rootProposal, window: window, os: os),
              nodes: nodes, events: events, frames: frames)
    }
}
