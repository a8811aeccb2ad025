import LayoutModel
import LayoutTrace

/// `ignores-proposal` (warning): a view replies the same size to the zero proposal, to infinity and to an
/// explicit proposal, although its content is flexible: a hard-coded size (seed 004). In a stack, which probes
/// one axis only, the same length to zero, infinity and a share on that axis, and on the other axis one length
/// that is not the one offered.
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
            A stack probes one axis only (zero, infinity, then a share); there the view is flagged when it answers \
            the three with one length and, on the other axis, keeps a length other than the one it was offered. \
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
            guard !index.children(of: node).isEmpty, !Self.rigidByDesign.contains(index.nodes[nodeIndex].kind),
                  let kept = Self.keptLengths(index, nodeIndex) else { continue }
            let sized = index.callsByNode[nodeIndex].filter { !index.calls[$0].cached && index.calls[$0].query == .size }
            guard let evidence = (kept.width && kept.height ? bothAxes(index, sized) : nil) ?? oneAxis(index, node, sized, kept: kept)
            else { continue }
            // The content: the children it asked while sizing, or all of them if it asked none (hard-coded).
            var content = Set(sized.flatMap { index.nesting.nested(in: $0).map { index.calls[$0].node } })
            // Judged by what the content answered this view in the calls that show it ignoring its proposals (a Text
            // asked at width 0 by a width probe is taller, but offered the full width it keeps one height whatever
            // the height offered); if the view asked nothing, by all the content ever answered.
            var asked: [Int]? = evidence.calls.flatMap { Array(index.nesting.nested(in: $0)) }
            if content.isEmpty { content = Set(index.children(of: node)); asked = nil }
            guard let flexible = content.sorted().first(where: { isFlexible(index, $0, along: evidence.axis, among: asked) }) else { continue }
            let size = evidence.size
            findings.append(context.finding(
                self, node: node,
                message: "\(context.name(node)) replies \(evidence.replies), although its content "
                    + "is flexible (\(context.name(flexible)) \(flexibility(index, flexible, along: evidence.axis, among: asked))): it ignores its proposal, like a hard-coded size.",
                fix: "compute the reply from the proposal in sizeThatFits (proposal.replacingUnspecifiedDimensions(), clamped "
                    + "to what the content needs); if a fixed size is meant, write .frame(width: \(Words.number(size.width)), "
                    + "height: \(Words.number(size.height))).",
                event: evidence.event))
        }
        return findings
    }

    /// Which lengths the view's uncached size replies keep throughout (NaN is never kept, as with `==`); nil when it
    /// has no such reply or keeps neither. Both kinds of evidence need it (`bothAxes` one size, `oneAxis` one length
    /// across the probed axis); found first, without allocating, as most views keep neither.
    private static func keptLengths(_ index: TraceIndex, _ node: Int) -> (width: Bool, height: Bool)? {
        var first: Size?
        var width = true, height = true
        for position in index.callsByNode[node] {
            let call = index.calls[position]
            guard !call.cached, call.query == .size else { continue }
            guard let kept = first else {
                first = call.size
                width = call.size.width == call.size.width
                height = call.size.height == call.size.height
                continue
            }
            width = width && call.size.width == kept.width
            height = height && call.size.height == kept.height
            if !width && !height { return nil }
        }
        return first != nil && (width || height) ? (width, height) : nil
    }

    /// What shows a view ignoring its proposals: the replies in words, the size it keeps replying, and the event to
    /// point at.
    private struct Evidence {
        var replies: String
        var size: Size
        var event: Int
        /// The one axis probed (a stack's); nil when both were.
        var axis: Axis?
        /// The view's calls that show it: the sizes, and a stack's probes of the axis.
        var calls: [Int]
    }

    /// The view answered the zero proposal, infinity and an explicit proposal with one size (a Grid's probes, seed 004).
    /// Called only when its size replies keep both lengths (`keptLengths`).
    private func bothAxes(_ index: TraceIndex, _ sized: [Int]) -> Evidence? {
        // The closure holds the calls only: holding `index` copied the whole index, a retain of each of its parts,
        // for every view (docs/performance.md item 60).
        let all = index.calls
        let calls = sized.lazy.map { all[$0] }
        guard let zero = calls.first(where: { $0.proposal == .zero }),
              let infinite = calls.first(where: { $0.proposal == .infinity }),
              let explicit = calls.first(where: { Self.isExplicit($0.proposal) })
        else { return nil }
        return Evidence(replies: "\(Words.size(zero.size)) to the zero proposal, to \(Words.proposal(infinite.proposal)) and to "
                            + "\(Words.proposal(explicit.proposal)) alike",
                        size: zero.size, event: Int(infinite.replyEvent), axis: nil, calls: sized)
    }

    /// A stack probes one axis only: zero, infinity, then a share, each with the same length on the other axis. The
    /// view ignores them when it answers all three with one length, and on the other axis keeps one length that is
    /// not the one it was offered. (A view that takes the length it is offered there is a fixed-length design along
    /// the probed axis, such as rows of a set height, not a hard-coded size.)
    private func oneAxis(_ index: TraceIndex, _ node: Int32, _ sized: [Int], kept: (width: Bool, height: Bool)) -> Evidence? {
        guard let firstSized = sized.first else { return nil }
        let first = index.calls[firstSized]
        for axis in Axis.allCases {
            let cross = axis.other
            guard cross == .horizontal ? kept.width : kept.height else { continue }  // one length across
            // The probes of the axis, read in place (this runs for most views; the lists are made for a finding).
            var zero: NodeCall?, infinite: NodeCall?, share: NodeCall?
            var firstLength: Double?
            var oneLength = true
            for position in index.callsByNode[Int(node)] {
                let call = index.calls[position]
                guard !call.cached, let length = call.length(axis) else { continue }
                if firstLength == nil { firstLength = length }
                oneLength = oneLength && length == firstLength!  // NaN is never one length, as with ==
                if zero == nil && call.proposal[axis] == 0 { zero = call }
                if infinite == nil && call.proposal[axis] == .infinity { infinite = call }
                if share == nil && (call.proposal[axis] ?? 0) > 0 && call.proposal[axis]!.isFinite { share = call }
            }
            guard let zero, let infinite, let share, oneLength,
                  let offered = sized.lazy.map({ [all = index.calls] in all[$0] })
                    .first(where: { $0.proposal[cross].map { $0.isFinite && $0 != first.size[cross] } ?? false })
            else { continue }
            let probeCalls = index.callsByNode[Int(node)].filter { !index.calls[$0].cached && index.calls[$0].length(axis) != nil }
            let length = zero.length(axis)!
            let dimension = Words.dimension(axis), other = Words.dimension(cross)
            return Evidence(replies: "\(dimension) \(Words.number(length)) to \(dimension)s 0, inf and "
                                + "\(Words.number(share.proposal[axis]!)) alike, and \(other) \(Words.number(first.size[cross])) to "
                                + "\(other) \(Words.number(offered.proposal[cross]!))",
                            size: first.size, event: Int(infinite.replyEvent), axis: axis, calls: sized + probeCalls)
        }
        return nil
    }

    /// Both axes finite and not both zero.
    static func isExplicit(_ p: ProposedSize) -> Bool {
        guard let w = p.width, let h = p.height else { return false }
        return w.isFinite && h.isFinite && p != .zero
    }

    /// Flexible along `axis` (or along either, for nil): a greedy leaf, or a view that answered two proposals
    /// with two lengths on that axis. A stack's one-axis probes need content flexible along the probed axis: text
    /// that rewraps to a new width keeps its height, and a row of it keeps its own.
    private func isFlexible(_ index: TraceIndex, _ node: Int32, along axis: Axis?, among asked: [Int]?) -> Bool {
        index.isGreedyLeaf(node) || answersDifferently(index, node, along: axis, among: asked) != nil
    }

    /// An axis (of `along`, or of both for nil) on which the node answered two different proposals with two
    /// different lengths, among the calls `asked` (all its calls for nil).
    private func answersDifferently(_ index: TraceIndex, _ node: Int32, along: Axis? = nil, among asked: [Int]?) -> Axis? {
        let calls = asked.map { $0.map { index.calls[$0] }.filter { $0.node == node } } ?? index.sizingCalls(of: node)
        for axis in along.map({ [$0] }) ?? Axis.allCases {
            var seen: [(Double?, Double)] = []
            for call in calls {
                guard let length = call.length(axis) else { continue }
                if seen.contains(where: { $0.0 != call.proposal[axis] && $0.1 != length }) { return axis }
                seen.append((call.proposal[axis], length))
            }
        }
        return nil
    }

    private func flexibility(_ index: TraceIndex, _ node: Int32, along: Axis?, among asked: [Int]?) -> String {
        let kind = index.info(node).kind
        if NodeKinds.greedyLeaves.contains(kind) { return "takes whatever it is offered" }
        if let axis = answersDifferently(index, node, along: along, among: asked) { return "changes its \(Words.dimension(axis)) with the proposal" }
        return "is flexible"
    }
}
