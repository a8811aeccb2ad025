import LayoutModel

/// One call a node received, as the diff compares them: a request together with the reply that answered it,
/// a size-cache hit, or a call into a custom `Layout`.
///
/// Placements are not calls here: where a view ended up is compared as its final frame (`CallTable.frames`),
/// which says the same once instead of once per pass.
public struct NodeCall: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable {
        /// A proposal and (usually) its reply.
        case request
        /// A proposal answered from SwiftUI's size cache, with no request.
        case cached
        /// `sizeThatFits`, `placeSubviews`, … of a custom Layout (`detail` holds the call and its arguments).
        case layout
    }

    public var kind: Kind
    /// The layout pass the call belongs to (1 for a single-pass trace).
    public var pass: Int32
    public var query: Query
    /// Why the proposal was made; nil for cache hits and layout calls.
    public var reason: ProposalReason?
    public var proposal: ProposedSize
    /// The reply (for a request) or the cached answer; nil when the trace holds none.
    public var reply: Size?
    public var remeasured: Bool
    /// For layout calls: the call's name, a space and its arguments as the trace wrote them.
    public var detail: String
    /// Index of the call's first event in the trace's event list.
    public var event: Int32
    /// Index of the reply's event; the same as `event` when there is no separate reply.
    public var replyEvent: Int32

    public init(kind: Kind, pass: Int32, query: Query = .size, reason: ProposalReason? = nil, proposal: ProposedSize = .unspecified,
                reply: Size? = nil, remeasured: Bool = false, detail: String = "", event: Int32 = 0, replyEvent: Int32? = nil) {
        self.kind = kind
        self.pass = pass
        self.query = query
        self.reason = reason
        self.proposal = proposal
        self.reply = reply
        self.remeasured = remeasured
        self.detail = detail
        self.event = event
        self.replyEvent = replyEvent ?? event
    }
}
