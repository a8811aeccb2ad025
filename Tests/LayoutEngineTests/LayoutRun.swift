import LayoutEngine
import LayoutModel
import LayoutTrace

/// One traced layout run, with lookups by node path so that tests read like the spec's prose.
struct LayoutRun {
    let result: LayoutResult
    let recorder: TraceRecorder

    /// The node table's paths, for failure messages.
    var paths: [String] { recorder.nodes.map(\.path) }

    func index(_ path: String) -> Int32? {
        recorder.nodes.firstIndex(where: { $0.path == path }).map { Int32($0) }
    }

    /// The size the root replied to the root proposal.
    var rootSize: Size? {
        guard let root = recorder.nodes.firstIndex(where: { $0.parent == -1 }) else { return nil }
        return result.frames[root]?.size
    }

    /// The node's frame in root coordinates; nil if it was never placed (or does not exist).
    func frame(_ path: String) -> Rect? {
        guard let n = index(path) else { return nil }
        return result.frames[Int(n)]
    }

    /// Every `.request` the node received, in order: the proposal, the query and why.
    func requests(_ path: String) -> [Request] {
        guard let n = index(path) else { return [] }
        return recorder.events.compactMap {
            if case .request(n, let p, let q, let reason, _) = $0 { return Request(proposal: p, query: q, reason: reason) }
            return nil
        }
    }

    /// The proposals of every request the node received, in order.
    func proposals(_ path: String) -> [ProposedSize] { requests(path).map(\.proposal) }

    /// Every reply the node gave: the proposal, the size and whether it stood for a re-measure.
    func replies(_ path: String) -> [Reply] {
        guard let n = index(path) else { return [] }
        return recorder.events.compactMap {
            if case .reply(n, let p, _, let s, _, let again, _) = $0 { return Reply(proposal: p, size: s, remeasured: again) }
            return nil
        }
    }

    /// The node's side of every negotiation, in order: "ask (w, h)" for a request (for a node with a size cache,
    /// a miss), "hit (w, h)" for a cache hit, "again (w, h)" for a request answered by a re-measure.
    func negotiation(_ path: String) -> [String] {
        guard let n = index(path) else { return [] }
        var lines: [String] = []
        for event in recorder.events {
            switch event {
            case .request(n, let p, _, _, _): lines.append("ask \(show(p))")
            case .cacheLookup(n, let p, _, .hit, _): lines.append("hit \(show(p))")
            case .reply(n, let p, _, _, _, true, _): lines[lines.count - 1] = "again \(show(p))"
            default: break
            }
        }
        return lines
    }

    /// Every cache lookup of the node: the proposal, and "hit" or why it missed.
    func cacheLookups(_ path: String) -> [Lookup] {
        guard let n = index(path) else { return [] }
        return recorder.events.compactMap {
            guard case .cacheLookup(n, let p, _, let outcome, _) = $0 else { return nil }
            switch outcome {
            case .hit: return Lookup(proposal: p, result: "hit")
            case .miss(let why): return Lookup(proposal: p, result: why.rawValue)
            }
        }
    }

    /// The proposal the node's parent gave it when placing it.
    func placementProposal(_ path: String) -> ProposedSize? {
        guard let n = index(path) else { return nil }
        for event in recorder.events {
            if case .place(n, _, _, _, let p, _) = event { return p }
        }
        return nil
    }

    /// The render-only offset of a node (`.offset(x:y:)`).
    func offset(_ path: String) -> Point? {
        guard let n = index(path) else { return nil }
        return result.offsets[Int(n)]
    }

    struct Request: Equatable, CustomStringConvertible {
        var proposal: ProposedSize
        var query: Query
        var reason: ProposalReason
        var description: String { "\(show(proposal)) \(query.rawValue) \(reason.rawValue)" }
    }

    struct Reply: Equatable {
        var proposal: ProposedSize
        var size: Size
        var remeasured: Bool
    }

    struct Lookup: Equatable, CustomStringConvertible {
        var proposal: ProposedSize
        /// "hit", or the `CacheMiss` raw value.
        var result: String
        var description: String { "\(result) \(show(proposal))" }
    }
}

extension LayoutEnvironment {
    /// The engine's tests set Text in a uniform font, every character 0.5 em wide with no tracking (spec §3.2's
    /// simple model), so that a stack's numbers can be followed by hand; SF Pro's own metrics are tested in
    /// SFProTextTests.
    static let uniformText: LayoutEnvironment = {
        var environment = LayoutEnvironment()
        environment.fontMetrics = .uniform(em: 0.5)
        return environment
    }()
}

/// Lays out `root` under `proposal` with a trace recorder attached.
func run(_ root: ViewNode, _ proposal: ProposedSize, quirks: QuirkSet = .defaults,
         environment: LayoutEnvironment = .uniformText) throws -> LayoutRun {
    let recorder = TraceRecorder()
    let tree = ViewTree(root: root, proposal: proposal, environment: environment, quirks: quirks)
    let result = try LayoutEngine.layout(tree, file: "test", observer: recorder)
    return LayoutRun(result: result, recorder: recorder)
}

/// The default quirks with one changed.
func quirks(_ quirk: Quirk, _ on: Bool) -> QuirkSet {
    var set = QuirkSet.defaults
    set.set(quirk, on)
    return set
}

// MARK: Proposals and sizes, written compactly

func P(_ width: Double?, _ height: Double?) -> ProposedSize { ProposedSize(width: width, height: height) }
func S(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }
func R(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect { Rect(x: x, y: y, width: width, height: height) }
let inf = Double.infinity

/// `n` device pixels at the default display scale of 3 (spec §3.2, §25: sizes such as 20.333 are 61 pixels).
func px(_ n: Double) -> Double { n / 3 }

func show(_ p: ProposedSize) -> String {
    "(\(p.width.map { "\($0)" } ?? "nil"), \(p.height.map { "\($0)" } ?? "nil"))"
}

// MARK: Comparisons that forgive only floating-point noise (thirds are not exact in binary)

func near(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (x?, y?): return x == y || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
    default: return false
    }
}

func near(_ a: Size?, _ b: Size) -> Bool {
    guard let a else { return false }
    return near(a.width, b.width) && near(a.height, b.height)
}

func near(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return near(a.origin.x, b.origin.x) && near(a.origin.y, b.origin.y) && near(a.size, b.size)
}

func near(_ a: ProposedSize?, _ b: ProposedSize) -> Bool {
    guard let a else { return false }
    return near(a.width, b.width) && near(a.height, b.height)
}

func near(_ a: [ProposedSize], _ b: [ProposedSize]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { near($0, $1) }
}

func near(_ a: [LayoutRun.Request], _ b: [LayoutRun.Request]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { near($0.proposal, $1.proposal) && $0.query == $1.query && $0.reason == $1.reason }
}

/// A request as the tests write it.
func req(_ p: ProposedSize, _ reason: ProposalReason, _ query: Query = .size) -> LayoutRun.Request {
    LayoutRun.Request(proposal: p, query: query, reason: reason)
}

func near(_ a: LayoutRun.Request?, _ b: LayoutRun.Request) -> Bool {
    guard let a else { return false }
    return near(a.proposal, b.proposal) && a.query == b.query && a.reason == b.reason
}
