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

    /// This view as the body of the user's view `declaration` made it; a view that already names an inner view's
    /// body keeps it (the innermost declaration is the one to open).
    public func madeByBody(of declaration: Declaration) -> ViewNode {
        if origin?.view != nil { return self }
        var copy = self
        copy.origin = NodeOrigin(view: declaration, bodyModifiers: modifiers.count, layout: origin?.layout)
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
    /// The root proposal; `nil` means the default device size (`SurfaceDefaults.proposal`).
    public var proposal: ProposedSize?
    public var environment: LayoutEnvironment
    /// Quirk flags set by the input, overriding the defaults.
    public var quirks: QuirkSet

    public init(root: ViewNode, proposal: ProposedSize? = nil, environment: LayoutEnvironment = .init(),
                quirks: QuirkSet = .defaults) {
        self.root = root
        self.proposal = proposal
        self.environment = environment
        self.quirks = quirks
    }
}

/// Settings that SwiftUI reads from the environment or the device.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Pixels per point; sizes of text and dividers snap to 1/displayScale.
    public var displayScale: Double = 3
    /// The advance of one character as a fraction of the font size (spec §3.2: no public table exists).
    public var characterAdvance: Double = 0.5
    /// Line height as a fraction of the font size, before rounding up to the pixel grid (spec §3.2).
    public var lineHeightFactor: Double = 1.1935
    /// `.padding()` with no length (spec §14).
    public var defaultPadding: Double = 16
    /// The spacing between two views that state no preference (spec §9.1).
    public var defaultSpacing: Double = 8
    /// Grid's spacing when `horizontalSpacing` / `verticalSpacing` is nil (inferred: the seed's nested grid replies 8 × 16 to zero).
    public var gridSpacing: Double = 8

    public init() {}
}
