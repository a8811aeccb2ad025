// Models: ZStack (spec §8): only the children of the highest priority size it, each proposed p; at placement
// every child is proposed the stack's size and aligned in it. Status: exact for standard alignment guides.
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
        for child in ctx.children(n) {
            ctx.placeChild(child, proposal: ProposedSize(size), into: &placements) { ctx.align(child, $0, in: size, alignment) }
        }
    }
}
