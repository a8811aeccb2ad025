// Models: Grid and GridRow (spec §11). Documented: cells fill columns in order, a non-GridRow child is a row
// spanning all columns, columns take their widest cell, flexible columns share what is left, gridCellColumns,
// gridCellUnsizedAxes, gridColumnAlignment, GridRow(alignment:), gridCellAnchor.
// Inferred (spec §11.2, §11.3, docs/fidelity.md): every cell is probed with (0, 0) then (∞, ∞); columns and
// then rows share space with the stack rule; a cell is proposed its columns' widths plus the gaps between
// them and its row's height; default spacing 8; a spanning cell that wants more than its columns (a Divider row)
// widens them with the width left unused, shared equally (the grid then fills its parent, spec §6 [doc]; the
// share is inferred).
// Known bug, quirk `grid-span-min-reservation` (FB14556654, seed 002): a cell that spans columns through
// `.gridCellColumns(n)` has its zero-proposal width reserved from the space the columns share, and the
// reservation is never given back, so the grid comes out short by that width. This reproduces the seed's
// log exactly: (350 − 3 × 8 − 8) / 4 = 79.5 per column, 2 × 79.5 + 8 = 167 for the span, 342 for the grid.
// Alternative hypothesis H1 behind `grid-span-share-without-internal-gaps`. Status: inferred.
// Sums of widths and gaps and products with counts saturate (`Saturating`), so huge spacing gives no NaN.
import LayoutModel

/// The shape of a grid, resolved when the tree is compiled.
struct GridSpec {
    var rows: [GridRowSpec]
    var columnCount: Int
    var alignment: Alignment
    var horizontalSpacing: Double
    var verticalSpacing: Double
}

struct GridRowSpec {
    var cells: [GridCell]
    var alignment: VerticalAlignment?
}

/// One cell: which child of the grid node it is, its first column, and how many columns it spans.
struct GridCell {
    var child: Int
    var column: Int
    var span: Int
    /// Spanning through `.gridCellColumns(n)`, as opposed to a full-width row.
    var explicitSpan: Bool
}

/// What a grid remembers: probe replies, and its layout for each proposal it was sized for.
final class GridState {
    var minimums: [Size]?
    var maximums: [Size] = []
    var results: [ProposedSize: GridLayout] = [:]
}

/// Column widths, row heights and the proposal each cell gets.
struct GridLayout {
    var size: Size
    var columnX: [[Double]]
    var rowY: [Double]
    var rowHeights: [Double]
    var cellWidths: [[Double]]
}

