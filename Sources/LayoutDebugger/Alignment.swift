// Alignment guides as SwiftUI spells them: `AlignmentID`, `HorizontalAlignment`, `VerticalAlignment`, `Alignment`,
// and `ViewDimensions` with its guide subscripts (spec §1.8).
import LayoutEngine
import LayoutModel

/// A type that identifies an alignment guide and gives its default value in a view.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide along the horizontal axis: `.leading`, `.center`, `.trailing`, or one of your own.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let name: String

    /// A guide identified by your own `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
        self.name = String(describing: id)
        OwnGuides.shared.note(id, name: name)
    }

    private init(_ id: any AlignmentID.Type, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }

    public static let leading = HorizontalAlignment(LeadingID.self, name: "leading")
    public static let center = HorizontalAlignment(HorizontalCenterID.self, name: "center")
    public static let trailing = HorizontalAlignment(TrailingID.self, name: "trailing")

    var query: AlignmentGuideQuery {
        AlignmentGuideQuery(axis: .horizontal, name: name, id: ObjectIdentifier(id), guide: self, guideName: .horizontal(model))
    }

    /// The engine's guide; a guide of your own is known by its type's name, its default kept in the run's table.
    var model: LayoutModel.HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        default: .custom(CustomGuide(name: name, defaultValue: nil))
        }
    }
}

/// An alignment guide along the vertical axis: `.top`, `.center`, `.bottom`, the text baselines, or your own.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let name: String

    /// A guide identified by your own `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
        self.name = String(describing: id)
        OwnGuides.shared.note(id, name: name)
    }

    private init(_ id: any AlignmentID.Type, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }

    public static let top = VerticalAlignment(TopID.self, name: "top")
    public static let center = VerticalAlignment(VerticalCenterID.self, name: "center")
    public static let bottom = VerticalAlignment(BottomID.self, name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self, name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self, name: "lastTextBaseline")

    var query: AlignmentGuideQuery {
        AlignmentGuideQuery(axis: .vertical, name: name, id: ObjectIdentifier(id), guide: self, guideName: .vertical(model))
    }

    /// The engine's guide; a guide of your own is known by its type's name, its default kept in the run's table.
    var model: LayoutModel.VerticalAlignment {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        default: .custom(CustomGuide(name: name, defaultValue: nil))
        }
    }
}

/// A guide on each axis, as `frame(alignment:)` and `ZStack(alignment:)` take it.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    var model: LayoutModel.Alignment { LayoutModel.Alignment(horizontal: horizontal.model, vertical: vertical.model) }
}

private enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum HorizontalCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
private enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
private enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum VerticalCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
private enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// Views without text put both baselines at the bottom (spec §1.8).
private enum FirstTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
private enum LastTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// A view's size and its alignment guides, as `LayoutSubview.dimensions(in:)` returns them.
///
/// A guide's value is the subview's explicit value when it has one (an `.alignmentGuide` on it or inside it, or a
/// custom layout's `explicitAlignment`), else the guide's default (`leading` 0, `center` half, `trailing` the width, …).
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    let proposal: ProposedSize
    let lookup: ((AlignmentGuideQuery) -> Double?)?

    init(size: CGSize, proposal: ProposedSize, lookup: ((AlignmentGuideQuery) -> Double?)?) {
        width = size.width
        height = size.height
        self.proposal = proposal
        self.lookup = lookup
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        guard let lookup else { return nil }
        return lookup(guide.query).map { CGFloat($0) }
    }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guard let lookup else { return nil }
        return lookup(guide.query).map { CGFloat($0) }
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.proposal == b.proposal
    }
}

/// The `AlignmentID` types of the user's own guides, by the name the tree knows them by: the engine asks their
/// `defaultValue(in:)` through the run's table (`ViewTreeBuilder.registerOwnGuides`). Process-wide, as the types are.
final class OwnGuides: @unchecked Sendable {
    static let shared = OwnGuides()
    private let lock = NSLock()
    private var types: [String: any AlignmentID.Type] = [:]

    func note(_ id: any AlignmentID.Type, name: String) {
        lock.lock()
        defer { lock.unlock() }
        types[name] = id
    }

    func type(named name: String) -> (any AlignmentID.Type)? {
        lock.lock()
        defer { lock.unlock() }
        return types[name]
    }
}

/// A custom guide's `defaultValue(in:)`, run by the engine for a view of a given size.
struct OwnGuideDefault: ExplicitGuideClosure {
    let id: any AlignmentID.Type

    func value(size: Size, explicit: (GuideName) -> Double?) -> Double {
        withoutActuallyEscaping(explicit) { explicit in
            Double(id.defaultValue(in: ViewDimensions(size: CGSize(width: size.width, height: size.height), proposal: .unspecified) {
                $0.guideName.flatMap(explicit)
            }))
        }
    }
}

extension ViewTreeBuilder {
    /// Puts the defaults of the user's own guides that `tree` uses into the run's table.
    func registerOwnGuides(of tree: ViewTree) {
        for (guide, _) in tree.customGuides {
            if let id = OwnGuides.shared.type(named: guide.name) { table.registerGuideDefault(guide.name, OwnGuideDefault(id: id)) }
        }
    }
}

/// The closure of an `.alignmentGuide`, run by the engine whenever a container aligns the view on that guide.
struct AlignmentGuideClosure: ExplicitGuideClosure {
    let compute: (ViewDimensions) -> CGFloat

    func value(size: Size, explicit: (GuideName) -> Double?) -> Double {
        // The dimensions live only for this call, as the closure's argument does in SwiftUI.
        withoutActuallyEscaping(explicit) { explicit in
            let dimensions = ViewDimensions(size: CGSize(width: size.width, height: size.height), proposal: .unspecified) { query in
                query.guideName.flatMap(explicit)
            }
            return Double(compute(dimensions))
        }
    }
}

extension View {
    /// Sets the view's value of a horizontal guide, computed from its dimensions when a container aligns on it.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
                               fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        explicitGuide(.horizontal(g.model), computeValue, at: CallSite(fileID, line, column))
    }

    /// Sets the view's value of a vertical guide, computed from its dimensions when a container aligns on it.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
                               fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        explicitGuide(.vertical(g.model), computeValue, at: CallSite(fileID, line, column))
    }

    private func explicitGuide(_ guide: GuideName, _ compute: @escaping (ViewDimensions) -> CGFloat, at site: CallSite) -> _ModifiedView<Self> {
        modified { node, builder in
            guard case .stored(let index) = builder.table.store(AlignmentGuideClosure(compute: compute)) else { return node }
            return node.modified(.alignmentGuide(ExplicitGuide(guide, .stored(index))), at: site)
        }
    }
}
