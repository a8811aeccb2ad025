/// Every anomaly rule, by hand, in the order they run: a rule that names another's finding as the probable
/// cause of its own (a cascade) comes after it. A test checks that ids are unique kebab-case and that
/// docs/RULES.md is what `layoutdbg rules --markdown` prints.
public enum RuleRegistry {
    public static let all: [any AnomalyRule] = [
        // Primary anomalies: wrong answers.
        NonFiniteSize(),
        NegativeSize(),
        SaturatedLength(),
        SpanningGridReportsMinimum(),
        ContradictoryFrame(),
        InvalidFrameDimension(),
        LostLayoutPriority(),
        ReplyIgnoresProposal(),
        ReplyShrinksAsProposalGrows(),
        GreedyViewUnderUnboundedProposal(),
        MeasuredProposalNotRecorded(),
        // Custom layouts (the Layout protocol).
        SubviewNotPlaced(),
        SubviewPlacedTwice(),
        SubviewPlacedOutsideBounds(),
        ZeroFallbackPlacement(),
        GeometryReaderWithCustomLayout(),
        // Symptoms, which name a primary anomaly above as their probable cause.
        ContainerUnderfillsProposal(),
        ContainerOverflowsProposal(),
        // Cost.
        RepeatedMeasurement(),
    ]

    /// The ids, in registry order.
    public static var ids: [String] { all.map(\.id) }

    public static func rule(_ id: String) -> (any AnomalyRule)? { all.first { $0.id == id } }
}
