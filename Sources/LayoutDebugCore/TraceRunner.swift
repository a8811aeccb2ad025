import LayoutEngine
import LayoutModel
import LayoutTrace

/// A traced layout run: the trace and the final geometry.
public struct TraceRun: Sendable {
    public var trace: Trace
    public var result: LayoutResult
}

/// Settings a command line can override on top of what the input says.
public struct RunOverrides: Sendable {
    public var quirks: [(Quirk, Bool)] = []
    public var proposal: ProposedSize?

    public init(quirks: [(Quirk, Bool)] = [], proposal: ProposedSize? = nil) {
        self.quirks = quirks
        self.proposal = proposal
    }
}

public enum TraceRunner {
    /// Lays out the input's tree once with a recorder attached.
    public static func run(_ input: LoadedInput, overrides: RunOverrides = RunOverrides()) throws(InputError) -> TraceRun {
        var tree = input.tree
        for (quirk, on) in overrides.quirks { tree.quirks.set(quirk, on) }
        if let proposal = overrides.proposal { tree.proposal = proposal }
        let recorder = TraceRecorder()
        let result = try LayoutEngine.layout(tree, file: input.file, observer: recorder, layouts: input.layouts)
        let trace = recorder.trace(input: input.file, engineVersion: LayoutEngine.version, frames: result.frames)
        return TraceRun(trace: trace, result: result)
    }
}