enum GridBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ spec: GridSpec, _ p: ProposedSize) -> Size {
        layout(ctx, n, spec, p).size
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ spec: GridSpec, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        let grid = layout(ctx, n, spec, proposal)
        let children = ctx.children(n)
        var columnAlignments = [HorizontalAlignment?](filledWith: nil, count: spec.columnCount)
        for row in spec.rows {
            for cell in row.cells where cell.span == 1 {
                if let a = ctx.node(children[cell.child]).gridTraits.columnAlignment { columnAlignments[cell.column] = a }
            }
        }
        for (r, row) in spec.rows.enumerated() {
            for (k, cell) in row.cells.enumerated() {
                let child = children[cell.child]
                let box = Size(width: grid.cellWidths[r][k], height: grid.rowHeights[r])
                let traits = ctx.node(child).gridTraits
                let alignment = Alignment(
                    horizontal: cell.span == 1 ? columnAlignments[cell.column] ?? spec.alignment.horizontal : spec.alignment.horizontal,
                    vertical: row.alignment ?? spec.alignment.vertical)
                let cellOrigin = Point(x: grid.columnX[r][k], y: grid.rowY[r])
                ctx.placeChild(child, proposal: ProposedSize(box), into: &placements) { childSize in
                    let offset: Point
                    if let anchor = traits.anchor {
                        offset = Point(x: Saturating.multiply(Saturating.subtract(box.width, childSize.width), anchor.x),
                                       y: Saturating.multiply(Saturating.subtract(box.height, childSize.height), anchor.y))
                    } else {
                        offset = ctx.align(child, childSize, proposal: ProposedSize(box), in: box, alignment)
                    }
                    return cellOrigin + offset
                }
            }
        }
    }

    static func layout(_ ctx: LayoutContext, _ n: Int32, _ spec: GridSpec, _ p: ProposedSize) -> GridLayout {
        let state = ctx.gridStates[Int(n)] ?? { let s = GridState(); ctx.gridStates[Int(n)] = s; return s }()
        if let known = state.results[p] { return known }
        let children = ctx.children(n)
        let h1 = ctx.quirks.contains(.gridSpanShareWithoutInternalGaps)
        let hs = spec.horizontalSpacing
        let widestRow = spec.rows.map(\.cells.count).max() ?? 0
        let columnGaps = Saturating.multiply(Double(max((h1 ? widestRow : spec.columnCount) - 1, 0)), hs)
        if (p.width != nil || p.height != nil) && state.minimums == nil { probe(ctx, children, spec, state) }

        let widths = columnWidths(ctx, children, spec, state, p.width, columnGaps: columnGaps, spanGaps: !h1)
        func cellWidth(_ cell: GridCell) -> Double {
            let columns = Saturating.sum(widths[cell.column..<min(cell.column + cell.span, widths.count)])
            return h1 ? columns : Saturating.add(columns, Saturating.multiply(Double(cell.span - 1), hs))
        }
        let cellWidths = spec.rows.map { $0.cells.map(cellWidth) }
        let heights = rowHeights(ctx, children, spec, state, p.height, cellWidths: cellWidths)

        var columnX: [[Double]] = []
        for (r, row) in spec.rows.enumerated() {
            var running = 0.0
            columnX.append(row.cells.enumerated().map { k, cell in
                if h1 {
                    defer { running = Saturating.add(running, Saturating.add(cellWidths[r][k], hs)) }
                    return running
                }
                return Saturating.add(Saturating.sum(widths[0..<cell.column]), Saturating.multiply(Double(cell.column), hs))
            })
        }
        var rowY: [Double] = []
        var y = 0.0
        for height in heights {
            rowY.append(y)
            y = Saturating.add(y, Saturating.add(height, spec.verticalSpacing))
        }
        let totalHeight = Saturating.add(Saturating.sum(heights),
                                         Saturating.multiply(Double(max(heights.count - 1, 0)), spec.verticalSpacing))
        let result = GridLayout(size: Size(width: Saturating.add(Saturating.sum(widths), columnGaps), height: totalHeight),
                                columnX: columnX, rowY: rowY, rowHeights: heights, cellWidths: cellWidths)
        state.results[p] = result
        return result
    }

    /// Every cell answers the zero and the infinite proposal, in row order (seed 002 shows both, in that order).
    private static func probe(_ ctx: LayoutContext, _ children: [Int32], _ spec: GridSpec, _ state: GridState) {
        var minimums = [Size](filledWith: .zero, count: children.count)
        var maximums = [Size](filledWith: .zero, count: children.count)
        for row in spec.rows {
            for cell in row.cells {
                minimums[cell.child] = ctx.size(of: children[cell.child], .zero, .probeMin)
                maximums[cell.child] = ctx.size(of: children[cell.child], .infinity, .probeMax)
            }
        }
        state.minimums = minimums
        state.maximums = maximums
    }

    private static func columnWidths(_ ctx: LayoutContext, _ children: [Int32], _ spec: GridSpec, _ state: GridState,
                                     _ proposed: Double?, columnGaps: Double, spanGaps: Bool) -> [Double] {
        let count = spec.columnCount
        var lower = [Double](filledWith: 0, count: count)
        var upper = [Double](filledWith: 0, count: count)
        var priority = [Double](filledWith: -.infinity, count: count)
        var hasSingle = [Bool](filledWith: false, count: count)
        var widths = [Double](filledWith: 0, count: count)
        let sized = spec.rows.flatMap(\.cells).filter { !ctx.node(children[$0.child]).gridTraits.unsizedAxes.contains(.horizontal) }

        guard let proposed else {
            // Unspecified width: each column is as wide as its widest cell's ideal width.
            for cell in sized {
                let ideal = ctx.size(of: children[cell.child], .unspecified, .ideal).width
                let share = Saturating.subtract(ideal, Saturating.multiply(Double(cell.span - 1), spec.horizontalSpacing)) / Double(cell.span)
                for c in cell.column..<min(cell.column + cell.span, count) where cell.span == 1 || !hasSingle[c] {
                    widths[c] = max(widths[c], cell.span == 1 ? ideal : share)
                    if cell.span == 1 { hasSingle[c] = true }
                }
            }
            return widths
        }
        let minimums = state.minimums!, maximums = state.maximums
        for cell in sized where cell.span == 1 {
            let c = cell.column
            lower[c] = hasSingle[c] ? max(lower[c], minimums[cell.child].width) : minimums[cell.child].width
            upper[c] = hasSingle[c] ? max(upper[c], maximums[cell.child].width) : maximums[cell.child].width
            priority[c] = max(priority[c], ctx.node(children[cell.child]).priority)
            hasSingle[c] = true
        }
        var reserved = 0.0
        for cell in sized where cell.span > 1 {
            let share = Saturating.subtract(maximums[cell.child].width,
                                            Saturating.multiply(Double(cell.span - 1), spec.horizontalSpacing)) / Double(cell.span)
            for c in cell.column..<min(cell.column + cell.span, count) where !hasSingle[c] {
                upper[c] = max(upper[c], share)
                priority[c] = max(priority[c], ctx.node(children[cell.child]).priority)
            }
            if cell.explicitSpan && ctx.quirks.contains(.gridSpanMinimumReservation) {
                reserved = Saturating.add(reserved, max(0, minimums[cell.child].width))
            }
        }
        for c in 0..<count where priority[c] == -.infinity { priority[c] = 0 }
        let order = SpaceDistribution.prioritize(count: count, priority: { priority[$0] }, bounds: { (lower[$0], upper[$0]) })
        SpaceDistribution.distribute(order: order, available: Saturating.subtract(Saturating.subtract(proposed, columnGaps), reserved),
                                     priority: { priority[$0] },
                                     minimum: { lower[$0] }, take: { c, offer in
                                         widths[c] = max(min(offer, upper[c]), lower[c])
                                         return widths[c]
                                     })
        if !ctx.quirks.contains(.gridSpanMinimumReservation) {
            // A correct grid widens a span's columns until the span's minimum fits.
            for cell in sized where cell.span > 1 {
                let columns = cell.column..<min(cell.column + cell.span, count)
                let have = Saturating.add(Saturating.sum(columns.lazy.map { widths[$0] }),
                                          Saturating.multiply(Double(cell.span - 1), spec.horizontalSpacing))
                let missing = Saturating.subtract(minimums[cell.child].width, have)
                if missing > 0 { for c in columns { widths[c] = Saturating.add(widths[c], missing / Double(columns.count)) } }
            }
        }
        // A spanning cell that takes more than its columns got (a full-width Divider takes all it is offered)
        // widens them with the width the columns left unused, shared equally: a Grid holding a Divider row fills
        // its parent (spec §6, §11.1). Nothing is unused after a reservation or a flexible column, so seed 002
        // keeps its 342.
        var unused = Saturating.subtract(Saturating.subtract(Saturating.subtract(proposed, columnGaps), reserved), Saturating.sum(widths))
        for cell in sized where cell.span > 1 && unused > 0 {
            let columns = cell.column..<min(cell.column + cell.span, count)
            let gaps = spanGaps ? Saturating.multiply(Double(cell.span - 1), spec.horizontalSpacing) : 0
            let have = Saturating.add(Saturating.sum(columns.lazy.map { widths[$0] }), gaps)
            let grow = min(Saturating.subtract(maximums[cell.child].width, have), unused)
            if grow > 0 {
                for c in columns { widths[c] = Saturating.add(widths[c], grow / Double(columns.count)) }
                unused = Saturating.subtract(unused, grow)
            }
        }
        return widths
    }

    private static func rowHeights(_ ctx: LayoutContext, _ children: [Int32], _ spec: GridSpec, _ state: GridState,
                                   _ proposed: Double?, cellWidths: [[Double]]) -> [Double] {
        let count = spec.rows.count
        var heights = [Double](filledWith: 0, count: count)
        func sizedCells(_ r: Int) -> [(GridCell, Double)] {
            zip(spec.rows[r].cells, cellWidths[r]).filter { !ctx.node(children[$0.0.child]).gridTraits.unsizedAxes.contains(.vertical) }
        }
        guard let proposed else {
            for r in 0..<count {
                for (cell, width) in sizedCells(r) {
                    heights[r] = max(heights[r], ctx.size(of: children[cell.child], ProposedSize(width: width, height: nil), .ideal).height)
                }
            }
            return heights
        }
        let minimums = state.minimums!, maximums = state.maximums
        var lower = [Double](filledWith: 0, count: count)
        var upper = [Double](filledWith: 0, count: count)
        var priority = [Double](filledWith: 0, count: count)
        for r in 0..<count {
            let cells = sizedCells(r)
            lower[r] = cells.map { minimums[$0.0.child].height }.max() ?? 0
            upper[r] = cells.map { maximums[$0.0.child].height }.max() ?? 0
            priority[r] = cells.map { ctx.node(children[$0.0.child]).priority }.max() ?? 0
        }
        let order = SpaceDistribution.prioritize(count: count, priority: { priority[$0] }, bounds: { (lower[$0], upper[$0]) })
        let gaps = Saturating.multiply(Double(max(count - 1, 0)), spec.verticalSpacing)
        SpaceDistribution.distribute(order: order, available: Saturating.subtract(proposed, gaps), priority: { priority[$0] },
                                     minimum: { lower[$0] }, take: { r, offer in
                                         for (cell, width) in sizedCells(r) {
                                             let proposal = ProposedSize(width: width, height: offer)
                                             heights[r] = max(heights[r], ctx.size(of: children[cell.child], proposal, .distribute).height)
                                         }
                                         return heights[r]
                                     })
        return heights
    }
}
