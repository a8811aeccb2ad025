import LayoutModel
import Testing

/// ScrollView (spec §22): nil along the scroll axes to the content; the scroll view takes the proposal on its scroll axes
/// and the content's length across them; several children stack in an implicit VStack / HStack.
@Suite struct ScrollViewTests {
    static func scroll(_ axes: Axes, _ children: [ViewNode]) -> ViewNode {
        ViewNode(element: .scrollView(axes: axes), children: children)
    }

    @Test func verticalTakesTheHeightAndTheContentsWidth() throws {
        // §22: (300, 500) → the Text is proposed (300, nil) → 17 × 20.333; the scroll view is 17 wide, 500 tall.
        let r = try run(Self.scroll(.vertical, [text("Hi")]), P(300, 500))
        #expect(near(r.requests("ScrollView/Text[0]").first?.proposal, P(300, nil)))
        #expect(near(r.rootSize, S(17, 500)))
        #expect(near(r.frame("ScrollView/Text[0]"), R(0, 0, 17, px(61))))
    }

    @Test func horizontalIsTheMirrorImage() throws {
        // §22: the Color is proposed (nil, 500) → (10, 500); the scroll view is (300, 500).
        let r = try run(Self.scroll(.horizontal, [color()]), P(300, 500))
        #expect(near(r.requests("ScrollView/Color[0]").first?.proposal, P(nil, 500)))
        #expect(near(r.rootSize, S(300, 500)))
    }

    @Test func bothAxes() throws {
        // §22: (nil, nil) to the content; the proposal on both axes.
        let r = try run(Self.scroll(.both, [color()]), P(300, 500))
        #expect(near(r.requests("ScrollView/Color[0]").first?.proposal, P(nil, nil)))
        #expect(near(r.rootSize, S(300, 500)))
        #expect(near(r.frame("ScrollView/Color[0]"), R(0, 0, 10, 10)))
    }

    @Test func colorsTakeTheirIdealHeightAndSpacersCollapse() throws {
        // §22: several children → an implicit VStack proposed (100, nil): the Colors are 10 tall (§2), the Spacer its
        // minLength 8; gaps 8 between Colors, 0 beside the Spacer: 10 + 0 + 8 + 0 + 10 = 28.
        let r = try run(Self.scroll(.vertical, [color("a"), spacer(), color("b")]), P(100, 200))
        #expect(near(r.frame("ScrollView/VStack"), R(0, 0, 100, 28)))
        #expect(near(r.frame("ScrollView/VStack/Spacer[1]"), R(50, 10, 0, 8)))
        #expect(near(r.frame("ScrollView/VStack/Color[2]"), R(0, 18, 100, 10)))
        #expect(near(r.rootSize, S(100, 200)))
    }
}
