#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel
import LayoutTrace

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
/// Built once per trace and shared by every rule; built from a trace already made (`init(_:)`) or while one is made
/// (`Builder`, which reads each event once as the layout runs, so the events need not be kept).
public struct TraceIndex: Sendable {
    public let header: TraceHeader
    public let nodes: [NodeInfo]
    /// How many events the trace has.
    public private(set) var eventCount = 0
    /// The sizing calls (requests with their replies, and cache hits; `NodeCall.calls(in:)` without the custom
    /// layouts' calls, which are `layoutCalls`), in the order they were made.
    public private(set) var calls = CallList()
    /// Indices into `calls`, per node.
    public private(set) var callsByNode: NodeLists
    /// Per call: the call during which it was made (the parent's sizing or placing), and the calls made during it.
    public private(set) var nesting = CallNesting()
    public private(set) var placements = ChunkedArray<Placement>()
    public private(set) var placementsByNode: NodeLists
    public private(set) var layoutCalls: [LayoutCallEvent] = []
    /// Positions in `calls` of the replies with a length no ordinary layout has, and in `placements` of such frames
    /// (UnusualLengths.swift).
    public internal(set) var unusualCalls: [Int] = []
    public internal(set) var unusualPlacements: [Int] = []
    /// Children per node, in node-table order (subviews, the child of a modifier, overlay content): node `n`'s are
    /// `childNodes[childStarts[n]..<childStarts[n + 1]]`, two arrays for the whole tree.
    private var childStarts: [Int32]
    private var childNodes: [Int32]
    /// Pass number → counters, from the pass-end events.
    public private(set) var passCounters: [(pass: Int, counters: PassCounters, event: Int)] = []
    /// Per node: true for overlay, background and border content (not a subview of its parent).
    private var secondary: [Bool]
    /// Per layout modifier node: the child it wraps; -1 for every other node.
    private var wrapped: [Int32]
    /// Per node: what the catalogue says of its kind, looked up once here rather than by every rule for every node
    /// (a set of strings hashed each time: docs/performance.md item 66).
    private var kinds: [KindFacts]

    public init(_ trace: Trace) {
        let builder = Builder(header: trace.header, nodes: trace.nodes)
        for (index, event) in trace.events.enumerated() {
            builder.consume(event, seq: Int32(truncatingIfNeeded: index + 1))
        }
        self = builder.finish()
    }

    /// The node tables, before any event.
    init(header: TraceHeader, nodes: [NodeInfo]) {
        self.header = header
        self.nodes = nodes
        let count = nodes.count
        callsByNode = NodeLists(nodes: count)
        placementsByNode = NodeLists(nodes: count)
        // The loops read fields in place (`nodes[index].parent`): a `for node in nodes` copies every NodeInfo, with a
        // retain and a release per string in it.
        let parents = nodes.indices.map { nodes[$0].parent >= 0 && Int(nodes[$0].parent) < count ? Int(nodes[$0].parent) : -1 }
        // Children grouped by parent in node-table order: count them, then fill each parent's range.
        childStarts = Array(repeating: 0, count: count + 1)
        for parent in parents where parent >= 0 { childStarts[parent + 1] += 1 }
        for position in 0..<count { childStarts[position + 1] += childStarts[position] }
        childNodes = Array(repeating: -1, count: Int(childStarts[count]))
        var filled = childStarts
        for (index, parent) in parents.enumerated() where parent >= 0 {
            childNodes[Int(filled[parent])] = Int32(index)
            filled[parent] += 1
        }
        secondary = Array(repeating: false, count: count)
        wrapped = Array(repeating: -1, count: count)
        kinds = nodes.indices.map { KindFacts(nodes[$0].kind) }
        for index in nodes.indices {
            if let child = nodes[index].facts.wraps, Int(child) < count { wrapped[index] = child }
        }
        for (index, parent) in parents.enumerated() where parent >= 0 {
            if kinds[parent].contains(.modifier) {
                // A modifier's one child is the view it wraps (its facts say which); any other child is decoration.
                secondary[index] = wrapped[parent] != Int32(index)
            } else {
                secondary[index] = Self.continuesWithModifier(nodes[index].path, nodes[parent].path)
            }
        }
    }

    /// Builds the index an event at a time, as a trace is made or read. A call is nested in the innermost request
    /// still open when it began; a request never answered (a truncated trace) is left out at the end, and the calls
    /// made in it belong to the one around it.
    public final class Builder: TraceEventConsumer {
        // Mutated on every event by the one thread running the layout: no dynamic exclusivity checks.
        @exclusivity(unchecked) private var index: TraceIndex
        @exclusivity(unchecked) private var pairing = NodeCall.Pairing()
        /// The requests open at the current event, innermost last; an answered one leaves when it is on top.
        @exclusivity(unchecked) private var open: [Int] = []
        /// The pass placements belong to (0 before any pass-start).
        private var pass = 0

