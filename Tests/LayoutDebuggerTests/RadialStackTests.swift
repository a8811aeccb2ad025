import Foundation
import LayoutDebugger
import LayoutTestSupport
import SeedLayouts
import Testing

/// Seed 001: the radial stack's cache across passes and a padding change.
@Suite struct RadialStackTests {
    static let proposal = ProposedViewSize(width: 350, height: 350)

    /// How many times each subview of the stack was asked for its size inside one placeSubviews call, before the
    /// placements: 1 when it was only placed, 2 when it was also measured (for the radius).
    static func queriesPerSubview(_ trace: TracedLayout, pass: Int) -> [String: Int] {
        let events = trace.events.filter { $0.pass == pass }
        guard let start = events.firstIndex(where: { $0.kind == .layoutCall && $0.call == "placeSubviews" }) else { return [:] }
        var counts: [String: Int] = [:]
        for event in events[(start + 1)...] {
            if event.kind == .place { break }
            guard let node = event.node, node.hasPrefix("CachedRadialStack/") || node.hasPrefix("RadialStack/"),
                  node.hasSuffix(".padding") else { continue }
            // A size query is a request, or a cache hit that stands in for one.
            if event.kind == .request || (event.kind == .cacheLookup && event.hit == true) { counts[node, default: 0] += 1 }
        }
        return counts
    }

    @Test func cachedStackComputesTheRadiusOnceAndAgainAfterAnUpdate() throws {
        let session = try TraceSession(SeedViews.cachedRadial(padding: 32), proposal: Self.proposal, name: "seed 001")
        session.run()
        session.run()
        try session.update(SeedViews.cachedRadial(padding: 40))
        session.run()
        let trace = session.trace
        #expect(trace.passCount == 3)

        let calls = trace.layoutCalls(of: "CachedRadialStack")
        let perPass = (1...3).map { pass in calls.filter { $0.pass == pass }.map(\.call!) }
        // Pass 1: the cache is made, the stack sized, then placed.
        #expect(perPass[0] == ["makeCache", "sizeThatFits", "placeSubviews"])
        // Pass 2: nothing changed: the size comes from SwiftUI's cache; placeSubviews runs on the kept cache.
        #expect(perPass[1] == ["placeSubviews"])
        // Pass 3: the padding changed: updateCache, the stack sized for the new proposal, placed again.
        #expect(perPass[2] == ["updateCache", "sizeThatFits", "placeSubviews"])

        // The first placeSubviews measures all 8 subviews for the radius before placing them; the second reuses
        // the radius and only places them; after updateCache the radius is measured again.
        let icons = Set((0..<8).map { "CachedRadialStack/Image[\($0)].aspectRatio.frame.padding" })
        #expect(Self.queriesPerSubview(trace, pass: 1) == Dictionary(uniqueKeysWithValues: icons.map { ($0, 2) }))
        #expect(Self.queriesPerSubview(trace, pass: 2) == Dictionary(uniqueKeysWithValues: icons.map { ($0, 1) }))
        #expect(Self.queriesPerSubview(trace, pass: 3) == Dictionary(uniqueKeysWithValues: icons.map { ($0, 2) }))

        // In pass 1 the measuring is a real request from the layout (reason `custom`); after that, cache hits.
        let pass1Requests = trace.events.filter { $0.pass == 1 && $0.kind == .request && $0.reason == "custom" }
        #expect(pass1Requests.count == 8)
        #expect(pass1Requests.allSatisfy { $0.proposal == .unspecified })

        // The radius follows the container: 350 - 2 × 32 = 286 → 286 / 2 - 48 / 2 = 119; with padding 40, 111.
        let top1 = try #require(trace.events.first { $0.pass == 1 && $0.kind == .place && $0.node == "CachedRadialStack/Image[0].aspectRatio.frame.padding" })
        let top3 = try #require(trace.events.first { $0.pass == 3 && $0.kind == .place && $0.node == "CachedRadialStack/Image[0].aspectRatio.frame.padding" })
        #expect(top1.frame == CGRect(x: 119, y: 0, width: 48, height: 48))
        #expect(top3.frame == CGRect(x: 111, y: 0, width: 48, height: 48))
        #expect(top1.anchor == .center)
    }

