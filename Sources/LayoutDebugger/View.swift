// View building as in SwiftUI: the `View` protocol with its `body`, the `@ViewBuilder` result builder, and the
// builder that turns a view into the engine's `ViewTree` (`LayoutModel.ViewNode`s). Views carry no state here: a
// view is built once per trace (or per `TraceSession.update`).
import LayoutEngine
import LayoutModel

/// A piece of user interface: SwiftUI's `View`. Write your own as in an app:
///
///     struct Card: View {
///         var body: some View { Text("Title").padding() }
///     }
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Built-in views have no body: the tree builder knows them.
    public var body: Never { fatalError("\(Self.self) is a built-in view and has no body") }
}

/// The result builder of view content (`HStack { … }`): any number of views, `if`, `if`/`else`, `switch`, `for`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> _ViewList { _ViewList(view) }
    public static func buildBlock(_ parts: _ViewList...) -> _ViewList { _ViewList(parts) }
    public static func buildOptional(_ part: _ViewList?) -> _ViewList { part ?? _ViewList([]) }
    public static func buildEither(first: _ViewList) -> _ViewList { first }
    public static func buildEither(second: _ViewList) -> _ViewList { second }
    public static func buildArray(_ parts: [_ViewList]) -> _ViewList { _ViewList(parts) }
    public static func buildLimitedAvailability(_ part: _ViewList) -> _ViewList { part }
}

/// The views a view builder produced, in order (SwiftUI's `TupleView` and friends, type-erased).
public struct _ViewList: View, PrimitiveView {
    public typealias Body = Never
    let parts: [(ViewTreeBuilder) -> [ViewNode]]

    init<V: View>(_ view: V) { parts = [{ $0.nodes(view) }] }
    init(_ lists: [_ViewList]) { parts = lists.flatMap(\.parts) }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { parts.flatMap { $0(builder) } }
}

/// A view the tree builder turns into nodes itself instead of asking for its body.
protocol PrimitiveView {
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode]
}

/// Turns views into the engine's tree and collects what the engine needs beside it: the custom layout values used
/// (as a registry, by name and numeric arguments) and the non-numeric layout values.
final class ViewTreeBuilder {
    let values = LayoutValueStore()
    private var layouts: [String: [LayoutEntry]] = [:]

    private struct LayoutEntry {
        /// The numeric stored properties; `arguments` adds `instance` when another value had the same ones.
        var base: [String: Double]
        var arguments: [String: Double]
        var description: String
        var make: () -> any CustomLayoutEngine
    }

    /// The nodes `view` stands for: one for most views, any number for a `ForEach`, a `Group` or builder content.
    func nodes<V: View>(_ view: V) -> [ViewNode] {
        if let primitive = view as? any PrimitiveView { return primitive.makeNodes(self) }
        return nodes(view.body)
    }

    func nodes<V: View>(_ content: () -> V) -> [ViewNode] { nodes(content()) }

    /// The element for a custom layout value: its type's name, with its numeric stored properties as arguments (as
    /// a JSON input would give them). Values of one type that differ otherwise get an `instance` argument.
    func element<L: Layout>(for layout: L) -> Element {
        let name = String(describing: L.self)
        var arguments: [String: Double] = [:]
        for child in Mirror(reflecting: layout).children {
            guard let label = child.label, let number = LayoutValueStore.number(child.value) else { continue }
            arguments[label] = number
        }
        let description = String(reflecting: layout)
        var entries = layouts[name, default: []]
        if let existing = entries.first(where: { $0.description == description }) {
            return .layout(name: name, arguments: existing.arguments)
        }
        var final = arguments
        let clashes = entries.filter { $0.base == arguments }.count
        if clashes > 0 { final["instance"] = Double(clashes) }
        let values = self.values
        entries.append(LayoutEntry(base: arguments, arguments: final, description: description,
                                   make: { LayoutBox(layout, values: values) }))
        layouts[name] = entries
        return .layout(name: name, arguments: final)
    }
}

extension ViewTreeBuilder: CustomLayoutRegistry {
    var layoutNames: Set<String> { Set(layouts.keys) }

    func makeLayout(named name: String, arguments: [String: Double]) -> Result<any CustomLayoutEngine, CustomLayoutError> {
        guard let entry = layouts[name]?.first(where: { $0.arguments == arguments }) else {
            return .failure(CustomLayoutError("no layout value '\(name)' with these arguments was built"))
        }
        return .success(entry.make())
    }
}

extension ViewNode {
    /// This node with `modifier` applied outermost.
    func modified(_ modifier: Modifier) -> ViewNode {
        var copy = self
        copy.modifiers.append(LocatedModifier(modifier))
        return copy
    }
}
