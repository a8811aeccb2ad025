import Foundation
import LayoutDebugger
import LayoutDebugCore
import struct LayoutModel.InputError
import Testing
import SeedLayouts

/// Layouts that misbehave on purpose, to pin down the event shapes the anomaly rules read (docs/custom-layouts.md).
private struct PlacesTwice: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: .unspecified)
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: 20, height: 20))
        }
    }
}

private struct SkipsOdd: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 50) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() where index % 2 == 0 {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 10, y: bounds.minY), proposal: .zero)
        }
    }
}

private struct NonFinite: Layout {
    var width: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: width, height: .nan) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX, y: .infinity), proposal: .unspecified)
    }
}

/// Counts its sizeThatFits calls (in a class: the layout value itself is rebuilt per trace).
private final class Counter: @unchecked Sendable { var sizeCalls = 0 }

private struct Counting: Layout {
    let counter: Counter
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.sizeCalls += 1
        return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout with a guide of its own and spacing of its own.
private struct Indented: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 50, height: 20) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? bounds.minX + 10 : nil
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// Reads the leading guide of each subview and stacks them so their guides line up at x = 30.
private struct GuideReader: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + 30 - dimensions[HorizontalAlignment.leading], y: y), proposal: .unspecified)
            y += dimensions.height
        }
    }
}

