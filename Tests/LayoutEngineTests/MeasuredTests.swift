import LayoutModel
import Testing

/// Measured leaves: recorded proposal → size pairs, with the step rule of LayoutModel/Tree/MeasuredTable.swift between them.
@Suite struct MeasuredTests {
    static let table = MeasuredTable(entries: [
        MeasuredEntry(proposal: P(nil, nil), size: S(100, 20)),
        MeasuredEntry(proposal: P(50, nil), size: S(50, 40)),
        MeasuredEntry(proposal: P(80, nil), size: S(80, 30)),
        MeasuredEntry(proposal: P(0, 0), size: S(0, 0)),
        MeasuredEntry(proposal: P(inf, inf), size: S(100, 20)),
    ])

    func reply(_ p: ProposedSize) throws -> Size? {
        try run(ViewNode(element: .measured(Self.table)), p).rootSize
    }

    @Test func exactEntry() throws {
        #expect(try reply(P(50, nil)) == S(50, 40))
        #expect(try reply(P(inf, inf)) == S(100, 20))
    }

    @Test func largestRecordedProposalNotAbove() throws {
        // Same kinds (finite, nil): 60 → the 50 entry; 90 → the 80 entry (the nearest of those not above).
        #expect(try reply(P(60, nil)) == S(50, 40))
        #expect(try reply(P(90, nil)) == S(80, 30))
    }

    @Test func smallestAboveWhenNoneIsBelow() throws {
        // 40 is below every (finite, nil) entry → the nearest above, 50.
        #expect(try reply(P(40, nil)) == S(50, 40))
    }

    @Test func nearestOverallWithoutAnEntryOfTheSameKinds() throws {
        // (nil, 50): no (nil, finite) entry. Distances with nil as 10: to (nil, nil) 0 + 40 = 40, to (0, 0) 10 + 50 = 60,
        // to (50, nil) 40 + 40 = 80 → (nil, nil) → 100 × 20.
        #expect(try reply(P(nil, 50)) == S(100, 20))
    }
}
