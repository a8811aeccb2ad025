import LayoutModel

/// `overflow` (warning): a container ends up larger than an explicit proposal on an axis because a child
/// needed more than it was offered and did not shrink.
///
/// Stacks size themselves as the sum of what their children reply, even past their proposal (spec §7.2),
/// so the content draws outside its frame and over its neighbours, as Flutter's "A RenderFlex overflowed by
/// N pixels". The message names the view that refused to shrink, following the overflow down through
/// containers and modifiers to where it starts; an overflow is reported once, on the innermost container.
///
/// Example (objc.io, spec §7.5):
///
///     HStack(spacing: 0) {
///         Color.red.frame(maxWidth: 100)
///         Color.green.frame(minWidth: 100)   // offered 75, replies 100
///     }
///     .frame(width: 150, height: 100)        // the HStack is 175 wide
struct ContainerOverflowsProposal: AnomalyRule {
    let id = "overflow"
    let severity = Severity.warning
    let summary = "A container ends up larger than its proposal because a child did not shrink to its offer."
    let documentation = RuleDocumentation(
        details: """
            Stacks (and other containers) size themselves from what their children reply, even past their own \
            proposal (spec §7.2), so the content draws outside the container's frame and over its neighbours, as \
            in Flutter's "A RenderFlex overflowed by N pixels". The message names the view that refused to shrink, \
            following the overflow down through containers and modifiers to where it starts, and the overflow is \
            reported once, on the innermost container. Zero and infinite proposals are probes, not offers, and \
            are not checked.
            """,
        example: """
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)   // offered 75, replies 100
            }
            .frame(width: 150, height: 100)        // the HStack is 175 wide
            """,
        fix: """
            Let the named view shrink (a smaller minimum, `.resizable()` for an image, wrapping for text), give the \
            container more room, or let the content scroll.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var walk = OverflowWalk(index: index)
        var reported = Set<String>()  // "source/axis"
        var findings: [Finding] = []
        // Innermost containers first: children follow their parents in the node table.
        for nodeIndex in index.nodes.indices.reversed() {
            let node = Int32(nodeIndex)
            guard !index.isModifier(node), index.hasSubviews(node) else { continue }
            var overflow: (call: Int, axis: Axis, child: Int, source: Int)?
            for callIndex in index.callsByNode[nodeIndex] where !index.calls[callIndex].cached {
                let call = index.calls[callIndex]
                for axis in Axis.allCases {
                    // Infinite, NaN and negative lengths are non-finite-size's and negative-size's to report.
                    guard let proposed = call.proposal[axis], proposed.isFinite, proposed > 0,
                          let length = call.length(axis), length.isFinite, length > proposed + 0.001,
                          let child = walk.refuser(in: callIndex, axis)
                    else { continue }
                    overflow = (callIndex, axis, child, walk.source(from: child, axis))
                }
            }
            guard let (callIndex, axis, childCall, sourceCall) = overflow else { continue }
            let source = index.calls[sourceCall]
            guard reported.insert("\(source.node)/\(axis)").inserted else { continue }
            let call = index.calls[callIndex]
            let child = index.calls[childCall]
            let dimension = Words.dimension(axis)
            var culprit = "\(context.nameWithLocation(child.node)) replies \(Words.length(child, axis)) to an offer of "
                + "\(Words.number(child.proposal[axis]!))"
            if sourceCall != childCall {
                culprit += " because \(context.nameWithLocation(source.node)) replies \(Words.length(source, axis)) to an offer of "
                    + "\(Words.number(source.proposal[axis]!))"
            }
            findings.append(context.finding(
                self, node: node,
                message: "\(context.name(node)) overflows its proposed \(dimension) of \(Words.number(call.proposal[axis]!)) pt by "
                    + "\(Words.number(call.length(axis)! - call.proposal[axis]!)) pt: \(culprit) and does not shrink.",
                fix: fix(context, source.node, axis), event: Int(call.replyEvent)))
        }
        return findings.reversed()
    }

    private func fix(_ context: RuleContext, _ source: Int32, _ axis: Axis) -> String {
        let info = context.index.info(source)
        let dimension = Words.dimension(axis)
        let minimum = Axis.minimumLabel(axis)
        switch info.kind {
        case "frame":
            if let frame = info.facts.flexFrame {
                let arguments = frame.writtenArguments.map { "\($0.label): \(Words.number($0.value))" }.joined(separator: ", ")
                return "lower the \(minimum) of .frame(\(arguments)) on \(context.name(source)) so that it can shrink, "
                    + "or give the container more room."
            }
            return "give \(context.name(source)) a flexible \(dimension) (.frame(max\(dimension.capitalizedFirst): …)) "
                + "instead of a fixed one, or give the container more room."
        case "Image":
            return "make \(context.name(source)) .resizable() and .scaledToFit() so that it can shrink, or give the container more room."
        case "fixedSize":
            return "drop .fixedSize() on \(context.name(source)) (or keep it on the other axis only) so that it can wrap or "
                + "shrink, or give the container more room."
        case "aspectRatio":
            return "use .scaledToFit() for \(context.name(source)), or keep .scaledToFill() inside a fixed frame with .clipped(), "
                + "so that it does not push its container out."
        case "Text":
            return "let \(context.name(source)) wrap or truncate (remove .fixedSize() or .lineLimit), or give the container more room."
        default:
            return "let \(context.name(source)) shrink to its offer, give the container more room, or put the content in a ScrollView."
        }
    }
}

extension String {
    /// The string with its first letter in upper case: `width` → `Width`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// Follows overflows down the call tree, each call's step remembered: every container on a chain follows the same
/// overflow down to where it starts, so without the memo a chain of n containers over m children costs n × (n + m)
/// (10,000 nested stacks over 40,000 views took 90 s).
private struct OverflowWalk {
    let index: TraceIndex
    /// `refuser(in:axis)` by call and axis (the call's index × 2 + the axis).
    private var refusers: [Int: Int?] = [:]
    /// `source(from:axis)` likewise.
    private var sources: [Int: Int] = [:]

    init(index: TraceIndex) { self.index = index }

    /// The call, among those made during call `parent`, whose reply exceeds its finite offer on `axis` the most.
    /// Only each child's last call counts: its final offer, after the probes (0 and ∞) and any earlier shares.
    mutating func refuser(in parent: Int, _ axis: Axis) -> Int? {
        let key = parent * 2 + (axis == .horizontal ? 0 : 1)
        if let known = refusers[key] { return known }
        var last: [Int32: Int] = [:]
        for nested in index.nesting.nested(in: parent) where index.calls[nested].length(axis) != nil { last[index.calls[nested].node] = nested }
        var best: (call: Int, excess: Double)?
        for nested in last.values.sorted() {
            let call = index.calls[nested]
            guard let offer = call.proposal[axis], offer.isFinite, let length = call.length(axis), length.isFinite else { continue }
            let excess = length - offer
            if excess > 0.001 && excess > (best?.excess ?? 0) { best = (nested, excess) }
        }
        refusers[key] = .some(best?.call)
        return best?.call
    }

    /// Follows the overflow down from a child call to the innermost call that exceeds its offer by itself.
    /// A cache hit made no calls of its own: the request it repeats is followed instead.
    mutating func source(from call: Int, _ axis: Axis) -> Int {
        let axisBit = axis == .horizontal ? 0 : 1
        var current = call
        var visited: [Int] = []
        while visited.count < index.calls.count {
            if let known = sources[current * 2 + axisBit] {
                current = known
                break
            }
            visited.append(current)
            var measured = current
            if index.calls[current].cached, let original = index.callsByNode[Int(index.calls[current].node)].first(where: {
                !index.calls[$0].cached && index.calls[$0].proposal == index.calls[current].proposal
            }) {
                measured = original
            }
            guard let deeper = refuser(in: measured, axis) else { break }
            current = deeper
        }
        for step in visited { sources[step * 2 + axisBit] = current }
        return current
    }
}
