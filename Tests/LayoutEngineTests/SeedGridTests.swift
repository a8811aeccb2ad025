import LayoutModel
import Testing

/// Seed 002 (spec §11.2, FB14556654): a nested Grid spanning two columns keeps the outer Grid from filling 350 pt;
/// the two work-arounds and the layout without the span fill it.
@Suite struct SeedGridTests {
    static let nestedPath = "Grid/GridRow[0]/Grid[2]"

    static func nestedGrid(_ modifiers: Modifier...) -> ViewNode {
        ViewNode(element: .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), children: [
            gridRow([color("cyan"), color("yellow")]), color("mint"), color("green"),
        ], modifiers: modifiers.map { LocatedModifier($0) }, label: "inner")
    }

    @Test func nestedGridProbesAndProposal() throws {
        // §11.2: the outer Grid proposes, in order, (0,0), (inf,inf), then (167, 350) to the spanning nested grid.
        let r = try run(seedGrid(), P(393, 852))
        #expect(near(r.requests(Self.nestedPath), [
            req(P(0, 0), .probeMin), req(P(inf, inf), .probeMax), req(P(167, 350), .distribute),
        ]))
    }

    @Test func nestedGridReplies() throws {
        // The nested grid: 2 columns, 3 rows, spacing 8. At (0,0) its columns and rows get nothing, leaving only the
        // gaps: 1 × 8 wide, 2 × 8 tall → (8, 16). At (inf, inf) → (inf, inf). At (167, 350) it fills the proposal.
        let r = try run(seedGrid(), P(393, 852))
        let replies = r.replies(Self.nestedPath).map(\.size)
        #expect(replies.count == 3)
        #expect(near(replies.first, S(8, 16)))
        #expect(near(replies.dropFirst().first, S(inf, inf)))
        #expect(near(replies.last, S(167, 350)))
    }

    @Test func outerGridUnderfills() throws {
        // Quirk grid-span-min-reservation: the span's zero-proposal width (8) is reserved and never returned:
        // columns (350 − 3 × 8 − 8) / 4 = 79.5; span 2 × 79.5 + 8 = 167; grid 4 × 79.5 + 24 = 342, centred in 350 → x = 4.
        let r = try run(seedGrid(), P(393, 852))
        #expect(near(r.frame("Grid"), R(4, 0, 342, 350)))
        #expect(near(r.frame("Grid/GridRow[0]/Color[0]"), R(4, 0, 79.5, 350)))
        #expect(near(r.frame("Grid/GridRow[0]/Color[1]"), R(91.5, 0, 79.5, 350)))
        #expect(near(r.frame(Self.nestedPath), R(179, 0, 167, 350)))
    }

    @Test func frameMinZeroWorkaroundFills() throws {
        // A frame(minWidth: 0, minHeight: 0) around the nested grid replies (0, 0) to (0, 0): min only →
        // max(min(0, 8), 0) = 0 and max(min(0, 16), 0) = 0 (§13.2). Nothing is reserved: columns (350 − 24) / 4 = 81.5,
        // the span 2 × 81.5 + 8 = 171, the grid 350.
        let nested = Self.nestedGrid(flexFrame(minWidth: 0, minHeight: 0), .gridCellColumns(2))
        let r = try run(seedGrid(nested: nested), P(393, 852))
        #expect(near(r.replies("Grid/GridRow[0]/Grid[2].frame").first?.size, S(0, 0)))
        #expect(near(r.frame("Grid"), R(0, 0, 350, 350)))
        #expect(near(r.frame("Grid/GridRow[0]/Color[0]"), R(0, 0, 81.5, 350)))
        #expect(near(r.proposals("Grid/GridRow[0]/Grid[2].frame").last, P(171, 350)))
        // The frame passes the proposal on: clamp(171, 0, inf) = 171.
        #expect(near(r.proposals(Self.nestedPath).last, P(171, 350)))
        #expect(near(r.frame(Self.nestedPath), R(179, 0, 171, 350)))
    }

    @Test func overlayWorkaroundFills() throws {
        // Color.clear.overlay(nested grid).gridCellColumns(2): the cell is a Color, which replies (0, 0) to (0, 0);
        // columns of 81.5, the span 171; the nested grid is proposed exactly the Color's size (§18).
        let cell = ViewNode(element: .color(name: "clear"), modifiers: [
            LocatedModifier(.overlay(alignment: .center, content: [Self.nestedGrid()])), LocatedModifier(.gridCellColumns(2)),
        ])
        let r = try run(seedGrid(nested: cell), P(393, 852))
        #expect(near(r.frame("Grid"), R(0, 0, 350, 350)))
        #expect(near(r.frame("Grid/GridRow[0]/Color[1]"), R(89.5, 0, 81.5, 350)))
        #expect(near(r.frame("Grid/GridRow[0]/Color[2]"), R(179, 0, 171, 350)))
        #expect(near(r.proposals("Grid/GridRow[0]/Color[2].overlay/Grid"), [P(171, 350)]))
        #expect(near(r.frame("Grid/GridRow[0]/Color[2].overlay/Grid"), R(179, 0, 171, 350)))
    }

    @Test func withoutTheSpanTheGridFillsWithThreeColumns() throws {
        // Without gridCellColumns(2): 3 columns. The nested grid's column (min 8, max inf) has the larger minimum among
        // equally infinite flexibilities and goes first (§7.3): (350 − 2 × 8) / 3 = 111.333 each; the grid is 350.
        let r = try run(seedGrid(nested: Self.nestedGrid()), P(393, 852))
        #expect(near(r.frame("Grid"), R(0, 0, 350, 350)))
        #expect(near(r.frame("Grid/GridRow[0]/Color[0]"), R(0, 0, 334.0 / 3, 350)))
        #expect(near(r.frame(Self.nestedPath), R(2 * 334.0 / 3 + 16, 0, 334.0 / 3, 350)))
        #expect(near(r.proposals(Self.nestedPath).last, P(334.0 / 3, 350)))
    }

    @Test func correctGridArithmeticWithoutTheQuirk() throws {
        // With grid-span-min-reservation off, nothing is reserved: columns 81.5, the span proposed 171, the grid 350.
        let r = try run(seedGrid(), P(393, 852), quirks: quirks(.gridSpanMinimumReservation, false))
        #expect(near(r.frame("Grid"), R(0, 0, 350, 350)))
        #expect(near(r.proposals(Self.nestedPath).last, P(171, 350)))
    }
}
