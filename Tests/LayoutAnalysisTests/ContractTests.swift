import LayoutAnalysis
import LayoutDebugCore
import LayoutEngine
import LayoutModel
import LayoutTestSupport
import Testing
import SeedLayouts

/// The contract sweep (Square Blueprint's layout contract) and the engine's probe it runs on.
@Suite struct ContractTests {
    typealias S = RuleTestSupport

    /// A Color: the proposal, nil read as 10.
    static func color(_ p: ProposedSize) -> Size { p.replacingUnspecified() }

    @Test func aColorKeepsTheContract() {
        let sweep = ContractSweep(measure: Self.color)
        #expect(sweep.values.count == 12)
        #expect(sweep.replies.count == 12 && sweep.replies.allSatisfy { $0.count == 12 })
        #expect(sweep.violations.isEmpty)
        #expect(sweep.reply(width: 10, height: 11) == Size(width: .infinity, height: 10))
    }

    @Test func aReplyThatShrinksBreaksMonotonicity() {
        let sweep = ContractSweep(values: [0, 100, .infinity]) { p in
            Size(width: p.width == .infinity ? 40 : 60, height: 20)
        }
        let monotonic = sweep.violations.filter { $0.property == .monotonic }
        #expect(monotonic.count == 3)
        #expect(monotonic.first == ContractSweep.Violation(
            property: .monotonic, axis: .horizontal, smaller: ProposedSize(width: 100, height: 0),
            smallerReply: Size(width: 60, height: 20), larger: ProposedSize(width: .infinity, height: 0),
            largerReply: Size(width: 40, height: 20)))
    }

    /// Monotonic but inconsistent: 50 wide at 100 and more, half the proposal below; the reply to 100 fits in 50,
    /// so 50 must get it too.
    @Test func aReplyThatFitsASmallerProposalMustBeItsReply() {
        let sweep = ContractSweep(values: [50, 100]) { p in
            Size(width: (p.width ?? 0) >= 100 ? 50 : (p.width ?? 0) / 2, height: 10)
        }
        #expect(sweep.violations.allSatisfy { $0.property == .consistent })
        #expect(sweep.violations.map(\.smaller) == [ProposedSize(width: 50, height: 50), ProposedSize(width: 50, height: 50),
                                                    ProposedSize(width: 50, height: 100)])
        #expect(sweep.violations.map(\.larger) == [ProposedSize(width: 100, height: 50), ProposedSize(width: 100, height: 100),
                                                   ProposedSize(width: 100, height: 100)])
    }

    @Test func theReportShowsBothTablesAndTheViolations() {
        let sweep = ContractSweep(values: [0, 100, .infinity, nil]) { p in
            Size(width: p.width == .infinity ? 40 : 60, height: p.height ?? 10)
        }
        #expect(ContractRenderer.render(sweep, node: "Badge \"b\"") == """
            contract of Badge "b": 16 proposals, 7 violations

            reply width (rows: proposed height, columns: proposed width)
                   0   100   inf   nil
              0   60    60*   40*   60
            100   60    60*   40*   60
            inf   60    60*   40*   60
            nil   60    60*   40*   60

            reply height (rows: proposed height, columns: proposed width)
                   0   100   inf   nil
              0    0     0*    0*    0
            100  100   100*  100*  100
            inf  inf   inf*  inf*  inf
            nil   10    10*   10*   10

            violations:
              monotonic (width): a proposed width of 100 gets 60, the larger inf only 40; at heights 0, 100, inf, nil
              consistent: (40, 0), the reply to a larger proposal such as (inf, 0), fits in proposals that get (60, 0) instead: (100, 0)
              consistent: (40, 100), the reply to a larger proposal such as (inf, 100), fits in proposals that get (60, 100) instead: (100, 100)
              consistent: (40, inf), the reply to a larger proposal such as (inf, inf), fits in proposals that get (60, inf) instead: (100, inf)

            """)
    }

    /// The seed's nested Grid, probed on its own: its minimum is its spacing, (8, 16), and it keeps the contract
    /// (FB14556654 is about what the outer Grid does with that minimum, not about the nested Grid's answers).
    @Test func probingTheSeedsNestedGrid() throws {
        let input = try InputLoader.load(path: PackageRoot.path("fixtures/rules/nested-grid-min-size/triggers.json"), layouts: SeedLayouts.registry)
        let probe = try LayoutProbe(tree: input.tree, file: "triggers.json")
        #expect(probe.node(named: "inner") == probe.node(named: "Grid/GridRow[0]/Grid[2]"))
        #expect(probe.node(named: "nothing") == nil)
        #expect(probe.size(ofNodeAt: "inner", proposal: .zero) == Size(width: 8, height: 16))
        #expect(probe.size(ofNodeAt: "inner", proposal: ProposedSize(width: 167, height: 350)) == Size(width: 167, height: 350))
        #expect(probe.size(ofNodeAt: "inner", proposal: .infinity) == Size(width: .infinity, height: .infinity))
        let inner = try #require(probe.node(named: "inner"))
        #expect(ContractSweep { probe.size(of: inner, proposal: $0) }.violations.isEmpty)
    }

    /// Each question is asked afresh: the order of questions does not change the answers.
    @Test func probesDoNotDependOnEachOther() throws {
        let input = try InputLoader.load(path: PackageRoot.path("fixtures/rules/nested-grid-min-size/triggers.json"), layouts: SeedLayouts.registry)
        let probe = try LayoutProbe(tree: input.tree, file: "triggers.json")
        let outer = try #require(probe.node(named: "Grid"))
        let first = probe.size(of: outer, proposal: ProposedSize(width: 350, height: 350))
        _ = probe.size(of: outer, proposal: .zero)
        #expect(probe.size(of: outer, proposal: ProposedSize(width: 350, height: 350)) == first)
        #expect(first == Size(width: 342, height: 350))
    }

    /// Custom layouts are probed too (the seed layouts an input may name), each question on a fresh tree.
    @Test func probingASeedLayout() throws {
        let input = try InputLoader.load(path: PackageRoot.path("fixtures/custom-layouts/constraint-layout.json"), layouts: SeedLayouts.registry)
        let probe = try ContractPipeline.probe(input)
        // Seed 003's ConstraintLayout: the widths it reads from layout values, clamped to the proposal.
        #expect(probe.size(ofNodeAt: "ConstraintLayout", proposal: ProposedSize(width: 100, height: 500)) == Size(width: 100, height: 80))
        #expect(probe.size(ofNodeAt: "ConstraintLayout", proposal: ProposedSize(width: 1000, height: 500)) == Size(width: 208, height: 80))
        #expect(probe.size(ofNodeAt: "ConstraintLayout", proposal: ProposedSize(width: 100, height: 500)) == Size(width: 100, height: 80))
    }
}
