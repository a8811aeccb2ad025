import Foundation
import Testing

/// `layoutdbg diff` run as users run it: the built binary in a subprocess, from the package root.
@Suite struct DiffCommandLineTests {
    static let root = CheckCommandLineTests.root

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    private func run(_ arguments: [String]) throws -> Run {
        let binary = try #require(CheckCommandLineTests.binary, "build the layoutdbg product first (swift build --build-tests)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    static let bug = "fixtures/diff/seed-002-bug.json"
    static let workaround = "fixtures/diff/seed-002-workaround.json"

    @Test func theSeedDiffIsItsGoldenAndExitsOne() throws {
        let run = try run(["diff", Self.bug, Self.workaround])
        #expect(run.status == 1)
        let golden = try String(contentsOf: Self.root.appendingPathComponent("fixtures/diff/seed-002-workaround.diff.txt"), encoding: .utf8)
        #expect(run.stdout == golden)
    }

    @Test func anInputAgainstItselfIsEqualAndExitsZero() throws {
        let run = try run(["diff", Self.bug, Self.bug, "--no-findings"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n\nsummary: no differences (findings not compared)\n"))
    }

    /// A trace file and an input mix: the trace of the bug, read back from JSON, against the bug traced now.
    @Test func aTraceFileAndAnInputMix() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tracePath = directory.appendingPathComponent("bug.trace.json").path
        #expect(try run(["trace", "--format", "json", "--frames", Self.bug, "-o", tracePath]).status == 0)
        let same = try run(["diff", tracePath, Self.bug])
        #expect(same.status == 0)
        #expect(same.stdout.hasSuffix("summary: no differences\n"))
        // Two trace files are read side by side.
        let workaroundTrace = directory.appendingPathComponent("workaround.trace.json").path
        #expect(try run(["trace", "--format", "json", "--frames", Self.workaround, "-o", workaroundTrace]).status == 0)
        let traces = try run(["diff", tracePath, workaroundTrace])
        #expect(traces.status == 1)
        #expect(traces.stdout.contains("first change: Grid/GridRow[0]/Grid[2] \"inner\"  reply  (0, 0) zero  → (8, 16) became (0, 0)\n"))
        let broken = directory.appendingPathComponent("broken.trace.json").path
        try Data("{\"format\": \"layoutdbg-trace\", \"header\": {}}".utf8).write(to: URL(fileURLWithPath: broken))
        let unreadable = try run(["diff", tracePath, broken])
        #expect(unreadable.status == 65)
        #expect(unreadable.stderr.contains("missing 'formatVersion'"))
        let different = try run(["diff", tracePath, Self.workaround, "--format", "json", "--frames-only"])
        #expect(different.status == 1)
        #expect(different.stdout.contains("\n  \"equal\": false,\n"))
        #expect(different.stdout.contains("\"framesChanged\": 9,"))
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let context = try run(["diff", Self.bug, Self.workaround, "--context", "-1"])
        #expect(context.status == 64)
        #expect(context.stderr.hasPrefix("error: '-1' is not a number of calls for '--context'"))
        let tolerance = try run(["diff", Self.bug, Self.workaround, "--tolerance", "abc"])
        #expect(tolerance.status == 64)
        let missing = try run(["diff", Self.bug, "fixtures/diff/no-such-file.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "error: cannot read 'fixtures/diff/no-such-file.json': no such file\n")
        let one = try run(["diff", Self.bug])
        #expect(one.status == 64)
    }
}
