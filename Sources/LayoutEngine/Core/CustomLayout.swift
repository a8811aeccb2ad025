import LayoutModel

// The engine's side of custom layouts (SwiftUI's `Layout` protocol, spec §24). The engine knows nothing of
// Swift's `Layout` protocol or its cache type: a front end (the LayoutDebugger library, or the loader resolving
// the seed layouts an input names) registers a maker in the run's `LayoutTable`, a `.layout(…, handle:)` node
// holds its handle, the compiler makes one `CustomLayoutEngine` object per node from it, and the engine
// calls it at the points where SwiftUI would call the layout. Every call is traced from here, not by the front end.

/// Why a named layout could not be made (an unknown argument, a value out of range, …).
public struct CustomLayoutError: Error, Hashable, Sendable {
    public var message: String
    public var notes: [String]

    public init(_ message: String, notes: [String] = []) {
        self.message = message
        self.notes = notes
    }
}

/// One custom layout node as the engine drives it: the layout value and its cache, behind SwiftUI's calls.
///
/// The engine calls these at SwiftUI's points (spec §24) and traces every call; implementations do the work
/// only. `subviews` is valid for the duration of the call (and for later calls in the same pass).
public protocol CustomLayoutEngine: AnyObject {
    /// `makeCache(subviews:)`: the node's engine was created.
    func makeCache(subviews: CustomLayoutSubviews)
    /// `updateCache(_:subviews:)`: the layout value or its subviews were re-evaluated.
    func updateCache(subviews: CustomLayoutSubviews)
    /// `spacing(subviews:cache:)`: the spacing preferences of the container as a whole.
    func spacing(subviews: CustomLayoutSubviews) -> SpacingPreferences
    /// `sizeThatFits(proposal:subviews:cache:)`. Whatever it returns is used as is, NaN and infinity included.
    func sizeThatFits(proposal: ProposedSize, subviews: CustomLayoutSubviews) -> Size
    /// `placeSubviews(in:proposal:subviews:cache:)`: calls `subviews.place(…)` for the subviews it positions.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: CustomLayoutSubviews)
    /// `explicitAlignment(of:in:proposal:subviews:cache:)`: nil when the guide has no explicit value.
    /// The value is in the coordinates of `bounds`.
    func explicitAlignment(of guide: AlignmentGuideQuery, in bounds: Rect, proposal: ProposedSize,
                           subviews: CustomLayoutSubviews) -> Double?
    /// Takes over the cache of the engine this one replaces after an update of the tree (same node, new layout
    /// value). False when it cannot (another layout type): the engine then calls `makeCache` instead of `updateCache`.
    func takeCache(from previous: any CustomLayoutEngine) -> Bool
    /// `Layout.layoutProperties.stackOrientation`: the axis Spacers and Dividers inside it follow.
    var stackOrientation: Axis? { get }
    /// A view SwiftUI hosts from UIKit or AppKit (a representable), sized through this protocol: SwiftUI asks it
    /// only for its size, so the calls a `Layout` alone gets (its cache, spacing, placing) are not traced.
    var hostsPlatformView: Bool { get }
}

extension CustomLayoutEngine {
    public var hostsPlatformView: Bool { false }
}

/// An alignment guide asked of a custom layout: its axis, a name for the trace, an identity the front end
/// chooses (SwiftUI identifies guides by their `AlignmentID` type), and the front end's own guide value, which
/// travels with the query so the front end gets it back without a registry. Equal when axis and identity are.
public struct AlignmentGuideQuery: Hashable, @unchecked Sendable {
    public var axis: Axis
    public var name: String
    public var id: ObjectIdentifier
    /// The front end's guide (LayoutDebugger's `HorizontalAlignment` / `VerticalAlignment`); immutable values only.
    public let guide: Any?
    /// The guide in the tree's vocabulary, with which views other than custom layouts answer.
    public let guideName: GuideName?

    public init(axis: Axis, name: String, id: ObjectIdentifier, guide: Any? = nil, guideName: GuideName? = nil) {
        self.axis = axis
        self.name = name
        self.id = id
        self.guide = guide
        self.guideName = guideName
    }

    public static func == (a: AlignmentGuideQuery, b: AlignmentGuideQuery) -> Bool { a.axis == b.axis && a.id == b.id }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(axis)
        hasher.combine(id)
    }
}

/// A view's spacing preferences on its four edges (spec §9.2, reduced to the nil category): a distance the view
/// wants to its neighbour on that edge, or nil for no preference. Two views with no preference are 8 apart.
public struct SpacingPreferences: Hashable, Sendable {
    public var leading: Double?
    public var trailing: Double?
    public var top: Double?
    public var bottom: Double?

    public init(leading: Double? = nil, trailing: Double? = nil, top: Double? = nil, bottom: Double? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.top = top
        self.bottom = bottom
    }

    /// No preference on any edge (SwiftUI's `ViewSpacing()`).
    public static let none = SpacingPreferences()

    /// The larger preference on each edge (SwiftUI's `ViewSpacing.formUnion`).
    public func union(_ other: SpacingPreferences) -> SpacingPreferences {
        func larger(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }
        return SpacingPreferences(leading: larger(leading, other.leading), trailing: larger(trailing, other.trailing),
                                  top: larger(top, other.top), bottom: larger(bottom, other.bottom))
    }

