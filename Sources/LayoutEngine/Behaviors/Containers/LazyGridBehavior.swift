// Models: LazyVGrid and LazyHGrid with GridItem .fixed, .flexible and .adaptive (docs/fidelity.md "Lazy grids"; the
// spec is silent). Written for LazyVGrid; LazyHGrid is the transpose (its items are rows, its lines columns).
// Observed (objc.io "Grid Layout" quizzes 1–3, iOS 14; the Swift Talk re-implementation compared with SwiftUI;
// swiftuifieldguide.com/layout/lazyvgrid): the columns come from the item definitions and the proposed width only,
// never from the cells. Every fixed width and the spacing after every item but the last are taken off first; then, in
// declaration order, each other item is offered an equal share of what is left: a flexible one takes it clamped to
// minimum…maximum, an adaptive one takes it as offered; what it takes is subtracted and the next one is offered a
// share of the rest (so space a later item leaves unused is not given back, and flexible minimums can overflow).
// An adaptive item offered A holds n = max(1, ⌊(A + s)/(m + s)⌋) columns of min(maximum, (A − (n−1)s)/n), its own
// spacing s between them; offered less than its minimum, one column of A (objc.io quiz 2). GridItem spacing nil is
// 8 (objc.io quiz 1). The grid is as wide as proposed, wider only when minimums overflow (quiz 3).
// Observed, iOS 14 only (quiz 3), quirk `lazy-grid-places-from-own-width`: the grid computes its columns again at
// placement from the width it reported, so an overflowing grid is drawn off centre (96 + 120 sized, 108 + 120 drawn).
// Re-implementations (objc.io, Tokamak's pixel-tested `_LazyGridLayout`): each cell is proposed (column width, nil)
// and its row is as tall as its tallest cell; at placement each cell is proposed (column width, row height) and
// aligned in that box by its item's alignment (centre when nil); the grid's alignment places the block of columns in
// the grid's width (an overflowing block starts at the leading edge: quiz 3). The grid's `spacing` is the gap between
// rows (Apple's forum thread 655111 and Tokamak's tests; Apple's parameter text says otherwise).
// Inferred (no source measured them): a nil `spacing` between rows is 8; a nil proposed width gives fixed columns
// their width, flexible ones their minimum and an adaptive item one column of its minimum, and placement keeps
// those columns (the quirk applies to an offered width); an adaptive item's leftover under its maximum stays
// unused; an adaptive item offered less than nothing gets one column of 0; `minimum + spacing` of 0 or an infinite
// offer gives one column. Sections are laid out as their views (no full-width header rows; the reader warns).
// Status: approximate for the column widths and rows (observed on iOS 14), inferred for the rest.
import LayoutModel

/// The shape of a lazy grid, resolved when the tree is compiled.
struct LazyGridSpec {
    /// The axis the grid grows along: vertical for a LazyVGrid (its items are columns), horizontal for a LazyHGrid.
    var axis: Axis
    var items: [LazyGridItem]
    /// The guide that places the block of tracks across the grid: horizontal for a LazyVGrid.
    var alignment: GuideName
    /// The gap between lines (rows of a LazyVGrid).
    var lineSpacing: Double
}

/// The tracks one item makes across the grid: `count` tracks of `length`, `gap` apart (an adaptive item's own
/// spacing), then `after` before the next item's.
struct LazyGridTracks: Equatable {
    var count: Int
    var length: Double
    var gap: Double
    var after: Double
    var alignment: Alignment
}

enum LazyGridBehavior {
    /// GridItem's spacing when nil (objc.io quiz 1: "the default spacing of 8 points"), and the inferred default of
    /// the grid's own spacing.
    static let defaultSpacing = 8.0

    static func size(_ ctx: LayoutContext, _ n: Int32, _ spec: LazyGridSpec, _ p: ProposedSize) -> Size {
        let offered = p[spec.axis.other]
        let tracks = self.tracks(spec, offered: offered)
        let lines = lineLengths(ctx, ctx.children(n), spec, tracks)
        let across = extent(tracks)
        let width = offered.map { Swift.max($0, across) } ?? across
        return .along(spec.axis, major: lineExtent(lines, spec), minor: width)
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ spec: LazyGridSpec, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        // A grid sized without a width places the columns it sized (inferred): its width is theirs.
        let fromOwnWidth = ctx.quirks.contains(.lazyGridPlacesFromOwnWidth) && proposal[spec.axis.other] != nil
        let offered = fromOwnWidth ? size[spec.axis.other] : proposal[spec.axis.other]
        let tracks = self.tracks(spec, offered: offered)
        let children = ctx.children(n)
        let lines = lineLengths(ctx, children, spec, tracks)
        let block = Size.along(spec.axis, major: lineExtent(lines, spec), minor: extent(tracks))
        // The grid's alignment places the block of tracks when they do not fill the grid's width. A block wider than
        // the grid starts at its leading edge: quiz 3's 108 + 120 drawn in the 224 it reported "appears out of
        // center by 6 points", which centring the block would not.
        let shift = Swift.max(0, Saturating.subtract(ctx.defaultValue(spec.alignment, in: size), ctx.defaultValue(spec.alignment, in: block)))
        let starts = trackStarts(tracks)
        var lineStart = 0.0
        var cell = 0
        for length in lines {
            for (group, track) in tracks.enumerated() {
                var k = 0
                while k < track.count, cell < children.count {
                    let child = children[cell]
                    let offset = Saturating.add(starts[group], Saturating.multiply(Double(k), Saturating.add(track.length, track.gap)))
                    let box = Size.along(spec.axis, major: length, minor: track.length)
                    let origin = Point.along(spec.axis, major: lineStart, minor: Saturating.add(shift, offset))
                    ctx.placeChild(child, proposal: ProposedSize(box), into: &placements) { childSize in
                        origin + ctx.align(child, childSize, proposal: ProposedSize(box), in: box, track.alignment)
                    }
                    cell += 1
                    k += 1
                }
                if cell == children.count { break }
            }
            lineStart = Saturating.add(lineStart, Saturating.add(length, spec.lineSpacing))
        }
    }

