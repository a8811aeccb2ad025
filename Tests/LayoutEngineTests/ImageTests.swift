import LayoutModel
import Testing

/// Image (spec §4): natural size for every proposal; `.resizable()` takes the proposal (nil → natural);
/// scaledToFit / scaledToFill are aspectRatio(nil, .fit / .fill) (§16).
@Suite struct ImageTests {
    @Test(arguments: [P(0, 0), P(100, 100), P(nil, nil), P(inf, inf), P(10, nil)])
    func naturalSizeIgnoresTheProposal(proposal: ProposedSize) throws {
        // §4: a non-resizable image returns its natural size, 40 × 30, whatever it is proposed.
        #expect(near(try run(image(40, 30), proposal).rootSize, S(40, 30)))
    }

    @Test func aSymbolIsAsLargeAsItsFont() throws {
        // An SF Symbol given no size: 20 at the body's 17 pt, in proportion to the font, rounded up to the 1/3-pt grid.
        let symbol = ViewNode(element: .symbol(name: "star"))
        #expect(near(try run(symbol, P(nil, nil)).rootSize, S(20, 20)))
        // largeTitle 34: 40; title 28: 32.941 → 33; 40 pt: 47.059 → 47.333; from a container's font as well.
        var large = symbol
        large.modifiers = [LocatedModifier(font("largeTitle"))]
        #expect(near(try run(large, P(nil, nil)).rootSize, S(40, 40)))
        #expect(near(try run(view(.vStack(alignment: .center, spacing: nil), [symbol], font("title")), P(nil, nil)).frame("VStack/Image[0]"),
                     R(0, 0, 33, 33)))
        var forty = symbol
        forty.modifiers = [LocatedModifier(.font(Font(name: "system(size: 40)", size: 40)))]
        #expect(near(try run(forty, P(nil, nil)).rootSize, S(px(142), px(142))))
        // Resizable, it takes the proposal as any image does.
        var resizable = symbol
        resizable.modifiers = [LocatedModifier(.resizable)]
        #expect(near(try run(resizable, P(100, 50)).rootSize, S(100, 50)))
    }

    @Test func fixedFrameDoesNotResizeAnImage() throws {
        // §4 (netsplit): Image.frame(width: 200, height: 200) keeps the image at 40 × 30, centred:
        // x = 100 − 20 = 80, y = 100 − 15 = 85.
        let r = try run(image(40, 30, frame(width: 200, height: 200)), P(393, 852))
        #expect(near(r.rootSize, S(200, 200)))
        #expect(near(r.frame("Image"), R(80, 85, 40, 30)))
    }

    @Test func resizableTakesTheProposal() throws {
        // §4: resizable → the proposal on each axis, nil → natural size on that axis, inf → inf.
        #expect(near(try run(image(40, 30, .resizable), P(100, 50)).rootSize, S(100, 50)))
        #expect(near(try run(image(40, 30, .resizable), P(nil, 50)).rootSize, S(40, 50)))
        #expect(near(try run(image(40, 30, .resizable), P(inf, inf)).rootSize, S(inf, inf)))
        #expect(near(try run(image(40, 30, .resizable), P(nil, nil)).rootSize, S(40, 30)))
    }

    @Test func scaledToFit() throws {
        // §16 with ratio nil: r = ideal (40, 30); at (100, 100): sx = 100/40 = 2.5, sy = 100/30 = 3.333;
        // fit → 2.5 → offered (100, 75); the resizable image takes it, centred at y = (100 − 75) / 2 = 12.5.
        let r = try run(image(40, 30, .resizable, .aspectRatio(ratio: nil, contentMode: .fit)), P(100, 100))
        #expect(near(r.rootSize, S(100, 75)))
        #expect(near(r.frame("Image"), R(0, 0, 100, 75)))
        #expect(near(r.placementProposal("Image"), P(100, 75)))
    }

    @Test func scaledToFill() throws {
        // §16: fill → max(2.5, 3.333) = 10/3 → offered (40 × 10/3, 30 × 10/3) = (133.333, 100).
        let r = try run(image(40, 30, .resizable, .aspectRatio(ratio: nil, contentMode: .fill)), P(100, 100))
        #expect(near(r.rootSize, S(400.0 / 3, 100)))
    }

    @Test func aspectRatioWithoutResizableKeepsTheNaturalSize() throws {
        // §16 quirk: the modifier only proposes; a non-resizable image keeps 40 × 30.
        let r = try run(image(40, 30, .aspectRatio(ratio: 2, contentMode: .fit)), P(100, 100))
        #expect(near(r.rootSize, S(40, 30)))
    }

    @Test func resizableWithAGivenRatio() throws {
        // §16: ratio 2 → r = (2, 1); at (100, 100): sx = 50, sy = 100 → fit 50 → (100, 50).
        let r = try run(image(40, 30, .resizable, .aspectRatio(ratio: 2, contentMode: .fit)), P(100, 100))
        #expect(near(r.rootSize, S(100, 50)))
    }
}
