import LayoutModel
import Testing

/// Color and the built-in shapes reply with the proposal, each nil replaced by 10 (spec §2); Circle is a square of the shorter side.
@Suite struct ColorShapeTests {
    @Test(arguments: [
        (P(nil, nil), S(10, 10)),      // §2: nil → 10 on both axes
        (P(0, 0), S(0, 0)),            // §2: (0,0) → (0,0)
        (P(inf, inf), S(inf, inf)),    // §2: (inf,inf) → (inf,inf)
        (P(50, nil), S(50, 10)),       // §2: finite kept, nil → 10
        (P(nil, 70), S(10, 70)),
    ])
    func colorRepliesWithTheProposal(proposal: ProposedSize, expected: Size) throws {
        let r = try run(color(), proposal)
        #expect(near(r.rootSize, expected))
    }

    @Test(arguments: [ShapeKind.rectangle, .roundedRectangle(cornerRadius: 8), .capsule, .ellipse])
    func shapesReplyLikeColor(kind: ShapeKind) throws {
        // §2: the default Shape.sizeThatFits is the proposal with nil → 10.
        #expect(near(try run(shape(kind), P(30, nil)).rootSize, S(30, 10)))
        #expect(near(try run(shape(kind), P(inf, 0)).rootSize, S(inf, 0)))
        #expect(near(try run(shape(kind), P(nil, nil)).rootSize, S(10, 10)))
    }

    @Test func circleIsASquareOfTheShorterSide() throws {
        // §2 (OSU Shapes.swift:296): side = min(w, h) after nils become 10.
        #expect(near(try run(shape(.circle), P(30, 50)).rootSize, S(30, 30)))   // min(30, 50)
        #expect(near(try run(shape(.circle), P(nil, 50)).rootSize, S(10, 10)))  // min(10, 50)
        #expect(near(try run(shape(.circle), P(80, inf)).rootSize, S(80, 80)))  // min(80, inf)
    }

    @Test func colorFillsAFixedFrameCentred() throws {
        // §12: frame(width: 40) asks the Color (40, 100); the Color replies (40, 100); the frame is (40, 100).
        // At the root (100, 100) the frame sits at the origin and the Color inside it at (0, 0).
        let r = try run(color("red", frame(width: 40)), P(100, 100))
        #expect(near(r.rootSize, S(40, 100)))
        #expect(near(r.frame("Color"), R(0, 0, 40, 100)))
    }
}
