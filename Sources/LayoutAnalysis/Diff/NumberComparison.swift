import LayoutModel

/// How the diff and the check compare numbers.
///
/// Traces are written with at most three decimals (`NumberFormat`), so a trace read back from JSON holds
/// `111.333` where the run that wrote it held `111.33333…`. Every number is therefore first brought to that
/// precision (`canonical`), and only then compared, exactly or within `tolerance` points. Infinities equal
/// themselves, NaN equals NaN (a NaN reply is a bug either way, and the same bug), nil equals nil.
public struct NumberComparison: Sendable, Hashable {
    /// The largest difference, in points, that still counts as equal. 0: equal as written.
    public var tolerance: Double

    public init(tolerance: Double = 0) {
        self.tolerance = max(0, tolerance)
    }

    /// `value` at the precision of the written formats: rounded half away from zero to 1/1000.
    @inlinable public static func canonical(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 9.0e12 else { return value }
        let rounded = (value * 1000).rounded(.toNearestOrAwayFromZero) / 1000
        return rounded == 0 ? 0 : rounded  // no -0
    }

    @inlinable public func equal(_ a: Double, _ b: Double) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        if a.isInfinite || b.isInfinite { return a == b }
        let x = Self.canonical(a), y = Self.canonical(b)
        return x == y || abs(x - y) <= tolerance + 1e-9
    }

    @inlinable public func equal(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?): equal(x, y)
        default: false
        }
    }

    public func equal(_ a: Size?, _ b: Size?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?): equal(x.width, y.width) && equal(x.height, y.height)
        default: false
        }
    }

    public func equal(_ a: ProposedSize, _ b: ProposedSize) -> Bool {
        equal(a.width, b.width) && equal(a.height, b.height)
    }

    public func equal(_ a: Rect?, _ b: Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?): equal(x.origin.x, y.origin.x) && equal(x.origin.y, y.origin.y) && equal(x.size, y.size)
        default: false
        }
    }

    /// Feeds `value` at written precision to a hasher; every NaN hashes alike.
    @inlinable public static func hash(_ value: Double?, into hasher: inout Hasher) {
        guard let value else { hasher.combine(0 as UInt8); return }
        if value.isNaN { hasher.combine(1 as UInt8); return }
        hasher.combine(2 as UInt8)
        hasher.combine(canonical(value))
    }
}
