import LayoutModel
import LayoutTrace

/// Compares the outputs of one input with its expected files, records them as the record mode says, and
/// writes the actual output of every failure to the artifacts directory.
///
/// The caller renders the outputs (`GoldenFiles.render` in LayoutDebugCore, shared with the golden test) and
/// says which expected files must exist; this type knows nothing of the engine or the readers.
public struct GoldenCheck: Sendable {
    /// One rendered output: the expected file's suffix and the bytes it should hold.
    public struct Output: Sendable {
        public var suffix: String
        public var bytes: [UInt8]

        public init(suffix: String, bytes: [UInt8]) {
            self.suffix = suffix
            self.bytes = bytes
        }
    }

    public var mode: RecordMode
    public var numbers: NumberComparison
    /// Where actual outputs of failures go (`--artifacts`, `LAYOUTDBG_ARTIFACTS`, else `.build/layoutdbg-artifacts`).
    public var artifactsDirectory: String
    /// Outputs that are checked only when their expected file exists (`.trace.json`, `.findings.txt`).
    public var optionalSuffixes: Set<String>
    /// Every suffix an expected file can have: one that exists but is not produced any more is stale.
    public var allSuffixes: [String]
    /// The suffix of the JSON trace, read back for the structural diff.
    public var traceJSONSuffix: String
    /// Suffixes whose change is a change of the trace (the structural diff is computed for them).
    public var traceSuffixes: Set<String>
    /// The suffix of a recording from a device that the simulation must match (`.recorded.json`), when checked.
    public var recordedSuffix: String?

    public init(mode: RecordMode, numbers: NumberComparison = NumberComparison(), artifactsDirectory: String,
                optionalSuffixes: Set<String>, allSuffixes: [String], traceJSONSuffix: String, traceSuffixes: Set<String>) {
        self.mode = mode
        self.numbers = numbers
        self.artifactsDirectory = artifactsDirectory
        self.optionalSuffixes = optionalSuffixes
        self.allSuffixes = allSuffixes
        self.traceJSONSuffix = traceJSONSuffix
        self.traceSuffixes = traceSuffixes
    }

    /// Checks `input`'s outputs against the files `expectedPath(suffix)` names.
    public func check(input: String, outputs: [Output], expectedPath: (String) -> String, store: GoldenStore,
                      findings: DiffFindingsHook? = nil) -> GoldenOutcome {
        var files: [GoldenFileOutcome] = []
        // Read every expected file first: re-recording must not hide what the structural diff compares with.
        let previousJSON = store.read(expectedPath(traceJSONSuffix))
        var traceChanged = false
        for output in outputs {
            let path = expectedPath(output.suffix)
            guard let stored = store.read(path) else {
                if optionalSuffixes.contains(output.suffix) { continue }
                if mode.recordsMissing {
                    files.append(GoldenFileOutcome(path: path, suffix: output.suffix, status: write(output.bytes, to: path, store, success: .recorded)))
                } else {
                    let (actual, error) = writeArtifact(output.bytes, for: path, store)
                    files.append(GoldenFileOutcome(path: path, suffix: output.suffix, status: .missing, actualPath: actual, artifactError: error))
                }
                continue
            }
            let expected = Self.normalizeLineEndings(stored)
            if expected == output.bytes {
                files.append(GoldenFileOutcome(path: path, suffix: output.suffix, status: .matched))
                continue
            }
            let lineDiff = LineDiff(expected: String(decoding: expected, as: UTF8.self),
                                    actual: String(decoding: output.bytes, as: UTF8.self), numbers: numbers)
            if lineDiff.isEmpty {  // equal within the tolerance
                files.append(GoldenFileOutcome(path: path, suffix: output.suffix, status: .matched))
                continue
            }
            if traceSuffixes.contains(output.suffix) { traceChanged = true }
            if mode.recordsMismatches {
                files.append(GoldenFileOutcome(path: path, suffix: output.suffix,
                                               status: write(output.bytes, to: path, store, success: .rerecorded), lineDiff: lineDiff))
            } else {
                let (actual, error) = writeArtifact(output.bytes, for: path, store)
                files.append(GoldenFileOutcome(path: path, suffix: output.suffix, status: .mismatch, lineDiff: lineDiff, actualPath: actual,
                                               artifactError: error))
            }
        }
        let produced = Set(outputs.map(\.suffix))
        for suffix in allSuffixes where !produced.contains(suffix) {
            let path = expectedPath(suffix)
            guard store.read(path) != nil else { continue }
            if mode.recordsMismatches {
                do {
                    try store.remove(path)
                    files.append(GoldenFileOutcome(path: path, suffix: suffix, status: .stale(removed: true)))
                } catch {
                    files.append(GoldenFileOutcome(path: path, suffix: suffix, status: .writeFailed(reason: "\(error)")))
                }
            } else {
                files.append(GoldenFileOutcome(path: path, suffix: suffix, status: .stale(removed: false)))
            }
        }
        let recording = recordedSuffix.flatMap { suffix in
            compareRecording(expectedPath(suffix), outputs.first { $0.suffix == traceJSONSuffix }?.bytes, store)
        }
        if let file = recording?.file { files.append(file) }
        var outcome = GoldenOutcome(input: input, files: files)
        outcome.recordingDiff = recording?.diff
        outcome.error = recording?.error
        if traceChanged {
            let compared = structuralDiff(previousJSON, outputs.first { $0.suffix == traceJSONSuffix }?.bytes,
                                          expectedPath(traceJSONSuffix), findings: findings)
            (outcome.traceDiff, outcome.traceDiffNote) = (compared.diff, compared.note)
            // A failure's page beside its actual outputs: what a CI user opens to see what changed.
            if let diff = compared.diff, let traces = compared.traces, !mode.recordsMismatches {
                let page = HTMLDiffReport.render(traces.expected, traces.actual, diff: diff, titleA: "expected", titleB: "actual")
                outcome.reportPath = writeArtifact(page, for: expectedPath(Self.reportSuffix), store).path
            }
        }
        return outcome
    }

