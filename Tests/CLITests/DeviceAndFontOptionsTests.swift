import Foundation
import LayoutTestSupport
import Testing

/// `--device`, `--landscape`, `layoutdbg devices` and `--font-metrics`, as a user types them.
@Suite(.serialized) struct DeviceAndFontOptionsTests {
    @Test func theDeviceIsInTheHeaderAndTheRootIsCentredInItsSafeArea() {
        let run = layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--device", "iphone-se", "--landscape")
        #expect(run.status == 0, "\(run.stderr)")
        // iPhone SE in landscape: 667 × 375, no insets; the 350 × 350 frame centred: ((667 − 350) / 2, (375 − 350) / 2).
        #expect(run.stdout.contains("\ndevice iphone-se, landscape · screen (667, 375) @2x · safe area insets none · root centred in the safe area\n"))
        #expect(run.stdout.contains("\nGrid.frame @ (158.5, 12.5) 350×350, proposed (667, 375)\n"))
    }

    @Test func aProposalPutsTheRootAtTheOriginWithNoDevice() {
        let run = layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--proposal", "393x852")
        #expect(!run.stdout.contains("\ndevice "))
        #expect(run.stdout.contains("\nGrid.frame @ (0, 0) 350×350, proposed (393, 852)\n"))
    }

    @Test func anUnknownDeviceSaysWhichExist() {
        let run = layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--device", "iPhone16")
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: unknown device 'iPhone16'; the devices are: iphone-se, iphone-15,"))
        #expect(run.stderr.contains("\nnote: did you mean 'iphone-16'?\n"))
    }

    @Test func devicesListsTheTableAndItsMarkdownIsTheDoc() {
        let run = layoutdbg("devices")
        #expect(run.status == 0)
        #expect(run.stdout.contains("\niphone-16-pro      iPhone 16 Pro                       402 × 874 @3x    top 62, bottom 34    leading 62, bottom 21, trailing 62\n"))
        #expect(layoutdbg("devices", "--markdown").stdout == PackageRoot.read("docs/devices.md"))
    }

    @Test func aFontMetricsFileSetsTheText() throws {
        let directory = try ScratchDirectory.make("font-metrics")
        let file = directory.appendingPathComponent("row.swift")
        try Data("Text(\"Wide\")\n".utf8).write(to: file)
        let metrics = directory.appendingPathComponent("metrics.json")
        try Data("""
            {"format": "layoutdbg-font-metrics", "version": 1, "unitsPerEm": 1000, "advances": {"W": 800},
             "defaultAdvance": 600, "tracking": [[17, -10]], "lineHeight": 1200}
            """.utf8).write(to: metrics)
        let run = layoutdbg("trace", file.path, "--proposal", "nilxnil", "--font-metrics", metrics.path)
        #expect(run.status == 0, "\(run.stderr)")
        // W 800, i d e 600 each, per 1000 at 17 pt, tracking −10/1000 em each: (800 + 1800) × 0.017 − 4 × 0.17 = 43.52
        // → 43.667 on the 3× grid; one line 1200/1000 × 17 = 20.4 → 20.667.
        #expect(run.stdout.contains("Text ← (nil, nil) unspecified, root → (43.667, 20.667)"))
    }

    @Test func aBadFontMetricsFileIsALocatedError() throws {
        let file = try ScratchDirectory.make("font-metrics").appendingPathComponent("bad.json")
        try Data(#"{"format": "layoutdbg-font-metrics", "version": 1, "unitsPerEm": 1000, "defaultAdvance": 500, "advances": {"ab": 3}}"#.utf8).write(to: file)
        let run = layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--font-metrics", file.path)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(file.path):1:108: error: 'ab' is not one character: each key of 'advances' is a single character"))
        #expect(run.stdout.isEmpty)
    }
}

/// A full disk as standard output is a reported error with status 74, never a trap (issue 15).
@Suite struct StandardOutputErrorTests {
    @Test func aFullDiskIsACannotWriteError() throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }  // Linux has it; macOS does not
        let binary = try #require(LayoutdbgProcess.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["trace", "fixtures/seed-002/grid-bug.json"]
        process.currentDirectoryURL = PackageRoot.url
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74)
        #expect(message == "error: cannot write standard output: no space left on device\n")
    }
}
