/// A view modifier, with SwiftUI's parameter names. A node's modifiers apply in chain order:
/// the first wraps the element, the last is outermost, as `view.a().b()` reads.
public enum Modifier: Hashable, Sendable {
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexFrame(FlexFrame)
    case padding(EdgeInsets)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    case offset(x: Double, y: Double)
    case overlay(alignment: Alignment, content: [ViewNode])
    case background(alignment: Alignment, content: [ViewNode])
    case border(width: Double)
    case layoutPriority(Double)
    case clipped
    case resizable
    case gridCellColumns(Int)
    case gridCellUnsizedAxes(Axes)
    case gridColumnAlignment(HorizontalAlignment)
    case gridCellAnchor(UnitPoint)
    case font(Font)
    /// The most lines of the Texts inside (nil: no most), and the fewest lines they are tall even when they have
    /// fewer (nil: none). `.lineLimit(n)` is (n, nil); `.lineLimit(n, reservesSpace: true)` and `.lineLimit(n...n)`
    /// are (n, n); `.lineLimit(a...b)` is (b, a), `.lineLimit(a...)` (nil, a), `.lineLimit(...b)` (b, nil).
    case lineLimit(Int?, minimum: Int? = nil)
    /// Points between the bottom of one line of a Text and the top of the next, for the Texts inside (an environment
    /// value: the innermost wins).
    case lineSpacing(Double)
    /// Points added after every character of the Texts inside, the last of each line included (`.kerning`; an
    /// environment value: the innermost wins).
    case kerning(Double)
    /// Points added after every character of the Texts inside, counted as trailing whitespace: not after the last of
    /// a line (`.tracking`; an environment value: the innermost wins; where both are set, tracking is used).
    case tracking(Double)

    /// `.lineLimit(n, reservesSpace:)`: with `reservesSpace`, a Text reserves all `n` lines (SwiftUI's
    /// "the height required to display the specified number of lines").
    public static func lineLimit(_ limit: Int, reservesSpace: Bool) -> Modifier {
        .lineLimit(limit, minimum: reservesSpace ? limit : nil)
    }

    /// A value for a custom layout's `LayoutValueKey`, read through `subviews[i][Key.self]`.
    case layoutValue(key: String, value: LayoutValue)
    /// `.position(x:y:)`: the view takes the whole proposal and centres its child at (x, y).
    case position(x: Double, y: Double)
    /// `.alignmentGuide(_:computeValue:)`: an explicit value of a guide of the view it modifies.
    case alignmentGuide(ExplicitGuide)
    /// `.ignoresSafeArea(_:edges:)` (and the older `.edgesIgnoringSafeArea(_:)`): the child is placed extended into
    /// the safe-area insets its frame reaches, on those edges.
    case ignoresSafeArea(regions: SafeAreaRegions, edges: EdgeSet)
    /// `.safeAreaInset(edge:alignment:spacing:content:)`: the content along the edge, the view proposed what is left,
    /// and the view's safe area grown by the content and the spacing.
    case safeAreaInset(SafeAreaInset)
    /// `.safeAreaPadding(_:)`: the insets added into the view's safe area; SwiftUI writes it as four safe-area insets
    /// (`SafeAreaInset.paddingLayers`), which is how it is laid out.
    case safeAreaPadding(EdgeInsets)
    /// `.previewLayout(_:)`: the container Xcode's canvas shows the preview in, when the root has it (a trait of the
    /// view, whatever modifiers follow; PreviewContainer.swift). No layout effect of its own.
    case previewLayout(PreviewContainer)
    /// `.previewInterfaceOrientation(_:)` (and a `#Preview`'s orientation traits): the orientation the preview's device
    /// is shown in, when the root has it (PreviewContainer.swift). No layout effect of its own.
    case previewInterfaceOrientation(Orientation)

    /// The modifier's SwiftUI name, used in node paths (`Text[1].padding.frame`).
    public var name: String {
        switch self {
        case .frame, .flexFrame: "frame"
        case .padding: "padding"
        case .fixedSize: "fixedSize"
        case .aspectRatio: "aspectRatio"
        case .offset: "offset"
        case .overlay: "overlay"
        case .background: "background"
        case .border: "border"
        case .layoutPriority: "layoutPriority"
        case .clipped: "clipped"
        case .resizable: "resizable"
        case .gridCellColumns: "gridCellColumns"
        case .gridCellUnsizedAxes: "gridCellUnsizedAxes"
        case .gridColumnAlignment: "gridColumnAlignment"
        case .gridCellAnchor: "gridCellAnchor"
        case .font: "font"
        case .lineLimit: "lineLimit"
        case .lineSpacing: "lineSpacing"
        case .kerning: "kerning"
        case .tracking: "tracking"
        case .layoutValue: "layoutValue"
        case .position: "position"
        case .alignmentGuide: "alignmentGuide"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .safeAreaInset(let inset): inset.isPaddingLayer ? "safeAreaPadding" : "safeAreaInset"
        case .safeAreaPadding: "safeAreaPadding"
        case .previewLayout: "previewLayout"
        case .previewInterfaceOrientation: "previewInterfaceOrientation"
        }
    }
}

extension Modifier {
    /// The views a modifier holds: an overlay's, a background's, a safe-area inset's content.
    public var contentViews: [ViewNode] {
        switch self {
        case .overlay(_, let content), .background(_, let content): content
        case .safeAreaInset(let inset): inset.content
        default: []
        }
    }

    /// This modifier with each view it holds changed by `transform`.
    public func mappingContentViews(_ transform: (ViewNode) -> ViewNode) -> Modifier {
        switch self {
        case .overlay(let alignment, let content): return .overlay(alignment: alignment, content: content.map(transform))
        case .background(let alignment, let content): return .background(alignment: alignment, content: content.map(transform))
        case .safeAreaInset(var inset):
            inset.content = inset.content.map(transform)
            return .safeAreaInset(inset)
        default: return self
        }
    }
}

/// The arguments of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, as given.
public struct FlexFrame: Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// `.fit` or `.fill`.
public enum ContentMode: String, Hashable, Sendable {
    case fit, fill
}

/// A font, reduced to what layout needs: a point size (and its SwiftUI name, for output).
public struct Font: Hashable, Sendable {
    public var name: String
    public var size: Double

    public init(name: String, size: Double) {
        self.name = name
        self.size = size
    }

    /// The text styles with their iOS sizes at the default Large content size (`Platform`: a run on another
    /// platform gives a text style that platform's size).
    public static let textStyles: [(String, Double)] = Platform.iOSTextStyles.map { ($0.name, $0.size) }

    public static let body = Font(name: "body", size: 17)

    public init?(textStyle: String) {
        guard let match = Self.textStyles.first(where: { $0.0 == textStyle }) else { return nil }
        self.init(name: match.0, size: match.1)
    }
}

/// The value of a `.layoutValue(key:value:)`: a number as the inputs write it, or a value of any other type that
/// the LayoutDebugger library keeps in the run's layout table (an enum, a string, …), by its index there.
public enum LayoutValue: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case number(Double)
    case stored(Int32)

    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// The number, for values the inputs can write.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

/// SwiftUI's `SafeAreaRegions`: the container's insets (status bar, Dynamic Island, home indicator) and the
/// keyboard's. layoutdbg shows no keyboard, so only `.container` insets exist in a run.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]

    /// The names the inputs write, for `.ignoresSafeArea(.container)` and `{"regions": "container"}`.
    public static let names: [(String, SafeAreaRegions)] = [("all", .all), ("container", .container), ("keyboard", .keyboard)]
}