    @Test func stackWithoutACacheMeasuresOnEveryPlacement() throws {
        let session = try TraceSession(SeedViews.radial(padding: 32), proposal: Self.proposal)
        session.run()
        session.run()
        let trace = session.trace
        #expect(trace.layoutCalls(of: "RadialStack").map(\.call) == ["makeCache", "sizeThatFits", "placeSubviews", "placeSubviews"])
        #expect(Set(Self.queriesPerSubview(trace, pass: 1).values) == [2])
        #expect(Set(Self.queriesPerSubview(trace, pass: 2).values) == [2])
    }

    @Test func updateCacheRecomputesTheAngleOnlyWhenTheCountChanges() throws {
        let session = try TraceSession(SeedViews.cachedRadial(padding: 32, count: 8), proposal: Self.proposal)
        session.run()
        try session.update(SeedViews.cachedRadial(padding: 32, count: 4))
        session.run()
        let trace = session.trace
        #expect(trace.layoutCalls(of: "CachedRadialStack").filter { $0.pass == 2 }.map(\.call) == ["updateCache", "sizeThatFits", "placeSubviews"])
        // Four icons a quarter turn apart: the second is at the right, not 45° round.
        let second = try #require(trace.events.last { $0.kind == .place && $0.node == "CachedRadialStack/Image[1].aspectRatio.frame.padding" })
        #expect(second.frame == CGRect(x: 238, y: 119, width: 48, height: 48))
        // The removed icons are in the node table, but pass 2 placed none of them.
        #expect(trace.nodes.contains { $0.path == "CachedRadialStack/Image[7].aspectRatio.frame.padding" })
        #expect(!trace.events.contains { $0.pass == 2 && $0.node == "CachedRadialStack/Image[7].aspectRatio.frame.padding" })
        #expect(trace.frame(of: "CachedRadialStack/Image[7].aspectRatio.frame.padding") == nil)
    }

    /// The whole session, cache hits shown, against a reviewed golden: what seed 001's console printed, as a trace.
    @Test func sessionMatchesItsGolden() throws {
        let session = try TraceSession(SeedViews.cachedRadial(padding: 32), proposal: Self.proposal, name: "seed 001: padding 32, again, then 40")
        session.run()
        session.run()
        try session.update(SeedViews.cachedRadial(padding: 40))
        session.run()
        Golden.expect(session.trace.textWithCache, matches: "Tests/LayoutDebuggerTests/Goldens/seed-001-session.trace.txt")
    }

    @Test func textTraceShowsTheCallsInOrder() throws {
        let session = try TraceSession(SeedViews.cachedRadial(padding: 32), proposal: Self.proposal, name: "seed 001")
        session.run()
        session.run()
        try session.update(SeedViews.cachedRadial(padding: 40))
        session.run()
        let lines = session.trace.text.split(separator: "\n").map(String.init)
        let calls = lines.filter { $0.contains("CachedRadialStack ⋯") || $0.hasPrefix("pass ") && $0.contains("root proposal") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(calls == [
            "pass 1 · root proposal (350, 350) explicit",
            "CachedRadialStack ⋯ makeCache 8 subviews",
            "CachedRadialStack ⋯ sizeThatFits proposal (286, 286) explicit",
            "CachedRadialStack ⋯ placeSubviews in (32, 32, 286, 286), proposal (286, 286)",
            "pass 2 · root proposal (350, 350) explicit",
            "CachedRadialStack ⋯ placeSubviews in (32, 32, 286, 286), proposal (286, 286)",
            "pass 3 · root proposal (350, 350) explicit",
            "CachedRadialStack ⋯ updateCache 8 subviews",
            "CachedRadialStack ⋯ sizeThatFits proposal (270, 270) explicit",
            "CachedRadialStack ⋯ placeSubviews in (40, 40, 270, 270), proposal (270, 270)",
        ])
    }
}