        public init(header: TraceHeader, nodes: [NodeInfo]) {
            index = TraceIndex(header: header, nodes: nodes)
        }

        /// A builder for a trace whose header and nodes come with `begin`.
        public convenience init() {
            self.init(header: TraceHeader(engineVersion: "", input: "", quirks: [], rootProposal: .unspecified), nodes: [])
        }

        public func begin(header: TraceHeader, nodes: [NodeInfo]) {
            index = TraceIndex(header: header, nodes: nodes)
            pairing = NodeCall.Pairing()
            open = []
            pass = 0
        }

        public func consume(_ event: TraceEvent, seq: Int32) {
            let at = seq &- 1
            index.eventCount = Int(seq)
            switch event {
            case .passStart(let number, _):
                pass = number
                open.removeAll(keepingCapacity: true)
            case .passEnd(let number, let counters):
                index.passCounters.append((number, counters, Int(at)))
            case .place(let node, let frame, let rootOrigin, _, let proposal, let depth):
                guard Int(node) < index.nodes.count else { break }
                index.placementsByNode.append(index.placements.count, to: Int(node))
                index.placements.append(Placement(node: node, frame: frame, rootOrigin: rootOrigin, proposal: proposal,
                                                  depth: depth, event: Int(at), pass: pass))
            default:
                break
            }
            switch pairing.add(event, at: at, nextIndex: index.calls.count) {
            case .layout:
                guard case .layoutCall(let node, let call, let detail, let depth) = event else { break }
                index.layoutCalls.append(LayoutCallEvent(node: node, call: call.text, detail: detail.text, depth: depth, event: Int(at),
                                                         pass: Int(pairing.pass)))
            case .call(let call):
                while let top = open.last, index.calls.isAnswered(top) { open.removeLast() }
                let added = index.add(call, parent: open.last)
                if call.kind == .request, call.reply == nil { open.append(added) }
            case .answer(let call, let reply, let remeasured, let replyEvent):
                index.calls.answer(call, reply: reply, remeasured: remeasured, replyEvent: replyEvent)
            case nil:
                break
            }
        }

        /// The finished index.
        public func finish() -> TraceIndex {
            if !pairing.allAnswered { index.dropCalls(Set(pairing.unanswered)) }
            index.findUnusualLengths()
            return index
        }
    }

    @discardableResult
    private mutating func add(_ call: NodeCall, parent: Int?) -> Int {
        let index = calls.count
        calls.append(call)
        nesting.append(parent: parent)
        if Int(call.node) < callsByNode.nodeCount { callsByNode.append(index, to: Int(call.node)) }
        return index
    }

    /// Leaves out the requests at `dropped` (never answered: a truncated trace). A call made in one belongs to the
    /// innermost answered request still open when it began, as if the dropped request had never been read.
    private mutating func dropCalls(_ dropped: Set<Int>) {
        let old = calls, oldNesting = nesting
        calls = CallList()
        nesting = CallNesting()
        callsByNode = NodeLists(nodes: nodes.count)
        var renumbered = Array(repeating: -1, count: old.count)
        for (position, call) in old.enumerated() where !dropped.contains(position) {
            var parent = oldNesting.parent(of: position)
            while let candidate = parent,
                  dropped.contains(candidate) || old[candidate].replyEvent < call.event || old[candidate].pass != call.pass {
                parent = oldNesting.parent(of: candidate)
            }
            renumbered[position] = add(call, parent: parent.map { renumbered[$0] })
        }
    }

    // MARK: - Nodes

    public func info(_ node: Int32) -> NodeInfo { nodes[Int(node)] }

    /// The file findings point into: the input the trace was made from.
    public var file: String { header.input }

    /// True when `node` lies inside `ancestor`'s subtree (or is it).
    public func isInside(_ node: Int32, _ ancestor: Int32) -> Bool {
        var current = node
        var steps = 0
        while current >= 0 && Int(current) < nodes.count && steps <= nodes.count {
            if current == ancestor { return true }
            current = nodes[Int(current)].parent
            steps += 1
        }
        return false
    }

    /// The subviews of a container: its children other than overlay, background and border content. A layout
    /// modifier has none (its one child is `modified(by:)`).
    public func subviews(of node: Int32) -> [Int32] {
        guard canHaveSubviews(node) else { return [] }
        return children(of: node).filter { !secondary[Int($0)] }
    }

    /// Whether `subviews(of:)` has any, without making the list.
    public func hasSubviews(_ node: Int32) -> Bool {
        canHaveSubviews(node) && children(of: node).contains { !secondary[Int($0)] }
    }

    /// False for a layout modifier, whose one child is `modified(by:)`, not a subview.
    private func canHaveSubviews(_ node: Int32) -> Bool {
        wrapped[Int(node)] < 0 && !isModifier(node)
    }

