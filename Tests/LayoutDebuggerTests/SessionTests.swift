import Foundation
import LayoutDebugger
import LayoutDebugCore
import LayoutTrace
import LayoutTestSupport
import SeedLayouts
import Testing

private struct SkipsMiddle: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 90, height: 30) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() where index != 1 {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 30, y: bounds.minY), proposal: ProposedViewSize(width: 30, height: 30))
        }
    }
}

/// Multi-pass sessions: pass numbering, the node table across structural changes, determinism.
@Suite struct SessionTests {
    static func screen(title: Bool) -> some View {
        VStack(spacing: 0) {
            if title { Text("Title") }
            SkipsMiddle { Color.red; Color.green; Color.blue }
        }
    }

    @Test func passesAreNumberedAndTheTableGrowsWithNewNodes() throws {
        let session = try TraceSession(Self.screen(title: false), proposal: ProposedViewSize(width: 200, height: 200))
        session.run()
        try session.update(Self.screen(title: true))
        session.run()
        let trace = session.trace
        #expect(trace.events.filter { $0.kind == .passStart }.map(\.pass) == [1, 2])
        #expect(trace.events.filter { $0.kind == .passEnd }.map(\.pass) == [1, 2])
        // The layout moved from child 0 to child 1: a new node by path, so a new cache (makeCache, not updateCache).
        #expect(trace.layoutCalls(of: "VStack/SkipsMiddle[0]").map(\.call) == ["makeCache", "sizeThatFits", "placeSubviews", "unplaced"])
        // Now one of two children, it is probed (height 0, then infinite) before it is given its share.
        #expect(trace.layoutCalls(of: "VStack/SkipsMiddle[1]").map(\.call)
                == ["makeCache", "sizeThatFits", "sizeThatFits", "sizeThatFits", "placeSubviews", "unplaced"])
        // Node numbers in pass 2 are the table's: the `unplaced` marker names the table's node for Color[1].
        let green = try #require(trace.nodes.first { $0.path == "VStack/SkipsMiddle[1]/Color[1]" })
        let marker = try #require(trace.layoutCalls(of: "VStack/SkipsMiddle[1]").last)
        #expect(marker.detail == "subview 1 (node \(green.id)): centered in bounds, proposed (200, 179.667)")
        let fallback = try #require(trace.events.last { $0.kind == .place && $0.node == "VStack/SkipsMiddle[1]/Color[1]" })
        #expect(fallback.anchor == .center)
        // The JSON trace reads back, with every node the events name.
        let read = try TraceJSONReader.read(Array(trace.json.utf8), file: "session.trace.json")
        #expect(read.nodes.count == trace.nodes.count)
        #expect(read.events.count == trace.events.count)
        // Final frames are those of the last pass.
        #expect(trace.frame(of: "VStack/SkipsMiddle[0]") == nil)
        #expect(trace.frame(of: "VStack/Text[0]") != nil)
    }

    @Test func aPassOverAnUnchangedViewIsAnsweredFromTheCaches() throws {
        let session = try TraceSession(SeedViews.flow(), proposal: ProposedViewSize(width: 232, height: 400))
        session.run()
        session.run()
        let pass2 = session.trace.events.filter { $0.pass == 2 }
        // Every view with a size cache answers from it: requests go only to the Colors, which keep none.
        #expect(pass2.filter { $0.kind == .request }.map(\.node) == (0..<4).map { "FlowLayout/Color[\($0)]" })
        // The root's hit is at depth 0, as its request was in pass 1.
        let rootHit = try #require(pass2.first { $0.kind == .cacheLookup })
        #expect(rootHit.node == "FlowLayout.padding")
        #expect(rootHit.depth == 0)
        #expect(pass2.filter { $0.kind == .layoutCall }.map(\.call) == ["placeSubviews"])
        #expect(pass2.filter { $0.kind == .place }.count == 10)
    }

    @Test func tracesAreDeterministic() throws {
        let a = try LayoutDebugger.trace(SeedViews.spiral(count: 30), proposal: ProposedViewSize(width: 350, height: 350))
        let b = try LayoutDebugger.trace(SeedViews.spiral(count: 30), proposal: ProposedViewSize(width: 350, height: 350))
        #expect(a.text == b.text)
        #expect(a.json == b.json)
    }

    @Test func swiftUISyntaxInputsNameTheSeedLayoutsToo() throws {
        let source = """
            // layoutdbg: proposal 232x400
            FlowLayout(spacing: 8) {
                Color.red.frame(width: 80, height: 30)
                Color.orange.frame(width: 60, height: 30)
                Color.yellow.frame(width: 90, height: 30)
                Color.green.frame(width: 50, height: 30)
            }
            .padding(16)
            """
        let run = try TraceRunner.run(try InputLoader.parse(Array(source.utf8), file: "flow-layout.swift", layouts: SeedLayouts.registry))
        let golden = try #require(PackageRoot.read("fixtures/custom-layouts/flow-layout.trace.txt"))
        // The same trace as the JSON fixture's, but for the header's input name.
        let text = String(decoding: TraceTextRenderer.render(run.trace), as: UTF8.self)
        #expect(text.split(separator: "\n").dropFirst() == golden.split(separator: "\n").dropFirst())
    }
}

/// The library takes the same settings value as the command line.
@Suite struct LibrarySettingsTests {
    @Test func settingsApplyToATraceBuiltInSwift() throws {
        let settings = RunSettings(proposal: ProposedViewSize(width: 200, height: 100), quirks: [QuirkSetting(.gridSpanMinimumReservation, false)])
        let trace = try LayoutDebugger.trace(Color.red, name: "red", settings: settings)
        let lines = trace.text.split(separator: "\n")
        #expect(lines[1] == "engine 0.1.0 · quirks: flex-frame-ideal-sizing, frame-invalid-values-as-nil, geometry-reader-top-leading, lazy-grid-places-from-own-width, placement-uses-incoming-proposal, stack-placement-fills-cross-axis")
        #expect(lines[2] == "pass 1 · root proposal (200, 100) explicit")
    }
}
