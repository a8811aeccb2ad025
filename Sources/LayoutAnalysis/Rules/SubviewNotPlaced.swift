import LayoutModel

/// `unplaced-subview` (warning): a custom layout's `placeSubviews` never calls `place(at:)` for one of its
/// subviews (seeds 003 and 004: a `continue` that skips "invalid" subviews).
///
/// SwiftUI then centres the subview in the layout's bounds and proposes it the layout's proposal (spec §24),
/// so it lands on top of the others instead of where the layout meant it. Assumes the custom-layout event
/// shape of issue 6 (see `PlaceSubviewsCalls`); reported once per subview, at the subview.
///
/// Example:
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for subview in subviews {
///             guard subview[WidthKey.self] > 0 else { continue }   // never placed
///             subview.place(at: …, proposal: …)
///         }
///     }
struct SubviewNotPlaced: AnomalyRule {
    let id = "unplaced-subview"
    let severity = Severity.warning
    let summary = "A custom layout's placeSubviews never places one of its subviews."
    let documentation = RuleDocumentation(
        details: """
            Every subview must be placed once per `placeSubviews` call. A subview that is skipped (a `continue` \
            for "invalid" values, seeds 003 and 004) is centred in the layout's bounds with the layout's proposal \
            (spec §24), on top of the others instead of where the layout meant it. The rule reads a custom \
            layout's `placeSubviews` call and the `place` events that follow it for its subviews.
            """,
        example: """
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    guard subview[WidthKey.self] > 0 else { continue }   // this subview is never placed
                    subview.place(at: bounds.origin, proposal: .unspecified)
                }
            }
            """,
        fix: """
            Call `place(at:anchor:proposal:)` for every subview; to hide one, leave it out of the layout's content \
            instead of skipping it.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        var reported = Set<Int32>()
        var findings: [Finding] = []
        for call in PlaceSubviewsCalls(context.index).calls {
            for subview in call.subviews where call.placements[subview, default: []].isEmpty && !reported.contains(subview) {
                reported.insert(subview)
                let placed = call.subviews.count - call.subviews.count { call.placements[$0, default: []].isEmpty }
                findings.append(context.finding(
                    self, node: subview,
                    message: "\(context.name(subview)) is never placed by the placeSubviews of \(context.name(call.layout)) "
                        + "(it places \(placed) of its \(call.subviews.count) subviews): SwiftUI centres an unplaced subview in "
                        + "the layout's bounds with the layout's proposal, on top of the others.",
                    fix: "call place(at:anchor:proposal:) for every subview in placeSubviews (look for a continue or an early "
                        + "return); to hide a subview, leave it out of the layout's content instead.",
                    event: call.event))
            }
        }
        return findings
    }
}
