import LayoutModel
import LayoutTrace

/// `--measured recorded.json`: the leaves a recording measured answer with the device's replies.
///
/// A recorder (`.recordLayout("title")`) right around a leaf (`Text("…").recordLayout("title")`) saw every proposal
/// the leaf was asked and its replies, so for those proposals the leaf's reply is known exactly. Text is the reason:
/// its width comes from font metrics the engine approximates (docs/font-metrics.md), and one wrong width moves every
/// view around it. The replies become the leaf's `MeasuredTable`: exact where recorded, the table's neighbouring
/// entry elsewhere (and `lint` says so: `unrecorded-proposal`). The rest of the simulation is the model's.
///
/// A recorder around more than a leaf (a stack, a padded view) is left to the model, with a warning: its replies
/// are the result of its subtree's negotiation, which is what the simulation is there to reproduce.
public enum MeasuredReplay {
    public struct Result {
        /// Each recorder's leaf replies, by recorder name, for `RunSettings.replayed`.
        public var tables: [String: MeasuredTable]
        /// Recorders the recording has that the view has not, or whose view is not a leaf; replies that disagree.
        public var warnings: [Diagnostic]
    }

    /// The tables for `tree`'s recorders from `recording` (read from `recordingFile`; `file` is the input's).
    public static func tables(from recording: Trace, recordingFile: String, for tree: ViewTree, file: String) -> Result {
        var warnings: [Diagnostic] = []
        let replies = self.replies(recording, file: recordingFile, warnings: &warnings)
        var tables: [String: MeasuredTable] = [:]
        var seen = Set<String>()
        let layoutModifiers = SwiftUICatalogue.layoutModifierNames
        var stack = [tree.root]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.children)
            for located in view.modifiers { stack.append(contentsOf: located.modifier.contentViews) }
            guard case .layoutMonitor = view.element else { continue }
            let name = RecordedTraceBuilder.pathComponent(view.label ?? "LayoutMonitor")
            guard let table = replies[name] else { continue }
            seen.insert(name)
            guard let leaf = view.children.first, view.children.count == 1, leaf.children.isEmpty, !leaf.element.takesChildren,
                  !leaf.modifiers.contains(where: { layoutModifiers.contains($0.modifier.name) }) else {
                warnings.append(Diagnostic(.warning, "'\(name)' records more than a leaf; its view keeps the model's replies", file: file,
                                           at: view.location,
                                           notes: ["replay needs the recorder right on the leaf, after the leaf's own layout modifiers move outside it: Text(\"…\").recordLayout(\"\(name)\").padding()"]))
                continue
            }
            tables[name] = table
        }
        for name in replies.keys.sorted() where !seen.contains(name) {
            warnings.append(Diagnostic(.warning, "the recording has '\(name)', which no .recordLayout(\"\(name)\") of the view names; not replayed",
                                       file: recordingFile, at: .unknown))
        }
        return Result(tables: tables, warnings: warnings)
    }

    /// Each recorded view's replies, in the order they were first given; a proposal replied to differently later (a
    /// state change between passes) keeps its first reply, with a warning.
    private static func replies(_ recording: Trace, file: String, warnings: inout [Diagnostic]) -> [String: MeasuredTable] {
        var tables: [String: MeasuredTable] = [:]
        for event in recording.events {
            guard case .reply(let node, let proposal, .size, let size, _, _, _) = event else { continue }
            let name = recording.nodes[Int(node)].path.split(separator: "/").last.map(String.init) ?? ""
            var table = tables[name] ?? MeasuredTable(entries: [])
            if let known = table.entries.first(where: { $0.proposal == proposal }) {
                if known.size != size {
                    warnings.append(Diagnostic(.warning, "'\(name)' replied \(NumberFormat.size(size)) to \(NumberFormat.proposal(proposal)) after "
                                               + "replying \(NumberFormat.size(known.size)); the first reply is replayed", file: file, at: .unknown))
                }
                continue
            }
            table.entries.append(MeasuredEntry(proposal: proposal, size: size))
            tables[name] = table
        }
        return tables
    }
}
