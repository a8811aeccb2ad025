// SwiftUI's layout values: `HStackLayout`, `VStackLayout`, `ZStackLayout` and `GridLayout` used as containers are
// their stacks and grid, and `AnyLayout` wraps one of them or a custom `Layout` so that a view can switch layouts
// while its subviews keep their identity (Apple's AnyLayout documentation). layoutdbg traces one layout pass, so
// an `AnyLayout` is the layout it wraps; no node of its own, as the reader makes for the same source.
import LayoutModel

/// A built-in layout value: the element it lays out as. Conformance is SwiftUI's own types only.
public protocol _BuiltInLayout {
    var _element: Element { get }
}

extension _BuiltInLayout {
    /// Uses the layout as a container of `content`: `HStackLayout(spacing: 2) { … }` is an HStack.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V, fileID: String = #fileID, line: Int = #line,
                                        column: Int = #column) -> some View {
        _LayoutValueView(layout: AnyLayout(self), content: content(), location: CallSite(fileID, line, column))
    }
}

/// The HStack layout as a value.
public struct HStackLayout: _BuiltInLayout {
    public let _element: Element

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        _element = .hStack(alignment: alignment.model, spacing: spacing.map { Double($0) })
    }
}

/// The VStack layout as a value.
public struct VStackLayout: _BuiltInLayout {
    public let _element: Element

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        _element = .vStack(alignment: alignment.model, spacing: spacing.map { Double($0) })
    }
}

/// The ZStack layout as a value.
public struct ZStackLayout: _BuiltInLayout {
    public let _element: Element

    public init(alignment: Alignment = .center) { _element = .zStack(alignment: alignment.model) }
}

/// The Grid layout as a value.
public struct GridLayout: _BuiltInLayout {
    public let _element: Element

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        _element = .grid(alignment: alignment.model, horizontalSpacing: horizontalSpacing.map { Double($0) },
                         verticalSpacing: verticalSpacing.map { Double($0) })
    }
}

/// A type-erased layout: `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`, then
/// `layout { … }`.
public struct AnyLayout {
    let makeNode: (ViewTreeBuilder, [ViewNode], CallSite) -> ViewNode

    /// Wraps a built-in layout value.
    public init<L: _BuiltInLayout>(_ layout: L) {
        let element = layout._element
        makeNode = { _, children, site in ViewNode(element: element, children: children, site: site) }
    }

    /// Wraps a custom layout.
    public init<L: Layout>(_ layout: L) {
        makeNode = { builder, children, site in builder.layoutNode(layout, children: children, site: site) }
    }

    /// Uses the wrapped layout as a container of `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V, fileID: String = #fileID, line: Int = #line,
                                        column: Int = #column) -> some View {
        _LayoutValueView(layout: self, content: content(), location: CallSite(fileID, line, column))
    }
}

/// A layout value with its content.
public struct _LayoutValueView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: AnyLayout
    let content: Content
    let location: CallSite

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { [layout.makeNode(builder, builder.nodes(content), location)] }
}
