// SwiftUI's layout values: `HStackLayout`, `VStackLayout`, `ZStackLayout` and `GridLayout` used as containers are
// their stacks and grid, and `AnyLayout` wraps one of them or a custom `Layout` so that a view can switch layouts
// while its subviews keep their identity (Apple's AnyLayout documentation). layoutdbg traces one layout pass, so
// an `AnyLayout` is the layout it wraps; no node of its own, as the reader makes for the same source. They are
// `Layout`s, as in SwiftUI: a custom layout may call a stack's `sizeThatFits` and `placeSubviews` itself, which run
// the engine's stack algorithm over its subviews (StackLayoutValue; the grid and ZStack are containers only here).
import LayoutEngine
import LayoutModel

/// A built-in layout value: the element it lays out as. Conformance is SwiftUI's own types only.
public protocol _BuiltInLayout: Layout where Cache == Void {
    var _element: Element { get }
}

extension _BuiltInLayout {
    /// Called from a custom layout's code: the layouts that answer are the stacks (`_StackLayoutValue`).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        _BuiltInLayoutCall.unsupported("\(Self.self).sizeThatFits")
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _BuiltInLayoutCall.unsupported("\(Self.self).placeSubviews")
    }
}

/// What a call layoutdbg does not model says before the program stops: the user's code called it, and a trace of
/// other numbers would be a different layout.
enum _BuiltInLayoutCall {
    static func unsupported(_ call: String) -> Never {
        fatalError("\(call) called from your own layout's code is not modelled by layoutdbg (HStackLayout's and "
                   + "VStackLayout's are); use the layout as a container, e.g. AnyLayout(...) { ... }")
    }
}

/// A stack layout value, which answers a custom layout's calls with the engine's stack algorithm.
public protocol _StackLayoutValue: _BuiltInLayout {
    static var _axis: Axis { get }
    var spacing: CGFloat? { get }
    /// The cross-axis guide of a subview's dimensions.
    func _guide(_ dimensions: ViewDimensions) -> CGFloat
}

extension _StackLayoutValue {
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = _axis
        return properties
    }

    private func laidOut(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: Size, children: [StackLayoutValue.Child]) {
        let stack = StackLayoutValue(axis: Self._axis.model, spacing: spacing.map { Double($0) }, count: subviews.count) {
            Double(subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: Self._axis))
        }
        return stack.layout(proposal.model, priority: { subviews[$0].priority },
                            size: { subviews[$0].sizeThatFits(ProposedViewSize($1)).model },
                            guide: { index, _, proposal in Double(_guide(subviews[index].dimensions(in: ProposedViewSize(proposal)))) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(laidOut(proposal, subviews).size)
    }

    /// Each subview at the stack's origin for it, from the top-leading corner of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, child) in laidOut(proposal, subviews).children.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + child.origin.x, y: bounds.minY + child.origin.y),
                                  proposal: ProposedViewSize(child.proposal))
        }
    }
}

extension _BuiltInLayout {
    /// Uses the layout as a container of `content`: `HStackLayout(spacing: 2) { … }` is an HStack.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V, fileID: String = #fileID, line: Int = #line,
                                        column: Int = #column) -> some View {
        _LayoutValueView(layout: AnyLayout(self), content: content(), location: CallSite(fileID, line, column))
    }
}

/// The HStack layout as a value.
public struct HStackLayout: _StackLayoutValue {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public var _element: Element { .hStack(alignment: alignment.model, spacing: spacing.map { Double($0) }) }
    public static var _axis: Axis { .horizontal }
    public func _guide(_ dimensions: ViewDimensions) -> CGFloat { dimensions[alignment] }
}

/// The VStack layout as a value.
public struct VStackLayout: _StackLayoutValue {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public var _element: Element { .vStack(alignment: alignment.model, spacing: spacing.map { Double($0) }) }
    public static var _axis: Axis { .vertical }
    public func _guide(_ dimensions: ViewDimensions) -> CGFloat { dimensions[alignment] }
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
/// `layout { … }`. It is a `Layout` itself, as SwiftUI's is: a custom layout that keeps one (FrameUp's `FittedHStack`)
/// calls `makeCache`, `sizeThatFits` and `placeSubviews` on it, which go to the layout it wraps.
public struct AnyLayout: Layout {
    let makeNode: (ViewTreeBuilder, [ViewNode], CallSite) -> ViewNode
    /// The layout wrapped, for calls from the user's code.
    let layout: any Layout

    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    /// Wraps a built-in layout value.
    public init<L: _BuiltInLayout>(_ layout: L) {
        let element = layout._element
        makeNode = { _, children, site in ViewNode(element: element, children: children, site: site) }
        self.layout = layout
    }

    /// Wraps a custom layout, or a built-in one given as `any Layout` (`var layout: any Layout { HStackLayout() }`).
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            self = erased
        } else if let builtIn = layout as? any _BuiltInLayout {
            let element = builtIn._element
            makeNode = { _, children, site in ViewNode(element: element, children: children, site: site) }
            self.layout = layout
        } else {
            makeNode = { builder, children, site in builder.layoutNode(layout, children: children, site: site) }
            self.layout = layout
        }
    }

    /// Uses the wrapped layout as a container of `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V, fileID: String = #fileID, line: Int = #line,
                                        column: Int = #column) -> some View {
        _LayoutValueView(layout: self, content: content(), location: CallSite(fileID, line, column))
    }

    // The Layout protocol, each call opened on the wrapped layout with its own cache type.

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
        return Cache(value: make(layout))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            var own = cache.value as! L.Cache
            layout.updateCache(&own, subviews: subviews)
            cache.value = own
        }
        update(layout)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var own = cache.value as! L.Cache
            defer { cache.value = own }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &own)
        }
        return size(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            var own = cache.value as! L.Cache
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &own)
            cache.value = own
        }
        place(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var own = cache.value as! L.Cache
            defer { cache.value = own }
            return layout.spacing(subviews: subviews, cache: &own)
        }
        return spacing(layout)
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
