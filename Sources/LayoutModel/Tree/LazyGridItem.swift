/// One column of a `LazyVGrid` (one row of a `LazyHGrid`): SwiftUI's `GridItem`, with its initialiser's defaults.
/// The layout it gets is LazyGridBehavior's (LayoutEngine); docs/fidelity.md "Lazy grids" gives the sources.
public struct LazyGridItem: Hashable, Sendable {
    /// `GridItem.Size`.
    public enum Sizing: Hashable, Sendable {
        /// Exactly this length, whatever the grid is offered.
        case fixed(Double)
        /// An equal share of what the fixed items leave, clamped to `minimum…maximum` (SwiftUI: 10…∞ by default).
        case flexible(minimum: Double, maximum: Double)
        /// As many items of at least `minimum` as fit in an equal share, each at most `maximum`.
        case adaptive(minimum: Double, maximum: Double)

        /// The name as SwiftUI spells the case.
        public var name: String {
            switch self {
            case .fixed: "fixed"
            case .flexible: "flexible"
            case .adaptive: "adaptive"
            }
        }
    }

    public var size: Sizing
    /// The gap after this item (the last item's is unused); nil is SwiftUI's platform default.
    public var spacing: Double?
    /// Where a cell sits in the space its item gives it; nil is centred.
    public var alignment: Alignment?

    /// `GridItem()`: `.flexible()`.
    public static let defaultSize = Sizing.flexible(minimum: 10, maximum: .infinity)

    public init(_ size: Sizing = LazyGridItem.defaultSize, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension LazyGridItem {
    /// What is wrong with an item, in the words both readers use; nil when it can be laid out. Lengths are finite
    /// and not negative, a maximum may be infinite; a minimum above the maximum is SwiftUI's to judge (the maximum
    /// wins, LazyGridBehavior), so it passes.
    public var problem: String? {
        func length(_ value: Double, _ name: String, infinite: Bool = false) -> String? {
            if value.isNaN { return "a grid item's \(name) is not a number (NaN)" }
            if value < 0 { return "a grid item's \(name) must not be negative, got \(NumberFormat.string(value))" }
            if value.isInfinite, !infinite { return "a grid item's \(name) must be finite" }
            return nil
        }
        if let spacing, spacing.isNaN || spacing.isInfinite { return "a grid item's spacing must be a finite number" }
        switch size {
        case .fixed(let value): return length(value, "fixed size")
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            return length(minimum, "minimum") ?? length(maximum, "maximum", infinite: true)
        }
    }
}
