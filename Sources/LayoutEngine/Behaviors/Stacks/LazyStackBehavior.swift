// Models: LazyVStack / LazyHStack (spec §10): each child is proposed (p.cross, nil); the stack is as long as
// its children plus gaps and fills the cross axis when it is proposed one. Status: approximate (observed only
// indirectly, through skip-ui's parity fixes).
import LayoutModel

enum LazyStackBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ spec: StackSpec, _ p: ProposedSize) -> Size {
        let laidOut = result(ctx, n, spec, p)
        let cross = p[spec.axis.other] ?? laidOut.size[spec.axis.other]
        return .along(spec.axis, major: laidOut.size[spec.axis], minor: cross.isFinite ? cross : laidOut.size[spec.axis.other])
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ spec: StackSpec, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        let laidOut = result(ctx, n, spec, proposal)
        // Children are aligned across the lazy stack's full cross length, not just the widest child.
        let shift = Saturating.subtract(ctx.defaultValue(spec.alignment, in: size), ctx.defaultValue(spec.alignment, in: laidOut.size))
        for (index, child) in ctx.children(n).enumerated() {
            let placed = laidOut.children[index]
            var origin = placed.origin
            origin[spec.axis.other] = Saturating.add(origin[spec.axis.other], shift)
            ctx.placeChild(child, proposal: placed.proposal, into: &placements) { _ in origin }
        }
    }

    private static func result(_ ctx: LayoutContext, _ n: Int32, _ spec: StackSpec, _ p: ProposedSize) -> StackResult {
        let children = ctx.children(n)
        let proposal = ProposedSize.along(spec.axis, major: nil, minor: p[spec.axis.other])
        var laidOut = children.map { StackChild(proposal: proposal, size: ctx.size(of: $0, proposal, .ideal)) }
        let size = StackBehavior.arrange(spec, &laidOut) { ctx.guideValue(children[$0], spec.alignment, size: $1, proposal: $2) }
        return StackResult(size: size, children: laidOut)
    }
}
