import LayoutModel
import LayoutTrace

/// Runs rules over a trace and returns their findings, sorted by where the culprits were written.
public enum RuleRunner {
    /// Every rule in `rules` runs (so that cascades can name their causes); findings of the `disabled` ids
    /// are dropped at the end. Findings are sorted by line and column, then by registry order.
    public static func run(_ trace: Trace, rules: [any AnomalyRule] = RuleRegistry.all,
                           disabled: Set<String> = []) -> [Finding] {
        let index = TraceIndex(trace)
        var findings: [Finding] = []
        var order: [String: Int] = [:]
        for (position, rule) in rules.enumerated() {
            order[rule.id] = position
            findings += rule.check(RuleContext(index: index, earlier: findings))
        }
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
