import LayoutTrace

extension DiffFinding {
    /// The findings hook that runs every rule of `RuleRegistry` (`RuleRunner.run`). Findings about a whole
    /// pass (no node) are attached to the root view.
    public static let rules: DiffFindingsHook = { trace in
        RuleRunner.run(trace).map { DiffFinding(rule: $0.ruleID, node: $0.node ?? 0, message: $0.message) }
    }
}
