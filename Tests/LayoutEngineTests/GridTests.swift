import LayoutModel
import Testing

/// Grid and GridRow (spec §11): columns take their widest cell, flexible columns share what is left, full-width rows,
/// gridCellUnsizedAxes, alignment overrides, spacing; the (0,0) / (inf,inf) probes of §11.2.
@Suite struct GridTests {
    static func cell(_ w: Double, _ h: Double) -> ViewNode { color("c", frame(width: w, height: h)) }

    @Test func columnsTakeTheirWidestCell() throws {
        // §11.1: column 0 = max(40, 60) = 60, column 1 = max(20, 30) = 30; rows 10 and 10; spacing 8 (§11.2 inferred).
        // Grid = 60 + 8 + 30 = 98 wide, 10 + 8 + 10 = 28 tall. The 40-wide cell is centred in its 60 column: x = 10.
        let g = grid([gridRow([Self.cell(40, 10), Self.cell(20, 10)]), gridRow([Self.cell(60, 10), Self.cell(30, 10)])])
        for proposal in [P(nil, nil), P(300, 300)] {
            let r = try run(g, proposal)
            #expect(near(r.rootSize, S(98, 28)))
            #expect(near(r.frame("Grid/GridRow[0]/Color[0].frame"), R(10, 0, 40, 10)))
            #expect(near(r.frame("Grid/GridRow[0]/Color[1].frame"), R(68 + 5, 0, 20, 10)))
            #expect(near(r.frame("Grid/GridRow[1]/Color[1].frame"), R(68, 18, 30, 10)))
        }
    }

    @Test func flexibleColumnsShareTheRemainingWidth() throws {
        // §11.1: at (200, 100), column 0 is a fixed 50; the two Color columns share 200 − 16 − 50 = 134 → 67 each.
        // The single row takes the offered 100 (the Colors fill it).
        let r = try run(grid([gridRow([Self.cell(50, 10), color("a"), color("b")])]), P(200, 100))
        #expect(near(r.rootSize, S(200, 100)))
        #expect(near(r.frame("Grid/GridRow[0]/Color[1]"), R(58, 0, 67, 100)))
        #expect(near(r.frame("Grid/GridRow[0]/Color[2]"), R(133, 0, 67, 100)))
    }

