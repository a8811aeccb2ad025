// Models: HStack and VStack (SwiftUI's StackLayout, spec §7): flexibility probes with lengthThatFits at 0
// and ∞ on the major axis (redone when the minor changes or after an ideal sizing), the priority/flexibility
// sort, priority groups, equal shares of what remains,
// cross-axis alignment, and the placement re-proposal. Status: exact per OpenSwiftUI's audited StackLayout,
// except the order of lazy probes (inferred from the sort) and text baselines (treated as bottom).
import LayoutModel

/// A stack's memory between calls, as SwiftUI's `_StackLayoutCache` keeps it: probe results for the
/// last minor proposal, and the children's proposals and sizes for each proposal it was sized for.
///
/// Touched only by the thread laying out, and never twice at once (`prioritize` hands `order` to the distribution
/// while its closures fill `mins` and `maxs`): no dynamic exclusivity checks, which cost 1.9% of a trace's
/// instructions (docs/performance.md item 50).
final class StackState {
    @exclusivity(unchecked) var probeMinor: Double??
    /// Whether the last proposal the stack was sized for had a nil major (the ideal path): the next concrete
    /// one probes again even with the same minor (spec §7.2).
    @exclusivity(unchecked) var lastMajorWasNil = false
    @exclusivity(unchecked) var mins: [Double?] = []
    @exclusivity(unchecked) var maxs: [Double?] = []
    @exclusivity(unchecked) var order: [Int] = []
    /// Room for a few proposals from the start: a stack is sized for several, and growing a dictionary
    /// reallocates it each time.
    @exclusivity(unchecked) var results = [ProposedSize: StackResult](minimumCapacity: 4)
}

/// The outcome of sizing a stack for one proposal.
struct StackResult {
    var size: Size
    /// Per child, in order (one array: a stack keeps a result per proposal, and three arrays cost three allocations).
    var children: [StackChild]
}

/// One child in a stack's result: what it was proposed, the size it chose, where it goes.
struct StackChild {
    var proposal: ProposedSize
    var size: Size
    var origin = Point.zero
}

