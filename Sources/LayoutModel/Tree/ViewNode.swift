/// One view of the input: an element, its children (for containers), its modifiers in chain order,
/// an optional label shown in the trace, and where it was written.
public struct ViewNode: Hashable, Sendable {
    public var element: Element
    public var children: [ViewNode]
    public var modifiers: [LocatedModifier]
    public var label: String?
    public var location: SourceLocation
    /// The file the view was written in when it is not the input itself: a view built with the LayoutDebugger
    /// library knows its `#fileID` (`Module/File.swift`).
    public var file: String?
    /// The user-declared view and layout the node comes from (a class: it keeps `ViewNode` small for deep trees).
    public var origin: NodeOrigin?

    public init(element: Element, children: [ViewNode] = [], modifiers: [LocatedModifier] = [],
                label: String? = nil, location: SourceLocation = .unknown, file: String? = nil, origin: NodeOrigin? = nil) {
        self.element = element
        self.children = children
        self.modifiers = modifiers
        self.label = label
        self.location = location
        self.file = file
        self.origin = origin
    }

    /// How many layout nodes this view compiles to at least (every view, with its modifiers, and the content of its
    /// overlays and backgrounds), and how deep they nest at most, counted without recursion (trees may be 10,000
    /// levels deep):
    /// a view's modifiers are a chain of nodes around it, and its children and its modifiers' content sit inside
    /// the chain. The engine recurses once per level of nodes, so the compiler refuses a tree deeper than
    /// `InputLimits.nodeDepth` (`deepest` is where the deepest view was written).
    public var nodeBounds: (count: Int, depth: Int, deepest: SourceLocation) {
        var count = 0
        var deepest = (depth: 0, location: location)
        // Two stacks side by side, the views and the depth above each: whole arrays of children appended at once.
        var pending: [ViewNode] = [self]
        var above: [Int] = [0]
        while let view = pending.popLast(), let outer = above.popLast() {
            var chain = view.modifiers.count
            for located in view.modifiers {
                if case .safeAreaPadding = located.modifier { chain += SafeAreaInset.paddingNodeCount }
            }
            count += 1 + chain
            let depth = outer + 1 + chain
            if depth > deepest.depth { deepest = (depth, view.location) }
            pending.append(contentsOf: view.children)
            above.append(contentsOf: repeatElement(depth, count: view.children.count))
            for located in view.modifiers {
                let content = located.modifier.contentViews
                pending.append(contentsOf: content)
                above.append(contentsOf: repeatElement(depth, count: content.count))
            }
        }
        return (count, deepest.depth, deepest.location)
    }

    /// Whether this view or one under it (children, overlay and background content) is one `matches` holds for. A
    /// walk like `nodeBounds`'s, without its depths, that stops at the first match: for questions most trees answer
    /// no to.
    public func contains(where matches: (ViewNode) -> Bool) -> Bool {
        var pending: [ViewNode] = [self]
        while let view = pending.popLast() {
            if matches(view) { return true }
            pending.append(contentsOf: view.children)
            for located in view.modifiers { pending.append(contentsOf: located.modifier.contentViews) }
        }
        return false
    }

    /// This view as the body of the user's view `declaration` made it; a view that already names an inner view's
    /// body keeps it (the innermost declaration is the one to open).
    public func madeByBody(of declaration: Declaration) -> ViewNode {
        if origin?.view != nil { return self }
        var copy = self
        copy.origin = NodeOrigin(view: declaration, bodyModifiers: modifiers.count, layout: origin?.layout)
        return copy
    }

    /// This view, its children and its modifiers' views as written in the file `name` (where no other file is
    /// named already): what a view of another file of the app made.
    public func written(in name: String) -> ViewNode {
        var copy = self
        if copy.file == nil { copy.file = name }
        copy.children = children.map { $0.written(in: name) }
        copy.modifiers = modifiers.map { located in
            var located = located
            located.modifier = located.modifier.mappingContentViews { $0.written(in: name) }
            return located
        }
        return copy
    }

    /// This view as running the user's own layout type `declaration`.
    public func running(layout declaration: Declaration) -> ViewNode {
        var copy = self
        copy.origin = NodeOrigin(view: origin?.view, bodyModifiers: origin?.bodyModifiers ?? 0, layout: declaration)
        return copy
    }
}

/// A modifier and where it was written.
public struct LocatedModifier: Hashable, Sendable {
    public var modifier: Modifier
    public var location: SourceLocation

    public init(_ modifier: Modifier, at location: SourceLocation = .unknown) {
        self.modifier = modifier
        self.location = location
    }
}

