// Models: `.position(x:y:)`, SwiftUI's _PositionLayout. Its size is the proposal; an unspecified axis takes the
// child's size for that proposal (the child is asked only then). At placement the child is proposed the position
// view's own size and its centre is put at (x, y) in the position view's coordinates; spacing passes through from
// the child. Status: exact per OpenSwiftUI's audited `PositionLayout.swift` (sizeThatFits:
// `CGSize(proposal) ?? proposal.fixingUnspecifiedDimensions(at: child.size(in: proposal))`, placement
// `_Placement(proposedSize: context.size, anchoring: .center, at: position)`) and Apple's documentation
// ("Positions the center of this view at the specified coordinates in its parent's coordinate space").
import LayoutModel

enum PositionBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ p: ProposedSize) -> Size {
        if let width = p.width, let height = p.height { return Size(width: width, height: height) }
        let child = ctx.size(of: ctx.children(n)[0], p, .measure)
        return Size(width: p.width ?? child.width, height: p.height ?? child.height)
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ position: Point, size: Size, into placements: inout [ChildPlacement]) {
        ctx.placeChild(ctx.children(n)[0], proposal: ProposedSize(size), into: &placements) { child in
            Point(x: Saturating.subtract(position.x, child.width / 2), y: Saturating.subtract(position.y, child.height / 2))
        }
    }
}
