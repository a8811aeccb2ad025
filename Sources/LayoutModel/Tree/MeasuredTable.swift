// Models: a leaf measured on a device (a `Measured` view): it replies what the device replied.
// Status: exact at recorded proposals (not SwiftUI's rule but a recording of it); between them a step rule of
// ours (below, and docs/input-format.md), which the `unrecorded-proposal` finding names every time
// it is used, so a guess is never silent.

/// One recorded negotiation of a measured leaf: what it was proposed and what it replied.
public struct MeasuredEntry: Hashable, Sendable {
    public var proposal: ProposedSize
    public var size: Size

    public init(proposal: ProposedSize, size: Size) {
        self.proposal = proposal
        self.size = size
    }
}

/// The replies of a measured leaf, as recorded on a device (for example with a LayoutMonitor).
public struct MeasuredTable: Hashable, Sendable {
    public var entries: [MeasuredEntry]

    public init(entries: [MeasuredEntry]) { self.entries = entries }

    /// How a reply was chosen: the engine replies with its size, the finding says which entry and why.
    public struct Answer: Hashable, Sendable {
        public var size: Size
        /// The entry that answered; nil only for an empty table (which readers refuse).
        public var entry: MeasuredEntry?
        public var match: Match
    }

    /// Which step of the rule chose the entry.
    public enum Match: String, Hashable, Sendable {
        /// The recording holds this very proposal.
        case recorded
        /// The largest recorded proposal of the same kinds not above it on any finite axis: text keeps its lines
        /// until the next break fits, so a reply holds from its proposal up to the next recorded one.
        case largestBelow
        /// Every recorded proposal of the same kinds is above it: the smallest of them.
        case smallestAbove
        /// No recorded proposal has the same kinds (nil, infinite or finite per axis): the nearest overall.
        case nearest
        /// Nothing is recorded.
        case empty

        /// The words a finding uses, after "the reply recorded for (w, h)".
        public var explanation: String {
            switch self {
            case .recorded: "exactly this proposal"
            case .largestBelow: "the largest recorded proposal not above it (a reply holds up to the next recorded proposal)"
            case .smallestAbove: "the smallest recorded proposal, as none is below it"
            case .nearest: "the nearest recorded proposal, as none has the same kinds (nil, infinite, finite)"
            case .empty: "nothing: the recording is empty"
            }
        }
    }

    /// The reply to `p`: the recorded reply for exactly `p` (to the thousandth of a point, as traces write numbers); otherwise, among entries whose axes have the same
    /// kinds as `p` (nil, infinite or finite), the one with the largest proposal not above `p` on each finite
    /// axis; if none is below, the smallest above. With no entry of the same kinds, the entry with the nearest
    /// proposal overall (nil counting as 10, SwiftUI's placeholder).
    public func answer(to p: ProposedSize) -> Answer {
        if let exact = entries.first(where: { Self.same($0.proposal, p) }) { return Answer(size: exact.size, entry: exact, match: .recorded) }
        let sameKinds = entries.filter { Self.sameKind($0.proposal.width, p.width) && Self.sameKind($0.proposal.height, p.height) }
        if !sameKinds.isEmpty {
            let below = sameKinds.filter { Self.notAbove($0.proposal.width, p.width) && Self.notAbove($0.proposal.height, p.height) }
            if let best = below.max(by: { Self.distance($0.proposal, p) > Self.distance($1.proposal, p) }) {
                return Answer(size: best.size, entry: best, match: .largestBelow)
            }
            let above = sameKinds.min(by: { Self.distance($0.proposal, p) < Self.distance($1.proposal, p) })!
            return Answer(size: above.size, entry: above, match: .smallestAbove)
        }
        guard let nearest = entries.min(by: { Self.distance($0.proposal, p) < Self.distance($1.proposal, p) }) else {
            return Answer(size: .zero, entry: nil, match: .empty)
        }
        return Answer(size: nearest.size, entry: nearest, match: .nearest)
    }

    /// The same proposal as traces write it: equal to the thousandth of a point (a recording read back from JSON holds
    /// `111.333` where the simulation proposes a third of 334).
    private static func same(_ a: ProposedSize, _ b: ProposedSize) -> Bool {
        func same(_ x: Double?, _ y: Double?) -> Bool {
            switch (x, y) {
            case (nil, nil): true
            case let (x?, y?): x == y || abs(x - y) < 0.0005
            default: false
            }
        }
        return same(a.width, b.width) && same(a.height, b.height)
    }

    private static func sameKind(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (x?, y?): x.isFinite == y.isFinite
        default: false
        }
    }

    private static func notAbove(_ recorded: Double?, _ proposed: Double?) -> Bool {
        guard let recorded, let proposed, recorded.isFinite else { return true }
        return recorded <= proposed
    }

    /// Distance between proposals, treating nil as 10 (SwiftUI's placeholder) and infinity as very large.
    private static func distance(_ a: ProposedSize, _ b: ProposedSize) -> Double {
        func value(_ v: Double?) -> Double { min(v ?? 10, 1e9) }
        return abs(value(a.width) - value(b.width)) + abs(value(a.height) - value(b.height))
    }
}
