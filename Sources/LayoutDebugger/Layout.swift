// SwiftUI's `Layout` protocol with its default implementations, and what a layout sees of its subviews
// (`LayoutSubviews`, `LayoutSubview`, `LayoutValueKey`, `ViewSpacing`, `LayoutProperties`), with SwiftUI's
// signatures. Behind the proxies is the engine: every size a layout asks for is a traced request answered from
// SwiftUI's size cache model, and every `place` is a traced placement (docs/custom-layouts.md).
import LayoutEngine
import LayoutModel

/// A type that defines the geometry of a collection of views: SwiftUI's `Layout`.
///
///     struct BasicVStack: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
///     }
///
/// Use it as a container, `BasicVStack { Text("A"); Text("B") }`, and trace it with `LayoutDebugger.trace(_:proposal:)`.
public protocol Layout {
    /// Data the layout keeps between calls; `Void` when it keeps none.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the container, such as the axis it stacks along.
    static var layoutProperties: LayoutProperties { get }

    /// The size of the container for `proposal`. Called once per distinct proposal until the next update: SwiftUI
    /// answers repeats from its own cache (spec §24).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Positions the subviews inside `bounds` (in the parent's coordinate space) by calling `place` on each.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The position of a horizontal guide in `bounds`, or nil when it has no explicit value.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The position of a vertical guide in `bounds`, or nil when it has no explicit value.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The spacing preferences of the container as a whole.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Creates the cache, once, when the container first appears.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the layout or its subviews changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Recreates the cache with `makeCache` (the trace shows that `makeCache` call after the `updateCache` one).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        subviews.proxy.recordCall("makeCache", "called by the default updateCache")
        cache = makeCache(subviews: subviews)
    }

    /// nil. SwiftUI's default merges the subviews' explicit guides; built-in views in this model have none, so the
    /// merge is empty (approximate for custom layouts nested in custom layouts).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// nil; see the horizontal overload.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }
}

extension Layout where Cache == () {
    /// The empty cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout container.
public struct LayoutProperties: Sendable {
    public init() {}

    /// The axis the container stacks its subviews along, if any: what Spacers and Dividers inside it follow.
    public var stackOrientation: Axis?
}

/// A key for a value that subviews give their layout with `.layoutValue(key:value:)`.
///
///     struct Flexibility: LayoutValueKey { static let defaultValue: CGFloat? = nil }
///
/// The value travels by the key's type name; numbers (CGFloat, Double, Int, …) also travel through JSON inputs,
/// as `{"layoutValue": {"key": "Flexibility", "value": 3}}`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The subviews of a layout container, in the order they were written (a `ForEach` contributes each of its views).
/// A slice is a `LayoutSubviews` again, with indices starting at 0, as in SwiftUI.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    let proxy: CustomLayoutSubviews
    let table: LayoutTable?
    /// The container's subview numbers of the elements, in order.
    let selection: [Int]

    init(proxy: CustomLayoutSubviews, table: LayoutTable?) {
        self.proxy = proxy
        self.table = table
        selection = Array(0..<proxy.count)
    }

    private init(proxy: CustomLayoutSubviews, table: LayoutTable?, selection: [Int]) {
        self.proxy = proxy
        self.table = table
        self.selection = selection
    }

    /// Always left-to-right here.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public var startIndex: Int { 0 }
    public var endIndex: Int { selection.count }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(proxy: proxy, table: table, index: selection[index])
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(proxy: proxy, table: table, selection: Array(selection[bounds]))
    }

    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(proxy: proxy, table: table, selection: indices.map { selection[$0] })
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.proxy == b.proxy && a.selection == b.selection
    }
}

/// One subview of a layout container: ask it for sizes, read its layout values, and place it.
public struct LayoutSubview: Equatable {
    let proxy: CustomLayoutSubviews
    let table: LayoutTable?
    /// The subview's number among its container's subviews.
    let index: Int

    /// The value of a layout value key for this subview, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        switch proxy.layoutValue(index, key: LayoutValueConversion.keyName(K.self)) {
        case .stored(let index)?:
            if let value = table?.storedValue(index) as? K.Value { return value }
        case .number(let number)?:
            if let value = LayoutValueConversion.convert(number, to: K.Value.self) { return value }
        case nil:
            break
        }
        return K.defaultValue
    }

    /// The subview's layout priority (`.layoutPriority(_:)`; 0 by default).
    public var priority: Double { proxy.priority(index) }

    /// The subview's size for `proposal`. Traced as a request with reason `custom`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(proxy.sizeThatFits(index, proposal.model))
    }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let p = proposal.model
        let size = proxy.sizeThatFits(index, p)
        let proxy = self.proxy
        let index = self.index
        return ViewDimensions(size: CGSize(size), proposal: p) { guide in
            proxy.explicitAlignment(ofSubview: index, guide, size: size, proposal: p)
        }
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { ViewSpacing(proxy.spacing(index)) }

    /// Puts the subview's `anchor` at `position` (in the coordinates of the container's bounds), sized for `proposal`.
    /// Call it from `placeSubviews` once per subview: the last call wins; a subview never placed is centred in the
    /// bounds and proposed the container's proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.place(index, at: position.model, anchor: anchor.model, proposal: proposal.model)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.proxy == b.proxy && a.index == b.index }
}

/// A view's spacing preferences on its four edges: SwiftUI's `ViewSpacing`, reduced to distances per edge.
public struct ViewSpacing: Equatable, Sendable {
    var preferences: SpacingPreferences

    init(_ preferences: SpacingPreferences) { self.preferences = preferences }

    /// No preference on any edge: 8 points to a neighbour that states none either.
    public init() { preferences = .none }

    /// Zero on every edge.
    public static let zero = ViewSpacing(SpacingPreferences(leading: 0, trailing: 0, top: 0, bottom: 0))

    /// Merges `other`'s preferences on `edges` into these, keeping the larger on each edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        var merged = preferences.union(other.preferences)
        if !edges.contains(.leading) { merged.leading = preferences.leading }
        if !edges.contains(.trailing) { merged.trailing = preferences.trailing }
        if !edges.contains(.top) { merged.top = preferences.top }
        if !edges.contains(.bottom) { merged.bottom = preferences.bottom }
        preferences = merged
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance between a view with these preferences and `next` along `axis` (8 when neither has one).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        CGFloat(preferences.distance(to: next.preferences, along: axis.model))
    }
}
