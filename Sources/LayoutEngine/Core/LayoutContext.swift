import LayoutModel

/// The state of one layout run and the single choke point through which every size request passes.
///
/// Behaviours never call each other: they ask `size(of:_:_:)` / `length(of:_:along:_:)` for a child and
/// report placements. This is where SwiftUI's per-view cache is modelled, where the engine's own memo keeps
/// the work linear, and where every event reaches the observer. Behaviours contain no tracing code.
public final class LayoutContext {
    let program: LayoutProgram
    let quirks: QuirkSet
    let environment: LayoutEnvironment
    /// The window the current pass shows the root in (nil: an explicit proposal, the root at (0, 0)), set by
    /// `finishPass`; `.ignoresSafeArea` reads its safe area while placing.
    private(set) var window: Window?
    private let observer: LayoutObserver?
    // The hot state is read and written on every request by one thread only; dynamic exclusivity checks on it
    // cost 5% of a traced run, so they are switched off for these properties (static checks remain).
    @exclusivity(unchecked) private var memo: [SizeMemo]
    @exclusivity(unchecked) private var recent: [RecentProposals]
    /// Depth of the request being answered; the root's request is depth 0.
    @exclusivity(unchecked) var depth: Int32 = -1
    @exclusivity(unchecked) private(set) var counters = PassCounters()
    /// Per-node working state of container behaviours (a stack's distribution per proposal, …), indexed by node:
    /// looked up on every request a stack or grid answers, where a dictionary keyed by node hashed each time
    /// (docs/performance.md item 26).
    @exclusivity(unchecked) var stackStates: [StackState?]
    @exclusivity(unchecked) var gridStates: [GridState?]
    var choices: [Int32: [ProposedSize: Int]] = [:]
    /// The root origin of the node whose subviews are being placed: the origin of a custom layout's `bounds`.
    var placingOrigin = Point.zero
    /// The safe-area insets views of this pass added (`.safeAreaInset`), each over those of its ancestors, and the
    /// one the node being placed sees (-1: only the window's). Reset each pass.
    @exclusivity(unchecked) var safeAreaLayers: [SafeAreaLayer] = []
    @exclusivity(unchecked) var placingSafeArea: Int32 = -1
    /// How deep the guide value being computed refers to other guides (AlignmentGuides.swift bounds it).
    var guideReferences = 0
    /// The defaults of the custom guides this run has evaluated, resolved once each.
    var customDefaults: [CustomGuide: ResolvedGuideDefault] = [:]
    /// Nodes whose size cache the last update emptied and that have not been asked since (`CacheMiss.cleared`).
    @exclusivity(unchecked) var clearedByUpdate: Set<Int32> = []
    /// Whether NaN may come from user code in this run (NumberPolicy): a custom layout, NaN in the tree, a NaN root
    /// proposal. Until then, a NaN reply or placement is one the engine made.
    @exclusivity(unchecked) var nanFromUserCode: Bool

    init(program: LayoutProgram, quirks: QuirkSet, environment: LayoutEnvironment, observer: LayoutObserver?) {
        self.program = program
        self.quirks = quirks
        self.environment = environment
        self.observer = observer
        nanFromUserCode = program.userCodeMayMakeNaN
        memo = Array(repeating: SizeMemo(), count: program.nodes.count)
        recent = Array(repeating: RecentProposals(), count: program.nodes.count)
        stackStates = Array(repeating: nil, count: program.nodes.count)
        gridStates = Array(repeating: nil, count: program.nodes.count)
    }

    @inline(__always) func node(_ n: Int32) -> LayoutNode { program.nodes[Int(n)] }
    @inline(__always) func children(_ n: Int32) -> [Int32] { program.nodes[Int(n)].children }

    /// Asks node `n` for its size under proposal `p`: SwiftUI's `sizeThatFits`.
    func size(of n: Int32, _ p: ProposedSize, _ reason: ProposalReason, query: Query = .size) -> Size {
        let i = Int(n)
        depth += 1
        defer { depth -= 1 }
        if _slowPath(reason == .root && p.containsNaN) { nanFromUserCode = true }
        let known = memo[i].lookup(p)
        if program.nodes[i].hasSizeCache {
            if recent[i].touch(p), let known {
                counters.cacheHits += 1
                observer?.record(.cacheLookup(node: n, proposal: p, query: query, outcome: .hit(known), depth: depth))
                return known
            }
            counters.cacheMisses += 1
            // A miss of a proposal the view was never asked is the request itself (a miss event for each would add
            // 30% to a trace: docs/performance.md); a miss that has another reason is an event that says it. The
            // engine's memo outlives SwiftUI's three entries: an answer it still knows was evicted.
            if let observer, known != nil || !clearedByUpdate.isEmpty,
               let why: CacheMiss = known != nil ? .evicted : clearedByUpdate.remove(n) != nil ? .cleared : nil {
                observer.record(.cacheLookup(node: n, proposal: p, query: query, outcome: .miss(why), depth: depth))
            }
        }
        counters.requests += 1
        let request = observer?.record(.request(node: n, proposal: p, query: query, reason: reason, depth: depth)) ?? 0
        let answer: Size
        var remeasured = false
        if let known, !program.nodes[i].rerunsOnCacheMiss {
            // SwiftUI would run this view again (its 3-entry cache evicted the answer, or the view keeps none);
            // the engine reuses its memo instead of repeating the subtree's requests.
            answer = known
            remeasured = !program.nodes[i].children.isEmpty
            if remeasured { counters.remeasures += 1 }
        } else {
            answer = Behaviors.sizeThatFits(self, n, p)
            checkReply(answer, to: p, node: n)
            if known == nil { memo[i].store(p, answer) } else { memo[i].replace(p, answer) }
        }
        observer?.record(.reply(node: n, proposal: p, query: query, size: answer, depth: depth, remeasured: remeasured, request: request))
        return answer
    }

