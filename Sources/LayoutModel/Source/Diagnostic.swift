/// A problem found in an input, located at `file:line:column`.
public struct Diagnostic: Hashable, Sendable, Error {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note

        /// `note: `: how a message of this severity starts where only text carries it (a compiled program's warnings).
        public var prefix: String { rawValue + ": " }
    }

    public var severity: Severity
    public var message: String
    public var file: String
    public var location: SourceLocation
    /// Extra lines such as "did you mean 'HStack'?".
    public var notes: [String]
    /// The input may be valid Swift that this reader cannot evaluate (a construct it has no model of), rather than a
    /// mistake: the SwiftUI-syntax reader marks these, and `--engine auto` compiles such a file instead.
    public var isReaderLimitation = false
    /// The text `location` counts in when it is no file's but an option's value (`file` is then the option, such as
    /// `--root`): quoted under the message instead of a file's line.
    public var optionText: String?

    public init(_ severity: Severity = .error, _ message: String, file: String, at location: SourceLocation, notes: [String] = []) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.notes = notes
    }

    /// `file:line:column: error: message`, as compilers print it, with notes on following lines.
    public var rendered: String {
        var text = "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        for note in notes { text += "\n\(file):\(location.line):\(location.column): note: \(note)" }
        return text
    }
}

/// Thrown by readers: one or more diagnostics, the first being the one to fix first.
public struct InputError: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }
}
