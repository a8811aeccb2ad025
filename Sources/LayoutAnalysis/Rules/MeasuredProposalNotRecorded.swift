import LayoutModel
import LayoutTrace

/// `unrecorded-proposal` (warning): a `Measured` leaf (replies recorded on a device) was proposed a size
/// its recording does not hold, so its reply is the step rule's guess, not the device's.
///
/// A measured leaf is exact only where it was measured. Between recorded proposals the engine replies with a
/// neighbouring entry (`MeasuredTable.answer(to:)`): the largest recorded proposal not above the one asked, as text
/// keeps its lines until the next break fits; else the smallest above; else the nearest of any kind. That is often
/// right for text and wrong at a line break, so the finding names the proposal, the entry that answered and the
/// step that chose it, and the fix is to record that proposal too.
///
/// Example:
///
///     Measured(replies: [(nil, nil): (180, 20.333), (100, nil): (96, 40.667)])
///         .frame(width: 150)          // proposes (150, nil): not recorded, answered as (100, nil) was
struct MeasuredProposalNotRecorded: AnomalyRule {
    let id = "unrecorded-proposal"
    let severity = Severity.warning
    let summary = "A Measured leaf was proposed a size its recording does not hold; its reply is a guess."
    let documentation = RuleDocumentation(
        details: """
            A `Measured` leaf replies what the device replied, exactly, at the proposals that were recorded. Asked \
            anything else, it answers with a neighbouring entry: the largest recorded proposal of the same kinds \
            (nil, infinite, finite per axis) not above the one asked, as text keeps its lines until the next break \
            fits; if none is below, the smallest above; if none has the same kinds, the nearest overall. The rest of \
            the simulation is then only as exact as that guess. The finding names each proposal that was not \
            recorded, the entry that answered and the step that chose it.
            """,
        example: """
            Measured(replies: [(nil, nil): (180, 20.333), (100, nil): (96, 40.667)])
                .frame(width: 150)   // proposes (150, nil): answered with the reply recorded for (100, nil)
            """,
        fix: """
            Record the view's reply to the proposal on the device (a LayoutMonitor prints it) and add the pair to \
            `replies`.
            """)

    /// How many unrecorded proposals a finding lists after the first.
    static let listed = 3

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var findings: [Finding] = []
        for nodeIndex in index.nodes.indices {
            guard let table = index.info(Int32(nodeIndex)).facts.measured else { continue }
            var seen = Set<ProposedSize>()
            var missing: [(call: NodeCall, answer: MeasuredTable.Answer)] = []
            for call in index.callsByNode[nodeIndex].map({ index.calls[$0] }) where !call.cached && call.kind == .request {
                guard seen.insert(call.proposal).inserted else { continue }
                let answer = table.answer(to: call.proposal)
                if answer.match != .recorded { missing.append((call, answer)) }
            }
            guard let (first, answer) = missing.first else { continue }
            let node = Int32(nodeIndex)
            var message = "\(context.name(node)) was proposed \(Words.proposal(first.proposal)), which its recording does not hold; "
            if let entry = answer.entry {
                message += "it replied \(Words.size(entry.size)), the reply recorded for \(Words.proposal(entry.proposal)): "
                    + "\(answer.match.explanation)."
            } else {
                message += "it replied (0, 0): \(answer.match.explanation)."
            }
            let others = missing.dropFirst()
            if !others.isEmpty {
                let shown = others.prefix(Self.listed).map { Words.proposal($0.call.proposal) }
                let more = others.count > Self.listed ? " and \(others.count - Self.listed) more" : ""
                message += " Also not recorded: \(shown.joined(separator: ", "))\(more)."
            }
            findings.append(context.finding(
                self, node: node, message: message,
                // A replayed leaf (--measured) gets its replies from a recording: the fix is a recording that holds it.
                fix: index.info(node).facts.replayed
                    ? "record the view again where the device proposes it \(Words.proposal(first.proposal)) (a recorder sees only what the device asks), or leave the estimate."
                    : "record the view's reply to \(Words.proposal(first.proposal)) on the device and add it to replies.",
                event: Int(first.event)))
        }
        return findings
    }
}
