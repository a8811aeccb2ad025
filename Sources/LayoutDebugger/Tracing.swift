// The entry points: `LayoutDebugger.trace(_:proposal:)` for one pass, `TraceSession` for several passes with updates
// in between, and `TracedLayout`, the result, with the text and JSON traces and the events to assert on.
import LayoutEngine
import LayoutModel
import LayoutTrace

/// Lays `view` out once for `proposal` and returns the trace: every proposal, reply, cache lookup, placement and
/// call into a custom layout. Without a proposal the view is shown on the settings' device (a current iPhone Pro by
/// default), as `layoutdbg trace` shows it: proposed the safe area and centred in it; a proposal puts it at (0, 0).
///
///     let trace = try LayoutDebugger.trace(RadialStack { … }, proposal: ProposedViewSize(width: 350, height: 350))
///     #expect(trace.layoutCalls(of: "RadialStack").map(\.call) == ["makeCache", "sizeThatFits", "placeSubviews"])
///
/// `name` is what the trace's header calls the input (the view's type name by default).
public func trace<V: View>(_ view: V, proposal: ProposedViewSize? = nil, name: String? = nil,
                          settings: RunSettings = RunSettings(),
                          declarations: SourceDeclarations = SourceDeclarations()) throws -> TracedLayout {
    let session = try TraceSession(view, proposal: proposal, name: name, settings: settings, declarations: declarations)
    session.run()
    return session.trace
}

/// A view building or layout problem, with the engine's diagnostics.
public struct LayoutDebuggerError: Error, CustomStringConvertible {
    public var messages: [String]
    public var description: String { messages.joined(separator: "\n") }
}

/// Several layout passes over a view that may change in between, traced as one run, as SwiftUI lays a view out
/// again when its state changes:
///
///     let session = try TraceSession(demo(padding: 32), proposal: ProposedViewSize(width: 350, height: 350))
///     session.run()                         // pass 1: makeCache, sizeThatFits, placeSubviews
///     session.run()                         // pass 2: nothing changed, sizes come from the caches
///     try session.update(demo(padding: 40))  // the view re-evaluated with new state
///     session.run()                         // pass 3: updateCache, then the layout again
///     print(session.trace.text)
///
/// Between passes every node keeps what SwiftUI would keep: its 3-entry size cache, and a custom layout its cache.
/// `update` clears the size caches of the nodes whose inputs changed and of their ancestors, and every custom layout
/// gets `updateCache` before its next call (docs/custom-layouts.md).
public final class TraceSession {
    private let recorder = TraceRecorder()
    private let session: LayoutSession
    private let name: String
    private let proposal: ProposedViewSize?
    private let settings: RunSettings
    private let declarations: SourceDeclarations
    private var lastResult: LayoutResult?
    /// What building the view approximated or guessed, in the reader's words (BuildWarnings.swift).
    public private(set) var warnings: [BuildWarning] = []

    /// `settings` apply as on the command line: its device, quirks and environment, and its proposal over `proposal`.
    /// Without either proposal the view is shown on the device.
    /// `declarations` name where the user's view and layout types are declared, for the trace to show.
    public init<V: View>(_ view: V, proposal: ProposedViewSize? = nil, name: String? = nil,
                         settings: RunSettings = RunSettings(), declarations: SourceDeclarations = SourceDeclarations()) throws {
        self.name = name ?? String(describing: V.self)
        self.proposal = proposal
        self.settings = settings
        self.declarations = declarations
        let (tree, builder) = try Self.build(view, proposal: proposal, settings: settings, declarations: declarations)
        warnings = builder.finishedWarnings
        do {
            session = try LayoutSession(tree, file: self.name, observer: recorder, layouts: builder.table)
        } catch {
            throw LayoutDebuggerError(messages: error.diagnostics.map(\.rendered))
        }
    }

    /// Runs one layout pass (with `proposal`, or the session's).
    @discardableResult
    public func run(proposal: ProposedViewSize? = nil) -> TracedLayout {
        lastResult = session.run(proposal: proposal?.model ?? settings.proposal ?? self.proposal?.model)
        return trace
    }