private struct CacheWithDefaultUpdate: Layout {
    struct Cache { var made = 0 }
    func makeCache(subviews: Subviews) -> Cache { Cache(made: 1) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
}

private struct Marker: LayoutValueKey { static let defaultValue: String = "none" }
private struct Weight: LayoutValueKey { static let defaultValue: CGFloat? = nil }

private struct ValueReader: Layout {
    let seen: Counter
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let markers = subviews.map { $0[Marker.self] }
        let weights = subviews.map { $0[Weight.self] }
        let priorities = subviews.map(\.priority)
        if markers == ["a", "none"], weights == [2.5, nil], priorities == [3, 0] { seen.sizeCalls += 1 }
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite struct EngineHookTests {
    @Test func placingTwiceShowsBothPlacementsAndTheLastWins() throws {
        let trace = try LayoutDebugger.trace(PlacesTwice { Color.red.frame(width: 10, height: 10) }.padding(5), proposal: harness)
        let places = trace.events.filter { $0.kind == .place && $0.node == "PlacesTwice/Color[0].frame" }
        #expect(places.count == 2)
        #expect(places[0].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(places[0].anchor == .topLeading)
        #expect(places[1].frame == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(places[1].anchor == .center)
        #expect(places[1].proposal == ProposedViewSize(width: 20, height: 20))
        // The frame is the last one, and what is inside is placed once.
        #expect(trace.frame(of: "PlacesTwice/Color[0].frame") == CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(trace.events.filter { $0.kind == .place && $0.node == "PlacesTwice/Color[0]" }.count == 1)
    }

    @Test func anUnplacedSubviewIsMarkedThenCentredWithTheContainersProposal() throws {
        let trace = try LayoutDebugger.trace(SkipsOdd { Color.red; Color.green; Color.blue }, proposal: ProposedViewSize(width: 300, height: 200))
        let calls = trace.layoutCalls(of: "SkipsOdd")
        #expect(calls.map(\.call) == ["makeCache", "sizeThatFits", "placeSubviews", "unplaced"])
        let green = try #require(trace.nodes.first { $0.path == "SkipsOdd/Color[1]" })
        #expect(calls.last?.detail == "subview 1 (node \(green.id)): centered in bounds, proposed (300, 200)")
        // After the marker: the layout's own placements, then the fallback.
        let events = trace.events
        let marker = try #require(events.firstIndex { $0.call == "unplaced" })
        let places = events[marker...].filter { $0.kind == .place }
        #expect(places.map(\.node) == ["SkipsOdd/Color[0]", "SkipsOdd/Color[2]", "SkipsOdd/Color[1]"])
        #expect(places[2].frame == CGRect(x: -100, y: -75, width: 300, height: 200))
        #expect(places[2].anchor == .center)
        #expect(places[2].proposal == ProposedViewSize(width: 300, height: 200))
    }

    @Test func nonFiniteSizesAndPositionsPassThrough() throws {
        let trace = try LayoutDebugger.trace(HStack { NonFinite(width: .infinity) { Color.red } })
        let reply = try #require(trace.events.last { $0.kind == .reply && $0.node == "HStack/NonFinite[0]" })
        #expect(reply.size?.width == .infinity)
        #expect(reply.size?.height.isNaN == true)
        let place = try #require(trace.events.first { $0.kind == .place && $0.node == "HStack/NonFinite[0]/Color[0]" })
        #expect(place.frame?.origin.y.isNaN == true || place.frame?.origin.y.isInfinite == true)
        #expect(trace.json.contains("\"nan\""))
    }

    @Test func aFourthProposalEvictsTheFirstAndSizeThatFitsRunsAgain() throws {
        let counter = Counter()
        // Four distinct root proposals over passes that keep the caches, then the evicted one again.
        let session = try TraceSession(Counting(counter: counter) { Color.red }, proposal: ProposedViewSize(width: 10, height: 10))
        session.run()
        session.run(proposal: ProposedViewSize(width: 20, height: 10))
        session.run(proposal: ProposedViewSize(width: 30, height: 10))
        session.run(proposal: ProposedViewSize(width: 10, height: 10))  // still cached: a hit
        #expect(counter.sizeCalls == 3)
        session.run(proposal: ProposedViewSize(width: 40, height: 10))  // evicts (20, 10)
        session.run(proposal: ProposedViewSize(width: 20, height: 10))  // a miss: SwiftUI runs it again
        #expect(counter.sizeCalls == 5)
        let trace = session.trace
        // A hit is a cache event; a first request is the miss itself; the miss of the evicted answer is an event that
        // says so, before the request (and the sizeThatFits call).
        let lookups = trace.events.filter { $0.node == "Counting" && ($0.kind == .cacheLookup || $0.kind == .request) }
            .map { $0.kind == .request ? "request" : $0.hit == true ? "hit" : "miss \($0.miss ?? "?")" }
        #expect(lookups == ["request", "request", "request", "hit", "request", "miss evicted", "request"])
        #expect(trace.layoutCalls(of: "Counting").filter { $0.call == "sizeThatFits" }.count == 5)
    }

    @Test func explicitAlignmentIsAskedThroughDimensionsAndTraced() throws {
        let trace = try LayoutDebugger.trace(GuideReader { Indented { Color.red }; Color.blue.frame(width: 40, height: 20) }, proposal: harness)
        let call = try #require(trace.layoutCalls(of: "Indented").first { $0.call == "explicitAlignment" })
        #expect(call.detail == "of leading in (50, 20) → 10")
        // The guide lines up at x = 30: the custom layout's leading guide is 10 in, the frame's is its edge.
        #expect(trace.frame(of: "GuideReader/Indented[0]")?.minX == 20)
        #expect(trace.frame(of: "GuideReader/Color[1].frame")?.minX == 30)
    }

    @Test func aStackWithNilSpacingAsksForTheLayoutsSpacing() throws {
        let trace = try LayoutDebugger.trace(HStack { Color.red.frame(width: 10); Indented { Color.blue }; Color.green.frame(width: 10) },
                                             proposal: ProposedViewSize(width: 300, height: 100))
        let calls = trace.layoutCalls(of: "Indented").map(\.call)
        #expect(calls.prefix(2) == ["makeCache", "spacing"])
        #expect(trace.layoutCalls(of: "Indented").first { $0.call == "spacing" }?.detail == "→ leading 0, trailing 0, top 0, bottom 0")
        // ViewSpacing.zero against a plain view's nothing: max(0, -inf) = 0, so no gaps around it (spec §9.3).
        let red = try #require(trace.frame(of: "HStack/Color[0].frame"))
        let indented = try #require(trace.frame(of: "HStack/Indented[1]"))
        let green = try #require(trace.frame(of: "HStack/Color[2].frame"))
        #expect(indented.minX == red.maxX)
        #expect(green.minX == indented.maxX)
        // With explicit spacing the stack does not ask.
        let uniform = try LayoutDebugger.trace(HStack(spacing: 4) { Color.red.frame(width: 10); Indented { Color.blue } })
        #expect(!uniform.layoutCalls(of: "Indented").contains { $0.call == "spacing" })
    }

    @Test func theDefaultUpdateCacheMakesTheCacheAgainAndSaysSo() throws {
        let session = try TraceSession(CacheWithDefaultUpdate { Color.red }.padding(1), proposal: harness)
        session.run()
        try session.update(CacheWithDefaultUpdate { Color.red }.padding(2))
        session.run()
        let calls = session.trace.layoutCalls(of: "CacheWithDefaultUpdate").filter { $0.call != "unplaced" }.map { "\($0.call!) \($0.detail!)" }
        #expect(calls == ["makeCache 1 subview", "sizeThatFits proposal (391, 850) explicit", "placeSubviews in (1, 1, 0, 0), proposal (391, 850)",
                          "updateCache 1 subview", "makeCache called by the default updateCache",
                          "sizeThatFits proposal (389, 848) explicit", "placeSubviews in (2, 2, 0, 0), proposal (389, 848)"])
    }

