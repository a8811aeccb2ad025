import LayoutModel
import LayoutTrace
import Testing

/// The observer that turns the engine's events into a trace.
@Suite struct TraceRecorderTests {
    @Test func keepsEverythingInOrder() {
        let recorder = TraceRecorder()
        var quirks = QuirkSet([.geometryReaderTopLeading])
        quirks.set(.flexFrameIdealSizing, true)
        recorder.begin(nodes: TinyTrace.nodes, quirks: quirks, rootProposal: TinyTrace.root, window: nil)
        for event in TinyTrace.events { _ = recorder.record(event) }
        let trace = recorder.trace(input: "t.json", engineVersion: "0.1.0", frames: [nil])
        #expect(trace.header == TraceHeader(engineVersion: "0.1.0", input: "t.json",
                                            quirks: ["flex-frame-ideal-sizing", "geometry-reader-top-leading"], rootProposal: TinyTrace.root))
        #expect(trace.header.formatVersion == TraceHeader.currentFormatVersion)
        #expect(trace.nodes == TinyTrace.nodes)
        #expect(trace.events == TinyTrace.events)
        #expect(trace.frames == [nil])
    }

    @Test func beforeBeginTheDefaultsHold() {
        let trace = TraceRecorder().trace(input: "x", engineVersion: "v")
        #expect(trace.header.rootProposal == .unspecified)
        #expect(trace.header.quirks == QuirkSet.defaults.sortedNames)
        #expect(trace.events.isEmpty && trace.nodes.isEmpty && trace.frames.isEmpty)
    }
}
