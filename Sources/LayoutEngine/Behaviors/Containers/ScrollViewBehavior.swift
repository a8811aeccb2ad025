// Models: ScrollView (spec §22): nil along each scroll axis is proposed to the content; the scroll view takes
// the proposal on its scroll axes and the content's length across them; content sits at the top-leading
// corner (scroll offset 0). Several children are stacked in an implicit VStack / HStack.
// Status: approximate (a nil proposal on a scroll axis takes the content's length: inferred, open question 8).
import LayoutModel

enum ScrollViewBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ axes: Axes, _ p: ProposedSize) -> Size {
        guard let content = ctx.children(n).first else { return p.replacingUnspecified(by: .zero) }
        let c = ctx.size(of: content, contentProposal(axes, p), .measure)
        return Size(width: axes.contains(.horizontal) ? (p.width ?? c.width) : c.width,
                    height: axes.contains(.vertical) ? (p.height ?? c.height) : c.height)
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ axes: Axes, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        guard let content = ctx.children(n).first else { return }
        ctx.placeChild(content, proposal: contentProposal(axes, proposal), into: &placements) { _ in .zero }
    }

    private static func contentProposal(_ axes: Axes, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }
}
