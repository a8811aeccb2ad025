import Foundation

/// Runs `body` on a thread with a large stack and waits for it.
///
/// Reading, compiling and sizing a tree recurse once per level; a 10,000-deep input must not overflow
/// the 8 MB (or 512 KB, on secondary threads) default stack. 1 GiB of address space is reserved, and
/// only the pages touched are ever committed.
public func withLargeStack<T>(_ body: @escaping () -> T) -> T {
    let box = ResultBox<T>(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.run()
        done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
    return box.value!
}

/// Carries the result out of the worker thread; the semaphore orders the accesses.
private final class ResultBox<T>: @unchecked Sendable {
    let body: () -> T
    var value: T?

    init(_ body: @escaping () -> T) { self.body = body }
    func run() { value = body() }
}
