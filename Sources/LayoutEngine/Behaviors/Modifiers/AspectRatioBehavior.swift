// Models: `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (spec §16): the modifier only
// proposes a size of the ratio (the child's ideal size gives it when none is given); the child decides.
// Status: exact. A nil axis scales by infinity, as in SwiftUI; a zero ratio side gives 0 × ∞ = 0 and a division by a
// zero side saturates (`Saturating`), where CGFloat would give NaN and infinity (inferred, docs/fidelity.md).
import LayoutModel

enum AspectRatioBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, ratio: Double?, mode: ContentMode, _ p: ProposedSize) -> Size {
        ctx.size(of: ctx.children(n)[0], offered(ctx, n, ratio: ratio, mode: mode, p), .measure)
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, ratio: Double?, mode: ContentMode, size: Size,
                      proposal: ProposedSize, into placements: inout [ChildPlacement]) {
        let context = ctx.placementContextProposal(received: proposal, size: size)
        let child = ctx.children(n)[0]
        let offered = offered(ctx, n, ratio: ratio, mode: mode, context)
        ctx.placeChild(child, proposal: offered, into: &placements) { ctx.align(child, $0, proposal: offered, in: size, .center) }
    }

    static func offered(_ ctx: LayoutContext, _ n: Int32, ratio: Double?, mode: ContentMode, _ p: ProposedSize) -> ProposedSize {
        if p == .unspecified { return .unspecified }
        var r = ratio.map { Size(width: $0, height: 1) } ?? ctx.size(of: ctx.children(n)[0], .unspecified, .ideal)
        if r.width == r.height { r = Size(width: 1, height: 1) }
        let sx = p.width.flatMap { w in r.width == 0 && w == 0 ? nil : Saturating.divide(w, r.width) } ?? .infinity
        let sy = p.height.flatMap { h in r.height == 0 && h == 0 ? nil : Saturating.divide(h, r.height) } ?? .infinity
        let s = mode == .fit ? min(sx, sy) : max(sx, sy)
        return ProposedSize(width: Saturating.multiply(r.width, s), height: Saturating.multiply(r.height, s))
    }
}
