import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

/// `layoutdbg trace`: the README's command, formats, options, and what happens on bad input.
@Suite(.serialized) struct TraceCommandTests {
    @Test func readmeCommandShowsTheSeedNegotiation() {
        let run = layoutdbg("trace", "fixtures/seed-002/grid-bug.json")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let nested = run.stdout.split(separator: "\n").filter { $0.hasPrefix("    GridRow[0]/Grid[2] ") }
        #expect(nested == [
            "    GridRow[0]/Grid[2] ← (0, 0) zero, probe-min",
            "    GridRow[0]/Grid[2] → (8, 16)",
            "    GridRow[0]/Grid[2] ← (inf, inf) infinity, probe-max",
            "    GridRow[0]/Grid[2] → (inf, inf)",
            "    GridRow[0]/Grid[2] ← (167, 350) explicit, distribute",
            "    GridRow[0]/Grid[2] → (167, 350)",
            "    GridRow[0]/Grid[2] @ (175, 0) 167×350, proposed (167, 350)",
        ])
        #expect(run.stdout.contains("\n  Grid → (342, 350)\n"))
    }

    /// Only the executable, which exits after its one command, leaves a trace's large values to the exit
    /// (`ProcessEnd`): a process running many commands, as the tests do, frees them as it goes.
    @Test func aTraceInAProcessThatGoesOnFreesItsValues() {
        let run = layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--format", "json", "-o", "/dev/null")
        #expect(run.status == 0)
        #expect(!ProcessEnd.keepsValues)
    }

    @Test func outputIsByteIdenticalAcrossRuns() {
        for format in ["text", "table", "json"] {
            let first = layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--format", format, "--frames")
            let second = layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--format", format, "--frames")
            #expect(first.stdout == second.stdout)
            #expect(!first.stdout.isEmpty)
        }
    }

    @Test func jsonFormatStartsWithItsHeader() {
        let run = layoutdbg("trace", "fixtures/elements/color.json", "--format", "json")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("{\n  \"format\": \"layoutdbg-trace\",\n  \"header\": {\"engineVersion\": "))
        #expect(run.stdout.contains("\"rootProposal\": [200, 100]}"))
    }

    @Test func tableFormatHasTheInspectorColumns() {
        let run = layoutdbg("trace", "fixtures/containers/layout-monitor.json", "--format", "table")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("View"))
        #expect(lines[0].contains("Proposal") && lines[0].contains("Reason") && lines[0].contains("Response"))
        #expect(lines[2].hasPrefix("LayoutMonitor \"probe\""))
        #expect(lines[2].hasSuffix("(200, 100)"))
    }

    /// Each node a struct of the file made names the struct, once, in the text and the table.
    @Test func nodesNameTheStructThatMadeThem() {
        let text = layoutdbg("trace", "fixtures/swift-files/declared-views.swift", "--engine", "interpret")
        #expect(text.stdout.contains("\nHStack ← (402, 778) explicit, root  · in Row (declared-views.swift:15)\n"))
        #expect(text.stdout.contains("\n    Text[1].padding ← (0, 774) mixed(zero,explicit), measure  · in Badge (declared-views.swift:6)\n"))
        #expect(text.stdout.components(separatedBy: "· in Badge").count == 3)  // two badges, each named once
        let table = layoutdbg("trace", "fixtures/swift-files/declared-views.swift", "--engine", "interpret", "--format", "table")
        let rows = table.stdout.split(separator: "\n")
        #expect(rows[0].hasSuffix("Response           Declared"))
        #expect(rows[2].hasPrefix("HStack ") && rows[2].hasSuffix("(402, 32.333)      in Row (declared-views.swift:15)"))
        #expect(rows[3].hasSuffix("   12"))  // a Text asked its width for 0 answers 0, plus the padding
    }

    @Test func quirkFlagsChangeTheSeedOutcome() {
        let run = layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--no-quirk", "grid-span-min-reservation")
        #expect(run.status == 0)
        #expect(run.stdout.contains("\n  Grid → (350, 350)\n"))
        #expect(run.stdout.contains("GridRow[0]/Grid[2] ← (171, 350) explicit, distribute"))
    }

    @Test func proposalOverride() {
        let run = layoutdbg("trace", "fixtures/elements/color.json", "--proposal", "100xnil")
        #expect(run.stdout.contains("pass 1 · root proposal (100, nil) mixed(explicit,unspecified)"))
    }

    @Test func outputFileIsWrittenAtomically() throws {
        let directory = try ScratchDirectory.make("cli")
        let path = directory.appendingPathComponent("trace.txt").path
        let run = layoutdbg("trace", "fixtures/elements/color.json", "-o", path)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == layoutdbg("trace", "fixtures/elements/color.json").stdout)
    }

    @Test func nothingIsWrittenWhenTheInputIsBad() throws {
        let directory = try ScratchDirectory.make("cli")
        let input = directory.appendingPathComponent("bad.json")
        try Data("{\"root\": {\"view\": \"HStak\"}}".utf8).write(to: input)
        let output = directory.appendingPathComponent("out.txt").path
        let run = layoutdbg("trace", input.path, "-o", output)
        #expect(run.status == 65)
        #expect(run.stderr.contains("bad.json:1:19: error: unknown element 'HStak'"))
        #expect(run.stderr.contains("did you mean 'HStack'?"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func missingFileIsStatus66() {
        let run = layoutdbg("trace", "fixtures/no-such-file.json")
        #expect(run.status == 66)
        #expect(run.stderr == "error: cannot read 'fixtures/no-such-file.json': no such file\n")
    }

    @Test func emptyFileIsALocatedError() throws {
        let directory = try ScratchDirectory.make("cli")
        let input = directory.appendingPathComponent("empty.json")
        try Data().write(to: input)
        let run = layoutdbg("trace", input.path)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(input.path):1:1: error: "))
    }
}
