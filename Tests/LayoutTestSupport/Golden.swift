import Foundation
import LayoutAnalysis
import Testing

/// The one way a test compares its output with a golden file, under `layoutdbg check`'s record modes
/// (`GoldenRecordMode`).
///
/// It compares first. Only when the file is missing or differs, and the mode records that case, does it write
/// the file, and then the test fails and says so: a run that records never passes, and no test reads back
/// what it has just written.
public enum Golden {
    /// Expects the golden at `relative` (a path from the package root) to hold `actual`. With
    /// `absentMeansEmpty`, a missing file stands for empty output and empty output is recorded by removing it
    /// (the `.findings.txt` convention: no file, no finding).
    public static func expect(_ actual: String, matches relative: String, absentMeansEmpty: Bool = false,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        expect(Array(actual.utf8), matches: relative, absentMeansEmpty: absentMeansEmpty, sourceLocation: sourceLocation)
    }

    public static func expect(_ actual: [UInt8], matches relative: String, absentMeansEmpty: Bool = false,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let mode = GoldenRecordMode.resolved(sourceLocation: sourceLocation)  // a misspelt mode fails every golden test
        if let failure = check(actual, matches: relative, absentMeansEmpty: absentMeansEmpty, mode: mode) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }

    /// The comparison and the recording `expect` does under `mode`: nil on a match, else what the test says.
    public static func check(_ actual: [UInt8], matches relative: String, absentMeansEmpty: Bool = false, mode: RecordMode) -> String? {
        let stored = PackageRoot.bytes(relative)
        if stored == actual || (stored == nil && absentMeansEmpty && actual.isEmpty) { return nil }
        let diff = LineDiff(expected: String(decoding: stored ?? [], as: UTF8.self), actual: String(decoding: actual, as: UTF8.self))
        guard stored == nil ? mode.recordsMissing : mode.recordsMismatches else {
            let problem = stored == nil
                ? "\(relative) does not exist, and record mode '\(mode.rawValue)' writes none"
                : "\(relative) differs from the output (first difference at line \(diff.firstChangedExpectedLine ?? 1))"
            return """
                \(problem).
                \(excerpt(of: diff, name: relative))
                If the new output is right, record it (LAYOUTDBG_RECORD=failed), then read `git diff -- \(relative)` before committing it.
                """
        }
        let removing = absentMeansEmpty && actual.isEmpty
        do {
            let path = PackageRoot.path(relative)
            if removing {
                try FileManager.default.removeItem(atPath: path)
            } else {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try Data(actual).write(to: URL(fileURLWithPath: path), options: .atomic)
            }
        } catch {
            return "could not record \(relative): \(error)"
        }
        let what = stored == nil ? "there was none" : removing ? "removed: the output is now empty" : "it differed"
        return """
            RECORDED \(relative) (\(what); record mode '\(mode.rawValue)'). A test that records fails: \
            run it again without LAYOUTDBG_RECORD, and read `git diff -- \(relative)` before committing it.
            \(stored == nil ? "" : excerpt(of: diff, name: relative))
            """
    }

    /// The line diff, cut after 60 lines: enough to see the first change, short enough to read in a test log.
    private static func excerpt(of diff: LineDiff, name: String) -> String {
        let lines = diff.render(expectedName: name, actualName: "actual output").split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 60 else { return lines.joined(separator: "\n") }
        return lines.prefix(60).joined(separator: "\n") + "\n… \(lines.count - 60) more lines"
    }
}
