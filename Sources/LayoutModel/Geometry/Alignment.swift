// Models: SwiftUI's alignment guides with their default values (spec §1.8). Status: exact for the
// standard guides; text baselines use the Text model's own values (approximate).

/// A horizontal alignment guide.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    /// The guide's default value in a view of width `w`.
    public func value(in w: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: w / 2
        case .trailing: w
        }
    }
}

/// A vertical alignment guide.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The guide's default value in a view of height `h`. Views without text put both baselines at the bottom.
    public func value(in h: Double) -> Double {
        switch self {
        case .top: 0
        case .center: h / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: h
        }
    }
}

/// A two-axis alignment such as `.topLeading`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)

    /// SwiftUI's names for the nine standard alignments plus the baseline ones.
    public static let named: [(String, Alignment)] = [
        ("center", .center), ("leading", .init(horizontal: .leading, vertical: .center)),
        ("trailing", .init(horizontal: .trailing, vertical: .center)), ("top", .init(horizontal: .center, vertical: .top)),
        ("bottom", .init(horizontal: .center, vertical: .bottom)), ("topLeading", .topLeading),
        ("topTrailing", .init(horizontal: .trailing, vertical: .top)), ("bottomLeading", .init(horizontal: .leading, vertical: .bottom)),
        ("bottomTrailing", .init(horizontal: .trailing, vertical: .bottom)),
        ("centerFirstTextBaseline", .init(horizontal: .center, vertical: .firstTextBaseline)),
        ("centerLastTextBaseline", .init(horizontal: .center, vertical: .lastTextBaseline)),
        ("leadingFirstTextBaseline", .init(horizontal: .leading, vertical: .firstTextBaseline)),
        ("trailingFirstTextBaseline", .init(horizontal: .trailing, vertical: .firstTextBaseline)),
    ]

    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.0 == name }) else { return nil }
        self = match.1
    }

    public var name: String {
        Self.named.first(where: { $0.1 == self })?.0 ?? "\(horizontal.rawValue)/\(vertical.rawValue)"
    }
}

/// A point in a view's own unit square, as `place(at:anchor:)` and `gridCellAnchor` take it.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)

    public static let named: [(String, UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .init(x: 0.5, y: 0)), ("topTrailing", .init(x: 1, y: 0)),
        ("leading", .init(x: 0, y: 0.5)), ("center", .center), ("trailing", .init(x: 1, y: 0.5)),
        ("bottomLeading", .init(x: 0, y: 1)), ("bottom", .init(x: 0.5, y: 1)), ("bottomTrailing", .init(x: 1, y: 1)),
        ("zero", .topLeading),
    ]

    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.0 == name }) else { return nil }
        self = match.1
    }

    public var name: String? { Self.named.first(where: { $0.1 == self })?.0 }
}
