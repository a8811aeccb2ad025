// Models: SwiftUI's `.safeAreaInset(edge:alignment:spacing:content:)` (`_InsetViewModifier`) and `.safeAreaPadding`
// (`SafeAreaPaddingModifier`, which SwiftUI writes as four insets of clear frames, one per edge). The behaviour is
// Behaviors/Modifiers/SafeAreaInsetBehavior.swift; this is what the inputs say.

/// One edge of a view: SwiftUI's `Edge` (`VerticalEdge` and `HorizontalEdge` are two of them each).
public enum Edge: String, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// The axis across this edge: vertical for the top and bottom edges.
    public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }

    /// The edge across the view from this one.
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}

/// The arguments of `.safeAreaInset(edge:alignment:spacing:content:)`, as given.
public struct SafeAreaInset: Hashable, Sendable {
    public var edge: Edge
    /// The guide the content and the view are aligned on across the edge's axis: the horizontal guide for the top
    /// and bottom edges, the vertical one for the others (the other half of the alignment is `.center`, unused).
    public var alignment: Alignment
    /// Between the content and the view; nil for the views' own spacing preferences.
    public var spacing: Double?
    public var content: [ViewNode]
    /// One of the four layers of a `.safeAreaPadding` (`paddingLayers`), which the trace names after it.
    public var isPaddingLayer: Bool

    public init(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, content: [ViewNode], isPaddingLayer: Bool = false) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
        self.isPaddingLayer = isPaddingLayer
    }

    /// The guide used: the horizontal half of `alignment` for the top and bottom edges, the vertical half otherwise.
    public var guide: GuideName {
        edge.axis == .vertical ? .horizontal(alignment.horizontal) : .vertical(alignment.vertical)
    }

    /// The nodes one `.safeAreaPadding` compiles to: each layer's inset node and its framed colour (two nodes).
    public static let paddingNodeCount = 4 * 3

    /// The layers SwiftUI makes of `.safeAreaPadding(insets)` (OpenSwiftUI `SafeAreaPaddingModifier.body`, audited
    /// 6.5.4): an inset at each edge, top innermost, then bottom, leading and trailing, spacing 0, each of a clear
    /// colour framed as long as that edge's inset across it and 0 along it, whether the edge is padded or not. The
    /// trace names each layer `safeAreaPadding`, the first (innermost) the top one.
    public static func paddingLayers(_ insets: EdgeInsets, at location: SourceLocation, file: String?) -> [Modifier] {
        [Edge.top, .bottom, .leading, .trailing].map { edge in
            let length = switch edge {
            case .top: insets.top
            case .leading: insets.leading
            case .bottom: insets.bottom
            case .trailing: insets.trailing
            }
            let frame: Modifier = edge.axis == .horizontal
                ? .frame(width: length, height: 0, alignment: .center) : .frame(width: 0, height: length, alignment: .center)
            let clear = ViewNode(element: .color(name: "clear"), modifiers: [LocatedModifier(frame, at: location)],
                                 location: location, file: file)
            return .safeAreaInset(SafeAreaInset(edge: edge, spacing: 0, content: [clear], isPaddingLayer: true))
        }
    }
}
