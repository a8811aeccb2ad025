import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutEngine
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import Testing

/// The trace fixtures of the rules about custom layouts (fixtures/rules/<rule-id>/{triggers,clean}.trace.json):
/// traces of the test layouts in `TestLayouts`, recorded through the engine's custom-layout hook. The input
/// formats cannot name a layout defined in a test, so these fixtures are traces; `lint` reads them like any
/// trace file. Each test lays its tree out again and checks that the fresh trace gives the stored findings,
/// so the fixtures follow the events the engine really records. Record both with `LAYOUTDBG_RECORD=failed` (`Golden`).
@Suite struct RuleTraceFixtureTests {
    typealias S = RuleTestSupport

    struct Case: CustomTestStringConvertible, Sendable {
        var path: String
        var tree: ViewTree
        var testDescription: String { path }
    }

    static let cases: [Case] = {
        let row = { (arguments: [String: Double], label: String) in
            S.layout("Row", arguments, [
                S.color("red", .frame(width: 40, height: 40, alignment: .center)),
                S.text("skipped?"),
                S.color("blue", .frame(width: 40, height: 40, alignment: .center)),
            ], label: label)
        }
        let hashed = { (hash: Double?) -> ViewNode in
            var view = S.color("teal")
            if let hash { view.modifiers.append(LocatedModifier(.layoutValue(key: "contentHash", value: .number(hash)))) }
            return view
        }
        let cachedGrid = { (hashes: [Double?]) in
            ViewTree(root: S.view(S.vStack, [S.text("Header"), S.layout("CachedGrid", [:], hashes.map(hashed), label: "feed")]))
        }
        let cardInGrid = { (card: ViewNode) in
            ViewTree(root: S.view(S.grid, [S.view(S.gridRow, [S.color("orange"), card])],
                                  .frame(width: 300, height: 100, alignment: .center)))
        }
        let prober = { (again: Double) in
            ViewTree(root: S.layout("Prober", ["again": again], [S.view(S.vStack, [S.text("Measured"), S.color()], label: "content")],
                                    label: "prober"))
        }
        return [
            Case(path: "fixtures/rules/unplaced-subview/triggers.trace.json", tree: ViewTree(root: row(["skip": 1], "row"))),
            Case(path: "fixtures/rules/unplaced-subview/clean.trace.json", tree: ViewTree(root: row([:], "row"))),
            Case(path: "fixtures/rules/placed-twice/triggers.trace.json", tree: ViewTree(root: row(["twice": 0], "row"))),
            Case(path: "fixtures/rules/placed-twice/clean.trace.json", tree: ViewTree(root: row([:], "row"))),
            Case(path: "fixtures/rules/zero-fallback-placement/triggers.trace.json", tree: cachedGrid([1, 2, nil])),
            Case(path: "fixtures/rules/zero-fallback-placement/clean.trace.json", tree: cachedGrid([1, 2, 3])),
            Case(path: "fixtures/rules/ignores-proposal/triggers.trace.json",
                 tree: cardInGrid(S.layout("Card", [:], [S.color("blue")], label: "card"))),
            Case(path: "fixtures/rules/placed-outside-bounds/triggers.trace.json", tree: ViewTree(root: row(["outside": 1], "row"))),
            Case(path: "fixtures/rules/placed-outside-bounds/clean.trace.json", tree: ViewTree(root: row([:], "row"))),
            Case(path: "fixtures/rules/geometry-reader-in-layout/triggers.trace.json", tree: ViewTree(root:
                S.view(.geometryReader, [
                    S.layout("Row", [:], [S.color("red", .frame(width: 40, height: 40, alignment: .center)),
                                          S.view(.geometryReader, [S.color("blue")], label: "reader")], label: "row"),
                ], label: "outer"))),
            Case(path: "fixtures/rules/geometry-reader-in-layout/clean.trace.json", tree: ViewTree(root:
                S.view(S.vStack, [
                    S.view(.geometryReader, [S.color("blue")], label: "reader"),
                    S.layout("Row", [:], [S.color("red", .frame(width: 40, height: 40, alignment: .center)), S.text("Label")], label: "row"),
                ]))),
            Case(path: "fixtures/rules/repeated-measurement/triggers.trace.json", tree: prober(1)),
            Case(path: "fixtures/rules/repeated-measurement/clean.trace.json", tree: prober(0)),
        ]
    }()

    @Test(arguments: cases)
    func freshTraceGivesTheStoredFindings(_ fixture: Case) throws {
        let trace = S.located(try S.trace(fixture.tree, input: fixture.path), as: fixture.path)
        let findings = FindingRenderer.lines(FindingsPipeline.findings(trace))
        let goldenPath = S.findingsPath(for: fixture.path)
        // The fixture is compared as a trace: the stored one, read and written again by today's writer, must be
        // the fresh one, so that a change of the writer's formatting alone does not fail the rules' tests.
        let fresh = TraceJSONWriter.write(trace)
        let stored = PackageRoot.bytes(fixture.path).flatMap { try? TraceJSONReader.read($0, file: fixture.path) }
        if stored.map({ TraceJSONWriter.write($0) }) != fresh { Golden.expect(fresh, matches: fixture.path) }
        Golden.expect(findings, matches: goldenPath, absentMeansEmpty: true)
        // The stored trace, read back from its JSON, says the same.
        #expect(try S.findings(ofFixture: fixture.path) == findings)
    }
}
