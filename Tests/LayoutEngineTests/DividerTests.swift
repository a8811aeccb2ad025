import LayoutModel
import Testing

/// Divider (spec §6): a line across the stack's axis, one pixel thick; outside a stack a horizontal line, (p.w ?? 10, thickness).
@Suite struct DividerTests {
    @Test func horizontalInAVStack() throws {
        // VStack { Color; Divider; Color } at (100, 100): gaps 8 + 8 → avail 84. The divider (flex 0: min and max
        // height 1/3) is sized first, offered 28 → (100, 1/3); the Colors share 84 − 1/3 = 83.667 → 41.833 each.
        let r = try run(vStack([color("a"), divider(), color("b")]), P(100, 100))
        #expect(near(r.rootSize, S(100, 100)))
        let share = (84 - px(1)) / 2   // 41.833
        #expect(near(r.frame("VStack/Color[0]"), R(0, 0, 100, share)))
        #expect(near(r.frame("VStack/Divider[1]"), R(0, share + 8, 100, px(1))))
        #expect(near(r.frame("VStack/Color[2]"), R(0, share + 8 + px(1) + 8, 100, share)))
    }

    @Test func verticalInAnHStack() throws {
        // HStack { Color; Divider } at (100, 50): the divider is (1/3, 50); the Color gets 100 − 8 − 1/3.
        let r = try run(hStack([color(), divider()]), P(100, 50))
        #expect(near(r.frame("HStack/Divider[1]"), R(100 - px(1), 0, px(1), 50)))
        #expect(near(r.frame("HStack/Color[0]"), R(0, 0, 92 - px(1), 50)))
    }

    @Test func horizontalOutsideAStack() throws {
        // §6: no stack → horizontal: (p.w ?? 10, thickness).
        #expect(near(try run(divider(), P(nil, nil)).rootSize, S(10, px(1))))
        #expect(near(try run(divider(), P(200, 300)).rootSize, S(200, px(1))))
        #expect(near(try run(divider(), P(inf, 0)).rootSize, S(inf, px(1))))
    }

    @Test func thicknessIsOnePixelOfTheDisplay() throws {
        // §6: pixelLength = 1 / displayScale: 0.5 at 2×.
        var environment = LayoutEnvironment()
        environment.displayScale = 2
        #expect(near(try run(divider(), P(40, 40), environment: environment).rootSize, S(40, 0.5)))
    }
}
