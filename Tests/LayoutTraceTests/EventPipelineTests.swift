@testable import LayoutTrace
import LayoutModel
import Testing

/// The pipeline that takes a trace's events to the thread that writes them: every event handled once, in order,
/// whether the trace fills batches (a thread) or not (handled in `finish`); a cancelled one ends its thread.
@Suite struct EventPipelineTests {
    /// What the handler saw, written by one thread at a time (the pipeline's, then this one after `finish`).
    final class Seen: @unchecked Sendable {
        var passes: [Int] = []
        var prologueAt: Int?
    }

    /// Events numbered by their pass, so that order can be read back.
    func event(_ number: Int) -> TraceEvent { .passStart(pass: number, proposal: .unspecified) }

    func handled(_ count: Int) -> Seen {
        let seen = Seen()
        let pipeline = EventPipeline { event in
            if case .passStart(let pass, _) = event { seen.passes.append(pass) }
        }
        pipeline.first { seen.prologueAt = seen.passes.count }
        for number in 0..<count { pipeline.append(event(number)) }
        pipeline.finish()
        return seen
    }

    @Test func aLongTraceIsHandledInOrderOnItsThread() {
        // Three and a half batches: the thread starts, the layout side waits for it at times, the last batch is partial.
        let count = EventPipeline.batchSize * 7 / 2
        let seen = handled(count)
        #expect(seen.passes == Array(0..<count))
        #expect(seen.prologueAt == 0)
    }

    @Test func aShortTraceIsHandledInFinish() {
        let seen = handled(10)
        #expect(seen.passes == Array(0..<10))
        #expect(seen.prologueAt == 0)
    }

    @Test func anEmptyTraceRunsOnlyThePrologue() {
        let seen = handled(0)
        #expect(seen.passes.isEmpty && seen.prologueAt == 0)
    }

    @Test func aCancelledPipelineEndsItsThread() {
        let seen = Seen()
        let pipeline = EventPipeline { event in
            if case .passStart(let pass, _) = event { seen.passes.append(pass) }
        }
        // Four full batches (handed over) and half of a fifth (still being filled when the layout stops).
        let count = EventPipeline.batchSize * 9 / 2
        for number in 0..<count { pipeline.append(event(number)) }
        pipeline.cancel()  // returns once the thread has ended: what it handled is a prefix, in order
        #expect(seen.passes == Array(0..<seen.passes.count))
        #expect(seen.passes.count <= EventPipeline.batchSize * 4)  // never the batch still being filled
    }
}
