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
    }

    private init(_ id: any AlignmentID.Type, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }

    public static let leading = HorizontalAlignment(LeadingID.self, name: "leading")
    public static let center = HorizontalAlignment(HorizontalCenterID.self, name: "center")
    public static let trailing = HorizontalAlignment(TrailingID.self, name: "trailing")

    var query: AlignmentGuideQuery { AlignmentGuideQuery(axis: .horizontal, name: name, id: ObjectIdentifier(id), guide: self) }

    /// The engine's guide; a guide of your own counts as `.center` where a built-in container aligns on it.
    var model: LayoutModel.HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .trailing: .trailing
        default: .center
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

    var query: AlignmentGuideQuery { AlignmentGuideQuery(axis: .vertical, name: name, id: ObjectIdentifier(id), guide: self) }

    /// The engine's guide; a guide of your own counts as `.center` where a built-in container aligns on it.
    var model: LayoutModel.VerticalAlignment {
        switch self {
        case .top: .top
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        default: .center
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
/// A guide's value is the subview's explicit value when it has one (here only custom layouts do, through their
/// `explicitAlignment`), else the guide's default (`leading` 0, `center` half, `trailing` the width, …).
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

extension HorizontalAlignment {
    /// The engine's guide, for a standard guide; nil for a guide of your own (`AlignmentID`), which no built-in
    /// container of this model aligns on.
    var standardGuide: GuideName? {
        switch self {
        case .leading, .center, .trailing: .horizontal(model)
        default: nil
        }
    }
}

extension VerticalAlignment {
    /// The engine's guide, for a standard guide; nil for a guide of your own.
    var standardGuide: GuideName? {
        switch self {
        case .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline: .vertical(model)
        default: nil
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
                (query.guide as? HorizontalAlignment)?.standardGuide.flatMap(explicit)
                    ?? (query.guide as? VerticalAlignment)?.standardGuide.flatMap(explicit)
            }
            return Double(compute(dimensions))
        }
    }
}

extension View {
    /// Sets the view's value of a horizontal guide, computed from its dimensions when a container aligns on it.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
                               fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        explicitGuide(g.standardGuide, computeValue, at: CallSite(fileID, line, column))
    }

    /// Sets the view's value of a vertical guide, computed from its dimensions when a container aligns on it.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
                               fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        explicitGuide(g.standardGuide, computeValue, at: CallSite(fileID, line, column))
    }

    /// A guide of the user's own changes nothing here: the built-in containers of this model align on standard guides only.
    private func explicitGuide(_ guide: GuideName?, _ compute: @escaping (ViewDimensions) -> CGFloat, at site: CallSite) -> _ModifiedView<Self> {
        modified { node, builder in
            guard let guide, case .stored(let index) = builder.table.store(AlignmentGuideClosure(compute: compute)) else { return node }
            return node.modified(.alignmentGuide(ExplicitGuide(guide, .stored(index))), at: site)
        }
    }
}
