import Foundation

/// An exclusive lock on a file in the cache directory, so that runs sharing the cache take turns with the scratch
/// package (a second run waits for the first; a killed run's lock goes with its process).
final class CacheLock {
    private let descriptor: Int32

    init(_ url: URL) throws {
        descriptor = open(url.path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            throw CocoaError(.fileLocking)
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
