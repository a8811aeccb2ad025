// Models: HStack and VStack (SwiftUI's StackLayout, spec §7): flexibility probes with lengthThatFits at 0
// and ∞ on the major axis (redone when the minor changes or after an ideal sizing), the priority/flexibility
// sort, priority groups, equal shares of what remains,
// cross-axis alignment, and the placement re-proposal. Status: exact per OpenSwiftUI's audited StackLayout,
// except the order of lazy probes (inferred from the sort) and text baselines (treated as bottom).
import LayoutModel

/// A stack's memory between calls, as SwiftUI's `_StackLayoutCache` keeps it: probe results for the
/// last minor proposal, and the children's proposals and sizes for each proposal it was sized for.
final class StackState {
    var probeMinor: Double??
    /// Whether the last proposal the stack was sized for had a nil major (the ideal path): the next concrete
    /// one probes again even with the same minor (spec §7.2).
    var lastMajorWasNil = false
    var mins: [Double?] = []
    var maxs: [Double?] = []
    var order: [Int] = []
    var results: [ProposedSize: StackResult] = [:]
}

/// The outcome of sizing a stack for one proposal.
struct StackResult {
    var size: Size
    var proposals: [ProposedSize]
    var origins: [Point]
    var sizes: [Size]
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
            ctx.placeChild(child, proposal: laidOut.proposals[index], into: &placements) { _ in laidOut.origins[index] }
        }
    }

    /// Sizes the children for `p` (or recalls having done so) and lays them out along the axis.
    static func result(_ ctx: LayoutContext, _ n: Int32, _ spec: StackSpec, _ p: ProposedSize) -> StackResult {
        let state = ctx.stackStates[n] ?? { let s = StackState(); ctx.stackStates[n] = s; return s }()
        if let known = state.results[p] { return known }
        let children = ctx.children(n)
        let axis = spec.axis
        let minor = p[axis.other]
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        var sizes = [Size](repeating: .zero, count: children.count)
        if let major = p[axis] {
            let order = prioritize(ctx, state, children, axis: axis, minor: minor)
            SpaceDistribution.distribute(
                order: order, available: Saturating.subtract(major, spec.totalGap),
                priority: { ctx.node(children[$0]).priority },
                minimum: { minimum(ctx, state, children, $0, axis: axis, minor: minor) },
                take: { index, offer in
                    let proposal = ProposedSize.along(axis, major: offer, minor: minor)
                    proposals[index] = proposal
                    sizes[index] = ctx.size(of: children[index], proposal, .distribute)
                    return sizes[index][axis]
                })
        } else {
            for (index, child) in children.enumerated() {
                proposals[index] = ProposedSize.along(axis, major: nil, minor: minor)
                sizes[index] = ctx.size(of: child, proposals[index], .ideal)
            }
        }
        let result = arrange(spec, sizes: sizes, proposals: proposals) { ctx.guideValue(children[$0], spec.alignment, size: $1, proposal: $2) }
        state.results[p] = result
        state.lastMajorWasNil = p[axis] == nil
        return result
    }

    /// Sorts the children by priority and flexibility, probing only what the comparisons need; redone only when
    /// the minor proposal changes or the previous proposal had a nil major (spec §7.2, §7.3).
    private static func prioritize(_ ctx: LayoutContext, _ state: StackState, _ children: [Int32], axis: Axis,
                                   minor: Double?) -> [Int] {
        if let probed = state.probeMinor, probed == minor, !state.lastMajorWasNil, state.order.count == children.count {
            return state.order
        }
        state.probeMinor = .some(minor)
        state.mins = Array(repeating: nil, count: children.count)
        state.maxs = Array(repeating: nil, count: children.count)
        state.order = SpaceDistribution.prioritize(
            count: children.count, priority: { ctx.node(children[$0]).priority },
            bounds: { index in
                let low = minimum(ctx, state, children, index, axis: axis, minor: minor)
                if state.maxs[index] == nil {
                    state.maxs[index] = ctx.length(of: children[index], .along(axis, major: .infinity, minor: minor),
                                                   along: axis, .probeMax)
                }
                return (low, state.maxs[index]!)
            })
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
    /// union of the children's extents starts at 0 (spec §7.2).
    static func arrange(_ spec: StackSpec, sizes: [Size], proposals: [ProposedSize],
                        guide: (Int, Size, ProposedSize) -> Double) -> StackResult {
        let axis = spec.axis
        var origins = [Point](repeating: .zero, count: sizes.count)
        var low = 0.0
        var high = 0.0
        for (index, size) in sizes.enumerated() {
            let minorOrigin = -guide(index, size, proposals[index])
            origins[index][axis.other] = minorOrigin
            low = min(low, minorOrigin)
            high = max(high, Saturating.add(minorOrigin, size[axis.other]))
        }
        var major = 0.0
        for index in sizes.indices {
            let origin = Saturating.add(major, spec.gaps[index])
            origins[index][axis] = origin
            origins[index][axis.other] = Saturating.subtract(origins[index][axis.other], low)
            major = Saturating.add(origin, sizes[index][axis])
        }
        return StackResult(size: .along(axis, major: major, minor: Saturating.subtract(high, low)), proposals: proposals,
                           origins: origins, sizes: sizes)
    }
}
