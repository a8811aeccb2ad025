// The built-in views, with SwiftUI's initialisers: stacks, grids, scroll views, leaves, ForEach and Group, and any
// `Layout` value used as a container (`MyLayout { … }`). Each becomes one or more `LayoutModel.ViewNode`s.
import LayoutEngine
import LayoutModel

extension Layout {
    /// Uses the layout as a container of `content`, as in SwiftUI: `RadialStack { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V, fileID: String = #fileID, line: Int = #line,
                                        column: Int = #column) -> some View {
        _LayoutValueView(layout: AnyLayout(self), content: content(), location: CallSite(fileID, line, column))
    }
}

/// A built-in container: the element its initialiser resolved, and its content as the element's children.
protocol ElementContainer: PrimitiveView {
    associatedtype Content: View
    var element: Element { get }
    var content: Content { get }
    var location: CallSite { get }
}

extension ElementContainer {
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { [ViewNode(element: element, children: builder.nodes(content), site: location)] }
}

/// Children in a row.
public struct HStack<Content: View>: View, ElementContainer {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let element: Element
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        element = .hStack(alignment: alignment.model, spacing: spacing.map { Double($0) })
        self.content = content()
    }
}

/// Children in a column.
public struct VStack<Content: View>: View, ElementContainer {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let element: Element
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        element = .vStack(alignment: alignment.model, spacing: spacing.map { Double($0) })
        self.content = content()
    }
}

/// Children on top of each other.
public struct ZStack<Content: View>: View, ElementContainer {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let element: Element
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        element = .zStack(alignment: alignment.model)
        self.content = content()
    }
}

/// A row that creates its children lazily (laid out like the rest here: spec §10).
public struct LazyHStack<Content: View>: View, ElementContainer {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let element: Element
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        element = .lazyHStack(alignment: alignment.model, spacing: spacing.map { Double($0) })
        self.content = content()
    }
}

/// A column that creates its children lazily (laid out like the rest here: spec §10).
public struct LazyVStack<Content: View>: View, ElementContainer {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let element: Element
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        element = .lazyVStack(alignment: alignment.model, spacing: spacing.map { Double($0) })
        self.content = content()
    }
}

/// Rows of cells in columns.
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ViewNode(element: .grid(alignment: alignment.model, horizontalSpacing: horizontalSpacing.map { Double($0) },
                                 verticalSpacing: verticalSpacing.map { Double($0) }), children: builder.nodes(content), site: location)]
    }
}

/// One row of a `Grid`.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ViewNode(element: .gridRow(alignment: alignment?.model), children: builder.nodes(content), site: location)]
    }
}

/// A scrollable view of its content.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ViewNode(element: .scrollView(axes: axes.model), children: builder.nodes(content), site: location)]
    }
}

/// The first of its children that fits.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ViewNode(element: .viewThatFits(axes: axes.model), children: builder.nodes(content), site: location)]
    }
}

/// What a `GeometryReader`'s content closure receives: the reader's size and frame, from a round of layout before
/// the traced one (GeometryReaderFrames.swift).
public struct GeometryProxy: Sendable {
    /// The reader's frame in window coordinates.
    let frame: CGRect

    public var size: CGSize { frame.size }
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The reader's frame in `coordinateSpace`: its own bounds for `.local`, else the window's coordinates.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .local ? CGRect(origin: .zero, size: frame.size) : frame
    }
}

/// A coordinate space that `GeometryProxy.frame(in:)` converts to.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}

extension View {
    /// Names a coordinate space for `frame(in: .named(…))`: no layout effect.
    public func coordinateSpace(name: String) -> some View { self }
}

/// A view that takes the space it is offered and places its content at the top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        self.content = content
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ViewNode(element: .geometryReader, children: builder.nodes(content(builder.geometryProxy(at: location))), site: location)]
    }
}

/// Its content's views, each laid out by the container around it.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(content) }
}

/// One view per element of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { data.flatMap { builder.nodes(content($0)) } }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach {
    /// A view per element of a binding to a collection, which the user may delete and move: no layout of their own.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, editActions: EditActions<C>,
                                                              @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.data = data
        self.content = content
    }
}

/// What a user may do to the rows of a ForEach or List over a binding (iOS 16): delete, move.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var delete: EditActions { EditActions(rawValue: 1) }
    public static var move: EditActions { EditActions(rawValue: 2) }
    public static var all: EditActions { EditActions(rawValue: 3) }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let make: (ViewTreeBuilder) -> [ViewNode]

    public init<V: View>(_ view: V) { make = { $0.nodes(view) } }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { make(builder) }
}

