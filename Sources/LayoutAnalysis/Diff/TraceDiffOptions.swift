/// What `TraceDiffer.diff` compares and how much it shows.
public struct TraceDiffOptions: Sendable, Hashable {
    /// How numbers are compared (`--tolerance PT`; default: equal as written, to 1/1000 pt).
    public var numbers: NumberComparison
    /// Compare final frames only (`--frames-only`), plus views added or removed.
    public var framesOnly: Bool
    /// Unchanged calls of the same node to show before and after each changed one (`--context N`).
    public var context: Int

    public init(numbers: NumberComparison = NumberComparison(), framesOnly: Bool = false, context: Int = 0) {
        self.numbers = numbers
        self.framesOnly = framesOnly
        self.context = max(0, context)
    }
}
