import Foundation
import LayoutDebugger
import SeedLayouts
import Testing

/// Each seed layout's calls in order and the geometry they produce (the goldens hold the whole traces).
@Suite struct SeedLayoutTests {
    @Test func spiralPlacesOneTurnAndRecursesWithTheCacheSavedAndRestored() throws {
        let session = try TraceSession(SeedViews.spiral(count: 6, elementsPerLayer: 4), proposal: ProposedViewSize(width: 350, height: 350))
        session.run()
        session.run()
        let trace = session.trace
        // One placeSubviews per pass: the recursion is the layout calling itself, which SwiftUI does not see.
        #expect(trace.layoutCalls(of: "SpiralStack").map(\.call) == ["makeCache", "sizeThatFits", "placeSubviews", "placeSubviews"])
        // makeCache measured the stars (40 × 40 with their padding): a turn is 40 + 4 deep, each star 11 further in.
        let places = { (pass: Int) in
            trace.events.filter { $0.pass == pass && $0.kind == .place && $0.node?.hasPrefix("SpiralStack/Image[") == true && $0.node?.hasSuffix(".padding") == true }
        }
        // Rounded to a thousandth, as the traces print them (sin and cos leave 1e-14s behind).
        let outer = places(1).map { CGPoint(x: ($0.frame!.minX * 1000).rounded() / 1000, y: ($0.frame!.minY * 1000).rounded() / 1000) }
        #expect(outer == [CGPoint(x: 123, y: 0), CGPoint(x: 235, y: 123), CGPoint(x: 123, y: 224), CGPoint(x: 33, y: 123),
                          CGPoint(x: 123, y: 44), CGPoint(x: 191, y: 123)])
        // The cache was restored after the recursion: the next placement starts from the outer turn again.
        #expect(places(2).map { $0.frame!.origin } == places(1).map { $0.frame!.origin })
    }

    @Test func identityCachedGridFallsBackToZeroForASubviewWithoutAHash() throws {
        let trace = try LayoutDebugger.trace(SeedViews.identityGrid(), proposal: ProposedViewSize(width: 350, height: 500))
        #expect(trace.layoutCalls(of: "IdentityCachedGrid").map(\.call) == ["makeCache", "sizeThatFits", "placeSubviews"])
        let places = trace.events.filter { $0.kind == .place && $0.node?.hasPrefix("IdentityCachedGrid/") == true }
        #expect(places.map(\.node) == ["IdentityCachedGrid/Color[0]", "IdentityCachedGrid/Color[1]", "IdentityCachedGrid/Color[2]", "IdentityCachedGrid/Color[3]"])
        // Columns of (318 - 8) / 2 = 155, rows of 100 with 8 between; bounds start at the padding, (16, 16).
        #expect(places[0].frame == CGRect(x: 0, y: 0, width: 155, height: 100))
        #expect(places[1].frame == CGRect(x: 163, y: 0, width: 155, height: 100))
        #expect(places[3].frame == CGRect(x: 163, y: 108, width: 155, height: 100))
        // The loading card: placed at .zero (the root's origin, 16 points above and left of the grid), sized for nothing.
        #expect(places[2].frame == CGRect(x: -16, y: -16, width: 0, height: 0))
        #expect(places[2].proposal == .zero)
        #expect(trace.frame(of: "IdentityCachedGrid/Color[2]") == CGRect(x: 0, y: 0, width: 0, height: 0))
        // The grid ignores the proposal's height: 2 rows, 208 tall, in 468 offered.
        #expect(trace.frame(of: "IdentityCachedGrid") == CGRect(x: 16, y: 16, width: 318, height: 208))
    }

    @Test func constraintLayoutSkipsTheInvalidSubview() throws {
        let trace = try LayoutDebugger.trace(SeedViews.constraintRow(), proposal: ProposedViewSize(width: 350, height: 200))
        let calls = trace.layoutCalls(of: "ConstraintLayout")
        #expect(calls.map(\.call) == ["makeCache", "sizeThatFits", "placeSubviews", "unplaced"])
        #expect(calls.last?.detail?.hasPrefix("subview 1 (node ") == true)
        // Priority 1 first, then priority 0; the skipped one centred, proposed the layout's proposal (330, 180).
        let places = trace.events.filter { $0.kind == .place && $0.node?.hasPrefix("ConstraintLayout/") == true }
        #expect(places.map(\.node) == ["ConstraintLayout/Color[2]", "ConstraintLayout/Color[0]", "ConstraintLayout/Color[1]"])
        #expect(places.map(\.frame) == [CGRect(x: 0, y: 0, width: 80, height: 80), CGRect(x: 88, y: 10, width: 120, height: 60),
                                        CGRect(x: -61, y: -50, width: 330, height: 180)])
        #expect(places.map(\.anchor) == [.topLeading, .topLeading, .center])
    }

    @Test func flowLayoutWrapsAtTheProposedWidth() throws {
        let trace = try LayoutDebugger.trace(SeedViews.flow(), proposal: ProposedViewSize(width: 232, height: 400))
        let frames = trace.events.filter { $0.kind == .place && $0.node?.hasPrefix("FlowLayout/") == true && $0.node?.hasSuffix(".frame") == true }.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 80, height: 30), CGRect(x: 88, y: 0, width: 60, height: 30),
                           CGRect(x: 0, y: 38, width: 90, height: 30), CGRect(x: 98, y: 38, width: 50, height: 30)])
        #expect(trace.frame(of: "FlowLayout") == CGRect(x: 16, y: 16, width: 148, height: 68))
    }

    @Test func diagonalLayoutMeasuresInMakeCacheAndIgnoresItsProposal() throws {
        let session = try TraceSession(SeedViews.diagonal(), proposal: ProposedViewSize(width: 300, height: 300))
        session.run()
        session.run(proposal: ProposedViewSize(width: 120, height: 80))
        let trace = session.trace
        let calls = trace.layoutCalls(of: "DiagonalLayout")
        #expect(calls.map(\.call) == ["makeCache", "sizeThatFits", "placeSubviews", "sizeThatFits", "placeSubviews"])
        // The measuring requests come right after makeCache (each after its cache lookup), before the layout is sized.
        let events = trace.events.filter { $0.kind != .cacheLookup }
        let make = try #require(events.firstIndex { $0.call == "makeCache" })
        #expect(events[make + 1].kind == .request && events[make + 1].reason == "custom" && events[make + 1].proposal == .unspecified)
        // "One" 31.667 + "Two" 31.333 + "Three" 44.333 wide (SF Pro), 3 × 20.333 tall, whatever was proposed.
        let replies = events.filter { $0.kind == .reply && $0.node == "DiagonalLayout" }
        #expect(replies.count == 2)
        #expect(replies.allSatisfy { abs($0.size!.width - 322.0 / 3) < 1e-9 && abs($0.size!.height - 61) < 1e-9 })
    }
}
