/// The numbers layoutdbg accepts, defined once for both readers (JSON and SwiftUI syntax), `--proposal` and the
/// engine's saturating arithmetic (docs/ARCHITECTURE.md, "Numbers"; docs/input-format.md, "Numbers").
///
/// - A length is any finite Double: `1e300` is a length like any other, a subnormal (`5e-324`) is the tiny positive
///   number it spells, `-0` reads as 0, and a literal too small for a Double (`1e-400`) is 0, as Swift reads it.
/// - A literal too large for a Double (`1e309`) is refused in every reader with `overflowMessage`, at the literal.
///   (Swift's compiler turns it into infinity with a warning; layoutdbg asks for infinity to be written as such.)
/// - Infinity is accepted where a length may be infinite, spelled `.infinity` in Swift and `"inf"` in JSON.
/// - The text metrics (display scale, character advance, line height, font sizes) and the environment's default
///   lengths must lie in their `MetricRange`, so that text sizing divides by sensible numbers.
public enum NumberLimits {
    /// The largest finite length, `Double.greatestFiniteMagnitude` (about 1.8e308): arithmetic on finite lengths
    /// saturates here instead of overflowing to infinity (`Saturating`).
    public static let largestLength = Double.greatestFiniteMagnitude

    /// The largest count a length converts to (characters or lines of text): 2^53, the last integer up to which a
    /// Double holds every integer exactly.
    public static let largestCount = 1 << 53

    /// What every reader says about a number literal too large for a Double, located at the literal.
    public static func overflowMessage(_ written: String) -> String {
        "number out of range: '\(written)' is larger than the largest Double (1.8e308)"
    }

    /// The note that goes with `overflowMessage`.
    public static let overflowNote = "an infinite length is written .infinity in Swift, \"inf\" in JSON and inf in a proposal"

    /// How `Double(_:)` spells infinity (any case): text that reads as infinity without being one of these overflowed.
    public static let infinitySpellings: Set<String> = ["inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"]

    /// `value` with a negative zero made positive: `-0` reads as 0 in every reader.
    @inlinable public static func canonical(_ value: Double) -> Double { value == 0 ? 0 : value }

    /// A number as messages show it: the output format (`NumberFormat`) when that keeps it, else Swift's shortest
    /// form, so that `1e-18` is not shown as 0.
    public static func describe(_ value: Double) -> String {
        let formatted = NumberFormat.string(value)
        if value != 0, value.isFinite, formatted == "0" || formatted == "-0" { return value.description }
        return formatted
    }

    // MARK: Text metrics and environment lengths

    /// A font's point size (`.font(.system(size:))`, `{"font": {"size": …}}`).
    public static let fontSize = MetricRange(0.1, 10_000)
    /// Pixels per point.
    public static let displayScale = MetricRange(0.1, 100)
    /// A character's advance as a fraction of the font size.
    public static let characterAdvance = MetricRange(0.01, 100)
    /// The line height as a fraction of the font size.
    public static let lineHeightFactor = MetricRange(0.01, 100)
    /// The environment's default lengths: padding, spacing, grid spacing.
    public static let environmentLength = MetricRange(0, 10_000)
    /// `.gridCellColumns(n)`: the grid keeps a width per column, so the count is bounded.
    public static let gridCellColumns = MetricRange(1, 10_000)
    /// `.previewLayout(.fixed(width:height:))`: a container on the canvas, finite so that the root can be centred in it.
    public static let previewContainerLength = MetricRange(0, 100_000)
}

/// The closed range a metric must lie in, and the one message every reader gives for a value outside it.
public struct MetricRange: Hashable, Sendable {
    public var lower: Double
    public var upper: Double

    public init(_ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// True for a number inside the range (never for NaN).
    public func contains(_ value: Double) -> Bool { value >= lower && value <= upper }

    /// "'displayScale' must be between 0.1 and 100, got 1e-300".
    public func message(for name: String, got value: Double) -> String {
        "'\(name)' must be between \(NumberFormat.string(lower)) and \(NumberFormat.string(upper)), got \(NumberLimits.describe(value))"
    }
}
