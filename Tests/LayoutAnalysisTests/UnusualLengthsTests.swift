@testable import LayoutAnalysis
import LayoutModel
import LayoutTrace
import Testing

/// The calls and placements the index finds once for the rules about unusual lengths (UnusualLengths.swift): a reply
/// or a frame that is not finite, negative or saturated, on the axes the query asks for; nothing else.
@Suite struct UnusualLengthsTests {
    @Test func theIndexFindsTheRepliesAndFramesNoOrdinaryLayoutHas() {
        let nodes = (0..<5).map { NodeInfo(path: "V[\($0)]", label: nil, kind: "Color", location: .unknown, parent: $0 == 0 ? -1 : 0) }
        let proposal = ProposedSize(width: 10, height: 10)
        let largest = NumberLimits.largestLength
        func asked(_ node: Int32, _ query: Query = .size) -> TraceEvent {
            .request(node: node, proposal: proposal, query: query, reason: .measure, depth: 1)
        }
        func answered(_ node: Int32, _ size: Size, _ query: Query = .size, request: Int32) -> TraceEvent {
            .reply(node: node, proposal: proposal, query: query, size: size, depth: 1, remeasured: false, request: request)
        }
        func placed(_ node: Int32, _ frame: Rect, root: Point = Point(x: 0, y: 0)) -> TraceEvent {
            .place(node: node, frame: frame, rootOrigin: root, anchor: UnitPoint(x: 0, y: 0), proposal: proposal, depth: 1)
        }
        let events: [TraceEvent] = [
            .passStart(pass: 1, proposal: proposal),
            asked(1), answered(1, Size(width: 4, height: 5), request: 2),                       // call 0: ordinary
            asked(2), answered(2, Size(width: -1, height: 5), request: 4),                      // call 1: negative
            asked(3, .width), answered(3, Size(width: 3, height: .nan), .width, request: 6),    // call 2: NaN off the query's axis
            asked(3, .height), answered(3, Size(width: 0, height: .infinity), .height, request: 8),  // call 3: infinite
            asked(4), answered(4, Size(width: largest, height: 0), request: 10),                // call 4: saturated
            placed(1, Rect(x: 0, y: 0, width: 4, height: 5)),                                   // placement 0: ordinary
            placed(2, Rect(x: -3, y: 2, width: 4, height: 5)),                                  // 1: a negative origin is ordinary
            placed(3, Rect(x: 0, y: 0, width: 4, height: -2)),                                  // 2: negative size
            placed(4, Rect(x: 0, y: 0, width: 4, height: 5), root: Point(x: -largest, y: 0)),   // 3: saturated root origin
            .passEnd(pass: 1, counters: PassCounters()),
        ]
        let index = TraceIndex(Trace(header: TraceHeader(engineVersion: "test", input: "t.json", quirks: [], rootProposal: proposal),
                                     nodes: nodes, events: events))
        #expect(index.calls.count == 5)
        #expect(index.unusualCalls == [1, 3, 4])
        #expect(index.unusualPlacements == [2, 3])
    }
}
