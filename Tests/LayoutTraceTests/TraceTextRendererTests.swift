import LayoutModel
import LayoutTrace
import Testing

/// The text trace, line for line, of `TinyTrace`.
@Suite struct TraceTextRendererTests {
    static func text(_ trace: Trace, cacheHits: Bool = false) -> String {
        String(decoding: TraceTextRenderer.render(trace, options: .init(showCache: cacheHits)), as: UTF8.self)
    }

    @Test func everyEventKind() {
        #expect(Self.text(TinyTrace.trace()) == """
            layoutdbg trace of t.json
            engine 0.1.0 · quirks: none

            pass 1 · root proposal (393, 852) explicit
            Grid.frame ← (393, 852) explicit, root
              Grid "outer" ← (350, 350) explicit, measure
                GridRow[0]/Color[0] ← width? (0, 350) mixed(zero,explicit), probe-min → width 0
                GridRow[0]/Text[1] ← (nil, nil) unspecified, ideal → (68, 20.333) (re-measured: SwiftUI's 3-entry cache had evicted it; subtree not repeated)
              Grid "outer" → (342, 350)
            Grid.frame → (350, 350)
            Grid.frame @ (21.5, 251) 350×350, proposed (393, 852)
              Grid "outer" ⋯ placeSubviews in (0, 0)
              Grid "outer" ⋯ makeCache
            pass 1: 4 requests, 1 cache hits, 1 misses, 1 re-measures, 1 placements

            """)
    }

    @Test func cacheHitsOnRequest() {
        let lines = Self.text(TinyTrace.trace(quirks: ["a", "b"]), cacheHits: true).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "engine 0.1.0 · quirks: a, b")
        #expect(lines[7...9] == [
            "    GridRow[0]/Text[1] ↺ (inf, inf) infinity cached (68, 20.333)",
            "    GridRow[0]/Text[1] ↺ (nil, nil) unspecified missed: evicted by three newer proposals",
            "    GridRow[0]/Text[1] ← (nil, nil) unspecified, ideal → (68, 20.333) (re-measured: SwiftUI's 3-entry cache had evicted it; subtree not repeated)",
        ])
        #expect(lines.count == 17)  // 14 lines and the final newline without the cache lookups, the hit and the miss
    }

    @Test func framesFollowTheEvents() {
        let frames: [Rect?] = [Rect(x: 21.5, y: 251, width: 350, height: 350), Rect(x: 25.5, y: 251, width: 342, height: 350), nil,
                               Rect(x: 0, y: 0, width: 68, height: 20.333)]
        let text = Self.text(TinyTrace.trace(frames: frames))
        #expect(text.hasSuffix("""
            pass 1: 4 requests, 1 cache hits, 1 misses, 1 re-measures, 1 placements

            frames (root coordinates: x, y, width, height)
            Grid.frame                (21.5, 251, 350, 350)
            Grid "outer"              (25.5, 251, 342, 350)
            Grid/GridRow[0]/Color[0]  not placed
            Grid/GridRow[0]/Text[1]   (0, 0, 68, 20.333)

            """))
    }

    @Test func deepEventsStopIndentingAndShowTheirDepth() {
        var trace = TinyTrace.trace()
        trace.events = [.request(node: 2, proposal: .zero, query: .height, reason: .probeMin, depth: 41),
                        .reply(node: 2, proposal: .zero, query: .height, size: Size(width: 0, height: 7.5), depth: 41, remeasured: false,
                               request: 1)]
        let last = Self.text(trace).split(separator: "\n").last.map(String.init)
        #expect(last == String(repeating: " ", count: 80) + "[depth 41] GridRow[0]/Color[0] ← height? (0, 0) zero, probe-min → height 7.5")
    }

    /// A reply shares its request's line only when it names that request.
    @Test func aReplyForAnotherRequestGetsItsOwnLine() {
        var trace = TinyTrace.trace()
        trace.events = [.request(node: 2, proposal: .zero, query: .size, reason: .probeMin, depth: 0),
                        .reply(node: 3, proposal: .zero, query: .size, size: .zero, depth: 0, remeasured: false)]
        #expect(Self.text(trace).hasSuffix("GridRow[0]/Color[0] ← (0, 0) zero, probe-min\nGridRow[0]/Text[1] → (0, 0)\n"))
    }
}
