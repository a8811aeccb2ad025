import LayoutModel

/// Writes a trace in the stable, versioned JSON format of docs/trace-format.md.
///
/// Keys are sorted in every object, numbers go through `NumberFormat`, every event sits on one line, and
/// there are no timestamps or addresses: the same trace gives byte-identical output on every platform.
public enum TraceJSONWriter {
    public static func write(_ trace: Trace, includeFrames: Bool = false) -> [UInt8] {
        var out = TraceRenderers.writer(for: trace)
        write(trace, includeFrames: includeFrames, into: &out)
        return out.bytes
    }

    /// Writes the JSON trace into `out` (which may stream it to a file).
    public static func write(_ trace: Trace, includeFrames: Bool = false, into out: inout ByteWriter) {
        writeHead(trace.header, nodes: trace.nodes, frames: includeFrames ? trace.frames : [], into: &out)
        for (index, event) in trace.events.enumerated() {
            writeEvent(event, seq: index + 1, into: &out)
        }
        writeEnd(eventCount: trace.events.count, into: &out)
    }

    /// The three parts of the document, for a trace written while it is made (`StreamingTraceRecorder`): the header
    /// and the node table, up to the opening of the event list (`frames` per node; empty for none).
    public static func writeHead(_ header: TraceHeader, nodes: [NodeInfo], frames: [Rect?], into out: inout ByteWriter) {
        out.write("{\n  \"format\": \"layoutdbg-trace\",\n  \"header\": {\"engineVersion\": ")
        out.writeJSONString(header.engineVersion)
        out.write(", \"formatVersion\": ")
        out.write(header.formatVersion)
        out.write(", \"input\": ")
        out.writeJSONString(header.input)
        if let os = header.os {
            out.write(", \"os\": ")
            out.writeJSONString(os)
        }
        out.write(", \"quirks\": [")
        for (index, quirk) in header.quirks.enumerated() {
            if index > 0 { out.write(", ") }
            out.writeJSONString(quirk)
        }
        out.write("]")
        if let recorded = header.recorded {
            out.write(", \"recorded\": ")
            out.writeJSONString(recorded)
        }
        out.write(", \"rootProposal\": ")
        writeProposal(header.rootProposal, to: &out)
        if let window = header.window { writeWindow(window, to: &out) }
        out.write("},\n  \"nodes\": [")
        for (index, node) in nodes.enumerated() {
            out.write(index == 0 ? "\n    " : ",\n    ")
            writeNode(node, id: index, frame: index < frames.count ? frames[index] : nil, to: &out)
        }
        out.write(nodes.isEmpty ? "],\n  \"trace\": [" : "\n  ],\n  \"trace\": [")
    }

    /// One event of the list; `seq` is its sequence number, and the events before it are written.
    @inline(__always) public static func writeEvent(_ event: TraceEvent, seq: Int, into out: inout ByteWriter) {
        out.write(seq == 1 ? "\n    " : ",\n    ")
        writeEventObject(event, seq: seq, to: &out)
    }

    /// The end of the event list and of the document, after `eventCount` events.
    public static func writeEnd(eventCount: Int, into out: inout ByteWriter) {
        out.write(eventCount == 0 ? "]\n}\n" : "\n  ]\n}\n")
    }

    private static func writeNode(_ node: NodeInfo, id: Int, frame: Rect?, to out: inout ByteWriter) {
        out.write("{")
        if node.location.isKnown {
            out.write("\"column\": ")
            out.write(node.location.column)
            out.write(", ")
        }
        if let layout = node.declaredLayout {
            out.write("\"declaredLayout\": ")
            writeDeclaration(layout, to: &out)
            out.write(", ")
        }
        if let view = node.declaredView {
            out.write("\"declaredView\": ")
            writeDeclaration(view, to: &out)
            out.write(", ")
        }
        if !node.facts.isEmpty {
            out.write("\"facts\": ")
            writeFacts(node.facts, to: &out)
            out.write(", ")
        }
        if let file = node.file {
            out.write("\"file\": ")
            out.writeJSONString(file)
            out.write(", ")
        }
        if let frame {
            out.write("\"frame\": ")
            writeRect(frame, to: &out)
            out.write(", ")
        }
        out.write("\"id\": ")
        out.write(id)
        out.write(", \"kind\": ")
        out.writeJSONString(node.kind)
        if let label = node.label {
            out.write(", \"label\": ")
            out.writeJSONString(label)
        }
        if node.location.isKnown {
            out.write(", \"line\": ")
            out.write(node.location.line)
        }
        out.write(", \"parent\": ")
        out.write(Int(node.parent))
        out.write(", \"path\": ")
        out.writeJSONString(node.path)
        out.write("}")
    }

