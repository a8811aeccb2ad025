// Models: `.padding` (spec §14): the child is proposed the proposal minus the insets (floored at 0; nil and
// ∞ unchanged) and the insets are added to its reply, the sum floored at 0 on each axis; at placement it is
// proposed the incoming proposal, inset, and put at (leading, top). Status: exact per OpenSwiftUI's audited
// PaddingLayout.swift (`inset(by:)`: max(length − insets, 0); `outset(by:)` adds them); the floor of the reply is
// observed in SwiftUI (a published probe: `.padding(-15)` on a 20-point square answers 0 × 0, leading −30 and
// trailing 5 answer 0 × 20: docs/fidelity.md, "Invalid frame values"). Sums saturate (`Saturating`) where CGFloat
// would overflow: `.padding(1e308).padding(-1e308)` gives no NaN (inferred, docs/fidelity.md).
import LayoutModel

enum PaddingBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ insets: EdgeInsets, _ p: ProposedSize) -> Size {
        let child = ctx.size(of: ctx.children(n)[0], inset(p, insets), .measure)
        return Size(width: max(0, Saturating.add(child.width, insets.sum(.horizontal))),
                    height: max(0, Saturating.add(child.height, insets.sum(.vertical))))
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ insets: EdgeInsets, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        let context = ctx.placementContextProposal(received: proposal, size: size)
        ctx.placeChild(ctx.children(n)[0], proposal: inset(context, insets), into: &placements) { _ in
            Point(x: insets.leading, y: insets.top)
        }
    }

    static func inset(_ p: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, Saturating.subtract($0, insets.sum(.horizontal))) },
                     height: p.height.map { max(0, Saturating.subtract($0, insets.sum(.vertical))) })
    }
}
