import LayoutModel

/// The default, human-readable trace: the negotiation as an indented tree in call order, one line per
/// event. `←` is a proposal arriving at a view, `→` its reply, `@` where its parent placed it, `↺` a size-cache lookup (hit or miss; shown on request).
/// A request whose reply follows at once shares its line with it, as the seed's LayoutMonitor prints.
public enum TraceTextRenderer {
    /// Deeper events keep this indentation and show their depth instead, so a 10,000-deep tree stays readable.
    static let maxIndent = 40

    public struct Options: Sendable {
        public var showCache = false
        public init(showCache: Bool = false) { self.showCache = showCache }
    }

    public static func render(_ trace: Trace, options: Options = Options()) -> [UInt8] {
        var out = ByteWriter(capacity: trace.events.count * 60 + 256)
        render(trace, options: options, into: &out)
        return out.bytes
    }

    /// Writes the text trace into `out` (which may stream it to a file).
    public static func render(_ trace: Trace, options: Options = Options(), into out: inout ByteWriter) {
        var writer = EventWriter(header: trace.header, nodes: trace.nodes, options: options, into: &out)
        for (index, event) in trace.events.enumerated() {
            writer.write(event, seq: Int32(truncatingIfNeeded: index + 1), into: &out)
        }
        writer.finish(into: &out)
        if !trace.frames.isEmpty { FramesRenderer.appendText(trace, to: &out) }
    }

    /// The text trace an event at a time, in the order they were made: what `render` does for a whole trace and
    /// `StreamingTraceRecorder` for one being made. A request's line stays open until the next event shown, which
    /// may be its reply: then the two share the line.
    public struct EventWriter {
        private let names: [[UInt8]]
        /// The user's view or layout a node comes from, shown once, on the node's first request.
        private var declarations: [[UInt8]?]
        private let nodes: [NodeInfo]
        /// Replies of replayed leaves (--measured) are marked; most traces have none, and then no reply looks.
        private let anyReplayed: Bool
        private let options: Options
        /// The request whose line is open: its node and sequence number.
        private var open: (node: Int32, seq: Int32)?

        /// Writes the heading.
        public init(header: TraceHeader, nodes: [NodeInfo], options: Options, into out: inout ByteWriter) {
            names = NodeNames.short(nodes).map { Array($0.utf8) }
            declarations = nodes.map { $0.declarationText.map { Array("  · \($0)".utf8) } }
            anyReplayed = nodes.contains { $0.facts.replayed }
            self.nodes = nodes
            self.options = options
            out.write("layoutdbg trace of ")
            out.write(string: header.input)
            if let recorded = header.recorded {
                out.write(string: "\nrecorded by \(recorded), not simulated: views named as recorded, reasons not known\n")
            } else {
                out.write("\nengine ")
                out.write(string: header.engineVersion)
                if let os = header.os { out.write(string: " · as \(os)") }
                out.write(" · quirks: ")
                out.write(string: header.quirks.isEmpty ? "none" : header.quirks.joined(separator: ", "))
                out.write("\n")
            }
            if let window = header.window {
                out.write(string: window.platform == .macOS ? "device \(window.device) · " : "device \(window.device), \(window.orientation.rawValue) · ")
                switch window.container {
                case .device:
                    out.write(window.platform == .macOS ? "window " : "screen ")
                    out.writeSize(window.size)
                    out.write(string: " @\(NumberFormat.string(window.scale))x · safe area insets \(DeviceTable.insets(window.safeArea)) · root centred in the safe area\n")
                case .fixed:
                    out.write("preview container ")
                    out.writeSize(window.size)
                    out.write(string: " @\(NumberFormat.string(window.scale))x · no safe area · root centred in it\n")
                case .sizeThatFits:
                    out.write("preview sized to fit, offered the screen ")
                    out.writeSize(window.size)
                    out.write(string: " @\(NumberFormat.string(window.scale))x · no safe area · root at (0, 0)\n")
                }
            }
        }

