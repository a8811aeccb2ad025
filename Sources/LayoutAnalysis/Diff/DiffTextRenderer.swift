import LayoutModel
import LayoutTrace

/// The text form of a `TraceDiff`: one block per view that changed, one line per change, side by side as
/// "before became after", then the first change in call order and a summary line.
///
///     --- a: grid-bug.json (11 nodes, 97 events)
///     +++ b: grid-workaround.json (12 nodes, 108 events)
///
///     Grid/GridRow[0]/Grid[2] "inner"
///       ~ modifiers Grid "inner"  none became .frame
///       ~ reply     Grid "inner"  (0, 0) zero  → (8, 16) became (0, 0)  [probe-min]
///
///     first change: Grid/GridRow[0]/Grid[2] "inner"  reply  (0, 0) zero  → (8, 16) became (0, 0)
///     summary: 1 reply changed, 1 view with other modifiers
///
/// Marks: `~` changed, `+` only in B, `-` only in A, a blank for an unchanged call shown as context. Each line
/// names the node inside the view (`Grid "inner"` is the view as its parent sees it). Calls of one node that
/// changed in exactly the same way share a line and list their reasons together: `[distribute, place]`; a
/// changed proposal answered with exactly the proposal, before and after, ends in `→ as proposed`.
/// The format is documented in docs/diff-format.md.
public enum DiffTextRenderer {
    public static func render(_ diff: TraceDiff) -> [UInt8] {
        var out = ByteWriter(capacity: 512 + diff.entries.count * 100)
        header(diff, to: &out)
        var currentView = -2
        var pending: Line?
        for entry in diff.entries {
            let next = line(entry)
            if var merged = pending, entry.view == currentView, merged.body == next.body, !next.notes.isEmpty, !merged.notes.isEmpty {
                merged.notes += next.notes.filter { !merged.notes.contains($0) }
                pending = merged
                continue
            }
            if let done = pending { done.write(to: &out) }
            pending = nil
            if entry.view != currentView {
                currentView = entry.view
                out.write("\n")
                if entry.view >= 0 { viewHeader(diff.views[entry.view], to: &out) }
            }
            pending = next
        }
        if let done = pending { done.write(to: &out) }
        out.write("\n")
        if let index = diff.firstChange {
            let entry = diff.entries[index]
            out.write("first change: ")
            out.write(string: diff.nodeName(entry))
            var first = line(entry)
            first.notes = []
            out.write("  ")
            out.write(string: first.tag)
            out.write("  ")
            out.write(string: first.body.dropFirst(first.prefixLength).drop { $0 == " " }.description)
            out.write("\n")
        }
        out.write("summary: ")
        out.write(string: diff.summary.line)
        if !diff.comparedFindings { out.write(" (findings not compared)") }
        out.write("\n")
        return out.bytes
    }

    private static func header(_ diff: TraceDiff, to out: inout ByteWriter) {
        for (mark, name, side) in [("---", "a", diff.a), ("+++", "b", diff.b)] {
            out.write(string: mark)
            out.write(" ")
            out.write(string: name)
            out.write(": ")
            out.write(string: side.input)
            out.write(" (")
            out.write(side.nodes)
            out.write(side.nodes == 1 ? " node, " : " nodes, ")
            out.write(side.events)
            out.write(side.events == 1 ? " event)\n" : " events)\n")
        }
        if diff.a.engineVersion != diff.b.engineVersion {
            out.write("engine ")
            out.write(string: diff.a.engineVersion)
            out.write(" became ")
            out.write(string: diff.b.engineVersion)
            out.write("\n")
        }
    }

    private static func viewHeader(_ view: DiffView, to out: inout ByteWriter) {
        out.write(string: view.displayName)
        if let pathA = view.pathA, let pathB = view.pathB, pathA != pathB {
            out.write("  (a: ")
            out.write(string: pathA)
            out.write(")")
        }
        out.write("\n")
    }

    /// One output line: everything but the bracketed notes, and the notes (reasons, pass) that may be merged.
    private struct Line {
        var tag: String
        var body: String
        /// Length of the `  ~ tag       node  ` prefix of `body`.
        var prefixLength: Int
        var notes: [String]

        func write(to out: inout ByteWriter) {
            out.write(string: body)
            if !notes.isEmpty {
                out.write("  [")
                out.write(string: notes.joined(separator: ", "))
                out.write("]")
            }
            out.write("\n")
        }
    }

    /// One entry as its line reads, without the indentation: `~ reply  Grid  (0, 0) zero  → (0, 0) became (8, 16)`.
    public static func text(of entry: DiffEntry) -> String {
        String(line(entry).body.drop(while: { $0 == " " }))
    }

