// Models: ZStack (spec §8): only the children of the highest priority size it, each proposed p; at placement
// every child is proposed the stack's size, and each child's guide is put at the alignment point: the largest
// guide value among the children of the highest priority (OpenSwiftUI ZStack.swift placeSubviews, audited 6.4.41).
// With default guide values that is aligning each child in the stack's bounds; explicit values can move it.
// Status: exact.
import LayoutModel

enum ZStackBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ p: ProposedSize) -> Size {
        let children = ctx.children(n)
        guard let top = children.map({ ctx.node($0).priority }).max() else { return .zero }
        var result = Size.zero
        for child in children where ctx.node(child).priority == top {
            let s = ctx.size(of: child, p, .measure)
            result = Size(width: max(result.width, s.width), height: max(result.height, s.height))
        }
        return result
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
