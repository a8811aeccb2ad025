import LayoutDebugCore
import LayoutTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `-o` outputs without ever destroying what the path names:
/// - `-` and `/dev/stdout` are standard output;
/// - a FIFO, a device or any other file that is not a regular file is written into, never replaced (so `-o /dev/full`
///   reports the full disk instead of deleting the device);
/// - a symlink is followed, and its target replaced;
/// - a regular file (or a new one) is written to a temporary file beside it, which then takes its place in one step
///   (`replacingRename`), so a reader never sees half a file and a failed run leaves the old file as it was; the file
///   keeps its mode.
/// Temporary files are named `.NAME.layoutdbg-PID.tmp`; one left by a run that was killed is removed by the next
/// write to the same path. Failing to create the file is `cannotWrite` (73), failing on the way `writeFailed` (74).
enum OutputFile {
    /// `-o FILE`, as every command that writes a file offers it.
    static let option = OptionSpec.value("--output", "-o", valueName: "FILE",
                                         help: "Write to FILE instead of standard output, in one rename (a symlink's target; a FIFO or device is written into); '-' is standard output.")

    /// The paths that mean standard output.
    static let standardOutputPaths: Set<String> = ["-", "/dev/stdout"]

    static func write(_ bytes: [UInt8], to path: String, io: CommandIO) throws(CommandError) {
        if bytes.count > io.limits.output { throw .pastLimit(.output, io.limits) }
        if standardOutputPaths.contains(path) {
            io.out(bytes)
            return
        }
        let target = try resolvingSymlinks(path)
        var status = stat()
        let exists = stat(target, &status) == 0
        if exists, (status.st_mode & S_IFMT) != S_IFREG {
            try writeInPlace(bytes, to: target, shownAs: path)
            return
        }
        try replace(target, with: bytes, shownAs: path, mode: exists ? status.st_mode & 0o7777 : nil)
    }

    /// Writes what `body` writes into the file `path` names, as `write` does, but a buffer at a time: a regular file's
    /// output goes to its temporary file as it is made and is never held whole (a 100,000-node JSON trace is 400 MB).
    /// Standard output redirected to a regular file (`io.standardOutputFile`) is written a buffer at a time too, and
    /// cut back to where it stood if the output fails. Other standard outputs, FIFOs and devices get the output in one
    /// piece, so that past the output limit nothing of it reaches them; a regular file past the limit is removed before
    /// the rename, so nothing is written either.
    static func stream(to path: String, io: CommandIO, _ body: (inout ByteWriter) throws(CommandError) -> Void) throws(CommandError) {
        func whole() throws(CommandError) {
            // Collected a buffer at a time and no further than the limit: a deep tree's text trace, past the limit,
            // would otherwise be held whole (its indentation grows with the square of the depth).
            var kept: [UInt8] = []
            var over = false
            var out = ByteWriter(capacity: streamBuffer) { chunk in
                guard kept.count + chunk.count <= io.limits.output else {
                    over = true
                    return false
                }
                kept.append(contentsOf: chunk)
                return true
            }
            try body(&out)
            out.flush()
            if over { throw .pastLimit(.output, io.limits) }
            try write(kept, to: path, io: io)
        }
        if standardOutputPaths.contains(path) {
            // Whatever standard output already holds goes first, so only an empty one is written into directly.
            guard let descriptor = io.standardOutputFile, io.stdout.isEmpty else { return try whole() }
            return try streamIntoFile(descriptor, shownAs: path, io: io, body)
        }
        let target = try resolvingSymlinks(path)
        var status = stat()
        let exists = stat(target, &status) == 0
        if exists, (status.st_mode & S_IFMT) != S_IFREG { return try whole() }
        var end = StreamEnd.written
        do {
            try replace(target, shownAs: path, mode: exists ? status.st_mode & 0o7777 : nil) { descriptor in
                end = fill(descriptor, limit: io.limits.output, body)
                return end.errorNumber
            }
        } catch {
            throw end.error(io: io) ?? error
        }
    }

    /// Streams into an open regular file from its current end; a failed output is cut off again, leaving the file as
    /// it was (a shell's `>` or `>>` file).
    private static func streamIntoFile(_ descriptor: Int32, shownAs path: String, io: CommandIO,
                                       _ body: (inout ByteWriter) throws(CommandError) -> Void) throws(CommandError) {
        var status = stat()
        // An append-mode descriptor writes at the end whatever its offset says.
        let start = fcntl(descriptor, F_GETFL) & O_APPEND != 0 && fstat(descriptor, &status) == 0
            ? status.st_size : lseek(descriptor, 0, SEEK_CUR)
        let end = fill(descriptor, limit: io.limits.output, body)
        guard let number = end.errorNumber else { return }
        if start >= 0 {
            _ = ftruncate(descriptor, start)
            _ = lseek(descriptor, start, SEEK_SET)
        }
        throw end.error(io: io) ?? .writeFailed(path: path, reason: reason(number))
    }

