import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import Testing

/// Two anomalies the rules missed (issue 17): a hard-coded size inside a stack, which probes one axis only, and a
/// `Measured` leaf answering a proposal it has no recording for.
@Suite struct MissedAnomalyTests {
    typealias S = RuleTestSupport

    static let hStack = Element.hStack(alignment: .center, spacing: nil)

    static func findings(_ root: ViewNode, _ proposal: ProposedSize = ProposedSize(width: 402, height: 778)) throws -> [String] {
        let trace = try S.trace(ViewTree(root: root, proposal: proposal), input: "t.json")
        return FindingsPipeline.findings(trace).map { "[\($0.ruleID)] \($0.message)" }
    }

    /// Seed 004's Card (200 × 100 whatever it is offered) beside a label in an HStack: the stack probes its width
    /// with 0 and infinity, then offers a share; the card answers 200 to all three and keeps 100 of the 778 offered.
    @Test func aHardCodedSizeInAStackIsFlagged() throws {
        let root = S.view(Self.hStack, [S.layout("Card", [:], [S.color("blue")], label: "card"), S.text("Title")])
        #expect(try Self.findings(root) == [
            "[ignores-proposal] HStack/Card[0] \"card\" replies width 200 to widths 0, inf and 197 alike, and height 100 to "
                + "height 778, although its content is flexible (HStack/Card[0]/Color[0] takes whatever it is offered): it "
                + "ignores its proposal, like a hard-coded size.",
        ])
        // The same card in a VStack: the probed axis is the height.
        let column = S.view(S.vStack, [S.layout("Card", [:], [S.color("blue")], label: "card"), S.text("Title")])
        #expect(try Self.findings(column).first?.hasPrefix("[ignores-proposal] VStack/Card[0] \"card\" replies height 100 to heights 0, inf and ") == true)
    }

    /// Rows of a set height are a design, not a hard-coded size: the CachedGrid keeps its height in a VStack but
    /// takes the width it is offered.
    @Test func aFixedLengthThatTakesTheOtherAxisIsNotFlagged() throws {
        let hashed = { (hash: Double) -> ViewNode in
            var view = S.color("teal")
            view.modifiers.append(LocatedModifier(.layoutValue(key: "contentHash", value: .number(hash))))
            return view
        }
        let root = S.view(S.vStack, [S.text("Header"), S.layout("CachedGrid", [:], [hashed(1), hashed(2)], label: "feed")])
        #expect(try Self.findings(root) == [])
    }

    /// A row of text keeps its line height whatever height it is offered: its content is not flexible along the
    /// probed axis, so it is not flagged although the text rewraps to other widths.
    @Test func aRowOfTextInAColumnIsNotFlagged() throws {
        let row = S.view(Self.hStack, [S.text("Label"), S.text("a longer value that wraps")])
        #expect(try Self.findings(S.view(S.vStack, [row, S.color("green")])) == [])
    }

    static let label = MeasuredTable(entries: [
        MeasuredEntry(proposal: ProposedSize(width: nil, height: nil), size: Size(width: 180, height: 20.333)),
        MeasuredEntry(proposal: ProposedSize(width: 100, height: nil), size: Size(width: 96, height: 40.667)),
    ])

    /// Proposed (150, nil), which was not recorded, the label answers as it did at (100, nil), and says so.
    @Test func aMeasuredLeafAskedAnUnrecordedProposalSaysWhichEntryAnswered() throws {
        let root = ViewNode(element: .measured(Self.label), label: "label")
        #expect(try Self.findings(root, ProposedSize(width: 150, height: nil)) == [
            "[unrecorded-proposal] Measured \"label\" was proposed (150, nil), which its recording does not hold; "
                + "it replied (96, 40.667), the reply recorded for (100, nil): the largest recorded proposal not above it "
                + "(a reply holds up to the next recorded proposal).",
        ])
        // Below every recorded width: the smallest above; of another kind: the nearest overall.
        #expect(Self.label.answer(to: ProposedSize(width: 50, height: nil)).match == .smallestAbove)
        #expect(Self.label.answer(to: ProposedSize(width: 50, height: 50)).match == .nearest)
        #expect(Self.label.answer(to: ProposedSize(width: 100, height: nil)).match == .recorded)
    }

    /// Asked only what was recorded, it says nothing; asked several unrecorded proposals, one finding lists them.
    @Test func recordedProposalsAreSilentAndOthersAreListedOnce() throws {
        let recorded = ViewNode(element: .measured(Self.label), label: "label")
        #expect(try Self.findings(recorded, ProposedSize(width: 100, height: nil)) == [])
        // In an HStack of height 50 it is probed with (0, 50) and (inf, 50) and offered (71, 50): none recorded, and no
        // recorded proposal has a finite height, so the nearest answers.
        let row = S.view(Self.hStack, [ViewNode(element: .measured(Self.label), label: "label"), S.color("green")])
        let found = try Self.findings(row, ProposedSize(width: 150, height: 50)).filter { $0.hasPrefix("[unrecorded-proposal]") }
        #expect(found == [
            "[unrecorded-proposal] HStack/Measured[0] \"label\" was proposed (0, 50), which its recording does not hold; it "
                + "replied (180, 20.333), the reply recorded for (nil, nil): the nearest recorded proposal, as none has the same "
                + "kinds (nil, infinite, finite). Also not recorded: (inf, 50), (71, 50).",
        ])
    }
}
