import LayoutModel

/// One call a node received, as the trace pairs it: a request together with the reply that answered it (the reply
/// names its request's sequence number), a size-cache hit, or a call into a custom `Layout`. The one call type of
/// the rules (`TraceIndex`) and the diff (`CallTable`).
///
/// Placements are not calls here: where a view ended up is a `.place` event, and its final frame.
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
    public var node: Int32
    /// The layout pass the call belongs to (1 for a single-pass trace).
    public var pass: Int32
    public var query: Query
    /// Why the proposal was made; nil for cache hits and layout calls.
    public var reason: ProposalReason?
    public var proposal: ProposedSize
    /// The reply (for a request) or the cached answer; nil when the trace holds none (a truncated trace).
    public var reply: Size?
    public var remeasured: Bool
    /// For layout calls: the call's name, a space and its arguments as the trace wrote them.
    public var detail: String {
        get { detailText.text }
        set { detailText = CallText(newValue) }
    }
    /// `detail`, kept once for the process: a call holds no reference, so it is copied as plain bytes (the rules'
    /// index and the diff copy millions of calls).
    @usableFromInline var detailText: CallText
    /// Index of the call's first event in the trace's event list.
    public var event: Int32
    /// Index of the reply's event; the same as `event` when there is no separate reply.
    public var replyEvent: Int32

    @inlinable public init(kind: Kind, node: Int32 = 0, pass: Int32, query: Query = .size, reason: ProposalReason? = nil,
                proposal: ProposedSize = .unspecified, reply: Size? = nil, remeasured: Bool = false, detail: String = "",
                event: Int32 = 0, replyEvent: Int32? = nil) {
        self.kind = kind
        self.node = node
        self.pass = pass
        self.query = query
        self.reason = reason
        self.proposal = proposal
        self.reply = reply
        self.remeasured = remeasured
        // The empty text is number 0, without a call into the table (the rules' index makes a call for every read).
        detailText = detail.isEmpty ? CallText(number: 0) : CallText(detail)
        self.event = event
        self.replyEvent = replyEvent ?? event
    }

    /// True for an answer from SwiftUI's size cache.
    public var cached: Bool { kind == .cached }

    /// The answer (zero when the trace holds none).
    public var size: Size { reply ?? .zero }

    /// The reply's length along `axis`, or nil when the query did not ask for it (a `lengthThatFits` probe answers one
    /// axis only).
    public func length(_ axis: Axis) -> Double? {
        guard let reply else { return nil }
        switch query {
        case .size: return reply[axis]
        case .width: return axis == .horizontal ? reply.width : nil
        case .height: return axis == .vertical ? reply.height : nil
        }
    }

    /// Every call of `trace`, in the order of their first events. A reply joins the request its `request` number
    /// names; a reply naming none (a hand-made trace) is a call of its own.
    public static func calls(in trace: Trace) -> [NodeCall] {
        var calls: [NodeCall] = []
        calls.reserveCapacity(trace.events.count / 2 + 1)
        var pairing = Pairing()
        for (index, event) in trace.events.enumerated() {
            switch pairing.add(event, at: Int32(truncatingIfNeeded: index), nextIndex: calls.count) {
            case .call(let call):
                calls.append(call)
            case .answer(let call, let reply, let remeasured, let replyEvent):
                calls[call].reply = reply
                calls[call].remeasured = remeasured
                calls[call].replyEvent = replyEvent
            case .layout:
                guard case .layoutCall(let node, let call, let detail, _) = event else { break }
                calls.append(NodeCall(kind: .layout, node: node, pass: pairing.pass, detail: detail.isEmpty ? call.text : call.text + " " + detail.text,
                                      event: Int32(truncatingIfNeeded: index)))
            case nil:
                break
            }
        }
        return calls
    }

    /// Reads a trace's events one at a time and says what each means for its calls: the one place where requests
    /// and replies are paired, for `calls(in:)` and for the rules' index, which is built while a trace is made.
    public struct Pairing: Sendable {
        public enum Step {
            /// A new call: a request (whose reply comes later), a cache hit, or a reply naming no request.
            case call(NodeCall)
            /// The reply to the request at index `call` of the caller's list.
            case answer(call: Int, reply: Size, remeasured: Bool, replyEvent: Int32)
            /// A custom layout's call: the event (`.layoutCall`) holds it, in the pass `pass` says. (Its texts stay in
            /// the event, so that a step is plain bytes: every event of a trace makes one.)
            case layout
        }

        /// The layout pass of the events read (1 before any pass-start).
        public private(set) var pass: Int32 = 1
        /// The requests not answered yet, in the order they were made: the sequence number each one's reply names
        /// and the index its call has in the caller's list. A trace the engine made answers the last one first (calls
        /// nest), so finding a reply's request is one look at the end, with no hashing (docs/performance.md item 49).
        private var open: [(request: Int32, call: Int)] = []
        /// Once a reply answers another request than the last one open (a trace written by hand, or one naming no
        /// request), the open requests by sequence number instead, for the rest of the trace.
        private var openByRequest: [Int32: Int]?

        public init() {}

        /// True when every request read has been answered.
        public var allAnswered: Bool { openByRequest?.isEmpty ?? open.isEmpty }

        /// The indices of the requests not answered (a truncated trace), in no order.
        public var unanswered: [Int] { openByRequest.map { Array($0.values) } ?? open.map(\.call) }

        /// What the event at index `at` of the trace means; `nextIndex` is the index the caller's list gives a call
        /// it appends now.
        public mutating func add(_ event: TraceEvent, at: Int32, nextIndex: Int) -> Step? {
            switch event {
            case .passStart(let number, _):
                pass = Int32(truncatingIfNeeded: number)
                return nil
            case .passEnd, .place:
                return nil
            case .cacheLookup(let node, let proposal, let query, let outcome, _):
                // A miss is followed by the request that answers it.
                guard case .hit(let size) = outcome else { return nil }
                return .call(NodeCall(kind: .cached, node: node, pass: pass, query: query, proposal: proposal,
                                      reply: answer(size, query), event: at))
            case .request(let node, let proposal, let query, let reason, _):
                if openByRequest == nil { open.append((at + 1, nextIndex)) } else { openByRequest![at + 1] = nextIndex }
                return .call(NodeCall(kind: .request, node: node, pass: pass, query: query, reason: reason, proposal: proposal,
                                      event: at))
            case .reply(let node, let proposal, let query, let size, _, let remeasured, let request):
                if openByRequest == nil {
                    if let last = open.last, last.request == request {
                        open.removeLast()
                        return .answer(call: last.call, reply: answer(size, query), remeasured: remeasured, replyEvent: at)
                    }
                    openByRequest = Dictionary(open.map { ($0.request, $0.call) }, uniquingKeysWith: { $1 })
                    open = []
                }
                if let call = openByRequest!.removeValue(forKey: request) {
                    return .answer(call: call, reply: answer(size, query), remeasured: remeasured, replyEvent: at)
                }
                return .call(NodeCall(kind: .request, node: node, pass: pass, query: query, proposal: proposal,
                                      reply: answer(size, query), remeasured: remeasured, event: at))
            case .layoutCall:
                return .layout
            }
        }
    }

    /// The answer as far as it answers the query: a width query's reply is its width (the other axis is 0, as the
    /// trace file leaves it out).
    public static func answer(_ size: Size, _ query: Query) -> Size {
        switch query {
        case .size: size
        case .width: Size(width: size.width, height: 0)
        case .height: Size(width: 0, height: size.height)
        }
    }
}
