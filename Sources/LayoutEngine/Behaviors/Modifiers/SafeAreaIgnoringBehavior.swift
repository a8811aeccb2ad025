// Models: `.ignoresSafeArea(_:edges:)` and `.edgesIgnoringSafeArea(_:)`, SwiftUI's _SafeAreaRegionsIgnoringLayout.
// Its size is its child's for the same proposal. At placement it finds the safe-area insets its own frame reaches:
// on an edge where the frame starts at or beyond the safe area's edge (within half a pixel) and short of the
// screen's, the inset is the distance to the screen's edge; elsewhere 0. The child is proposed the placement
// proposal grown by those insets on the given edges and placed at (−leading, −top), so a full-screen colour behind
// a safe-area root fills the screen and a view in the middle of the screen is not moved. Only the container region
// exists (layoutdbg shows no keyboard); without a device window (an explicit root proposal) there is no safe area.
// Spacing passes through from the child and the layout priority is 0, as for every unary layout without overrides.
// Status: exact per OpenSwiftUI's audited (6.5.4) `SafeAreaIgnoringLayout.swift` and `SafeAreaInsets.resolve` /
// `adjust` (the epsilon `pixelLength × 0.5 + 0.001` included); the placement proposal follows the
// `placement-uses-incoming-proposal` quirk like every unary modifier.
import LayoutModel

enum SafeAreaIgnoringBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ p: ProposedSize) -> Size {
        ctx.size(of: ctx.children(n)[0], p, .measure)
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, edges: EdgeSet, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        let insets = reachedInsets(ctx, frame: Rect(origin: ctx.placingOrigin, size: size), edges: edges)
        let base = ctx.placementContextProposal(received: proposal, size: size)
        let childProposal = ProposedSize(width: base.width.map { Saturating.add($0, insets.sum(.horizontal)) },
                                         height: base.height.map { Saturating.add($0, insets.sum(.vertical)) })
        ctx.placeChild(ctx.children(n)[0], proposal: childProposal, into: &placements) { _ in
            Point(x: -insets.leading, y: -insets.top)
        }
    }

    /// The insets between `frame` (window coordinates) and the screen's edges on the edges where the frame reaches
    /// the safe area's edge, limited to `edges`. The safe-area insets of enclosing `.safeAreaInset`s come first,
    /// innermost first, each growing the frame to its modifier's edge; then the window's (inferred: SwiftUI chains
    /// an inset's safe area over its parent's, `InsetPrimarySafeAreas` with `next`).
    static func reachedInsets(_ ctx: LayoutContext, frame: Rect, edges: EdgeSet) -> EdgeInsets {
        guard let window = ctx.window, !edges.isEmpty else { return EdgeInsets(all: 0) }
        let epsilon = Saturating.divide(0.5, window.scale) + 0.001
        var insets = EdgeInsets(all: 0)
        var reaching = frame
        var layer = ctx.placingSafeArea
        while layer >= 0 {
            let (outer, inner) = ctx.safeAreaRects(of: layer)
            grow(&reaching, &insets, inner: inner, outer: outer, edges: edges, epsilon: epsilon)
            layer = ctx.safeAreaLayers[Int(layer)].parent
        }
        grow(&reaching, &insets, inner: window.safeRect, outer: Rect(origin: .zero, size: window.size), edges: edges, epsilon: epsilon)
        return insets
    }

    /// On each edge of `edges` where `frame` starts at or beyond `inner`'s edge (within `epsilon`) and short of
    /// `outer`'s, moves the frame's edge out to `outer`'s and adds the distance to `insets`.
    private static func grow(_ frame: inout Rect, _ insets: inout EdgeInsets, inner: Rect, outer: Rect, edges: EdgeSet, epsilon: Double) {
        let (minX, minY) = (frame.origin.x, frame.origin.y)
        let (maxX, maxY) = (minX + frame.size.width, minY + frame.size.height)
        let (innerMaxX, innerMaxY) = (inner.origin.x + inner.size.width, inner.origin.y + inner.size.height)
        let (outerMaxX, outerMaxY) = (outer.origin.x + outer.size.width, outer.origin.y + outer.size.height)
        var grown = EdgeInsets(all: 0)
        if edges.contains(.top), minY - epsilon < inner.origin.y, outer.origin.y < minY + epsilon { grown.top = minY - outer.origin.y }
        if edges.contains(.bottom), innerMaxY < maxY + epsilon, maxY - epsilon < outerMaxY { grown.bottom = outerMaxY - maxY }
        if edges.contains(.leading), minX - epsilon < inner.origin.x, outer.origin.x < minX + epsilon { grown.leading = minX - outer.origin.x }
        if edges.contains(.trailing), innerMaxX < maxX + epsilon, maxX - epsilon < outerMaxX { grown.trailing = outerMaxX - maxX }
        insets = EdgeInsets(top: insets.top + grown.top, leading: insets.leading + grown.leading,
                            bottom: insets.bottom + grown.bottom, trailing: insets.trailing + grown.trailing)
        frame = Rect(origin: Point(x: minX - grown.leading, y: minY - grown.top),
                     size: Size(width: frame.size.width + grown.leading + grown.trailing, height: frame.size.height + grown.top + grown.bottom))
    }
}
