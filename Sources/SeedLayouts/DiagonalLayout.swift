// Seed 004's diagonal layout: each subview down and to the right of the one before, at its ideal size. The ideal
// sizes are measured in makeCache and again in updateCache; sizeThatFits answers from the cache, so the container
// is as big as the staircase whatever is proposed (a layout that ignores its proposal).
import LayoutDebugger

public struct DiagonalLayout: Layout {
    public struct Cache {
        public var sizes: [CGSize]
    }

    public init() {}

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizes.reduce(CGSize.zero) { CGSize(width: $0.width + $1.width, height: $0.height + $1.height) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var corner = bounds.origin
        for (subview, size) in zip(subviews, cache.sizes) {
            subview.place(at: corner, anchor: .topLeading, proposal: ProposedViewSize(size))
            corner.x += size.width
            corner.y += size.height
        }
    }
}
