import LayoutModel

/// `non-finite-size` (error): a view replies NaN or infinity on an axis where it was not proposed infinity,
/// or is placed with such a size.
///
/// Only a view offered infinity may answer infinity (a Color does); an infinite answer to a finite or
/// unspecified proposal spreads to every container above it and ends as an invalid frame, the "Invalid frame
/// dimension (negative or non-finite)" crash of seed 003. The rule reports the view where the value starts,
/// not the containers that pass it on.
///
/// Example: `scaledToFill()` with one unspecified axis scales by infinity (spec §16):
///
///     ScrollView {
///         Color.blue.scaledToFill()   // proposed (393, nil), replies (inf, inf)
///     }
struct NonFiniteSize: AnomalyRule {
    let id = "non-finite-size"
    let severity = Severity.error
    let summary = "A view replies NaN or infinity to a proposal that is not infinite on that axis, or is placed with such a size."
    let documentation = RuleDocumentation(
        details: """
            A view may answer infinity only on an axis where it was offered infinity (a `Color` does). An infinite or \
            NaN answer to a finite or unspecified proposal spreads to every container above it and ends as an \
            invalid frame: the "Invalid frame dimension (negative or non-finite)" crash of seed 003. The rule \
            reports the view where the value starts, not the containers that pass it on; a placement is reported \
            only for a view whose replies were all valid.
            """,
        example: """
            ScrollView {
                Color.blue.scaledToFill()   // proposed (393, nil): .fill scales by the nil axis, replies (inf, inf)
            }
            """,
        fix: """
            Give the view a finite proposal on that axis (`.frame(height: 200)`), use `.scaledToFit()`, or, in a \
            custom layout, return a finite size: replace infinity with the proposal or an ideal size and guard \
            divisions against zero.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let invalid = InvalidLengths(context.index) { length, proposed in
            length.isNaN || length == -.infinity || (length == .infinity && proposed != .infinity)
        }
        var findings: [Finding] = []
        for reply in invalid.replies {
            let call = reply.call
            let problems = reply.axes.map { axis in Self.problem(call.length(axis)!, proposed: call.proposal[axis], axis) }
            findings.append(context.finding(
                self, node: call.node,
                message: "\(context.name(call.node)) replies \(Words.reply(call)) to \(Words.proposal(call.proposal)): "
                    + problems.joined(separator: " and ") + "." + hint(context, call.node),
                fix: fix(context, call.node, reply.axes, proposal: call.proposal), event: Int(call.replyEvent)))
        }
        for placed in invalid.placements {
            let p = placed.placement
            let problems = placed.axes.map { axis in Self.problem(p.frame.size[axis], proposed: p.proposal[axis], axis) }
            findings.append(context.finding(
                self, node: p.node,
                message: "\(context.name(p.node)) is placed \(Words.size(p.frame.size)) with the proposal "
                    + "\(Words.proposal(p.proposal)): " + problems.joined(separator: " and ") + ".",
                fix: fix(context, p.node, placed.axes, proposal: p.proposal), event: p.event))
        }
        return findings
    }

    /// "an infinite width for a proposed width of 100", "NaN for the height", "an infinite height for an unspecified height".
    static func problem(_ length: Double, proposed: Double?, _ axis: Axis) -> String {
        let dimension = Words.dimension(axis)
        if length.isNaN { return "NaN for the \(dimension)" }
        if length < 0 { return "a \(dimension) of -inf" }
        guard let proposed else { return "an infinite \(dimension) for an unspecified \(dimension)" }
        return "an infinite \(dimension) for a proposed \(dimension) of \(Words.number(proposed))"
    }

    private func hint(_ context: RuleContext, _ node: Int32) -> String {
        guard context.index.info(node).kind == "aspectRatio" else { return "" }
        return " With .fill (scaledToFill) and an unspecified axis, .aspectRatio proposes infinity to its content (spec §16)."
    }

    private func fix(_ context: RuleContext, _ node: Int32, _ axes: [Axis], proposal: ProposedSize) -> String {
        if context.index.info(node).kind == "aspectRatio" {
            let open = Axis.allCases.filter { proposal[$0] == nil }
            let frame = (open.isEmpty ? axes : open).map { "\(Words.dimension($0)): 200" }.joined(separator: ", ")
            return "give it a finite proposal with a frame outside it, e.g. .scaledToFill().frame(\(frame)), or use .scaledToFit()."
        }
        let dimension = axes.count == 2 ? "width and height" : Words.dimension(axes[0])
        return "return a finite \(dimension) from sizeThatFits: replace infinity with the proposal or an ideal size, "
            + "and guard divisions against zero."
    }
}
