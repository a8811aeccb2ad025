import LayoutModel
import Testing

/// `.fixedSize(horizontal:vertical:)` (spec §15): nil on the fixed axes, p on the others, when sizing and placing; the reply
/// is the child's; the child is centred.
@Suite struct FixedSizeTests {
    @Test func bothAxesGiveTheIdealSize() throws {
        // §15: Text("Hello world") at (50, 10) → proposed (nil, nil) → one line 93.667 × 20.333, larger than offered.
        let r = try run(text("Hello world", fixedSize), P(50, 10))
        #expect(near(r.rootSize, S(px(281), px(61))))
        #expect(near(r.requests("Text").first, req(P(nil, nil), .measure)))
    }

    @Test func horizontalOnly() throws {
        // §15: fixedSize(horizontal: true, vertical: false) at (50, 100) → the Text gets (nil, 100) → one line.
        let r = try run(text("Hello world", .fixedSize(horizontal: true, vertical: false)), P(50, 100))
        #expect(near(r.requests("Text").first?.proposal, P(nil, 100)))
        #expect(near(r.rootSize, S(px(281), px(61))))
    }

    @Test func verticalOnly() throws {
        // §15: fixedSize(horizontal: false, vertical: true) at (50, 10) → (50, nil): wraps to 2 lines, not truncated.
        let r = try run(text("Hello world", .fixedSize(horizontal: false, vertical: true)), P(50, 10))
        #expect(near(r.rootSize, S(px(128), px(122))))
    }

    @Test func overflowsAndIsCentredInAFrame() throws {
        // §15: Text("Hello world").fixedSize().frame(width: 50, height: 50): the fixedSize is 93.667 × 20.333, centred in
        // 50 × 50 → x = 25 − 46.833, y = 25 − 10.167; the Text is placed with (nil, nil).
        let r = try run(text("Hello world", fixedSize, frame(width: 50, height: 50)), P(393, 852))
        #expect(near(r.frame("Text.fixedSize"), R(25 - px(281) / 2, 25 - px(61) / 2, px(281), px(61))))
        #expect(r.placementProposal("Text") == P(nil, nil))
        #expect(near(r.frame("Text"), R(25 - px(281) / 2, 25 - px(61) / 2, px(281), px(61))))
    }

    @Test func colorUnderFixedSizeIsItsIdeal() throws {
        // §2 + §15: a Color's ideal is 10 × 10.
        #expect(near(try run(color("c", fixedSize), P(300, 300)).rootSize, S(10, 10)))
    }
}
