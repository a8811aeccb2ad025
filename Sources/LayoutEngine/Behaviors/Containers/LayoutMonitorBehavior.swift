// Models: the seed article's LayoutMonitor, a one-child custom Layout that forwards the proposal and the
// reply unchanged and places its child at its own origin. As a custom Layout it keeps SwiftUI's size cache,
// so a repeated proposal prints nothing on a device and is a cache hit here. Status: exact.
import LayoutModel

enum LayoutMonitorBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ p: ProposedSize) -> Size {
        ctx.size(of: ctx.children(n)[0], p, .measure)
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, proposal: ProposedSize, into placements: inout [ChildPlacement]) {
        ctx.placeChild(ctx.children(n)[0], proposal: proposal, into: &placements) { _ in .zero }
    }
}
