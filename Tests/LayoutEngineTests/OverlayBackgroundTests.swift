import LayoutModel
import Testing

/// `.overlay` / `.background` / `.border` (spec §18): the primary alone decides the layout; the secondary is proposed
/// exactly the primary's final size and aligned on it; several secondary views form an implicit ZStack.
@Suite struct OverlayBackgroundTests {
    static func overlay(_ content: [ViewNode], _ alignment: Alignment = .center) -> Modifier {
        .overlay(alignment: alignment, content: content)
    }

    @Test func overlayIsProposedThePrimarySize() throws {
        // §18: primary 50 × 30; the overlay (a fixed 80 × 10) is proposed (50, 30) and centred: (−15, 10).
        let r = try run(color("p", frame(width: 50, height: 30), Self.overlay([color("o", frame(width: 80, height: 10))])),
                        P(100, 100))
        #expect(near(r.rootSize, S(50, 30)))
        #expect(near(r.proposals("Color.frame.overlay/Color.frame"), [P(50, 30)]))
        #expect(near(r.frame("Color.frame.overlay/Color.frame"), R(-15, 10, 80, 10)))
    }

    @Test func secondaryNeverAffectsThePrimaryLayout() throws {
        // §18: in HStack { 20 × 20 with a 100 × 100 overlay; 20 × 20 }, the second view is still at x = 28.
        let first = color("a", frame(width: 20, height: 20), Self.overlay([color("o", frame(width: 100, height: 100))]))
        let r = try run(hStack([first, color("b", frame(width: 20, height: 20))]), P(200, 200))
        #expect(near(r.rootSize, S(48, 20)))
        #expect(near(r.frame("HStack/Color[1].frame"), R(28, 0, 20, 20)))
        #expect(near(r.frame("HStack/Color[0].frame.overlay/Color.frame"), R(-40, -40, 100, 100)))
    }

    @Test func backgroundWithAlignment() throws {
        // §18: origin = primaryGuide − secondaryGuide: a 10 × 10 background bottomTrailing on 50 × 30 → (40, 20).
        let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
        let r = try run(color("p", frame(width: 50, height: 30),
                              .background(alignment: bottomTrailing, content: [color("b", frame(width: 10, height: 10))])),
                        P(100, 100))
        #expect(near(r.frame("Color.frame.background/Color.frame"), R(40, 20, 10, 10)))
    }

    @Test func flexibleSecondaryTakesThePrimarySize() throws {
        // §18 / §2: a Color background proposed (50, 30) is 50 × 30 at the primary's origin.
        let r = try run(text("Hello", .background(alignment: .center, content: [color("b")])), P(100, 100))
        #expect(near(r.frame("Text.background/Color"), R(0, 0, px(128), px(61))))
        #expect(near(r.proposals("Text.background/Color"), [P(px(128), px(61))]))
    }

    @Test func severalSecondaryViewsFormAnImplicitZStack() throws {
        // §18 / §8: two overlay views with .bottomTrailing: the implicit ZStack is proposed (50, 30), sizes its
        // children (10 × 10, 20 × 4) → 20 × 10, sits at (30, 20); inside it the children align bottomTrailing:
        // the first at (10, 0), the second at (0, 6).
        let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
        let r = try run(color("p", frame(width: 50, height: 30),
                              Self.overlay([color("a", frame(width: 10, height: 10)), color("b", frame(width: 20, height: 4))],
                                           bottomTrailing)), P(100, 100))
        #expect(near(r.frame("Color.frame.overlay"), R(30, 20, 20, 10)))
        #expect(near(r.frame("Color.frame.overlay/Color[0].frame"), R(40, 20, 10, 10)))
        #expect(near(r.frame("Color.frame.overlay/Color[1].frame"), R(30, 26, 20, 4)))
    }

    @Test func borderIsAnOverlayWithoutLayoutEffect() throws {
        // §18: border = overlay(Rectangle().strokeBorder): a rectangle of the primary's size, nothing else changes.
        let r = try run(color("p", frame(width: 50, height: 30), .border(width: 2)), P(100, 100))
        #expect(near(r.rootSize, S(50, 30)))
        #expect(near(r.frame("Color.frame.border"), R(0, 0, 50, 30)))
        #expect(near(r.proposals("Color.frame.border"), [P(50, 30)]))
    }
}
