/// `layoutdbg check --github`: GitHub Actions workflow commands, so that a failing check shows on the
/// expected file's line in the pull request:
///
///     ::error file=fixtures/grid.trace.txt,line=12,title=layoutdbg check::fixtures/grid.trace.txt: the output differs …
///
/// Messages escape `%`, CR and LF; properties also escape `:` and `,` (GitHub's toolkit rules).
public enum GitHubAnnotations {
    public static func lines(_ outcomes: [GoldenOutcome], mode: RecordMode) -> String {
        var text = ""
        for outcome in outcomes where !outcome.passed {
            if let error = outcome.error {
                text += "::error file=\(escapeProperty(outcome.input)),title=\(escapeProperty("layoutdbg check"))::\(escapeData(error))\n"
            }
            // The view that changed first, at its line in the input: a pull request that changes only code shows it
            // inline there (the golden file, which such a pull request does not touch, is annotated below too).
            if let diff = outcome.traceDiff, let first = diff.firstChange.map({ diff.entries[$0] }), first.view >= 0,
               let location = diff.views[first.view].location, location.line > 0 {
                let properties = "file=\(escapeProperty(outcome.input)),line=\(location.line),col=\(location.column),title=\(escapeProperty("layoutdbg check"))"
                let message = "the layout changed here first: \(diff.nodeName(first)): \(DiffJSONWriter.typeName(first.change))"
                    + "\nsummary: \(diff.summary.line)"
                text += "::error \(properties)::\(escapeData(message))\n"
            }
            for file in outcome.files where !file.status.passed {
                // A missing expected file has no line to point at: annotate the input instead.
                let target = file.status == .missing || file.status == .recorded ? outcome.input : file.path
                var properties = "file=\(escapeProperty(target))"
                if let line = file.lineDiff?.firstChangedExpectedLine { properties += ",line=\(line)" }
                properties += ",title=\(escapeProperty("layoutdbg check"))"
                var message = CheckReport.headline(file, mode: mode)
                if let diff = outcome.traceDiff, file.suffix.hasSuffix(".trace.txt") || file.suffix.hasSuffix(".trace.json") {
                    if let first = diff.firstChange.map({ diff.entries[$0] }), first.view >= 0 {
                        message += "\nfirst change: \(diff.nodeName(first)): \(DiffJSONWriter.typeName(first.change))"
                    }
                    message += "\nsummary: \(diff.summary.line)"
                }
                text += "::error \(properties)::\(escapeData(message))\n"
            }
        }
        return text
    }

    static func escapeData(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    static func escapeProperty(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// Replaces scalars (not characters: "\r\n" is one Character in Swift).
    private static func escape(_ text: String, _ table: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = table.first(where: { $0.0 == scalar })?.1 {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
