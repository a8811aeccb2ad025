import Testing
@testable import LayoutAnalysis

/// `GoldenCheck`: record modes, mismatches, artifacts, stale files, tolerance.
@Suite struct CheckTests {
    typealias C = CheckTestSupport
    let input = "fixtures/a.json"
    let golden = "fixtures/a.trace.txt"

    private func run(_ mode: RecordMode, _ store: MemoryGoldenStore, outputs: [GoldenCheck.Output] = C.outputs(), tolerance: Double = 0) -> GoldenOutcome {
        C.check(mode, tolerance: tolerance).check(input: input, outputs: outputs, expectedPath: C.expectedPath(input), store: store)
    }

    @Test func aMatchingFilePasses() {
        let store = MemoryGoldenStore(files: [golden: C.bytes(C.log)])
        let outcome = run(.missing, store)
        #expect(outcome.passed)
        #expect(outcome.files.map(\.status) == [.matched])
        #expect(store.files.count == 1)
    }

    @Test(arguments: [RecordMode.missing, .all, .failed])
    func aMissingFileIsRecordedAndFails(mode: RecordMode) {
        let store = MemoryGoldenStore()
        let outcome = run(mode, store)
        #expect(!outcome.passed)
        #expect(outcome.onlyRecorded)
        #expect(outcome.files.map(\.status) == [.recorded])
        #expect(store.files[golden] == C.bytes(C.log))
        // The next run passes.
        #expect(run(mode, store).passed)
    }

    @Test func aMissingFileFailsWhenRecordingIsOff() {
        let store = MemoryGoldenStore()
        let outcome = run(.never, store)
        #expect(!outcome.passed && !outcome.onlyRecorded)
        #expect(outcome.files.map(\.status) == [.missing])
        #expect(outcome.files[0].actualPath == "/artifacts/fixtures/a.trace.txt")
        #expect(store.files[golden] == nil)
        #expect(store.files["/artifacts/fixtures/a.trace.txt"] == C.bytes(C.log))
    }

    @Test(arguments: [RecordMode.missing, .never])
    func aChangedNumberFailsAndPointsAtItsLine(mode: RecordMode) {
        let store = MemoryGoldenStore(files: [golden: C.bytes(C.changed(5))])
        let outcome = run(mode, store)
        #expect(!outcome.passed && !outcome.onlyRecorded)
        #expect(outcome.files.map(\.status) == [.mismatch])
        #expect(outcome.files[0].lineDiff?.firstChangedExpectedLine == 5)
        #expect(store.files[golden] == C.bytes(C.changed(5)))  // untouched
        #expect(store.files["/artifacts/fixtures/a.trace.txt"] == C.bytes(C.log))
    }

    @Test(arguments: [RecordMode.all, .failed])
    func aChangedFileIsRerecordedAndFails(mode: RecordMode) {
        let store = MemoryGoldenStore(files: [golden: C.bytes(C.changed(5))])
        let outcome = run(mode, store)
        #expect(outcome.files.map(\.status) == [.rerecorded])
        #expect(outcome.onlyRecorded)
        #expect(outcome.files[0].lineDiff?.firstChangedExpectedLine == 5)
        #expect(store.files[golden] == C.bytes(C.log))
        #expect(run(mode, store).passed)
    }

    @Test func recordAllLeavesUnchangedFilesAlone() {
        let store = MemoryGoldenStore(files: [golden: C.bytes(C.log)])
        #expect(run(.all, store).passed)
    }

    @Test func optionalFilesAreCheckedOnlyWhenPresent() {
        let outputs = C.outputs() + [GoldenCheck.Output(suffix: ".trace.json", bytes: C.bytes("{}\n"))]
        let store = MemoryGoldenStore(files: [golden: C.bytes(C.log)])
        #expect(run(.missing, store, outputs: outputs).passed)
        #expect(store.files["fixtures/a.trace.json"] == nil)
        try? store.write(C.bytes("{\"old\": 1}\n"), to: "fixtures/a.trace.json")
        let outcome = run(.missing, store, outputs: outputs)
        #expect(outcome.files.map(\.status) == [.matched, .mismatch])
    }

    @Test func aFileTheInputNoLongerProducesIsStale() {
        let store = MemoryGoldenStore(files: [golden: C.bytes(C.log), "fixtures/a.diagnostics.txt": C.bytes("old error\n")])
        #expect(run(.missing, store).files.map(\.status) == [.matched, .stale(removed: false)])
        #expect(run(.all, store).files.map(\.status) == [.matched, .stale(removed: true)])
        #expect(store.files["fixtures/a.diagnostics.txt"] == nil)
        #expect(run(.missing, store).passed)
    }

    @Test func windowsLineEndingsMatch() {
        let crlf = C.log.replacingAllNewlines()
        #expect(run(.never, MemoryGoldenStore(files: [golden: C.bytes(crlf)])).passed)
    }

    @Test func toleranceAcceptsSmallNumberChanges() {
        let store = MemoryGoldenStore(files: [golden: C.bytes(C.changed(5))])
        #expect(run(.never, store, tolerance: 1).passed)
        #expect(!run(.never, store, tolerance: 0.5).passed)
    }

    @Test func artifactsMirrorTheExpectedPath() {
        let check = C.check(.never)
        #expect(check.artifactPath(for: "fixtures/a.trace.txt") == "/artifacts/fixtures/a.trace.txt")
        #expect(check.artifactPath(for: "/abs/x.trace.txt") == "/artifacts/abs/x.trace.txt")
        #expect(check.artifactPath(for: "./../up/x.trace.txt") == "/artifacts/up/x.trace.txt")
    }

    @Test func recordModesResolveFromOptionThenEnvironmentThenCI() {
        #expect(RecordMode.resolve(option: "all", environment: ["LAYOUTDBG_RECORD": "never"], isCI: true) == .success(.all))
        #expect(RecordMode.resolve(option: nil, environment: ["LAYOUTDBG_RECORD": "failed"], isCI: true) == .success(.failed))
        #expect(RecordMode.resolve(option: nil, environment: [:], isCI: true) == .success(.never))
        #expect(RecordMode.resolve(option: nil, environment: ["LAYOUTDBG_RECORD": ""], isCI: false) == .success(.missing))
        #expect(RecordMode.resolve(option: "sometimes", environment: [:], isCI: false)
                == .failure(RecordMode.InvalidValue(text: "sometimes", source: "--record")))
        #expect(RecordMode.resolve(option: nil, environment: ["LAYOUTDBG_RECORD": "yes"], isCI: false)
                == .failure(RecordMode.InvalidValue(text: "yes", source: "LAYOUTDBG_RECORD")))
    }
}

private extension String {
    func replacingAllNewlines() -> String {
        var result = ""
        for character in self { result += character == "\n" ? "\r\n" : String(character) }
        return result
    }
}
