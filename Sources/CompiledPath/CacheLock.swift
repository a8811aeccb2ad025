import Foundation

/// A lock on a file in the cache directory: shared by the runs that use the scratch package's library, exclusive for
/// the run that builds it (it waits until no run uses the library, and the others wait for it). A killed run's lock
/// goes with its process.
final class CacheLock {
    private let descriptor: Int32
    private var held = true

    init(_ url: URL, shared: Bool = false) throws {
        descriptor = open(url.path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
        guard flock(descriptor, shared ? LOCK_SH : LOCK_EX) == 0 else {
            close(descriptor)
            throw CocoaError(.fileLocking)
        }
    }

    /// Releases the lock; again is nothing (the descriptor may be another file's by then).
    func release() {
        guard held else { return }
        held = false
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
