import LayoutModel
import Testing

/// `.padding` (spec §14): the child is proposed the proposal minus the insets (floored at 0, nil and inf unchanged), the
/// insets are added to its reply, and it is placed at (leading, top) with the incoming proposal inset.
@Suite struct PaddingTests {
    @Test func defaultPaddingOfSixteen() throws {
        // §14: padding() = 16 on every edge (EdgeSet.all.insets(16)). Color at (100, 100): child (68, 68) → 100 × 100,
        // the Color at (16, 16).
        let r = try run(color("c", .padding(EdgeSet.all.insets(16))), P(100, 100))
        #expect(near(r.rootSize, S(100, 100)))
        #expect(near(r.frame("Color"), R(16, 16, 68, 68)))
        #expect(near(r.requests("Color").first, req(P(68, 68), .measure)))
    }

    @Test func paddingAddsToTheChildsIdeal() throws {
        // §14: Text("Hi") ideal (17, 20.333) + 2 × 16 → (49, 52.333).
        #expect(near(try run(text("Hi", padding(16)), P(nil, nil)).rootSize, S(49, px(61) + 32)))
    }

    @Test func onlyTheListedEdges() throws {
        // §14: padding(.horizontal, 10) → insets (0, 10, 0, 10): child (80, 50), placed at (10, 0).
        let r = try run(color("c", .padding(EdgeSet.horizontal.insets(10))), P(100, 50))
        #expect(near(r.rootSize, S(100, 50)))
        #expect(near(r.frame("Color"), R(10, 0, 80, 50)))
    }

    @Test func proposalIsFlooredAtZero() throws {
        // §14: Color.padding(60) at (100, 100): max(0, 100 − 120) = 0 → the Color is (0, 0); the padding 120 × 120.
        let r = try run(color("c", padding(60)), P(100, 100))
        #expect(near(r.rootSize, S(120, 120)))
        #expect(near(r.requests("Color").first?.proposal, P(0, 0)))
    }

    @Test func nilAndInfinityPassThrough() throws {
        // §14: nil stays nil, inf stays inf: Color.padding(10) at (nil, inf) → child (nil, inf) → (10, inf) → (30, inf).
        let r = try run(color("c", padding(10)), P(nil, inf))
        #expect(near(r.requests("Color").first?.proposal, P(nil, inf)))
        #expect(near(r.rootSize, S(30, inf)))
    }

    @Test func placementUsesTheIncomingProposalInset() throws {
        // §14: Text("Hi").padding(10) at (100, 100) is 37 × 40.333, but the Text is placed with (80, 80) at (10, 10).
        let r = try run(text("Hi", padding(10)), P(100, 100))
        #expect(near(r.placementProposal("Text"), P(80, 80)))
        #expect(near(r.frame("Text"), R(10, 10, 17, px(61))))
    }

    @Test func olderSemanticsInsetTheFinalSize() throws {
        // §1 switch: before iOS 15 the child is proposed the padding's size inset: (37 − 20, 40.333 − 20) = (17, 20.333).
        let r = try run(text("Hi", padding(10)), P(100, 100), quirks: quirks(.placementUsesIncomingProposal, false))
        #expect(near(r.placementProposal("Text"), P(17, px(61))))
    }

    @Test func negativePaddingShrinks() throws {
        // §14 (inferred): not rejected. A 20 × 20 view with padding(−5) → 20 − 10 = 10 on each axis; the child is
        // placed at (−5, −5), drawing outside.
        let r = try run(color("c", frame(width: 20, height: 20), padding(-5)), P(393, 852))
        #expect(near(r.rootSize, S(10, 10)))
        #expect(near(r.frame("Color.frame"), R(-5, -5, 20, 20)))
    }
}