/// No view at all: it adds nothing to its container. Its node is kept, as every input keeps it, and the engine's
/// compiler gives a bare `EmptyView` no subview, size, spacing or grid cell (`TreeCompiler.producesNoView`).
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { [ViewNode(element: .emptyView, site: location)] }
}

/// A string, laid out with the deterministic text model (spec §3).
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    /// Its characters, with the fonts its own `.font` gave them: one run, or one per Text added (TextAddition.swift).
    var runs: [TextRun]
    /// Where its own `.font` was written, for a Text of one run.
    var fontSite: CallSite?
    /// The modifiers that would change its face in SwiftUI, each where it was written: said when it is built
    /// (TextFaceModifiers.swift).
    var faceChanges: [(name: String, site: CallSite)] = []

    /// A String shown as it is. Disfavoured, as in SwiftUI: a literal is a `LocalizedStringKey`, whose interpolations
    /// format numbers as SwiftUI does (AppTypes.swift).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        runs = [TextRun(String(content))]
    }
    public init(verbatim content: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        runs = [TextRun(content)]
    }

    /// All its characters.
    var string: String { TextRun.string(of: runs) }

    init(runs: [TextRun], location: CallSite) {
        self.location = location
        self.runs = runs
    }

    /// As every reader makes it (`TextRun.text`): runs of one font are a plain Text with that font as a modifier.
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        for change in faceChanges { builder.warnIgnored(change.name, at: change.site) }
        let (element, font) = TextRun.text(runs)
        let node = ViewNode(element: element, site: location)
        return [font.map { node.modified(.font($0), at: fontSite ?? location) } ?? node]
    }

}

/// An image of a fixed natural size, which only `.resizable()` lets it leave (spec §4).
public struct Image: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let name: String
    /// The size the code gives; nil for the file's size comment, or `defaultNaturalSize`.
    let naturalSize: CGSize?
    /// Where `.resizable()` was written, when it was.
    var resizedAt: CallSite?
    /// An SF Symbol (`Image(systemName:)`): with no size given, as large as its font.
    var isSymbol = false

    /// The size an image takes when no size is given, as in every input (`SurfaceDefaults.imageSize`).
    public static let defaultNaturalSize = CGSize(SurfaceDefaults.imageSize)

    public init(_ name: String, naturalSize: CGSize? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        self.name = name
        self.naturalSize = naturalSize
        resizedAt = nil
    }

    public init(systemName: String, naturalSize: CGSize? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(systemName, naturalSize: naturalSize, fileID: fileID, line: line, column: column)
        isSymbol = true
    }

    /// The image stretches to the size proposed to it.
    public func resizable(fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Image {
        var image = self
        image.resizedAt = CallSite(fileID, line, column)
        return image
    }

    /// How a resizable image fills its size: drawing only, the size is the same either way.
    public enum ResizingMode: Sendable {
        case tile, stretch
    }

    /// Resizable with cap insets or tiling: they decide how the image is drawn in its frame, not the frame.
    public func resizable(capInsets: EdgeInsets, resizingMode: ResizingMode = .stretch,
                          fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Image {
        resizable(fileID: fileID, line: line, column: column)
    }

    public func resizable(resizingMode: ResizingMode, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Image {
        resizable(fileID: fileID, line: line, column: column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        let element: Element
        if let size = naturalSize?.model ?? builder.imageSizes.size(named: name, file: location.file, line: location.location.line) {
            element = .image(name: name, naturalSize: size)
        } else {
            // The reader's choice and words (TreeBuilder.imageElement): a symbol as large as its font, else the default.
            builder.warnUnsizedImage(name, symbol: isSymbol, at: location)
            element = isSymbol ? .symbol(name: name) : .image(name: name, naturalSize: SurfaceDefaults.imageSize)
        }
        let node = ViewNode(element: element, site: location)
        return [resizedAt.map { node.modified(.resizable, at: $0) } ?? node]
    }
}

/// Flexible space along its stack's axis (spec §5).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    let minLength: CGFloat?

    public init(minLength: CGFloat? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        self.minLength = minLength
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { [ViewNode(element: .spacer(minLength: minLength.map { Double($0) }), site: location)] }
}

/// A thin line across its stack (spec §6).
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    /// Where the view was written (`#fileID`, `#line`, `#column`), for the trace.
    let location: CallSite
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { [ViewNode(element: .divider, site: location)] }
}
