// Models: `.fixedSize(horizontal:vertical:)` (spec §15): nil on the fixed axes, p on the others, when sizing
// and at placement; the reply is the child's; the child is centred in the final size. Priority passes through.
// Status: exact.
import LayoutModel

enum FixedSizeBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, horizontal: Bool, vertical: Bool, _ p: ProposedSize) -> Size {
        ctx.size(of: ctx.children(n)[0], childProposal(p, horizontal, vertical), .measure)
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, horizontal: Bool, vertical: Bool, size: Size,
                      proposal: ProposedSize, into placements: inout [ChildPlacement]) {
        let context = ctx.placementContextProposal(received: proposal, size: size)
        let child = ctx.children(n)[0]
        let offered = childProposal(context, horizontal, vertical)
        ctx.placeChild(child, proposal: offered, into: &placements) { ctx.align(child, $0, proposal: offered, in: size, .center) }
    }

    private static func childProposal(_ p: ProposedSize, _ horizontal: Bool, _ vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
}
