import Foundation

/// Hands a result from a worker thread back to the test.
public final class ThreadResult: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Bool?  // written before `signal`, read after `wait`

    public init() {}

    public func set(_ value: Bool) {
        self.value = value
        done.signal()
    }

    public func wait() -> Bool? {
        done.wait()
        return value
    }
}
