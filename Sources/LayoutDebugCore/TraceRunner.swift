import LayoutAnalysis
import LayoutInput
import LayoutEngine
import LayoutModel
import LayoutTrace

/// A traced layout run: the trace and the final geometry.
public struct TraceRun: Sendable {
    public var trace: Trace
    /// The engine's result; nil for an input that ran through the compiled path (its trace has the frames).
    public var result: LayoutResult?
}

public enum TraceRunner {
    /// Lays out the input's tree with a recorder attached: once, then the passes the input and `settings` ask for
    /// (the input's first), in one session so that caches carry over as in SwiftUI. A compiled input's trace is
    /// already made. The frames are the last pass's.
    public static func run(_ input: LoadedInput, settings: RunSettings = RunSettings()) throws(InputError) -> TraceRun {
        if let trace = input.compiledTrace { return TraceRun(trace: trace, result: nil) }
        let recorder = TraceRecorder()
        let result = try layout(input, settings: settings, observer: recorder)
        return TraceRun(trace: recorder.trace(input: input.file, engineVersion: LayoutEngine.version, frames: result.frames,
                                              os: settings.os?.name), result: result)
    }

    /// True when `input` with `settings` is one layout of one tree, made here: what a `StreamingTraceRecorder`
    /// records (a state pass may add nodes after the node table is written; a compiled input's trace is made).
    public static func isOneLayout(_ input: LoadedInput, settings: RunSettings) -> Bool {
        input.compiledTrace == nil && input.passes.isEmpty && settings.passes.isEmpty
    }

    /// Lays out the input's tree (one layout: `isOneLayout`) while its trace is written into `out` as it is made
    /// (`StreamingTraceRecorder`), never kept whole; `frames` appends the text format's frames table. The rules'
    /// index, built from the same events as they went by. An input handed over (`consume`) has its tree freed once
    /// compiled (`LayoutEngine.layout`).
    public static func stream(_ input: consuming LoadedInput, settings: RunSettings, format: StreamingTraceRecorder.Format,
                              frames: Bool, into out: inout ByteWriter) throws(InputError) -> TraceIndex {
        var handedOver: LoadedInput? = consume input
        return try withUnsafeMutablePointer(to: &out) { (writer) throws(InputError) in
            try recorded(handedOver.take()!, settings: settings, format: format, into: writer, frames: frames, indexing: true)!
        }
    }

    /// As `stream`, with no rules' index: for a trace no rule will read (`--disable all`), whose index would take as
    /// much memory as the engine's own tables.
    public static func streamUnindexed(_ input: consuming LoadedInput, settings: RunSettings,
                                       format: StreamingTraceRecorder.Format, frames: Bool,
                                       into out: inout ByteWriter) throws(InputError) {
        var handedOver: LoadedInput? = consume input
        try withUnsafeMutablePointer(to: &out) { (writer) throws(InputError) in
            _ = try recorded(handedOver.take()!, settings: settings, format: format, into: writer, frames: frames, indexing: false)
        }
    }

    /// The rules' index of the input's one layout (`isOneLayout`), built as it runs; no trace is kept or written.
    public static func index(_ input: LoadedInput, settings: RunSettings) throws(InputError) -> TraceIndex {
        try recorded(input, settings: settings, format: nil, into: nil, frames: false, indexing: true)!
    }

    private static func recorded(_ input: consuming LoadedInput, settings: RunSettings, format: StreamingTraceRecorder.Format?,
                                 into out: UnsafeMutablePointer<ByteWriter>?, frames: Bool, indexing: Bool) throws(InputError) -> TraceIndex? {
        let index = indexing ? TraceIndex.Builder() : nil
        let recorder = StreamingTraceRecorder(format, into: out, input: input.file, engineVersion: LayoutEngine.version,
                                              os: settings.os?.name, consumer: index)
        let result = try layout(consume input, settings: settings, observer: recorder)
        recorder.finish(frames: frames ? result.frames : [])
        return index?.finish()
    }

    /// Lays out the input's tree as `run` does, reporting every event to `observer`; the last pass's result. An input
    /// handed over (`consume`) has its tree freed once compiled, for one pass.
    public static func layout(_ input: consuming LoadedInput, settings: RunSettings,
                              observer: any LayoutObserver) throws(InputError) -> LayoutResult {
        let tree = settings.applied(to: input.tree)
        let passes = input.passes + settings.passes
        guard !passes.isEmpty else {
            let (file, layouts) = (input.file, input.layouts)
            _ = consume input
            return try LayoutEngine.layout(consume tree, file: file, observer: observer, layouts: layouts)
        }
        let session = try LayoutSession(tree, file: input.file, observer: observer, layouts: input.layouts)
        ProcessEnd.keep(session)
        var result = session.run()
        // State passes add up: each re-evaluation keeps the values earlier passes set.
        var state: [SwiftTreeReader.StateSetting] = []
        for pass in passes {
            switch pass {
            case .again(let proposal):
                result = session.run(proposal: proposal)
            case .state(let name, let value, let location):
                guard let reread = input.reread else {
                    throw InputError(Diagnostic(.error, "a pass that sets '\(name)' needs a Swift input that layoutdbg reads itself",
                                                file: input.file, at: location))
                }
                state.removeAll { $0.name == name }
                state.append((name, value, location))
                let (newTree, layouts) = try reread(state)
                try session.update(settings.applied(to: newTree), layouts: layouts)
                result = session.run()
            }
        }
        return result
    }
}
