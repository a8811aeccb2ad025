import LayoutModel
import LayoutTrace

/// One sizing call: a request and its reply, or a size-cache hit (which answers without a request).
public struct SizingCall: Hashable, Sendable {
    public var node: Int32
    public var proposal: ProposedSize
    public var query: Query
    /// Why the parent asked; nil for a cache hit (the trace records no reason for those).
    public var reason: ProposalReason?
    public var size: Size
    public var depth: Int32
    /// The index in `Trace.events` of the reply (or of the cache hit).
    public var event: Int
    /// The index of the request event; nil for a cache hit.
    public var requestEvent: Int?
    public var cached: Bool
    public var remeasured: Bool
    /// The call during which this one was made (the parent's sizing or placing); nil at the top of a pass.
    public var parent: Int?
    public var pass: Int

    /// The reply's length along `axis`, or nil when the query did not ask for it (a `lengthThatFits` probe
    /// answers one axis only).
    public func length(_ axis: Axis) -> Double? {
        switch query {
        case .size: size[axis]
        case .width: axis == .horizontal ? size.width : nil
        case .height: axis == .vertical ? size.height : nil
        }
    }
}

/// One `.place` event: where a parent put a child, with the proposal that came with it.
public struct Placement: Hashable, Sendable {
    public var node: Int32
    public var frame: Rect
    public var rootOrigin: Point
    public var proposal: ProposedSize
    public var depth: Int32
    public var event: Int
    public var pass: Int
}

/// One call into a custom `Layout` (makeCache, sizeThatFits, placeSubviews, …).
public struct LayoutCallEvent: Hashable, Sendable {
    public var node: Int32
    public var call: String
    public var detail: String
    public var depth: Int32
    public var event: Int
    public var pass: Int
}

/// The trace reorganised for rules: sizing calls nested as they were made, per-node lists, the tree.
/// Built once per trace and shared by every rule.
public struct TraceIndex: Sendable {
    public let trace: Trace
    public private(set) var calls: [SizingCall] = []
    /// Indices into `calls`, per node.
    public private(set) var callsByNode: [[Int]]
    /// Indices into `calls` of the calls made during each call.
    public private(set) var nestedCalls: [[Int]] = []
    public private(set) var placements: [Placement] = []
    public private(set) var placementsByNode: [[Int]]
    public private(set) var layoutCalls: [LayoutCallEvent] = []
    /// Children per node, in node-table order (subviews, the child of a modifier, overlay content).
    public private(set) var children: [[Int32]]
    /// Pass number → counters, from the pass-end events.
    public private(set) var passCounters: [(pass: Int, counters: PassCounters, event: Int)] = []
    /// Per node: true for overlay, background and border content (not a subview of its parent).
    private var secondary: [Bool]
    /// Per layout modifier node: the child it wraps; -1 for every other node.
    private var wrapped: [Int32]

