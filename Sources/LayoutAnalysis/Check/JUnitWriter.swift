import LayoutTrace

/// `layoutdbg check --junit FILE`: one JUnit test case per input, the report of a failure as its body.
///
/// No timestamps or durations, so the file is the same on every run with the same results. CI systems
/// (GitHub Actions test reporters, GitLab, Jenkins) show the cases and their messages.
public enum JUnitWriter {
    public static func write(_ outcomes: [GoldenOutcome], mode: RecordMode, command: String = "layoutdbg") -> [UInt8] {
        let failures = outcomes.count { !$0.passed }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"layoutdbg check\" tests=\"\(outcomes.count)\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"layoutdbg check\" tests=\"\(outcomes.count)\" failures=\"\(failures)\">\n"
        for outcome in outcomes {
            let (directory, name) = split(outcome.input)
            xml += "    <testcase classname=\"\(escape(directory))\" name=\"\(escape(name))\" file=\"\(escape(outcome.input))\""
            guard !outcome.passed else { xml += "/>\n"; continue }
            let first = outcome.error ?? outcome.files.first { !$0.status.passed }.map { CheckReport.headline($0, mode: mode) }
                ?? (outcome.failingFindings.first.map { "finding: " + $0 } ?? "failed")
            xml += ">\n      <failure message=\"\(escape(first))\" type=\"\(outcome.onlyRecorded ? "recorded" : "mismatch")\">"
            xml += escape(CheckReport.message(outcome, mode: mode, command: command))
            xml += "</failure>\n    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return Array(xml.utf8)
    }

    /// `("fixtures.seed-002", "grid-bug.json")` for `fixtures/seed-002/grid-bug.json`.
    private static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return ("layoutdbg", path) }
        let directory = path[..<slash].split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: ".")
        return (directory.isEmpty ? "layoutdbg" : directory, String(path[path.index(after: slash)...]))
    }

    static func escape(_ text: String) -> String { MarkupText.escape(text) }
}
