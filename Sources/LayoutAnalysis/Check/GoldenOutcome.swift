/// What happened to one expected file in a check.
public enum GoldenStatus: Sendable, Hashable {
    /// It matched the output.
    case matched
    /// It did not exist and was written (record modes `missing`, `all`, `failed`). A failure.
    case recorded
    /// It differed and was rewritten (record modes `all`, `failed`). A failure.
    case rerecorded
    /// It did not exist and was not written (record mode `never`). A failure.
    case missing
    /// It differed from the output. A failure.
    case mismatch
    /// It exists, but this input no longer produces it (an input that now fails to read keeps an old
    /// `.trace.txt`, or the reverse). A failure; removed when the record mode rewrites.
    case stale(removed: Bool)
    /// Writing it failed. A failure.
    case writeFailed(reason: String)
    /// A recording from a device (`X.recorded.json`) and the simulation part ways. A failure; never rewritten, since
    /// only the device can record it again.
    case recordingDiffers

    public var passed: Bool { self == .matched }
}

/// The check of one expected file.
public struct GoldenFileOutcome: Sendable {
    /// The expected file's path.
    public var path: String
    /// Its suffix (`.trace.txt`, …).
    public var suffix: String
    public var status: GoldenStatus
    /// The line diff against the previous content (mismatch, re-recorded).
    public var lineDiff: LineDiff?
    /// Where the actual output was written for inspection, if it was.
    public var actualPath: String?
    /// Why the actual output could not be written to the artifacts directory, if it could not.
    public var artifactError: String?
}

/// The check of one input: its expected files, and the structural diff of its trace when it changed.
public struct GoldenOutcome: Sendable {
    public var input: String
    public var files: [GoldenFileOutcome]
    /// `layoutdbg diff` of the expected trace (`X.trace.json`) against the actual one, when the trace changed
    /// and the expected JSON exists.
    public var traceDiff: TraceDiff?
    /// Why there is no structural diff although the trace changed, if that is the case.
    public var traceDiffNote: String?
    /// `layoutdbg diff` of the recording from a device (`X.recorded.json`) against the simulation, when they differ.
    public var recordingDiff: TraceDiff?
    /// The HTML page of that diff (both pictures, the changed views marked), written with the actual outputs.
    public var reportPath: String?
    /// Findings at or above `--fail-on`, rendered one per line; any fails the input.
    public var failingFindings: [String] = []
    /// The input could not be rendered at all (unreadable file); any fails the input.
    public var error: String?

    public init(input: String, files: [GoldenFileOutcome], traceDiff: TraceDiff? = nil, traceDiffNote: String? = nil) {
        self.input = input
        self.files = files
        self.traceDiff = traceDiff
        self.traceDiffNote = traceDiffNote
    }

    public var passed: Bool { error == nil && failingFindings.isEmpty && files.allSatisfy { $0.status.passed } }
    /// True when something was recorded (and nothing else failed): the run fails, but by design.
    public var onlyRecorded: Bool {
        !passed && error == nil && failingFindings.isEmpty && files.allSatisfy {
            switch $0.status {
            case .matched, .recorded, .rerecorded, .stale(removed: true): true
            default: false
            }
        }
    }
}
