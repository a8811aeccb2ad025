import LayoutModel
import LayoutTrace

/// The sizing calls of a `TraceIndex`, read as `NodeCall`s and stored packed: a 100,000-view trace has over a
/// million calls, and `NodeCall` (104 bytes with its text, reference counted) made the index the largest thing in
/// memory; a `PackedCall` is 48 bytes and a plain value. Sizing calls carry no text (custom layouts' calls are
/// `TraceIndex.layoutCalls`), so nothing is lost. A call's pass is not stored in it: calls come in the order of
/// their first events, so each pass is a run of positions (`passRuns`).
public struct CallList: RandomAccessCollection, Sendable {
    /// In chunks, so that growing never copies what is stored: one array doubling as it grew held one and a half
    /// times the calls at once (176 MB for a 100,000-view trace, against 88 MB of calls).
    private var packed = ChunkedArray<PackedCall>()
    /// Where each run of calls of one pass starts, in order: one run for a trace of one pass.
    private var passRuns: [(start: Int, pass: Int32)] = []
    /// The pass of the last run, compared on every append without touching the array.
    private var lastPass: Int32 = 0

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { packed.count }

    public subscript(position: Int) -> NodeCall { packed[position].call(pass: pass(at: position)) }

    mutating func append(_ call: NodeCall) {
        if call.pass != lastPass || passRuns.isEmpty {
            passRuns.append((packed.count, call.pass))
            lastPass = call.pass
        }
        packed.append(PackedCall(call))
    }

    /// The pass of the call at `position`: that of the last run starting at or before it.
    private func pass(at position: Int) -> Int32 {
        if passRuns.count == 1 { return passRuns[0].pass }
        var low = 0, high = passRuns.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if passRuns[middle].start <= position { low = middle } else { high = middle - 1 }
        }
        return passRuns[low].pass
    }

    /// True when the request at `position` has its reply (a cache hit or a reply naming no request is its own answer).
    func isAnswered(_ position: Int) -> Bool {
        let call = packed[position]
        return call.replyEvent != call.event
    }

    /// The positions, in order, of the answered calls with a reply length (on the axes the query asks for) that
    /// `matches`: read from the packed calls, without making a `NodeCall` of each.
    func positionsWithReply(lengthWhere matches: (Double) -> Bool) -> [Int] {
        var positions: [Int] = []
        for position in packed.indices where packed[position].replyLengths(contain: matches) { positions.append(position) }
        return positions
    }

    /// Gives the request at `position` the reply that answered it.
    mutating func answer(_ position: Int, reply: Size, remeasured: Bool, replyEvent: Int32) {
        packed.modify(position) { call in
            call.reply = reply
            call.remeasured = remeasured
            call.replyEvent = replyEvent
        }
    }
}

/// `NodeCall` without its text and pass, in 48 bytes: lengths as Doubles with what is nil marked in `flags`.
struct PackedCall: Sendable {
    private var proposalWidth: Double
    private var proposalHeight: Double
    private var replyWidth = 0.0
    private var replyHeight = 0.0
    var node: Int32
    var event: Int32
    var replyEvent: Int32
    var kind: NodeCall.Kind
    var query: Query
    var reason: ProposalReason?
    private var flags: UInt8 = 0

    private static let widthUnspecified: UInt8 = 1, heightUnspecified: UInt8 = 2, hasReply: UInt8 = 4, remeasuredFlag: UInt8 = 8

    init(_ call: NodeCall) {
        proposalWidth = call.proposal.width ?? 0
        proposalHeight = call.proposal.height ?? 0
        node = call.node
        event = call.event
        replyEvent = call.replyEvent
        kind = call.kind
        query = call.query
        reason = call.reason
        if call.proposal.width == nil { flags |= Self.widthUnspecified }
        if call.proposal.height == nil { flags |= Self.heightUnspecified }
        reply = call.reply
        remeasured = call.remeasured
    }

    var reply: Size? {
        get { flags & Self.hasReply == 0 ? nil : Size(width: replyWidth, height: replyHeight) }
        set {
            flags = newValue == nil ? flags & ~Self.hasReply : flags | Self.hasReply
            replyWidth = newValue?.width ?? 0
            replyHeight = newValue?.height ?? 0
        }
    }

    /// Whether the reply has a length, on the axes the query asks for, that `matches` (false without a reply).
    @inline(__always)
    func replyLengths(contain matches: (Double) -> Bool) -> Bool {
        guard flags & Self.hasReply != 0 else { return false }
        switch query {
        case .size: return matches(replyWidth) || matches(replyHeight)
        case .width: return matches(replyWidth)
        case .height: return matches(replyHeight)
        }
    }

    var remeasured: Bool {
        get { flags & Self.remeasuredFlag != 0 }
        set { flags = newValue ? flags | Self.remeasuredFlag : flags & ~Self.remeasuredFlag }
    }

    func call(pass: Int32) -> NodeCall {
        NodeCall(kind: kind, node: node, pass: pass, query: query, reason: reason,
                 proposal: ProposedSize(width: flags & Self.widthUnspecified == 0 ? proposalWidth : nil,
                                        height: flags & Self.heightUnspecified == 0 ? proposalHeight : nil),
                 reply: reply, remeasured: remeasured, event: event, replyEvent: replyEvent)
    }
}
