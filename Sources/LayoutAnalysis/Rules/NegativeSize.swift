import LayoutModel

/// `negative-size` (error): a view replies a negative width or height, or is placed with one.
///
/// No frame can be smaller than zero. SwiftUI does not reject negative padding, so `.padding(-20)` on a
/// 10-pt view replies -30 and every container above it adds up a wrong size. Reported where the negative
/// value starts, not in the containers that pass it on.
///
/// Example:
///
///     Image("dot")        // 10 × 10
///         .padding(-20)   // replies (-30, -30)
struct NegativeSize: AnomalyRule {
    let id = "negative-size"
    let severity = Severity.error
    let summary = "A view replies a negative width or height, or is placed with one."
    let documentation = RuleDocumentation(
        details: """
            No frame can be smaller than zero. SwiftUI does not reject negative padding (spec §14), so `.padding(-20)` \
            on a 10-pt view replies -30, and every container above it adds up a wrong size; a custom layout that \
            subtracts spacing without a floor does the same. The rule reports the view where the negative value \
            starts, not the containers that pass it on.
            """,
        example: """
            Image("dot")        // 10 × 10
                .padding(-20)   // replies (-30, -30)
            """,
        fix: """
            Use a padding no larger than the view allows (to overlap views, use `.offset` or a negative stack \
            spacing instead); in a custom layout, clamp the reply with `max(0, …)`.
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
        if context.index.info(node).kind == "padding" {
            return "the negative .padding takes away more than the view has: use a smaller inset, "
                + "or overlap views with .offset or a negative stack spacing instead."
        }
        return "clamp the reply in sizeThatFits with max(0, …), and check spacing or inset subtractions."
    }
}
