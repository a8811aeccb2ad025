// Models: SwiftUI's alignment guides (spec §1.8): the standard ones, whose default values GuideName gives, and
// the user's own (`AlignmentID`, CustomGuide.swift). Status: exact for the standard guides; text baselines are the
// bottom edge (approximate: Text reports no baseline of its own yet).

/// A horizontal alignment guide: a standard one, or one of the user's own (`AlignmentID`).
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    case custom(CustomGuide)

    /// The standard guides.
    public static let allCases: [HorizontalAlignment] = [.leading, .center, .trailing]

    /// The name Swift gives the guide (`leading`), or the custom guide's type name.
    public var rawValue: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        case .custom(let guide): guide.name
        }
    }

    /// A standard guide by its name.
    public init?(rawValue: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = match
    }

    /// The guide's user-defined default, for a custom guide.
    public var custom: CustomGuide? { if case .custom(let guide) = self { guide } else { nil } }
}

/// A vertical alignment guide: a standard one, or one of the user's own (`AlignmentID`).
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    case custom(CustomGuide)

    /// The standard guides.
    public static let allCases: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]

    /// The name Swift gives the guide (`top`), or the custom guide's type name.
    public var rawValue: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom(let guide): guide.name
        }
    }

    /// A standard guide by its name.
    public init?(rawValue: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = match
    }

    /// The guide's user-defined default, for a custom guide.
    public var custom: CustomGuide? { if case .custom(let guide) = self { guide } else { nil } }
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
