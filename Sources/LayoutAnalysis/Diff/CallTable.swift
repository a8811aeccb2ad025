import LayoutModel
import LayoutTrace

/// Every node's calls, in the order the node received them, plus every node's final frame.
///
/// Built from the trace's calls (`NodeCall.calls(in:)`, which pairs each reply with the request it names) and
/// stored flat, grouped by node, as plain values: a 100,000-event trace costs a few arrays and little reference
/// counting.
public struct CallTable: Sendable {
    /// All calls, grouped by node: node n's calls are `records[offsets[n] ..< offsets[n + 1]]`.
    private(set) var records: [CallRecord]
    private var offsets: [Int32]
    /// The text of custom-layout calls (`sizeThatFits (10, nil)`), indexed by `CallRecord.detail`.
    private(set) var details: [String]
    /// Final frames in root coordinates: the trace's own, else the last placement of each node.
    public private(set) var frames: [Rect?]

    public init(_ trace: Trace) {
        let nodeCount = trace.nodes.count
        var ordered: [CallRecord] = []
        var owner: [Int32] = []
        var details: [String] = []
        let calls = NodeCall.calls(in: trace)
        ordered.reserveCapacity(calls.count)
        owner.reserveCapacity(calls.count)
        for call in calls where Int(call.node) < nodeCount {
            var detail: Int32 = -1
            if call.kind == .layout {
                details.append(call.detail)
                detail = Int32(details.count - 1)
            }
            ordered.append(CallRecord(kind: call.kind, query: call.query, remeasured: call.remeasured, pass: call.pass,
                                      reason: call.reason, proposal: call.proposal, reply: call.reply, detail: detail,
                                      event: call.event, replyEvent: call.replyEvent))
            owner.append(call.node)
        }
        var placed = [Rect?](repeating: nil, count: nodeCount)
        for event in trace.events {
            guard case .place(let node, let frame, let rootOrigin, _, _, _) = event, Int(node) < nodeCount else { continue }
            placed[Int(node)] = Rect(origin: rootOrigin, size: frame.size)
        }

        // Counting sort by node keeps each node's calls in event order.
        var offsets = [Int32](repeating: 0, count: nodeCount + 1)
        for node in owner { offsets[Int(node) + 1] += 1 }
        for n in 0..<nodeCount { offsets[n + 1] += offsets[n] }
        var next = offsets
        let records = [CallRecord](unsafeUninitializedCapacity: ordered.count) { buffer, initialized in
            for (index, node) in owner.enumerated() {
                (buffer.baseAddress! + Int(next[Int(node)])).initialize(to: ordered[index])
                next[Int(node)] += 1
            }
            initialized = ordered.count
        }
        self.records = records
        self.offsets = offsets
        self.details = details
        frames = trace.frames.count == nodeCount ? trace.frames : placed
    }

    /// The stored calls of node `node`, in order.
    func records(of node: Int32) -> ArraySlice<CallRecord> {
        records[Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1])]
    }

    /// The text of a custom-layout call; empty for other calls.
    func detail(_ record: CallRecord) -> String {
        record.detail >= 0 ? details[Int(record.detail)] : ""
    }

    /// A stored call of `node` as the public value.
    func call(_ record: CallRecord, of node: Int32) -> NodeCall {
        NodeCall(kind: record.kind, node: node, pass: record.pass, query: record.query, reason: record.reason, proposal: record.proposal,
                 reply: record.reply, remeasured: record.remeasured, detail: detail(record), event: record.event,
                 replyEvent: record.replyEvent)
    }

    /// The calls node `node` received, in order.
    public func calls(of node: Int32) -> [NodeCall] {
        records(of: node).map { call($0, of: node) }
    }

    /// The number of calls of node `node`.
    public func count(of node: Int32) -> Int {
        Int(offsets[Int(node) + 1] - offsets[Int(node)])
    }
}
