#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension InputLimits {
    /// The stack the readers, the engine and the rules recurse on (`withLargeStack`): 1 GiB, which holds `depth` levels
    /// of views and `nodeDepth` nodes in a release build (docs/performance.md items 40 and 46). A debug build (what
    /// `swift run` from a clone runs) keeps every temporary of a function in its frame, about twice a release build's
    /// stack a level, so it reserves 4 GiB where the machine has at least 8 GiB of memory (a smaller one may refuse to
    /// reserve that much at once, and a debug build there reads less deep inputs). Only the pages touched are used.
    public static let stackSize: Int = {
        #if DEBUG
        if physicalMemory >= 8 << 30 { return 4 << 30 }
        #endif
        return 1 << 30
    }()

    /// The machine's memory, from `sysconf`: LayoutModel does not import Foundation, whose `String` methods would
    /// then be what `name.contains("H")` calls in every module that imports this one (0.5% of the Swift reader).
    private static var physicalMemory: Int { sysconf(Int32(_SC_PHYS_PAGES)) * sysconf(Int32(_SC_PAGESIZE)) }
}

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
        for size in [InputLimits.stackSize, 1 << 30] where !started {
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
