/// A file of a user's program as read: its path as given (diagnostics name it) and its text. The other files of an
/// app that an input uses travel as these, to the reader and to the compiled path alike.
public struct SourceFile: Sendable, Equatable {
    public var path: String
    public var source: String
    /// The module the file was given as part of: a package target's name, or the name of the folder it was found in
    /// (SwiftPM's `Sources/NAME`). Another file's `import NAME` is then satisfied by the program itself.
    public var module: String?

    public init(path: String, source: String, module: String? = nil) {
        self.path = path
        self.source = source
        self.module = module
    }
}
