import LayoutModel
import Testing

/// ZStack (spec §8): sized by its highest-priority children, each proposed p; at placement every child is proposed the
/// stack's size and aligned in it.
@Suite struct ZStackTests {
    @Test func sizeIsTheLargestChildOnEachAxis() throws {
        // §8: max(50, 20) × max(20, 60) = 50 × 60; centred: the first at (0, 20), the second at (15, 0).
        let r = try run(zStack([color("a", frame(width: 50, height: 20)), color("b", frame(width: 20, height: 60))]), P(100, 100))
        #expect(near(r.rootSize, S(50, 60)))
        #expect(near(r.frame("ZStack/Color[0].frame"), R(0, 20, 50, 20)))
        #expect(near(r.frame("ZStack/Color[1].frame"), R(15, 0, 20, 60)))
    }

    @Test func alignmentPlacesEveryChildInTheBox() throws {
        // §8: bottomTrailing in 50 × 60: first (0, 40), second (30, 0).
        let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
        let r = try run(zStack(alignment: bottomTrailing, [color("a", frame(width: 50, height: 20)), color("b", frame(width: 20, height: 60))]),
                        P(100, 100))
        #expect(near(r.frame("ZStack/Color[0].frame"), R(0, 40, 50, 20)))
        #expect(near(r.frame("ZStack/Color[1].frame"), R(30, 0, 20, 60)))
    }

    @Test func childrenAreProposedPWhenSizingAndTheStackSizeWhenPlaced() throws {
        // §8: ZStack { 50 × 40; Color }.fixedSize(): sizing proposes (nil, nil) → the Color replies (10, 10); the stack
        // is 50 × 40. At placement every child gets bounds.size = (50, 40): the Color stretches.
        let r = try run(zStack([color("a", frame(width: 50, height: 40)), color("b")], fixedSize), P(393, 852))
        #expect(near(r.requests("ZStack/Color[1]"), [req(P(nil, nil), .measure), req(P(50, 40), .place)]))
        #expect(near(r.frame("ZStack/Color[1]"), R(0, 0, 50, 40)))
    }

    @Test func onlyTheHighestPriorityChildrenSizeTheStack() throws {
        // §8 / §19: the 40 × 40 child has priority 1; the Color (priority 0) is not measured while sizing, so the
        // stack is 40 × 40 even at (100, 100); the Color is then placed with (40, 40).
        let r = try run(zStack([color("a", frame(width: 40, height: 40), .layoutPriority(1)), color("b")]), P(100, 100))
        #expect(near(r.rootSize, S(40, 40)))
        #expect(near(r.requests("ZStack/Color[1]"), [req(P(40, 40), .place)]))
        #expect(near(r.frame("ZStack/Color[1]"), R(0, 0, 40, 40)))
    }

    @Test func emptyChildContainerHasLowestPriority() throws {
        // §7.4 / §19: a container with no children has priority −inf, so an empty HStack in a ZStack is only placed.
        let r = try run(zStack([hStack([]), color("b", frame(width: 30, height: 20))]), P(100, 100))
        #expect(near(r.rootSize, S(30, 20)))
        #expect(near(r.requests("ZStack/HStack[0]"), [req(P(30, 20), .place)]))
    }

    /// The wrapping-HStack idiom: in a top-leading ZStack, `.alignmentGuide(.leading) { _ in -110 }` and
    /// `.alignmentGuide(.top) { _ in -30 }` put the second child at (110, 30), on a second "row". The stack is the union
    /// of the aligned frames, 170 × 50, not its largest child, 100 × 20 (docs/fidelity.md, ZStack).
    @Test func explicitGuidesThatSpreadTheChildrenGrowTheStack() throws {
        let spread = [Modifier.alignmentGuide(ExplicitGuide(.horizontal(.leading), .number(-110))),
                      .alignmentGuide(ExplicitGuide(.vertical(.top), .number(-30)))]
        var second = color("b", frame(width: 60, height: 20))
        second.modifiers += spread.map { LocatedModifier($0) }
        let r = try run(zStack(alignment: .topLeading, [color("a", frame(width: 100, height: 20)), second]), P(393, 852))
        #expect(near(r.rootSize, S(170, 50)))
        #expect(near(r.frame("ZStack/Color[0].frame"), R(0, 0, 100, 20)))
        #expect(near(r.frame("ZStack/Color[1].frame"), R(110, 30, 60, 20)))
    }

    /// An explicit guide is the user's arithmetic and may read the other axis. A Color that the HStack probes at ∞
    /// wide has an ∞ `d[.trailing]`, which as its top guide puts its frame's top at −∞: the ZStack's union is then ∞
    /// high for the probe's finite height, as SwiftUI's arithmetic gives (docs/ARCHITECTURE.md, "Numbers"). The
    /// placing proposes finite widths, so every frame is finite.
    @Test func aGuideReadAcrossAxesCarriesAProbesInfiniteWidthIntoTheHeight() throws {
        var red = color("red")
        red.modifiers.append(LocatedModifier(.alignmentGuide(ExplicitGuide(.vertical(.top), .guide(.horizontal(.trailing))))))
        let r = try run(hStack([zStack(alignment: Alignment(horizontal: .center, vertical: .top), [red, text("a")]), text("b")]), P(393, 852))
        let probe = r.replies("HStack/ZStack[0]").first { $0.proposal.width == .infinity }
        #expect(probe?.proposal == P(.infinity, 852))
        #expect(probe?.size == S(.infinity, .infinity))
        let lengths = r.result.frames.compactMap { $0 }.flatMap { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
        #expect(!lengths.isEmpty && lengths.allSatisfy(\.isFinite))
    }

    @Test func emptyZStackIsZero() throws {
        #expect(near(try run(zStack([]), P(100, 100)).rootSize, S(0, 0)))
    }
}
