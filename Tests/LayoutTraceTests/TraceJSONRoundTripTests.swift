import LayoutModel
import LayoutTrace
import Testing

/// The JSON trace format, version 2: what the writer emits, and that the reader gives back the same trace.
@Suite struct TraceJSONRoundTripTests {
    static var facts: NodeFacts {
        var facts = NodeFacts()
        facts.gridCellColumns = 2
        facts.flexFrame = FlexFrame(minWidth: 0, maxWidth: .infinity)
        facts.contradictoryFrame = true
        return facts
    }

    static let trace = Trace(
        header: TraceHeader(engineVersion: "0.1.0", input: "t.json", quirks: ["grid-span-min-reservation"],
                            rootProposal: ProposedSize(width: 350, height: nil)),
        nodes: [
            NodeInfo(path: "Grid", label: "outer", kind: "Grid", location: LayoutModel.SourceLocation(line: 3, column: 5), parent: -1),
            NodeInfo(path: "Grid/GridRow[0]/Text[0]", label: nil, kind: "Text", location: .unknown, parent: 0, facts: facts,
                     file: "App/Rows.swift"),
        ],
        events: [
            .passStart(pass: 1, proposal: ProposedSize(width: 350, height: nil)),
            .request(node: 0, proposal: ProposedSize(width: 350, height: nil), query: .size, reason: .root, depth: 0),
            .request(node: 1, proposal: ProposedSize(width: 0, height: nil), query: .width, reason: .probeMin, depth: 1),
            .reply(node: 1, proposal: ProposedSize(width: 0, height: nil), query: .width, size: Size(width: 0, height: 0), depth: 1,
                   remeasured: false, request: 3),
            .cacheLookup(node: 1, proposal: .infinity, query: .size, outcome: .hit(Size(width: .infinity, height: 20.333)), depth: 1),
            .cacheLookup(node: 1, proposal: .zero, query: .size, outcome: .miss(.evicted), depth: 1),
            .reply(node: 0, proposal: ProposedSize(width: 350, height: nil), query: .size, size: Size(width: 342, height: 20.333), depth: 0,
                   remeasured: true, request: 2),
            .place(node: 0, frame: Rect(x: 0, y: 0, width: 342, height: 20.333), rootOrigin: .zero, anchor: .topLeading,
                   proposal: ProposedSize(width: 350, height: nil), depth: 0),
            .layoutCall(node: 0, call: "makeCache", detail: "subviews 1", depth: 1),
            .passEnd(pass: 1, counters: PassCounters(requests: 2, cacheHits: 1, cacheMisses: 1, remeasures: 1, placements: 1)),
        ],
        frames: [Rect(x: 0, y: 0, width: 342, height: 20.333), nil])

    @Test func writesSortedKeysOneEventPerLine() {
        let text = String(decoding: TraceJSONWriter.write(Self.trace, includeFrames: true), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "{")
        #expect(lines[1] == #"  "format": "layoutdbg-trace","#)
        #expect(lines[2] == #"  "header": {"engineVersion": "0.1.0", "formatVersion": 2, "input": "t.json", "quirks": ["grid-span-min-reservation"], "rootProposal": [350, null]},"#)
        #expect(lines.contains(#"    {"facts": {"contradictoryFrame": true, "flexFrame": {"maxWidth": "inf", "minWidth": 0}, "gridCellColumns": 2}, "file": "App/Rows.swift", "id": 1, "kind": "Text", "parent": 0, "path": "Grid/GridRow[0]/Text[0]"}"#))
        #expect(lines.contains(#"    {"depth": 0, "kind": "mixed(explicit,unspecified)", "node": 0, "proposal": [350, null], "query": "size", "reason": "root", "seq": 2, "type": "request"},"#))
        // A reply names the request it answers.
        #expect(lines.contains(#"    {"depth": 1, "length": 0, "node": 1, "query": "width", "request": 3, "seq": 4, "type": "reply"},"#))
        #expect(lines.contains(#"    {"depth": 1, "hit": true, "node": 1, "proposal": ["inf", "inf"], "query": "size", "seq": 5, "size": ["inf", 20.333], "type": "cache"},"#))
        // A miss says why the cache could not answer.
        #expect(lines.contains(#"    {"depth": 1, "hit": false, "node": 1, "proposal": [0, 0], "query": "size", "seq": 6, "type": "cache", "why": "evicted"},"#))
    }