    /// `"window": {"container"?, "device", "orientation", "platform", "safeArea": [top, leading, bottom, trailing], "scale",
    /// "size"}`; `container` only for a preview not shown on the device's screen.
    private static func writeWindow(_ window: Window, to out: inout ByteWriter) {
        out.write(", \"window\": {")
        switch window.container {
        case .device: break
        case .fixed: out.write("\"container\": \"fixed\", ")
        case .sizeThatFits: out.write("\"container\": \"sizeThatFits\", ")
        }
        out.write("\"device\": ")
        out.writeJSONString(window.device)
        out.write(", \"orientation\": ")
        out.writeJSONString(window.orientation.rawValue)
        out.write(", \"platform\": ")
        out.writeJSONString(window.platform.rawValue)
        out.write(", \"safeArea\": ")
        writeRect(Rect(origin: Point(x: window.safeArea.top, y: window.safeArea.leading),
                       size: Size(width: window.safeArea.bottom, height: window.safeArea.trailing)), to: &out)
        out.write(", \"scale\": ")
        out.writeJSONNumber(window.scale)
        out.write(", \"size\": ")
        writeSize(window.size, to: &out)
        out.write("}")
    }

    private static func writeDeclaration(_ declaration: Declaration, to out: inout ByteWriter) {
        out.write("{\"file\": ")
        out.writeJSONString(declaration.file)
        out.write(", \"line\": ")
        out.write(declaration.line)
        out.write(", \"name\": ")
        out.writeJSONString(declaration.name)
        out.write("}")
    }

    /// A node's facts, keys sorted, the known ones only.
    private static func writeFacts(_ facts: NodeFacts, to out: inout ByteWriter) {
        var first = true
        func key(_ name: String) {
            out.write(first ? "{\"" : ", \"")
            out.write(string: name)
            out.write("\": ")
            first = false
        }
        // Sorted keys, as everywhere in the file.
        func arguments(_ written: [(label: String, value: Double)]) {
            out.write("{")
            for (index, argument) in written.sorted(by: { $0.label < $1.label }).enumerated() {
                if index > 0 { out.write(", ") }
                out.writeJSONString(argument.label)
                out.write(": ")
                out.writeJSONNumber(argument.value)
            }
            out.write("}")
        }
        if facts.contradictoryFrame { key("contradictoryFrame"); out.write("true") }
        if let frame = facts.fixedFrame { key("fixedFrame"); arguments(frame.writtenArguments) }
        if let frame = facts.flexFrame { key("flexFrame"); arguments(frame.writtenArguments) }
        if let columns = facts.gridCellColumns { key("gridCellColumns"); out.write(columns) }
        if facts.invalidFrame { key("invalidFrame"); out.write("true") }
        if let axes = facts.gridCellUnsizedAxes {
            key("gridCellUnsizedAxes")
            let names = (axes.contains(.horizontal) ? ["\"horizontal\""] : []) + (axes.contains(.vertical) ? ["\"vertical\""] : [])
            out.write(string: "[" + names.joined(separator: ", ") + "]")
        }
        if let priority = facts.layoutPriority { key("layoutPriority"); out.writeJSONNumber(priority) }
        if let lost = facts.lostLayoutPriority { key("lostLayoutPriority"); out.writeJSONNumber(lost) }
        if let table = facts.measured {
            key("measured")
            out.write("[")
            for (index, entry) in table.entries.enumerated() {
                out.write(index == 0 ? "{\"proposal\": " : ", {\"proposal\": ")
                writeProposal(entry.proposal, to: &out)
                out.write(", \"size\": ")
                writeSize(entry.size, to: &out)
                out.write("}")
            }
            out.write("]")
        }
        if let offset = facts.offset { key("offset"); arguments([("x", offset.x), ("y", offset.y)]) }
        if facts.replayed { key("replayed"); out.write("true") }
        if let wraps = facts.wraps { key("wraps"); out.write(Int(wraps)) }
        out.write("}")
    }

