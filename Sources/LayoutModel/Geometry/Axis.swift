/// A layout axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, as in `ScrollView(.horizontal)`, `fixedSize(horizontal:vertical:)` or `gridCellUnsizedAxes`.
public struct Axes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = Axes(rawValue: 1)
    public static let vertical = Axes(rawValue: 2)
    public static let both: Axes = [.horizontal, .vertical]

    public func contains(_ axis: Axis) -> Bool {
        contains(axis == .horizontal ? Axes.horizontal : Axes.vertical)
    }

    /// "horizontal", "vertical", "horizontal, vertical" or "none".
    public var names: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        case .both: "horizontal, vertical"
        default: "none"
        }
    }
}

/// Insets on the four edges, as `.padding` takes them.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    /// Total inset along an axis (leading + trailing, or top + bottom), saturating (`Saturating`).
    @inlinable public func sum(_ axis: Axis) -> Double {
        axis == .horizontal ? Saturating.add(leading, trailing) : Saturating.add(top, bottom)
    }
}

/// SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    /// The named sets, as both inputs spell them (`.horizontal`, `"horizontal"`).
    public static let named: [(String, EdgeSet)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("leading", .leading),
        ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// How the writers spell this set: its name when it has one, else the names of its edges.
    public var spelling: (name: String?, edges: [String]) {
        if let name = EdgeSet.named.first(where: { $0.1 == self })?.0 { return (name, []) }
        let single: [(String, EdgeSet)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
        return (nil, single.filter { contains($0.1) }.map(\.0))
    }

    /// Insets of `length` on the edges in this set and 0 elsewhere.
    public func insets(_ length: Double) -> EdgeInsets {
        EdgeInsets(top: contains(.top) ? length : 0, leading: contains(.leading) ? length : 0,
                   bottom: contains(.bottom) ? length : 0, trailing: contains(.trailing) ? length : 0)
    }
}
