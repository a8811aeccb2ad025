// Models: ViewThatFits (spec §23): candidates in order are asked for their ideal size (nil on the constrained
// axes); the first whose ideal fits the proposal (nil read as 10) is chosen, else the last; the chosen one is
// sized and placed with the real proposal, centred; the others are not shown.
// Status: inferred (proposals follow Fatbobman's replica; OpenSwiftUI has no implementation).
import LayoutModel

enum ViewThatFitsBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ axes: Axes, _ p: ProposedSize) -> Size {
        guard let chosen = choose(ctx, n, axes, p) else { return .zero }
        return ctx.size(of: chosen, p, .measure)
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        guard case .viewThatFits(let axes) = ctx.node(n).kind, let chosen = choose(ctx, n, axes, proposal) else { return }
        ctx.placeChild(chosen, proposal: proposal, into: &placements) { ctx.align(chosen, $0, proposal: proposal, in: size, .center) }
    }

    private static func choose(_ ctx: LayoutContext, _ n: Int32, _ axes: Axes, _ p: ProposedSize) -> Int32? {
        let children = ctx.children(n)
        guard !children.isEmpty else { return nil }
        if let known = ctx.choices[n]?[p] { return children[known] }
        var chosen = children.count - 1
        if axes.isEmpty {
            chosen = 0
        } else {
            let limit = p.replacingUnspecified()
            let candidateProposal = ProposedSize(width: axes.contains(.horizontal) ? nil : p.width,
                                                 height: axes.contains(.vertical) ? nil : p.height)
            for (index, child) in children.enumerated() {
                let ideal = ctx.size(of: child, candidateProposal, .candidate)
                let fitsWidth = !axes.contains(.horizontal) || ideal.width <= limit.width
                let fitsHeight = !axes.contains(.vertical) || ideal.height <= limit.height
                if fitsWidth && fitsHeight { chosen = index; break }
            }
        }
        ctx.choices[n, default: [:]][p] = chosen
        return children[chosen]
    }
}
