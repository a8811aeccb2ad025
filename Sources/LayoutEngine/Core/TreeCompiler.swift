import LayoutModel

/// Turns a `ViewTree` into a `LayoutProgram`: one node per element and per layout modifier, structural paths,
/// the environment pushed down (fonts, line limits, a Spacer's orientation), priorities, spacing preferences
/// and grid traits resolved. Semantic mistakes the readers cannot see become located diagnostics.
struct TreeCompiler {
    private var nodes: [LayoutNode] = []
    private var infos: [NodeInfo] = []
    private var diagnostics: [Diagnostic] = []
    /// NaN in the tree's values or a custom layout node: NaN may come from user code (`NumberPolicy`).
    private var userCodeMayMakeNaN = false
    /// Whether any node has an `.alignmentGuide`: without one, no view has an explicit guide value.
    private var hasExplicitGuides = false
    private let environment: LayoutEnvironment
    /// The device's platform: a text style's point size is the platform's (`.body` is 17 on iOS, 13 on macOS).
    private let platform: Platform
    private let quirks: QuirkSet
    private let file: String
    /// The run's layout table, which `.layout(…, handle:)` nodes index (nil: no custom layouts are available).
    private let layouts: LayoutTable?
    /// Spacing that custom layouts answered, by node path, replacing the default the compiler assumes (the union
    /// of their subviews'), so that stacks around them resolve their gaps with it (`LayoutSession`).
    private let spacingOverrides: [String: SpacingPreferences]
    /// Custom layout slots to use again, by node path, instead of asking the registry (a recompilation within a pass).
    private let reusedSlots: [String: CustomLayoutSlot]
    /// Recorded replies for the leaves of recorders, by recorder name (`ViewTree.replayed`).
    private let replayed: [String: MeasuredTable]

    /// What a view inherits from the views around it.
    private struct Inherited {
        var font = Font.body
        var lineLimit: (count: Int?, minimum: Int?) = (nil, nil)
        var lineSpacing = 0.0
        var letterSpacing = LetterSpacing()
        /// The axis of the stack the view sits directly in, for Spacer and Divider.
        var stackAxis: Axis?
        /// Whether that stack has nil spacing, so resolves its gaps from its children's spacing preferences.
        var stackReadsSpacing = false
    }

    static func compile(_ tree: ViewTree, file: String, layouts: LayoutTable? = nil,
                        spacingOverrides: [String: SpacingPreferences] = [:],
                        reusing slots: [String: CustomLayoutSlot] = [:]) throws(InputError) -> LayoutProgram {
        var compiler = TreeCompiler(environment: tree.environment, platform: tree.effectiveDevice.device.platform,
                                    quirks: tree.quirks, file: file, layouts: layouts,
                                    spacingOverrides: spacingOverrides, reusedSlots: slots, replayed: tree.replayed)
        // Room for every node at once: two tables grown by doubling held up to one and a half times their size (and
        // a copy) at a 100,000-view tree's peak.
        let bounds = tree.root.nodeBounds
        // Compiling and sizing recurse once per level of nodes: refused before any work, as the readers refuse
        // views nested deeper than they read.
        if bounds.depth > InputLimits.nodeDepth {
            throw InputError(Diagnostic(.error, InputLimits.tooManyNodesDeep, file: file, at: bounds.deepest,
                                        notes: ["nest fewer views or modifiers: each modifier is a layout node around its view, and the engine recurses once a node"]))
        }
        compiler.nodes.reserveCapacity(bounds.count)
        compiler.infos.reserveCapacity(bounds.count)
        let root = compiler.compile(tree.root, path: tree.root.element.name, parent: -1, inherited: Inherited())
        if !compiler.diagnostics.isEmpty { throw InputError(compiler.diagnostics) }
        compiler.passExplicitGuidesUp()
        return LayoutProgram(nodes: compiler.nodes, infos: compiler.infos, root: root,
                             userCodeMayMakeNaN: compiler.userCodeMayMakeNaN || tree.environment.containsNaN,
                             compiledGuideDefaults: layouts?.guideDefaults ?? [:])
    }

    /// Which guides each node may have an explicit value of: its own `.alignmentGuide`s, every guide of the child
    /// of a modifier that passes them through, and the baselines and custom guides of a container's children
    /// (AlignmentGuides.swift says why). Nodes come in pre-order, so children are done before their parent.
    private mutating func passExplicitGuidesUp() {
        guard hasExplicitGuides else { return }
        for node in nodes.reversed() {
            var names: [GuideName] = []
            for guide in node.explicitGuides where !names.contains(guide.guide) { names.append(guide.guide) }
            let passing = node.kind.passesExplicitGuides
            for child in node.children {
                for name in nodes[Int(child)].explicitGuideNames where passing.passes(name) && !names.contains(name) {
                    names.append(name)
                }
            }
            if !names.isEmpty { node.explicitGuideNames = names }
        }
    }

