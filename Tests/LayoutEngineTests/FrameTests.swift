import LayoutModel
import Testing

/// `.frame(width:height:alignment:)` (spec §12): both axes fixed → no question to the child; otherwise the child is asked
/// with the fixed values substituted; at placement it gets the incoming proposal with them substituted, and is aligned.
@Suite struct FrameTests {
    @Test func bothAxesFixedDoesNotAskTheChild() throws {
        // §12: (50, 30) without asking; the Color is only asked at placement, with (50, 30); centred at (25, 35).
        let r = try run(color("c", frame(width: 50, height: 30), frame(width: 100, height: 100)), P(393, 852))
        #expect(near(r.requests("Color"), [req(P(50, 30), .place)]))
        #expect(near(r.frame("Color.frame"), R(25, 35, 50, 30)))
    }

    @Test func oneAxisFixedAsksTheChildWithItSubstituted() throws {
        // §12: frame(width: 50) at (100, 100) asks Text("Hello world") (50, 100): "Hello" | "world" → 42.667 × 40.667.
        // The frame is (50, 40.667); the Text is centred: x = 25 − 21.333 = 3.667.
        let r = try run(text("Hello world", frame(width: 50)), P(100, 100))
        #expect(near(r.rootSize, S(50, px(122))))
        #expect(near(r.requests("Text").first, req(P(50, 100), .measure)))
        #expect(near(r.frame("Text"), R(25 - px(64), 0, px(128), px(122))))
    }

    @Test func placementProposesTheIncomingProposalNotTheFinalSize() throws {
        // §12 / §1 (iOS 15+): Text("Hi").frame(width: 50) at (100, 80) is 50 × 20.333, but its child is placed with
        // (50, 80): the incoming proposal with the width substituted.
        let r = try run(text("Hi", frame(width: 50)), P(100, 80))
        #expect(near(r.rootSize, S(50, px(61))))
        #expect(near(r.placementProposal("Text"), P(50, 80)))
    }

    @Test func olderSemanticsProposeTheFinalSize() throws {
        // §1 placement-proposal switch: before iOS 15 the child is proposed the frame's final size, (50, 20.333).
        let r = try run(text("Hi", frame(width: 50)), P(100, 80), quirks: quirks(.placementUsesIncomingProposal, false))
        #expect(near(r.placementProposal("Text"), P(50, px(61))))
    }

    @Test(arguments: [
        (Alignment.topLeading, 0.0, 0.0),
        (Alignment.center, 40.0, 15.0),
        (Alignment(horizontal: .trailing, vertical: .bottom), 80.0, 30.0),
        (Alignment(horizontal: .leading, vertical: .bottom), 0.0, 30.0),
    ])
    func alignment(alignment: Alignment, x: Double, y: Double) throws {
        // §12: childOrigin = frameGuide − childGuide for a 20 × 20 child in a 100 × 50 frame.
        let r = try run(color("c", frame(width: 20, height: 20), frame(width: 100, height: 50, alignment: alignment)), P(393, 852))
        #expect(near(r.frame("Color.frame"), R(x, y, 20, 20)))
    }

    @Test func frameHeightOnly() throws {
        // §12: frame(height: 20) at (100, 100) asks the Color (100, 20) → (100, 20).
        let r = try run(color("c", frame(height: 20)), P(100, 100))
        #expect(near(r.rootSize, S(100, 20)))
        #expect(near(r.requests("Color").first, req(P(100, 20), .measure)))
    }

    @Test func childMayOverflowTheFrame() throws {
        // §12: a 40 × 30 image in a 20 × 20 frame stays 40 × 30, centred: (−10, −5).
        let r = try run(image(40, 30, frame(width: 20, height: 20)), P(393, 852))
        #expect(near(r.rootSize, S(20, 20)))
        #expect(near(r.frame("Image"), R(-10, -5, 40, 30)))
    }

    @Test func invalidValuesAreRepairedAsSwiftUIDoes() throws {
        // Observed in SwiftUI (FrameValidity): +inf and NaN count as nil, so frame(width: inf, height: 20) asks the
        // Color (100, 20) at (100, 80); a negative width counts as 0, −inf too.
        #expect(near(try run(color("c", frame(width: inf, height: 20)), P(100, 80)).rootSize, S(100, 20)))
        #expect(near(try run(color("c", frame(width: .nan, height: 20)), P(100, 80)).rootSize, S(100, 20)))
        #expect(near(try run(color("c", frame(width: -10, height: 20)), P(100, 80)).rootSize, S(0, 20)))
        #expect(near(try run(color("c", frame(width: -inf, height: 20)), P(100, 80)).rootSize, S(0, 20)))
    }
}
