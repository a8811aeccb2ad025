import Foundation
import LayoutTestSupport
import Testing

/// The device loop from the command line: `import` a console log, `diff` it with a simulation, `check` against it.
@Suite(.serialized) struct DeviceCommandLineTests {
    static let log = "fixtures/device/seed-002-monitor.log"
    static let recording = "fixtures/seed-002/grid-bug-monitor.recorded.json"

    /// The committed recording beside the seed view is the import of the article's log, byte for byte.
    @Test func importWritesTheRecordingCheckHolds() throws {
        let directory = try ScratchDirectory.make("import")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("seed.recorded.json").path
        let run = try LayoutdbgProcess.run(["import", Self.log, "-o", target])
        #expect(run.status == 0)
        #expect(run.stderr == "\(Self.log): imported 3 requests of 1 view into \(target)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data(try #require(PackageRoot.bytes(Self.recording))))

        let text = try LayoutdbgProcess.run(["import", Self.log, "--format", "text"])
        #expect(text.stdout == """
            layoutdbg trace of \(Self.log)
            recorded by console log, not simulated: views named as recorded, reasons not known

            pass 1 · root proposal (0, 0) zero
            LayoutMonitor ← (0, 0) zero, recorded → (8, 16)
            LayoutMonitor ← (inf, inf) infinity, recorded → (inf, inf)
            LayoutMonitor ← (167, 350) explicit, recorded → (167, 350)
            pass 1: 3 requests, 0 cache hits, 0 misses, 0 re-measures, 0 placements

            """)
    }

    @Test func aLogWithoutStepsIsAnInputErrorAndWritesNothing() throws {
        let directory = try ScratchDirectory.make("import")
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("app.log")
        try Data("App launched\nnothing to see\n".utf8).write(to: log)
        let run = try LayoutdbgProcess.run(["import", log.path, "-o", directory.appendingPathComponent("out.json").path])
        #expect(run.status == 65)
        #expect(run.stderr.contains("app.log:1:1: error: no LayoutMonitor or Layout Inspector lines in the log\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.json").path))
        let missing = try LayoutdbgProcess.run(["import", "no-such.log"])
        #expect(missing.status == 66)
    }

    @Test func diffSaysWhereTheDeviceAndTheSimulationPartWays() throws {
        let same = try LayoutdbgProcess.run(["diff", Self.recording, "fixtures/seed-002/grid-bug-monitor.json"])
        #expect(same.status == 0)
        #expect(same.stdout.hasSuffix("\n\nsummary: no differences (findings not compared)\n"))
        let parted = try LayoutdbgProcess.run(["diff", Self.recording, "fixtures/seed-002/workaround-frame-inside.json"])
        #expect(parted.status == 1)
        #expect(parted.stdout.contains("\nfirst change: LayoutMonitor  reply  (0, 0) zero  → (8, 16) became (0, 0)\n"))
    }

    /// `X.recorded.json` beside an input is an expected log from a device: check compares the simulation with it,
    /// fails with the diff when they part, and never rewrites it, whatever the record mode.
    @Test func checkHoldsARecordingAsTheExpectedLog() throws {
        let directory = try ScratchDirectory.make("check-recorded")
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("fx"), withIntermediateDirectories: true)
        try manager.copyItem(at: PackageRoot.url.appendingPathComponent("fixtures/seed-002/workaround-frame-inside.json"),
                             to: directory.appendingPathComponent("fx/view.json"))
        let recording = directory.appendingPathComponent("fx/view.recorded.json")
        try manager.copyItem(at: PackageRoot.url.appendingPathComponent(Self.recording), to: recording)
        let before = try Data(contentsOf: recording)

        let run = try LayoutdbgProcess.run(["check", "fx", "--record", "all", "--artifacts", "art"], in: directory)
        #expect(run.status == 1)
        #expect(run.stdout.contains("  fx/view.recorded.json: the simulation parts ways with this recording from a device"))
        #expect(run.stdout.contains("  layoutdbg diff (recorded on the device → simulated):\n"))
        #expect(run.stdout.contains("first change: LayoutMonitor  reply  (0, 0) zero  → (8, 16) became (0, 0)"))
        #expect(try Data(contentsOf: recording) == before)

        // The view the recording was made of passes.
        try manager.removeItem(at: directory.appendingPathComponent("fx/view.json"))
        for suffix in [".trace.txt", ".trace.json"] { try? manager.removeItem(at: directory.appendingPathComponent("fx/view" + suffix)) }
        try manager.copyItem(at: PackageRoot.url.appendingPathComponent("fixtures/seed-002/grid-bug-monitor.json"),
                             to: directory.appendingPathComponent("fx/view.json"))
        _ = try LayoutdbgProcess.run(["check", "fx", "--record", "all"], in: directory)
        let passing = try LayoutdbgProcess.run(["check", "fx"], in: directory)
        #expect(passing.status == 0)
        #expect(passing.stdout == "ok       fx/view.json\ncheck: 1 input, 1 passed, 0 failed (record mode 'missing')\n")
    }
}
