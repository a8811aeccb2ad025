// Models: SwiftUI's ProposedViewSize (spec §1). Status: exact.
// A proposal has an optional width and height: nil means "unspecified: reply with your ideal size",
// 0 asks for the minimum, .infinity for the maximum.

/// The size a parent offers a child. `nil` on an axis means unspecified.
///
/// Stored as each length's bits, with one NaN pattern no arithmetic makes standing for nil: 16 bytes, where two
/// `Double?` take 32 with their padding. Every node's size memo, its recent proposals, each stack result's children
/// and every call of the rules' index hold proposals, so their size is a good part of a large run's memory
/// (docs/performance.md, item 41). Equality and hashing are those of the two `Double?`.
public struct ProposedSize: Hashable, Sendable {
    @usableFromInline var widthBits: UInt64
    @usableFromInline var heightBits: UInt64

    /// A signalling NaN with a payload of its own: arithmetic never makes it (it gives quiet NaNs), and a length
    /// that has these bits is stored as the ordinary NaN.
    @usableFromInline static let unspecifiedBits: UInt64 = 0x7FF4_0000_0000_0A11

    public var width: Double? {
        @inlinable get { Self.length(widthBits) }
        @inlinable set { widthBits = Self.bits(newValue) }
    }

    public var height: Double? {
        @inlinable get { Self.length(heightBits) }
        @inlinable set { heightBits = Self.bits(newValue) }
    }

    @inlinable public init(width: Double?, height: Double?) {
        widthBits = Self.bits(width)
        heightBits = Self.bits(height)
    }

    @inlinable static func bits(_ length: Double?) -> UInt64 {
        guard let length else { return unspecifiedBits }
        let bits = length.bitPattern
        return bits == unspecifiedBits ? Double.nan.bitPattern : bits
    }

    @inlinable static func length(_ bits: UInt64) -> Double? {
        bits == unspecifiedBits ? nil : Double(bitPattern: bits)
    }

    /// Two stored lengths are equal as `Double?`s are: nil to nil, NaN to nothing, 0 to −0.
    @inlinable static func equal(_ a: UInt64, _ b: UInt64) -> Bool {
        if a == b { return a == unspecifiedBits || !Double(bitPattern: a).isNaN }
        return a != unspecifiedBits && b != unspecifiedBits && Double(bitPattern: a) == Double(bitPattern: b)
    }

    @inlinable public static func == (lhs: ProposedSize, rhs: ProposedSize) -> Bool {
        equal(lhs.widthBits, rhs.widthBits) && equal(lhs.heightBits, rhs.heightBits)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedSize(width: nil, height: nil)

    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// The component along `axis`.
    @inlinable public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// SwiftUI's `replacingUnspecifiedDimensions(by:)`; the default fills nil with 10 (spec §1.3).
    public func replacingUnspecified(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// Builds a proposal from major/minor components along `axis`.
    @inlinable public static func along(_ axis: Axis, major: Double?, minor: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    /// What kind of proposal this is, as the trace names it.
    public var kind: ProposalKind { ProposalKind(self) }
}

/// The kind of one axis of a proposal.
public enum DimensionKind: String, Sendable, Hashable {
    case zero, infinity, unspecified, explicit

    public init(_ value: Double?) {
        switch value {
        case nil: self = .unspecified
        case let v?: self = v == 0 ? .zero : (v == .infinity ? .infinity : .explicit)
        }
    }
}

/// The kind of a proposal: zero, infinity, unspecified, explicit, or mixed (then each axis has its own kind).
public struct ProposalKind: Hashable, Sendable, CustomStringConvertible {
    public var width: DimensionKind
    public var height: DimensionKind

    public init(_ p: ProposedSize) {
        width = DimensionKind(p.width)
        height = DimensionKind(p.height)
    }

    public var isMixed: Bool { width != height }

    /// "zero", "infinity", "unspecified", "explicit", or "mixed(zero,explicit)".
    public var description: String {
        isMixed ? "mixed(\(width.rawValue),\(height.rawValue))" : width.rawValue
    }
}
