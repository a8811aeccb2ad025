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
        let names = NodeNames.short(trace.nodes).map { Array($0.utf8) }
        // The user's view or layout a node comes from, shown once, on the node's first request.
        var declarations = trace.nodes.map { $0.declarationText.map { Array("  · \($0)".utf8) } }
        // Replies of replayed leaves (--measured) are marked; most traces have none, and then no reply looks.
        let anyReplayed = trace.nodes.contains { $0.facts.replayed }
        out.write("layoutdbg trace of ")
        out.write(string: trace.header.input)
        if let recorded = trace.header.recorded {
            out.write(string: "\nrecorded by \(recorded), not simulated: views named as recorded, reasons not known\n")
        } else {
            out.write("\nengine ")
            out.write(string: trace.header.engineVersion)
            if let os = trace.header.os { out.write(string: " · as \(os)") }
            out.write(" · quirks: ")
            out.write(string: trace.header.quirks.isEmpty ? "none" : trace.header.quirks.joined(separator: ", "))
            out.write("\n")
        }
        if let window = trace.header.window {
            out.write(string: window.platform == .macOS ? "device \(window.device) · window " : "device \(window.device), \(window.orientation.rawValue) · screen ")
            out.writeSize(window.size)
            out.write(string: " @\(NumberFormat.string(window.scale))x · safe area insets \(DeviceTable.insets(window.safeArea)) · root centred in the safe area\n")
        }
        let events = trace.events
        var index = 0
        while index < events.count {
            let event = events[index]
            switch event {
            case .passStart(let pass, let proposal):
                out.write("\npass ")
                out.write(pass)
                out.write(" · root proposal ")
                writeProposal(proposal, to: &out)
                out.write("\n")
            case .cacheLookup(let node, let proposal, let query, let outcome, let depth):
                guard options.showCache else { break }
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
                // A reply that comes right after its own request shares its line.
                if let next = nextShown(events, after: index, options), case .reply(_, _, let q, let size, _, let re, let request) = events[next],
                   request == Int32(index + 1) {
                    out.write(" ")
                    writeReply(q, size, remeasured: re, to: &out)
                    if anyReplayed { writeReplayMark(trace.nodes[Int(node)].facts, proposal, to: &out) }
                    index = next
                }
                if let declaration = declarations[Int(node)] {
                    out.write(declaration)
                    declarations[Int(node)] = nil
                }
                out.write("\n")
            case .reply(let node, let proposal, let query, let size, let depth, let remeasured, _):
                indent(depth, to: &out)
                out.write(names[Int(node)])
                out.write(" ")
                writeReply(query, size, remeasured: remeasured, to: &out)
                if anyReplayed { writeReplayMark(trace.nodes[Int(node)].facts, proposal, to: &out) }
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
                out.write(string: call)
                if !detail.isEmpty { out.write(" "); out.write(string: detail) }
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
            index += 1
        }
        if !trace.frames.isEmpty { FramesRenderer.appendText(trace, to: &out) }
    }

    /// The index of the next event this rendering shows (hidden cache lookups are skipped).
    private static func nextShown(_ events: [TraceEvent], after index: Int, _ options: Options) -> Int? {
        var next = index + 1
        while next < events.count {
            if case .cacheLookup = events[next], !options.showCache {
                next += 1
                continue
            }
            return next
        }
        return nil
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
