import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import SeedLayouts
import Testing

/// `--measured`: the leaves a recording measured answer with the device's replies.
@Suite struct MeasuredReplayTests {
    static func recording(_ log: String) -> Trace { ConsoleLogImporter.read(log, file: "device.log").trace }

    static func tree(_ source: String) throws -> ViewTree {
        try InputLoader.parse(Array(source.utf8), file: "View.swift", layouts: SeedLayouts.registry).tree
    }

    static let helloLog = """
        hello Proposal Mode: ProposedViewSize(width: Optional(402.0), height: Optional(385.0))
        hello Required Size: (94.66666666666666, 20.333333333333332)
        """

    @Test func aRecorderOnALeafReplaysItsReplies() throws {
        let result = MeasuredReplay.tables(from: Self.recording(Self.helloLog), recordingFile: "device.log",
                                           for: try Self.tree("VStack { Text(\"Hello, world!\").recordLayout(\"hello\") }"), file: "View.swift")
        #expect(result.warnings.isEmpty)
        #expect(result.tables == ["hello": MeasuredTable(entries: [
            MeasuredEntry(proposal: ProposedSize(width: 402, height: 385), size: Size(width: 94.66666666666666, height: 20.333333333333332)),
        ])])
    }

    /// A recorder around a padded Text or a stack saw its subtree's negotiation, which the simulation reproduces:
    /// not replayed. A recorded name the view does not have is said too.
    @Test func whatCannotBeReplayedIsSaid() throws {
        let log = Self.helloLog + "\nrow Proposal Mode: ProposedViewSize(width: nil, height: nil)\nrow Required Size: (10.0, 10.0)\n"
        let source = "VStack {\n    Text(\"Hello, world!\").padding().recordLayout(\"hello\")\n}\n"
        let result = MeasuredReplay.tables(from: Self.recording(log), recordingFile: "device.log", for: try Self.tree(source), file: "View.swift")
        #expect(result.tables.isEmpty)
        #expect(result.warnings.map { "\($0.file):\($0.location.line): \($0.message)" } == [
            "View.swift:2: 'hello' records more than a leaf; its view keeps the model's replies",
            "device.log:0: the recording has 'row', which no .recordLayout(\"row\") of the view names; not replayed",
        ])
    }

    @Test func aProposalRepliedToDifferentlyKeepsTheFirstReply() throws {
        let log = Self.helloLog + "\n" + Self.helloLog.replacingOccurrences(of: "94.66666666666666", with: "96.0")
        let result = MeasuredReplay.tables(from: Self.recording(log), recordingFile: "device.log",
                                           for: try Self.tree("Text(\"Hello, world!\").recordLayout(\"hello\")"), file: "View.swift")
        #expect(result.tables["hello"]?.entries.map(\.size) == [Size(width: 94.66666666666666, height: 20.333333333333332)])
        #expect(result.warnings.map(\.message) == ["'hello' replied (96, 20.333) to (402, 385) after replying (94.667, 20.333); the first reply is replayed"])
    }
}

/// `--measured` from the command line, on the Text whose width layoutdbg knows a third of a point short.
@Suite(.serialized) struct MeasuredReplayCommandLineTests {
    static let view = "fixtures/device/hello-world.swift"

    static func imported() throws -> (URL, String) {
        let directory = try ScratchDirectory.make("replay")
        let path = directory.appendingPathComponent("hello.recorded.json").path
        let run = try LayoutdbgProcess.run(["import", "fixtures/device/hello-world.log", "-o", path])
        #expect(run.status == 0)
        return (directory, path)
    }

    @Test func theReplayedTextAnswersAsTheDeviceDidAndTheTraceSaysSo() throws {
        let (directory, recording) = try Self.imported()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = try LayoutdbgProcess.run(["trace", Self.view])
        #expect(plain.stdout.contains("    Text[0] ← (402, 385) explicit, measure → (94.333, 20.333)\n"))
        #expect(plain.stdout.contains("  LayoutMonitor[0] \"hello\" @ (84.667, 0) 94.333×20.333, proposed (402, 385)\n"))

        let replayed = try LayoutdbgProcess.run(["trace", Self.view, "--measured", recording])
        #expect(replayed.status == 0)
        #expect(replayed.stderr == "")
        // Every reply of the Text is the device's; centred in the 263.667-wide VStack, it moves a sixth of a point.
        #expect(replayed.stdout.contains("    Text[0] ← (402, 0) mixed(explicit,zero), measure → (94.667, 20.333)  · replayed\n"))
        #expect(replayed.stdout.contains("    Text[0] ← (402, 385) explicit, measure → (94.667, 20.333)  · replayed\n"))
        #expect(replayed.stdout.contains("  LayoutMonitor[0] \"hello\" @ (84.5, 0) 94.667×20.333, proposed (402, 385)\n"))
        let json = try LayoutdbgProcess.run(["trace", Self.view, "--measured", recording, "--format", "json"])
        #expect(json.stdout.contains("{\"column\": 13, \"facts\": {\"measured\": [{\"proposal\": [402, 0], \"size\": [94.667, 20.333]}, {\"proposal\": [402, \"inf\"], \"size\": [94.667, 20.333]}, {\"proposal\": [402, 385], \"size\": [94.667, 20.333]}], \"replayed\": true}, \"id\": 2, \"kind\": \"Text\""))
    }

    /// The device and the simulation part at the Text's width; replayed, they agree.
    @Test func diffWithAndWithoutTheReplay() throws {
        let (directory, recording) = try Self.imported()
        defer { try? FileManager.default.removeItem(at: directory) }
        let parted = try LayoutdbgProcess.run(["diff", recording, Self.view])
        #expect(parted.status == 1)
        #expect(parted.stdout.contains("summary: 3 replies changed (findings not compared)\n"))
        #expect(parted.stdout.contains("first change: hello  reply  (402, 0) mixed(explicit,zero)  → (94.667, 20.333) became (94.333, 20.333)\n"))
        let agreed = try LayoutdbgProcess.run(["diff", recording, Self.view, "--measured", recording])
        #expect(agreed.status == 0)
    }

    @Test func aProposalTheRecordingLacksIsALintFinding() throws {
        let (directory, recording) = try Self.imported()
        defer { try? FileManager.default.removeItem(at: directory) }
        let view = directory.appendingPathComponent("Narrow.swift")
        try Data("VStack { Text(\"Hello, world!\").recordLayout(\"hello\").frame(width: 50) }\n".utf8).write(to: view)
        let lint = try LayoutdbgProcess.run(["lint", view.path, "--measured", recording, "--disable", "overflow"])
        #expect(lint.stdout.contains("[unrecorded-proposal] VStack/LayoutMonitor[0]/Text[0] was proposed (50, 778), which its recording does not hold; it replied (94.667, 20.333), the reply recorded for (402, 385): the smallest recorded proposal, as none is below it."))
        #expect(lint.stdout.contains("Fix: record the view again where the device proposes it (50, 778) (a recorder sees only what the device asks), or leave the estimate."))
    }

    @Test func aCompiledFileCannotReplay() throws {
        let run = try LayoutdbgProcess.run(["trace", "fixtures/seed-002/03-layout-monitor.swift", "--measured",
                                            "fixtures/seed-002/grid-bug-monitor.recorded.json"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("error: --measured replays into views layoutdbg reads itself; fixtures/seed-002/03-layout-monitor.swift ran through the compiled path"))
    }
}