    /// Replaces the view with a new evaluation of it (the same structure, some values changed). Run a pass after.
    public func update<V: View>(_ view: V) throws {
        let (tree, builder) = try Self.build(view, proposal: proposal, settings: settings, declarations: declarations)
        warnings = builder.finishedWarnings
        do {
            try session.update(tree, layouts: builder.table)
        } catch {
            throw LayoutDebuggerError(messages: error.diagnostics.map(\.rendered))
        }
    }

    /// Everything traced so far.
    public var trace: TracedLayout {
        var traced = TracedLayout(recorder.trace(input: name, engineVersion: LayoutEngine.version, frames: lastResult?.frames ?? [],
                                                 os: settings.os?.name))
        traced.warnings = warnings
        return traced
    }

    /// The tree of `view` as the device settles on it: built with its GeometryReaders' frames, then again after each
    /// round of `.onAppear` / `.onChange` actions that are due and the blocks they queue, with the state they set
    /// (ViewLifecycle.swift, QueuedBlocks.swift).
    private static func build<V: View>(_ view: V, proposal: ProposedViewSize?, settings: RunSettings,
                                       declarations: SourceDeclarations) throws -> (ViewTree, ViewTreeBuilder) {
        let state = StateSlots()
        var geometry = GeometryReaderFrames()
        var actions = SettlingActions()
        for _ in 0...SettlingActions.maximumRounds {
            let built = try build(view, proposal: proposal, settings: settings, declarations: declarations, state: state, geometry: &geometry)
            let ran = actions.runDue(built.1.lifecycle)
            // What the actions queued on the main queue runs after them, as on a device (QueuedBlocks.swift).
            let queuedSetState = QueuedBlocks.run()
            if queuedSetState { actions.queuedBlocksSetState = true }
            guard ran || queuedSetState else {
                built.1.settlingNote = actions.note
                return built
            }
        }
        throw LayoutDebuggerError(messages: [
            "the views' .onAppear and .onChange actions still change what they watch after \(SettlingActions.maximumRounds) rounds of running them and building the view again; layoutdbg stops there",
        ])
    }

    /// The tree of `view` with the views' current state; with GeometryReaders, built in rounds until their content is
    /// built with their frames (starting from `geometry`, which it leaves at the frames it ends with).
    private static func build<V: View>(_ view: V, proposal: ProposedViewSize?, settings: RunSettings, declarations: SourceDeclarations,
                                       state: StateSlots, geometry: inout GeometryReaderFrames) throws -> (ViewTree, ViewTreeBuilder) {
        var built = try build(view, proposal: proposal, settings: settings, declarations: declarations, state: state, geometry: geometry)
        guard built.1.builtGeometryReader else { return built }
        for _ in 0..<GeometryReaderFrames.maximumRounds {
            let placed: GeometryReaderFrames
            do {
                let round = try LayoutSession(built.0, file: String(describing: V.self), layouts: built.1.table)
                placed = GeometryReaderFrames(round.run(proposal: settings.proposal ?? proposal?.model))
            } catch {
                throw LayoutDebuggerError(messages: error.diagnostics.map(\.rendered))
            }
            if placed == geometry { return built }
            geometry = placed
            built = try build(view, proposal: proposal, settings: settings, declarations: declarations, state: state, geometry: geometry)
        }
        throw LayoutDebuggerError(messages: [
            "the GeometryReaders' frames still change after \(GeometryReaderFrames.maximumRounds) rounds of building their content with them and laying it out; layoutdbg stops there",
        ])
    }

    private static func build<V: View>(_ view: V, proposal: ProposedViewSize?, settings: RunSettings,
                                       declarations: SourceDeclarations, state: StateSlots,
                                       geometry: GeometryReaderFrames) throws -> (ViewTree, ViewTreeBuilder) {
        let builder = ViewTreeBuilder(declarations: declarations, imageSizes: settings.imageSizes, geometry: geometry, state: state)
        let nodes = builder.nodes(view)
        // Several views are laid out as a hosting view lays them out, in its implicit root (ImplicitRoot.swift).
        let root = nodes.isEmpty ? ViewNode(element: .emptyView) : ViewNode.implicitRoot(of: nodes)
        let tree = settings.applied(to: ViewTree(root: root, proposal: proposal?.model))
        builder.registerOwnGuides(of: tree)
        return (tree, builder)
    }
}