        /// The event numbered `seq`, after every event before it.
        public mutating func write(_ event: TraceEvent, seq: Int32, into out: inout ByteWriter) {
            // Hidden cache lookups are not shown and so do not end an open request's line.
            if case .cacheLookup = event, !options.showCache { return }
            if let open {
                self.open = nil
                if case .reply(_, let proposal, let query, let size, _, let remeasured, let request) = event, request == open.seq {
                    out.write(" ")
                    writeReply(query, size, remeasured: remeasured, to: &out)
                    if anyReplayed { writeReplayMark(nodes[Int(open.node)].facts, proposal, to: &out) }
                    endRequestLine(open.node, into: &out)
                    return
                }
                endRequestLine(open.node, into: &out)
            }
            switch event {
            case .passStart(let pass, let proposal):
                out.write("\npass ")
                out.write(pass)
                out.write(" · root proposal ")
                writeProposal(proposal, to: &out)
                out.write("\n")
            case .cacheLookup(let node, let proposal, let query, let outcome, let depth):
                indent(depth, to: &out)
                out.write(names[Int(node)])
                out.write(" ↺ ")
                if query != .size { out.write(query == .width ? "width? " : "height? ") }
                writeProposal(proposal, to: &out)
                switch outcome {
                case .hit(let size):
                    out.write(" cached ")
                    out.writeSize(size)
                case .miss(let why):
                    out.write(" missed: ")
                    out.write(string: why.explanation)
                }
                out.write("\n")
            case .request(let node, let proposal, let query, let reason, let depth):
                indent(depth, to: &out)
                out.write(names[Int(node)])
                out.write(" ← ")
                if query != .size { out.write(query == .width ? "width? " : "height? ") }
                writeProposal(proposal, to: &out)
                out.write(", ")
                out.write(string: reason.rawValue)
                open = (node, seq)
            case .reply(let node, let proposal, let query, let size, let depth, let remeasured, _):
                indent(depth, to: &out)
                out.write(names[Int(node)])
                out.write(" ")
                writeReply(query, size, remeasured: remeasured, to: &out)
                if anyReplayed { writeReplayMark(nodes[Int(node)].facts, proposal, to: &out) }
                out.write("\n")
            case .place(let node, let frame, _, _, let proposal, let depth):
                indent(depth, to: &out)
                out.write(names[Int(node)])
                out.write(" @ (")
                out.write(frame.origin.x)
                out.write(", ")
                out.write(frame.origin.y)
                out.write(") ")
                out.write(frame.size.width)
                out.write("×")
                out.write(frame.size.height)
                out.write(", proposed ")
                out.writeProposal(proposal)
                out.write("\n")
            case .layoutCall(let node, let call, let detail, let depth):
                indent(depth, to: &out)
                out.write(names[Int(node)])
                out.write(" ⋯ ")
                out.write(string: call.text)
                if !detail.isEmpty { out.write(" "); out.write(string: detail.text) }
                out.write("\n")
            case .passEnd(let pass, let c):
                out.write("pass ")
                out.write(pass)
                out.write(": ")
                out.write(c.requests)
                out.write(" requests, ")
                out.write(c.cacheHits)
                out.write(" cache hits, ")
                out.write(c.cacheMisses)
                out.write(" misses, ")
                out.write(c.remeasures)
                out.write(" re-measures, ")
                out.write(c.placements)
                out.write(" placements\n")
            }
        }

        /// Ends the line of a request still open after the last event.
        public mutating func finish(into out: inout ByteWriter) {
            if let open { endRequestLine(open.node, into: &out) }
            open = nil
        }

        private mutating func endRequestLine(_ node: Int32, into out: inout ByteWriter) {
            if let declaration = declarations[Int(node)] {
                out.write(declaration)
                declarations[Int(node)] = nil
            }
            out.write("\n")
        }
    }

    /// `(w, h) explicit`, or `(0, 350) mixed(zero,explicit)`.
    static func writeProposal(_ p: ProposedSize, to out: inout ByteWriter) {
        out.writeProposal(p)
        out.write(" ")
        out.writeKind(p.kind)
    }

    /// After a reply of a leaf that replays a recording (`--measured`): `· replayed` when the recording holds the
    /// proposal, `· replayed from (w, h)` when a neighbouring recorded proposal answered (`MeasuredTable.answer`).
    static func writeReplayMark(_ facts: NodeFacts, _ proposal: ProposedSize, to out: inout ByteWriter) {
        guard facts.replayed, let table = facts.measured else { return }
        let answer = table.answer(to: proposal)
        out.write("  · replayed")
        if answer.match != .recorded, let entry = answer.entry {
            out.write(" from ")
            out.writeProposal(entry.proposal)
        }
    }

    static func writeReply(_ query: Query, _ size: Size, remeasured: Bool, to out: inout ByteWriter) {
        out.write("→ ")
        switch query {
        case .size: out.writeSize(size)
        case .width: out.write("width "); out.write(size.width)
        case .height: out.write("height "); out.write(size.height)
        }
        if remeasured { out.write(" (re-measured: SwiftUI's 3-entry cache had evicted it; subtree not repeated)") }
    }

    static func indent(_ depth: Int32, to out: inout ByteWriter) {
        let level = Int(depth)
        out.write(spaces: 2 * min(level, maxIndent))
        if level > maxIndent {
            out.write("[depth ")
            out.write(level)
            out.write("] ")
        }
    }
}