    private init(environment: LayoutEnvironment, platform: Platform, quirks: QuirkSet, file: String, layouts: LayoutTable?,
                 spacingOverrides: [String: SpacingPreferences], reusedSlots: [String: CustomLayoutSlot],
                 replayed: [String: MeasuredTable]) {
        self.environment = environment
        self.platform = platform
        self.quirks = quirks
        self.file = file
        self.layouts = layouts
        self.spacingOverrides = spacingOverrides
        self.reusedSlots = reusedSlots
        self.replayed = replayed
    }

    private mutating func fail(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, file: file, at: location))
    }

    /// Out of line: a node and its info are large values, which would otherwise sit in the frames of the recursion.
    @inline(never)
    private mutating func add(_ kind: NodeKind, path: String, label: String?, name: String, location: SourceLocation,
                              parent: Int32) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(LayoutNode(kind: kind))
        infos.append(NodeInfo(path: path, label: label, kind: name, location: location, parent: parent))
        return index
    }

    /// Compiles a view and its modifier chain; returns the outermost node, the one its parent talks to. It recurses
    /// once per level of the tree, so it keeps little on the stack: the chain's work before and after the view's
    /// element is in functions of their own, whose locals are gone by the time the children are compiled (a
    /// 10,000-level tree touched 100 MB of stack when this frame held them all).
    private mutating func compile(_ view: ViewNode, path: String, parent: Int32, inherited: Inherited) -> Int32 {
        if view.modifiers.contains(where: { if case .safeAreaPadding = $0.modifier { true } else { false } }) {
            return compile(Self.expandingSafeAreaPadding(view), path: path, parent: parent, inherited: inherited)
        }
        let chain = reserveChain(of: view, path: path, parent: parent, inherited: inherited)
        let element = compileElement(view, path: path, parent: chain.outerParent, inherited: chain.inner)
        return applyChain(chain, of: view, to: element, path: path)
    }

    /// A view's layout modifiers, their nodes added before the view's element (outermost first, so that the node table
    /// reads top-down), and what the element inherits.
    private struct Chain {
        var inner: Inherited
        /// The layout modifiers' nodes, innermost first, as the chain is walked.
        var reserved: [Int32]
        var modifierPaths: [String]
        /// The innermost layout modifier's node (the element's parent), or the view's parent.
        var outerParent: Int32
        /// The outermost node the body of the user's view that made this view made.
        var bodyNode: Int32?
    }

    @inline(never)
    private mutating func reserveChain(of view: ViewNode, path: String, parent: Int32, inherited: Inherited) -> Chain {
        if !userCodeMayMakeNaN, view.element.containsNaN || view.modifiers.contains(where: { $0.modifier.containsNaN }) {
            userCodeMayMakeNaN = true
        }
        var inner = inherited
        for located in view.modifiers.reversed() {
            switch located.modifier {
            case .font(let font): inner.font = font
            case .lineLimit(let limit, let minimum): inner.lineLimit = (limit, minimum)
            case .lineSpacing(let spacing): inner.lineSpacing = spacing
            case .kerning(let kerning): inner.letterSpacing.kerning = kerning
            case .tracking(let tracking): inner.letterSpacing.tracking = tracking
            default: break
            }
        }
        // Layout modifiers get their nodes first, outermost first, so the node table reads top-down.
        let layoutModifiers = view.modifiers.enumerated().filter { Self.isLayoutModifier($0.element.modifier) }
        let modifierNames = layoutModifiers.map(\.element.modifier.name)
        let modifierPaths = modifierNames.indices.map { NodePath.chain(path, modifierNames, count: $0 + 1) }
        var reserved: [Int32] = []
        var outerParent = parent
        // The user's view whose body made this view is shown on the outermost node that body made.
        let bodyModifiers = view.origin?.bodyModifiers ?? 0
        var bodyNode: Int32?
        for (k, (offset, located)) in layoutModifiers.enumerated().reversed() {
            let index = add(.empty, path: modifierPaths[k], label: nil, name: located.modifier.name,
                            location: located.location, parent: outerParent)
            infos[Int(index)].file = view.file
            if bodyNode == nil, offset < bodyModifiers { bodyNode = index }
            reserved.append(index)
            outerParent = index
        }
        reserved.reverse()  // innermost first, as the chain is walked
        return Chain(inner: inner, reserved: reserved, modifierPaths: modifierPaths, outerParent: outerParent, bodyNode: bodyNode)
    }

    /// Walks the chain innermost first from the view's element, wrapping it in the reserved nodes and decorating it;
    /// returns the outermost node.
    @inline(never)
    private mutating func applyChain(_ chain: Chain, of view: ViewNode, to element: Int32, path: String) -> Int32 {
        let inner = chain.inner, reserved = chain.reserved, modifierPaths = chain.modifierPaths
        infos[Int(element)].declaredLayout = view.origin?.layout
        infos[Int(chain.bodyNode ?? element)].declaredView = view.origin?.view

        // Walk the chain innermost first, wrapping and decorating.
        var current = element
        var currentPath = path
        var nextReserved = 0
        var secondaryNames: [String: Int] = [:]
        for located in view.modifiers {
            let modifier = located.modifier
            if Self.isLayoutModifier(modifier) {
                let wrapper = reserved[nextReserved]
                currentPath = modifierPaths[nextReserved]
                nextReserved += 1
                wrap(wrapper, around: current, with: modifier)
                if case .safeAreaInset(let inset) = modifier {
                    addInsetContent(inset, to: wrapper, path: currentPath, inherited: inner, at: located.location)
                }
                current = wrapper
                continue
            }
            switch modifier {
            case .layoutPriority(let value):
                nodes[Int(current)].priority = value
                infos[Int(current)].facts.layoutPriority = value == 0 ? nil : value
                infos[Int(current)].facts.lostLayoutPriority = nil
            case .offset(let x, let y):
                nodes[Int(current)].offset = nodes[Int(current)].offset + Point(x: x, y: y)
                let total = nodes[Int(current)].offset
                infos[Int(current)].facts.offset = total == .zero ? nil : total
            case .gridCellColumns(let count):
                // A tree built in Swift is not checked by a reader: the same range, the same words (NumberLimits).
                if !NumberLimits.gridCellColumns.contains(Double(count)) {
                    fail(NumberLimits.gridCellColumns.message(for: "gridCellColumns", got: Double(count)), at: located.location)
                }
                let columns = min(max(count, 1), Int(NumberLimits.gridCellColumns.upper))
                nodes[Int(current)].gridTraits.columns = columns
                infos[Int(current)].facts.gridCellColumns = columns
            case .gridCellUnsizedAxes(let axes):
                nodes[Int(current)].gridTraits.unsizedAxes = axes
                infos[Int(current)].facts.gridCellUnsizedAxes = axes
            case .gridColumnAlignment(let alignment): nodes[Int(current)].gridTraits.columnAlignment = alignment
            case .gridCellAnchor(let anchor): nodes[Int(current)].gridTraits.anchor = anchor
            case .layoutValue(let key, let value): nodes[Int(current)].layoutValues[key] = value
            case .alignmentGuide(let explicit):
                nodes[Int(current)].explicitGuides.append(CompiledGuide(explicit, layouts: layouts))
                hasExplicitGuides = true
            case .resizable:
                guard case .image(let size, _) = nodes[Int(current)].kind, current == element else {
                    fail("'resizable()' applies to an Image only, before any layout modifier", at: located.location)
                    continue
                }
                nodes[Int(current)].kind = .image(naturalSize: size, resizable: true)
            case .overlay(let alignment, let content), .background(let alignment, let content):
                let base = uniqueSecondaryPath(currentPath + "." + modifier.name, &secondaryNames)
                if let root = compileSecondary(content, path: base, parent: current, alignment: alignment,
                                               inherited: inner, at: located.location) {
                    let isBackground = { if case .background = modifier { return true } else { return false } }()
                    nodes[Int(current)].secondaries.append(Secondary(root: root, alignment: alignment, isBackground: isBackground))
                }
            case .border:
                // `.border(style, width:)` is an overlay of a stroked Rectangle: no layout effect of its own (spec §18).
                let rectangle = add(.shape(.rectangle), path: uniqueSecondaryPath(currentPath + ".border", &secondaryNames), label: nil,
                                    name: "border", location: located.location, parent: current)
                nodes[Int(rectangle)].hasSizeCache = false
                nodes[Int(current)].secondaries.append(Secondary(root: rectangle, alignment: .center, isBackground: false))
            case .previewLayout(.fixed(let width, let height)):
                // The container the root is centred in (ViewTree.window), checked here for every input: one range, one message.
                for (label, length) in [("width", width), ("height", height)] where !NumberLimits.previewContainerLength.contains(length) {
                    fail(NumberLimits.previewContainerLength.message(for: label, got: length), at: located.location)
                }
            case .clipped, .font, .lineLimit, .lineSpacing, .kerning, .tracking: break
            default: break
            }
        }
        if let label = view.label { infos[Int(current)].label = label }
        return current
    }

    /// `view` with each `.safeAreaPadding` written as the four safe-area insets SwiftUI makes of it, the count of
    /// modifiers its body applied kept in step.
    static func expandingSafeAreaPadding(_ view: ViewNode) -> ViewNode {
        var copy = view
        var bodyModifiers = view.origin?.bodyModifiers ?? 0
        copy.modifiers = []
        for (offset, located) in view.modifiers.enumerated() {
            guard case .safeAreaPadding(let insets) = located.modifier else {
                copy.modifiers.append(located)
                continue
            }
            let layers = SafeAreaInset.paddingLayers(insets, at: located.location, file: view.file)
            copy.modifiers += layers.map { LocatedModifier($0, at: located.location) }
            if offset < (view.origin?.bodyModifiers ?? 0) { bodyModifiers += layers.count - 1 }
        }
        if let origin = view.origin {
            copy.origin = NodeOrigin(view: origin.view, bodyModifiers: bodyModifiers, layout: origin.layout)
        }
        return copy
    }

    /// `base`, or `base[n]` for the n-th repeat of the same secondary at the same point of a chain.
    private func uniqueSecondaryPath(_ base: String, _ seen: inout [String: Int]) -> String {
        let count = seen[base, default: 0]
        seen[base] = count + 1
        return count == 0 ? base : "\(base)[\(count)]"
    }

    /// A bare `EmptyView()` contributes no subview to its container: no size, no spacing, no grid cell.
    static func producesNoView(_ view: ViewNode) -> Bool {
        if case .emptyView = view.element { return view.modifiers.isEmpty }
        return false
    }

    static func isLayoutModifier(_ modifier: Modifier) -> Bool {
        switch modifier {
        case .frame, .flexFrame, .padding, .fixedSize, .aspectRatio, .position, .ignoresSafeArea, .safeAreaInset: true
        default: false
        }
    }

    /// Turns a reserved node into the layout modifier wrapping `child`.
    private mutating func wrap(_ wrapper: Int32, around child: Int32, with modifier: Modifier) {
        let childNode = nodes[Int(child)]
        var spacing = childNode.spacing
        var priority = 0.0
        let kind: NodeKind
        switch modifier {
        case .frame(var width, var height, let alignment):
            if !(width.map(FrameValidity.isValid) ?? true) || !(height.map(FrameValidity.isValid) ?? true) {
                infos[Int(wrapper)].facts.invalidFrame = true
                infos[Int(wrapper)].facts.fixedFrame = FixedFrameArguments(width: width, height: height)
            }
            if quirks.contains(.frameInvalidValuesAsNil) {  // iOS 14+: negative → 0, +∞ and NaN → nil (FrameValidity)
                width = width.flatMap(FrameValidity.repaired)
                height = height.flatMap(FrameValidity.repaired)
            }
            kind = .fixedFrame(width: width, height: height, alignment: alignment)
            if width != nil { spacing.leading = nil; spacing.trailing = nil }
            if height != nil { spacing.top = nil; spacing.bottom = nil }
        case .flexFrame(let frame):
            let normalized = NormalizedFlexFrame(frame)
            kind = .flexFrame(normalized)
            infos[Int(wrapper)].facts.flexFrame = frame
            infos[Int(wrapper)].facts.contradictoryFrame = normalized.contradictory
            if FrameValidity.flexibleFrameHasInvalidValue(frame) { infos[Int(wrapper)].facts.invalidFrame = true }
            if frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil { spacing.leading = nil; spacing.trailing = nil }
            if frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil { spacing.top = nil; spacing.bottom = nil }
        case .padding(let insets):
            kind = .padding(insets)
            if insets.leading != 0 { spacing.leading = nil }
            if insets.trailing != 0 { spacing.trailing = nil }
            if insets.top != 0 { spacing.top = nil }
            if insets.bottom != 0 { spacing.bottom = nil }
        case .fixedSize(let h, let v):
            kind = .fixedSize(horizontal: h, vertical: v)
            priority = childNode.priority  // fixedSize passes its child's priority through (spec §19)
            if childNode.priority != 0 { infos[Int(wrapper)].facts.layoutPriority = priority }
        case .aspectRatio(let ratio, let mode):
            kind = .aspectRatio(ratio: ratio, contentMode: mode)
        case .position(let x, let y):
            kind = .position(Point(x: x, y: y))
        case .ignoresSafeArea(let regions, let edges):
            kind = .ignoresSafeArea(regions.contains(.container) ? edges : [])  // no keyboard is shown
        case .safeAreaInset(let inset):
            // The spacing is resolved once the content is compiled (`addInsetContent`); an inset reports the
            // default spacing to its parent, as every layout that keeps the protocol's `spacing()` does.
            kind = .safeAreaInset(SafeAreaInsetSpec(edge: inset.edge, guide: inset.guide, spacing: 0))
            spacing = .none
        default:
            preconditionFailure("not a layout modifier: \(modifier)")
        }
        if priority == 0, childNode.priority != 0, childNode.priority.isFinite {
            // Only some modifiers pass a child's priority on; frame, padding and aspectRatio report 0 (spec §19).
            infos[Int(wrapper)].facts.lostLayoutPriority = childNode.priority
        }
        nodes[Int(wrapper)].kind = kind
        nodes[Int(wrapper)].children = [child]
        // Grid cell traits and layout values belong to the view in its container, whatever modifiers come after (seed 002's
        // `.gridCellColumns(2).frame(minWidth: 0, minHeight: 0)` still spans two columns).
        nodes[Int(wrapper)].gridTraits = childNode.gridTraits
        nodes[Int(wrapper)].layoutValues = childNode.layoutValues  // layout values are traits too
        infos[Int(wrapper)].facts.gridCellColumns = infos[Int(child)].facts.gridCellColumns
        infos[Int(wrapper)].facts.gridCellUnsizedAxes = infos[Int(child)].facts.gridCellUnsizedAxes
        infos[Int(wrapper)].facts.wraps = child
        nodes[Int(wrapper)].spacing = spacing
        nodes[Int(wrapper)].priority = priority
        infos[Int(child)].parent = wrapper
    }

    /// A safe-area inset's content as its second child (several views in a centred ZStack, none an empty one), and
    /// its spacing: as given, or the view's spacing preference to the content's along the edge's axis.
    private mutating func addInsetContent(_ inset: SafeAreaInset, to wrapper: Int32, path: String, inherited: Inherited,
                                          at location: SourceLocation) {
        let base = path + ".content"
        let content = compileSecondary(inset.content, path: base, parent: wrapper, alignment: .center, inherited: inherited, at: location)
            ?? add(.empty, path: base, label: nil, name: "ZStack", location: location, parent: wrapper)
        let primary = nodes[Int(wrapper)].children[0]
        nodes[Int(wrapper)].children.append(content)
        let spacing = inset.spacing ?? nodes[Int(primary)].spacing.distance(to: nodes[Int(content)].spacing, along: inset.edge.axis,
                                                                           default: environment.defaultSpacing)
        nodes[Int(wrapper)].kind = .safeAreaInset(SafeAreaInsetSpec(edge: inset.edge, guide: inset.guide, spacing: spacing))
    }

    /// Overlay / background content: one view as is, several in an implicit ZStack with the same alignment.
    private mutating func compileSecondary(_ content: [ViewNode], path: String, parent: Int32, alignment: Alignment,
                                           inherited: Inherited, at location: SourceLocation) -> Int32? {
        var context = inherited
        context.stackAxis = nil
        if content.count == 1 {
            return compile(content[0], path: NodePath.join(path, content[0].element.name), parent: parent, inherited: context)
        }
        if content.isEmpty { return nil }
        let stack = add(.zStack(alignment: alignment), path: path, label: nil, name: "ZStack", location: location, parent: parent)
        let children = compileChildren(content, under: path, parent: stack, inherited: context)
        nodes[Int(stack)].children = children
        return stack
    }

    private mutating func compileChildren(_ views: [ViewNode], under path: String, parent: Int32, inherited: Inherited) -> [Int32] {
        var children: [Int32] = []
        children.reserveCapacity(views.count)  // one allocation, not one per doubling
        for (index, child) in views.enumerated() where !Self.producesNoView(child) {
            children.append(compile(child, path: Self.childPath(path, child, index), parent: parent, inherited: inherited))
        }
        return children
    }

    /// `PARENT/Name[index]`; out of line, so that the string's temporaries are not in the recursion's frames.
    @inline(never)
    private static func childPath(_ path: String, _ child: ViewNode, _ index: Int) -> String {
        NodePath.join(path, child.element.name, index: index)
    }

    /// Compiles a view's element and, through its children, the tree below it. On the recursion's path, like
    /// `compile`: each kind of element is compiled by a function of its own, so this frame holds only what every
    /// kind shares.
    private mutating func compileElement(_ view: ViewNode, path: String, parent: Int32, inherited: Inherited) -> Int32 {
        let index = add(.empty, path: path, label: nil, name: view.element.name, location: view.location, parent: parent)
        infos[Int(index)].file = view.file
        var childContext = inherited
        childContext.stackAxis = nil
        childContext.stackReadsSpacing = false
        // Each kind's function stores its node's parts itself: a returned NodeKind (a Text's is large) would take a
        // slot in this frame per call.
        switch view.element {
        case .hStack, .lazyHStack, .vStack, .lazyVStack:
            compileStack(view, path: path, index: index, inherited: childContext)
        case .zStack, .lazyVGrid, .lazyHGrid, .geometryReader, .viewThatFits:
            compileContainer(view, path: path, index: index, inherited: childContext)
        case .grid:
            compileGridElement(view, path: path, index: index, inherited: childContext)
        case .scrollView:
            compileScrollView(view, path: path, index: index, inherited: childContext)
        case .layoutMonitor:
            compileMonitor(view, path: path, index: index, inherited: childContext)
        case .layout:
            compileCustomLayout(view, path: path, index: index, inherited: inherited, childContext: childContext)
        default:
            leaf(view, index: index, inherited: inherited)
        }
        return index
    }

    /// Gives the element's node its parts; an empty container gives way to everything else (spec §7.4). A view
    /// hosted from UIKit or AppKit is a custom layout with no subviews here, and a leaf with a size of its own there:
    /// not an empty container.
    @inline(never)
    private mutating func store(_ kind: consuming NodeKind, children: [Int32], hasCache: Bool = true, spacing: EdgeSpacing = .none,
                                priority: Double = 0, at index: Int32, of view: ViewNode) {
        let emptyContainer: Bool
        if case .customLayout(let slot) = kind { emptyContainer = children.isEmpty && !slot.engine.hostsPlatformView } else {
            emptyContainer = view.element.takesChildren && children.isEmpty
        }
        nodes[Int(index)].kind = kind
        nodes[Int(index)].children = children
        nodes[Int(index)].hasSizeCache = hasCache
        nodes[Int(index)].spacing = spacing
        nodes[Int(index)].priority = emptyContainer ? -.infinity : priority
    }

    @inline(never)
    private mutating func compileGridElement(_ view: ViewNode, path: String, index: Int32, inherited: Inherited) {
        guard case .grid(let alignment, let horizontal, let vertical) = view.element else { preconditionFailure("compileGridElement takes a Grid") }
        let (spec, cells) = compileGrid(view, path: path, parent: index, alignment: alignment,
                                        spacing: (horizontal ?? environment.gridSpacing, vertical ?? environment.gridSpacing),
                                        inherited: inherited)
        store(.grid(spec), children: cells, at: index, of: view)
    }

    /// An element with no children: its kind, and what a leaf of that kind is offered (no size cache for those
    /// whose size is a plain function of the proposal).
    @inline(never)
    private mutating func leaf(_ view: ViewNode, index: Int32, inherited: Inherited) {
        var kind = NodeKind.empty, hasCache = true, spacing = EdgeSpacing.none, priority = 0.0
        switch view.element {
        case .color:
            kind = .color
            hasCache = false
        case .shape(let shape):
            kind = .shape(shape)
            hasCache = false
        case .text(let string):
            kind = .text(TextContent(string: string, lineLimit: inherited.lineLimit, lineSpacing: inherited.lineSpacing,
                                     letterSpacing: inherited.letterSpacing, metrics: textMetrics(inherited.font)))
        case .concatenatedText(let runs):
            // Neighbouring runs in one font are one run (kerned across the seam, as Core Text sets them).
            // No runs at all (a tree built in Swift may hold them) is an empty Text, as the readers make it.
            var merged: [(string: String, font: Font)] = runs.isEmpty ? [("", inherited.font)] : []
            for run in runs {
                let font = run.font ?? inherited.font
                if let last = merged.indices.last, merged[last].font == font { merged[last].string += run.string } else {
                    merged.append((run.string, font))
                }
            }
            kind = .text(TextContent(runs: merged.map { ($0.string, textMetrics($0.font)) }, lineLimit: inherited.lineLimit,
                                     lineSpacing: inherited.lineSpacing, letterSpacing: inherited.letterSpacing))
        case .image(_, let size):
            kind = .image(naturalSize: size, resizable: false)
            hasCache = false
        case .symbol:
            let side = TextMetrics.ceilToPixel(SurfaceDefaults.symbolSide(fontSize: resolved(inherited.font).size),
                                               pixel: Saturating.divide(1, environment.displayScale))
            kind = .image(naturalSize: Size(width: side, height: side), resizable: false)
            hasCache = false
        case .spacer(let minLength):
            kind = .spacer(minLength: minLength ?? environment.defaultSpacing, orientation: inherited.stackAxis)
            hasCache = false
            priority = -.infinity
            switch inherited.stackAxis {
            case .horizontal?: spacing = EdgeSpacing(leading: 0, trailing: 0)
            case .vertical?: spacing = EdgeSpacing(top: 0, bottom: 0)
            case nil: spacing = EdgeSpacing(leading: 0, trailing: 0, top: 0, bottom: 0)
            }
        case .divider:
            kind = .divider(lineAxis: inherited.stackAxis == .horizontal ? .vertical : .horizontal,
                                  thickness: Saturating.divide(1, environment.displayScale))
            hasCache = false
        case .emptyView:
            hasCache = false
        case .measured(let table):
            kind = .measured(table)
            infos[Int(index)].facts.measured = table
        case .gridRow:
            fail("GridRow must be a direct child of a Grid", at: view.location)
        case .hStack, .lazyHStack, .vStack, .lazyVStack, .zStack, .grid, .lazyVGrid, .lazyHGrid, .geometryReader, .scrollView,
             .viewThatFits, .layoutMonitor, .layout:
            preconditionFailure("containers are compiled by compileElement's other branches")
        }
        store(kind, children: [], hasCache: hasCache, spacing: spacing, priority: priority, at: index, of: view)
    }

    @inline(never)
    private mutating func compileStack(_ view: ViewNode, path: String, index: Int32, inherited: Inherited) {
        var context = inherited
        let axis: Axis, alignment: GuideName, gap: Double?, lazy: Bool
        switch view.element {
        case .hStack(let vertical, let spacing), .lazyHStack(let vertical, let spacing):
            (axis, alignment, gap) = (.horizontal, .vertical(vertical), spacing)
            if case .lazyHStack = view.element { lazy = true } else { lazy = false }
        case .vStack(let horizontal, let spacing), .lazyVStack(let horizontal, let spacing):
            (axis, alignment, gap) = (.vertical, .horizontal(horizontal), spacing)
            if case .lazyVStack = view.element { lazy = true } else { lazy = false }
        default:
            preconditionFailure("compileStack takes a stack")
        }
        context.stackAxis = axis
        context.stackReadsSpacing = gap == nil
        let children = compileChildren(view.children, under: path, parent: index, inherited: context)
        storeStack(axis, alignment, gap, lazy: lazy, children, at: index, of: view)
    }

    @inline(never)
    private mutating func storeStack(_ axis: Axis, _ alignment: GuideName, _ gap: Double?, lazy: Bool, _ children: [Int32],
                                     at index: Int32, of view: ViewNode) {
        let spec = stackSpec(axis, alignment, gap, children)
        store(lazy ? .lazyStack(spec) : .stack(spec), children: children, spacing: unionSpacing(children, axis: axis), at: index, of: view)
    }

    /// ZStack, the lazy grids, GeometryReader and ViewThatFits: their children as written.
    @inline(never)
    private mutating func compileContainer(_ view: ViewNode, path: String, index: Int32, inherited: Inherited) {
        let children = compileChildren(view.children, under: path, parent: index, inherited: inherited)
        let kind: NodeKind
        switch view.element {
        case .zStack(let alignment): kind = .zStack(alignment: alignment)
        case .lazyVGrid(let items, let alignment, let gap):
            kind = .lazyGrid(LazyGridSpec(axis: .vertical, items: items, alignment: .horizontal(alignment),
                                          lineSpacing: gap ?? LazyGridBehavior.defaultSpacing))
        case .lazyHGrid(let items, let alignment, let gap):
            kind = .lazyGrid(LazyGridSpec(axis: .horizontal, items: items, alignment: .vertical(alignment),
                                          lineSpacing: gap ?? LazyGridBehavior.defaultSpacing))
        case .geometryReader: kind = .geometryReader
        case .viewThatFits(let axes): kind = .viewThatFits(axes: axes)
        default: preconditionFailure("compileContainer takes a ZStack, lazy grid, GeometryReader or ViewThatFits")
        }
        store(kind, children: children, at: index, of: view)
    }

    @inline(never)
    private mutating func compileScrollView(_ view: ViewNode, path: String, index: Int32, inherited: Inherited) {
        guard case .scrollView(let axes) = view.element else { preconditionFailure("compileScrollView takes a ScrollView") }
        guard view.children.count > 1 else {
            let children = compileChildren(view.children, under: path, parent: index, inherited: inherited)
            return store(.scrollView(axes: axes), children: children, at: index, of: view)
        }
        // Several views scroll as one implicit stack along the scroll axis.
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let stackPath = NodePath.join(path, axis == .horizontal ? "HStack" : "VStack")
        let stack = add(.empty, path: stackPath, label: nil, name: axis == .horizontal ? "HStack" : "VStack",
                        location: view.location, parent: index)
        var stackContext = inherited
        stackContext.stackAxis = axis
        stackContext.stackReadsSpacing = true
        let items = compileChildren(view.children, under: stackPath, parent: stack, inherited: stackContext)
        let cross: GuideName = axis == .horizontal ? .vertical(.center) : .horizontal(.center)
        nodes[Int(stack)].kind = .stack(stackSpec(axis, cross, nil, items))
        nodes[Int(stack)].children = items
        store(.scrollView(axes: axes), children: [stack], at: index, of: view)
    }

    @inline(never)
    private mutating func compileMonitor(_ view: ViewNode, path: String, index: Int32, inherited: Inherited) {
        if view.children.count != 1 {
            fail("LayoutMonitor takes exactly one child view, got \(view.children.count)", at: view.location)
        }
        let children = compileChildren(Array(view.children.prefix(1)), under: path, parent: index, inherited: inherited)
        // A recording of this monitor's leaf replays: the leaf answers with the device's replies (MeasuredReplay
        // checked that the child is a leaf with no layout modifier, so its node is the leaf).
        if let name = view.label, let table = replayed[name], let leaf = children.first {
            nodes[Int(leaf)].kind = .measured(table)
            infos[Int(leaf)].facts.measured = table
            infos[Int(leaf)].facts.replayed = true
        }
        store(children.isEmpty ? .empty : .monitor, children: children, at: index, of: view)
    }

    @inline(never)
    private mutating func compileCustomLayout(_ view: ViewNode, path: String, index: Int32, inherited: Inherited,
                                              childContext: Inherited) {
        guard case .layout(let layoutName, let arguments, let handle) = view.element else { preconditionFailure("compileCustomLayout takes a layout") }
        guard let slot = reusedSlots[path] ?? makeCustomLayout(layoutName, arguments, handle, at: view.location) else {
            return store(.empty, children: [], at: index, of: view)
        }
        slot.spacingReadByParent = inherited.stackReadsSpacing
        var context = childContext
        context.stackAxis = slot.engine.stackOrientation
        let children = compileChildren(view.children, under: path, parent: index, inherited: context)
        userCodeMayMakeNaN = true
        nodes[Int(index)].rerunsOnCacheMiss = true
        // Until the layout answers `spacing` itself, assume the protocol's default: its subviews' union.
        let spacing = spacingOverrides[path].map { EdgeSpacing($0) } ?? children.reduce(SpacingPreferences.none) {
            $0.union(nodes[Int($1)].spacing.preferences)
        }.edgeSpacing
        store(.customLayout(slot), children: children, spacing: spacing, at: index, of: view)
    }

    /// A new engine object for a `.layout(…, handle:)` node from the run's table, or a located diagnostic when the
    /// node was never resolved (a tree built by hand, or traced without the layouts it names).
    private mutating func makeCustomLayout(_ name: String, _ arguments: [String: Double], _ handle: LayoutHandle?,
                                           at location: SourceLocation) -> CustomLayoutSlot? {
        guard let handle, let engine = layouts?.makeEngine(handle) else {
            diagnostics.append(Diagnostic(.error, "custom layout '\(name)' is not available here", file: file, at: location,
                                          notes: ["custom layouts come from a registry: the seed layouts in layoutdbg, or your own through the LayoutDebugger library (docs/custom-layouts.md)"]))
            return nil
        }
        return CustomLayoutSlot(name: name, arguments: arguments, engine: engine)
    }

    /// `font` at its size on this platform (a text style's size is the platform's: `.body` is 17 on iOS, 13 on macOS).
    private func resolved(_ font: Font) -> Font {
        var font = font
        if let size = platform.textStyleSize(font.name) { font.size = size }
        return font
    }

    /// The metrics of text set in `font`.
    private func textMetrics(_ font: Font) -> TextMetrics {
        TextMetrics(font: resolved(font), environment: environment, platform: platform)
    }

    private func stackSpec(_ axis: Axis, _ alignment: GuideName, _ uniform: Double?, _ children: [Int32]) -> StackSpec {
        var gaps = [Double](filledWith: 0, count: children.count)
        for i in children.indices.dropFirst() {
            gaps[i] = uniform ?? nodes[Int(children[i - 1])].spacing.distance(
                to: nodes[Int(children[i])].spacing, along: axis, default: environment.defaultSpacing)
        }
        return StackSpec(axis: axis, alignment: alignment, gaps: gaps, totalGap: Saturating.sum(gaps))
    }

    /// A stack's spacing preferences: its first and last children's along the axis, the largest of all across.
    private func unionSpacing(_ children: [Int32], axis: Axis) -> EdgeSpacing {
        guard let first = children.first, let last = children.last else { return .none }
        func maxAll(_ edge: (EdgeSpacing) -> Double?) -> Double? {
            var largest: Double?
            for child in children {
                if let value = edge(nodes[Int(child)].spacing) { largest = largest.map { $0 < value ? value : $0 } ?? value }  // as Sequence.max()
            }
            return largest
        }
        if axis == .horizontal {
            return EdgeSpacing(leading: nodes[Int(first)].spacing.leading, trailing: nodes[Int(last)].spacing.trailing,
                               top: maxAll(\.top), bottom: maxAll(\.bottom))
        }
        return EdgeSpacing(leading: maxAll(\.leading), trailing: maxAll(\.trailing),
                           top: nodes[Int(first)].spacing.top, bottom: nodes[Int(last)].spacing.bottom)
    }

    @inline(never)
    private mutating func compileGrid(_ view: ViewNode, path: String, parent: Int32, alignment: Alignment,
                                      spacing: (Double, Double), inherited: Inherited) -> (GridSpec, [Int32]) {
        var cells: [Int32] = []
        var rows: [GridRowSpec] = []
        var fullWidthRows: [Int] = []
        for (r, rowView) in view.children.enumerated() {
            if case .gridRow(let rowAlignment) = rowView.element {
                if let modifier = rowView.modifiers.first {
                    fail("GridRow takes no modifiers here; '\(modifier.modifier.name)' would be lost", at: modifier.location)
                }
                let rowPath = NodePath.join(path, "GridRow", index: r)
                var row = GridRowSpec(cells: [], alignment: rowAlignment)
                var column = 0
                for (k, cellView) in rowView.children.enumerated() where !Self.producesNoView(cellView) {
                    let child = compile(cellView, path: NodePath.join(rowPath, cellView.element.name, index: k), parent: parent, inherited: inherited)
                    let span = nodes[Int(child)].gridTraits.columns
                    row.cells.append(GridCell(child: cells.count, column: column, span: span, explicitSpan: span > 1))
                    cells.append(child)
                    column += span
                }
                rows.append(row)
            } else {
                let child = compile(rowView, path: NodePath.join(path, rowView.element.name, index: r), parent: parent, inherited: inherited)
                fullWidthRows.append(rows.count)
                rows.append(GridRowSpec(cells: [GridCell(child: cells.count, column: 0, span: 1, explicitSpan: false)], alignment: nil))
                cells.append(child)
            }
        }
        let columnCount = max(rows.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 0, 1)
        for r in fullWidthRows { rows[r].cells[0].span = columnCount }
        return (GridSpec(rows: rows, columnCount: columnCount, alignment: alignment,
                         horizontalSpacing: spacing.0, verticalSpacing: spacing.1), cells)
    }
}
