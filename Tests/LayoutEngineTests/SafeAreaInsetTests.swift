import LayoutModel
import Testing

/// `.safeAreaInset` and `.safeAreaPadding` as OpenSwiftUI's InsetViewLayout and SafeAreaPaddingModifier (audited for
/// SwiftUI 6.5.4) lay them out: the view's minimum on the edge's axis first, the content proposed what it leaves, the
/// view proposed the rest; the view pinned to the opposite edge, the content to the edge and aligned across.
@Suite struct SafeAreaInsetTests {
    private func inset(_ edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, _ content: ViewNode) -> Modifier {
        .safeAreaInset(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: [content]))
    }

    @Test func aBottomBarTakesItsHeightAndTheDefaultSpacing() throws {
        // Nil spacing between two views without preferences is the default 8. The Color's minimum height is 0, so the
        // bar is proposed (300, 500 − 8 − 0) and answers 44; the Color is proposed (300, 500 − 44 − 8) = (300, 448).
        // Placing replays the sizing, the minimum included (a cache hit in SwiftUI).
        let r = try run(color("c", inset(.bottom, color("bar", frame(height: 44)))), P(300, 500))
        #expect(near(r.rootSize, S(300, 500)))
        #expect(r.requests("Color") == [req(P(300, 0), .probeMin), req(P(300, 448), .measure),
                                        req(P(300, 0), .probeMin), req(P(300, 448), .place)])
        #expect(near(r.frame("Color"), R(0, 0, 300, 448)))
        #expect(near(r.frame("Color.safeAreaInset.content/Color.frame"), R(0, 456, 300, 44)))
        #expect(near(r.placementProposal("Color.safeAreaInset.content/Color.frame"), P(300, 492)))
    }

    @Test func anUnspecifiedAxisIsPassedOnWithoutAProbe() throws {
        // With a nil proposal neither view is probed: both get (nil, nil); the Color's ideal is 10 × 10, the bar's
        // 10 × 44, and the inset replies 10 × (44 + 8 + 10).
        let r = try run(color("c", inset(.bottom, color("bar", frame(height: 44)))), P(nil, nil))
        #expect(near(r.rootSize, S(10, 62)))
        #expect(r.requests("Color").first == req(P(nil, nil), .measure))
    }

    @Test func aLeadingInsetIsAlignedOnTheGuideAcross() throws {
        // Spacing 0, top alignment: the sidebar (50 × 20) is proposed (200, 100), the Color (150, 100). The Color is
        // pinned to the trailing edge, x 50; the sidebar to the leading edge, and across on the top guide: y 0.
        let r = try run(color("c", inset(.leading, alignment: Alignment(horizontal: .center, vertical: .top), spacing: 0,
                                         color("side", frame(width: 50, height: 20)))), P(200, 100))
        #expect(near(r.rootSize, S(200, 100)))
        #expect(near(r.frame("Color"), R(50, 0, 150, 100)))
        #expect(near(r.frame("Color.safeAreaInset.content/Color.frame"), R(0, 0, 50, 20)))
    }

    @Test func safeAreaPaddingIsFourInsetsTopFirst() throws {
        // `.safeAreaPadding(.horizontal, 20)`: four layers named after it, each probing the view inside at 0 on its
        // axis; the innermost (top) probe reaches the Color at (0, 0). The Color is proposed 260 × 100, at x 20.
        let r = try run(color("c", .safeAreaPadding(EdgeSet.horizontal.insets(20))), P(300, 100))
        #expect(near(r.rootSize, S(300, 100)))
        #expect(near(r.frame("Color"), R(20, 0, 260, 100)))
        #expect(r.requests("Color").first == req(P(0, 0), .probeMin))
        #expect(r.paths.filter { $0.hasSuffix(".safeAreaPadding") }.count == 4)
    }
}
