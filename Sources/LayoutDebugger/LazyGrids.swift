// SwiftUI's lazy grids and their GridItems, source-compatible; laid out by LazyGridBehavior (LayoutEngine).
import LayoutModel

/// One column of a `LazyVGrid` or row of a `LazyHGrid`.
public struct GridItem: Sendable {
    /// How the item is sized.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var model: LazyGridItem {
        let sizing: LazyGridItem.Sizing = switch size {
        case .fixed(let length): .fixed(Double(length))
        case .flexible(let minimum, let maximum): .flexible(minimum: Double(minimum), maximum: Double(maximum))
        case .adaptive(let minimum, let maximum): .adaptive(minimum: Double(minimum), maximum: Double(maximum))
        }
        return LazyGridItem(sizing, spacing: spacing.map { Double($0) }, alignment: alignment?.model)
    }
}

/// The views of a lazy stack or grid that stay in view while their section scrolls: they change no layout here.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Cells in columns made from `columns`, rows as tall as their tallest cell.
public struct LazyVGrid<Content: View>: View, ElementContainer {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let element: Element
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        element = .lazyVGrid(columns: columns.map(\.model), alignment: alignment.model, spacing: spacing.map { Double($0) })
        self.content = content()
    }
}

/// Cells in rows made from `rows`, columns as wide as their widest cell.
public struct LazyHGrid<Content: View>: View, ElementContainer {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let element: Element
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        element = .lazyHGrid(rows: rows.map(\.model), alignment: alignment.model, spacing: spacing.map { Double($0) })
        self.content = content()
    }
}
