import LayoutModel
import LayoutTrace

/// `repeated-measurement` (warning): layout work that SwiftUI's caches do not save.
///
/// Two signs:
/// - a view with content (a container or a modifier) answers the same proposal by a new request, not from its
///   size cache, more than once in a pass: its 3-entry cache had evicted the answer (or it keeps none), so
///   SwiftUI runs its layout again (the engine marks such replies `remeasured`, or, for a custom layout, runs
///   it again); reported once per view and pass, on the outermost such view (its subtree runs again with it);
/// - a pass asks its views with content more than `requestsPerNodeLimit` times each on average: the work
///   grows faster than the tree (each needs a few: two probes, a share, an ideal size, a placement).
/// Leaves without content (Color, shapes, images) are cheap to ask again and are not counted.
///
/// Example: a container asked four distinct proposals, then the first one again: its answer was evicted
/// from the 3-entry cache, so it runs again.
struct RepeatedMeasurement: AnomalyRule {
    let id = "repeated-measurement"
    let severity = Severity.warning
    let summary = "A view is measured again for a proposal its size cache should have answered, or a pass makes too many requests."
    let documentation = RuleDocumentation(
        details: """
            SwiftUI keeps a 3-entry size cache per view (spec §1.7, §24): a repeated proposal is answered without \
            running the view again, unless three other proposals came in between and evicted it. The rule reports \
            a view with content (a container or a modifier) that answers the same proposal by a new request more \
            than once in a pass, so its layout, and for a custom layout its subviews' queries, run again (only the \
            outermost such view is reported: the views below it run again with it); and a \
            pass that asks its views with content more than \(requestsPerNodeLimit) times each on average, where the \
            work grows faster than the tree (each needs a few: two probes, a share, an ideal size, a placement). \
            Leaves (Color, shapes, images) are cheap to ask again and are not counted.
            """,
        example: """
            HStack {
                FlowLayout { … }   // probed at (0, h) and (inf, h), given its share, asked its ideal size,
                Text("Label")      // then placed with (0, h) again: evicted, so sizeThatFits runs again
            }
            """,
        fix: """
            Ask each subview as few distinct proposals as possible: reuse the answers of `sizeThatFits` in \
            `placeSubviews` (keep them in the layout cache) and drop probes whose answers are not used.
            """)

    /// Requests per container and pass above which the work is reported as growing faster than the tree.
    static let requestsPerNodeLimit = 8

    private static func key(_ node: Int32, _ pass: Int32) -> Int64 { Int64(node) << 32 | Int64(UInt32(bitPattern: pass)) }

    /// False when no uncached size request of `node` repeats an earlier one's pass and proposal, so it has nothing to
    /// report; found without allocating (this runs for every container), by comparing pairs, for up to `pairwiseLimit`
    /// calls (more: true, and the full check decides).
    private static func mayRepeat(_ index: TraceIndex, _ node: Int) -> Bool {
        var seen = 0
        for position in index.callsByNode[node] {
            let call = index.calls[position]
            guard !call.cached, call.query == .size else { continue }
            seen += 1
            if seen > pairwiseLimit { return true }
            for earlier in index.callsByNode[node] {
                if earlier == position { break }
                let other = index.calls[earlier]
                if !other.cached, other.query == .size, other.pass == call.pass, other.proposal == call.proposal { return true }
            }
        }
        return false
    }

    private static let pairwiseLimit = 64

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var findings: [Finding] = []
        var flagged = Set<Int64>()  // node and pass: a view that runs again runs its whole subtree again
        for nodeIndex in index.nodes.indices {  // parents before children
            let node = Int32(nodeIndex)
            guard index.hasSubviews(node) || index.modified(by: node) != nil, Self.mayRepeat(index, nodeIndex) else { continue }
            let calls = index.sizingCalls(of: node).filter { !$0.cached }
            for pass in Set(calls.map(\.pass)).sorted() {
                let inPass = calls.filter { $0.pass == pass }
                var seen = Set<ProposedSize>()
                var first: [ProposedSize: NodeCall] = [:]
                var repeats: [NodeCall] = []
                for call in inPass where call.query == .size {
                    if seen.insert(call.proposal).inserted { first[call.proposal] = call } else { repeats.append(call) }
                }
                guard let again = repeats.first else { continue }
                flagged.insert(Self.key(node, pass))
                // Below a view that is re-measured itself, a re-measure is part of that one: report the outermost.
                var ancestor = index.info(node).parent
                var covered = false
                while ancestor >= 0 && !covered {
                    covered = flagged.contains(Self.key(ancestor, pass))
                    ancestor = index.info(ancestor).parent
                }
                if covered { continue }
                let distinct = Set(inPass.map(\.proposal)).count  // lengthThatFits probes share the cache
                let extra = repeats.count > 1 ? " (and \(repeats.count - 1) more repeat\(repeats.count > 2 ? "s" : ""))" : ""
                findings.append(context.finding(
                    self, node: node,
                    message: "\(context.name(node)) is measured again for \(Words.proposal(again.proposal))\(extra) in pass \(pass): "
                        + "it was asked \(distinct) distinct proposals, more than SwiftUI's 3-entry size cache holds, so the "
                        + "answer was evicted and its layout runs again.",
                    fix: "ask it fewer distinct proposals: reuse the sizes measured in sizeThatFits when placing (keep them "
                        + "in the layout cache) and drop probes whose answers are not used.",
                    event: Int(again.replyEvent)))
            }
        }
        // Work per container: leaves are asked freely (and without a cache), so only views with content count.
        let containers = index.nodes.indices.filter { index.hasSubviews(Int32($0)) || index.modified(by: Int32($0)) != nil }
        for (pass, _, event) in index.passCounters {
            let counts = containers.map { node in
                index.callsByNode[node].count { index.calls[$0].pass == pass && !index.calls[$0].cached }
            }
            let requests = counts.reduce(0, +)
            guard !containers.isEmpty, requests > Self.requestsPerNodeLimit * containers.count else { continue }
            // The first container with the most requests.
            let most = counts.indices.max { counts[$0] < counts[$1] }!
            let busiest = containers[most]
            findings.append(Finding(
                ruleID: id, severity: severity, file: index.file, location: .unknown, node: nil,
                message: "pass \(pass) asks its \(containers.count) containers and modifiers for their size \(requests) times "
                    + "(\(Words.number(Double(requests) / Double(containers.count))) each, more than \(Self.requestsPerNodeLimit)); "
                    + "\(context.name(Int32(busiest))) alone is asked \(counts[most]) times: the work grows faster than the tree.",
                fix: "look for containers that probe every child at several proposals at every level (nested custom "
                    + "layouts); cache sizes between sizeThatFits and placeSubviews.",
                event: event))
        }
        return findings
    }
}