enum StackBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ spec: StackSpec, _ p: ProposedSize) -> Size {
        result(ctx, n, spec, p).size
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ spec: StackSpec, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        var p = proposal
        if ctx.quirks.contains(.stackPlacementFillsCrossAxis), p[spec.axis.other] == nil {
            p[spec.axis.other] = size[spec.axis.other]
        }
        let laidOut = result(ctx, n, spec, p)
        for (index, child) in ctx.children(n).enumerated() {
            let placed = laidOut.children[index]
            ctx.placeChild(child, proposal: placed.proposal, into: &placements) { _ in placed.origin }
        }
    }

    /// Sizes the children for `p` (or recalls having done so) and lays them out along the axis.
    static func result(_ ctx: LayoutContext, _ n: Int32, _ spec: StackSpec, _ p: ProposedSize) -> StackResult {
        let state = ctx.stackStates[Int(n)] ?? { let s = StackState(); ctx.stackStates[Int(n)] = s; return s }()
        if let known = state.results[p] { return known }
        let children = ctx.children(n)
        let axis = spec.axis
        let minor = p[axis.other]
        let result = lay(spec, p, count: children.count,
                         order: { prioritize(ctx, state, children, axis: axis, minor: minor) },
                         priority: { ctx.node(children[$0]).priority },
                         minimum: { minimum(ctx, state, children, $0, axis: axis, minor: minor) },
                         size: { ctx.size(of: children[$0], $1, $2 ? .ideal : .distribute) },
                         guide: { ctx.guideValue(children[$0], spec.alignment, size: $1, proposal: $2) })
        state.results[p] = result
        state.lastMajorWasNil = p[axis] == nil
        return result
    }

    /// SwiftUI's StackLayout for one proposal over children given as closures: with a major length, the children in
    /// `order()` share it by priority (`SpaceDistribution`); without one, each is proposed nil on the major axis (its
    /// ideal, `size`'s third argument true); then `arrange`. The engine's stacks pass their cached probes; a layout
    /// value called from a custom layout's code passes its subviews (`StackLayoutValue`).
    static func lay(_ spec: StackSpec, _ p: ProposedSize, count: Int, order: () -> [Int], priority: (Int) -> Double,
                    minimum: (Int) -> Double, size: (Int, ProposedSize, _ ideal: Bool) -> Size,
                    guide: (Int, Size, ProposedSize) -> Double) -> StackResult {
        let axis = spec.axis
        let minor = p[axis.other]
        var laidOut = [StackChild](filledWith: StackChild(proposal: .unspecified, size: .zero), count: count)
        if let major = p[axis] {
            SpaceDistribution.distribute(
                order: order(), available: Saturating.subtract(major, spec.totalGap), priority: priority, minimum: minimum,
                take: { index, offer in
                    let proposal = ProposedSize.along(axis, major: offer, minor: minor)
                    let chosen = size(index, proposal, false)
                    laidOut[index] = StackChild(proposal: proposal, size: chosen)
                    return chosen[axis]
                })
        } else {
            for index in 0..<count {
                let proposal = ProposedSize.along(axis, major: nil, minor: minor)
                laidOut[index] = StackChild(proposal: proposal, size: size(index, proposal, true))
            }
        }
        let total = arrange(spec, &laidOut, guide: guide)
        return StackResult(size: total, children: laidOut)
    }

    /// Sorts the children by priority and flexibility, probing only what the comparisons need; redone only when
    /// the minor proposal changes or the previous proposal had a nil major (spec §7.2, §7.3).
    private static func prioritize(_ ctx: LayoutContext, _ state: StackState, _ children: [Int32], axis: Axis,
                                   minor: Double?) -> [Int] {
        if let probed = state.probeMinor, probed == minor, !state.lastMajorWasNil, state.order.count == children.count {
            return state.order
        }
        state.probeMinor = .some(minor)
        // Cleared in place: a stack probes again for every new cross proposal.
        state.mins.removeAll(keepingCapacity: true)
        state.mins.append(contentsOf: repeatElement(nil, count: children.count))
        state.maxs.removeAll(keepingCapacity: true)
        state.maxs.append(contentsOf: repeatElement(nil, count: children.count))
        SpaceDistribution.prioritize(
            count: children.count, priority: { ctx.node(children[$0]).priority },
            bounds: { index in
                let low = minimum(ctx, state, children, index, axis: axis, minor: minor)
                if state.maxs[index] == nil {
                    state.maxs[index] = ctx.length(of: children[index], .along(axis, major: .infinity, minor: minor),
                                                   along: axis, .probeMax)
                }
                return (low, state.maxs[index]!)
            },
            into: &state.order)
        return state.order
    }

    private static func minimum(_ ctx: LayoutContext, _ state: StackState, _ children: [Int32], _ index: Int,
                                axis: Axis, minor: Double?) -> Double {
        if let known = state.mins[index] { return known }
        let value = ctx.length(of: children[index], .along(axis, major: 0, minor: minor), along: axis, .probeMin)
        state.mins[index] = value
        return value
    }

    /// Major-axis origins follow the gaps; cross-axis origins align every child's guide, then shift so the
    /// union of the children's extents starts at 0 (spec §7.2). Sets each child's origin; the stack's size.
    static func arrange(_ spec: StackSpec, _ children: inout [StackChild], guide: (Int, Size, ProposedSize) -> Double) -> Size {
        let axis = spec.axis
        var low = 0.0
        var high = 0.0
        for index in children.indices {
            let child = children[index]
            let minorOrigin = -guide(index, child.size, child.proposal)
            children[index].origin[axis.other] = minorOrigin
            low = min(low, minorOrigin)
            high = max(high, Saturating.add(minorOrigin, child.size[axis.other]))
        }
        var major = 0.0
        for index in children.indices {
            let origin = Saturating.add(major, spec.gaps[index])
            children[index].origin[axis] = origin
            children[index].origin[axis.other] = Saturating.subtract(children[index].origin[axis.other], low)
            major = Saturating.add(origin, children[index].size[axis])
        }
        return .along(axis, major: major, minor: Saturating.subtract(high, low))
    }
}