    /// Asks node `n` for one length only: SwiftUI's `lengthThatFits`, which stacks use to probe flexibility.
    /// Text answers a zero width without measuring (spec §3.1); every other view answers from its size.
    func length(of n: Int32, _ p: ProposedSize, along axis: Axis, _ reason: ProposalReason) -> Double {
        let query: Query = axis == .horizontal ? .width : .height
        if axis == .horizontal, p.width == 0, case .text = program.nodes[Int(n)].kind {
            depth += 1
            defer { depth -= 1 }
            counters.requests += 1
            let request = observer?.record(.request(node: n, proposal: p, query: query, reason: reason, depth: depth)) ?? 0
            observer?.record(.reply(node: n, proposal: p, query: query, size: .zero, depth: depth, remeasured: false, request: request))
            return 0
        }
        return size(of: n, p, reason, query: query)[axis]
    }

    /// Reports a custom layout call (makeCache, placeSubviews, …) at the current depth.
    func layoutCall(_ n: Int32, _ call: String, _ detail: String) {
        observer?.record(.layoutCall(node: n, call: CallText(call), detail: CallText(detail), depth: depth + 1))
    }

    /// Multi-pass (`LayoutSession`): takes over the per-node state of `previous` (SwiftUI's size caches, the engine's
    /// memo, stack and grid working state) for the nodes whose inputs did not change. `mapping[i]` is node i's
    /// number in `previous`, or nil when node i starts afresh. `cleared` are the nodes that were there before and
    /// lost their caches. With `counters`, the pass in progress continues here.
    func adopt(from previous: LayoutContext, mapping: [Int32?], cleared: Set<Int32> = [], counters carryCounters: Bool) {
        clearedByUpdate = cleared
        for (index, old) in mapping.enumerated() {
            guard let old else { continue }
            let n = Int32(index)
            memo[index] = previous.memo[Int(old)]
            recent[index] = previous.recent[Int(old)]
            stackStates[index] = previous.stackStates[Int(old)]
            gridStates[index] = previous.gridStates[Int(old)]
            if let choice = previous.choices[old] { choices[n] = choice }
        }
        if carryCounters { counters = previous.counters }
    }

    // MARK: The pass

    /// Runs one layout pass: sizes the root for `proposal`, then places every node top-down, the root centred in
    /// `window`'s safe area or, without a window, at (0, 0).
    /// Placement walks an explicit work list, so tree depth never turns into call depth here.
    func runPass(_ pass: Int, proposal: ProposedSize, window: Window?) -> [Rect?] {
        startPass(pass, proposal: proposal)
        return finishPass(pass, proposal: proposal, window: window)
    }

    /// The first half of a pass: counters reset, `passStart` reported. A `LayoutSession` does its graph-update work
    /// (custom layouts' spacing) between the two halves.
    func startPass(_ pass: Int, proposal: ProposedSize) {
        counters = PassCounters()
        depth = -1  // the root's request is depth 0, in every pass of a session
        observer?.record(.passStart(pass: pass, proposal: proposal))
    }

