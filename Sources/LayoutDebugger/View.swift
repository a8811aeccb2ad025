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

/// `ViewBuilder`'s other name, SwiftUI's since the iOS 27 SDK (`@ContentBuilder var label: some View`).
public typealias ContentBuilder = ViewBuilder

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
    /// Each view as written: built into nodes, or split into a provider's previews (ProviderPreviews.swift).
    let views: [any View]

    init<V: View>(_ view: V) { views = [view] }
    init(_ lists: [_ViewList]) { views = lists.flatMap(\.views) }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { views.flatMap { builder.nodes($0) } }
}

/// A view the tree builder turns into nodes itself instead of asking for its body.
protocol PrimitiveView {
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode]
}

/// Turns views into the engine's tree and registers what the tree refers to in the run's layout table: the custom
/// layout values it uses and the layout values that are not numbers. Identity needs no round trip: a layout node
/// holds the handle of the very value that was built.
final class ViewTreeBuilder {
    let table = LayoutTable()
    /// The user's types by name, when the compiled path knows them: nodes say which view and layout they come from.
    let declarations: SourceDeclarations

    /// The natural sizes the file's comments give images the code leaves unsized.
    let imageSizes: ImageSizeComments

    /// The GeometryReaders' frames from the last round of layout (GeometryReaderFrames.swift), and how many readers
    /// of each site this build has made.
    let geometry: GeometryReaderFrames
    var geometryOccurrences: [GeometryReaderSite: Int] = [:]
    /// Whether the tree has a GeometryReader, whose content may read its frame: then it is built again.
    var builtGeometryReader = false
    /// What the build approximated or guessed (BuildWarnings.swift), and the kinds said already.
    var warnings: [BuildWarning] = []
    var warnedKeys: Set<String> = []
    /// The images each `Image(…)` made with no natural size, by site (`warnUnsizedImage`).
    var unsizedImages: [String: UnsizedImages] = [:]
    /// What the view's `.onAppear` / `.onChange` actions did while it settled (`SettlingActions.note`), said first.
    var settlingNote: BuildWarning?
    /// The `.onAppear` and `.onChange` actions this build met (ViewLifecycle.swift).
    var lifecycle = ViewLifecycle()
    /// The views' `@State` from the build before, carried into this one (StateSlots.swift).
    let state: StateSlots

    init(declarations: SourceDeclarations = SourceDeclarations(), imageSizes: ImageSizeComments = ImageSizeComments(),
         geometry: GeometryReaderFrames = GeometryReaderFrames(), state: StateSlots = StateSlots()) {
        self.declarations = declarations
        self.imageSizes = imageSizes
        self.geometry = geometry
        self.state = state
        state.beginBuild()
    }
    /// The environment of the view being built, which `@Environment` and `@EnvironmentObject` read.
    @TaskLocal static var environment = BuildEnvironment()

    /// The nodes `view` stands for: one for most views, any number for a `ForEach`, a `Group` or builder content.
    func nodes<V: View>(_ view: V) -> [ViewNode] {
        if let primitive = view as? any PrimitiveView { return primitive.makeNodes(self) }
        if let hosted = hostedNodes(view) { return hosted }
        state.carry(view)
        let made = nodes(view.body)
        guard !declarations.isEmpty, let declaration = declarations[String(describing: V.self)] else { return made }
        return made.map { $0.madeByBody(of: declaration) }
    }

    func nodes<V: View>(_ content: () -> V) -> [ViewNode] { nodes(content()) }

    /// The element for a custom layout value: its type's name, and its entry in the table.
    func element<L: Layout>(for layout: L) -> Element {
        let table = self.table
        return .layout(name: String(describing: L.self), arguments: [:], handle: table.register { LayoutBox(layout, table: table) })
    }

    /// The node of a custom layout with its children, naming the user's declaration of it when there is one.
    func layoutNode<L: Layout>(_ layout: L, children: [ViewNode], site: CallSite) -> ViewNode {
        let node = ViewNode(element: element(for: layout), children: children, site: site)
        return declaration(ofLayout: L.self).map(node.running(layout:)) ?? node
    }

    /// The user's declaration of the layout type `L`, when it is one of theirs.
    func declaration<L: Layout>(ofLayout _: L.Type) -> Declaration? {
        declarations.isEmpty ? nil : declarations[String(describing: L.self)]
    }
}

extension ViewNode {
    /// This node with `modifier`, written at `site`, applied outermost.
    func modified(_ modifier: Modifier, at site: CallSite) -> ViewNode {
        var copy = self
        copy.modifiers.append(LocatedModifier(modifier, at: site.location))
        return copy
    }

    /// A node written at `site`.
    init(element: Element, children: [ViewNode] = [], label: String? = nil, site: CallSite) {
        self.init(element: element, children: children, label: label, location: site.location, file: site.file)
    }
}

/// Where a view or modifier was written in Swift: the caller's `#fileID`, `#line` and `#column`.
struct CallSite: Sendable {
    var file: String?
    var location: SourceLocation

    init(_ fileID: String, _ line: Int, _ column: Int) {
        file = fileID
        location = SourceLocation(line: line, column: column)
    }

    private init() {
        file = nil
        location = .unknown
    }

    /// Nowhere: a view made by the library itself.
    static let unknown = CallSite()
}
