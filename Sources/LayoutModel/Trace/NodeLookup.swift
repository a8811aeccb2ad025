/// Finds the node a user names on the command line (`contract --node`), by any name an output shows for it: its
/// full path, its label, the path as an indented trace prints it (a tail of the full path, `GridRow[0]/Color[0]`),
/// or where it was written (`RowView.swift:12`, `12`). A name that fits several nodes is ambiguous, never guessed.
public enum NodeLookup {
    public enum Match: Equatable {
        case found(Int32)
        /// Every node the name fits, in node order.
        case ambiguous([Int32])
        case none
    }

    public static func find(_ name: String, in nodes: [NodeInfo], input: String) -> Match {
        if let index = nodes.firstIndex(where: { $0.path == name }) { return .found(Int32(index)) }
        for candidates in [labelled(name, nodes), tails(name, nodes), written(name, nodes, input: input)] where !candidates.isEmpty {
            return candidates.count == 1 ? .found(candidates[0]) : .ambiguous(candidates)
        }
        return .none
    }

    private static func labelled(_ name: String, _ nodes: [NodeInfo]) -> [Int32] {
        nodes.indices.filter { nodes[$0].label == name }.map { Int32($0) }
    }

    /// Paths that end with `/name`.
    private static func tails(_ name: String, _ nodes: [NodeInfo]) -> [Int32] {
        nodes.indices.filter { nodes[$0].path.hasSuffix("/" + name) }.map { Int32($0) }
    }

    /// `File.swift:LINE` or `LINE`: the outermost node written on that line (a view and its modifiers share it).
    private static func written(_ name: String, _ nodes: [NodeInfo], input: String) -> [Int32] {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard let lineText = parts.last, let line = Int(lineText), parts.count <= 2 else { return [] }
        let file = parts.count == 2 ? String(parts[0]) : nil
        func fileName(_ path: String) -> Substring { path.split(separator: "/").last ?? Substring(path) }
        var found: [Int32] = []
        for (index, node) in nodes.enumerated() where node.location.line == line {
            if let file, fileName(node.file ?? input) != fileName(file) { continue }
            // A node whose parent was written on the same line is part of the same view (its modifiers).
            let parent = Int(node.parent)
            if parent >= 0, nodes[parent].location.line == line, nodes[parent].file == node.file { continue }
            found.append(Int32(index))
        }
        return found
    }
}
