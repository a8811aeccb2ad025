import LayoutModel
import LayoutTrace

/// `container-underfill` (warning): a container replies smaller than an explicit proposal on an axis
/// although one of its children is greedy on that axis (it replies infinity to infinity).
///
/// A greedy child takes whatever it is offered, so a container that holds one should fill its proposal; if
/// it does not, space was lost somewhere: the visible symptom of seed 002, where the outer Grid replies
/// 342 × 350 to 350 × 350. When an earlier rule flagged a view inside the container (`nested-grid-min-size`
/// in the seed), the message names it as the probable cause, as Flutter reports a primary error and its
/// cascade. Not checked: layout modifiers (a frame is meant to decide), ViewThatFits (it picks a
/// candidate), and Grid cells with `gridCellUnsizedAxes` on that axis (documented to take no share).
///
/// Example:
///
///     Grid {
///         GridRow {
///             Color.orange               // greedy
///             Color.indigo
///             Grid { … }.gridCellColumns(2)
///         }
///     }
///     .frame(width: 350, height: 350)    // the Grid replies (342, 350)
struct ContainerUnderfillsProposal: AnomalyRule {
    let id = "container-underfill"
    let readsEarlierFindings = true
    let severity = Severity.warning
    let summary = "A container replies smaller than an explicit proposal although a child is greedy on that axis."
    let documentation = RuleDocumentation(
        details: """
            A greedy child (one that replies infinity to infinity) takes whatever it is offered, so a container \
            that holds one should fill an explicit proposal on that axis. If it does not, space was lost on the \
            way: the visible symptom of seed 002, where the outer Grid replies 342 × 350 to 350 × 350. When an \
            earlier rule flagged a view inside the container (`nested-grid-min-size` in the seed), the message \
            names it as the probable cause, as Flutter reports a primary error and then its cascade. Layout \
            modifiers (a frame is meant to decide), `ViewThatFits` (it picks a candidate) and Grid cells with \
            `gridCellUnsizedAxes` on that axis (documented to take no share) are not checked.
            """,
        example: """
            Grid {
                GridRow {
                    Color.orange                  // greedy
                    Color.indigo
                    Grid { … }.gridCellColumns(2)
                }
            }
            .frame(width: 350, height: 350)       // the Grid replies (342, 350)
            """,
        fix: """
            Fix the probable cause when one is named. Otherwise find the child whose minimum the container keeps \
            (compare each child's reply to the zero proposal with the space it finally gets) or the modifier that \
            caps the greedy child.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var findings: [Finding] = []
        for nodeIndex in index.nodes.indices {
            let node = Int32(nodeIndex)
            guard !index.isModifier(node), index.nodes[nodeIndex].kind != "ViewThatFits" else { continue }
            guard index.hasSubviews(node) else { continue }
            let subviews = index.subviews(of: node)
            var shortfall: (call: NodeCall, axes: [Axis])?
            for position in index.callsByNode[nodeIndex] {
                let call = index.calls[position]
                guard !call.cached else { continue }
                // Each axis judged without making a list: this runs for every call of every container.
                let short = { (axis: Axis) -> Bool in
                    guard let proposed = call.proposal[axis], proposed.isFinite, proposed > 0, let length = call.length(axis)
                    else { return false }
                    return length < proposed - 0.001 && greedyChild(index, subviews, axis) != nil
                }
                let horizontal = short(.horizontal), vertical = short(.vertical)
                if horizontal || vertical {  // the last one: usually the final proposal
                    shortfall = (call, horizontal && vertical ? [.horizontal, .vertical] : [horizontal ? .horizontal : .vertical])
                }
            }
            guard let (call, axes) = shortfall else { continue }
            let gaps = axes.map { axis in
                "\(Words.number(call.proposal[axis]! - call.length(axis)!)) pt short of its proposed \(Words.dimension(axis))"
            }
            let children = axes.map { greedyChild(index, subviews, $0)! }
            let greedy = Set(children).count == 1
                ? "\(context.name(children[0])) grows without bound on \(axes.count == 1 ? "that axis" : "both axes")"
                : zip(axes, children).map { "\(context.name($1)) grows without bound on the \(Words.dimension($0))" }
                    .joined(separator: " and ")
            var message = "\(context.name(node)) replies \(Words.reply(call)) to \(Words.proposal(call.proposal)), "
                + gaps.joined(separator: " and ") + ", although \(greedy) (it replies inf to inf)."
            var fix = "find the child whose minimum \(context.name(node)) keeps reserved (compare each child's reply to the zero "
                + "proposal with the space it gets), or the modifier that caps the greedy child."
            if let cause = context.earlier.first(where: { $0.node != nil && $0.node != node && index.isInside($0.node!, node) }) {
                message += " Probable cause: the [\(cause.ruleID)] finding on \(context.nameWithLocation(cause.node!))."
                fix = "fix the [\(cause.ruleID)] finding first; this shortfall is its symptom."
            }
            findings.append(context.finding(self, node: node, message: message, fix: fix, event: Int(call.replyEvent)))
        }
        return findings
    }

    /// The first subview that replies infinity to infinity on `axis` and is not a Grid cell left out of sizing
    /// on that axis (`gridCellUnsizedAxes`).
    private func greedyChild(_ index: TraceIndex, _ subviews: [Int32], _ axis: Axis) -> Int32? {
        subviews.first { subview in
            guard index.growsWithoutBound(subview, axis) else { return false }
            var current: Int32? = subview
            while let node = current {
                if let unsized = index.info(node).facts.gridCellUnsizedAxes, unsized.contains(axis) {
                    return false
                }
                current = index.modified(by: node)
            }
            return true
        }
    }
}
