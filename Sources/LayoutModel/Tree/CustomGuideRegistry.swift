#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The guides of the user's own that this process has seen, each stored once and named by its index: alignments hold
/// the index, so copying one (which stacks, frames and trace facts do all the time) copies a number, not a string and
/// a tree of arithmetic. Entries are never removed; a program declares few guides. Guarded by a mutex, as readers
/// and tests run on several threads (the model imports no Foundation, so the lock is the C library's).
final class CustomGuideRegistry: @unchecked Sendable {
    struct Entry: Hashable {
        var name: String
        var defaultValue: GuideComputation?
    }

    static let shared = CustomGuideRegistry()

    private var entries: [Entry] = []
    private var indexes: [Entry: UInt32] = [:]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    private init() {}

    func intern(_ entry: Entry) -> UInt32 {
        locked {
            if let known = indexes[entry] { return known }
            let index = UInt32(entries.count)
            entries.append(entry)
            indexes[entry] = index
            return index
        }
    }

    /// Whether any guide of the user's own was ever made in this process: when not, no tree holds one.
    var isEmpty: Bool { locked { entries.isEmpty } }

    func entry(_ index: UInt32) -> Entry {
        locked { entries[Int(index)] }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
