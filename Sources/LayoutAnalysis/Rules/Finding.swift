import LayoutModel

/// How bad a finding is. `error`: the geometry is invalid (NaN, infinite or negative sizes); `warning`: the
/// layout is valid but almost certainly not what was meant. Ordered, so that `--fail-on` can compare.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// One anomaly found in a trace: which rule, how bad, where (the culprit node and the input line:column it
/// was written at), what is wrong and how to fix it.
///
/// Rendered as a compiler diagnostic by `FindingRenderer`:
///
///     grid.json:17:13: warning: [nested-grid-min-size] Grid/GridRow[0]/Grid[2] "inner" replies (8, 16) … Fix: …
public struct Finding: Hashable, Sendable {
    /// The rule's stable kebab-case id.
    public var ruleID: String
    public var severity: Severity
    /// The input file the node was read from (the trace header's `input`).
    public var file: String
    /// Where the culprit was written; `SourceLocation.unknown` for nodes built in code.
    public var location: SourceLocation
    /// The culprit's index in the trace's node table; nil for findings about a whole pass.
    public var node: Int32?
    /// What is wrong, as one or more sentences that name the culprit by path and label.
    public var message: String
    /// A concrete change that removes the finding.
    public var fix: String
    /// The index (in `Trace.events`) of the event that shows the anomaly best, for tools that link to it.
    public var event: Int?

    public init(ruleID: String, severity: Severity, file: String, location: SourceLocation, node: Int32?,
                message: String, fix: String, event: Int? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.file = file
        self.location = location
        self.node = node
        self.message = message
        self.fix = fix
        self.event = event
    }

    /// The message and the fix as one line of text: `message Fix: fix`.
    public var text: String { fix.isEmpty ? message : "\(message) Fix: \(fix)" }
}
