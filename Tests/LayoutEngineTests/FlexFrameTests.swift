import LayoutModel
import Testing

/// `.frame(minWidth:idealWidth:maxWidth:…)` (spec §13): normalisation, per-axis sizing with the child asked only when an
/// axis is undecided, and the iOS 17 placement proposal.
@Suite struct FlexFrameTests {
    // MARK: §13.1 normalisation

    @Test func negativeMinimumBecomesZero() throws {
        // §13.1: min −10 → 0. At (nil, 10): width undecided (no ideal), the Color (nil, 10) → 10; only min →
        // max(min(inf, 10), 0) = 10.
        #expect(near(try run(color("c", flexFrame(minWidth: -10)), P(nil, 10)).rootSize, S(10, 10)))
        // A child of negative width shows the difference: two 4 × 4 Colors at spacing −20 reply (−12, 4) (negative
        // spacing is not clamped: SwiftUI answers −60 for two 20s at −100). Only min → max(0, min(inf, −12)) = 0;
        // with an unnormalised −10 it would be −10. The height has no bounds: 4.
        let row = hStack(spacing: -20, [color("a", frame(width: 4, height: 4)), color("b", frame(width: 4, height: 4))],
                         flexFrame(minWidth: -10))
        #expect(near(try run(row, P(nil, nil)).rootSize, S(0, 4)))
    }

    @Test func idealIsRaisedToTheMinimum() throws {
        // §13.1: min 20, ideal 10 → ideal 20. At (nil, 10) the width is decided by the ideal: 20.
        #expect(near(try run(color("c", flexFrame(minWidth: 20, idealWidth: 10)), P(nil, 10)).rootSize, S(20, 10)))
    }

    @Test func maximumIsRaisedToTheIdeal() throws {
        // §13.1: ideal 30, max 20 → max 30. At (100, 10): childP = clamp(100, −inf, 30) = 30 → Color 30;
        // only max → min(max(30, 30), 30) = 30 (not 20).
        #expect(near(try run(color("c", flexFrame(idealWidth: 30, maxWidth: 20)), P(100, 10)).rootSize, S(30, 10)))
    }

    // MARK: §13.2 sizing

    @Test func maxWidthInfinityTakesAFiniteProposal() throws {
        // §13.2: Text("Hi").frame(maxWidth: .infinity): at (200, 100) → 200 whatever the child (17); at (nil, 100) →
        // the child's ideal 17; at (inf, 100) → inf. Height is the Text's 20.333.
        let view = text("Hi", flexFrame(maxWidth: inf))
        #expect(near(try run(view, P(200, 100)).rootSize, S(200, px(61))))
        #expect(near(try run(view, P(nil, 100)).rootSize, S(17, px(61))))
        #expect(near(try run(view, P(inf, 100)).rootSize, S(inf, px(61))))
    }

    @Test func minWidthWithASmallChild() throws {
        // §13.2: Text("Hi").frame(minWidth: 100) at (300, 50): childP = clamp(300, 100, inf) = 300 → Text 17 wide;
        // only min → max(min(300, 17), 100) = 100.
        #expect(near(try run(text("Hi", flexFrame(minWidth: 100)), P(300, 50)).rootSize, S(100, px(61))))
    }

    @Test func minWidthWithAChildWiderThanTheProposal() throws {
        // §13.2: a 400-wide child at (300, 50): max(min(300, 400), 100) = 300.
        let r = try run(color("c", frame(width: 400), flexFrame(minWidth: 100)), P(300, 50))
        #expect(near(r.rootSize, S(300, 50)))
    }

    @Test func minAndMaxClampTheProposal() throws {
        // §13.2: frame(minWidth: 40, maxWidth: 80): at (100, 20) → clamp(100, 40, 80) = 80; at (nil, 20) the child's
        // ideal 10 is clamped → 40; at (10, 20) → 40.
        let view = color("c", flexFrame(minWidth: 40, maxWidth: 80))
        #expect(near(try run(view, P(100, 20)).rootSize, S(80, 20)))
        #expect(near(try run(view, P(nil, 20)).rootSize, S(40, 20)))
        #expect(near(try run(view, P(10, 20)).rootSize, S(40, 20)))
    }

    @Test func bothAxesDecidedDoesNotAskTheChild() throws {
        // §13.2: min and max on both axes and a full proposal → (50, 50) without asking; the Color is only placed,
        // with the frame's size (50, 50) (§13.3).
        let r = try run(color("c", flexFrame(minWidth: 0, maxWidth: 50, minHeight: 0, maxHeight: 50)), P(100, 100))
        #expect(near(r.rootSize, S(50, 50)))
        #expect(near(r.requests("Color"), [req(P(50, 50), .place)]))
    }

