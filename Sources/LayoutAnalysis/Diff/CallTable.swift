import LayoutModel
import LayoutTrace

/// Every node's calls, in the order the node received them, plus every node's final frame.
///
/// Built in one pass over the events (a reply answers the latest open request of its node, as the trace
/// reader pairs them) and stored flat, grouped by node, as plain values: a 100,000-event trace costs a few
/// arrays and no reference counting.
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
        ordered.reserveCapacity(trace.events.count / 2 + 1)
        owner.reserveCapacity(trace.events.count / 2 + 1)
        // Open requests per node, as linked stacks through `below`.
        var openTop = [Int32](repeating: -1, count: nodeCount)
        var below: [Int32] = []
        below.reserveCapacity(trace.events.count / 2 + 1)
        var placed = [Rect?](repeating: nil, count: nodeCount)
        var pass: Int32 = 1

        func add(_ record: CallRecord, _ node: Int32) {
            ordered.append(record)
            owner.append(node)
            below.append(-1)
        }

        for (index, event) in trace.events.enumerated() {
            let at = Int32(truncatingIfNeeded: index)
            switch event {
            case .passStart(let number, _):
                pass = Int32(truncatingIfNeeded: number)
            case .passEnd:
                break
            case .cacheLookup(let node, let proposal, let query, let hit, let size, _):
                guard hit, Int(node) < nodeCount else { break }
                add(CallRecord(kind: .cached, query: query, remeasured: false, pass: pass, reason: nil, proposal: proposal,
                               reply: size.map { Self.answer($0, query) }, detail: -1, event: at, replyEvent: at), node)
            case .request(let node, let proposal, let query, let reason, _):
                guard Int(node) < nodeCount else { break }
                add(CallRecord(kind: .request, query: query, remeasured: false, pass: pass, reason: reason, proposal: proposal,
                               reply: nil, detail: -1, event: at, replyEvent: at), node)
                let call = Int32(ordered.count - 1)
                below[Int(call)] = openTop[Int(node)]
                openTop[Int(node)] = call
            case .reply(let node, let proposal, let query, let size, _, let remeasured):
                guard Int(node) < nodeCount else { break }
                let open = openTop[Int(node)]
                if open >= 0 {
                    ordered[Int(open)].reply = Self.answer(size, query)
                    ordered[Int(open)].remeasured = remeasured
                    ordered[Int(open)].replyEvent = at
                    openTop[Int(node)] = below[Int(open)]
                } else {
                    // A reply with no request (a hand-made trace): keep it as a call of its own.
                    add(CallRecord(kind: .request, query: query, remeasured: remeasured, pass: pass, reason: nil, proposal: proposal,
                                   reply: Self.answer(size, query), detail: -1, event: at, replyEvent: at), node)
                }
            case .place(let node, let frame, let rootOrigin, _, _, _):
                guard Int(node) < nodeCount else { break }
                placed[Int(node)] = Rect(origin: rootOrigin, size: frame.size)
            case .layoutCall(let node, let call, let detail, _):
                guard Int(node) < nodeCount else { break }
                details.append(detail.isEmpty ? call : call + " " + detail)
                add(CallRecord(kind: .layout, query: .size, remeasured: false, pass: pass, reason: nil, proposal: .unspecified,
                               reply: nil, detail: Int32(details.count - 1), event: at, replyEvent: at), node)
            }
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

    /// The answer as far as it answers the query: a width query's reply is its width (the other axis is 0, as
    /// the trace file leaves it out).
    static func answer(_ size: Size, _ query: Query) -> Size {
        switch query {
        case .size: size
        case .width: Size(width: size.width, height: 0)
        case .height: Size(width: 0, height: size.height)
        }
    }

    /// The stored calls of node `node`, in order.
    func records(of node: Int32) -> ArraySlice<CallRecord> {
        records[Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1])]
    }

    /// The text of a custom-layout call; empty for other calls.
    func detail(_ record: CallRecord) -> String {
        record.detail >= 0 ? details[Int(record.detail)] : ""
    }

    /// A stored call as the public value.
    func call(_ record: CallRecord) -> NodeCall {
        NodeCall(kind: record.kind, pass: record.pass, query: record.query, reason: record.reason, proposal: record.proposal,
                 reply: record.reply, remeasured: record.remeasured, detail: detail(record), event: record.event,
                 replyEvent: record.replyEvent)
    }

    /// The calls node `node` received, in order.
    public func calls(of node: Int32) -> [NodeCall] {
        records(of: node).map(call)
    }

    /// The number of calls of node `node`.
    public func count(of node: Int32) -> Int {
        Int(offsets[Int(node) + 1] - offsets[Int(node)])
    }
}
