// Seed 001's spiral stack: subviews on a spiral, `elementsPerLayer` to a turn, each turn inside the last. Its
// placeSubviews places one turn and calls itself for the rest with a smaller radius passed down through the cache;
// it saves the cache before and restores it after, so the next placement starts from the outer turn again. It keeps
// the protocol's default updateCache, which makes the cache again.
import LayoutDebugger

public struct SpiralStack: Layout {
    /// Subviews on one turn of the spiral.
    public var elementsPerLayer: Int
    /// The gap between one turn and the next, beyond the largest subview.
    public var spiralPadding: CGFloat

    public struct Cache {
        /// The radius of the turn being placed; nil until the first placement.
        public var radius: CGFloat?
        /// The largest ideal size among the subviews.
        public var largest: CGSize
        /// The angle between neighbours on a turn, in radians.
        public var step: CGFloat
        /// How much closer to the centre each subview is than the one before it.
        public var inwardStep: CGFloat
    }

    public init(elementsPerLayer: Int = 24, spiralPadding: CGFloat = 4) {
        self.elementsPerLayer = elementsPerLayer
        self.spiralPadding = spiralPadding
    }

    /// From one turn to the next: the largest subview's longer side plus the padding.
    private func layerDepth(_ largest: CGSize) -> CGFloat { max(largest.width, largest.height) + spiralPadding }

    public func makeCache(subviews: Subviews) -> Cache {
        let largest = subviews.reduce(CGSize.zero) { largest, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
        let perLayer = CGFloat(max(elementsPerLayer, 1))
        return Cache(radius: nil, largest: largest, step: 2 * .pi / perLayer, inwardStep: layerDepth(largest) / perLayer)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let radius = cache.radius ?? min(bounds.width, bounds.height) / 2 - max(cache.largest.width, cache.largest.height) / 2
        cache.radius = radius
        let turn = subviews.prefix(max(elementsPerLayer, 1))
        for (index, subview) in turn.enumerated() {
            let distance = radius - cache.inwardStep * CGFloat(index)
            let angle = cache.step * CGFloat(index)
            let point = CGPoint(x: bounds.midX + distance * sin(angle), y: bounds.midY - distance * cos(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
        guard subviews.count > turn.count else { return }
        // The inner turns: the same placement, a turn further in, told through the cache.
        let saved = cache
        cache.radius = radius - layerDepth(cache.largest)
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews[turn.count..<subviews.count], cache: &cache)
        cache = saved
    }
}
