import LayoutModel

/// The compiled form of one view or layout modifier: what the engine sizes and places.
/// The tree is flattened into an array of these, indexed by node number (the trace's node table order).
///
/// What every node has is stored in the node; what few nodes have (overlays, spacing preferences, grid traits, an
/// offset, layout values, alignment guides) in a `RareTraits` made on the first write of a value that is not the
/// default. A 100,000-view trace has over 120,000 nodes, and with everything inline a node took 392 bytes of heap
/// (docs/performance.md item 60).
final class LayoutNode {
    var kind: NodeKind
    /// The children, in order: indices into `LayoutProgram.nodes`.
    var children: [Int32]
    /// SwiftUI's layoutPriority as this node reports it to its parent.
    var priority: Double
    /// Whether SwiftUI keeps a size cache for this view's layout engine (spec §1.7).
    var hasSizeCache: Bool
    /// Whether `explicitGuideNames` has any: read on every alignment, where touching the array itself costs a retain.
    private(set) var mayHaveExplicitValues = false
    /// Whether a miss in that cache runs the view's sizing again even when the engine's memo knows the answer:
    /// true for custom layouts, whose user code SwiftUI calls on every miss (spec §24).
    var rerunsOnCacheMiss = false
    private var rare: RareTraits?

    // A class: behaviours read single fields of nodes on every request, and copying a whole node (several arrays
    // and a dictionary) to read one field was a measurable share of the engine's time.
    init(kind: NodeKind) {
        self.kind = kind
        children = []
        priority = 0
        hasSizeCache = true
    }

    /// Overlay and background content roots, placed against this node's final frame.
    var secondaries: [Secondary] {
        get { rare?.secondaries ?? [] }
        set { if rare != nil || !newValue.isEmpty { traits.secondaries = newValue } }
    }
    /// Spacing preferences on each edge, for stacks with nil spacing (spec §9).
    var spacing: EdgeSpacing {
        get { rare?.spacing ?? .none }
        set { if rare != nil || newValue != .none { traits.spacing = newValue } }
    }
    /// Grid cell traits that travel with the view to its Grid (spec §11.1).
    var gridTraits: GridTraits {
        get { rare?.gridTraits ?? GridTraits() }
        set { if rare != nil || newValue != GridTraits() { traits.gridTraits = newValue } }
    }
    /// Render-only offset from `.offset(x:y:)` (spec §17): reported, never used for layout.
    var offset: Point {
        get { rare?.offset ?? .zero }
        set { if rare != nil || newValue != .zero { traits.offset = newValue } }
    }
    /// Values of custom layout keys (`.layoutValue(key:value:)`).
    var layoutValues: [String: LayoutValue] {
        get { rare?.layoutValues ?? [:] }
        set { if rare != nil || !newValue.isEmpty { traits.layoutValues = newValue } }
    }
    /// `.alignmentGuide` values set on this view, innermost first; empty for almost every node.
    var explicitGuides: [CompiledGuide] {
        get { rare?.explicitGuides ?? [] }
        set { if rare != nil || !newValue.isEmpty { traits.explicitGuides = newValue } }
    }
    /// The guides this view may have an explicit value of: its own `.alignmentGuide`s and those its subviews pass
    /// up (Core/AlignmentGuides.swift); empty for almost every node.
    var explicitGuideNames: [GuideName] {
        get { rare?.explicitGuideNames ?? [] }
        set {
            if rare != nil || !newValue.isEmpty { traits.explicitGuideNames = newValue }
            mayHaveExplicitValues = !newValue.isEmpty
        }
    }

    private var traits: RareTraits {
        if let rare { return rare }
        let made = RareTraits()
        rare = made
        return made
    }
}

/// A node's fields that few nodes have, with their defaults (`LayoutNode`).
private final class RareTraits {
    var secondaries: [Secondary] = []
    var spacing = EdgeSpacing.none
    var gridTraits = GridTraits()
    var offset = Point.zero
    var layoutValues: [String: LayoutValue] = [:]
    var explicitGuides: [CompiledGuide] = []
    var explicitGuideNames: [GuideName] = []
}

/// Overlay or background content attached to a node.
struct Secondary {
    var root: Int32
    var alignment: Alignment
    var isBackground: Bool
}

/// Traits a Grid reads from its cells.
struct GridTraits: Equatable {
    var columns: Int = 1
    var unsizedAxes: Axes = []
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
}

