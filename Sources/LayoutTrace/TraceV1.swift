import LayoutModel

/// What reading a version-1 trace file takes beyond version 2, in one place: its replies did not name their
/// requests (each answers the latest open request of its node), node facts were strings (`"attributes"`), and a
/// layout modifier did not say which child it wraps (its path extends that child's).
enum TraceV1 {
    /// Fills in, for each layout modifier, the child it wraps: the one whose path its own extends.
    static func inferWrappedChildren(_ nodes: inout [NodeInfo]) {
        for index in nodes.indices {
            let parent = Int(nodes[index].parent)
            guard parent >= 0, parent < nodes.count, nodes[parent].facts.wraps == nil,
                  SwiftUICatalogue.layoutModifierNames.contains(nodes[parent].kind) else { continue }
            let child = nodes[index].path.utf8, path = nodes[parent].path.utf8
            if child.count < path.count, path.starts(with: child) { nodes[parent].facts.wraps = Int32(index) }
        }
    }

    /// Fills in each reply's request, as version 1 implied it.
    static func pairReplies(_ events: inout [TraceEvent]) {
        var open: [(node: Int32, sequence: Int32)] = []
        for index in events.indices {
            switch events[index] {
            case .request(let node, _, _, _, _):
                open.append((node, Int32(index + 1)))
            case .reply(let node, let proposal, let query, let size, let depth, let remeasured, _):
                guard let match = open.lastIndex(where: { $0.node == node }) else { continue }
                events[index] = .reply(node: node, proposal: proposal, query: query, size: size, depth: depth, remeasured: remeasured,
                                       request: open[match].sequence)
                open.remove(at: match)
            default:
                continue
            }
        }
    }

    /// A version-1 node's `"attributes"` as facts. Its frame arguments were text such as `minWidth: 0, maxWidth: inf`.
    static func facts(_ item: JSONValue, fail: (String, JSONValue) -> InputError) throws(InputError) -> NodeFacts {
        var facts = NodeFacts()
        for member in item["attributes"]?.objectMembers ?? [] {
            guard let text = member.value.stringValue else { throw fail("attribute values are strings", member.value) }
            switch member.key {
            case "gridCellColumns": facts.gridCellColumns = Int(text)
            case "gridCellUnsizedAxes":
                facts.gridCellUnsizedAxes = Axes(text.split(separator: ",").compactMap { name in
                    switch name.trimmingCharacters(" ") {
                    case "horizontal": Axes.horizontal
                    case "vertical": Axes.vertical
                    default: nil
                    }
                })
            case "layoutPriority": facts.layoutPriority = Double(text)
            case "lostLayoutPriority":
                // "layoutPriority(1) of HStack/Text[0] is reset to 0 by .padding"
                if let open = text.firstIndex(of: "("), let close = text.firstIndex(of: ")") {
                    facts.lostLayoutPriority = Double(text[text.index(after: open)..<close])
                }
            case "frameArguments": facts.flexFrame = frame(text)
            case "contradictoryFrame": facts.contradictoryFrame = true
            default: continue
            }
        }
        return facts
    }

    /// `minWidth: 0, maxWidth: inf` as a frame.
    static func frame(_ text: String) -> FlexFrame {
        var frame = FlexFrame()
        for part in text.split(separator: ",") {
            let pieces = part.split(separator: ":").map { $0.trimmingCharacters(" ") }
            guard pieces.count == 2, let value = pieces[1] == "inf" ? Double.infinity : Double(pieces[1]) else { continue }
            switch pieces[0] {
            case "minWidth": frame.minWidth = value
            case "idealWidth": frame.idealWidth = value
            case "maxWidth": frame.maxWidth = value
            case "minHeight": frame.minHeight = value
            case "idealHeight": frame.idealHeight = value
            case "maxHeight": frame.maxHeight = value
            default: continue
            }
        }
        return frame
    }
}

extension Substring {
    /// The text without `character` at either end (Foundation-free).
    func trimmingCharacters(_ character: Character) -> String {
        var slice = self
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return String(slice)
    }
}

extension String {
    func trimmingCharacters(_ character: Character) -> String { Substring(self).trimmingCharacters(character) }
}
