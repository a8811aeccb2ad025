import LayoutModel

/// Something that reads a trace's events once, in order, as they are made: the rules' index
/// (`TraceIndex.Builder`) is one, so that `layoutdbg trace` never holds the events.
public protocol TraceEventConsumer: AnyObject {
    /// Called once, before the first event, with the trace's header and node table.
    func begin(header: TraceHeader, nodes: [NodeInfo])
    /// The event numbered `seq` (1 for the first).
    func consume(_ event: TraceEvent, seq: Int32)
}

/// The observer that writes a trace while the layout runs, a fixed-size buffer at a time (`ByteWriter` with a
/// sink), instead of keeping its events as `TraceRecorder` does: the output of a 100,000-view trace is hundreds of
/// megabytes, and this way it is never in memory whole. The bytes are those the renderer writes for a whole
/// trace, as both go through the same writer (`TraceJSONWriter`'s parts, `TraceTextRenderer.EventWriter`).
///
/// It holds one node table, so it serves one layout of one tree: a session whose update adds nodes (a state pass)
/// records with `TraceRecorder`. JSON puts frames in the node table, before the events: `--frames` in JSON is
/// recorded whole too.
public final class StreamingTraceRecorder: LayoutObserver {
    public enum Format: Sendable {
        case json
        case text(TraceTextRenderer.Options)
    }

    private let out: UnsafeMutablePointer<ByteWriter>?
    private let format: Format?
    private let input: String
    private let engineVersion: String
    private let os: String?
    private var started = false
    /// The text format's writer (nil for JSON), mutated in place on every event by the one thread running the layout.
    @exclusivity(unchecked) private var text: TraceTextRenderer.EventWriter?
    private let consumer: (any TraceEventConsumer)?
    /// The consumer reads each event on the layout's thread as it is recorded, when the pipeline's thread also writes
    /// the trace: writing is the larger part, and the layout's thread waited for it (perf, docs/performance.md item
    /// 53). With nothing to write, the pipeline's thread is the consumer's alone.
    private let consumesOnRecord: Bool
    @exclusivity(unchecked) public private(set) var eventCount: Int32 = 0
    /// Events handed to the writer and the consumer so far (behind `eventCount` while the pipeline holds some).
    @exclusivity(unchecked) private var handledCount: Int32 = 0
    /// Takes the events to a thread of their own when there is anything to do with them.
    @exclusivity(unchecked) private var pipeline: EventPipeline?
    /// `pipeline` as `record` reads it, for every event: loading the strong reference retained and released it
    /// around each call (docs/performance.md item 58). The recorder holds it strongly for as long as it lives.
    @exclusivity(unchecked) private var recordPipeline: Unmanaged<EventPipeline>?
    /// The header written, once the run began.
    public private(set) var header: TraceHeader?
    public private(set) var nodes: [NodeInfo] = []

    /// `out` must stay valid until `finish`; `consumer` sees every event after it is written. Without a format (and
    /// `out`) nothing is written: the consumer alone reads the events (`lint` needs the findings, not the trace).
    public init(_ format: Format?, into out: UnsafeMutablePointer<ByteWriter>?, input: String, engineVersion: String,
                os: String?, consumer: (any TraceEventConsumer)? = nil) {
        self.out = out
        self.format = format
        self.input = input
        self.engineVersion = engineVersion
        self.os = os
        self.consumer = consumer
        consumesOnRecord = out != nil && consumer != nil
        if out != nil || consumer != nil {
            // The pipeline's thread calls back while the recorder lives (finish waits for it, deinit cancels it):
            // no reference counting across threads.
            pipeline = EventPipeline { [unowned(unsafe) self] event in self.handle(event) }
            recordPipeline = pipeline.map { Unmanaged.passUnretained($0) }
        }
    }

    deinit { pipeline?.cancel() }

    public func begin(nodes: [NodeInfo], quirks: QuirkSet, rootProposal: ProposedSize, window: Window?) {
        // A second begin (a session's update that added nodes) cannot be written after the table: see the type's note.
        precondition(!started, "StreamingTraceRecorder serves one layout of one tree")
        started = true
        let header = TraceHeader(engineVersion: engineVersion, input: input, quirks: quirks.sortedNames,
                                 rootProposal: rootProposal, window: window, os: os)
        self.header = header
        self.nodes = nodes
        if consumesOnRecord { consumer?.begin(header: header, nodes: nodes) }
        // The node table is written, and the consumer set up, where the events are handled: on the pipeline's thread
        // while the layout starts on this one.
        pipeline?.first { [unowned(unsafe) self] in
            switch (format, out) {
            case (.json, let out?):
                TraceJSONWriter.writeHead(header, nodes: nodes, frames: [], into: &out.pointee)
            case (.text(let options), let out?):
                text = TraceTextRenderer.EventWriter(header: header, nodes: nodes, options: options, into: &out.pointee)
            default:
                break
            }
            if !consumesOnRecord { consumer?.begin(header: header, nodes: nodes) }
        }
    }

    public func record(_ event: consuming TraceEvent) -> Int32 {
        eventCount += 1
        if consumesOnRecord { consumer?.consume(event, seq: eventCount) }
        recordPipeline?._withUnsafeGuaranteedRef { $0.append(event) }
        return eventCount
    }

    /// Writes the next event and gives it to the consumer (unless it read it when recorded), on the pipeline's thread.
    private func handle(_ event: TraceEvent) {
        handledCount += 1
        // Past a refused buffer (the output limit, a failed write) the output is dropped: not formatted either.
        if let out, !out.pointee.sinkFailed {
            if text != nil {
                text!.write(event, seq: handledCount, into: &out.pointee)
            } else if started {
                TraceJSONWriter.writeEvent(event, seq: Int(handledCount), into: &out.pointee)
            }
        }
        if !consumesOnRecord { consumer?.consume(event, seq: handledCount) }
    }

    /// Ends the document; `frames` (text only: JSON's are recorded whole) appends the frames table.
    public func finish(frames: [Rect?] = []) {
        pipeline?.finish()
        guard started, let header, let out else { return }
        if text != nil {
            text!.finish(into: &out.pointee)
            if !frames.isEmpty {
                FramesRenderer.appendText(Trace(header: header, nodes: nodes, events: [], frames: frames), to: &out.pointee)
            }
        } else {
            TraceJSONWriter.writeEnd(eventCount: Int(eventCount), into: &out.pointee)
        }
        started = false
        text = nil
    }
}
