import Foundation
import LayoutAnalysis

/// The record mode of the project's own golden tests: `layoutdbg check`'s, from the same place
/// (`LAYOUTDBG_RECORD=never|missing|failed|all`; else `never` when `CI` is set, else `missing`).
public enum GoldenRecordMode {
    /// The mode in effect, or why the environment names none.
    public static let current: Result<RecordMode, RecordMode.InvalidValue> = RecordMode.resolve(environment: ProcessInfo.processInfo.environment)

    /// What a test says when `LAYOUTDBG_RECORD` is spelt wrong (the same words as `layoutdbg check`).
    static func describe(_ invalid: RecordMode.InvalidValue) -> String {
        "'\(invalid.text)' from \(invalid.source) is not a record mode; expected one of: "
            + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
