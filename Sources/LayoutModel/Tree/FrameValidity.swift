// Models: which `.frame` values SwiftUI diagnoses at run time, and how it repairs a fixed frame's invalid values.
// Status: observed. A published probe ran `.frame` with invalid values in SwiftUI (macOS 26.6.2, Apple Swift 6.3.3)
// and recorded each answer and each os_log diagnostic (docs/fidelity.md, "Invalid frame values", with the source):
// a fixed dimension that is negative (−∞ too) answers 0, +∞ or NaN answers as if nil, and all are diagnosed; a
// flexible frame is diagnosed for a NaN or +∞ minimum, a negative or NaN ideal or maximum, and values out of order
// (the last also, and NaN anywhere, as "Contradictory frame constraints specified.").

/// SwiftUI's runtime checks of frame values.
public enum FrameValidity {
    /// SwiftUI's runtime warning, word for word.
    public static let runtimeWarning = "Invalid frame dimension (negative or non-finite)."
    /// SwiftUI's warning for values out of order, word for word.
    public static let contradictionWarning = "Contradictory frame constraints specified."

    /// A fixed dimension SwiftUI takes without a warning.
    public static func isValid(_ value: Double) -> Bool { value.isFinite && value >= 0 }

    /// What a fixed frame uses for a dimension written as `value` (iOS 14 and later): a negative value is 0, +∞ and
    /// NaN are nil (the child's own size), a valid value itself.
    public static func repaired(_ value: Double) -> Double? {
        if value.isNaN || value == .infinity { return nil }
        return Swift.max(value, 0)
    }

    /// Whether a flexible frame's values on one axis include one SwiftUI logs `runtimeWarning` for by itself (it logs
    /// it for values out of order too, which `isContradictory` tells, with its own message).
    public static func flexibleAxisHasInvalidValue(min: Double?, ideal: Double?, max: Double?) -> Bool {
        if let min, min.isNaN || min == .infinity { return true }
        if let ideal, ideal.isNaN || ideal < 0 { return true }
        if let max, max.isNaN || max < 0 { return true }
        return false
    }

    /// Whether SwiftUI logs `contradictionWarning`: the values given are not in non-decreasing order (a NaN among
    /// them never is), each missing one standing for the one before it.
    public static func isContradictory(min: Double?, ideal: Double?, max: Double?) -> Bool {
        let low = min ?? -.infinity
        let middle = ideal ?? low
        let high = max ?? middle
        return !(low <= middle && middle <= high)
    }

    /// Whether a flexible frame has a value SwiftUI logs `runtimeWarning` for, on either axis, besides an order.
    public static func flexibleFrameHasInvalidValue(_ frame: FlexFrame) -> Bool {
        flexibleAxisHasInvalidValue(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
            || flexibleAxisHasInvalidValue(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
    }
}
