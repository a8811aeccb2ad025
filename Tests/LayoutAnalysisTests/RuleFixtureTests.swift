import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import Testing

/// Every rule over every fixture of the repository (inputs and trace fixtures, outside fixtures/errors),
/// compared with the `.findings.txt` beside it: absent means no finding. This is the false-positive check:
/// a fixture that is not about a rule must not trip it. Record with `LAYOUTDBG_RECORD=failed` (`Golden`); the
/// findings of trace fixtures are recorded by RuleTraceFixtureTests, which makes those traces.
@Suite struct RuleFixtureTests {
    typealias S = RuleTestSupport

    static let fixtures = S.fixtures()

    @Test(arguments: fixtures)
    func findingsMatchTheGolden(_ fixture: String) throws {
        let goldenPath = S.findingsPath(for: fixture)
        let trace: Trace
        do {
            trace = try S.trace(ofFixture: fixture)
        } catch {
            // Inputs that do not read yet (or are meant to fail) have no trace; their diagnostics have goldens of
            // their own. A findings golden beside one would never be checked, so there must be none.
            #expect(PackageRoot.read(goldenPath) == nil, "\(fixture) does not load (\(error)) but has \(goldenPath)")
            return
        }
        let findings = FindingRenderer.lines(FindingsPipeline.findings(trace))
        if S.isTraceFixture(fixture) {
            #expect(findings == (PackageRoot.read(goldenPath) ?? ""), "\(fixture): findings differ from \(goldenPath) (absent: none)")
        } else {
            Golden.expect(findings, matches: goldenPath, absentMeansEmpty: true)
        }
    }

    @Test func thereAreFixturesToCheck() {
        #expect(Self.fixtures.count >= 2 * RuleRegistry.all.count)
        #expect(Self.fixtures.contains("fixtures/seed-002/grid-bug.json"))
    }

    /// fixtures/rules/<id>/ holds an input or trace that triggers the rule, with a golden naming it, and one
    /// that is clean of every rule.
    @Test(arguments: RuleRegistry.ids)
    func everyRuleHasATriggerAndACleanFixture(_ id: String) throws {
        let directory = "fixtures/rules/\(id)/"
        let triggers = Self.fixtures.filter { $0.hasPrefix(directory + "triggers.") }
        let clean = Self.fixtures.filter { $0.hasPrefix(directory + "clean.") }
        #expect(triggers.count == 1, "\(directory) needs one triggers.json or triggers.trace.json")
        #expect(clean.count == 1, "\(directory) needs one clean.json or clean.trace.json")
        for fixture in triggers {
            let golden = PackageRoot.read(S.findingsPath(for: fixture)) ?? ""
            #expect(golden.contains("[\(id)]"), "\(fixture) does not trigger \(id)")
        }
        for fixture in clean {
            #expect(try S.findings(ofFixture: fixture) == "", "\(fixture) is not clean")
        }
    }

    /// The seed's bug and its two work-arounds: the bug gives the primary finding and its cascade, the
    /// work-arounds nothing (seed 002).
    @Test func seedGridAndItsWorkarounds() throws {
        let bug = try S.findings(ofFixture: "fixtures/seed-002/grid-bug.json")
        #expect(bug == """
            grid-bug.json:4:11: warning: [container-underfill] Grid replies (342, 350) to (350, 350), 8 pt short \
            of its proposed width, although Grid/GridRow[0]/Color[0] grows without bound on that axis (it replies inf to inf). \
            Probable cause: the [nested-grid-min-size] finding on Grid/GridRow[0]/Grid[2] (18:11). Fix: fix the \
            [nested-grid-min-size] finding first; this shortfall is its symptom.
            grid-bug.json:18:11: warning: [nested-grid-min-size] Grid/GridRow[0]/Grid[2] replies (8, 16) to the \
            zero proposal although it grows without bound on both axes (it replies (inf, inf) to (inf, inf)). As a cell spanning \
            2 columns it makes the enclosing Grid reserve that minimum and come out short (SwiftUI bug FB14556654). Fix: add \
            .frame(minWidth: 0, minHeight: 0) to the nested Grid, or host it in Color.clear.overlay { … } and put \
            .gridCellColumns(2) on the Color.

            """)
        for workaround in ["workaround-frame-inside", "workaround-overlay", "grid-without-span"] {
            #expect(try S.findings(ofFixture: "fixtures/seed-002/\(workaround).json") == "", "\(workaround)")
        }
    }
}
