import LayoutModel

/// `placed-outside-bounds` (warning): a custom layout's `placeSubviews` puts a subview wholly outside the bounds
/// the layout itself replied and was given (a 300 × 50 layout placing a child at x = 504).
///
/// SwiftUI does not clip a layout's subviews to its bounds and lays nothing out again: the subview is drawn where
/// it was placed, over or beyond its neighbours, and the layout's parent made room for the size the layout replied
/// only (spec §24, "the bounds are the layout's size"). A subview that misses the bounds altogether almost always
/// comes from arithmetic in the wrong coordinate space: positions computed from (0, 0) and used with `bounds`
/// already offset, or `bounds.origin` added twice. Overlapping the edge is left alone: layouts may overhang on
/// purpose (a badge on a corner).
///
/// Example:
///
///     var x = bounds.minX
///     for subview in subviews {
///         subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY), proposal: .unspecified)   // minX twice
///         x += subview.sizeThatFits(.unspecified).width
///     }
struct SubviewPlacedOutsideBounds: AnomalyRule {
    let id = "placed-outside-bounds"
    let severity = Severity.warning
    let summary = "A custom layout places a subview wholly outside the bounds it replied."
    let documentation = RuleDocumentation(
        details: """
            `placeSubviews(in:proposal:subviews:cache:)` is given the layout's bounds: the size it replied, at the \
            place its parent chose. SwiftUI does not clip subviews to them, so a subview placed outside is drawn \
            there, over the layout's neighbours, while the parent made room only for the reply. A subview that misses \
            the bounds altogether is almost always arithmetic in the wrong coordinate space: positions computed from \
            (0, 0) but placed as if relative to `bounds`, or `bounds.origin` added twice. Overlapping an edge is not \
            reported: overhanging on purpose (a badge on a corner) is common.
            """,
        example: """
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY), proposal: .unspecified)  // minX twice
                    x += subview.sizeThatFits(.unspecified).width
                }
            }
            """,
        fix: "Place subviews at points inside `bounds` (from `bounds.minX` and `bounds.minY`, added once).")

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var reported = Set<Int32>()
        var findings: [Finding] = []
        for call in PlaceSubviewsCalls(index).calls {
            // The layout's own size at this call: its placement just before, in the same pass.
            guard let own = index.placementsByNode[Int(call.layout)].map({ index.placements[$0] })
                .last(where: { $0.event < call.event && $0.pass == call.pass }) else { continue }
            let width = own.frame.size.width, height = own.frame.size.height
            for subview in call.subviews where !reported.contains(subview) {
                guard let placement = call.placements[subview]?.last else { continue }
                let frame = placement.frame
                guard frame.size.width > 0 || frame.size.height > 0 else { continue }
                let misses = frame.maxX <= 0 || frame.minX >= width || frame.maxY <= 0 || frame.minY >= height
                guard misses else { continue }
                reported.insert(subview)
                findings.append(context.finding(
                    self, node: subview,
                    message: "\(context.name(call.layout)) replies (\(Words.number(width)), \(Words.number(height))) and places "
                        + "\(context.name(subview)) at (\(Words.number(frame.minX)), \(Words.number(frame.minY))), "
                        + "\(Words.number(frame.size.width))×\(Words.number(frame.size.height)): wholly outside its own bounds, "
                        + "where SwiftUI draws it over whatever is there.",
                    fix: "place subviews at points inside bounds (bounds.minX and bounds.minY added once).",
                    event: placement.event))
            }
        }
        return findings
    }
}