    @Test func readsBackTheSameTrace() throws {
        let bytes = TraceJSONWriter.write(Self.trace, includeFrames: true)
        let read = try TraceJSONReader.read(bytes, file: "t.trace.json")
        #expect(read.header == Self.trace.header)
        #expect(read.nodes == Self.trace.nodes)
        #expect(read.events == Self.trace.events)
        #expect(read.frames == Self.trace.frames)
        #expect(TraceJSONWriter.write(read, includeFrames: true) == bytes)
    }

    /// A preview's container is the window's `container`, written only when it is not the device's screen, and read
    /// back with the window's size (a fixed container's) or as the fitting one.
    @Test func aPreviewContainerReadsBack() throws {
        let screen = DeviceCatalogue.device(named: "iphone-se")!.window(.portrait)
        for container in [PreviewContainer.device, .sizeThatFits, .fixed(width: 300, height: 100)] {
            var trace = Self.trace
            trace.header.window = screen.showing(container)
            let bytes = TraceJSONWriter.write(trace, includeFrames: true)
            let text = String(decoding: bytes, as: UTF8.self)
            let expected: String = switch container {
            case .device: #""window": {"device": "iphone-se""#
            case .sizeThatFits: #""window": {"container": "sizeThatFits", "device": "iphone-se", "orientation": "portrait", "platform": "iOS", "safeArea": [0, 0, 0, 0], "scale": 2, "size": [375, 667]}"#
            case .fixed: #""window": {"container": "fixed", "device": "iphone-se", "orientation": "portrait", "platform": "iOS", "safeArea": [0, 0, 0, 0], "scale": 2, "size": [300, 100]}"#
            }
            #expect(text.contains(expected))
            #expect(try TraceJSONReader.read(bytes, file: "t.trace.json").header.window == trace.header.window)
        }
        #expect(Self.refusal(#"{"format": "layoutdbg-trace", "header": {"engineVersion": "0.1.0", "formatVersion": 2, "input": "t", "quirks": [], "rootProposal": [1, 1], "window": {"container": "fixd", "device": "iphone-se", "orientation": "portrait", "platform": "iOS", "safeArea": [0, 0, 0, 0], "scale": 2, "size": [1, 1]}}, "nodes": [], "trace": []}"#)
            == "unknown container 'fixd' (one of fixed, sizeThatFits); did you mean 'fixed'?")
    }

    /// The first diagnostic of reading `text` as a trace, or nil when it reads.
    static func refusal(_ text: String) -> String? {
        do {
            _ = try TraceJSONReader.read(Array(text.utf8), file: "x.json")
            return nil
        } catch {
            return error.diagnostics.first?.message
        }
    }

    @Test func refusesAnotherFormatVersion() {
        let text = #"{"format": "layoutdbg-trace", "header": {"engineVersion": "9", "formatVersion": 3, "input": "x", "quirks": [], "rootProposal": [1, 1]}, "nodes": [], "trace": []}"#
        let message = Self.refusal(text)
        #expect(message == "trace format version 3 is not supported; this layoutdbg reads versions 1 and 2")
    }

    /// A reply must name a request that came before it.
    @Test func refusesAReplyWithoutItsRequest() {
        let text = #"""
            {"format": "layoutdbg-trace", "header": {"engineVersion": "0.1.0", "formatVersion": 2, "input": "x", "quirks": [], "rootProposal": [1, 1]},
             "nodes": [{"id": 0, "kind": "Color", "parent": -1, "path": "Color"}],
             "trace": [{"depth": 0, "node": 0, "query": "size", "request": 1, "seq": 1, "size": [1, 1], "type": "reply"}]}
            """#
        let message = Self.refusal(text)
        #expect(message == "reply 1 names request 1, which is not a request before it")
    }

    /// A miss must say why, in the words the format defines.
    @Test func refusesAMissWithoutAKnownReason() {
        let text = #"""
            {"format": "layoutdbg-trace", "header": {"engineVersion": "0.1.0", "formatVersion": 2, "input": "x", "quirks": [], "rootProposal": [1, 1]},
             "nodes": [{"id": 0, "kind": "HStack", "parent": -1, "path": "HStack"}],
             "trace": [{"depth": 0, "hit": false, "node": 0, "proposal": [1, 1], "query": "size", "seq": 1, "type": "cache", "why": "evict"}]}
            """#
        let message = Self.refusal(text)
        #expect(message == "unknown why 'evict' (one of evicted, cleared); did you mean 'evicted'?")
    }
}
