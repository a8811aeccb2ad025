import LayoutModel
import Testing

/// LazyVGrid / LazyHGrid (LazyGridBehavior; docs/fidelity.md "Lazy grids"): the columns from the items and the proposed
/// width, the rows from the cells, alignment, and what happens where nothing was measured.
@Suite struct LazyGridTests {
    static func vGrid(_ items: [LazyGridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                      _ cells: [ViewNode]) -> ViewNode {
        ViewNode(element: .lazyVGrid(columns: items, alignment: alignment, spacing: spacing), children: cells)
    }

    static func cells(_ count: Int, height: Double = 50) -> [ViewNode] {
        (0..<count).map { color("c\($0)", frame(height: height)) }
    }

    static func widths(_ run: LayoutRun, _ count: Int) -> [Double?] {
        (0..<count).map { run.frame("LazyVGrid/Color[\($0)].frame")?.size.width }
    }

    static func xs(_ run: LayoutRun, _ count: Int) -> [Double?] {
        (0..<count).map { run.frame("LazyVGrid/Color[\($0)].frame")?.origin.x }
    }

    @Test func aFixedColumnThenAdaptiveOnesAsObjcIoMeasured() throws {
        // objc.io quiz 1: 200 − 70 − 8 = 122 for the adaptive item: ⌊(122 + 8) / 48⌋ = 2 columns of 57. Five cells
        // make two rows of 50, 8 apart.
        let r = try run(Self.vGrid([LazyGridItem(.fixed(70)), LazyGridItem(.adaptive(minimum: 40, maximum: .infinity))], Self.cells(5)),
                        P(200, 400))
        #expect(Self.widths(r, 5) == [70, 57, 57, 70, 57])
        #expect(Self.xs(r, 5) == [0, 78, 143, 0, 78])
        #expect(r.frame("LazyVGrid/Color[3].frame")?.origin.y == 58)
        #expect(r.rootSize == S(200, 108))
        // Each cell is measured at (column width, nil) and placed at (column width, row height).
        #expect(r.proposals("LazyVGrid/Color[1].frame") == [P(57, nil), P(57, 50)])
    }

    @Test func anAdaptiveItemOfferedLessThanItsMinimumTakesWhatIsLeft() throws {
        // objc.io quiz 2: the flexible column is offered 96 and takes its minimum 140; the adaptive one gets 52 < 70.
        let r = try run(Self.vGrid([LazyGridItem(.flexible(minimum: 140, maximum: .infinity)),
                                    LazyGridItem(.adaptive(minimum: 70, maximum: .infinity))], Self.cells(2)), P(200, 400))
        #expect(Self.widths(r, 2) == [140, 52])
        #expect(Self.xs(r, 2) == [0, 148])
    }

    @Test func overflowingMinimumsAreLaidOutAgainFromTheGridsOwnWidth() throws {
        // objc.io quiz 3: sized 96 + 8 + 120 = 224; placed from 224: 108 and 120, from the leading edge.
        let items = [LazyGridItem(.flexible(minimum: 50, maximum: .infinity)), LazyGridItem(.flexible(minimum: 120, maximum: .infinity))]
        let quirk = try run(Self.vGrid(items, Self.cells(2)), P(200, 400))
        #expect(quirk.rootSize == S(224, 50))
        #expect(Self.widths(quirk, 2) == [108, 120])
        #expect(Self.xs(quirk, 2) == [0, 116])
        #expect(quirk.proposals("LazyVGrid/Color[0].frame") == [P(96, nil), P(108, nil), P(108, 50)])
        // Without the quirk the grid places what it sized.
        let plain = try run(Self.vGrid(items, Self.cells(2)), P(200, 400), quirks: quirks(.lazyGridPlacesFromOwnWidth, false))
        #expect(Self.widths(plain, 2) == [96, 120])
        #expect(Self.xs(plain, 2) == [0, 104])
    }

    @Test func spaceALaterColumnLeavesIsNotGivenBack() throws {
        // 208 − 8 = 200: the first column takes 100, the second its maximum 50; 50 stay unused and the centred
        // block starts at 25. Reversed, the first takes 50 and the second the 150 left.
        let r = try run(Self.vGrid([LazyGridItem(), LazyGridItem(.flexible(minimum: 10, maximum: 50))], Self.cells(2)), P(208, 400))
        #expect(Self.widths(r, 2) == [100, 50])
        #expect(Self.xs(r, 2) == [25, 133])
        let reversed = try run(Self.vGrid([LazyGridItem(.flexible(minimum: 10, maximum: 50)), LazyGridItem()], Self.cells(2)), P(208, 400))
        #expect(Self.widths(reversed, 2) == [50, 150])
        let leading = try run(Self.vGrid([LazyGridItem(), LazyGridItem(.flexible(minimum: 10, maximum: 50))], alignment: .leading,
                                         Self.cells(2)), P(208, 400))
        #expect(Self.xs(leading, 2) == [0, 108])
    }

    @Test func anAdaptiveItemsMaximumAndItsOwnSpacing() throws {
        // adaptive(60…80) in 100: one column (⌊108 / 68⌋ = 1) of min(80, 100) = 80, centred: x = 10.
        let clamped = try run(Self.vGrid([LazyGridItem(.adaptive(minimum: 60, maximum: 80))], Self.cells(1)), P(100, 400))
        #expect(Self.widths(clamped, 1) == [80])
        #expect(Self.xs(clamped, 1) == [10])
        // Spacing 2 between its own columns: ⌊(100 + 2) / 22⌋ = 4 columns of (100 − 6) / 4 = 23.5.
        let tight = try run(Self.vGrid([LazyGridItem(.adaptive(minimum: 20, maximum: .infinity), spacing: 2)], Self.cells(4)), P(100, 400))
        #expect(Self.widths(tight, 4) == [23.5, 23.5, 23.5, 23.5])
        #expect(Self.xs(tight, 4) == [0, 25.5, 51, 76.5])
    }

    @Test func rowsAreAsTallAsTheirTallestCellAndCellsAlignInTheirBox() throws {
        // Row 1: 30 and 60 → 60; the 30 pt cell is centred (y 15) by default, at the top with alignment .top.
        let cells = [color("a", frame(height: 30)), color("b", frame(height: 60)), color("c", frame(height: 10))]
        let centred = try run(Self.vGrid([LazyGridItem(), LazyGridItem()], spacing: 4, cells), P(100, 400))
        #expect(centred.frame("LazyVGrid/Color[0].frame") == R(0, 15, 46, 30))
        #expect(centred.frame("LazyVGrid/Color[2].frame") == R(0, 64, 46, 10))
        #expect(centred.rootSize == S(100, 74))
        let top = try run(Self.vGrid([LazyGridItem(alignment: Alignment(horizontal: .center, vertical: .top)), LazyGridItem()], cells), P(100, 400))
        #expect(top.frame("LazyVGrid/Color[0].frame") == R(0, 0, 46, 30))
    }

    @Test func aLazyHGridIsTheTranspose() throws {
        // Rows 60 | 8 | 60 | 0 | the flexible rest 172 of 300; columns as wide as their widest cell, 12 apart.
        let cells = [color("a", frame(width: 30, height: 10)), color("b", frame(width: 50, height: 10)),
                     color("c", frame(width: 20, height: 10)), color("d", frame(width: 40, height: 10))]
        let grid = ViewNode(element: .lazyHGrid(rows: [LazyGridItem(.fixed(60)), LazyGridItem(.fixed(60), spacing: 0), LazyGridItem()],
                                                alignment: .center, spacing: 12), children: cells)
        let r = try run(grid, P(400, 300))
        #expect(r.rootSize == S(50 + 12 + 40, 300))
        #expect(r.frame("LazyHGrid/Color[0].frame") == R(10, 25, 30, 10))
        #expect(r.frame("LazyHGrid/Color[2].frame") == R(15, 209, 20, 10))
        #expect(r.frame("LazyHGrid/Color[3].frame") == R(62, 25, 40, 10))
        #expect(r.proposals("LazyHGrid/Color[2].frame") == [P(nil, 172), P(50, 172)])
    }

    @Test func withoutAProposedWidthEachItemTakesItsMinimum() throws {
        // Inferred: fixed 40, flexible → 10, adaptive → one column of 30; 40 + 8 + 10 + 8 + 30 = 96.
        let items = [LazyGridItem(.fixed(40)), LazyGridItem(), LazyGridItem(.adaptive(minimum: 30, maximum: .infinity))]
        let r = try run(Self.vGrid(items, Self.cells(3)), P(nil, nil))
        #expect(r.rootSize == S(96, 50))
        #expect(Self.widths(r, 3) == [40, 10, 30])
    }

    @Test func unboundedAndDegenerateItemsStayBounded() throws {
        // An infinite offer: the flexible column takes it, the grid is infinitely wide, and an adaptive item holds one
        // column rather than 2⁵³; no items at all lay nothing out and loop not.
        let infinite = try run(Self.vGrid([LazyGridItem(.adaptive(minimum: 10, maximum: .infinity))], Self.cells(3)), P(inf, 400))
        #expect(infinite.rootSize == S(inf, 50 + 8 + 50 + 8 + 50))
        let huge = try run(Self.vGrid([LazyGridItem(.adaptive(minimum: 0, maximum: .infinity), spacing: 1e-300)], Self.cells(2)), P(1e300, 400))
        #expect(huge.rootSize?.height == 50)
        let empty = try run(Self.vGrid([], Self.cells(2)), P(200, 400))
        #expect(empty.rootSize == S(200, 0))
        #expect(empty.frame("LazyVGrid/Color[0].frame") == nil)
        // A minimum above the maximum: the maximum wins, as both re-implementations clamp.
        let contradictory = try run(Self.vGrid([LazyGridItem(.flexible(minimum: 80, maximum: 20))], Self.cells(1)), P(200, 400))
        #expect(Self.widths(contradictory, 1) == [20])
    }
}
