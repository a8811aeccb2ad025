import LayoutModel
import LayoutTrace

/// A four-node trace written by hand, small enough to know every line each renderer makes of it: a frame
/// around a labelled Grid with two cells; a width probe, an ideal-size request answered after a cache miss
/// and re-measured, a hidden cache hit, a placement, two custom-layout calls and the pass's counters.
enum TinyTrace {
    static let nodes = [
        NodeInfo(path: "Grid.frame", label: nil, kind: "frame", location: .unknown, parent: -1),
        NodeInfo(path: "Grid", label: "outer", kind: "Grid", location: .unknown, parent: 0),
        NodeInfo(path: "Grid/GridRow[0]/Color[0]", label: nil, kind: "Color", location: .unknown, parent: 1),
        NodeInfo(path: "Grid/GridRow[0]/Text[1]", label: nil, kind: "Text", location: .unknown, parent: 1),
    ]

    static let root = ProposedSize(width: 393, height: 852)
    static let cell = ProposedSize(width: 0, height: 350)

    static let events: [TraceEvent] = [
        .passStart(pass: 1, proposal: root),
        .request(node: 0, proposal: root, query: .size, reason: .root, depth: 0),
        .request(node: 1, proposal: ProposedSize(width: 350, height: 350), query: .size, reason: .measure, depth: 1),
        .request(node: 2, proposal: cell, query: .width, reason: .probeMin, depth: 2),
        .reply(node: 2, proposal: cell, query: .width, size: .zero, depth: 2, remeasured: false, request: 4),
        .cacheLookup(node: 3, proposal: .infinity, query: .size, outcome: .hit(Size(width: 68, height: 20.333)), depth: 2),
        .cacheLookup(node: 3, proposal: .unspecified, query: .size, outcome: .miss(.evicted), depth: 2),
        .request(node: 3, proposal: .unspecified, query: .size, reason: .ideal, depth: 2),
        .reply(node: 3, proposal: .unspecified, query: .size, size: Size(width: 68, height: 20.333), depth: 2, remeasured: true, request: 8),
        .reply(node: 1, proposal: ProposedSize(width: 350, height: 350), query: .size, size: Size(width: 342, height: 350), depth: 1, remeasured: false,
               request: 3),
        .reply(node: 0, proposal: root, query: .size, size: Size(width: 350, height: 350), depth: 0, remeasured: false, request: 2),
        .place(node: 0, frame: Rect(x: 21.5, y: 251, width: 350, height: 350), rootOrigin: Point(x: 21.5, y: 251),
               anchor: .topLeading, proposal: root, depth: 0),
        .layoutCall(node: 1, call: "placeSubviews", detail: "in (0, 0)", depth: 1),
        .layoutCall(node: 1, call: "makeCache", detail: "", depth: 1),
        .passEnd(pass: 1, counters: PassCounters(requests: 4, cacheHits: 1, cacheMisses: 1, remeasures: 1, placements: 1)),
    ]

    static func trace(frames: [Rect?] = [], quirks: [String] = []) -> Trace {
        Trace(header: TraceHeader(engineVersion: "0.1.0", input: "t.json", quirks: quirks, rootProposal: root),
              nodes: nodes, events: events, frames: frames)
    }
}
