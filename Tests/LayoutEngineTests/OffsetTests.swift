import LayoutModel
import Testing

/// `.offset(x:y:)` (spec §17): render-only; layout and size are untouched and the offset is reported on its own.
@Suite struct OffsetTests {
    @Test func offsetDoesNotMoveTheLayout() throws {
        // §17: HStack(spacing: 0) { 20 × 20 offset by (5, 7); 20 × 20 }: frames as without the offset.
        let r = try run(hStack(spacing: 0, [color("a", frame(width: 20, height: 20), .offset(x: 5, y: 7)),
                                            color("b", frame(width: 20, height: 20))]), P(100, 100))
        #expect(near(r.rootSize, S(40, 20)))
        #expect(near(r.frame("HStack/Color[0].frame"), R(0, 0, 20, 20)))
        #expect(near(r.frame("HStack/Color[1].frame"), R(20, 0, 20, 20)))
        #expect(r.offset("HStack/Color[0].frame") == Point(x: 5, y: 7))
        #expect(r.offset("HStack/Color[1].frame") == Point(x: 0, y: 0))
    }

    @Test func offsetsAccumulate() throws {
        // Two offsets on the same view add up: (5, 7) + (−2, 3) = (3, 10).
        let r = try run(color("a", .offset(x: 5, y: 7), .offset(x: -2, y: 3)), P(10, 10))
        #expect(r.offset("Color") == Point(x: 3, y: 10))
        #expect(near(r.frame("Color"), R(0, 0, 10, 10)))
    }
}
