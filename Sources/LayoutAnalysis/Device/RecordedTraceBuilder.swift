import LayoutModel
import LayoutTrace

/// Builds a trace from what a recorder on a device sees: named views proposed a size, replying, and placed.
///
/// A device knows nothing of structural paths or of why a proposal was made. A recording therefore names its views
/// by the names given to the recorders (`.recordLayout("card")`, a LayoutMonitor's label), nested as the requests
/// nest: a view first proposed while `card`'s request is open is a child of `card`, and its path is `card/title`
/// (the Layout Inspector infers its indentation the same way). A name is one view: a second recorder with the same
/// name records into the same node. Every request has the reason `recorded`; frames are relative to the first
/// recorded root's origin.
///
/// The importer of console logs, the `LayoutRecorder` file (which repeats these rules in its own code, because it
/// compiles into apps without this package) and `RecordedViews.project` (a simulation seen as a recorder would see
/// it) all come here or follow it, so that a recording and a simulation of the same view compare node for node.
public struct RecordedTraceBuilder {
    public enum Mistake: Error, Equatable {
        /// A reply with no request open.
        case replyWithoutRequest(name: String)
        /// A reply of one view while another's request is the innermost open one.
        case replyOfAnotherView(name: String, open: String)
    }

    private var nodes: [NodeInfo] = []
    private var index: [String: Int32] = [:]
    private var events: [TraceEvent] = []
    /// Open requests, innermost last: the node and the request's sequence number.
    private var open: [(node: Int32, seq: Int32, proposal: ProposedSize)] = []
    /// Each node's latest origin, relative to the first root's.
    private var origins: [Point?] = []
    private var rootOrigin: Point?
    private var pass = 0
    private var counters = PassCounters()
    private var rootProposal: ProposedSize?
    /// Set when a root was placed: the next root request starts a new pass.
    private var rootPlaced = false
    private let header: TraceHeader

    /// `input`: what the recording was read from (the log file, the recorder's name); `recordedBy`: `console log`
    /// or `LayoutRecorder`.
    public init(input: String, recordedBy: String) {
        header = TraceHeader(engineVersion: Self.engineVersion, input: input, quirks: [],
                             rootProposal: .unspecified, recorded: recordedBy)
    }

    /// What a recording's header has for the engine's version: no engine made it.
    public static let engineVersion = "none"

    /// The path a recorder's name gets: `/` and `.` would read as structure, so they become `_`.
    public static func pathComponent(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0 == "." ? "_" : $0 })
        return cleaned.isEmpty ? "LayoutMonitor" : cleaned
    }

    /// `name` was proposed `proposal`. `location` is where the recording says so (a log line), when known.
    public mutating func propose(_ name: String, _ proposal: ProposedSize, at location: SourceLocation = .unknown) {
        if open.isEmpty && (pass == 0 || rootPlaced) { startPass(proposal) }
        let node = self.node(name, at: location)
        if rootProposal == nil { rootProposal = proposal }
        events.append(.request(node: node, proposal: proposal, query: .size, reason: .recorded, depth: Int32(open.count)))
        counters.requests += 1
        open.append((node, Int32(events.count), proposal))
    }

    /// `name` replied `size` to its innermost open request.
    public mutating func reply(_ name: String, _ size: Size) throws(Mistake) {
        guard let request = open.last else { throw .replyWithoutRequest(name: name) }
        let openName = Self.name(of: nodes[Int(request.node)])
        guard openName == Self.pathComponent(name) else { throw .replyOfAnotherView(name: name, open: openName) }
        open.removeLast()
        events.append(.reply(node: request.node, proposal: request.proposal, query: .size, size: size,
                             depth: Int32(open.count), remeasured: false, request: request.seq))
    }

    /// `name` was placed at `origin` (in any one coordinate space all placements share) with `size`, proposed
    /// `proposal`. A name never proposed before is a root.
    public mutating func place(_ name: String, at origin: Point, size: Size, proposal: ProposedSize) {
        if pass == 0 { startPass(proposal) }
        let node = self.node(name, at: .unknown)
        let base = rootOrigin ?? origin
        if rootOrigin == nil { rootOrigin = origin }
        let inRoot = Point(x: origin.x - base.x, y: origin.y - base.y)
        origins[Int(node)] = inRoot
        let parent = nodes[Int(node)].parent
        let parentOrigin = parent >= 0 ? origins[Int(parent)] ?? Point(x: 0, y: 0) : Point(x: 0, y: 0)
        let frame = Rect(origin: Point(x: inRoot.x - parentOrigin.x, y: inRoot.y - parentOrigin.y), size: size)
        events.append(.place(node: node, frame: frame, rootOrigin: inRoot, anchor: .topLeading, proposal: proposal,
                             depth: Int32(depth(of: node))))
        counters.placements += 1
        if parent < 0 { rootPlaced = true }
    }

    /// The trace so far. Requests still open (a log that ends inside one) are left out: `openNames` lists them.
    public func finish() -> Trace {
        var events = self.events
        let unanswered = Set(open.map(\.seq))
        if !unanswered.isEmpty {
            var kept: [TraceEvent] = []
            var renumber: [Int32: Int32] = [:]
            for (offset, event) in events.enumerated() where !unanswered.contains(Int32(offset + 1)) {
                renumber[Int32(offset + 1)] = Int32(kept.count + 1)
                kept.append(event)
            }
            events = kept.map { event in
                guard case .reply(let node, let proposal, let query, let size, let depth, let remeasured, let request) = event
                else { return event }
                return .reply(node: node, proposal: proposal, query: query, size: size, depth: depth,
                              remeasured: remeasured, request: renumber[request] ?? 0)
            }
        }
        if pass > 0 {
            var counters = self.counters
            counters.requests -= unanswered.count
            events.append(.passEnd(pass: pass, counters: counters))
        }
        var header = self.header
        header.rootProposal = rootProposal ?? .unspecified
        return Trace(header: header, nodes: nodes, events: events)
    }

    /// The names of the views whose requests are still open, outermost first.
    public var openNames: [String] { open.map { Self.name(of: nodes[Int($0.node)]) } }

    private mutating func startPass(_ proposal: ProposedSize) {
        if pass > 0 { events.append(.passEnd(pass: pass, counters: counters)) }
        pass += 1
        counters = PassCounters()
        rootPlaced = false
        events.append(.passStart(pass: pass, proposal: proposal))
    }

    private mutating func node(_ name: String, at location: SourceLocation) -> Int32 {
        let component = Self.pathComponent(name)
        if let known = index[component] { return known }
        let parent = open.last?.node ?? -1
        let path = parent >= 0 ? nodes[Int(parent)].path + "/" + component : component
        nodes.append(NodeInfo(path: path, label: nil, kind: "LayoutMonitor", location: location, parent: parent))
        origins.append(nil)
        let id = Int32(nodes.count - 1)
        index[component] = id
        return id
    }

    private func depth(of node: Int32) -> Int {
        var depth = 0
        var parent = nodes[Int(node)].parent
        while parent >= 0 {
            depth += 1
            parent = nodes[Int(parent)].parent
        }
        return depth
    }

    private static func name(of node: NodeInfo) -> String {
        node.path.split(separator: "/").last.map(String.init) ?? node.path
    }
}
