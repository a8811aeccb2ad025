import LayoutModel

/// `negative-size` (error): a view replies a negative width or height, or is placed with one.
///
/// No frame can be smaller than zero. SwiftUI does not reject a negative stack spacing, so two 20-pt views with
/// `spacing: -100` reply -60 (observed in SwiftUI) and every container above adds up a wrong size; a custom layout
/// that subtracts without a floor does the same. Reported where the negative value starts, not in the containers
/// that pass it on. (A negative padding does not: SwiftUI floors its reply at 0.)
///
/// Example:
///
///     HStack(spacing: -100) {   // replies (-60, 20)
///         Image("dot")          // 20 × 20
///         Image("dot")
///     }
struct NegativeSize: AnomalyRule {
    let id = "negative-size"
    let severity = Severity.error
    let summary = "A view replies a negative width or height, or is placed with one."
    let documentation = RuleDocumentation(
        details: """
            No frame can be smaller than zero. SwiftUI does not reject a negative stack spacing, so two 20-pt views \
            with `spacing: -100` reply -60 (observed in SwiftUI: docs/fidelity.md, "Invalid frame values"), and every \
            container above adds up a wrong size; a custom layout that subtracts spacing without a floor does the \
            same. (A negative padding does not: SwiftUI floors its reply at 0.) The rule reports the view where the \
            negative value starts, not the containers that pass it on.
            """,
        example: """
            HStack(spacing: -100) {   // replies (-60, 20)
                Image("dot")          // 20 × 20
                Image("dot")
            }
            """,
        fix: """
            Overlap views by no more than they have (or use `.offset`, which moves drawing only); in a custom layout, \
            clamp the reply with `max(0, …)`.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let invalid = InvalidLengths(context.index) { length, _ in length < 0 && length.isFinite }
        var findings: [Finding] = []
        for reply in invalid.replies {
            let call = reply.call
            let lengths = reply.axes.map { "a \(Words.dimension($0)) of \(Words.number(call.length($0)!))" }
            findings.append(context.finding(
                self, node: call.node,
                message: "\(context.name(call.node)) replies \(Words.reply(call)) to \(Words.proposal(call.proposal)): "
                    + lengths.joined(separator: " and ") + ".",
                fix: fix(context, call.node), event: Int(call.replyEvent)))
        }
        for placed in invalid.placements {
            let p = placed.placement
            let lengths = placed.axes.map { "a \(Words.dimension($0)) of \(Words.number(p.frame.size[$0]))" }
            findings.append(context.finding(
                self, node: p.node,
                message: "\(context.name(p.node)) is placed \(Words.size(p.frame.size)) with the proposal "
                    + "\(Words.proposal(p.proposal)): " + lengths.joined(separator: " and ") + ".",
                fix: fix(context, p.node), event: p.event))
        }
        return findings
    }

    private func fix(_ context: RuleContext, _ node: Int32) -> String {
        if ["HStack", "VStack", "LazyHStack", "LazyVStack"].contains(context.index.info(node).kind) {
            return "the negative spacing takes away more than the views have: overlap them by less, or move them with .offset."
        }
        return "clamp the reply in sizeThatFits with max(0, …), and check spacing or inset subtractions."
    }
}
