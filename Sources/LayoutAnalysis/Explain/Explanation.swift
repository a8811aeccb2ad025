import LayoutModel
import LayoutTrace

/// `layoutdbg explain FILE NODE`: why a view is the size it is, as the chain of offers from the window down to it.
/// Each step is one view on the way: what its parent offered it (at placement, in the last pass), the rule it sizes
/// itself by, in plain words with this layout's numbers, what it offered the next view down, and the size it took.
/// Built from the trace alone, so it explains a saved or recorded trace as well as a simulation.
public struct Explanation: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var node: Int32
        /// The name as the trace prints it.
        public var name: String
        public var kind: String
        /// Where the user's view that made it is declared (`in Row (Row.swift:3)`), if one did.
        public var declaration: String?
        /// What it was offered when it was placed: the window's proposal for the root.
        public var offered: ProposedSize?
        /// How it sizes itself, in plain words, with the numbers of this layout.
        public var rule: String
        /// The size it took.
        public var size: Size?
    }

    public var node: Int32
    public var name: String
    public var steps: [Step]
    public var frame: Rect?
    /// Whether the frame is in window coordinates (the root shown on a device) or the root's.
    public var inWindow: Bool
    /// Findings about the node or a view on the way to it.
    public var findings: [Finding]

    /// The explanation of `node` in `trace`; `findings` are the rules' findings of the same trace.
    public static func of(_ node: Int32, in trace: Trace, findings: [Finding] = []) -> Explanation {
        let names = NodeNames.short(trace.nodes)
        var chain: [Int32] = []
        var current = node
        while current >= 0, Int(current) < trace.nodes.count, chain.count <= trace.nodes.count {
            chain.insert(current, at: 0)
            current = trace.nodes[Int(current)].parent
        }
        var offers = [ProposedSize?](repeating: nil, count: trace.nodes.count)
        var rootProposal: ProposedSize?
        for event in trace.events {
            switch event {
            case .passStart(_, let proposal): rootProposal = proposal
            case .place(let placed, _, _, _, let proposal, _) where Int(placed) < offers.count: offers[Int(placed)] = proposal
            default: break
            }
        }
        var children = [[Int32]](repeating: [], count: trace.nodes.count)
        for (index, info) in trace.nodes.enumerated() where info.parent >= 0 && Int(info.parent) < trace.nodes.count {
            children[Int(info.parent)].append(Int32(index))
        }
        func frame(_ n: Int32) -> Rect? { Int(n) < trace.frames.count ? trace.frames[Int(n)] : nil }
        let steps = chain.enumerated().map { position, n -> Step in
            let info = trace.nodes[Int(n)]
            let next = position + 1 < chain.count ? chain[position + 1] : nil
            let context = ExplanationContext(kind: info.kind, facts: info.facts, isOwnLayout: info.declaredLayout != nil,
                                      declaredLayout: info.declaredLayout?.displayText, frame: frame(n),
                                      children: children[Int(n)].map { ($0, frame($0)) },
                                      next: next.map { (name: names[Int($0)], offer: offers[Int($0)], size: frame($0)?.size) },
                                      nextFrame: next.flatMap(frame), nextSpan: next.flatMap { trace.nodes[Int($0)].facts.gridCellColumns })
            return Step(node: n, name: names[Int(n)], kind: info.kind, declaration: info.declarationText,
                        offered: position == 0 ? (offers[Int(n)] ?? rootProposal) : offers[Int(n)], rule: ExplanationRules.rule(context),
                        size: frame(n)?.size)
        }
        let onTheWay = Set(chain)
        return Explanation(node: node, name: names[Int(node)], steps: steps, frame: frame(node), inWindow: trace.header.window != nil,
                           findings: findings.filter { $0.node.map(onTheWay.contains) ?? false })
    }
}

/// What a rule sentence may use: the view, its children's frames, and the next view on the way down.
struct ExplanationContext {
    var kind: String
    var facts: NodeFacts
    var isOwnLayout: Bool
    var declaredLayout: String?
    var frame: Rect?
    var children: [(node: Int32, frame: Rect?)]
    var next: (name: String, offer: ProposedSize?, size: Size?)?
    var nextFrame: Rect?
    /// `.gridCellColumns(n)` on the next view.
    var nextSpan: Int?
}
