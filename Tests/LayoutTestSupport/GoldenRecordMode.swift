import Foundation
import LayoutAnalysis
import Testing

/// The record mode of the project's own golden tests: `layoutdbg check`'s, from the same place
/// (`LAYOUTDBG_RECORD=never|missing|failed|all`; else `never` when `CI` is set, else `missing`).
public enum GoldenRecordMode {
    /// The mode in effect, or why the environment names none.
    public static let current: Result<RecordMode, RecordMode.InvalidValue> = RecordMode.resolve(environment: ProcessInfo.processInfo.environment)

    /// The mode in effect; a misspelt `LAYOUTDBG_RECORD` fails the calling test and counts as `never`.
    static func resolved(sourceLocation: SourceLocation) -> RecordMode {
        switch current {
        case .success(let mode): return mode
        case .failure(let invalid):
            Issue.record(Comment(rawValue: describe(invalid)), sourceLocation: sourceLocation)
            return .never
        }
    }

    /// What a test says when `LAYOUTDBG_RECORD` is spelt wrong (the same words as `layoutdbg check`).
    public static func describe(_ invalid: RecordMode.InvalidValue) -> String {
        "'\(invalid.text)' from \(invalid.source) is not a record mode; expected one of: "
            + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
