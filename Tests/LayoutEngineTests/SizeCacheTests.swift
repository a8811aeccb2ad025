import LayoutEngine
import LayoutModel
import LayoutTrace
import Testing

/// SwiftUI's per-view 3-entry size cache (spec §1.7, §24): repeats are hits without a request; views without a layout
/// engine of their own (Color) are asked every time; a 4th distinct proposal evicts the oldest, whose repeat is a
/// re-measure that does not repeat the subtree's requests.
@Suite struct SizeCacheTests {
    @Test func repeatedProposalToAStackIsAHit() throws {
        // HStack { Color; Color }.frame(width: 100) at (100, 50): the frame asks the stack (100, 50) while sizing and
        // proposes it (100, 50) again at placement (§12): a hit, and no second request.
        let r = try run(hStack([color("a"), color("b")], frame(width: 100)), P(100, 50))
        #expect(r.negotiation("HStack") == ["ask (100.0, 50.0)", "hit (100.0, 50.0)"])
        #expect(r.cacheLookups("HStack") == [.init(proposal: P(100, 50), result: "hit")])
    }

    @Test func repeatedProposalToAModifierIsAHit() throws {
        // Color.padding(10).frame(width: 100): the padding is asked (100, 50) twice: miss, then hit.
        let r = try run(color("c", padding(10), frame(width: 100)), P(100, 50))
        #expect(r.requests("Color.padding") == [req(P(100, 50), .measure)])
        #expect(r.cacheLookups("Color.padding") == [.init(proposal: P(100, 50), result: "hit")])
    }

