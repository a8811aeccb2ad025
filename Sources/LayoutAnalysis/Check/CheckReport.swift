/// The words of `layoutdbg check`: one status line per input, and for a failure what happened, where the
/// actual output is, how to compare and how to accept it, then the structural diff and the line diff.
///
///     FAIL fixtures/seed-002/grid-bug.json
///       fixtures/seed-002/grid-bug.trace.txt: the negotiation differs from the expected log (first difference at line 12)
///         actual output: /tmp/layoutdbg-artifacts/fixtures/seed-002/grid-bug.trace.txt
///         compare: diff -u fixtures/seed-002/grid-bug.trace.txt /tmp/layoutdbg-artifacts/fixtures/seed-002/grid-bug.trace.txt
///       accept the new output: layoutdbg check --record failed fixtures/seed-002/grid-bug.json
///
///       layoutdbg diff (expected → actual):
///         …
///
///       line diff of fixtures/seed-002/grid-bug.trace.txt:
///         @@ -12,1 +12,1 @@
///         …
public enum CheckReport {
    /// `ok`, `FAIL` or `RECORDED`, then the input.
    public static func statusLine(_ outcome: GoldenOutcome) -> String {
        if outcome.passed { return "ok       \(outcome.input)" }
        return (outcome.onlyRecorded ? "RECORDED " : "FAIL     ") + outcome.input
    }

    /// One sentence per expected file that did not pass, as annotations and JUnit messages use it.
    public static func headline(_ file: GoldenFileOutcome, mode: RecordMode) -> String {
        switch file.status {
        case .matched:
            return "\(file.path): matches"
        case .recorded:
            return "\(file.path): recorded (there was no expected file; record mode '\(mode.rawValue)'). Review and commit it: "
                + "recording counts as a failure, so a new baseline is never a silent pass"
        case .rerecorded:
            let line = file.lineDiff?.firstChangedExpectedLine.map { " at line \($0)" } ?? ""
            return "\(file.path): re-recorded (record mode '\(mode.rawValue)'); the previous version differed\(line). "
                + "Review the change and commit it"
        case .missing:
            return "\(file.path): no expected file, and record mode 'never' writes none (the default when CI is set)"
        case .mismatch:
            let line = file.lineDiff?.firstChangedExpectedLine.map { " (first difference at line \($0))" } ?? ""
            return "\(file.path): the output differs from the expected file\(line)"
        case .stale(let removed):
            return removed
                ? "\(file.path): removed, since this input no longer produces it"
                : "\(file.path): this input no longer produces it (it now reads or fails differently); remove it, or run with --record all"
        case .writeFailed(let reason):
            return "\(file.path): could not be written: \(reason)"
        case .recordingDiffers:
            return "\(file.path): the simulation parts ways with this recording from a device (check never rewrites a "
                + "recording: mend the layout or the model, or record again on the device; docs/device.md)"
        }
    }

    /// The whole report of a failing input (empty for one that passed). `command` is how the user ran
    /// layoutdbg, for the re-run hints (`layoutdbg`).
    public static func message(_ outcome: GoldenOutcome, mode: RecordMode, command: String = "layoutdbg") -> String {
        guard !outcome.passed else { return "" }
        var lines: [String] = []
        if let error = outcome.error { lines.append("  " + error) }
        if !outcome.failingFindings.isEmpty {
            lines.append("  findings at the --fail-on level:")
            lines += outcome.failingFindings.map { "    " + $0 }
        }
        var canAccept = false
        var missing = false
        for file in outcome.files where !file.status.passed {
            lines.append("  " + headline(file, mode: mode))
            if let actual = file.actualPath {
                lines.append("    actual output: \(actual)")
                if file.status == .mismatch { lines.append("    compare: diff -u \(file.path) \(actual)") }
            }
            if let error = file.artifactError {
                lines.append("    actual output not kept: \(error); give a writable directory with --artifacts DIR")
            }
            if file.status == .mismatch { canAccept = true }
            if file.status == .missing { missing = true }
        }
        if canAccept { lines.append("  accept the new output: \(command) check --record failed \(outcome.input)") }
        if missing { lines.append("  record it: \(command) check --record missing \(outcome.input) (locally; then commit the file)") }
        if let report = outcome.reportPath {
            lines.append("  report: \(report) (open it in a browser: both pictures, the changed views marked)")
        }
        if let diff = outcome.traceDiff {
            lines.append("")
            lines.append("  layoutdbg diff (expected → actual):")
            lines.append(indent(String(decoding: DiffTextRenderer.render(diff), as: UTF8.self), by: 4))
        } else if let note = outcome.traceDiffNote {
            lines.append("")
            lines.append("  (\(note))")
        }
        if let diff = outcome.recordingDiff {
            lines.append("")
            lines.append("  layoutdbg diff (recorded on the device → simulated):")
            lines.append(indent(String(decoding: DiffTextRenderer.render(diff), as: UTF8.self), by: 4))
        }
        for file in outcome.files where !file.status.passed {
            guard let lineDiff = file.lineDiff, !lineDiff.isEmpty else { continue }
            lines.append("")
            if outcome.traceDiff != nil && file.suffix.hasSuffix(".json") {
                // Sequence numbers shift with every added call: the structural diff above says it better.
                lines.append("  line diff of \(file.path): left out (the structural diff above covers it)")
                continue
            }
            lines.append("  line diff of \(file.path):")
            var rendered = lineDiff.render(expectedName: file.path, actualName: file.actualPath ?? "actual output")
                .split(separator: "\n", omittingEmptySubsequences: false)
            if rendered.last == "" { rendered.removeLast() }
            if rendered.count > maxLineDiffLines {
                let more = rendered.count - maxLineDiffLines
                rendered = Array(rendered.prefix(maxLineDiffLines)) + ["… \(more) more line\(more == 1 ? "" : "s"); see the compare command above"]
            }
            lines.append(indent(rendered.joined(separator: "\n"), by: 4))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The longest line diff a report prints; the artifacts hold the whole output.
    public static let maxLineDiffLines = 80

    /// `check: 8 inputs, 7 passed, 1 failed (record mode 'never')`.
    public static func summary(_ outcomes: [GoldenOutcome], mode: RecordMode) -> String {
        let passed = outcomes.count { $0.passed }
        let recorded = outcomes.count { $0.onlyRecorded }
        let failed = outcomes.count - passed - recorded
        var parts = ["\(outcomes.count) input\(outcomes.count == 1 ? "" : "s")", "\(passed) passed", "\(failed) failed"]
        if recorded > 0 { parts.append("\(recorded) recorded") }
        return "check: " + parts.joined(separator: ", ") + " (record mode '\(mode.rawValue)')"
    }

    /// Every non-empty line of `text` indented by `count` spaces, without the final newline.
    static func indent(_ text: String, by count: Int) -> String {
        let pad = String(repeating: " ", count: count)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }
}
