import LayoutModel

/// Findings as text: one compiler-style line each, so editors and CI annotate the input line.
///
///     fixtures/seed-002/grid-bug.json:17:13: warning: [nested-grid-min-size] Grid/GridRow[0]/Grid[2] replies … Fix: …
///
/// A node without a known location (built in code) prints `file: warning: …`.
public enum FindingRenderer {
    /// `file:line:column: severity: [rule-id] message Fix: fix`
    public static func line(_ finding: Finding) -> String {
        var prefix = finding.file
        if finding.location.isKnown { prefix += ":\(finding.location.line):\(finding.location.column)" }
        return "\(prefix): \(finding.severity.rawValue): [\(finding.ruleID)] \(finding.text)"
    }

    /// One line per finding, each ending in a newline; empty for no findings (the `.findings.txt` golden form).
    public static func lines(_ findings: [Finding]) -> String {
        findings.map { line($0) + "\n" }.joined()
    }

    /// The section `layoutdbg trace` appends to a text trace: a blank line, a count, then the lines.
    /// Empty when there are no findings, so that a clean trace reads exactly as before.
    public static func section(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "" }
        return "\nfindings: \(summary(findings))\n" + lines(findings)
    }

    /// `1 error, 2 warnings`, errors first; `no findings` for none.
    public static func summary(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "no findings" }
        var parts: [String] = []
        for severity in Severity.allCases.reversed() {
            let count = findings.count { $0.severity == severity }
            if count > 0 { parts.append("\(count) \(severity.rawValue)\(count == 1 ? "" : "s")") }
        }
        return parts.joined(separator: ", ")
    }
}
