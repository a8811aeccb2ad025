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

    /// The values of a flexible frame SwiftUI logs `runtimeWarning` for by themselves, each said with why: a NaN or
    /// +∞ minimum, a negative or NaN ideal or maximum (values out of order it logs too, which `isContradictory` tells,
    /// with its own message).
    public static func invalidValueReasons(_ frame: FlexFrame) -> [String] {
        var reasons: [String] = []
        for (axis, min, ideal, max) in [("Width", frame.minWidth, frame.idealWidth, frame.maxWidth),
                                        ("Height", frame.minHeight, frame.idealHeight, frame.maxHeight)] {
            if let min, min.isNaN || min == .infinity { reasons.append("min\(axis) \(NumberFormat.string(min)) is not a finite number") }
            for (name, value) in [("ideal", ideal), ("max", max)] {
                if let value, value.isNaN || value < 0 {
                    reasons.append("\(name)\(axis) \(NumberFormat.string(value)) is \(value.isNaN ? "NaN" : "negative")")
                }
            }
        }
        return reasons
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
    public static func flexibleFrameHasInvalidValue(_ frame: FlexFrame) -> Bool { !invalidValueReasons(frame).isEmpty }

    /// Whether a flexible frame's values are out of order on either axis, NaN left to `invalidValueReasons` (the one
    /// test both the reader's warning and the `contradictory-frame` rule use).
    public static func flexibleFrameIsContradictory(_ frame: FlexFrame) -> Bool {
        let axes = [(frame.minWidth, frame.idealWidth, frame.maxWidth), (frame.minHeight, frame.idealHeight, frame.maxHeight)]
        return axes.contains { min, ideal, max in
            [min, ideal, max].allSatisfy { !($0?.isNaN ?? false) } && isContradictory(min: min, ideal: ideal, max: max)
        }
    }
}
