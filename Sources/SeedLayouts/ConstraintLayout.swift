// Seed 003's "constraint-first" layout: each subview's size comes from layout values (width, height, priority)
// instead of from the subview; the row is as wide as the sizes it was given, clamped to what is available, with a
// screen size standing in for a nil proposal. A subview whose width or height is not a positive finite number is
// skipped with `continue` in both methods: never placed, so SwiftUI centres it and proposes it the container's
// proposal. Higher priorities go first.
import LayoutDebugger

public struct LayoutWidthKey: LayoutValueKey { public static let defaultValue: CGFloat = 100 }
public struct LayoutHeightKey: LayoutValueKey { public static let defaultValue: CGFloat = 50 }
public struct LayoutPriorityKey: LayoutValueKey { public static let defaultValue: Int = 0 }

extension View {
    /// The size and priority `ConstraintLayout` gives this view.
    public func layoutConstraint(width: CGFloat, height: CGFloat, priority: Int = 0) -> some View {
        layoutValue(key: LayoutWidthKey.self, value: width)
            .layoutValue(key: LayoutHeightKey.self, value: height)
            .layoutValue(key: LayoutPriorityKey.self, value: priority)
    }
}

public struct ConstraintLayout: Layout {
    public var spacing: CGFloat
    /// What the layout assumes when the proposal leaves an axis unspecified (the seed read the screen's bounds).
    public static let screenSize = CGSize(width: 393, height: 852)

    public init(spacing: CGFloat = 8) { self.spacing = spacing }

    /// The subviews with valid constraints, highest priority first (ties keep their order), with their sizes.
    private func constrained(_ subviews: Subviews) -> [(subview: LayoutSubview, size: CGSize)] {
        var valid: [(subview: LayoutSubview, size: CGSize, priority: Int)] = []
        for subview in subviews {
            let width = subview[LayoutWidthKey.self]
            let height = subview[LayoutHeightKey.self]
            guard width > 0, width.isFinite, height > 0, height.isFinite else { continue }
            valid.append((subview, CGSize(width: width, height: height), subview[LayoutPriorityKey.self]))
        }
        let order = valid.indices.sorted { valid[$0].priority != valid[$1].priority ? valid[$0].priority > valid[$1].priority : $0 < $1 }
        return order.map { (valid[$0].subview, valid[$0].size) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let available = proposal.replacingUnspecifiedDimensions(by: Self.screenSize)
        let row = constrained(subviews)
        let width = row.reduce(0) { $0 + $1.size.width } + spacing * CGFloat(max(row.count - 1, 0))
        let height = row.reduce(0) { max($0, $1.size.height) }
        return CGSize(width: min(width, available.width), height: min(height, available.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, size) in constrained(subviews) {
            subview.place(at: CGPoint(x: x, y: bounds.minY + (bounds.height - size.height) / 2), proposal: ProposedViewSize(size))
            x += size.width + spacing
        }
    }
}
