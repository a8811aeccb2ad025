#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes (or standard input's), read with `open`, `fstat` and `read`: an input's size is checked and its
/// bytes read in one pass over one descriptor. FileManager's attributes and contents took 6% of a tiny trace's start-up (docs/performance.md
/// item 45), for a dictionary of attributes and a `Data` copied into an array.
enum FileBytes {
    enum Failure: Error {
        case noSuchFile, isDirectory, unreadable, tooLarge
    }

    /// The bytes of the file at `path`, refused when it has more than `limit`: a regular file by its size before
    /// reading, a FIFO or device as its bytes are counted.
    static func contents(of path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .noSuchFile : .unreadable }
        defer { close(descriptor) }
        return try contents(ofDescriptor: descriptor, limit: limit)
    }

    /// The bytes an open descriptor reads to its end (standard input: a pipe, or a file redirected to it), refused as
    /// `contents(of:limit:)` refuses them.
    static func contents(ofDescriptor descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR { throw .isDirectory }
        if kind == S_IFREG, Int(status.st_size) > limit { throw .tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(kind == S_IFREG ? Int(status.st_size) : chunkSize)
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { throw .tooLarge }
        }
    }

    private static let chunkSize = 1 << 16
}
