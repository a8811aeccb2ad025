// Models: GeometryReader (spec §21): it takes the proposal, nil → 0, proposes its size to its content and
// places it at the top-leading corner (centred before iOS 14: quirk geometry-reader-top-leading).
// Status: exact for the size; the iOS 13 placement is inferred.
import LayoutModel

enum GeometryReaderBehavior {
    static func size(_ p: ProposedSize) -> Size { p.replacingUnspecified(by: .zero) }

    static func place(_ ctx: LayoutContext, _ n: Int32, size: Size, into placements: inout [ChildPlacement]) {
        let topLeading = ctx.quirks.contains(.geometryReaderTopLeading)
        for child in ctx.children(n) {
            ctx.placeChild(child, proposal: ProposedSize(size), into: &placements) {
                topLeading ? .zero : ctx.align(child, $0, proposal: ProposedSize(size), in: size, .center)
            }
        }
    }
}
