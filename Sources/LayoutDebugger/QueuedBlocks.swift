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
        StateWrites.watched = 0
        StateWrites.isWatching = true
        defer { StateWrites.isWatching = false }
        let reached = Flag()
        // The main queue is serial: once this block has run, so has everything queued before it.
        DispatchQueue.main.async { reached.isSet = true }
        var turns = 0
        while !reached.isSet, turns < maximumTurns {
            _ = RunLoop.main.run(mode: .default, before: Date())
            turns += 1
        }
        return StateWrites.watched > 0
    }

    /// The run loop's turns to wait for the queue to reach the marker: it takes one (the run loop drains the queue).
    private static let maximumTurns = 100

    private final class Flag: @unchecked Sendable {
        /// Set and read on the main thread only.
        var isSet = false
    }
}

/// The writes of a different value to a view's state while the queued blocks run: whether they changed anything.
/// Only then, and only on the main thread, is anything counted: every other write (each build carrying the state
/// before it, a test's thread) costs one check.
enum StateWrites {
    /// Set, read and counted on the main thread only (`QueuedBlocks.run`).
    nonisolated(unsafe) static var isWatching = false
    nonisolated(unsafe) static var watched = 0

    /// Counts a write of `new` over `old`; a write of an equal value changes nothing SwiftUI would update.
    static func record<Value>(_ old: Value, _ new: Value) {
        guard Thread.isMainThread, isWatching else { return }
        if let old = old as? any Equatable, isEqual(old, new) { return }
        watched += 1
    }

    private static func isEqual<E: Equatable>(_ old: E, _ new: Any) -> Bool { (new as? E) == old }
}
