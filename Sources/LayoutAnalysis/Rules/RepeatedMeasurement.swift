import LayoutModel

/// `repeated-measurement` (warning): layout work that SwiftUI's caches do not save.
///
/// Three signs, each reported once per node and pass:
/// - a node is re-measured: asked a proposal again after its 3-entry size cache evicted the answer, so
///   SwiftUI runs its layout (and its subtree's) again (the engine marks these replies `remeasured`);
/// - a node without a size cache (no cache lookups in the trace) that has children is asked the same
///   proposal more than once in a pass: each request runs it again;
/// - a pass makes more than `requestsPerNodeLimit` requests per node: the work grows faster than the tree,
///   as with nested stacks that each probe their children (a fixed tree of n views needs a few per view).
///
/// Example: a Grid asks each cell (0, 0), (∞, ∞), then its share, and places it; a cell that is a custom
/// layout asked two more distinct proposals in between has its first answers evicted and runs again.
struct RepeatedMeasurement: AnomalyRule {
    let id = "repeated-measurement"
    let severity = Severity.warning
    let summary = "A node is measured again for a proposal its cache should have answered, or a pass makes too many requests."
    let documentation = RuleDocumentation(
        details: """
            SwiftUI keeps a 3-entry size cache per view (spec §1.7): a repeated proposal is answered without running \
            the view again, unless three other proposals came in between and evicted it. The rule reports a node \
            that is re-measured (asked a proposal again after its cache evicted the answer, so its layout and its \
            subtree's run again; the engine marks these replies `remeasured`), a node without a size cache that \
            has children and is asked the same proposal more than once in a pass, and a pass that makes more than \
            \(requestsPerNodeLimit) requests per node: the work grows faster than the tree.
            """,
        example: """
            HStack {
                ViewThatFits {        // asked (0, h), (inf, h), its share and a candidate proposal,
                    WideLayout()      // then its share again at placement: evicted, measured twice
                    NarrowLayout()
                }
                Text("Label")
            }
            """,
        fix: """
            Ask each subview as few distinct proposals as possible (reuse the answers of `sizeThatFits` in \
            `placeSubviews` through the layout cache), and avoid probing children with proposals you do not use.
            """)

    /// Requests per node and pass above which the work is reported as growing faster than the tree.
    static let requestsPerNodeLimit = 8

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var findings: [Finding] = []
        let cached = Set(index.trace.events.compactMap { event -> Int32? in
            if case .cacheLookup(let node, _, _, _, _, _) = event { return node }
            return nil
        })
        for nodeIndex in index.nodes.indices {
            let node = Int32(nodeIndex)
            let calls = index.sizingCalls(of: node).filter { !$0.cached }
            for pass in Set(calls.map(\.pass)).sorted() {
                let inPass = calls.filter { $0.pass == pass }
                let remeasured = inPass.filter(\.remeasured)
                if let first = remeasured.first {
                    let proposals = Set(inPass.map(\.proposal)).count
                    findings.append(context.finding(
                        self, node: node,
                        message: "\(context.name(node)) is measured again for \(Words.proposal(first.proposal))"
                            + (remeasured.count > 1 ? " (and \(remeasured.count - 1) more re-measure\(remeasured.count > 2 ? "s" : ""))" : "")
                            + ": it was asked \(proposals) distinct proposals in pass \(pass), more than SwiftUI's 3-entry size "
                            + "cache holds, so its layout and its subtree run again.",
                        fix: "ask it fewer distinct proposals: reuse the sizes measured in sizeThatFits when placing (keep them "
                            + "in the layout cache) and drop probes whose answers are not used.",
                        event: first.event))
                    continue
                }
                guard !cached.contains(node), !index.children[nodeIndex].isEmpty else { continue }
                var counts: [ProposedSize: Int] = [:]
                for call in inPass where call.query == .size { counts[call.proposal, default: 0] += 1 }
                if let (proposal, count) = counts.filter({ $0.value > 1 }).max(by: { $0.value < $1.value }) {
                    let first = inPass.first { $0.proposal == proposal }!
                    findings.append(context.finding(
                        self, node: node,
                        message: "\(context.name(node)) is asked \(Words.proposal(proposal)) \(count) times in pass \(pass) and "
                            + "keeps no size cache, so its layout runs \(count) times for the same answer.",
                        fix: "measure it once per proposal and reuse the answer (in a custom layout, keep sizes in the layout cache).",
                        event: first.event))
                }
            }
        }
        let nodes = max(index.nodes.count, 1)
        for (pass, counters, event) in index.passCounters where counters.requests > Self.requestsPerNodeLimit * nodes {
            let busiest = index.nodes.indices.max { a, b in
                index.callsByNode[a].count { index.calls[$0].pass == pass && !index.calls[$0].cached }
                    < index.callsByNode[b].count { index.calls[$0].pass == pass && !index.calls[$0].cached }
            }
            let detail = busiest.map { node in
                let count = index.callsByNode[node].count { index.calls[$0].pass == pass && !index.calls[$0].cached }
                return "; \(context.name(Int32(node))) alone gets \(count)"
            } ?? ""
            findings.append(Finding(
                ruleID: id, severity: severity, file: index.file, location: .unknown, node: nil,
                message: "pass \(pass) makes \(counters.requests) size requests for \(index.nodes.count) nodes "
                    + "(\(Words.number(Double(counters.requests) / Double(nodes))) per node, more than \(Self.requestsPerNodeLimit))\(detail): "
                    + "the work grows faster than the tree.",
                fix: "look for containers that probe every child at several proposals at every level (nested stacks of "
                    + "custom layouts); cache sizes between sizeThatFits and placeSubviews.",
                event: event))
        }
        return findings
    }
}
