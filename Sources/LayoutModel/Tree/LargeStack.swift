#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` on a thread with a large stack (`InputLimits.stackSize`) and waits for it.
///
/// Reading, compiling and sizing a tree recurse once per level; a 100,000-deep input must not overflow the 8 MB (or
/// 512 KB, on secondary threads) default stack. The address space is reserved; only the pages touched are committed.
public func withLargeStack<T>(_ body: @escaping () -> T) -> T {
    let box = ResultBox<T>(body)
    LargeStackThread { box.run() }.join()
    return box.value!
}

/// A thread with a large stack (`InputLimits.stackSize`), started when made; `join` waits for it. Made with POSIX
/// threads: Foundation's `Thread` caps its stack at 1 GiB on Linux. Where the system refuses the reservation, the
/// thread gets 1 GiB; where it refuses that too, the body runs on the calling thread.
public final class LargeStackThread: @unchecked Sendable {
    private let body: () -> Void
    #if canImport(Darwin)
    private var handle: pthread_t?
    #else
    private var handle = pthread_t()
    #endif
    private var started = false

    public init(_ body: @escaping () -> Void) {
        self.body = body
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        let context = Unmanaged.passUnretained(self).toOpaque()
        for size in Set([InputLimits.stackSize, 1 << 30]).sorted(by: >) where !started {
            guard pthread_attr_setstacksize(&attributes, size) == 0 else { continue }
            started = pthread_create(&handle, &attributes, largeStackThreadMain, context) == 0
        }
        if !started { body() }
    }

    /// Waits for the body to end.
    public func join() {
        guard started else { return }
        #if canImport(Darwin)
        pthread_join(handle!, nil)
        #else
        pthread_join(handle, nil)
        #endif
        started = false
    }

    fileprivate func run() { body() }
}

// The thread's entry: `join` keeps the LargeStackThread alive while it runs.
#if canImport(Darwin)
private func largeStackThreadMain(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<LargeStackThread>.fromOpaque(context).takeUnretainedValue().run()
    return nil
}
#else
private func largeStackThreadMain(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<LargeStackThread>.fromOpaque(context!).takeUnretainedValue().run()
    return nil
}
#endif

/// Carries the result out of the worker thread; `join` orders the accesses.
private final class ResultBox<T>: @unchecked Sendable {
    let body: () -> T
    var value: T?

    init(_ body: @escaping () -> T) { self.body = body }
    func run() { value = body() }
}
