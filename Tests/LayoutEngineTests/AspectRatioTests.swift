import LayoutModel
import Testing

/// `.aspectRatio(_:contentMode:)` (spec §16): the modifier proposes a size of the ratio (the child's ideal gives it when
/// none is given) and centres the child; the child decides its size.
@Suite struct AspectRatioTests {
    @Test func fitWithARatio() throws {
        // §16: ratio 2 → r = (2, 1); at (100, 80): sx = 50, sy = 80 → fit min 50 → (100, 50).
        let r = try run(color("c", .aspectRatio(ratio: 2, contentMode: .fit)), P(100, 80))
        #expect(near(r.rootSize, S(100, 50)))
        #expect(near(r.requests("Color").first?.proposal, P(100, 50)))
    }

    @Test func fillWithARatio() throws {
        // §16: fill → max(50, 80) = 80 → (160, 80).
        #expect(near(try run(color("c", .aspectRatio(ratio: 2, contentMode: .fill)), P(100, 80)).rootSize, S(160, 80)))
    }

    @Test func unspecifiedProposalPassesThrough() throws {
        // §16: p == (nil, nil) → (nil, nil) → the Color's ideal (10, 10).
        #expect(near(try run(color("c", .aspectRatio(ratio: 2, contentMode: .fit)), P(nil, nil)).rootSize, S(10, 10)))
    }

    @Test func fitScalesFromTheOnlyGivenAxis() throws {
        // §16: (100, nil): sx = 50, sy = inf → 50 → (100, 50).
        #expect(near(try run(color("c", .aspectRatio(ratio: 2, contentMode: .fit)), P(100, nil)).rootSize, S(100, 50)))
    }

    @Test func fillWithOneNilAxisProposesInfinity() throws {
        // §16 quirk: fill with one nil axis → s = inf → (inf, inf).
        let r = try run(color("c", .aspectRatio(ratio: 2, contentMode: .fill)), P(100, nil))
        #expect(near(r.requests("Color").first?.proposal, P(inf, inf)))
        #expect(near(r.rootSize, S(inf, inf)))
    }

    @Test func noRatioUsesTheChildsIdealSize() throws {
        // §16: ratio nil → the child's ideal (nil, nil) first. A Color's ideal is 10 × 10 → r.w == r.h → (1, 1);
        // at (100, 80) → fit 80 → (80, 80), centred at x = 10.
        let r = try run(color("c", .aspectRatio(ratio: nil, contentMode: .fit), frame(width: 100, height: 80)), P(393, 852))
        #expect(near(r.requests("Color").first, req(P(nil, nil), .ideal)))
        #expect(near(r.frame("Color.aspectRatio"), R(10, 0, 80, 80)))
    }

    @Test func childIsProposedTheRatioSizeAtPlacementAndCentred() throws {
        // §16: Color.aspectRatio(2, .fit).frame(width: 100, height: 100): the modifier is proposed (100, 100) → (100, 50),
        // centred in the frame at y = 25; the Color is placed with (100, 50).
        let r = try run(color("c", .aspectRatio(ratio: 2, contentMode: .fit), frame(width: 100, height: 100)), P(393, 852))
        #expect(near(r.frame("Color.aspectRatio"), R(0, 25, 100, 50)))
        #expect(near(r.placementProposal("Color"), P(100, 50)))
    }

    @Test func zeroRatioComponent() throws {
        // §16: r = (0, 1) at (100, 80): sx = 100 / 0 = inf, sy = 80 → fit 80 → (0, 80).
        #expect(near(try run(color("c", .aspectRatio(ratio: 0, contentMode: .fit)), P(100, 80)).rootSize, S(0, 80)))
    }
}