    /// A layout modifier (`NodeKinds.modifiers`): it wraps exactly one child.
    public func isModifier(_ node: Int32) -> Bool { kinds[Int(node)].contains(.modifier) }

    /// A kind the engine itself makes (`NodeKinds.builtIn`).
    public func isBuiltIn(_ node: Int32) -> Bool { kinds[Int(node)].contains(.builtIn) }

    /// A leaf that takes whatever it is offered (`NodeKinds.greedyLeaves`).
    public func isGreedyLeaf(_ node: Int32) -> Bool { kinds[Int(node)].contains(.greedyLeaf) }

    /// A node's children, in node-table order (subviews, the child of a modifier, overlay content).
    public func children(of node: Int32) -> ArraySlice<Int32> {
        childNodes[Int(childStarts[Int(node)])..<Int(childStarts[Int(node) + 1])]
    }

    /// True for overlay, background and border content: paths that continue the parent's with `.overlay`,
    /// `.background` or `.border` rather than with `/`. Deep paths are elided in the middle (`/…hash…/`), so
    /// then the last two segments are read instead: content of `Color[3]` sits under a `Color[3].overlay` segment.
    static func continuesWithModifier(_ childPath: String, _ parentPath: String) -> Bool {
        // Read in place (once per node as the index is made): no copies of the paths.
        var childPath = childPath, parentPath = parentPath
        return childPath.withUTF8 { child in
            parentPath.withUTF8 { parent in
                let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
                // Compared as memory: `starts(with:)` went a byte at a time through iterators, 2,500 instructions a
                // node for the long paths of a deep tree (docs/performance.md item 58).
                if child.count > parent.count, parent.isEmpty || memcmp(child.baseAddress!, parent.baseAddress!, parent.count) == 0 {
                    return child[parent.count] == dot
                }
                let own = parent[((parent.lastIndex(of: slash) ?? -1) + 1)...]
                // The last two non-empty segments of the child's path, from the end.
                var end = child.count, segments = 0
                while end > 0 && segments < 2 {
                    var start = end
                    while start > 0 && child[start - 1] != slash { start -= 1 }
                    if start < end {
                        segments += 1
                        let segment = child[start..<end]
                        if segment.count > own.count && segment.starts(with: own) && segment[start + own.count] == dot { return true }
                    }
                    end = start - 1
                }
                return false
            }
        }
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
            if !isModifier(current) { return current }
            current = info(current).parent
        }
        return nil
    }

    /// Nodes that act as custom `Layout`s: those with layout-protocol calls in the trace, or with a kind no
    /// built-in element has and subviews of their own.
    public var customLayouts: Set<Int32> {
        var found = Set(layoutCalls.map(\.node))
        for index in nodes.indices where !isBuiltIn(Int32(index)) && hasSubviews(Int32(index)) {
            found.insert(Int32(index))
        }
        return found
    }

    // MARK: - Replies

    /// The node's sizing calls (requests answered and cache hits), in order.
    public func sizingCalls(of node: Int32) -> [NodeCall] { callsByNode[Int(node)].map { calls[$0] } }

    /// True when some reply shows `node` growing without bound along `axis`: an infinite answer to an
    /// infinite proposal on that axis ("greedy").
    public func growsWithoutBound(_ node: Int32, _ axis: Axis) -> Bool {
        callsByNode[Int(node)].contains { index in
            let call = calls[index]
            return call.proposal[axis] == .infinity && call.length(axis) == .infinity
        }
    }

    /// The first sizing call of `node` for exactly `proposal` that answers `axis`.
    public func reply(of node: Int32, to proposal: ProposedSize, along axis: Axis? = nil) -> NodeCall? {
        for index in callsByNode[Int(node)] {
            let call = calls[index]
            guard call.proposal == proposal else { continue }
            if let axis, call.length(axis) == nil { continue }
            return call
        }
        return nil
    }

    /// The calls made during call `index`, to children of its node.
    public func childCalls(of index: Int) -> [NodeCall] {
        nesting.nested(in: index).map { calls[$0] }
    }
}

/// What `NodeKinds` says of one node's kind, as bits.
private struct KindFacts: OptionSet {
    let rawValue: UInt8
    static let modifier = KindFacts(rawValue: 1)
    static let builtIn = KindFacts(rawValue: 2)
    static let greedyLeaf = KindFacts(rawValue: 4)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// One dictionary lookup for a node's kind (a kind in none of the sets has none of the facts).
    init(_ kind: String) { self = Self.byKind[kind] ?? [] }

    private static let byKind: [String: KindFacts] = {
        var facts: [String: KindFacts] = [:]
        for kind in NodeKinds.modifiers { facts[kind, default: []].insert(.modifier) }
        for kind in NodeKinds.builtIn { facts[kind, default: []].insert(.builtIn) }
        for kind in NodeKinds.greedyLeaves { facts[kind, default: []].insert(.greedyLeaf) }
        return facts
    }()
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
