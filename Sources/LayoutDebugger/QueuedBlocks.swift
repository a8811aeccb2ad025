// Models: on a device, a block that an action queues on the main queue (`DispatchQueue.main.async { … }`, or a
// main-actor `Task`) runs once the update that ran the action is over, in the order queued (Apple's
// `dispatch_get_main_queue`: "the serial dispatch queue associated with the application's main thread", its blocks
// invoked by a run loop on that thread), and state it sets makes SwiftUI update the view and lay it out again. The
// second measuring idiom depends on it: a GeometryReader's `.onAppear` queues `height = proxy.size.height`. Between
// builds, layoutdbg runs what the actions queued, then builds again if it set state (Tracing.build). Status: inferred
// for the order (queued blocks after all of a build's actions); blocks queued by those blocks run after the next
// build; timed blocks (`asyncAfter`) and `.task` are not run. Only in the compiled program, whose main thread is the
// main queue's.
import Foundation

enum QueuedBlocks {
    /// Runs the blocks queued on the main queue so far, and returns whether they set a view's state. Off the main
    /// thread (the library called from a test, not the compiled program) there is no main run loop to run them on.
    static func run() -> Bool {
        guard Thread.isMainThread else { return false }
        let writes = StateWrites.count
        let reached = Flag()
        // The main queue is serial: once this block has run, so has everything queued before it.
        DispatchQueue.main.async { reached.isSet = true }
        var turns = 0
        while !reached.isSet, turns < maximumTurns {
            _ = RunLoop.main.run(mode: .default, before: Date())
            turns += 1
        }
        return StateWrites.count != writes
    }

    /// The run loop's turns to wait for the queue to reach the marker: it takes one (the run loop drains the queue).
    private static let maximumTurns = 100

    private final class Flag: @unchecked Sendable {
        /// Set and read on the main thread only.
        var isSet = false
    }
}

/// How many times a view's state was set to a different value: the count moves when a queued block changes state.
enum StateWrites {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var writes = 0

    static var count: Int { lock.withLock { writes } }

    /// Counts a write of `new` over `old`; a write of an equal value changes nothing SwiftUI would update.
    static func record<Value>(_ old: Value, _ new: Value) {
        if let old = old as? any Equatable, isEqual(old, new) { return }
        lock.withLock { writes += 1 }
    }

    private static func isEqual<E: Equatable>(_ old: E, _ new: Any) -> Bool { (new as? E) == old }
}
