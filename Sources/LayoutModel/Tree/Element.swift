/// A view element of the tree: what SwiftUI view a node stands for, with its initialiser's arguments.
/// Names and defaults follow SwiftUI's initialisers; the readers fill in the defaults.
public enum Element: Hashable, Sendable {
    case color(name: String)
    case shape(ShapeKind)
    case text(String)
    /// Texts added together whose runs have different fonts (`TextRun.text` makes a plain `text` of the rest).
    case concatenatedText([TextRun])
    /// An image with its natural size in points (what `Image("name")` would load).
    case image(name: String, naturalSize: Size)
    /// An SF Symbol (`Image(systemName:)`) whose size nothing gave: as large as the font it is set in
    /// (`SurfaceDefaults.symbolSize`), which the engine knows once the environment's font is.
    case symbol(name: String)
    case spacer(minLength: Double?)
    case divider
    case emptyView
    case hStack(alignment: VerticalAlignment, spacing: Double?)
    case vStack(alignment: HorizontalAlignment, spacing: Double?)
    case zStack(alignment: Alignment)
    case lazyHStack(alignment: VerticalAlignment, spacing: Double?)
    case lazyVStack(alignment: HorizontalAlignment, spacing: Double?)
    /// `LazyVGrid`: `spacing` is the gap between rows (SwiftUI's documentation says otherwise; docs/fidelity.md).
    case lazyVGrid(columns: [LazyGridItem], alignment: HorizontalAlignment, spacing: Double?)
    /// `LazyHGrid`: `spacing` is the gap between columns.
    case lazyHGrid(rows: [LazyGridItem], alignment: VerticalAlignment, spacing: Double?)
    case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
    case gridRow(alignment: VerticalAlignment?)
    case geometryReader
    case scrollView(axes: Axes)
    case viewThatFits(axes: Axes)
    /// A leaf whose replies come from proposal → size pairs recorded on a device.
    case measured(MeasuredTable)
    /// A custom `Layout` used as a container: its type's name (paths, output), the numeric arguments a JSON or
    /// SwiftUI-syntax input gave it (empty for a value built in Swift), and, once resolved before the engine runs,
    /// its entry in the run's layout table (see `LayoutTable` in LayoutEngine).
    case layout(name: String, arguments: [String: Double], handle: LayoutHandle? = nil)
    /// A probe point, like the seed article's `LayoutMonitor`: passes everything through to its one child.
    case layoutMonitor

    /// The SwiftUI name of the element, used in node paths.
    public var name: String {
        switch self {
        case .color: "Color"
        case .shape(let kind): kind.name
        case .text, .concatenatedText: "Text"
        case .image, .symbol: "Image"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .emptyView: "EmptyView"
        case .hStack: "HStack"
        case .vStack: "VStack"
        case .zStack: "ZStack"
        case .lazyHStack: "LazyHStack"
        case .lazyVStack: "LazyVStack"
        case .lazyVGrid: "LazyVGrid"
        case .lazyHGrid: "LazyHGrid"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .geometryReader: "GeometryReader"
        case .scrollView: "ScrollView"
        case .viewThatFits: "ViewThatFits"
        case .measured: "Measured"
        case .layout(let name, _, _): name
        case .layoutMonitor: "LayoutMonitor"
        }
    }

    /// True for elements that take a view builder of children.
    public var takesChildren: Bool {
        switch self {
        case .hStack, .vStack, .zStack, .lazyHStack, .lazyVStack, .lazyVGrid, .lazyHGrid, .grid, .gridRow, .geometryReader,
             .scrollView, .viewThatFits, .layout, .layoutMonitor: true
        default: false
        }
    }
}

/// The built-in shapes.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case ellipse
    case circle

    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .circle: "Circle"
        }
    }
}

/// A custom layout's entry in the table of layout values that a run owns: readers leave it nil, the loader (for
/// named layouts) or the LayoutDebugger library (for `Layout` values built in Swift) fills it in.
public struct LayoutHandle: Hashable, Sendable {
    public var index: Int32

    public init(_ index: Int32) { self.index = index }
}
