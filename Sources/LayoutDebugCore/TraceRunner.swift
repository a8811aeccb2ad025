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
        let tree = settings.applied(to: input.tree)
        let recorder = TraceRecorder()
        let passes = input.passes + settings.passes
        guard !passes.isEmpty else {
            let result = try LayoutEngine.layout(tree, file: input.file, observer: recorder, layouts: input.layouts)
            return TraceRun(trace: recorder.trace(input: input.file, engineVersion: LayoutEngine.version, frames: result.frames,
                                                  os: settings.os?.name), result: result)
        }
        let session = try LayoutSession(tree, file: input.file, observer: recorder, layouts: input.layouts)
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
        return TraceRun(trace: recorder.trace(input: input.file, engineVersion: LayoutEngine.version, frames: result.frames,
                                              os: settings.os?.name), result: result)
    }
}
