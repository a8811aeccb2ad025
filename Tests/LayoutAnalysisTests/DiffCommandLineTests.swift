import Foundation
import LayoutTestSupport
import Testing

/// `layoutdbg diff` run as users run it: the built binary in a subprocess, from the package root.
@Suite struct DiffCommandLineTests {
    static let bug = "fixtures/diff/seed-002-bug.json"
    static let workaround = "fixtures/diff/seed-002-workaround.json"

    @Test func theSeedDiffIsItsGoldenAndExitsOne() throws {
        let run = try LayoutdbgProcess.run(["diff", Self.bug, Self.workaround])
        #expect(run.status == 1)
        #expect(run.stdout == PackageRoot.read(DiffSeedGoldenTests.golden))
    }

    @Test func anInputAgainstItselfIsEqualAndExitsZero() throws {
        let run = try LayoutdbgProcess.run(["diff", Self.bug, Self.bug, "--no-findings"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n\nsummary: no differences (findings not compared)\n"))
    }

    /// A trace file and an input mix: the trace of the bug, read back from JSON, against the bug traced now.
    @Test func aTraceFileAndAnInputMix() throws {
        let directory = try ScratchDirectory.make("diff")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tracePath = directory.appendingPathComponent("bug.trace.json").path
        #expect(try LayoutdbgProcess.run(["trace", "--format", "json", "--frames", Self.bug, "-o", tracePath]).status == 0)
        let same = try LayoutdbgProcess.run(["diff", tracePath, Self.bug])
        #expect(same.status == 0)
        #expect(same.stdout.hasSuffix("summary: no differences\n"))
        // Two trace files are read side by side.
        let workaroundTrace = directory.appendingPathComponent("workaround.trace.json").path
        #expect(try LayoutdbgProcess.run(["trace", "--format", "json", "--frames", Self.workaround, "-o", workaroundTrace]).status == 0)
        let traces = try LayoutdbgProcess.run(["diff", tracePath, workaroundTrace])
        #expect(traces.status == 1)
        #expect(traces.stdout.contains("first change: Grid/GridRow[0]/Grid[2].frame \"inner\"  reply  (0, 0) zero  → (8, 16) became (0, 0)\n"))
        let broken = directory.appendingPathComponent("broken.trace.json").path
        try Data("{\"format\": \"layoutdbg-trace\", \"header\": {}}".utf8).write(to: URL(fileURLWithPath: broken))
        let unreadable = try LayoutdbgProcess.run(["diff", tracePath, broken])
        #expect(unreadable.status == 65)
        #expect(unreadable.stderr.contains("missing 'formatVersion'"))
        let different = try LayoutdbgProcess.run(["diff", tracePath, Self.workaround, "--format", "json", "--frames-only"])
        #expect(different.status == 1)
        #expect(different.stdout.contains("\n  \"equal\": false,\n"))
        #expect(different.stdout.contains("\"framesChanged\": 9,"))
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let context = try LayoutdbgProcess.run(["diff", Self.bug, Self.workaround, "--context", "-1"])
        #expect(context.status == 64)
        #expect(context.stderr.hasPrefix("error: '-1' is not a number of calls for '--context'"))
        let tolerance = try LayoutdbgProcess.run(["diff", Self.bug, Self.workaround, "--tolerance", "abc"])
        #expect(tolerance.status == 64)
        let missing = try LayoutdbgProcess.run(["diff", Self.bug, "fixtures/diff/no-such-file.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "error: cannot read 'fixtures/diff/no-such-file.json': no such file\n")
        let one = try LayoutdbgProcess.run(["diff", Self.bug])
        #expect(one.status == 64)
    }
}