    private static func writeEventObject(_ event: TraceEvent, seq: Int, to out: inout ByteWriter) {
        switch event {
        case .passStart(let pass, let proposal):
            out.write("{\"pass\": ")
            out.write(pass)
            out.write(", \"proposal\": ")
            writeProposal(proposal, to: &out)
            writeSeq(seq, type: "pass-start", to: &out)
        case .cacheLookup(let node, let proposal, let query, let outcome, let depth):
            out.write("{\"depth\": ")
            out.write(Int(depth))
            out.write(outcome.isHit ? ", \"hit\": true, \"node\": " : ", \"hit\": false, \"node\": ")
            out.write(Int(node))
            out.write(", \"proposal\": ")
            writeProposal(proposal, to: &out)
            writeQuery(query, to: &out)
            out.write(", \"seq\": ")
            out.write(seq)
            switch outcome {
            case .hit(let size):
                out.write(", \"size\": ")
                writeSize(size, to: &out)
                out.write(", \"type\": \"cache\"}")
            case .miss(let why):
                out.write(", \"type\": \"cache\", \"why\": \"")
                out.write(string: why.rawValue)
                out.write("\"}")
            }
        case .request(let node, let proposal, let query, let reason, let depth):
            out.write("{\"depth\": ")
            out.write(Int(depth))
            out.write(", \"kind\": \"")
            out.writeKind(proposal.kind)
            out.write("\", \"node\": ")
            out.write(Int(node))
            out.write(", \"proposal\": ")
            writeProposal(proposal, to: &out)
            writeQuery(query, to: &out)
            out.write(", \"reason\": \"")
            out.write(string: reason.rawValue)
            out.write("\"")
            writeSeq(seq, type: "request", to: &out)
        case .reply(let node, _, let query, let size, let depth, let remeasured, let request):
            out.write("{\"depth\": ")
            out.write(Int(depth))
            if query != .size {
                out.write(", \"length\": ")
                out.writeJSONNumber(query == .width ? size.width : size.height)
            }
            out.write(", \"node\": ")
            out.write(Int(node))
            writeQuery(query, to: &out)
            if remeasured { out.write(", \"remeasured\": true") }
            out.write(", \"request\": ")
            out.write(Int(request))
            out.write(", \"seq\": ")
            out.write(seq)
            if query == .size {
                out.write(", \"size\": ")
                writeSize(size, to: &out)
            }
            out.write(", \"type\": \"reply\"}")
        case .place(let node, let frame, let rootOrigin, let anchor, let proposal, let depth):
            out.write("{\"anchor\": ")
            writePair(anchor.x, anchor.y, to: &out)
            out.write(", \"depth\": ")
            out.write(Int(depth))
            out.write(", \"frame\": ")
            writeRect(frame, to: &out)
            out.write(", \"node\": ")
            out.write(Int(node))
            out.write(", \"origin\": ")
            writePair(rootOrigin.x, rootOrigin.y, to: &out)
            out.write(", \"proposal\": ")
            writeProposal(proposal, to: &out)
            writeSeq(seq, type: "place", to: &out)
        case .layoutCall(let node, let call, let detail, let depth):
            out.write("{\"call\": ")
            out.writeJSONString(call.text)
            out.write(", \"depth\": ")
            out.write(Int(depth))
            out.write(", \"detail\": ")
            out.writeJSONString(detail.text)
            out.write(", \"node\": ")
            out.write(Int(node))
            writeSeq(seq, type: "layout", to: &out)
        case .passEnd(let pass, let c):
            out.write("{\"counters\": {\"cacheHits\": ")
            out.write(c.cacheHits)
            out.write(", \"cacheMisses\": ")
            out.write(c.cacheMisses)
            out.write(", \"placements\": ")
            out.write(c.placements)
            out.write(", \"remeasures\": ")
            out.write(c.remeasures)
            out.write(", \"requests\": ")
            out.write(c.requests)
            out.write("}, \"pass\": ")
            out.write(pass)
            writeSeq(seq, type: "pass-end", to: &out)
        }
    }


    @inline(__always) private static func writeQuery(_ query: Query, to out: inout ByteWriter) {
        switch query {
        case .size: out.write(", \"query\": \"size\"")
        case .width: out.write(", \"query\": \"width\"")
        case .height: out.write(", \"query\": \"height\"")
        }
    }

    @inline(__always) private static func writeSeq(_ seq: Int, type: StaticString, to out: inout ByteWriter) {
        out.write(", \"seq\": ")
        out.write(seq)
        out.write(", \"type\": \"")
        out.write(type)
        out.write("\"}")
    }

    /// `[width, height]`, with null for an unspecified axis and "inf" for infinity.
    static func writeProposal(_ p: ProposedSize, to out: inout ByteWriter) { writePair(p.width, p.height, to: &out) }

    static func writeSize(_ s: Size, to out: inout ByteWriter) { writePair(s.width, s.height, to: &out) }

    /// `[x, y, width, height]`.
    static func writeRect(_ r: Rect, to out: inout ByteWriter) {
        out.write("[")
        out.writeJSONNumber(r.origin.x)
        out.write(", ")
        out.writeJSONNumber(r.origin.y)
        out.write(", ")
        out.writeJSONNumber(r.size.width)
        out.write(", ")
        out.writeJSONNumber(r.size.height)
        out.write("]")
    }

    @inline(__always) static func writePair(_ a: Double?, _ b: Double?, to out: inout ByteWriter) {
        out.write("[")
        out.writeJSONNumber(a)
        out.write(", ")
        out.writeJSONNumber(b)
        out.write("]")
    }
}