    /// How streaming an output into a descriptor ended.
    private enum StreamEnd {
        case written
        case writeFailed(Int32)
        case pastLimit
        case bodyFailed(CommandError)

        /// The error number that fails the write: the system's, or ECANCELED when the output itself stopped.
        var errorNumber: Int32? {
            switch self {
            case .written: nil
            case .writeFailed(let number): number
            case .pastLimit, .bodyFailed: ECANCELED
            }
        }

        /// The error to report instead of the write's: the body's own (the layout that makes the output failed), or
        /// the output limit.
        func error(io: CommandIO) -> CommandError? {
            switch self {
            case .bodyFailed(let error): error
            case .pastLimit: .pastLimit(.output, io.limits)
            case .written, .writeFailed: nil
            }
        }
    }

    /// Runs `body` with a writer whose buffers go to `descriptor` as they fill, stopping at the first failed write or
    /// at `limit` bytes.
    private static func fill(_ descriptor: Int32, limit: Int,
                             _ body: (inout ByteWriter) throws(CommandError) -> Void) -> StreamEnd {
        var failure: Int32?
        var over = false
        var total = 0
        var out = ByteWriter(capacity: streamBuffer) { chunk in
            total += chunk.count
            if total > limit {
                over = true
                return false
            }
            failure = writeAll(chunk, to: descriptor)
            return failure == nil
        }
        do throws(CommandError) {
            try body(&out)
        } catch {
            return .bodyFailed(error)
        }
        out.flush()
        if over { return .pastLimit }
        return failure.map(StreamEnd.writeFailed) ?? .written
    }

    /// How much a streamed output holds before it is written: large enough that each write(2) is cheap.
    static let streamBuffer = 1 << 20

    /// Makes `directory` and its missing parents (`mkdir -p`), saying in the C library's words why one cannot be made.
    static func makeDirectories(_ directory: String) throws(CommandError) {
        var path = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o777) != 0, errno != EEXIST { throw .cannotWrite(path: directory, reason: reason(errno)) }
            var status = stat()
            if stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR {
                throw .cannotWrite(path: directory, reason: reason(ENOTDIR))
            }
        }
    }

    /// The file a path names after following symlinks (a dangling one names the file to create).
    private static func resolvingSymlinks(_ path: String) throws(CommandError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .cannotWrite(path: path, reason: reason(errno)) }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : directory(of: current) + "/" + destination
        }
        throw .cannotWrite(path: path, reason: "too many levels of symbolic links")
    }

    /// Writes into an existing file that is not a regular file (a FIFO, a terminal, a device).
    private static func writeInPlace(_ bytes: [UInt8], to target: String, shownAs path: String) throws(CommandError) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        if let failure = writeAll(bytes, to: descriptor) { throw .writeFailed(path: path, reason: reason(failure)) }
    }

    /// Writes a temporary file beside `target` and renames it over `target`.
    private static func replace(_ target: String, with bytes: [UInt8], shownAs path: String, mode: mode_t?) throws(CommandError) {
        try replace(target, shownAs: path, mode: mode) { writeAll(bytes, to: $0) }
    }

    /// Has `fill` write a temporary file beside `target` (returning the error number of a failure, or nil) and puts it
    /// in `target`'s place (`replacingRename`; `mode` is nil when there is no file there yet); a failure removes it and
    /// leaves `target` as it was.
    private static func replace(_ target: String, shownAs path: String, mode: mode_t?,
                                _ fill: (Int32) -> Int32?) throws(CommandError) {
        let directory = directory(of: target)
        let name = target.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? target
        removeStaleTemporaries(of: name, in: directory)
        let temporary = directory + "/." + name + ".layoutdbg-\(getpid()).tmp"
        // A new file gets the mode any new file gets (0666 less the umask); a replaced one keeps its own.
        let createMode = mode ?? 0o666
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, createMode)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: reason(errno)) }
        var failure = fill(descriptor)
        if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil { failure = replacingRename(temporary, over: target, targetExists: mode != nil) }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason(failure))
        }
    }

    /// Writes every byte, retrying after interruptions; the error number of a failure, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Removes `.NAME.layoutdbg-PID.tmp` files whose process is gone (a run that was killed mid-write).
    private static func removeStaleTemporaries(of name: String, in directory: String) {
        let prefix = "." + name + ".layoutdbg-"
        DirectoryEntries.forEach(in: directory) { bytes in
            let entryName = String(decoding: bytes, as: UTF8.self)
            guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp"),
                  let pid = Int32(entryName.dropFirst(prefix.count).dropLast(4)), pid != getpid() else { return }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(directory + "/" + entryName) }
        }
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The C library's words for an error number, with a lower-case first letter as the tool's messages have.
    private static func reason(_ number: Int32) -> String {
        let text = String(cString: strerror(number))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

/// `write(2)`, named apart from the `write` functions of this file.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #else
    return Glibc.write(descriptor, buffer, count)
    #endif
}
