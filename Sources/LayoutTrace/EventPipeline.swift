import Foundation
import LayoutModel

/// Carries a trace's events from the thread that runs the layout to a thread of its own that handles them (writes
/// the trace, builds the rules' index), in order, a batch at a time.
///
/// Why: in `trace --format json -o FILE` the layout and the handling of its events each took about a quarter of the
/// run on the one thread (perf, docs/performance.md item 23), while the machine's second core sat idle. The events
/// and their order are the same, so the output is the same bytes. At most `inFlight` full batches wait, so memory
/// stays bounded (a few thousand events) and a slow consumer holds the layout back rather than piling events up.
/// A trace shorter than one batch never starts the thread: its events are handled in `finish`.
final class EventPipeline: @unchecked Sendable {
    /// Events per batch: large enough that handing one over (a lock, a signal) costs nothing per event.
    static let batchSize = 4096
    /// Full batches that may wait for the handler before the layout thread waits.
    static let inFlight = 2

    private let handle: (TraceEvent) -> Void
    /// Work done before the first event where the events are handled (`first`); nil once done.
    private var prologue: (() -> Void)?
    /// The batch being filled, touched only by the layout thread.
    @exclusivity(unchecked) private var filling: [TraceEvent] = []
    @exclusivity(unchecked) private var threadStarted = false

    // With `condition` locked:
    private let condition = NSCondition()
    private var waiting: [[TraceEvent]] = []
    private var recycled: [[TraceEvent]] = []
    private var closed = false
    private var drained = false

    /// `handle` is called for every event, in order: on the pipeline's thread, or in `finish` for a short trace.
    init(_ handle: @escaping (TraceEvent) -> Void) {
        self.handle = handle
        filling.reserveCapacity(Self.batchSize)
    }

    /// Has `work` done before the first event is handled, where events are handled (the trace's head, written while
    /// the layout starts). Called before the first `append`.
    func first(_ work: @escaping () -> Void) {
        prologue = work
    }

    /// Adds the next event; hands the batch over when it is full.
    func append(_ event: consuming TraceEvent) {
        filling.append(event)
        if filling.count == Self.batchSize { handOver() }
    }

    /// Handles every event appended so far and ends the thread; returns when the last one has been handled.
    func finish() {
        guard threadStarted else {
            runPrologue()
            for event in filling { handle(event) }
            filling.removeAll(keepingCapacity: true)
            return
        }
        if !filling.isEmpty { handOver() }
        condition.lock()
        closed = true
        condition.broadcast()
        while !drained { condition.wait() }
        condition.unlock()
    }

    /// Drops what is not handled yet and ends the thread, if it runs: for a layout that stopped with an error and
    /// never finishes. (The thread holds the pipeline, so the pipeline cannot end it from its own deinit.)
    func cancel() {
        guard threadStarted else { return }
        condition.lock()
        closed = true
        waiting.removeAll()  // what is not taken yet is dropped: the thread finds nothing more and ends
        condition.broadcast()
        while !drained { condition.wait() }
        condition.unlock()
    }

    private func runPrologue() {
        prologue?()
        prologue = nil
    }

    private func handOver() {
        if !threadStarted {
            threadStarted = true
            Thread {
                self.runPrologue()
                self.drain()
            }.start()
        }
        condition.lock()
        while waiting.count >= Self.inFlight { condition.wait() }
        waiting.append(filling)
        filling = recycled.popLast() ?? []
        condition.broadcast()
        condition.unlock()
        filling.reserveCapacity(Self.batchSize)
    }

    private func drain() {
        condition.lock()
        while true {
            while waiting.isEmpty && !closed { condition.wait() }
            if waiting.isEmpty { break }
            var batch = waiting.removeFirst()
            condition.broadcast()
            condition.unlock()
            for event in batch { handle(event) }
            batch.removeAll(keepingCapacity: true)
            condition.lock()
            recycled.append(batch)
        }
        drained = true
        condition.broadcast()
        condition.unlock()
    }
}