    private static func line(_ entry: DiffEntry) -> Line {
        let node = entry.node
        switch entry.change {
        case .quirks(let a, let b):
            return make("~", "quirks", "", (a.isEmpty ? "none" : a.joined(separator: ", ")) + " became "
                        + (b.isEmpty ? "none" : b.joined(separator: ", ")))
        case .viewAdded(let nodes, let calls):
            return make("+", "view", node, counts(nodes, calls))
        case .viewRemoved(let nodes, let calls):
            return make("-", "view", node, counts(nodes, calls))
        case .modifiers(let a, let b):
            return make("~", "modifiers", node, (a.isEmpty ? "none" : a.joined()) + " became " + (b.isEmpty ? "none" : b.joined()))
        case .call(let a, let b):
            return changedCall(a, b, node)
        case .callAdded(let call):
            return make("+", tag(call), node, describe(call), notes: notes(call, call))
        case .callRemoved(let call):
            return make("-", tag(call), node, describe(call), notes: notes(call, call))
        case .unchanged(let call):
            return make(" ", tag(call), node, describe(call), notes: notes(call, call))
        case .frame(let a, let b):
            return make("~", "frame", node, rect(a) + " became " + rect(b))
        case .findingAppeared(let finding):
            return make("+", "finding", node, "[\(finding.rule)] \(finding.message)")
        case .findingWentAway(let finding):
            return make("-", "finding", node, "[\(finding.rule)] \(finding.message)")
        }
    }

    private static func make(_ mark: String, _ tag: String, _ node: String, _ text: String, notes: [String] = []) -> Line {
        var prefix = "  \(mark) \(tag)" + String(repeating: " ", count: max(1, 10 - tag.count))
        if !node.isEmpty { prefix += node + "  " }
        return Line(tag: tag, body: prefix + text, prefixLength: prefix.count, notes: notes)
    }

    private static func counts(_ nodes: Int, _ calls: Int) -> String {
        "(\(nodes) \(nodes == 1 ? "node" : "nodes"), \(calls) \(calls == 1 ? "call" : "calls"))"
    }

    private static func tag(_ call: NodeCall) -> String {
        switch call.kind {
        case .request: "call"
        case .cached: "cached"
        case .layout: "layout"
        }
    }

    /// `(0, 0) zero  → (8, 16)`, or a layout call's `sizeThatFits (10, nil)`.
    private static func describe(_ call: NodeCall) -> String {
        if call.kind == .layout { return call.detail }
        return question(call) + "  → " + answer(call)
    }

    private static func changedCall(_ a: NodeCall, _ b: NodeCall, _ node: String) -> Line {
        let numbers = NumberComparison()
        if a.kind == .layout || b.kind == .layout {
            return make("~", "layout", node, a.detail + " became " + b.detail, notes: notes(a, b))
        }
        var text: String
        let tag: String
        switch CallChange(a, b, numbers) {
        case .proposal:
            tag = "proposal"
            text = question(a) + " became " + question(b)
        case .reply:
            tag = "reply"
            text = question(b)
        case .other:
            tag = a.kind == .cached && b.kind == .cached ? "cached" : "call"
            text = question(b)
        }
        if a.query == .size && b.query == .size && takesProposal(a) && takesProposal(b) && !numbers.equal(a.reply, b.reply) {
            text += "  → as proposed"  // a view that takes what it is offered: the reply follows the proposal
        } else {
            text += "  → " + answer(a)
            if !numbers.equal(a.reply, b.reply) || a.query != b.query { text += " became " + answer(b) }
        }
        if a.remeasured != b.remeasured { text += b.remeasured ? " (now re-measured)" : " (no longer re-measured)" }
        return make("~", tag, node, text, notes: notes(a, b))
    }

    /// True when the call's reply is exactly its (fully specified) proposal.
    private static func takesProposal(_ call: NodeCall) -> Bool {
        guard let reply = call.reply, let width = call.proposal.width, let height = call.proposal.height else { return false }
        return NumberComparison().equal(reply, Size(width: width, height: height))
    }

    /// `(0, 0) zero`, `width? (0, nil) mixed(zero,unspecified)`.
    private static func question(_ call: NodeCall) -> String {
        let prefix = switch call.query {
        case .size: ""
        case .width: "width? "
        case .height: "height? "
        }
        return prefix + NumberFormat.proposal(call.proposal) + " " + call.proposal.kind.description
    }

    /// `(8, 16)`, `width 8`, `no reply`.
    private static func answer(_ call: NodeCall) -> String {
        guard let reply = call.reply else { return "no reply" }
        return switch call.query {
        case .size: NumberFormat.size(reply)
        case .width: "width " + NumberFormat.string(reply.width)
        case .height: "height " + NumberFormat.string(reply.height)
        }
    }

    /// `probe-min`, `probe-min became measure`, `pass 2, distribute`; cache hits say `cached`.
    private static func notes(_ a: NodeCall, _ b: NodeCall) -> [String] {
        var note = b.pass != 1 ? "pass \(b.pass), " : ""
        if a.kind == .layout && b.kind == .layout { return note.isEmpty ? [] : [String(note.dropLast(2))] }
        note += a.reason?.rawValue ?? "cached"
        if a.reason != b.reason { note += " became " + (b.reason?.rawValue ?? "cached") }
        return [note]
    }

    /// `(x, y, width, height)` or `not placed`.
    static func rect(_ rect: Rect?) -> String {
        guard let rect else { return "not placed" }
        return "(\(NumberFormat.string(rect.origin.x)), \(NumberFormat.string(rect.origin.y)), "
            + "\(NumberFormat.string(rect.size.width)), \(NumberFormat.string(rect.size.height)))"
    }
}
