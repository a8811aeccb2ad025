// Seed 001's radial stack, written against the Layout protocol: subviews on a circle around the centre, each at its
// ideal size. `RadialStack` keeps no cache, so every placement measures the subviews again to find the radius;
// `CachedRadialStack` keeps the radius and the angle in its cache, works the radius out in the first placeSubviews
// after makeCache or updateCache, and reuses it until the next update (the angle only changes with the count).
import LayoutDebugger

/// Subviews evenly spaced on a circle that fits the container, the first at the top, going clockwise.
public struct RadialStack: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = Radial.radius(in: bounds, subviews: subviews)
        Radial.place(subviews, in: bounds, radius: radius, step: Radial.step(count: subviews.count))
    }
}

/// A `RadialStack` that remembers its radius between placements.
public struct CachedRadialStack: Layout {
    public struct Cache {
        /// Worked out in placeSubviews, the first time after makeCache or updateCache.
        public var radius: CGFloat?
        /// The angle between neighbours, in radians.
        public var step: CGFloat
        /// The subview count `step` was worked out for.
        public var count: Int
    }

    public init() {}

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(radius: nil, step: Radial.step(count: subviews.count), count: subviews.count)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        // The container's size may have changed and nothing here says so: the radius has to be found again.
        cache.radius = nil
        if cache.count != subviews.count {
            cache.count = subviews.count
            cache.step = Radial.step(count: subviews.count)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let radius = cache.radius ?? Radial.radius(in: bounds, subviews: subviews)
        cache.radius = radius
        Radial.place(subviews, in: bounds, radius: radius, step: cache.step)
    }
}

/// The geometry both radial stacks share.
enum Radial {
    /// 2π / count: the angle between neighbours.
    static func step(count: Int) -> CGFloat {
        count > 0 ? 2 * .pi / CGFloat(count) : 0
    }

    /// The radius that keeps the largest subview (at its ideal size) inside `bounds`: half the shorter side, less
    /// half the subview's longer side. Asks every subview for its ideal size.
    static func radius(in bounds: CGRect, subviews: LayoutSubviews) -> CGFloat {
        let largest = subviews.reduce(CGFloat(0)) { largest, subview in
            let size = subview.sizeThatFits(.unspecified)
            return max(largest, size.width, size.height)
        }
        return min(bounds.width, bounds.height) / 2 - largest / 2
    }

    /// Puts subview i's centre on the circle at angle i × step from the top, clockwise, at its ideal size.
    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, radius: CGFloat, step: CGFloat) {
        for (index, subview) in subviews.enumerated() {
            let angle = step * CGFloat(index)
            let point = CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
