// Models: SwiftUI's ProposedViewSize (spec §1). Status: exact.
// A proposal has an optional width and height: nil means "unspecified: reply with your ideal size",
// 0 asks for the minimum, .infinity for the maximum.

/// The size a parent offers a child. `nil` on an axis means unspecified.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
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