    /// The tracks of every item for an offered width (nil: the inferred ideal).
    static func tracks(_ spec: LazyGridSpec, offered: Double?) -> [LazyGridTracks] {
        let items = spec.items
        func spacing(_ item: LazyGridItem) -> Double { item.spacing ?? defaultSpacing }
        func tracks(_ item: LazyGridItem, count: Int, length: Double, index: Int) -> LazyGridTracks {
            LazyGridTracks(count: count, length: length, gap: spacing(item), after: index == items.count - 1 ? 0 : spacing(item),
                           alignment: item.alignment ?? .center)
        }
        guard let offered else {
            return items.enumerated().map { index, item in
                switch item.size {
                case .fixed(let length): tracks(item, count: 1, length: length, index: index)
                case .flexible(let minimum, _), .adaptive(let minimum, _): tracks(item, count: 1, length: minimum, index: index)
                }
            }
        }
        var remaining = offered
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size { remaining = Saturating.subtract(remaining, length) }
            if index < items.count - 1 { remaining = Saturating.subtract(remaining, spacing(item)) }
        }
        var left = items.filter { if case .fixed = $0.size { false } else { true } }.count
        return items.enumerated().map { index, item in
            switch item.size {
            case .fixed(let length):
                return tracks(item, count: 1, length: length, index: index)
            case .flexible(let minimum, let maximum):
                let share = Saturating.divide(remaining, Double(left))
                let length = Swift.min(Swift.max(share, minimum), maximum)
                remaining = Saturating.subtract(remaining, length)
                left -= 1
                return tracks(item, count: 1, length: length, index: index)
            case .adaptive(let minimum, let maximum):
                let share = Saturating.divide(remaining, Double(left))
                remaining = Saturating.subtract(remaining, share)
                left -= 1
                let gap = spacing(item)
                let step = Saturating.add(minimum, gap)
                guard share.isFinite, step > 0 else {
                    return tracks(item, count: 1, length: Swift.min(Swift.max(share, 0), maximum), index: index)
                }
                let count = Swift.max(1, Saturating.count(Saturating.divide(Saturating.add(share, gap), step)))
                let length = Saturating.divide(Saturating.subtract(share, Saturating.multiply(Double(count - 1), gap)), Double(count))
                return tracks(item, count: count, length: Swift.min(Swift.max(length, 0), maximum), index: index)
            }
        }
    }

    /// Across the grid, from the first track's leading edge to the last one's trailing edge.
    static func extent(_ tracks: [LazyGridTracks]) -> Double { Saturating.sum(tracks.map(span)) }

    /// One item's tracks, the gaps between them and the spacing after them.
    private static func span(_ track: LazyGridTracks) -> Double {
        Saturating.add(Saturating.add(Saturating.multiply(Double(track.count), track.length),
                                      Saturating.multiply(Double(track.count - 1), track.gap)), track.after)
    }

    /// Where each item's first track starts.
    private static func trackStarts(_ tracks: [LazyGridTracks]) -> [Double] {
        var starts: [Double] = []
        var position = 0.0
        for track in tracks {
            starts.append(position)
            position = Saturating.add(position, span(track))
        }
        return starts
    }

    /// Each line's length along the grid: its tallest cell proposed (column width, nil).
    private static func lineLengths(_ ctx: LayoutContext, _ children: [Int32], _ spec: LazyGridSpec, _ tracks: [LazyGridTracks]) -> [Double] {
        var lines: [Double] = []
        var cell = 0
        // No items, no tracks: the cells have nowhere to go (and would loop for ever).
        while cell < children.count, !tracks.isEmpty {
            var line = 0.0
            for track in tracks {
                var k = 0
                while k < track.count, cell < children.count {
                    let proposal = ProposedSize.along(spec.axis, major: nil, minor: track.length)
                    line = Swift.max(line, ctx.size(of: children[cell], proposal, .ideal)[spec.axis])
                    cell += 1
                    k += 1
                }
                if cell == children.count { break }
            }
            lines.append(line)
        }
        return lines
    }

    private static func lineExtent(_ lines: [Double], _ spec: LazyGridSpec) -> Double {
        Saturating.add(Saturating.sum(lines), Saturating.multiply(Double(Swift.max(lines.count - 1, 0)), spec.lineSpacing))
    }
}
