import Foundation
import LayoutModel

/// Runs rules over one index on this thread and, for a large trace, a second one, and gives each rule's findings by
/// its position in the list, so that the result is the same whichever thread ran what.
///
/// Why: the rules took a sixth of `trace --format json -o FILE` on a 100,000-node tree, one after the other on one
/// core (perf, docs/performance.md item 23). A rule reads the index and nothing else, except a cascade
/// (`readsEarlierFindings`), which also reads the findings of every rule before it: it starts only when those are done.
/// Both threads take the first rule that can start, in list order, so the rules a cascade waits for go first.
final class RuleSchedule: @unchecked Sendable {
    /// Below this many sizing calls the rules take less time than starting a thread.
    static let callsForTwoThreads = 20_000

    private let rules: [any AnomalyRule]
    private let index: TraceIndex
    // With `condition` locked:
    private let condition = NSCondition()
    /// Positions not started yet, in list order.
    private var pending: [Int]
    private var results: [[Finding]]
    private var finished: [Bool]

    private init(_ rules: [any AnomalyRule], runs: [Bool], index: TraceIndex) {
        self.rules = rules
        self.index = index
        pending = rules.indices.filter { runs[$0] }
        results = Array(repeating: [], count: rules.count)
        finished = runs.map { !$0 }
    }

    /// Each rule's findings, by position (empty for a rule that does not run).
    static func findings(of rules: [any AnomalyRule], runs: [Bool], index: TraceIndex) -> [[Finding]] {
        let schedule = RuleSchedule(rules, runs: runs, index: index)
        guard index.calls.count >= callsForTwoThreads, schedule.pending.count > 1 else {
            schedule.work()
            return schedule.results
        }
        // A rule may walk a 100,000-deep tree: the same room as the thread that lays out (withLargeStack).
        let second = LargeStackThread { schedule.work() }
        schedule.work()
        schedule.condition.lock()
        while !schedule.finished.allSatisfy({ $0 }) { schedule.condition.wait() }
        schedule.condition.unlock()
        second.join()
        return schedule.results
    }

    /// Takes rules until none is left.
    private func work() {
        condition.lock()
        while !pending.isEmpty {
            guard let next = pending.firstIndex(where: canStart) else {
                condition.wait()
                continue
            }
            let position = pending.remove(at: next)
            let rule = rules[position]
            let earlier = rule.readsEarlierFindings ? Array(results[..<position].joined()) : []
            condition.unlock()
            let found = rule.check(RuleContext(index: index, earlier: earlier))
            condition.lock()
            results[position] = found
            finished[position] = true
            condition.broadcast()
        }
        condition.unlock()
    }

    private func canStart(_ position: Int) -> Bool {
        !rules[position].readsEarlierFindings || finished[..<position].allSatisfy { $0 }
    }
}