/// A traced layout run: the trace as text and JSON (what `layoutdbg trace` writes), its nodes and events, and the
/// final frames.
public struct TracedLayout: Sendable {
    let trace: Trace
    /// What building the view approximated or guessed (an image's size, a Button as its label, an ignored style).
    public internal(set) var warnings: [BuildWarning] = []

    init(_ trace: Trace) { self.trace = trace }

    /// The text trace with the final frames, as `layoutdbg trace --frames` prints it: compare it with a golden file.
    public var text: String { rendered("text") }

    /// The text trace with the size-cache lookups shown (`↺`): hits, and misses with why.
    public var textWithCache: String { rendered("text", TraceRenderers.Options(showCache: true)) }

    /// The JSON trace (docs/trace-format.md), frames included: what `layoutdbg lint`, `diff` and `check` read.
    public var json: String { rendered("json") }

    /// The trace in one of `layoutdbg trace`'s formats (`text`, `table`, `json`), frames included.
    public func rendered(_ format: String, _ options: TraceRenderers.Options = TraceRenderers.Options()) -> String {
        String(decoding: TraceRenderers.render(trace, as: format, options: options) ?? [], as: UTF8.self)
    }

    /// The nodes, in the trace's node table order.
    public var nodes: [TracedNode] {
        trace.nodes.enumerated().map { index, info in
            TracedNode(id: index, path: info.path, label: info.label, kind: info.kind, parent: info.parent >= 0 ? Int(info.parent) : nil,
                       frame: index < trace.frames.count ? trace.frames[index].map { CGRect($0) } : nil)
        }
    }

    /// The events, in call order.
    public var events: [TracedEvent] {
        var pass = 0
        return trace.events.map { event in
            if case .passStart(let number, _) = event { pass = number }
            return TracedEvent(event, pass: pass, nodes: trace.nodes)
        }
    }

    /// How many passes ran.
    public var passCount: Int {
        trace.events.reduce(0) { count, event in
            if case .passStart = event { return count + 1 }
            return count
        }
    }

    /// The calls into the custom layouts that `path` names (see `matches`: the path's last components, with or without
    /// their `[n]` indices, e.g. `FlowLayout`), or whose label is `path`; into every custom layout when nil.
    /// Calls: makeCache, updateCache, spacing, sizeThatFits, placeSubviews, unplaced, explicitAlignment, place-ignored.
    public func layoutCalls(of path: String? = nil) -> [TracedEvent] {
        events.filter { $0.kind == .layoutCall && (path == nil || $0.node.map { Self.matches($0, path!) } == true || $0.label == path) }
    }

    /// The final frame (root coordinates) of the first node that `path` names (see `matches`) or whose label is `path`.
    public func frame(of path: String) -> CGRect? {
        nodes.first { Self.matches($0.path, path) || $0.label == path }?.frame
    }

    /// Whether the node at `nodePath` is the one `path` names: `path`'s components are the last components of the
    /// node's path, each either exactly or without its `[n]` index. `HStack/FlowLayout[1]/Text[0].padding` is named by
    /// itself, by `Text[0].padding`, by `FlowLayout/Text.padding`, … but not by `Text`.
    static func matches(_ nodePath: String, _ path: String) -> Bool {
        if nodePath == path { return true }
        let node = nodePath.split(separator: "/", omittingEmptySubsequences: false)
        let query = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !query.isEmpty, query.count <= node.count else { return false }
        return zip(node.suffix(query.count), query).allSatisfy { component, wanted in
            component == wanted || withoutIndex(component) == wanted
        }
    }

    /// `Color[0].frame` → `Color.frame`.
    private static func withoutIndex(_ component: Substring) -> Substring {
        guard let open = component.firstIndex(of: "["), let close = component[open...].firstIndex(of: "]") else { return component }
        return component[..<open] + component[component.index(after: close)...]
    }
}

/// One node of a trace.
public struct TracedNode: Equatable, Sendable {
    public var id: Int
    /// The structural path: `VStack/RadialStack[0]`, `VStack/RadialStack[0].padding`.
    public var path: String
    public var label: String?
    /// The element or modifier name: `RadialStack`, `padding`, …
    public var kind: String
    public var parent: Int?
    /// The final frame in root coordinates; nil when never placed.
    public var frame: CGRect?
}

