import LayoutModel

/// Short names for nodes in indented outputs: a node's path relative to its parent's, so that the tree's
/// indentation carries the ancestry (`GridRow[0]/Color[0]` under `Grid`, `Text[1]` under `Text[1].padding`).
public enum NodeNames {
    public static func short(_ nodes: [NodeInfo]) -> [String] {
        nodes.map { node in
            var name = node.path
            if node.parent >= 0 && Int(node.parent) < nodes.count {
                name = relative(node.path, to: nodes[Int(node.parent)].path)
            }
            if let label = node.label { name += " \"\(label)\"" }
            return name
        }
    }

    /// `path` with the longest prefix it shares with `parent` up to a `/` removed; `path` itself if none.
    static func relative(_ path: String, to parent: String) -> String {
        if path.hasPrefix(parent + "/") { return String(path.dropFirst(parent.count + 1)) }
        let a = Array(path.utf8), b = Array(parent.utf8)
        var lastSlash = -1
        var i = 0
        while i < a.count && i < b.count && a[i] == b[i] {
            if a[i] == UInt8(ascii: "/") { lastSlash = i }
            i += 1
        }
        return lastSlash >= 0 ? String(decoding: a[(lastSlash + 1)...], as: UTF8.self) : path
    }
}