    @Test func repeatedProposalToAGridIsAHit() throws {
        // Seed 002: the nested grid is proposed (167, 350) while the outer grid is sized and again at placement: a hit.
        let r = try run(seedGrid(), P(393, 852))
        #expect(r.negotiation("Grid/GridRow[0]/Grid[2]") == [
            "ask (0.0, 0.0)", "ask (inf, inf)", "ask (167.0, 350.0)", "hit (167.0, 350.0)",
        ])
    }

    @Test func colorHasNoCacheAndIsAskedEveryTime() throws {
        // §1.7 applies to layout engines; a Color uses the default engine: two requests with the same proposal,
        // no cache lookups.
        let r = try run(color("c", frame(width: 40)), P(100, 100))
        #expect(r.requests("Color") == [req(P(40, 100), .measure), req(P(40, 100), .place)])
        #expect(r.cacheLookups("Color").isEmpty)
    }

    /// HStack(spacing: 0) { Color.padding(0).aspectRatio(contentMode: .fit); Color }.fixedSize(horizontal: false,
    /// vertical: true) at (100, 100). The padding P sees, in order (§16: aspectRatio asks its child's ideal first
    /// each time): (nil,nil), (0,0), (nil,nil) hit, (inf,inf), (nil,nil) hit, (50,50) — which evicts (0,0).
    /// At placement the stack is re-proposed (100, 50) (§7.4) and re-probes the aspectRatio at (0, 50), which
    /// offers P (0, 0) again: evicted, so a re-measure.
    static let evicting = hStack(spacing: 0, [color("a", padding(0), .aspectRatio(ratio: nil, contentMode: .fit)), color("c")],
                                 .fixedSize(horizontal: false, vertical: true))

    @Test func fourthDistinctProposalEvictsTheOldest() throws {
        let r = try run(Self.evicting, P(100, 100))
        #expect(r.negotiation("HStack/Color[0].padding") == [
            "ask (nil, nil)", "ask (0.0, 0.0)",                 // min probe (0, nil): offered (0, 0)
            "hit (nil, nil)", "ask (inf, inf)",                 // max probe (inf, nil): s = inf
            "hit (nil, nil)", "ask (50.0, 50.0)",               // offered 50: (50, 50); (0, 0) is now the oldest → out
            "hit (nil, nil)", "again (0.0, 0.0)",               // placement re-probe at (0, 50): (0, 0) again, re-measured
            "hit (nil, nil)", "hit (50.0, 50.0)",               // max probe (inf, 50): s = 50
            "hit (nil, nil)", "hit (50.0, 50.0)",               // distribute (50, 50)
            "hit (nil, nil)", "hit (50.0, 50.0)",               // placement of the aspectRatio's child
        ])
    }

    @Test func aMissOfAnAnswerGivenBeforeIsAnEventThatSaysWhy() throws {
        // The same negotiation as the padding's above, lookup by lookup. A first request is a miss without an event
        // (the request is the miss); the (0, 0) asked again after three newer proposals is a miss event, "evicted".
        let r = try run(Self.evicting, P(100, 100))
        #expect(r.cacheLookups("HStack/Color[0].padding").map(\.description) == [
            "hit (nil, nil)", "hit (nil, nil)", "hit (nil, nil)", "evicted (0.0, 0.0)", "hit (nil, nil)", "hit (50.0, 50.0)",
            "hit (nil, nil)", "hit (50.0, 50.0)", "hit (nil, nil)", "hit (50.0, 50.0)",
        ])
        // The padding's misses are its requests: four first ones and the evicted one.
        #expect(r.negotiation("HStack/Color[0].padding").filter { !$0.hasPrefix("hit") } == [
            "ask (nil, nil)", "ask (0.0, 0.0)", "ask (inf, inf)", "ask (50.0, 50.0)", "again (0.0, 0.0)",
        ])
        // A miss event is followed by the request that runs the view.
        for (index, event) in r.recorder.events.enumerated() {
            guard case .cacheLookup(let n, let p, let q, .miss, _) = event else { continue }
            guard case .request(n, p, q, _, _) = r.recorder.events[index + 1] else {
                Issue.record("miss at event \(index + 1) is not followed by its request")
                continue
            }
        }
    }

    @Test func aMissAfterAnUpdateSaysTheCacheWasCleared() throws {
        // Spec §24: an update clears the caches of the views whose inputs changed and of their ancestors; a view
        // that kept its inputs keeps its cache. The padding of the first Color changes from 0 to 4: the padding
        // and the stack above it miss with "cleared", the second Color's frame still hits.
        let before = hStack(spacing: 0, [color("a", padding(0)), color("b", frame(width: 10))])
        let after = hStack(spacing: 0, [color("a", padding(4)), color("b", frame(width: 10))])
        let recorder = TraceRecorder()
        let session = try LayoutSession(ViewTree(root: before), file: "test", observer: recorder)
        session.run(proposal: P(100, 50))
        try session.update(ViewTree(root: after))
        let second = recorder.events.count
        let r = LayoutRun(result: session.run(proposal: P(100, 50)), recorder: recorder)
        let secondPass = Array(recorder.events[second...])
        func lookups(_ path: String) -> [String] {
            guard let n = r.index(path) else { return [] }
            return secondPass.compactMap {
                guard case .cacheLookup(n, _, _, let outcome, _) = $0 else { return nil }
                if case .miss(let why) = outcome { return why.rawValue }
                return "hit"
            }
        }
        #expect(lookups("HStack") == ["cleared"])
        #expect(lookups("HStack/Color[0].padding").first == "cleared")
        #expect(lookups("HStack/Color[0].padding").dropFirst().allSatisfy { $0 != "cleared" })
        #expect(lookups("HStack/Color[1].frame").allSatisfy { $0 == "hit" })
        #expect(!lookups("HStack/Color[1].frame").isEmpty)
    }

    @Test func repeatOfAnEvictedProposalIsARemeasureWithoutTheSubtree() throws {
        let r = try run(Self.evicting, P(100, 100))
        let replies = r.replies("HStack/Color[0].padding").filter { $0.proposal == P(0, 0) }
        #expect(replies.map(\.remeasured) == [false, true])
        #expect(replies.allSatisfy { $0.size == S(0, 0) })
        // The Color under the padding was asked (0, 0) only once.
        #expect(r.proposals("HStack/Color[0]").filter { $0 == P(0, 0) }.count == 1)
        #expect(r.result.counters.remeasures == 1)
    }

    @Test func sizesAreUnaffectedByTheCache() throws {
        // The same tree's geometry: the aspectRatio child is 50 × 50, the Color 50 × 50 beside it, the stack 100 × 50.
        let r = try run(Self.evicting, P(100, 100))
        #expect(near(r.rootSize, S(100, 50)))
        #expect(near(r.frame("HStack/Color[0].padding.aspectRatio"), R(0, 0, 50, 50)))
        #expect(near(r.frame("HStack/Color[1]"), R(50, 0, 50, 50)))
    }
}
