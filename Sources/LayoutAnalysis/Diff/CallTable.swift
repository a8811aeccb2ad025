import LayoutModel
import LayoutTrace

/// Every node's calls, in the order the node received them, plus every node's final frame.
///
/// Built in one pass over the events (a reply answers the latest open request of its node, as the trace
/// reader pairs them) and stored flat, grouped by node, so that a 100,000-event trace costs two arrays.
public struct CallTable: Sendable {
    /// All calls, grouped by node: node n's calls are `calls[offsets[n] ..< offsets[n + 1]]`.
    public private(set) var calls: [NodeCall]
    private var offsets: [Int32]
    /// Final frames in root coordinates: the trace's own, else the last placement of each node.
    public private(set) var frames: [Rect?]

    public init(_ trace: Trace) {
        let nodeCount = trace.nodes.count
        var ordered: [NodeCall] = []
        var owner: [Int32] = []
        ordered.reserveCapacity(trace.events.count / 2 + 1)
        owner.reserveCapacity(trace.events.count / 2 + 1)
        // Open requests per node, as linked stacks through `below`.
        var openTop = [Int32](repeating: -1, count: nodeCount)
        var below: [Int32] = []
        below.reserveCapacity(trace.events.count / 2 + 1)
        var placed = [Rect?](repeating: nil, count: nodeCount)
        var pass: Int32 = 1

        func add(_ call: NodeCall, _ node: Int32) {
            ordered.append(call)
            owner.append(node)
            below.append(-1)
        }

        for (index, event) in trace.events.enumerated() {
            switch event {
            case .passStart(let number, _):
                pass = Int32(truncatingIfNeeded: number)
            case .passEnd:
                break
            case .cacheLookup(let node, let proposal, let query, let hit, let size, _):
                guard hit, Int(node) < nodeCount else { break }
                add(NodeCall(kind: .cached, pass: pass, query: query, proposal: proposal, reply: size.map { Self.answer($0, query) },
                             event: Int32(index)), node)
            case .request(let node, let proposal, let query, let reason, _):
                guard Int(node) < nodeCount else { break }
                add(NodeCall(kind: .request, pass: pass, query: query, reason: reason, proposal: proposal, event: Int32(index)), node)
                let call = Int32(ordered.count - 1)
                below[Int(call)] = openTop[Int(node)]
                openTop[Int(node)] = call
            case .reply(let node, let proposal, let query, let size, _, let remeasured):
                guard Int(node) < nodeCount else { break }
                let open = openTop[Int(node)]
                if open >= 0 {
                    ordered[Int(open)].reply = Self.answer(size, query)
                    ordered[Int(open)].remeasured = remeasured
                    ordered[Int(open)].replyEvent = Int32(index)
                    openTop[Int(node)] = below[Int(open)]
                } else {
                    // A reply with no request (a hand-made trace): keep it as a call of its own.
                    add(NodeCall(kind: .request, pass: pass, query: query, proposal: proposal, reply: Self.answer(size, query),
                                 remeasured: remeasured, event: Int32(index)), node)
                }
            case .place(let node, let frame, let rootOrigin, _, _, _):
                guard Int(node) < nodeCount else { break }
                placed[Int(node)] = Rect(origin: rootOrigin, size: frame.size)
            case .layoutCall(let node, let call, let detail, _):
                guard Int(node) < nodeCount else { break }
                add(NodeCall(kind: .layout, pass: pass, detail: detail.isEmpty ? call : call + " " + detail, event: Int32(index)), node)
            }
        }

        // Counting sort by node keeps each node's calls in event order.
        var offsets = [Int32](repeating: 0, count: nodeCount + 1)
        for node in owner { offsets[Int(node) + 1] += 1 }
        for n in 0..<nodeCount { offsets[n + 1] += offsets[n] }
        var next = offsets
        var grouped = [NodeCall](repeating: NodeCall(kind: .request, pass: 0), count: ordered.count)
        for (index, node) in owner.enumerated() {
            grouped[Int(next[Int(node)])] = ordered[index]
            next[Int(node)] += 1
        }
        calls = grouped
        self.offsets = offsets
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

    /// The calls node `node` received, in order.
    public func calls(of node: Int32) -> ArraySlice<NodeCall> {
        calls[Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1])]
    }

    /// The number of calls of node `node`.
    public func count(of node: Int32) -> Int {
        Int(offsets[Int(node) + 1] - offsets[Int(node)])
    }
}