    public init(_ trace: Trace) {
        self.trace = trace
        let count = trace.nodes.count
        callsByNode = Array(repeating: [], count: count)
        placementsByNode = Array(repeating: [], count: count)
        children = Array(repeating: [], count: count)
        for (index, node) in trace.nodes.enumerated() where node.parent >= 0 && Int(node.parent) < count {
            children[Int(node.parent)].append(Int32(index))
        }
        secondary = Array(repeating: false, count: count)
        wrapped = Array(repeating: -1, count: count)
        for (index, node) in trace.nodes.enumerated() where node.parent >= 0 && Int(node.parent) < count {
            let parent = trace.nodes[Int(node.parent)]
            if NodeKinds.isModifier(parent.kind) {
                // A modifier's path is its child's plus `.name`: the wrapped child is the one whose path it extends.
                if node.path.utf8.count < parent.path.utf8.count && parent.path.utf8.starts(with: node.path.utf8) {
                    if wrapped[Int(node.parent)] < 0 { wrapped[Int(node.parent)] = Int32(index) }
                    continue
                }
                secondary[index] = true
            } else {
                secondary[index] = Self.continuesWithModifier(node.path, parent.path)
            }
        }
        var pass = 0
        // Open requests, innermost last, each with the calls made while it was open.
        var open: [(node: Int32, proposal: ProposedSize, query: Query, reason: ProposalReason, event: Int)] = []
        var pending: [[Int]] = []
        func record(_ call: SizingCall, nested: [Int] = []) {
            let index = add(call)
            for child in nested { calls[child].parent = index }
            nestedCalls[index] = nested
            if !pending.isEmpty { pending[pending.count - 1].append(index) }
        }
        for (index, event) in trace.events.enumerated() {
            switch event {
            case .passStart(let number, _):
                pass = number
                open.removeAll()
                pending.removeAll()
            case .passEnd(let number, let counters):
                passCounters.append((number, counters, index))
            case .request(let node, let proposal, let query, let reason, _):
                open.append((node, proposal, query, reason, index))
                pending.append([])
            case .reply(let node, let proposal, let query, let size, let depth, let remeasured):
                // A reply answers the innermost open request of its node; requests opened after it and never
                // answered (a truncated trace) give their calls to it.
                guard let at = open.lastIndex(where: { $0.node == node && $0.query == query }) else {
                    record(SizingCall(node: node, proposal: proposal, query: query, reason: nil, size: size, depth: depth,
                                      event: index, requestEvent: nil, cached: false, remeasured: remeasured, parent: nil, pass: pass))
                    continue
                }
                let request = open[at]
                let nested = pending[at...].flatMap { $0 }
                open.removeSubrange(at...)
                pending.removeSubrange(at...)
                record(SizingCall(node: node, proposal: request.proposal, query: query, reason: request.reason, size: size,
                                  depth: depth, event: index, requestEvent: request.event, cached: false,
                                  remeasured: remeasured, parent: nil, pass: pass), nested: nested)
            case .cacheLookup(let node, let proposal, let query, let hit, let size, let depth):
                guard hit, let size else { continue }
                record(SizingCall(node: node, proposal: proposal, query: query, reason: nil, size: size, depth: depth,
                                  event: index, requestEvent: nil, cached: true, remeasured: false, parent: nil, pass: pass))
            case .place(let node, let frame, let rootOrigin, _, let proposal, let depth):
                guard Int(node) < count else { continue }
                placementsByNode[Int(node)].append(placements.count)
                placements.append(Placement(node: node, frame: frame, rootOrigin: rootOrigin, proposal: proposal,
                                            depth: depth, event: index, pass: pass))
            case .layoutCall(let node, let call, let detail, let depth):
                layoutCalls.append(LayoutCallEvent(node: node, call: call, detail: detail, depth: depth, event: index, pass: pass))
            }
        }
    }

    @discardableResult
    private mutating func add(_ call: SizingCall) -> Int {
        let index = calls.count
        calls.append(call)
        nestedCalls.append([])
        if Int(call.node) < callsByNode.count { callsByNode[Int(call.node)].append(index) }
        return index
    }

    // MARK: - Nodes

    public var nodes: [NodeInfo] { trace.nodes }

    public func info(_ node: Int32) -> NodeInfo { trace.nodes[Int(node)] }

    /// The file findings point into: the input the trace was made from.
    public var file: String { trace.header.input }

    /// True when `node` lies inside `ancestor`'s subtree (or is it).
    public func isInside(_ node: Int32, _ ancestor: Int32) -> Bool {
        var current = node
        var steps = 0
        while current >= 0 && Int(current) < trace.nodes.count && steps <= trace.nodes.count {
            if current == ancestor { return true }
            current = trace.nodes[Int(current)].parent
            steps += 1
        }
        return false
    }

    /// The subviews of a container: its children other than overlay, background and border content. A layout
    /// modifier has none (its one child is `modified(by:)`).
    public func subviews(of node: Int32) -> [Int32] {
        guard wrapped[Int(node)] < 0, !NodeKinds.isModifier(info(node).kind) else { return [] }
        return children[Int(node)].filter { !secondary[Int($0)] }
    }

