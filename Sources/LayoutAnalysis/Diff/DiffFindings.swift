import LayoutTrace

/// A finding as the diff compares them: which rule, on which node, saying what.
///
/// The diff does not run rules itself (LayoutAnalysis/Rules is their home); whoever calls `TraceDiffer.diff`
/// passes a `DiffFindingsHook` that runs them. Findings are matched per view by rule ID, so a finding whose
/// numbers changed is neither "appeared" nor "went away".
public struct DiffFinding: Sendable, Hashable {
    /// The rule's stable ID, e.g. `zero-proposal-nonzero-reply`.
    public var rule: String
    /// The node of the trace the finding is about.
    public var node: Int32
    public var message: String

    public init(rule: String, node: Int32, message: String) {
        self.rule = rule
        self.node = node
        self.message = message
    }
}

/// The hook through which the diff learns a trace's findings. Nil (the default) leaves findings out.
///
/// INTEGRATION HOOK: once `LayoutAnalysis/Rules` has its registry, `DiffCommand` and `CheckCommand` pass a
/// hook that runs every enabled rule and maps each finding to a `DiffFinding`.
public typealias DiffFindingsHook = @Sendable (Trace) -> [DiffFinding]
