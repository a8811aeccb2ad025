import Foundation
import LayoutAnalysis
import LayoutTestSupport
import Testing

/// `layoutdbg lint`, `rules`, `contract` and the findings of `trace`, run as a user runs them: the built
/// executable, from the package root. Each fails when the executable was not built beside the tests.
@Suite struct RuleCLITests {
    typealias S = RuleTestSupport

    static func run(_ arguments: String...) throws -> LayoutdbgProcess.Run { try LayoutdbgProcess.run(arguments) }

    @Test func lintPrintsTheFindingsAndFailsOnTheChosenLevel() throws {
        let golden = RuleTestSupport.golden("fixtures/seed-002/grid-bug.findings.txt", typedAs: "fixtures/seed-002/grid-bug.json")
        let run = try Self.run("lint", "fixtures/seed-002/grid-bug.json")
        #expect(run.status == 0)  // warnings only; lint fails on errors by default
        #expect(run.stdout == golden && run.stderr == "")
        #expect(try Self.run("lint", "--fail-on", "warning", "fixtures/seed-002/grid-bug.json").status == 1)
        #expect(try Self.run("lint", "fixtures/rules/non-finite-size/triggers.json").status == 1)
        #expect(try Self.run("lint", "--fail-on", "never", "fixtures/rules/non-finite-size/triggers.json").status == 0)
        let disabled = try Self.run("lint", "--disable", "container-underfill", "fixtures/seed-002/grid-bug.json")
        #expect(disabled.stdout.split(separator: "\n").count == 1 && disabled.stdout.contains("[nested-grid-min-size]"))
    }

    @Test func lintReadsTracesAndSeveralFiles() throws {
        let run = try Self.run("lint", "fixtures/rules/unplaced-subview/triggers.trace.json", "fixtures/seed-002/grid-bug.json")
        #expect(run.stdout == (PackageRoot.read("fixtures/rules/unplaced-subview/triggers.findings.txt") ?? "")
                + RuleTestSupport.golden("fixtures/seed-002/grid-bug.findings.txt", typedAs: "fixtures/seed-002/grid-bug.json"))
        let missing = try Self.run("lint", "fixtures/nowhere.json", "fixtures/seed-002/grid-bug.json")
        #expect(missing.status == 66 && missing.stderr == "error: cannot read 'fixtures/nowhere.json': no such file\n")
        #expect(missing.stdout == RuleTestSupport.golden("fixtures/seed-002/grid-bug.findings.txt", typedAs: "fixtures/seed-002/grid-bug.json"))
    }

    @Test func unknownRulesGetASuggestion() throws {
        let run = try Self.run("lint", "--disable", "nested-grid-min-sise", "fixtures/seed-002/grid-bug.json")
        #expect(run.status == 64)
        #expect(run.stderr == """
            error: unknown rule 'nested-grid-min-sise'; 'layoutdbg rules' lists the rules
            note: did you mean 'nested-grid-min-size'?
            Run 'layoutdbg lint --help' for usage.

            """)
    }

    @Test func traceAppendsFindingsOrSendsThemToStandardError() throws {
        let text = try Self.run("trace", "fixtures/seed-002/grid-bug.json")
        #expect(text.status == 0)
        #expect(text.stdout.hasSuffix("\nfindings: 2 warnings\n" + RuleTestSupport.golden("fixtures/seed-002/grid-bug.findings.txt", typedAs: "fixtures/seed-002/grid-bug.json")))
        #expect(try Self.run("trace", "--fail-on", "warning", "fixtures/seed-002/grid-bug.json").status == 1)
        let json = try Self.run("trace", "--format", "json", "fixtures/seed-002/grid-bug.json")
        #expect(json.stdout.hasPrefix("{\n  \"format\": \"layoutdbg-trace\"") && json.stdout.hasSuffix("]\n}\n"))
        #expect(json.stderr == RuleTestSupport.golden("fixtures/seed-002/grid-bug.findings.txt", typedAs: "fixtures/seed-002/grid-bug.json"))
        let clean = try Self.run("trace", "fixtures/seed-002/workaround-overlay.json")
        #expect(!clean.stdout.contains("findings"))
    }

    /// `--disable all`: the trace alone, the same bytes, with no findings and no rules' index built.
    @Test func everyRuleCanBeTurnedOff() throws {
        let input = "fixtures/seed-002/grid-bug.json"
        let json = try Self.run("trace", "--format", "json", input)
        let quiet = try Self.run("trace", "--format", "json", "--disable", "all", "--fail-on", "warning", input)
        #expect(quiet.status == 0 && quiet.stderr == "" && quiet.stdout == json.stdout)
        let text = try Self.run("trace", input)
        let quietText = try Self.run("trace", "--disable", "all", input)
        #expect(text.stdout == quietText.stdout + "\nfindings: 2 warnings\n"
                + RuleTestSupport.golden("fixtures/seed-002/grid-bug.findings.txt", typedAs: input))
        let lint = try Self.run("lint", "--disable", "all", "--fail-on", "warning", input)
        #expect(lint.status == 0 && lint.stdout == "" && lint.stderr == "")
        let misspelt = try Self.run("trace", "--disable", "alll", input)
        #expect(misspelt.status == 64 && misspelt.stderr.contains("note: did you mean 'all'?\n"))
    }

    @Test func rulesAndContract() throws {
        #expect(try Self.run("rules", "--markdown").stdout == PackageRoot.read("docs/RULES.md"))
        #expect(try Self.run("rules").stdout == RulesMarkdown.list())
        let broken = try Self.run("contract", "fixtures/rules/non-monotonic/triggers.json", "--node", "badge")
        #expect(broken.status == 1 && broken.stdout.contains("monotonic (width): a proposed width of 10000 gets 60, the larger inf only 40"))
        #expect(try Self.run("contract", "fixtures/rules/nested-grid-min-size/triggers.json", "--node", "inner").status == 0)
        let unknown = try Self.run("contract", "fixtures/rules/non-monotonic/triggers.json", "--node", "bdage")
        #expect(unknown.status == 64 && unknown.stderr.contains("note: did you mean 'badge'?"))
        // Names as the indented trace prints them: a tail of the path, unique or said to be ambiguous.
        #expect(try Self.run("contract", "fixtures/seed-002/grid-bug.json", "--node", "Grid[2]").stdout
                .hasPrefix("contract of Grid/GridRow[0]/Grid[2]: 144 proposals, no violations"))
        let ambiguous = try Self.run("contract", "fixtures/seed-002/grid-bug.json", "--node", "GridRow[0]/Color[0]")
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr.hasPrefix("""
            error: 'GridRow[0]/Color[0]' names 2 views in fixtures/seed-002/grid-bug.json; give more of the path
            note: Grid/GridRow[0]/Color[0] (line 10)
            note: Grid/GridRow[0]/Grid[2]/GridRow[0]/Color[0] (line 24)
            """))
        // Every name the trace prints is accepted as printed; a misspelt one gets the nearest few.
        #expect(try Self.run("contract", "fixtures/seed-002/grid-bug.json", "--node", "Grid[2]/GridRow[0]/Color[0]").stdout
                .hasPrefix("contract of Grid/GridRow[0]/Grid[2]/GridRow[0]/Color[0]: "))
        let misspelt = try Self.run("contract", "fixtures/seed-002/grid-bug.json", "--node", "Grid[2]/GridRow[0]/Colr[0]")
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("note: did you mean 'Grid[2]/GridRow[0]/Color[0]', 'Grid[2]/GridRow[0]/Color[1]'"))
    }
}
