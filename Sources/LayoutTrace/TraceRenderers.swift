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
        /// Writes the rendering into a writer, which may stream it to a file (`-o`).
        public var render: @Sendable (Trace, Options, inout ByteWriter) -> Void
    }

    public static let all: [Entry] = [
        Entry(name: "text", summary: "the negotiation as an indented tree, for people (the default)") { trace, options, out in
            var trace = trace
            if !options.includeFrames { trace.frames = [] }
            TraceTextRenderer.render(trace, options: TraceTextRenderer.Options(showCache: options.showCache), into: &out)
        },
        Entry(name: "table", summary: "one row per request: view, proposal, reason, reply") { trace, _, out in
            out.write(TraceTableRenderer.render(trace))
        },
        Entry(name: "json", summary: "stable, versioned JSON (docs/trace-format.md)") { trace, options, out in
            TraceJSONWriter.write(trace, includeFrames: options.includeFrames, into: &out)
        },
        Entry(name: "svg", summary: "a picture of the final frames, with the device's screen, safe area and marks") { trace, options, out in
            out.write(TraceSVGRenderer.render(trace, marks: options.marks))
        },
    ]

    public static var names: [String] { all.map(\.name) }

    /// `trace` in the format named `name`; nil for a name no entry has.
    public static func render(_ trace: Trace, as name: String, options: Options = Options()) -> [UInt8]? {
        guard let entry = all.first(where: { $0.name == name }) else { return nil }
        var out = writer(for: trace)
        entry.render(trace, options, &out)
        return out.bytes
    }

    /// A buffer that holds any rendering of `trace` without growing: room for the longest per-event form (JSON,
    /// about 140 bytes); pages never written are never resident.
    public static func writer(for trace: Trace) -> ByteWriter {
        ByteWriter(capacity: 256 + trace.nodes.count * 120 + trace.events.count * 160)
    }

    /// Writes `trace` in the format named `name` into `out`; false for a name no entry has.
    @discardableResult
    public static func render(_ trace: Trace, as name: String, options: Options = Options(), into out: inout ByteWriter) -> Bool {
        guard let entry = all.first(where: { $0.name == name }) else { return false }
        entry.render(trace, options, &out)
        return true
    }
}
