/// Arithmetic on lengths that never makes infinity out of finite operands, nor NaN out of operands that are not NaN
/// (docs/ARCHITECTURE.md, "Numbers"). Every sum of spacing or insets, product with a count or a factor, division by a
/// metric and conversion to a count in the engine goes through here.
///
/// - Finite operands: a result beyond the largest Double saturates at ±`NumberLimits.largestLength`.
/// - An infinite operand (an unbounded proposal, a view that took it) keeps the result infinite.
/// - The IEEE cases that make NaN out of numbers get a value (inferred: SwiftUI's CGFloat arithmetic would give NaN,
///   docs/fidelity.md): opposite infinities cancel (∞ − ∞ = 0, so a guide at infinity aligns with one at infinity),
///   0 × ∞ = 0, and 0 / 0 = ∞ / ∞ = 0.
/// - A NaN operand gives NaN: NaN only ever comes from user code (a custom `Layout`), and stays visible.
///
/// Each operation is one IEEE operation and one `isFinite` test on the common path, and one more test when an
/// operand is infinite (an unbounded proposal, common under a stack's probes), inlined; only overflow and the cases
/// that would make NaN take a call out of line.
public enum Saturating {
    /// `a + b`.
    @inlinable @inline(__always)
    public static func add(_ a: Double, _ b: Double) -> Double {
        let sum = a + b
        if _fastPath(sum.isFinite) { return sum }
        return sum.isInfinite && !(a.isFinite && b.isFinite) ? sum : resolve(a, b, sum)
    }

    /// `a − b`.
    @inlinable @inline(__always)
    public static func subtract(_ a: Double, _ b: Double) -> Double {
        let difference = a - b
        if _fastPath(difference.isFinite) { return difference }
        return difference.isInfinite && !(a.isFinite && b.isFinite) ? difference : resolve(a, -b, difference)
    }

    /// `a × b`.
    @inlinable @inline(__always)
    public static func multiply(_ a: Double, _ b: Double) -> Double {
        let product = a * b
        if _fastPath(product.isFinite) { return product }
        return product.isInfinite && !(a.isFinite && b.isFinite) ? product : resolve(a, b, product)
    }

    /// `a ÷ b`; a finite number divided by 0 saturates (its sign is the numerator's, as for +0).
    @inlinable @inline(__always)
    public static func divide(_ a: Double, _ b: Double) -> Double {
        let quotient = a / b
        if _fastPath(quotient.isFinite) { return quotient }
        return quotient.isInfinite && a.isInfinite && b.isFinite ? quotient : resolveQuotient(a, b, quotient)
    }

    /// The sum of `values`, saturating.
    @inlinable
    public static func sum<S: Sequence>(_ values: S) -> Double where S.Element == Double {
        var total = 0.0
        for value in values { total = add(total, value) }
        return total
    }

    /// `value` rounded down to a count in 0…`NumberLimits.largestCount`: negative and NaN give 0, too large (or
    /// infinite) gives the largest count. Never traps, unlike `Int(_:)`.
    @inlinable @inline(__always)
    public static func count(_ value: Double) -> Int {
        if value >= 1, value < 9_007_199_254_740_992 { return Int(value.rounded(.down)) }
        return value >= 9_007_199_254_740_992 ? NumberLimits.largestCount : 0
    }

    /// The result of `a + b` (or `a × b`) that was not finite.
    @usableFromInline
    static func resolve(_ a: Double, _ b: Double, _ result: Double) -> Double {
        if a.isNaN || b.isNaN { return .nan }
        if result.isNaN { return 0 }  // ∞ + (−∞) or 0 × ∞
        if a.isFinite && b.isFinite { return result > 0 ? NumberLimits.largestLength : -NumberLimits.largestLength }
        return result
    }

    @usableFromInline
    static func resolveQuotient(_ a: Double, _ b: Double, _ result: Double) -> Double {
        if a.isNaN || b.isNaN { return .nan }
        if result.isNaN { return 0 }  // 0 / 0 or ∞ / ∞
        if a.isFinite { return (a < 0) != (b.sign == .minus) ? -NumberLimits.largestLength : NumberLimits.largestLength }
        return result
    }
}
