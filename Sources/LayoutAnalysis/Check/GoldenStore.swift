/// The files a golden check reads and writes: the expected files beside the inputs and the artifacts
/// directory. The command line uses the file system (with atomic writes); tests use memory.
public protocol GoldenStore {
    /// The file's bytes, or nil when it does not exist.
    func read(_ path: String) -> [UInt8]?
    /// Writes the file atomically (a reader never sees half a file), creating its directory if needed.
    func write(_ bytes: [UInt8], to path: String) throws
    /// Removes the file.
    func remove(_ path: String) throws
}

/// A golden store in memory, for tests and dry runs.
public final class MemoryGoldenStore: GoldenStore, @unchecked Sendable {
    public private(set) var files: [String: [UInt8]]

    public init(files: [String: [UInt8]] = [:]) { self.files = files }

    public func read(_ path: String) -> [UInt8]? { files[path] }
    public func write(_ bytes: [UInt8], to path: String) throws { files[path] = bytes }
    public func remove(_ path: String) throws { files[path] = nil }
}
