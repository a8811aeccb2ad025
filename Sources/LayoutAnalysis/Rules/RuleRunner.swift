import LayoutModel
import LayoutTrace

/// Runs rules over a trace and returns their findings, sorted by where the culprits were written.
public enum RuleRunner {
    /// The rules in `rules` run but for the `disabled` ids, which run only when a cascade after them runs (so that it
    /// can name its cause), and whose findings are dropped at the end. Findings are sorted by line and column, then by registry order.
    public static func run(_ trace: Trace, rules: [any AnomalyRule] = RuleRegistry.all,
                           disabled: Set<String> = []) -> [Finding] {
        run(TraceIndex(trace), rules: rules, disabled: disabled)
    }

    /// The same over an index already built (`TraceIndex.Builder`, while the trace was streamed).
    public static func run(_ index: TraceIndex, rules: [any AnomalyRule] = RuleRegistry.all,
                           disabled: Set<String> = []) -> [Finding] {
        var order: [String: Int] = [:]
        // A disabled rule runs only when a cascade after it that does run may name it as a cause.
        var cascadeAfter = false
        var runs = Array(repeating: false, count: rules.count)
        for (position, rule) in rules.enumerated().reversed() {
            let enabled = !disabled.contains(rule.id)
            runs[position] = enabled || cascadeAfter
            if enabled && rule.readsEarlierFindings { cascadeAfter = true }
        }
        for (position, rule) in rules.enumerated() { order[rule.id] = position }
        let findings = RuleSchedule.findings(of: rules, runs: runs, index: index).joined()
        return findings.enumerated()
            .filter { !disabled.contains($0.element.ruleID) }
            .sorted { a, b in
                let (x, y) = (a.element, b.element)
                if x.location != y.location { return x.location < y.location }
                if x.ruleID != y.ruleID { return order[x.ruleID, default: 0] < order[y.ruleID, default: 0] }
                return a.offset < b.offset
            }
            .map(\.element)
    }
}
