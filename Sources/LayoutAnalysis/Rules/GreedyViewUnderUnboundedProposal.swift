import LayoutModel

/// `greedy-under-unbounded` (warning): a view that takes whatever it is offered (Color, a shape, Spacer,
/// a resizable Image) is placed with an unspecified (nil) or infinite proposal on an axis it would fill.
///
/// With nil it falls back to its ideal size: 10 pt for a Color or shape, the minimum length for a Spacer,
/// the natural size for an image; with infinity it grows without bound. This happens inside a ScrollView
/// (which proposes nil along its scroll axis), under `.fixedSize()`, in a lazy stack, or below a flexible
/// frame that passes nil on (spec §2, §5, §13.3, §22). The message names the view that turned the proposal
/// unbounded; an unbounded root proposal (`--proposal nilxnil`) is taken as deliberate and not reported. A
/// Spacer is only checked along its stack's axis.
///
/// Example:
///
///     ScrollView {
///         VStack {
///             Text("Header")
///             Color.blue   // proposed (393, nil): 10 pt tall
///         }
///     }
struct GreedyViewUnderUnboundedProposal: AnomalyRule {
    let id = "greedy-under-unbounded"
    let readsEarlierFindings = true
    let severity = Severity.warning
    let summary = "A greedy view (Color, shape, Spacer, resizable Image) is placed with a nil or infinite proposal on an axis it fills."
    let documentation = RuleDocumentation(
        details: """
            Colors, shapes, Spacers and resizable images take whatever they are offered. Placed with an \
            unspecified (nil) proposal on an axis, they fall back to their ideal size: 10 pt for a Color or shape, \
            the minimum length for a Spacer, the natural size for an image; placed with infinity, they grow \
            without bound. This happens inside a ScrollView (nil along the scroll axis), under `.fixedSize()`, in \
            a lazy stack, or below a flexible frame that passes nil on (spec §2, §5, §13.3, §22). The message \
            names the view that made the proposal unbounded; an unbounded root proposal (`--proposal nilxnil`, to \
            measure ideal sizes) is taken as deliberate. A Spacer is checked along its stack's axis only, and a \
            view below a `non-finite-size` finding is left to that finding.
            """,
        example: """
            ScrollView {
                VStack {
                    Text("Header")
                    Color.blue   // proposed (393, nil): 10 pt tall
                }
            }
            """,
        fix: """
            Give the view an explicit length on that axis (`.frame(height: 200)`), or move it out of the \
            ScrollView / `.fixedSize()` that makes the proposal unbounded.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        let nonFinite = context.earlier.filter { $0.ruleID == "non-finite-size" }.compactMap(\.node)
        var findings: [Finding] = []
        var origins = OriginWalk(index: index)
        for nodeIndex in index.nodes.indices {
            let node = Int32(nodeIndex)
            guard let fallback = greedy(index, node) else { continue }
            if nonFinite.contains(where: { index.isInside(node, $0) }) { continue }  // a cascade of that finding
            let axes = self.axes(index, node)
            for placementIndex in index.placementsByNode[nodeIndex] {
                let placement = index.placements[placementIndex]
                // Only an unbounded proposal that some view introduced: when the root proposal itself is nil or
                // infinite (`--proposal nilxnil` to measure ideal sizes), every greedy view would be flagged.
                let sources = axes.compactMap { axis -> (Axis, Int32)? in
                    let value = placement.proposal[axis]
                    guard value == nil || value == .infinity, let source = origins.origin(of: node, axis, value) else { return nil }
                    return (axis, source)
                }
                guard let (firstAxis, source) = sources.first else { continue }
                let what = sources.map { axis, _ in
                    placement.proposal[axis] == nil
                        ? "an unspecified \(Words.dimension(axis)), so it falls back to \(Words.number(placement.frame.size[axis])) pt (\(fallback))"
                        : "an infinite \(Words.dimension(axis)), so it grows without bound"
                }
                findings.append(context.finding(
                    self, node: node,
                    message: "\(context.name(node)) is placed with the proposal \(Words.proposal(placement.proposal)): "
                        + what.joined(separator: ", and ") + ", instead of filling the space. "
                        + "\(context.nameWithLocation(source)) \(reason(index, source, firstAxis)).",
                    fix: fix(index, source, sources.map(\.0)), event: placement.event))
                break
            }
        }
        return findings
    }

    /// What the greedy view falls back to under nil, or nil when the node is not greedy.
    private func greedy(_ index: TraceIndex, _ node: Int32) -> String? {
        let kind = index.info(node).kind
        if NodeKinds.greedyLeaves.contains(kind) { return "its ideal size" }
        if kind == "Spacer" { return "its minimum length" }
        if kind == "Image", Set(index.sizingCalls(of: node).map(\.size)).count > 1 { return "its natural size" }  // resizable
        return nil
    }

    /// The axes the view fills: both, except for a Spacer in a stack (its stack's axis only).
    private func axes(_ index: TraceIndex, _ node: Int32) -> [Axis] {
        guard index.info(node).kind == "Spacer", let stack = index.enclosingElement(of: node) else { return Axis.allCases }
        switch index.info(stack).kind {
        case "HStack", "LazyHStack": return [.horizontal]
        case "VStack", "LazyVStack": return [.vertical]
        default: return Axis.allCases
        }
    }

    private func reason(_ index: TraceIndex, _ source: Int32, _ axis: Axis) -> String {
        let dimension = Words.dimension(axis)
        switch index.info(source).kind {
        case "ScrollView": return "proposes no \(dimension) along its scroll axis"
        case "fixedSize": return "proposes its ideal \(dimension) (nil)"
        case "LazyVStack", "LazyHStack": return "proposes each child its ideal length (nil)"
        case "frame": return "has no ideal \(dimension) and passes the unspecified \(dimension) on (iOS 17)"
        case "aspectRatio": return "scales by an unspecified axis and proposes infinity"
        default: return "proposes an unbounded \(dimension)"
        }
    }

    private func fix(_ index: TraceIndex, _ source: Int32, _ axes: [Axis]) -> String {
        let frame = axes.map { "\(Words.dimension($0)): 200" }.joined(separator: ", ")
        switch index.info(source).kind {
        case "fixedSize": return "remove .fixedSize() on that axis, or give the view an explicit .frame(\(frame))."
        case "frame":
            let ideal = axes.map { ($0 == .horizontal ? "idealWidth" : "idealHeight") + ": 200" }.joined(separator: ", ")
            return "give the frame an ideal size (.frame(\(ideal), …)) or the view an explicit .frame(\(frame))."
        default: return "give it an explicit length on that axis, e.g. .frame(\(frame)), or move it out of \(index.info(source).displayName)."
        }
    }
}

/// Finds the view that made a proposal unbounded, each ancestor's answer remembered: the greedy views at the bottom of
/// a chain of ScrollViews all look up through the same ancestors (10,000 of them over 40,000 views took 11 s).
private struct OriginWalk {
    let index: TraceIndex
    /// `nearest(from:axis:value:)` by node, axis and value (nil or infinity): the node × 4 + the axis × 2 + the value.
    private var known: [Int: Int32] = [:]

    init(index: TraceIndex) { self.index = index }

    /// The nearest ancestor that was itself placed with a bounded proposal on `axis` but passed an unbounded
    /// one down: the view that made the proposal unbounded (nil when the root proposal already was).
    mutating func origin(of node: Int32, _ axis: Axis, _ value: Double?) -> Int32? {
        let found = nearest(from: index.info(node).parent, axis, value)
        return found >= 0 ? found : nil
    }

    /// From `start` up, the first node whose last placement's proposal on `axis` is not `value`; -1 when none is.
    private mutating func nearest(from start: Int32, _ axis: Axis, _ value: Double?) -> Int32 {
        let keyBits = (axis == .horizontal ? 0 : 2) + (value == nil ? 0 : 1)
        var current = start
        var visited: [Int32] = []
        while current >= 0 {
            if let answer = known[Int(current) * 4 + keyBits] {
                current = answer
                break
            }
            visited.append(current)
            if let last = index.placementsByNode.last(of: Int(current)), index.placements[last].proposal[axis] != value { break }
            current = index.info(current).parent
        }
        for node in visited { known[Int(node) * 4 + keyBits] = current }
        return current
    }
}