    @Test func layoutValuesOfAnyTypeAndPriorities() throws {
        let seen = Counter()
        _ = try LayoutDebugger.trace(ValueReader(seen: seen) {
            Color.red.layoutValue(key: Marker.self, value: "a").layoutValue(key: Weight.self, value: 2.5).layoutPriority(3)
            Color.blue
        })
        #expect(seen.sizeCalls == 1)
    }

    @Test func jsonInputsNameTheSeedLayoutsAndMistakesAreLocated() throws {
        let json = #"{"format": "layoutdbg-tree", "version": 1, "root": {"view": "FlowLayot", "children": []}}"#
        #expect(throws: LoadError.self) { try InputLoader.parse(Array(json.utf8), file: "bad.json", layouts: SeedLayouts.registry) }
        // Names resolve in the loader, before any engine runs: a refused argument is a load error at the layout's view.
        let argument = #"{"format": "layoutdbg-tree", "version": 1, "root": {"view": "FlowLayout", "arguments": {"spcing": 4}, "children": [{"view": "Color"}]}}"#
        do throws(LoadError) {
            _ = try InputLoader.parse(Array(argument.utf8), file: "argument.json", layouts: SeedLayouts.registry)
            Issue.record("expected a diagnostic for the misspelt argument")
        } catch {
            guard case .badInput(let input, _) = error else { Issue.record("expected bad input, got \(error)"); return }
            #expect(input.diagnostics.first?.message == "unknown argument 'spcing' for FlowLayout")
            #expect(input.diagnostics.first?.notes.first == "did you mean 'spacing'?")
            #expect(input.diagnostics.first.map { [$0.location.line, $0.location.column] } == [1, 52])
        }
        let count = #"{"format": "layoutdbg-tree", "version": 1, "root": {"view": "SpiralStack", "arguments": {"elementsPerLayer": 2.5}}}"#
        #expect(throws: LoadError.self) { try InputLoader.parse(Array(count.utf8), file: "count.json", layouts: SeedLayouts.registry) }
    }

    /// Several views at the root are in the hosting view's implicit VStack (ImplicitRoot.swift): two Colors share the
    /// 778-point safe area less 8 of spacing, 385 each, the second 8 below the first.
    @Test func aRootOfSeveralViewsIsInTheImplicitVStack() throws {
        let trace = try LayoutDebugger.trace(Group { Color.red; Color.blue })
        #expect(trace.text.contains("VStack \"implicit root\" → (402, 778)\n"))
        #expect(trace.text.contains("VStack/Color[0]         (0, 62, 402, 385)\n"))
        #expect(trace.text.contains("VStack/Color[1]         (0, 455, 402, 385)\n"))
    }
}
