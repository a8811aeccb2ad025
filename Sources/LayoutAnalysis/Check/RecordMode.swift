/// When `layoutdbg check` writes expected files, after swift-snapshot-testing's record modes.
///
/// Recording always counts as a failure, so that a new or changed baseline is never a silent pass: the run
/// that records fails, and the next run (with the file reviewed and committed) passes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write expected files that do not exist yet; compare the others. The default outside CI.
    case missing
    /// Rewrite every expected file whose content changed (and create missing ones). Unchanged files are left
    /// alone and pass.
    case all
    /// Rewrite the expected files that fail to match, and create missing ones.
    case failed
    /// Never write: a missing expected file fails. The default when `CI` is set, so that a retried CI job
    /// cannot pass by recording.
    case never

    /// The environment variable that sets the mode when `--record` is not given.
    public static let environmentVariable = "LAYOUTDBG_RECORD"

    /// The mode in effect: the command line's, else `LAYOUTDBG_RECORD`'s, else `never` in CI and `missing`
    /// elsewhere. Nil when the given or environment value names no mode (`invalid` is the text at fault).
    public static func resolve(option: String?, environment: [String: String], isCI: Bool) -> Result<RecordMode, InvalidValue> {
        if let option {
            guard let mode = RecordMode(rawValue: option) else { return .failure(InvalidValue(text: option, source: "--record")) }
            return .success(mode)
        }
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value) else { return .failure(InvalidValue(text: value, source: environmentVariable)) }
            return .success(mode)
        }
        return .success(isCI ? .never : .missing)
    }

    /// The mode `layoutdbg check` uses without `--record`: `LAYOUTDBG_RECORD`, else `never` when `CI` is set
    /// (and not "false" or "0"), else `missing`. The project's own golden tests resolve their mode here too.
    public static func resolve(environment: [String: String]) -> Result<RecordMode, InvalidValue> {
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
        return resolve(option: nil, environment: environment, isCI: ci)
    }

    /// A record mode that was spelt wrong, and where.
    public struct InvalidValue: Error, Sendable, Equatable {
        public var text: String
        public var source: String
    }

    /// Whether a missing expected file is written.
    public var recordsMissing: Bool { self != .never }

    /// Whether an expected file that does not match is rewritten.
    public var recordsMismatches: Bool { self == .all || self == .failed }
}
