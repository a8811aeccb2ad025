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
    /// Lays out the input's tree once with a recorder attached; a compiled input's trace is already made.
    public static func run(_ input: LoadedInput, settings: RunSettings = RunSettings()) throws(InputError) -> TraceRun {
        if let trace = input.compiledTrace { return TraceRun(trace: trace, result: nil) }
        let tree = settings.applied(to: input.tree)
        let recorder = TraceRecorder()
        let result = try LayoutEngine.layout(tree, file: input.file, observer: recorder, layouts: input.layouts)
        let trace = recorder.trace(input: input.file, engineVersion: LayoutEngine.version, frames: result.frames)
        return TraceRun(trace: trace, result: result)
    }
}
