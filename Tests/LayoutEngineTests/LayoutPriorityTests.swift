import LayoutModel
import Testing

/// `.layoutPriority` (spec §19): which modifiers pass a child's priority through (fixedSize, overlay, background, offset)
/// and which reset it to 0 (frame, padding and the other unary layouts); Spacer's −∞.
@Suite struct LayoutPriorityTests {
    /// HStack(spacing: 0) { first; Color.frame(maxWidth: 80) } at (100, 10); returns the first child's width.
    func firstWidth(_ first: ViewNode) throws -> Double? {
        let r = try run(hStack(spacing: 0, [first, color("b", flexFrame(maxWidth: 80))]), P(100, 10))
        return r.recorder.nodes.firstIndex { $0.parent >= 0 && r.recorder.nodes[Int($0.parent)].parent == -1 }
            .flatMap { r.result.frames[$0]?.size.width }
    }

    /// Color.frame(maxWidth: 80) with priority 1, then `modifiers`.
    func prioritized(_ modifiers: Modifier...) -> ViewNode {
        ViewNode(element: .color(name: "a"),
                 modifiers: ([flexFrame(maxWidth: 80), .layoutPriority(1)] + modifiers).map { LocatedModifier($0) })
    }

    @Test func priorityWinsTheSpace() throws {
        // §19: with priority 1 the first is offered 100 − 0 → 80; the other gets 20.
        #expect(near(try firstWidth(prioritized()), 80))
    }

    @Test func equalPrioritiesShare() throws {
        // Control: equal priorities, equal flexibility (80) → original order: 50 and 50.
        #expect(near(try firstWidth(color("a", flexFrame(maxWidth: 80))), 50))
    }

    @Test func paddingResetsThePriority() throws {
        // §19: Text(…).layoutPriority(1).padding() loses the priority: padding(0) reports 0 → back to 50 / 50.
        #expect(near(try firstWidth(prioritized(padding(0))), 50))
    }

    @Test func frameResetsThePriority() throws {
        // §19: .frame reports 0: frame(height: 10) after the priority → 50 / 50.
        #expect(near(try firstWidth(prioritized(frame(height: 10))), 50))
        #expect(near(try firstWidth(prioritized(flexFrame(minHeight: 0))), 50))
    }

    @Test func fixedSizePassesThePriorityThrough() throws {
        // §15 / §19: fixedSize(horizontal: false, vertical: true) keeps priority 1 → 80.
        #expect(near(try firstWidth(prioritized(.fixedSize(horizontal: false, vertical: true))), 80))
    }

    @Test func overlayBackgroundAndOffsetPassThePriorityThrough() throws {
        // §18 / §19: the primary's layout computer is reported; offset is position only.
        #expect(near(try firstWidth(prioritized(.overlay(alignment: .center, content: [color("o")]))), 80))
        #expect(near(try firstWidth(prioritized(.background(alignment: .center, content: [color("o")]))), 80))
        #expect(near(try firstWidth(prioritized(.offset(x: 3, y: 0))), 80))
        #expect(near(try firstWidth(prioritized(.border(width: 1))), 80))
    }

    @Test func priorityAfterAFrameCounts() throws {
        // §19: .layoutPriority must be outermost: Color.frame(maxWidth: 80).padding(0).layoutPriority(1) → 80.
        let view = ViewNode(element: .color(name: "a"),
                            modifiers: [flexFrame(maxWidth: 80), padding(0), .layoutPriority(1)].map { LocatedModifier($0) })
        #expect(near(try firstWidth(view), 80))
    }

    @Test func spacerWrappedInAFrameLosesItsNegativeInfinity() throws {
        // §5 / §19: HStack(spacing: 0) { Spacer; Color.frame(maxWidth: 80) } at (100, 10): the Spacer (−inf) is sized
        // last, so the Color gets 100 − 8 → 80 and the Spacer 20.
        let plain = try run(hStack(spacing: 0, [spacer(), color("b", flexFrame(maxWidth: 80))]), P(100, 10))
        #expect(near(plain.frame("HStack/Color[1].frame"), R(20, 0, 80, 10)))
        // Spacer().frame(maxHeight: 5) has priority 0: both share. The Color (flex 80) is offered 50 first, the
        // framed Spacer (min 8, max inf) the other 50.
        let framed = try run(hStack(spacing: 0, [spacer(minLength: nil, flexFrame(maxHeight: 5)), color("b", flexFrame(maxWidth: 80))]),
                             P(100, 10))
        #expect(near(framed.frame("HStack/Color[1].frame"), R(50, 0, 50, 10)))
        #expect(near(framed.frame("HStack/Spacer[0].frame"), R(0, 2.5, 50, 5)))
    }
}
