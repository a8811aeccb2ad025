// Models: `HStackLayout` / `VStackLayout` called as a `Layout` from a custom layout's own code
// (`HStackLayout(spacing: 4).sizeThatFits(proposal:subviews:cache:)`, how layouts such as FrameUp's FittedHStack
// wrap a stack). SwiftUI's stack layouts are `Layout`s (Apple's HStackLayout documentation), so they answer
// with the stack's own algorithm: the engine's StackLayout (`StackBehavior.lay`) over the subviews it is given.
// Status: exact as far as the stacks are; the probes are made afresh on each call (a layout value's cache is not
// modelled), which may ask a subview the same question more often than SwiftUI would (inferred).
import LayoutModel

/// A stack's algorithm for children that are not nodes of the tree: a custom layout's subviews.
public struct StackLayoutValue: Sendable {
    public var axis: Axis
    /// The distance before each child (the first's is 0).
    public var gaps: [Double]

    /// `gaps` from the uniform `spacing`, else from each pair of neighbours' preferences (`distance(i)`: the
    /// distance between child i-1 and child i).
    public init(axis: Axis, spacing: Double?, count: Int, distance: (Int) -> Double) {
        self.axis = axis
        gaps = (0..<count).map { $0 == 0 ? 0 : spacing ?? distance($0) }
    }

    /// One child's place in the stack: what it is proposed, its size, its origin in the stack's bounds.
    public struct Child: Equatable, Sendable {
        public var proposal: ProposedSize
        public var size: Size
        public var origin: Point
    }

    /// The stack's size for `p` and each child's proposal, size and origin. `size(i, proposal)` asks child i;
    /// `guide(i, size, proposal)` is the child's cross-axis alignment guide.
    public func layout(_ p: ProposedSize, priority: (Int) -> Double, size: (Int, ProposedSize) -> Size,
                       guide: (Int, Size, ProposedSize) -> Double) -> (size: Size, children: [Child]) {
        let count = gaps.count
        // The alignment is `guide`'s: the spec's is not read by `lay`.
        let spec = StackSpec(axis: axis, alignment: .vertical(.top), gaps: gaps, totalGap: Saturating.sum(gaps))
        let minor = p[axis.other]
        var minimums = [Double?](filledWith: nil, count: count), maximums = [Double?](filledWith: nil, count: count)
        func minimum(_ index: Int) -> Double {
            if let known = minimums[index] { return known }
            let value = size(index, .along(axis, major: 0, minor: minor))[axis]
            minimums[index] = value
            return value
        }
        func maximum(_ index: Int) -> Double {
            if let known = maximums[index] { return known }
            let value = size(index, .along(axis, major: .infinity, minor: minor))[axis]
            maximums[index] = value
            return value
        }
        let result = StackBehavior.lay(
            spec, p, count: count,
            order: { SpaceDistribution.prioritize(count: count, priority: priority, bounds: { (minimum($0), maximum($0)) }) },
            priority: priority, minimum: minimum, size: { index, proposal, _ in size(index, proposal) }, guide: guide)
        return (result.size, result.children.map { Child(proposal: $0.proposal, size: $0.size, origin: $0.origin) })
    }
}
