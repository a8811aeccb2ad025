/// Why a parent sent a proposal, in the spirit of Yoga's LayoutPassReason.
public enum ProposalReason: String, Hashable, Sendable, CaseIterable {
    /// The window proposes to the root view.
    case root
    /// A container asks for the minimum (zero on the probed axis) to sort children by flexibility.
    case probeMin = "probe-min"
    /// A container asks for the maximum (infinity on the probed axis).
    case probeMax = "probe-max"
    /// A nil proposal: the child's ideal size.
    case ideal
    /// A container hands out its space.
    case distribute
    /// A modifier or single-child container forwards a (possibly changed) proposal while it is sized.
    case measure
    /// The parent places the child and proposes the size it settled on.
    case place
    /// ViewThatFits tries a candidate.
    case candidate
    /// A custom Layout asked its subview from inside sizeThatFits / placeSubviews.
    case custom
    /// Recorded on a device (`LayoutRecorder`, an imported console log), where why the proposal was made is not
    /// known: a recorder sees only the proposal (docs/device.md).
    case recorded
}

/// What is asked: the whole size (`sizeThatFits`) or one length (`lengthThatFits`, used by stack probes).
public enum Query: String, Hashable, Sendable, CaseIterable {
    case size
    case width
    case height
}

/// What a view's size cache answered to a proposal.
public enum CacheOutcome: Hashable, Sendable {
    /// The cache held the answer: the view is not asked.
    case hit(Size)
    /// The cache did not hold it: the view is asked, for this reason.
    case miss(CacheMiss)

    public var isHit: Bool { if case .hit = self { true } else { false } }
}

/// Why a view's size cache (SwiftUI's three most recent proposals, spec §1.7) did not hold an answer it could have:
/// the misses a trace records as events. A request to a view with a cache that no miss event precedes is a miss of
/// a proposal the view had not been asked since its cache was made.
public enum CacheMiss: String, Hashable, Sendable, CaseIterable {
    /// The view answered this proposal before, but three other proposals came after it and pushed it out.
    case evicted
    /// An update emptied the cache before this request: the view's inputs or a descendant's changed, or it is a
    /// custom layout, whose caches every update clears (spec §24).
    case cleared

    /// The words the text trace and `explain`-style output use.
    public var explanation: String {
        switch self {
        case .evicted: "evicted by three newer proposals"
        case .cleared: "cache cleared by the update"
        }
    }
}

/// One event of a layout trace. Node numbers index the trace's node table.
public enum TraceEvent: Hashable, Sendable {
    case passStart(pass: Int, proposal: ProposedSize)
    /// The node's size cache was consulted. On a hit the answer comes from the cache and no request follows; on a
    /// miss of an answer the view gave before the request that follows runs the view, and the event says why the
    /// cache could not answer (a first request is a miss with no event).
    case cacheLookup(node: Int32, proposal: ProposedSize, query: Query, outcome: CacheOutcome, depth: Int32)
    case request(node: Int32, proposal: ProposedSize, query: Query, reason: ProposalReason, depth: Int32)
    /// `remeasured`: SwiftUI's 3-entry cache had evicted this answer, so SwiftUI runs the view again; the engine
    /// reuses its own memo and does not repeat the subtree's requests. `request`: the sequence number of the request
    /// this answers (0 when unknown).
    case reply(node: Int32, proposal: ProposedSize, query: Query, size: Size, depth: Int32, remeasured: Bool, request: Int32 = 0)
    /// A parent placed a child: frame in the parent's coordinates, its origin in root coordinates,
    /// the anchor used, and the proposal given with the placement.
    case place(node: Int32, frame: Rect, rootOrigin: Point, anchor: UnitPoint, proposal: ProposedSize, depth: Int32)
    /// A call into a custom Layout: makeCache, updateCache, spacing, sizeThatFits, placeSubviews, explicitAlignment.
    /// (Its texts are `CallText`s, so that an event is plain bytes.)
    case layoutCall(node: Int32, call: CallText, detail: CallText, depth: Int32)
    case passEnd(pass: Int, counters: PassCounters)

    /// The node the event is about, if any.
    public var node: Int32? {
        switch self {
        case .passStart, .passEnd: nil
        case .cacheLookup(let node, _, _, _, _), .request(let node, _, _, _, _), .reply(let node, _, _, _, _, _, _),
             .place(let node, _, _, _, _, _), .layoutCall(let node, _, _, _): node
        }
    }
}

/// Counters for one pass, as Yoga's LayoutData keeps them.
public struct PassCounters: Hashable, Sendable {
    public var requests = 0
    public var cacheHits = 0
    public var cacheMisses = 0
    public var remeasures = 0
    public var placements = 0

    public init(requests: Int = 0, cacheHits: Int = 0, cacheMisses: Int = 0, remeasures: Int = 0, placements: Int = 0) {
        self.requests = requests
        self.cacheHits = cacheHits
        self.cacheMisses = cacheMisses
        self.remeasures = remeasures
        self.placements = placements
    }
}