    /// The second half of a pass: sizes the root, places every node, reports `passEnd`.
    func finishPass(_ pass: Int, proposal: ProposedSize, window: Window?) -> [Rect?] {
        self.window = window
        safeAreaLayers.removeAll()
        var frames = [Rect?](repeating: nil, count: program.nodes.count)
        let root = program.root
        let rootSize = size(of: root, proposal, .root)
        let origin = window?.rootOrigin(for: rootSize) ?? .zero
        frames[Int(root)] = Rect(origin: origin, size: rootSize)
        counters.placements += 1
        observer?.record(.place(node: root, frame: Rect(origin: origin, size: rootSize), rootOrigin: origin,
                                anchor: .topLeading, proposal: proposal, depth: 0))
        var work: [PlacedNode] = [PlacedNode(node: root, rootOrigin: origin, size: rootSize, proposal: proposal, depth: 0, safeArea: -1)]
        var placements: [ChildPlacement] = []
        while let item = work.popLast() {
            placements.removeAll(keepingCapacity: true)
            depth = item.depth
            let node = program.nodes[Int(item.node)]
            placeSecondaries(of: node, size: item.size, background: true, into: &placements)
            placingOrigin = item.rootOrigin
            placingSafeArea = item.safeArea
            Behaviors.placeSubviews(self, item.node, size: item.size, proposal: item.proposal, into: &placements)
            placeSecondaries(of: node, size: item.size, background: false, into: &placements)
            let firstNew = work.count
            for placement in placements {
                let frame = Rect(origin: placement.origin, size: placement.size)
                checkPlacement(placement)
                let rootOrigin = item.rootOrigin + placement.origin
                frames[Int(placement.child)] = Rect(origin: rootOrigin, size: placement.size)
                counters.placements += 1
                observer?.record(.place(node: placement.child, frame: frame, rootOrigin: rootOrigin,
                                        anchor: placement.anchor, proposal: placement.proposal, depth: item.depth + 1))
                if placement.superseded { continue }  // a custom layout placed it again later: that one counts
                work.append(PlacedNode(node: placement.child, rootOrigin: rootOrigin, size: placement.size,
                                       proposal: placement.proposal, depth: item.depth + 1,
                                       safeArea: placement.safeArea ?? item.safeArea))
            }
            work[firstNew...].reverse()  // visit children in order: depth-first, pre-order
        }
        observer?.record(.passEnd(pass: pass, counters: counters))
        return frames
    }

    /// Overlays and backgrounds are proposed exactly the primary's size and aligned on it (spec §18).
    private func placeSecondaries(of node: LayoutNode, size: Size, background: Bool, into placements: inout [ChildPlacement]) {
        for secondary in node.secondaries where secondary.isBackground == background {
            let proposal = ProposedSize(size)
            let childSize = self.size(of: secondary.root, proposal, .place)
            placements.append(ChildPlacement(child: secondary.root, origin: align(secondary.root, childSize, proposal: proposal, in: size, secondary.alignment),
                                             proposal: proposal, size: childSize))
        }
    }
}

/// A node placed by its parent, waiting for its own subviews to be placed.
struct PlacedNode {
    var node: Int32
    var rootOrigin: Point
    var size: Size
    var proposal: ProposedSize
    var depth: Int32
    /// The safe-area layer the node sees (`LayoutContext.safeAreaLayers`; -1: the window's only).
    var safeArea: Int32
}

/// Where a behaviour put one child: origin in the parent's coordinates, the proposal and the resulting size.
struct ChildPlacement {
    var child: Int32
    var origin: Point
    var anchor: UnitPoint = .topLeading
    var proposal: ProposedSize
    var size: Size
    /// A custom layout placed the same child again later in the same call (the last placement wins, spec §24).
    var superseded = false
    /// The safe-area layer the child and its subviews see, when it is not the parent's (a safe-area inset's view).
    var safeArea: Int32? = nil
}

/// The safe area a `.safeAreaInset` gives the view it modifies: its frame in window coordinates less the inset on
/// its edge, over the safe area the modifier itself sees (`parent`).
struct SafeAreaLayer {
    var node: Int32
    var spec: SafeAreaInsetSpec
    var frame: Rect
    var parent: Int32
    /// The inset's length, measured when a view inside first reads it.
    var length: Double?
}

extension LayoutContext {
    /// A new safe-area layer for the inset node `n` placed at `frame` (window coordinates), over the current one.
    func insetLayer(_ n: Int32, _ spec: SafeAreaInsetSpec, frame: Rect) -> Int32 {
        safeAreaLayers.append(SafeAreaLayer(node: n, spec: spec, frame: frame, parent: placingSafeArea))
        return Int32(safeAreaLayers.count - 1)
    }

    /// Layer `index`'s outer frame and its safe rect (the frame less the inset on its edge), measuring it once.
    func safeAreaRects(of index: Int32) -> (outer: Rect, inner: Rect) {
        let layer = safeAreaLayers[Int(index)]
        let length = layer.length ?? SafeAreaInsetBehavior.safeAreaLength(self, layer.node, layer.spec, size: layer.frame.size)
        safeAreaLayers[Int(index)].length = length
        var inner = layer.frame
        let axis = layer.spec.edge.axis
        inner.size[axis] = max(Saturating.subtract(inner.size[axis], length), 0)
        if layer.spec.edge == .top || layer.spec.edge == .leading { inner.origin[axis] = Saturating.add(inner.origin[axis], length) }
        return (layer.frame, inner)
    }
}
