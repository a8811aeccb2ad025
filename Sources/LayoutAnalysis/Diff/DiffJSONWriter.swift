import LayoutModel
import LayoutTrace

/// The JSON form of a `TraceDiff` (`layoutdbg diff --format json`), versioned like the trace format:
/// `"format": "layoutdbg-diff"`, `"version": 1`, keys sorted, one change per line. docs/diff-format.md
/// describes every field.
public enum DiffJSONWriter {
    public static let formatVersion = 1

    public static func write(_ diff: TraceDiff) -> [UInt8] {
        var out = ByteWriter(capacity: 512 + diff.entries.count * 200)
        out.write("{\n  \"a\": ")
        side(diff.a, to: &out)
        out.write(",\n  \"b\": ")
        side(diff.b, to: &out)
        out.write(",\n  \"changes\": [")
        for (index, entry) in diff.entries.enumerated() {
            out.write(index == 0 ? "\n    " : ",\n    ")
            change(entry, diff, to: &out)
        }
        out.write(diff.entries.isEmpty ? "],\n" : "\n  ],\n")
        out.write("  \"equal\": ")
        out.write(diff.isEqual ? "true" : "false")
        out.write(",\n  \"findingsCompared\": ")
        out.write(diff.comparedFindings ? "true" : "false")
        out.write(",\n  \"firstChange\": ")
        if let first = diff.firstChange { out.write(first) } else { out.write("null") }
        out.write(",\n  \"format\": \"layoutdbg-diff\",\n  \"summary\": {")
        let s = diff.summary
        let counts: [(StaticString, Int)] = [
            ("callsAdded", s.callsAdded), ("callsRemoved", s.callsRemoved), ("findingsAppeared", s.findingsAppeared),
            ("findingsWentAway", s.findingsWentAway), ("framesChanged", s.framesChanged), ("modifiersChanged", s.modifiersChanged),
            ("otherCallsChanged", s.otherCallsChanged), ("proposalsChanged", s.proposalsChanged), ("quirksChanged", s.quirksChanged),
            ("repliesChanged", s.repliesChanged), ("viewsAdded", s.viewsAdded), ("viewsRemoved", s.viewsRemoved),
        ]
        for (index, (name, count)) in counts.enumerated() {
            out.write(index == 0 ? "\"" : ", \"")
            out.write(name)
            out.write("\": ")
            out.write(count)
        }
        out.write("},\n  \"version\": ")
        out.write(formatVersion)
        out.write("\n}\n")
        return out.bytes
    }

    private static func side(_ side: TraceDiff.Side, to out: inout ByteWriter) {
        out.write("{\"engineVersion\": ")
        out.writeJSONString(side.engineVersion)
        out.write(", \"events\": ")
        out.write(side.events)
        out.write(", \"input\": ")
        out.writeJSONString(side.input)
        out.write(", \"nodes\": ")
        out.write(side.nodes)
        out.write(", \"quirks\": [")
        out.write(string: side.quirks.map { quoted($0) }.joined(separator: ", "))
        out.write("]}")
    }

    private static func quoted(_ text: String) -> String {
        var out = ByteWriter(capacity: text.utf8.count + 2)
        out.writeJSONString(text)
        return out.string
    }

    /// The type name of a change, as `"change"` holds it.
    static func typeName(_ change: DiffChange, _ numbers: NumberComparison = NumberComparison()) -> String {
        switch change {
        case .quirks: "quirks"
        case .viewAdded: "view-added"
        case .viewRemoved: "view-removed"
        case .modifiers: "modifiers"
        case .call(let a, let b):
            switch CallChange(a, b, numbers) {
            case .proposal: "proposal"
            case .reply: "reply"
            case .other: "call"
            }
        case .callAdded: "call-added"
        case .callRemoved: "call-removed"
        case .unchanged: "context"
        case .frame: "frame"
        case .findingAppeared: "finding-appeared"
        case .findingWentAway: "finding-went-away"
        }
    }