    /// True for overlay, background and border content: paths that continue the parent's with `.overlay`,
    /// `.background` or `.border` rather than with `/`. Deep paths are elided in the middle (`/…hash…/`), so
    /// then the last two segments are read instead: content of `Color[3]` sits under a `Color[3].overlay` segment.
    static func continuesWithModifier(_ childPath: String, _ parentPath: String) -> Bool {
        let child = Array(childPath.utf8), parent = Array(parentPath.utf8)
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        if child.count > parent.count && child.starts(with: parent) { return child[parent.count] == dot }
        let own = Array(parent[((parent.lastIndex(of: slash) ?? -1) + 1)...]) + [dot]
        return child.split(separator: slash).suffix(2).contains { $0.starts(with: own) }
    }

    /// The element a node stands for: the node itself, or the view at the bottom of its modifier chain.
    public func element(under node: Int32) -> Int32 {
        var current = node
        while let child = modified(by: current) { current = child }
        return current
    }

    /// The child a layout modifier wraps (`X.frame` wraps `X`); nil for anything but a modifier.
    public func modified(by node: Int32) -> Int32? {
        let child = wrapped[Int(node)]
        return child < 0 ? nil : child
    }

    /// The element that encloses a node, skipping the modifier nodes above it (nil for the root element).
    public func enclosingElement(of node: Int32) -> Int32? {
        var current = info(node).parent
        while current >= 0 {
            if !NodeKinds.isModifier(info(current).kind) { return current }
            current = info(current).parent
        }
        return nil
    }

    /// Nodes that act as custom `Layout`s: those with layout-protocol calls in the trace, or with a kind no
    /// built-in element has and subviews of their own.
    public var customLayouts: Set<Int32> {
        var found = Set(layoutCalls.map(\.node))
        for index in trace.nodes.indices where !NodeKinds.isBuiltIn(trace.nodes[index].kind) && !subviews(of: Int32(index)).isEmpty {
            found.insert(Int32(index))
        }
        return found
    }

    // MARK: - Replies

    /// The node's sizing calls (requests answered and cache hits), in order.
    public func sizingCalls(of node: Int32) -> [SizingCall] { callsByNode[Int(node)].map { calls[$0] } }

    /// True when some reply shows `node` growing without bound along `axis`: an infinite answer to an
    /// infinite proposal on that axis ("greedy").
    public func growsWithoutBound(_ node: Int32, _ axis: Axis) -> Bool {
        callsByNode[Int(node)].contains { index in
            let call = calls[index]
            return call.proposal[axis] == .infinity && call.length(axis) == .infinity
        }
    }

    /// The first sizing call of `node` for exactly `proposal` that answers `axis`.
    public func reply(of node: Int32, to proposal: ProposedSize, along axis: Axis? = nil) -> SizingCall? {
        for index in callsByNode[Int(node)] {
            let call = calls[index]
            guard call.proposal == proposal else { continue }
            if let axis, call.length(axis) == nil { continue }
            return call
        }
        return nil
    }

    /// The calls made during call `index`, to children of its node.
    public func childCalls(of index: Int) -> [SizingCall] {
        nestedCalls[index].map { calls[$0] }
    }
}

/// What the rules know about node kinds by name (`NodeInfo.kind`), from the catalogue.
public enum NodeKinds {
    /// Layout modifiers: each wraps exactly one child.
    public static let modifiers: Set<String> = SwiftUICatalogue.layoutModifierNames
    /// Leaves that take whatever they are offered on both axes (spec §2): Color and the shapes.
    public static let greedyLeaves: Set<String> = SwiftUICatalogue.greedyLeaves
    /// Every kind the engine itself makes; anything else with subviews is a custom layout.
    public static let builtIn: Set<String> = SwiftUICatalogue.builtInNodeKinds

    public static func isModifier(_ kind: String) -> Bool { modifiers.contains(kind) }
    public static func isBuiltIn(_ kind: String) -> Bool { builtIn.contains(kind) }

}
