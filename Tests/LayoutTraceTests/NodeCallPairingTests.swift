import LayoutModel
import LayoutTrace
import Testing

/// How requests and replies pair into calls: a trace the engine made answers the innermost request first, one
/// written by hand may answer them in any order, and both pair every reply with the request it names.
@Suite struct NodeCallPairingTests {
    static let p = ProposedSize(width: 10, height: 10)

    static func trace(_ events: [TraceEvent]) -> Trace {
        Trace(header: TraceHeader(engineVersion: "0.1.0", input: "t.json", quirks: [], rootProposal: p),
              nodes: [NodeInfo(path: "VStack", label: nil, kind: "VStack", location: .unknown, parent: -1),
                      NodeInfo(path: "VStack/Text[0]", label: nil, kind: "Text", location: .unknown, parent: 0),
                      NodeInfo(path: "VStack/Text[1]", label: nil, kind: "Text", location: .unknown, parent: 0)],
              events: events)
    }

    static func request(_ node: Int32) -> TraceEvent { .request(node: node, proposal: p, query: .size, reason: .measure, depth: node) }
    static func reply(_ node: Int32, _ width: Double, to request: Int32) -> TraceEvent {
        .reply(node: node, proposal: p, query: .size, size: Size(width: width, height: 1), depth: node, remeasured: false, request: request)
    }

    @Test func nestedRepliesAnswerTheirRequests() {
        let calls = NodeCall.calls(in: Self.trace([Self.request(0), Self.request(1), Self.reply(1, 5, to: 2),
                                                   Self.reply(0, 7, to: 1)]))
        #expect(calls.map(\.node) == [0, 1])
        #expect(calls.map(\.reply?.width) == [7, 5])
        #expect(calls.map(\.replyEvent) == [3, 2])
    }

    /// Written by hand: the outer request is answered while the inner one is open, and the inner one after it.
    @Test func repliesInAnotherOrderStillAnswerTheirRequests() {
        let calls = NodeCall.calls(in: Self.trace([Self.request(0), Self.request(1), Self.request(2), Self.reply(0, 7, to: 1),
                                                   Self.reply(2, 3, to: 3), Self.reply(1, 5, to: 2)]))
        #expect(calls.map(\.node) == [0, 1, 2])
        #expect(calls.map(\.reply?.width) == [7, 5, 3])
        #expect(calls.map(\.replyEvent) == [3, 5, 4])
    }

    /// A reply that names no open request is a call of its own; a request never answered has no reply.
    @Test func anUnmatchedReplyIsACallOfItsOwn() {
        var pairing = NodeCall.Pairing()
        _ = pairing.add(Self.request(0), at: 0, nextIndex: 0)
        let step = pairing.add(Self.reply(1, 4, to: 9), at: 1, nextIndex: 1)
        guard case .call(let call)? = step else { Issue.record("expected a call, got \(String(describing: step))"); return }
        #expect(call.node == 1 && call.reply?.width == 4)
        #expect(!pairing.allAnswered)
        #expect(pairing.unanswered == [0])
    }
}