    private static func change(_ entry: DiffEntry, _ diff: TraceDiff, to out: inout ByteWriter) {
        // Members in sorted key order: a, b, calls, change, finding, label, modifiersA, modifiersB, node, nodes, view, viewA.
        var members: [(String, String)] = []
        switch entry.change {
        case .quirks(let a, let b):
            members.append(("a", "[" + a.map(quoted).joined(separator: ", ") + "]"))
            members.append(("b", "[" + b.map(quoted).joined(separator: ", ") + "]"))
        case .viewAdded(let nodes, let calls), .viewRemoved(let nodes, let calls):
            members.append(("calls", String(calls)))
            members.append(("nodes", String(nodes)))
        case .modifiers(let a, let b):
            members.append(("a", "[" + a.map(quoted).joined(separator: ", ") + "]"))
            members.append(("b", "[" + b.map(quoted).joined(separator: ", ") + "]"))
        case .call(let a, let b):
            members.append(("a", call(a)))
            members.append(("b", call(b)))
        case .callAdded(let b):
            members.append(("b", call(b)))
        case .callRemoved(let a):
            members.append(("a", call(a)))
        case .unchanged(let b):
            members.append(("b", call(b)))
        case .frame(let a, let b):
            members.append(("a", rect(a)))
            members.append(("b", rect(b)))
        case .findingAppeared(let finding), .findingWentAway(let finding):
            members.append(("finding", "{\"message\": \(quoted(finding.message)), \"rule\": \(quoted(finding.rule))}"))
        }
        members.append(("change", quoted(typeName(entry.change))))
        if entry.view >= 0 {
            let view = diff.views[entry.view]
            if let label = view.label { members.append(("label", quoted(label))) }
            members.append(("node", quoted(entry.node)))
            if let pathA = view.pathA { members.append(("pathA", quoted(pathA))) }
            if let pathB = view.pathB { members.append(("pathB", quoted(pathB))) }
        }
        members.sort { $0.0 < $1.0 }
        out.write("{")
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { out.write(", ") }
            out.writeJSONString(key)
            out.write(": ")
            out.write(string: value)
        }
        out.write("}")
    }

    /// `{"kind": "request", "pass": 1, "proposal": [0, 0], "query": "size", "reason": "probe-min", "reply": [8, 16]}`.
    private static func call(_ call: NodeCall) -> String {
        var out = ByteWriter(capacity: 160)
        out.write("{")
        if call.kind == .layout {
            out.write("\"detail\": ")
            out.writeJSONString(call.detail)
            out.write(", ")
        }
        out.write("\"kind\": \"")
        out.write(call.kind == .request ? "request" : (call.kind == .cached ? "cached" : "layout"))
        out.write("\", \"pass\": ")
        out.write(Int(call.pass))
        if call.kind != .layout {
            out.write(", \"proposal\": [")
            out.writeJSONNumber(call.proposal.width)
            out.write(", ")
            out.writeJSONNumber(call.proposal.height)
            out.write("], \"query\": \"")
            out.write(string: call.query.rawValue)
            out.write("\"")
            if let reason = call.reason {
                out.write(", \"reason\": \"")
                out.write(string: reason.rawValue)
                out.write("\"")
            }
            if call.remeasured { out.write(", \"remeasured\": true") }
            // Like the trace format: a width or height query is answered with one length.
            out.write(", \"reply\": ")
            switch (call.reply, call.query) {
            case (nil, _): out.write("null")
            case (let reply?, .width): out.writeJSONNumber(reply.width)
            case (let reply?, .height): out.writeJSONNumber(reply.height)
            case (let reply?, .size):
                out.write("[")
                out.writeJSONNumber(reply.width)
                out.write(", ")
                out.writeJSONNumber(reply.height)
                out.write("]")
            }
        }
        out.write("}")
        return out.string
    }

    private static func rect(_ rect: Rect?) -> String {
        guard let rect else { return "null" }
        var out = ByteWriter(capacity: 64)
        out.write("[")
        out.writeJSONNumber(rect.origin.x)
        out.write(", ")
        out.writeJSONNumber(rect.origin.y)
        out.write(", ")
        out.writeJSONNumber(rect.size.width)
        out.write(", ")
        out.writeJSONNumber(rect.size.height)
        out.write("]")
        return out.string
    }
}
