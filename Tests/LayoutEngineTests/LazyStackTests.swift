import LayoutModel
import Testing

/// LazyVStack / LazyHStack (spec §10, approximate): children proposed (p.cross, nil); the stack hugs its content along its
/// axis and fills the proposed cross length.
@Suite struct LazyStackTests {
    static func lazyV(alignment: HorizontalAlignment = .center, _ children: [ViewNode]) -> ViewNode {
        ViewNode(element: .lazyVStack(alignment: alignment, spacing: nil), children: children)
    }

    static func lazyH(_ children: [ViewNode]) -> ViewNode {
        ViewNode(element: .lazyHStack(alignment: .center, spacing: nil), children: children)
    }

    @Test func lazyVStackFillsTheWidthAndHugsTheHeight() throws {
        // §10: (200, 500): each child (200, nil): Text 17 × 20.333, Color.frame(height: 20) → 200 × 20; gap 8.
        // Height 20.333 + 8 + 20 = 48.333; width p.w = 200. The Text is centred: x = 100 − 8.5.
        let r = try run(Self.lazyV([text("Hi"), color("c", frame(height: 20))]), P(200, 500))
        #expect(near(r.rootSize, S(200, px(61) + 28)))
        #expect(near(r.requests("LazyVStack/Text[0]").first?.proposal, P(200, nil)))
        #expect(near(r.frame("LazyVStack/Text[0]"), R(91.5, 0, 17, px(61))))
        #expect(near(r.frame("LazyVStack/Color[1].frame"), R(0, px(61) + 8, 200, 20)))
    }

    @Test func lazyVStackWithoutAWidthTakesItsWidestChild() throws {
        // §10: width = p.w ?? max child width: 30 and 50 → 50; 10 + 8 + 10 = 28. At (inf, 500) the same.
        let children = [color("a", frame(width: 30, height: 10)), color("b", frame(width: 50, height: 10))]
        #expect(near(try run(Self.lazyV(children), P(nil, nil)).rootSize, S(50, 28)))
        #expect(near(try run(Self.lazyV(children), P(inf, 500)).rootSize, S(50, 28)))
    }

    @Test func alignmentIsAcrossTheFullWidth() throws {
        // §10: children aligned inside the stack's width 200: leading → x = 0; center → 85 and 75.
        let children = [color("a", frame(width: 30, height: 10)), color("b", frame(width: 50, height: 10))]
        let leading = try run(Self.lazyV(alignment: .leading, children), P(200, 500))
        #expect(near(leading.frame("LazyVStack/Color[0].frame"), R(0, 0, 30, 10)))
        let centred = try run(Self.lazyV(alignment: .center, children), P(200, 500))
        #expect(near(centred.frame("LazyVStack/Color[0].frame"), R(85, 0, 30, 10)))
        #expect(near(centred.frame("LazyVStack/Color[1].frame"), R(75, 18, 50, 10)))
    }

    @Test func lazyHStackIsTheMirrorImage() throws {
        // §10: (500, 100): children (nil, 100): 30 × 100 and 40 × 100; 30 + 8 + 40 = 78 wide, 100 tall.
        let r = try run(Self.lazyH([color("a", frame(width: 30)), color("b", frame(width: 40))]), P(500, 100))
        #expect(near(r.rootSize, S(78, 100)))
        #expect(near(r.frame("LazyHStack/Color[1].frame"), R(38, 0, 40, 100)))
    }

    @Test func noFlexibilityProbes() throws {
        // §10: no sort over the children: each is asked only (p.w, nil), never (0, …) or (inf, …).
        let r = try run(Self.lazyV([color("a"), color("b")]), P(200, 500))
        let proposals = r.proposals("LazyVStack/Color[0]")
        #expect(!proposals.isEmpty && proposals.allSatisfy { $0 == P(200, nil) })
    }
}
