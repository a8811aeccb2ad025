// Models: ZStack (spec §8): only the children of the highest priority size it, each proposed p; at placement
// every child is proposed the stack's size, and each child's guide is put at the alignment point: the largest
// guide value among the children of the highest priority (OpenSwiftUI ZStack.swift placeSubviews, audited 6.4.41).
// With default guide values that is aligning each child in the stack's bounds; explicit values can move it.
// Its size is the union of those children's frames aligned so (observed: "the size of the Z-Stack, just like the H
// and V-Stack, is the union of the bounds of its children", Mark van Wijnen, "How to Use Alignments in SwiftUI,
// part V", 2022; Fatbobman's MyZStack replica; the wrapping-HStack idiom, whose ZStack of rows spread by
// `.alignmentGuide` reports all the rows' height): with default guides, the largest width and height, as OpenSwiftUI
// computes it; explicit guides that spread the children grow it (docs/fidelity.md, spec §26 question 5).
// Status: exact with default guides; with explicit ones, observed.
import LayoutModel

enum ZStackBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ alignment: Alignment, _ p: ProposedSize) -> Size {
        let children = ctx.children(n)
        guard let top = children.map({ ctx.node($0).priority }).max() else { return .zero }
        let horizontal = GuideName.horizontal(alignment.horizontal), vertical = GuideName.vertical(alignment.vertical)
        // Each child spans [−guide, size − guide] from the alignment point; the stack spans them all (at least one
        // child has the top priority). With default guides (fractions of the size) this is exactly the largest width
        // and height.
        var low = Point(x: .infinity, y: .infinity), high = Point(x: -.infinity, y: -.infinity)
        for child in children where ctx.node(child).priority == top {
            let s = ctx.size(of: child, p, .measure)
            let guide = Point(x: ctx.guideValue(child, horizontal, size: s, proposal: p),
                              y: ctx.guideValue(child, vertical, size: s, proposal: p))
            low = Point(x: min(low.x, Saturating.subtract(0, guide.x)), y: min(low.y, Saturating.subtract(0, guide.y)))
            high = Point(x: max(high.x, Saturating.subtract(s.width, guide.x)), y: max(high.y, Saturating.subtract(s.height, guide.y)))
        }
        return Size(width: Saturating.subtract(high.x, low.x), height: Saturating.subtract(high.y, low.y))
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ alignment: Alignment, size: Size,
                      into placements: inout [ChildPlacement]) {
        let children = ctx.children(n)
        guard let top = children.map({ ctx.node($0).priority }).max() else { return }
        let proposal = ProposedSize(size)
        let horizontal = GuideName.horizontal(alignment.horizontal), vertical = GuideName.vertical(alignment.vertical)
        var guides: [Point] = []
        var point = Point(x: -.infinity, y: -.infinity)
        for child in children {
            let childSize = ctx.size(of: child, proposal, .place)
            let guide = Point(x: ctx.guideValue(child, horizontal, size: childSize, proposal: proposal),
                              y: ctx.guideValue(child, vertical, size: childSize, proposal: proposal))
            if ctx.node(child).priority == top { point = Point(x: max(point.x, guide.x), y: max(point.y, guide.y)) }
            guides.append(guide)
            placements.append(ChildPlacement(child: child, origin: .zero, proposal: proposal, size: childSize))
        }
        for index in guides.indices {
            let slot = placements.count - guides.count + index
            placements[slot].origin = Point(x: Saturating.subtract(point.x, guides[index].x), y: Saturating.subtract(point.y, guides[index].y))
        }
    }
}