    /// The distance between a view with these preferences and the `next` one along `axis` (spec §9.3).
    public func distance(to next: SpacingPreferences, along axis: Axis, default defaultSpacing: Double = 8) -> Double {
        EdgeSpacing(self).distance(to: EdgeSpacing(next), along: axis, default: defaultSpacing)
    }

    /// For trace details: `leading 0, trailing 0` or `none`.
    var summary: String {
        let parts: [(String, Double?)] = [("leading", leading), ("trailing", trailing), ("top", top), ("bottom", bottom)]
        let set = parts.compactMap { name, value in value.map { "\(name) \(NumberFormat.string($0))" } }
        return set.isEmpty ? "none" : set.joined(separator: ", ")
    }
}

extension EdgeSpacing {
    init(_ preferences: SpacingPreferences) {
        self.init(leading: preferences.leading, trailing: preferences.trailing, top: preferences.top, bottom: preferences.bottom)
    }

    var preferences: SpacingPreferences {
        SpacingPreferences(leading: leading, trailing: trailing, top: top, bottom: bottom)
    }
}

/// The subviews of one custom layout node, as the engine lets a layout see them: SwiftUI's `LayoutSubviews`
/// reduced to indices. Every size request goes through the engine's choke point (`LayoutContext.size(of:…)`
/// with reason `custom`), so it is traced and answered from SwiftUI's size cache like any other request.
public struct CustomLayoutSubviews {
    let context: LayoutContext
    /// The custom layout node.
    let node: Int32
    let children: [Int32]

    init(context: LayoutContext, node: Int32) {
        self.context = context
        self.node = node
        self.children = context.children(node)
    }

    /// How many subviews the layout has.
    public var count: Int { children.count }

    /// A value that tells proxies of different nodes (or different runs) apart.
    public var identity: ObjectIdentifier { ObjectIdentifier(context) }

    /// The container node's number in the trace's node table.
    public var containerNode: Int32 { node }

    /// Subview `index`'s node number in the trace's node table.
    public func node(ofSubview index: Int) -> Int32 { children[index] }

    /// Subview `index`'s structural path, for messages.
    public func path(ofSubview index: Int) -> String { context.program.infos[Int(children[index])].path }

    /// `LayoutSubview.sizeThatFits(_:)`: the subview's size for `proposal`, traced as a request with reason `custom`.
    public func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
        context.size(of: children[index], proposal, .custom)
    }

    /// The explicit value of `guide` in subview `index` at `size` (the subview was sized for `proposal`), or nil:
    /// a custom layout's own answer (traced as its `explicitAlignment` call), else the value an `.alignmentGuide`
    /// sets on the subview or inside it (Core/AlignmentGuides.swift).
    public func explicitAlignment(ofSubview index: Int, _ guide: AlignmentGuideQuery, size: Size,
                                  proposal: ProposedSize) -> Double? {
        let child = children[index]
        if case .customLayout = context.node(child).kind,
           let value = CustomLayoutBehavior.explicitAlignment(context, child, guide, size: size, proposal: proposal) {
            return value
        }
        // A layout that answers nil gets what SwiftUI's default `explicitAlignment` gives: its subviews' values merged.
        return guide.guideName.flatMap { context.explicitValue(child, $0, size: size, proposal: proposal) }
    }

    /// `LayoutSubview.priority`: the layout priority the subview reports (spec §19).
    public func priority(_ index: Int) -> Double { context.node(children[index]).priority }

    /// The value the subview's `.layoutValue(key:value:)` set for `key`, or nil (the key's default then applies).
    public func layoutValue(_ index: Int, key: String) -> LayoutValue? { context.node(children[index]).layoutValues[key] }

    /// `LayoutSubview.spacing`. For a subview that is itself a custom layout this asks its `spacing` (traced).
    public func spacing(_ index: Int) -> SpacingPreferences {
        CustomLayoutBehavior.spacing(context, children[index])
    }

    /// `LayoutSubview.place(at:anchor:proposal:)`: puts the subview's `anchor` at `position` (in the coordinates
    /// of the container's `bounds`), sized for `proposal`. Valid only while the container's `placeSubviews` runs;
    /// placing a subview twice keeps the last placement and shows both in the trace.
    public func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
        CustomLayoutBehavior.place(context, container: node, subview: index, at: position, anchor: anchor, proposal: proposal)
    }

    /// Records a call into the layout that the engine cannot see itself (for example `makeCache` run by the default
    /// `updateCache`) as a `layoutCall` event on the container.
    public func recordCall(_ call: String, _ detail: String = "") {
        context.layoutCall(node, call, detail)
    }

    /// The spacing between views that state no preference (spec §9.1).
    public var defaultSpacing: Double { context.environment.defaultSpacing }
}

extension CustomLayoutSubviews: Equatable {
    public static func == (a: CustomLayoutSubviews, b: CustomLayoutSubviews) -> Bool {
        a.context === b.context && a.node == b.node
    }
}

extension SpacingPreferences {
    var edgeSpacing: EdgeSpacing { EdgeSpacing(self) }
}
