@testable import LayoutAnalysis

/// A golden check over a memory store, set up as `layoutdbg check` sets it up.
enum CheckTestSupport {
    static let artifacts = "/artifacts"

    static func check(_ mode: RecordMode, tolerance: Double = 0) -> GoldenCheck {
        GoldenCheck(mode: mode, numbers: NumberComparison(tolerance: tolerance), artifactsDirectory: artifacts,
                    optionalSuffixes: [".trace.json", ".findings.txt"],
                    allSuffixes: [".trace.txt", ".trace.json", ".findings.txt", ".diagnostics.txt"],
                    traceJSONSuffix: ".trace.json", traceSuffixes: [".trace.txt", ".trace.json"])
    }

    static func expectedPath(_ input: String) -> (String) -> String {
        { suffix in String(input.dropLast(".json".count)) + suffix }
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let log = (1...8).map { "line \($0): (\($0 * 10), 50)" }.joined(separator: "\n") + "\n"

    static func outputs(_ text: String = log) -> [GoldenCheck.Output] {
        [GoldenCheck.Output(suffix: ".trace.txt", bytes: bytes(text))]
    }

    /// The log with line `line` given another number.
    static func changed(_ line: Int) -> String {
        var lines = log.split(separator: "\n").map(String.init)
        lines[line - 1] = "line \(line): (\(line * 10 + 1), 50)"
        return lines.joined(separator: "\n") + "\n"
    }
}
