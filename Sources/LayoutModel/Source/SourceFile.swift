/// A file of a user's program as read: its path as given (diagnostics name it) and its text. The other files of an
/// app that an input uses travel as these, to the reader and to the compiled path alike.
public struct SourceFile: Sendable, Equatable {
    public var path: String
    public var source: String

    public init(path: String, source: String) {
        self.path = path
        self.source = source
    }
}
