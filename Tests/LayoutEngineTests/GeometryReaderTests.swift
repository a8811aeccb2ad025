import LayoutModel
import Testing

/// GeometryReader (spec §21): takes the proposal (nil → 0), proposes its size to its content and places it top-leading.
@Suite struct GeometryReaderTests {
    static func reader(_ children: [ViewNode], _ modifiers: Modifier...) -> ViewNode {
        ViewNode(element: .geometryReader, children: children, modifiers: modifiers.map { LocatedModifier($0) })
    }

    @Test func takesTheProposal() throws {
        // §21: size = p; the 20 × 20 content is proposed (100, 80) and placed at (0, 0).
        let r = try run(Self.reader([color("c", frame(width: 20, height: 20))]), P(100, 80))
        #expect(near(r.rootSize, S(100, 80)))
        #expect(near(r.placementProposal("GeometryReader/Color[0].frame"), P(100, 80)))
        #expect(near(r.frame("GeometryReader/Color[0].frame"), R(0, 0, 20, 20)))
    }

    @Test func nilBecomesZero() throws {
        // §21: replacingUnspecifiedDimensions(by: .zero).
        #expect(near(try run(Self.reader([color()]), P(nil, nil)).rootSize, S(0, 0)))
        #expect(near(try run(Self.reader([color()]), P(50, nil)).rootSize, S(50, 0)))
    }

    @Test func contentIsNotAskedWhileSizing() throws {
        // §21: the size depends on the proposal only; the content is asked once, at placement, with the reader's size.
        let r = try run(Self.reader([color()]), P(100, 80))
        #expect(near(r.requests("GeometryReader/Color[0]"), [req(P(100, 80), .place)]))
    }

    @Test func beforeIOS14ContentIsCentred() throws {
        // §21: without geometry-reader-top-leading the content is centred: (50 − 10, 40 − 10).
        let r = try run(Self.reader([color("c", frame(width: 20, height: 20))]), P(100, 80),
                        quirks: quirks(.geometryReaderTopLeading, false))
        #expect(near(r.frame("GeometryReader/Color[0].frame"), R(40, 30, 20, 20)))
    }

    @Test func inAnOverlayItMeasuresThePrimary() throws {
        // §21 / §18: proposed the primary's size (50, 30), it is 50 × 30 and gives its content (50, 30).
        let r = try run(color("p", frame(width: 50, height: 30), .overlay(alignment: .center, content: [Self.reader([color("c")])])),
                        P(200, 200))
        #expect(near(r.frame("Color.frame.overlay/GeometryReader"), R(0, 0, 50, 30)))
        #expect(near(r.frame("Color.frame.overlay/GeometryReader/Color[0]"), R(0, 0, 50, 30)))
    }
}
