import LayoutModel

/// Square Blueprint's layout contract (`assertLayoutContract`), checked over a grid of proposals: one view's
/// replies to every width × height in `values`.
///
/// Two properties, per Blueprint:
/// - **monotonic**: along each axis, with the other axis proposed the same, a larger proposal never gets a
///   smaller reply on that axis (checked between neighbouring values, which implies it for every pair);
/// - **consistent**: when the reply to a larger proposal already fits inside a smaller one, the smaller
///   proposal gets that same reply (a view that fits has no reason to answer differently).
/// Unspecified (nil) proposals are swept and shown but not ordered, so they take part in neither check.
///
///     let sweep = ContractSweep { proposal in probe.size(of: node, proposal: proposal) }
///     sweep.violations.isEmpty
public struct ContractSweep: Sendable {
    /// Blueprint's sample values, plus infinity and unspecified.
    public static let defaultValues: [Double?] = [0, 1, 5, 10, 50, 100, 500, 1000, 5000, 10000, .infinity, nil]

    public enum Property: String, Sendable {
        case monotonic
        case consistent
    }

    /// One broken promise: the two proposals compared and what they got.
    public struct Violation: Hashable, Sendable {
        public var property: Property
        /// The axis for a monotonicity violation; nil for consistency.
        public var axis: Axis?
        public var smaller: ProposedSize
        public var smallerReply: Size
        public var larger: ProposedSize
        public var largerReply: Size

        public init(property: Property, axis: Axis?, smaller: ProposedSize, smallerReply: Size, larger: ProposedSize,
                    largerReply: Size) {
            self.property = property
            self.axis = axis
            self.smaller = smaller
            self.smallerReply = smallerReply
            self.larger = larger
            self.largerReply = largerReply
        }
    }

    public let values: [Double?]
    /// `replies[h][w]`: the reply to (values[w], values[h]).
    public let replies: [[Size]]
    public let violations: [Violation]

    /// Sweeps `measure` over every width × height in `values` (non-negative, increasing, nil last).
    public init(values: [Double?] = ContractSweep.defaultValues, measure: (ProposedSize) -> Size) {
        self.values = values
        let replies = values.map { h in values.map { w in measure(ProposedSize(width: w, height: h)) } }
        self.replies = replies
        var violations: [Violation] = []
        let ordered = values.indices.filter { values[$0] != nil }
        func proposal(_ w: Int, _ h: Int) -> ProposedSize { ProposedSize(width: values[w], height: values[h]) }
        // Monotonic, between neighbouring values on one axis.
        for h in values.indices {
            for (a, b) in zip(ordered, ordered.dropFirst()) where replies[h][a].width > replies[h][b].width + 0.001 {
                violations.append(Violation(property: .monotonic, axis: .horizontal, smaller: proposal(a, h), smallerReply: replies[h][a],
                                            larger: proposal(b, h), largerReply: replies[h][b]))
            }
        }
        for w in values.indices {
            for (a, b) in zip(ordered, ordered.dropFirst()) where replies[a][w].height > replies[b][w].height + 0.001 {
                violations.append(Violation(property: .monotonic, axis: .vertical, smaller: proposal(w, a), smallerReply: replies[a][w],
                                            larger: proposal(w, b), largerReply: replies[b][w]))
            }
        }
        // Consistent: a larger proposal's reply that fits in a smaller proposal is that proposal's reply too.
        for h1 in ordered {
            for w1 in ordered {
                let small = proposal(w1, h1)
                for h2 in ordered where values[h2]! >= values[h1]! {
                    for w2 in ordered where values[w2]! >= values[w1]! && (w2 != w1 || h2 != h1) {
                        let reply = replies[h2][w2]
                        guard reply.width <= small.width! + 0.001, reply.height <= small.height! + 0.001,
                              !Self.same(replies[h1][w1], reply)
                        else { continue }
                        violations.append(Violation(property: .consistent, axis: nil, smaller: small, smallerReply: replies[h1][w1],
                                                    larger: proposal(w2, h2), largerReply: reply))
                    }
                }
            }
        }
        self.violations = violations
    }

    /// The reply to the proposal at (width index, height index).
    public func reply(width: Int, height: Int) -> Size { replies[height][width] }

    static func same(_ a: Size, _ b: Size) -> Bool {
        func equal(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= 0.001 }
        return equal(a.width, b.width) && equal(a.height, b.height)
    }
}
