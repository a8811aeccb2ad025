import LayoutModel

/// The formats a trace is written in, by name: the one list `layoutdbg trace --format` offers and that
/// LayoutDebugger's `TracedLayout` renders with. A new format is one entry here.
public enum TraceRenderers {
    /// What a rendering may be asked beyond the trace.
    public struct Options: Sendable {
        /// Show requests answered from SwiftUI's size cache (text).
        public var showCache: Bool
        /// Include the final frames (text appends a frames table when the trace has them; JSON writes them per node).
        public var includeFrames: Bool
        /// The findings to mark (SVG); the rules run above this module.
        public var marks: [TraceSVGRenderer.Mark]

        public init(showCache: Bool = false, includeFrames: Bool = true, marks: [TraceSVGRenderer.Mark] = []) {
            self.showCache = showCache
            self.includeFrames = includeFrames
            self.marks = marks
        }
    }

    public struct Entry: Sendable {
        public var name: String
        /// One line for `--help`.
        public var summary: String
        public var render: @Sendable (Trace, Options) -> [UInt8]
    }

    public static let all: [Entry] = [
        Entry(name: "text", summary: "the negotiation as an indented tree, for people (the default)") { trace, options in
            var trace = trace
            if !options.includeFrames { trace.frames = [] }
            return TraceTextRenderer.render(trace, options: TraceTextRenderer.Options(showCache: options.showCache))
        },
        Entry(name: "table", summary: "one row per request: view, proposal, reason, reply") { trace, _ in
            TraceTableRenderer.render(trace)
        },
        Entry(name: "json", summary: "stable, versioned JSON (docs/trace-format.md)") { trace, options in
            TraceJSONWriter.write(trace, includeFrames: options.includeFrames)
        },
        Entry(name: "svg", summary: "a picture of the final frames, with the device's screen, safe area and marks") { trace, options in
            TraceSVGRenderer.render(trace, marks: options.marks)
        },
    ]

    public static var names: [String] { all.map(\.name) }

    /// `trace` in the format named `name`; nil for a name no entry has.
    public static func render(_ trace: Trace, as name: String, options: Options = Options()) -> [UInt8]? {
        all.first { $0.name == name }?.render(trace, options)
    }
}