/// A whole input: the root view plus the settings of the run.
public struct ViewTree: Hashable, Sendable {
    public var root: ViewNode
    /// An explicit root proposal, made by a harness that puts the root at (0, 0) (a fixed-size preview, a test);
    /// `nil` shows the root on the device: proposed its safe area and centred in it (`window`).
    public var proposal: ProposedSize?
    /// The device the input names; nil is `DeviceCatalogue.defaultDevice` in portrait.
    public var device: DeviceChoice?
    public var environment: LayoutEnvironment
    /// Quirk flags set by the input, overriding the defaults.
    public var quirks: QuirkSet
    /// Recorded replies that leaves answer with instead of their model (`--measured`), by the name of the recorder
    /// (`.recordLayout("name")`, a LayoutMonitor's label) right around the leaf.
    public var replayed: [String: MeasuredTable] = [:]

    public init(root: ViewNode, proposal: ProposedSize? = nil, device: DeviceChoice? = nil,
                environment: LayoutEnvironment = .init(), quirks: QuirkSet = .defaults) {
        self.root = root
        self.proposal = proposal
        self.device = device
        self.environment = environment
        self.quirks = quirks
    }

    /// The device whose metrics the run uses, turned to landscape when the run or the preview asks for it.
    public var effectiveDevice: DeviceChoice {
        var choice = device ?? DeviceChoice(DeviceCatalogue.defaultDevice)
        if previewOrientation == .landscape { choice.orientation = .landscape }
        return choice
    }

    /// The window the root is shown in, or nil when an explicit proposal puts it at (0, 0): the device's, or the
    /// preview container the root asks for.
    public var window: Window? { proposal == nil ? shownWindow : nil }

    /// The root proposal of a run: the explicit one, else the window's safe area.
    public var rootProposal: ProposedSize { proposal ?? shownWindow.rootProposal }

    private var shownWindow: Window { effectiveDevice.window.showing(previewContainer) }

    /// The preview container the root's `.previewLayout(_:)` names: a trait of the view, so a later modifier keeps
    /// it, and the outermost one wins (inferred, as traits are written from the inside out). Elsewhere it does nothing.
    public var previewContainer: PreviewContainer {
        rootTrait { if case .previewLayout(let container) = $0 { container } else { nil } } ?? .device
    }

    /// The orientation the root's `.previewInterfaceOrientation(_:)` names, the same way; nil when it names none.
    public var previewOrientation: Orientation? {
        rootTrait { if case .previewInterfaceOrientation(let orientation) = $0 { orientation } else { nil } }
    }

    /// The value of the root's outermost modifier that `value` reads one from.
    private func rootTrait<T>(_ value: (Modifier) -> T?) -> T? {
        for located in root.modifiers.reversed() {
            if let found = value(located.modifier) { return found }
        }
        return nil
    }

    /// Shows the tree on `choice`: its window, and its display scale in the environment unless `keepingDisplayScale`
    /// (an input that names its own scale keeps it).
    public mutating func show(on choice: DeviceChoice, keepingDisplayScale: Bool = false) {
        device = choice
        if !keepingDisplayScale { environment.displayScale = choice.device.scale }
    }

    /// The environment an input on this tree's device starts from (the defaults, with the device's display scale):
    /// what the writers leave out and the readers fill in.
    public var startingEnvironment: LayoutEnvironment {
        var environment = LayoutEnvironment()
        environment.displayScale = effectiveDevice.device.scale
        return environment
    }
}

/// Settings that SwiftUI reads from the environment or the device.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Pixels per point; sizes of text and dividers snap to 1/displayScale.
    public var displayScale: Double = 3
    /// The advance of a character SF Pro's tables lack (outside printable ASCII and Latin-1), as a fraction of the
    /// font size: an inferred guess, set it to your font's (docs/fidelity.md, "Text metrics").
    public var characterAdvance: Double = 0.5
    /// Line height as a fraction of the font size, before rounding up to the pixel grid: SF Pro's ascender plus
    /// descender, (1950 + 494) / 2048 (the fonts' hhea table; docs/fidelity.md, "Text metrics").
    public var lineHeightFactor: Double = 2444.0 / 2048.0
    /// `.padding()` with no length (spec §14).
    public var defaultPadding: Double = 16
    /// The spacing between two views that state no preference (spec §9.1).
    public var defaultSpacing: Double = 8
    /// The user's own font metrics (`--font-metrics`); nil sets Text in SF Pro (docs/fidelity.md, "Text metrics").
    public var fontMetrics: FontMetricsTable?
    /// Grid's spacing when `horizontalSpacing` / `verticalSpacing` is nil (inferred: the seed's nested grid replies 8 × 16 to zero).
    public var gridSpacing: Double = 8

    public init() {}
}
