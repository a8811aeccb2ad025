// Models: `.frame(width:height:alignment:)`, SwiftUI's _FrameLayout (spec §12): both axes fixed → the frame's
// size without asking the child; otherwise the child is asked with the fixed values substituted. At placement
// the child gets the incoming proposal with the fixed values substituted, and is aligned. Status: exact.
import LayoutModel

enum FixedFrameBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, width: Double?, height: Double?, _ p: ProposedSize) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = ctx.size(of: ctx.children(n)[0], ProposedSize(width: width ?? p.width, height: height ?? p.height), .measure)
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, width: Double?, height: Double?, alignment: Alignment, size: Size,
                      proposal: ProposedSize, into placements: inout [ChildPlacement]) {
        let context = ctx.placementContextProposal(received: proposal, size: size)
        let childProposal = ProposedSize(width: width ?? context.width, height: height ?? context.height)
        let child = ctx.children(n)[0]
        ctx.placeChild(child, proposal: childProposal, into: &placements) { ctx.align(child, $0, proposal: childProposal, in: size, alignment) }
    }
}
