import LayoutModel
import Testing

/// Spacer (spec §5): minLength (default 8), orientation from the enclosing stack, priority −∞, spacing 0 beside it.
@Suite struct SpacerTests {
    @Test func spacerTakesWhatIsLeftInAnHStack() throws {
        // HStack { 20-wide; Spacer; 20-wide } at (100, 50). Gaps: frames reset their horizontal spacing, the Spacer
        // declares 0 → both gaps 0 (§5, §9.3). Spacer priority −∞: its min 8 is reserved; frames take 20 each;
        // the Spacer then gets 100 − 40 = 60 (§5). Its height is 0, centred on the 50-tall row: y = 25.
        let r = try run(hStack([color("a", frame(width: 20)), spacer(), color("b", frame(width: 20))]), P(100, 50))
        #expect(near(r.rootSize, S(100, 50)))
        #expect(near(r.frame("HStack/Spacer[1]"), R(20, 25, 60, 0)))
        #expect(near(r.frame("HStack/Color[2].frame"), R(80, 0, 20, 50)))
    }

    @Test func spacerIsSizedLastAndOnlyMinProbed() throws {
        // §7.3: priorities differ, so the Spacer is never compared by flexibility; it gets one min probe (0, 50) → 8,
        // then its share (60, 50).
        let r = try run(hStack([color("a", frame(width: 20)), spacer(), color("b", frame(width: 20))]), P(100, 50))
        #expect(near(r.requests("HStack/Spacer[1]"), [
            req(P(0, 50), .probeMin, .width),   // §5: max(0, 8) = 8
            req(P(60, 50), .distribute),        // (100 − 8) − 20 − 20 + 8
            req(P(60, 50), .place),             // no size cache: asked again at placement
        ]))
    }

    @Test func minLengthIsReservedEvenWhenTheStackOverflows() throws {
        // HStack(spacing: 0) { 50; Spacer(minLength: 30); 50 } at (100, 10): avail = 100 − 30 = 70; frames take 50
        // each (offered 35 and 20); the Spacer gets max(0 + 30 − 30 … ) → offer 0, reply max(0, 30) = 30 → 130 wide.
        let r = try run(hStack(spacing: 0, [color("a", frame(width: 50)), spacer(minLength: 30), color("b", frame(width: 50))]),
                        P(100, 10))
        #expect(near(r.rootSize, S(130, 10)))
        #expect(near(r.frame("HStack/Spacer[1]"), R(50, 5, 30, 0)))
    }

    @Test func spacerInAVStackIsVertical() throws {
        // VStack { height 20; Spacer } at (100, 100): gap 0 beside the Spacer; Spacer min 8 reserved, the frame
        // takes 20 of 92, the Spacer 80. Its width is 0, centred in the 100-wide stack: x = 50.
        let r = try run(vStack([color("a", frame(height: 20)), spacer()]), P(100, 100))
        #expect(near(r.rootSize, S(100, 100)))
        #expect(near(r.frame("VStack/Spacer[1]"), R(50, 20, 0, 80)))
    }

    @Test func spacerOutsideAStackExpandsOnBothAxes() throws {
        // §5: no orientation → (max(p.w ?? −inf, L), max(p.h ?? −inf, L)).
        #expect(near(try run(spacer(), P(nil, nil)).rootSize, S(8, 8)))
        #expect(near(try run(spacer(), P(100, 200)).rootSize, S(100, 200)))
        #expect(near(try run(spacer(minLength: 20), P(5, nil)).rootSize, S(20, 20)))
        // In a ZStack it has no orientation either.
        #expect(near(try run(zStack([spacer()]), P(30, 40)).rootSize, S(30, 40)))
    }

    @Test func spacerWithNilProposalGivesItsMinLength() throws {
        // §5: horizontal with nil width → (L, 0). HStack at (nil, 10): Color (10, 10), gap 0, Spacer (8, 0) → 18.
        let r = try run(hStack([color(), spacer()]), P(nil, 10))
        #expect(near(r.rootSize, S(18, 10)))
        #expect(near(r.frame("HStack/Spacer[1]"), R(10, 5, 8, 0)))
    }

    @Test func gapBesideASpacerIsZeroButExplicitSpacingWins() throws {
        // §5 / §9.3: nil spacing → 0 next to a Spacer; HStack(spacing: 5) → 5 everywhere.
        // At (100, 10) with spacing 5: frames 10 + 10, gaps 10 → Spacer 70, starting at 15.
        let r = try run(hStack(spacing: 5, [color("a", frame(width: 10)), spacer(), color("b", frame(width: 10))]), P(100, 10))
        #expect(near(r.frame("HStack/Spacer[1]"), R(15, 5, 70, 0)))
        #expect(near(r.frame("HStack/Color[2].frame"), R(90, 0, 10, 10)))
    }

    @Test func fixedFrameOnASpacerResetsItsSpacing() throws {
        // §9.4: a frame with a fixed width resets both horizontal edges: the framed Spacer is 8 from its neighbours.
        // At (nil, 10): 10 + 8 + 20 + 8 + 10 = 56; unframed, the Spacer's ideal 8 with 0 gaps gives 10 + 8 + 10 = 28.
        let framed = try run(hStack([color("a", frame(width: 10)), spacer(minLength: nil, frame(width: 20)), color("b", frame(width: 10))]),
                             P(nil, 10))
        #expect(near(framed.rootSize, S(56, 10)))
        #expect(near(framed.frame("HStack/Spacer[1].frame"), R(18, 5, 20, 0)))
        let plain = try run(hStack([color("a", frame(width: 10)), spacer(), color("b", frame(width: 10))]), P(nil, 10))
        #expect(near(plain.rootSize, S(28, 10)))
    }

    @Test func paddingOnASpacerEdgeResetsItsSpacingThere() throws {
        // §9.4: padding on the leading edge resets that edge → the gap before it is the default 8; its trailing edge
        // keeps 0. §19: the padding also resets the Spacer's priority to 0.
        // HStack { 10-wide; Spacer.padding(leading 4); 10-wide } at (100, 10): gaps 8 and 0 → avail 92; frames are
        // least flexible (0) and take 10 each; the padded Spacer takes 72 (its Spacer 68) at x = 18.
        let padded = spacer(minLength: nil, .padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)))
        let r = try run(hStack([color("a", frame(width: 10)), padded, color("b", frame(width: 10))]), P(100, 10))
        #expect(near(r.frame("HStack/Spacer[1].padding"), R(18, 5, 72, 0)))
        #expect(near(r.frame("HStack/Color[2].frame"), R(90, 0, 10, 10)))
    }
}