    /// The name of a failure's HTML page, beside the input's expected files in the artifacts directory.
    public static let reportSuffix = ".report.html"

    /// `layoutdbg diff expected.trace.json actual` with the two traces, or why it cannot be made.
    private func structuralDiff(_ expected: [UInt8]?, _ actual: [UInt8]?, _ expectedPath: String, findings: DiffFindingsHook?)
        -> (diff: TraceDiff?, note: String?, traces: (expected: Trace, actual: Trace)?) {
        guard let expected else {
            return (nil, "no \(expectedPath) to compare structurally; only the line diff is shown", nil)
        }
        guard let actual else { return (nil, nil, nil) }
        do {
            let a = try TraceJSONReader.read(Self.normalizeLineEndings(expected), file: expectedPath)
            let b = try TraceJSONReader.read(actual, file: "actual")
            let diff = TraceDiffer.diff(a, b, options: TraceDiffOptions(numbers: numbers), findings: findings)
            return diff.isEqual ? (nil, nil, nil) : (diff, nil, (a, b))
        } catch {
            return (nil, "\(expectedPath) cannot be read as a trace (\(error.diagnostics.first?.message ?? "invalid")); only the line diff is shown", nil)
        }
    }

    /// The recording at `path` against the simulation's JSON trace, seen as its recorders saw it; nil when there is
    /// no recording. A recording is never written: only a device makes one.
    private func compareRecording(_ path: String, _ actual: [UInt8]?, _ store: GoldenStore)
        -> (file: GoldenFileOutcome?, diff: TraceDiff?, error: String?)? {
        guard let stored = store.read(path), let actual, let suffix = recordedSuffix else { return nil }
        do {
            let recorded = try TraceJSONReader.read(Self.normalizeLineEndings(stored), file: path)
            let simulated = try TraceJSONReader.read(actual, file: "actual")
            let (a, b) = RecordedViews.comparable(recorded, simulated)
            let diff = TraceDiffer.diff(a, b, options: TraceDiffOptions(numbers: numbers), findings: nil)
            return diff.isEqual ? (GoldenFileOutcome(path: path, suffix: suffix, status: .matched), nil, nil)
                                : (GoldenFileOutcome(path: path, suffix: suffix, status: .recordingDiffers), diff, nil)
        } catch {
            return (nil, nil, "\(path) cannot be read as a trace: \(error.diagnostics.first?.message ?? "invalid")")
        }
    }

    private func write(_ bytes: [UInt8], to path: String, _ store: GoldenStore, success: GoldenStatus) -> GoldenStatus {
        do {
            try store.write(bytes, to: path)
            return success
        } catch {
            return .writeFailed(reason: "\(error)")
        }
    }

    /// Writes the actual output where the artifacts directory mirrors the expected file: its path, or why not.
    private func writeArtifact(_ bytes: [UInt8], for path: String, _ store: GoldenStore) -> (path: String?, error: String?) {
        let target = artifactPath(for: path)
        do {
            try store.write(bytes, to: target)
            return (target, nil)
        } catch {
            return (nil, "cannot write '\(target)': \(error)")
        }
    }

    /// `ARTIFACTS/fixtures/grid.trace.txt` for `fixtures/grid.trace.txt` (absolute paths lose their leading `/`).
    public func artifactPath(for path: String) -> String {
        var relative = Substring(path)
        while relative.hasPrefix("/") { relative = relative.dropFirst() }
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        relative = Substring(relative.split(separator: "/").filter { $0 != ".." }.joined(separator: "/"))
        let base = artifactsDirectory.hasSuffix("/") ? String(artifactsDirectory.dropLast()) : artifactsDirectory
        return base + "/" + relative
    }

    /// CRLF → LF, so that a checkout with Windows line endings still matches.
    static func normalizeLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x0D) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1; continue }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
