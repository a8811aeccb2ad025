import LayoutModel
import LayoutTrace

/// A simulation seen as a recorder on a device would see it, so the two compare node for node.
///
/// A recorder (`.recordLayout("name")`, a LayoutMonitor) is a one-child `Layout` around a view: it sees the
/// proposals its view is asked (not the ones its size cache answers, which never reach it), its view's replies and
/// where it is placed, and nothing else. The engine models the same wrapper as a `LayoutMonitor` node
/// (`LayoutMonitorBehavior`, with the same cache), so the projection keeps the events of the LayoutMonitor nodes and
/// passes them, in call order, through `RecordedTraceBuilder`, which names, nests and numbers them as the recorder
/// and the importer do.
public enum RecordedViews {
    /// What a projection's header says made it.
    public static let simulated = "layoutdbg's simulation (the recorders' views only)"

    /// The recorders' events of `simulation`. A recording is returned as it is. Without `placements` (the recording
    /// it is compared with saw none, as a console log of sizes does), placements are left out.
    public static func project(_ simulation: Trace, placements: Bool = true) -> Trace {
        guard simulation.header.recorded == nil else { return simulation }
        var builder = RecordedTraceBuilder(input: simulation.header.input, recordedBy: simulated)
        let names = recorderNames(simulation.nodes)
        for event in simulation.events {
            switch event {
            case .request(let node, let proposal, _, _, _):
                // A one-length query (lengthThatFits) reaches a custom Layout as sizeThatFits: the whole proposal.
                if let name = names[Int(node)] { builder.propose(name, proposal) }
            case .reply(let node, _, _, let size, _, _, _):
                // The engine replies innermost first, so a reply always matches the open request: no mistake to report.
                if let name = names[Int(node)] { try? builder.reply(name, size) }
            case .place(let node, let frame, let rootOrigin, _, let proposal, _):
                if placements, let name = names[Int(node)] { builder.place(name, at: rootOrigin, size: frame.size, proposal: proposal) }
            case .passStart, .passEnd, .cacheLookup, .layoutCall:
                break
            }
        }
        return builder.finish()
    }

    /// Each LayoutMonitor node's name: its label, which a modifier after the recorder (`.recordLayout("a").frame(…)`)
    /// carries instead, as labels sit on a view's outermost node; `LayoutMonitor` without one. Nil for other nodes.
    static func recorderNames(_ nodes: [NodeInfo]) -> [String?] {
        let monitor = Element.layoutMonitor.name
        var names = nodes.map { $0.kind == monitor ? $0.label : nil }
        for node in nodes where node.kind != monitor {
            guard let label = node.label, var wrapped = node.facts.wraps else { continue }
            while let next = nodes[Int(wrapped)].facts.wraps { wrapped = next }
            if nodes[Int(wrapped)].kind == monitor, names[Int(wrapped)] == nil { names[Int(wrapped)] = label }
        }
        for index in nodes.indices where nodes[index].kind == monitor && names[index] == nil { names[index] = "LayoutMonitor" }
        return names
    }

    /// The two traces made comparable: when one is a recording and the other a simulation, the simulation is
    /// projected onto the recorders' views.
    public static func comparable(_ a: Trace, _ b: Trace) -> (Trace, Trace) {
        switch (a.header.recorded, b.header.recorded) {
        case (nil, _?): (project(a, placements: hasPlacements(b)), b)
        case (_?, nil): (a, project(b, placements: hasPlacements(a)))
        default: (a, b)
        }
    }

    private static func hasPlacements(_ trace: Trace) -> Bool {
        trace.events.contains { if case .place = $0 { true } else { false } }
    }
}
