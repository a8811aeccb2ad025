import LayoutModel

/// `ignores-proposal` (warning): a view replies the same size to the zero proposal, to infinity and to an
/// explicit proposal, although its content is flexible: a hard-coded size (seed 004).
///
/// Such a view cannot adapt: it looks right on one screen and clips or leaves gaps on the others. Views that
/// ignore proposals on purpose are not flagged: a non-resizable `Image`, a fixed `.frame(width:height:)`,
/// `.fixedSize()`, `ViewThatFits` (which picks a candidate), and any view whose content is itself rigid.
/// Content is flexible when a child it sized (or, if it sized none, any child) is a Color or shape, or
/// answered two proposals differently on an axis.
///
/// Example, a custom layout (issue 6):
///
///     struct Card: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///             CGSize(width: 200, height: 100)   // whatever the proposal
///         }
///         …
///     }
///     Card { Color.blue }
struct ReplyIgnoresProposal: AnomalyRule {
    let id = "ignores-proposal"
    let severity = Severity.warning
    let summary = "A view with flexible content replies the same size to the zero, infinite and explicit proposals."
    let documentation = RuleDocumentation(
        details: """
            A view that answers (0, 0), (inf, inf) and an explicit proposal with the same size has a hard-coded \
            size (seed 004): it cannot adapt, so it looks right on one screen and clips or leaves gaps on others. \
            Views that ignore proposals on purpose are not flagged: a non-resizable `Image`, a fixed \
            `.frame(width:height:)`, `.fixedSize()`, `ViewThatFits` (it picks a candidate), and any view whose \
            content is itself rigid. Content is flexible when a child the view sized (or, if it sized none, any \
            child) is a Color or shape, or answered two proposals differently on an axis.
            """,
        example: """
            struct Card: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 200, height: 100)   // whatever the proposal
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
                }
            }

            Card { Color.blue }
            """,
        fix: """
            Compute the reply from the proposal (`proposal.replacingUnspecifiedDimensions()`, clamped to what the \
            content needs); if a fixed size is really meant, say so with `.frame(width:height:)`.
            """)

    /// Kinds that ignore proposals by design.
    static let rigidByDesign: Set<String> = ["frame", "fixedSize", "Image", "ViewThatFits", "Measured", "Text"]

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var findings: [Finding] = []
        for nodeIndex in index.nodes.indices {
            let node = Int32(nodeIndex)
            guard !Self.rigidByDesign.contains(index.info(node).kind), !index.children[nodeIndex].isEmpty else { continue }
            let sized = index.callsByNode[nodeIndex].filter { !index.calls[$0].cached && index.calls[$0].query == .size }
            let calls = sized.map { index.calls[$0] }
            guard let zero = calls.first(where: { $0.proposal == .zero }),
                  let infinite = calls.first(where: { $0.proposal == .infinity }),
                  let explicit = calls.first(where: { Self.isExplicit($0.proposal) }),
                  calls.allSatisfy({ $0.size == zero.size })
            else { continue }
            // The content: the children it asked while sizing, or all of them if it asked none (hard-coded).
            var content = Set(sized.flatMap { index.nestedCalls[$0].map { index.calls[$0].node } })
            if content.isEmpty { content = Set(index.children[nodeIndex]) }
            guard let flexible = content.sorted().first(where: { isFlexible(index, $0) }) else { continue }
            findings.append(context.finding(
                self, node: node,
                message: "\(context.name(node)) replies \(Words.size(zero.size)) to the zero proposal, to "
                    + "\(Words.proposal(infinite.proposal)) and to \(Words.proposal(explicit.proposal)) alike, although its content "
                    + "is flexible (\(context.name(flexible)) \(flexibility(index, flexible))): it ignores its proposal, like a hard-coded size.",
                fix: "compute the reply from the proposal in sizeThatFits (proposal.replacingUnspecifiedDimensions(), clamped "
                    + "to what the content needs); if a fixed size is meant, write .frame(width: \(Words.number(zero.size.width)), "
                    + "height: \(Words.number(zero.size.height))).",
                event: Int(infinite.replyEvent)))
        }
        return findings
    }

    /// Both axes finite and not both zero.
    static func isExplicit(_ p: ProposedSize) -> Bool {
        guard let w = p.width, let h = p.height else { return false }
        return w.isFinite && h.isFinite && p != .zero
    }

    private func isFlexible(_ index: TraceIndex, _ node: Int32) -> Bool {
        NodeKinds.greedyLeaves.contains(index.info(node).kind) || answersDifferently(index, node) != nil
    }

    /// An axis on which the node answered two different proposals with two different lengths.
    private func answersDifferently(_ index: TraceIndex, _ node: Int32) -> Axis? {
        let calls = index.sizingCalls(of: node)
        for axis in Axis.allCases {
            var seen: [(Double?, Double)] = []
            for call in calls {
                guard let length = call.length(axis) else { continue }
                if seen.contains(where: { $0.0 != call.proposal[axis] && $0.1 != length }) { return axis }
                seen.append((call.proposal[axis], length))
            }
        }
        return nil
    }

    private func flexibility(_ index: TraceIndex, _ node: Int32) -> String {
        let kind = index.info(node).kind
        if NodeKinds.greedyLeaves.contains(kind) { return "takes whatever it is offered" }
        if let axis = answersDifferently(index, node) { return "changes its \(Words.dimension(axis)) with the proposal" }
        return "is flexible"
    }
}