/// One event of a trace, flattened for assertions.
public struct TracedEvent: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case passStart, cacheLookup, request, reply, place, layoutCall, passEnd
    }

    public var kind: Kind
    /// The pass the event belongs to (1, 2, …).
    public var pass: Int
    /// The node's path, for events about a node.
    public var node: String?
    public var label: String?
    /// For `layoutCall`: makeCache, updateCache, spacing, sizeThatFits, placeSubviews, unplaced, explicitAlignment, …
    public var call: String?
    public var detail: String?
    public var proposal: ProposedViewSize?
    /// A reply's size, a cache hit's size, or a placed frame's size.
    public var size: CGSize?
    /// For `place`: the frame in the parent's coordinates.
    public var frame: CGRect?
    /// For `place`: the anchor passed to `place(at:anchor:proposal:)`.
    public var anchor: UnitPoint?
    /// For `cacheLookup`.
    public var hit: Bool?
    /// For a `cacheLookup` that missed: why (`new`, `evicted`, `cleared`).
    public var miss: String?
    /// For `request`: why it was made (`custom` for a custom layout asking its subview).
    public var reason: String?
    public var depth: Int
    /// One line, as in the text trace.
    public var description: String

    init(_ event: TraceEvent, pass: Int, nodes: [NodeInfo]) {
        self.pass = pass
        depth = 0
        description = ""
        func name(_ node: Int32) -> String { nodes[Int(node)].path }
        switch event {
        case .passStart(let number, let proposal):
            kind = .passStart
            self.proposal = ProposedViewSize(proposal)
            description = "pass \(number) · root proposal \(NumberFormat.proposal(proposal))"
        case .passEnd(let number, let counters):
            kind = .passEnd
            description = "pass \(number): \(counters.requests) requests, \(counters.cacheHits) cache hits, \(counters.cacheMisses) misses"
        case .cacheLookup(let node, let proposal, _, let outcome, let depth):
            kind = .cacheLookup
            self.node = name(node)
            self.proposal = ProposedViewSize(proposal)
            self.depth = Int(depth)
            switch outcome {
            case .hit(let size):
                hit = true
                self.size = CGSize(size)
                description = "\(name(node)) cache hit \(NumberFormat.proposal(proposal))"
            case .miss(let why):
                hit = false
                miss = why.rawValue
                description = "\(name(node)) cache miss \(NumberFormat.proposal(proposal)): \(why.explanation)"
            }
        case .request(let node, let proposal, _, let reason, let depth):
            kind = .request
            self.node = name(node)
            self.proposal = ProposedViewSize(proposal)
            self.reason = reason.rawValue
            self.depth = Int(depth)
            description = "\(name(node)) ← \(NumberFormat.proposal(proposal)), \(reason.rawValue)"
        case .reply(let node, let proposal, _, let size, let depth, _, _):
            kind = .reply
            self.node = name(node)
            self.proposal = ProposedViewSize(proposal)
            self.size = CGSize(size)
            self.depth = Int(depth)
            description = "\(name(node)) → \(NumberFormat.size(size))"
        case .place(let node, let frame, _, let anchor, let proposal, let depth):
            kind = .place
            self.node = name(node)
            self.frame = CGRect(frame)
            self.size = CGSize(frame.size)
            self.anchor = UnitPoint(anchor)
            self.proposal = ProposedViewSize(proposal)
            self.depth = Int(depth)
            description = "\(name(node)) @ (\(NumberFormat.string(frame.minX)), \(NumberFormat.string(frame.minY))) \(NumberFormat.string(frame.size.width))×\(NumberFormat.string(frame.size.height))"
        case .layoutCall(let node, let call, let detail, let depth):
            kind = .layoutCall
            self.node = name(node)
            self.call = call.text
            self.detail = detail.text
            self.depth = Int(depth)
            description = "\(name(node)) ⋯ \(call)\(detail.isEmpty ? "" : " " + detail.text)"
        }
        if let node = event.node { label = nodes[Int(node)].label }
    }
}