    @Test func everyCellIsProbedWithZeroThenInfinity() throws {
        // §11.2 (a): both axes at once, (0,0) then (inf,inf), before the distribution.
        let r = try run(grid([gridRow([color("a"), color("b")])]), P(100, 50))
        #expect(near(r.requests("Grid/GridRow[0]/Color[0]"), [
            req(P(0, 0), .probeMin), req(P(inf, inf), .probeMax), req(P(46, 50), .distribute), req(P(46, 50), .place),
        ]))
    }

    @Test func shorterRowsGetEmptyTrailingCells() throws {
        // §11.1: column count = the longest row (3). Row 1 has one cell; columns 20, 30, 40 → 90 + 16 = 106.
        let g = grid([gridRow([Self.cell(20, 10), Self.cell(30, 10), Self.cell(40, 10)]), gridRow([Self.cell(10, 10)])])
        let r = try run(g, P(nil, nil))
        #expect(near(r.rootSize, S(106, 28)))
        #expect(near(r.frame("Grid/GridRow[1]/Color[0].frame"), R(5, 18, 10, 10)))
    }

    @Test func nonRowChildSpansAllColumns() throws {
        // §11.1: a Divider child of the Grid is a row spanning both columns. With a nil proposal the columns are their
        // ideal widths, 30 and 40; the divider row is proposed (78, nil) → (78, 1/3). Height 10 + 8 + 1/3.
        let g = grid([gridRow([Self.cell(30, 10), Self.cell(40, 10)]), divider()])
        let r = try run(g, P(nil, nil))
        #expect(near(r.rootSize, S(78, 18 + px(1))))
        #expect(near(r.frame("Grid/Divider[1]"), R(0, 18, 78, px(1))))
    }

    @Test func dividerRowMakesTheGridFillItsParent() throws {
        // §6 / §11.1 [doc]: a Divider takes all the width it is offered, so a Grid containing one widens to fill its
        // parent. At (200, 100): the columns need 30 and 40; the divider row wants all 200 → the grid is 200 wide.
        // The unused 200 − 8 − 70 = 122 is shared by the spanned columns: 30 + 61 = 91 and 40 + 61 = 101.
        let g = grid([gridRow([Self.cell(30, 10), Self.cell(40, 10)]), divider()])
        let r = try run(g, P(200, 100))
        #expect(near(r.rootSize, S(200, 18 + px(1))))
        #expect(near(r.frame("Grid/Divider[1]"), R(0, 18, 200, px(1))))
        #expect(near(r.frame("Grid/GridRow[0]/Color[0].frame"), R(30.5, 0, 30, 10)))   // centred in 91
        #expect(near(r.frame("Grid/GridRow[0]/Color[1].frame"), R(99 + 30.5, 0, 40, 10)))  // column 1 starts at 91 + 8
    }

    @Test func unsizedDividerTakesTheWidthOfTheOtherCells() throws {
        // §11.1: .gridCellUnsizedAxes(.horizontal) → the divider does not size the columns (30 + 8 + 40 = 78) and is
        // proposed that width at placement.
        let g = grid([gridRow([Self.cell(30, 10), Self.cell(40, 10)]), divider(.gridCellUnsizedAxes(.horizontal))])
        let r = try run(g, P(200, 100))
        #expect(near(r.rootSize, S(78, 18 + px(1))))
        #expect(near(r.placementProposal("Grid/Divider[1]"), P(78, px(1))))
        #expect(near(r.frame("Grid/Divider[1]"), R(0, 18, 78, px(1))))
    }

    @Test func gridCellColumnsSpansColumnsAndGaps() throws {
        // §11.1 / §11.3: a 2-column span over columns of 30 and 40 is proposed 30 + 8 + 40 = 78 wide at placement.
        let g = grid([gridRow([Self.cell(30, 10), Self.cell(40, 10)]), gridRow([color("wide", .gridCellColumns(2))])])
        let r = try run(g, P(nil, nil))
        #expect(near(r.placementProposal("Grid/GridRow[1]/Color[0]"), P(78, 10)))
        #expect(near(r.frame("Grid/GridRow[1]/Color[0]"), R(0, 18, 78, 10)))
    }

    @Test func columnAlignmentOverridesTheGrid() throws {
        // §11.1: gridColumnAlignment(.leading) on one cell aligns the whole column leading: the 40-wide cell sits at
        // x = 0 in its 60-wide column, in both rows' cells of column 0.
        let g = grid([gridRow([color("a", frame(width: 40, height: 10), .gridColumnAlignment(.leading))]),
                      gridRow([Self.cell(60, 10)]), gridRow([Self.cell(20, 10)])])
        let r = try run(g, P(nil, nil))
        #expect(near(r.frame("Grid/GridRow[0]/Color[0].frame"), R(0, 0, 40, 10)))
        #expect(near(r.frame("Grid/GridRow[2]/Color[0].frame"), R(0, 36, 20, 10)))
    }

    @Test func rowAlignmentOverridesTheGrid() throws {
        // §11.1: GridRow(alignment: .top): the 10-tall cell sits at the top of the 30-tall row, not at y = 10.
        let g = grid([gridRow(alignment: .top, [Self.cell(20, 10), Self.cell(20, 30)])])
        let r = try run(g, P(nil, nil))
        #expect(near(r.frame("Grid/GridRow[0]/Color[0].frame"), R(0, 0, 20, 10)))
        let centred = try run(grid([gridRow([Self.cell(20, 10), Self.cell(20, 30)])]), P(nil, nil))
        #expect(near(centred.frame("Grid/GridRow[0]/Color[0].frame"), R(0, 10, 20, 10)))
    }

    @Test func cellAnchorWins() throws {
        // §11.1: gridCellAnchor(bottomTrailing) in a 60 × 30 cell for a 20 × 10 view → (40, 20), over the row's .top.
        let anchored = color("a", frame(width: 20, height: 10), .gridCellAnchor(UnitPoint(x: 1, y: 1)))
        let g = grid([gridRow(alignment: .top, [anchored, Self.cell(10, 30)]), gridRow([Self.cell(60, 10)])])
        let r = try run(g, P(nil, nil))
        #expect(near(r.frame("Grid/GridRow[0]/Color[0].frame"), R(40, 20, 20, 10)))
    }

    @Test func explicitSpacing() throws {
        // §11.1: Grid(horizontalSpacing: 2, verticalSpacing: 4): 20 + 2 + 30 wide, 10 + 4 + 10 tall.
        let g = grid(horizontalSpacing: 2, verticalSpacing: 4,
                     [gridRow([Self.cell(20, 10), Self.cell(30, 10)]), gridRow([Self.cell(20, 10), Self.cell(30, 10)])])
        let r = try run(g, P(nil, nil))
        #expect(near(r.rootSize, S(52, 24)))
        #expect(near(r.frame("Grid/GridRow[1]/Color[1].frame"), R(22, 14, 30, 10)))
    }

    @Test func flexibleRowsShareTheHeight() throws {
        // §11.1: rows of Colors share the height left by the fixed 10-tall row, which is sized first (flex 0).
        let g = grid([gridRow([Self.cell(20, 10)]), gridRow([color("a")]), gridRow([color("b")])])
        let r = try run(g, P(100, 100))
        // The single column (min 20, max inf) takes the whole 100. Heights: 10, then (100 − 16 − 10) / 2 = 37 each.
        #expect(near(r.frame("Grid/GridRow[0]/Color[0].frame"), R(40, 0, 20, 10)))
        #expect(near(r.frame("Grid/GridRow[1]/Color[0]"), R(0, 18, 100, 37)))
        #expect(near(r.frame("Grid/GridRow[2]/Color[0]"), R(0, 63, 100, 37)))
    }
}