    @Test func idealOnlyMattersForANilProposal() throws {
        // §13.2: frame(idealWidth: 60, idealHeight: 40): at (nil, nil) both axes are decided by the ideals; under
        // fixedSize likewise; at (100, 100) the ideals are ignored and the Color fills (100, 100).
        let view = color("c", flexFrame(idealWidth: 60, idealHeight: 40))
        #expect(near(try run(view, P(nil, nil)).rootSize, S(60, 40)))
        #expect(near(try run(color("c", flexFrame(idealWidth: 60, idealHeight: 40), fixedSize), P(393, 852)).rootSize, S(60, 40)))
        #expect(near(try run(view, P(100, 100)).rootSize, S(100, 100)))
    }

    @Test func idealIsClampedIntoTheChildProposal() throws {
        // §13.2: childP.w = (p.w ?? ideal) clamped to [min, max]: frame(idealWidth: 60, maxHeight: 10) at (nil, 50):
        // width decided 60; height undecided → the child is asked (60, clamp(50, −inf, 10) = 10) → (60, 10).
        let r = try run(color("c", flexFrame(idealWidth: 60, maxHeight: 10)), P(nil, 50))
        #expect(near(r.requests("Color").first, req(P(60, 10), .measure)))
        #expect(near(r.rootSize, S(60, 10)))
    }

    // MARK: §13.3 placement

    @Test func placementProposesNilWhenTheFrameIsStrictlyBetweenItsBounds() throws {
        // §13.3 (iOS 17): Text("Hello").frame(minWidth: 0, maxWidth: 100).fixedSize(): the frame is proposed (nil, nil),
        // sizes to the Text's 42.667 × 20.333; no ideals, nil proposals, 0 < 42.667 < 100 and −inf < 20.333 < inf →
        // the Text is placed with (nil, nil).
        let r = try run(text("Hello", flexFrame(minWidth: 0, maxWidth: 100), fixedSize), P(393, 852))
        #expect(near(r.frame("Text.frame"), R(0, 0, px(128), px(61))))
        #expect(r.placementProposal("Text") == P(nil, nil))
    }

    @Test func beforeIOS17PlacementProposesTheFrameSize() throws {
        // §13.3: without flex-frame-ideal-sizing the child is proposed exactly the frame's size.
        let r = try run(text("Hello", flexFrame(minWidth: 0, maxWidth: 100), fixedSize), P(393, 852),
                        quirks: quirks(.flexFrameIdealSizing, false))
        #expect(near(r.placementProposal("Text"), P(px(128), px(61))))
    }

    @Test func placementProposesTheSizeOnABoundOrWithAProposal() throws {
        // §13.3: Color.frame(minWidth: 0, maxWidth: 10).fixedSize(): the width is 10 = max (not strictly between) →
        // proposed 10; the height (no bounds, nil proposal) → nil.
        let r = try run(color("c", flexFrame(minWidth: 0, maxWidth: 10), fixedSize), P(393, 852))
        #expect(r.placementProposal("Color") == P(10, nil))
        // With a real proposal the child gets the frame's size: Color.frame(maxWidth: 50) at (100, 80) → (50, 80).
        let s = try run(color("c", flexFrame(maxWidth: 50)), P(100, 80))
        #expect(s.placementProposal("Color") == P(50, 80))
    }

    @Test func alignmentInsideAFlexibleFrame() throws {
        // §13.3 / §12: a 20 × 20 child in frame(maxWidth: .infinity, alignment: .leading) at (100, 50): the frame is
        // 100 × 20 (height from the child), the child at x = 0; with .trailing at x = 80.
        let leading = Alignment(horizontal: .leading, vertical: .center)
        let r = try run(color("c", frame(width: 20, height: 20), flexFrame(maxWidth: inf, alignment: leading)), P(100, 50))
        #expect(near(r.rootSize, S(100, 20)))
        #expect(near(r.frame("Color.frame"), R(0, 0, 20, 20)))
        let trailing = Alignment(horizontal: .trailing, vertical: .center)
        let t = try run(color("c", frame(width: 20, height: 20), flexFrame(maxWidth: inf, alignment: trailing)), P(100, 50))
        #expect(near(t.frame("Color.frame"), R(80, 0, 20, 20)))
    }
}