/// What a node does, with the parameters its behaviour needs.
enum NodeKind {
    // Leaves
    case color
    case shape(ShapeKind)
    /// `indirect`, as `flexFrame`: the two largest payloads, kept out of line so that a node of any other kind does not
    /// carry their size (the enum is as large as its largest inline case).
    indirect case text(TextContent)
    case image(naturalSize: Size, resizable: Bool)
    case spacer(minLength: Double, orientation: Axis?)
    case divider(lineAxis: Axis, thickness: Double)
    case measured(MeasuredTable)
    case empty
    // Containers
    case stack(StackSpec)
    case zStack(alignment: Alignment)
    case lazyStack(StackSpec)
    case grid(GridSpec)
    case lazyGrid(LazyGridSpec)
    case geometryReader
    case scrollView(axes: Axes)
    case viewThatFits(axes: Axes)
    case monitor
    /// A custom `Layout` (spec §24), driven through the front end's engine object.
    case customLayout(CustomLayoutSlot)
    // Layout modifiers
    case fixedFrame(width: Double?, height: Double?, alignment: Alignment)
    indirect case flexFrame(NormalizedFlexFrame)
    case padding(EdgeInsets)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    case position(Point)
    /// `.ignoresSafeArea`: the edges on which the child may extend into the safe-area insets (none for the keyboard only).
    case ignoresSafeArea(EdgeSet)
    /// `.safeAreaInset` (and each of the four layers of `.safeAreaPadding`): children [the view, the content].
    case safeAreaInset(SafeAreaInsetSpec)
}

/// A safe-area inset as the engine runs it: the edge, the guide across it, and the spacing, resolved at compile time.
struct SafeAreaInsetSpec {
    var edge: Edge
    var guide: GuideName
    var spacing: Double
}

/// An HStack or VStack (or lazy stack): its axis, cross-axis alignment and the gaps before each child.
struct StackSpec {
    var axis: Axis
    /// The cross-axis guide: for an HStack a vertical alignment, for a VStack a horizontal one.
    var alignment: GuideName
    /// `gaps[i]` is the distance between child i-1 and child i (gaps[0] = 0), resolved once (spec §7.1).
    var gaps: [Double]
    var totalGap: Double
}


/// A Text leaf with its line limit, its words measured in their fonts, and the metrics its lines are set in.
struct TextContent {
    var lineLimit: Int?
    /// `.lineLimit(n, reservesSpace: true)` or a range's lower bound: as tall as this many lines even with fewer.
    var minimumLines: Int?
    /// Points between one line and the next (`.lineSpacing`), never below 0: SwiftUI's environment value "is always
    /// nonnegative" (Apple: EnvironmentValues.lineSpacing).
    var lineSpacing: Double
    /// What each line's width leaves out of the letter spacing its characters have (`LetterSpacing.trailing`).
    var trailingSpacing: Double
    /// The height of a line and the pixel grid lines are set on: the font's, or of Texts added together the tallest
    /// run's. All the layout reads of the font once the words are measured (the whole `TextMetrics` was 88 bytes of
    /// every Text's node).
    var lineHeight: Double
    var pixel: Double
    /// The string's pieces and their widths per paragraph: measured once, broken into lines many times.
    var words: TextWords

    init(string: String, lineLimit: (count: Int?, minimum: Int?), lineSpacing: Double = 0,
         letterSpacing: LetterSpacing = LetterSpacing(), metrics: TextMetrics) {
        self.lineLimit = lineLimit.count
        minimumLines = lineLimit.minimum
        self.lineSpacing = max(lineSpacing, 0)
        trailingSpacing = letterSpacing.trailing
        (lineHeight, pixel) = (metrics.lineHeight, metrics.pixel)
        words = TextWords(string, metrics: letterSpacing.applied(to: metrics))
    }

    /// Texts added together, each run in its own font. Every line is as high as the tallest run's line (inferred:
    /// Core Text sets a line's height by the tallest font on it, so a line of the smaller runs only would be less
    /// high; docs/fidelity.md, "Texts added together").
    init(runs: [(string: String, metrics: TextMetrics)], lineLimit: (count: Int?, minimum: Int?), lineSpacing: Double = 0,
         letterSpacing: LetterSpacing = LetterSpacing()) {
        self.lineLimit = lineLimit.count
        minimumLines = lineLimit.minimum
        self.lineSpacing = max(lineSpacing, 0)
        trailingSpacing = letterSpacing.trailing
        let tallest = runs.dropFirst().reduce(runs[0].metrics) { $1.metrics.lineHeight > $0.lineHeight ? $1.metrics : $0 }
        (lineHeight, pixel) = (tallest.lineHeight, tallest.pixel)
        words = TextWords(runs: runs.map { ($0.string, letterSpacing.applied(to: $0.metrics)) })
    }
}

/// Spacing preferences on the four edges: a value is a nil-category distance (Spacer: 0); nil means none.
struct EdgeSpacing: Equatable {
    var leading: Double?
    var trailing: Double?
    var top: Double?
    var bottom: Double?

    static let none = EdgeSpacing()

    /// The distance between a view with `self` before one with `next`, along `axis` (spec §9.3).
    func distance(to next: EdgeSpacing, along axis: Axis, default defaultSpacing: Double) -> Double {
        let a = axis == .horizontal ? trailing : bottom
        let b = axis == .horizontal ? next.leading : next.top
        if a == nil && b == nil { return defaultSpacing }
        return max(a ?? -.infinity, b ?? -.infinity)
    }
}
