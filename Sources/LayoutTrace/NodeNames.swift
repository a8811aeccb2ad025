import LayoutModel

/// Names for nodes in indented outputs, one naming scheme with `NodeLookup`: each line names its node by the
/// shortest tail of its path (whole `/` segments) that no other node's path ends with, and at least its path
/// relative to its parent's, so that the indentation still carries the ancestry. `GridRow[0]/Color[0]` under the
/// outer `Grid` of a nested grid is `Grid/GridRow[0]/Color[0]`, the inner one's `Grid[2]/GridRow[0]/Color[0]`:
/// a name read on any line is one node, and `contract --node` accepts it as printed.
public enum NodeNames {
    /// How many segments of tails are counted for every node; a node whose name needs more is named by its whole
    /// path, which is unique (and bounded in length, `NodePath`). Keeps the count linear in the nodes.
    static let countedSegments = 6

    public static func short(_ nodes: [NodeInfo]) -> [String] {
        // How many paths end with each tail (a path is a tail of itself), by a hash of the tail: tails are hashed in
        // one backward pass over each path, and counted without making strings (a dictionary of Substrings cost
        // more than the rest of the text trace). A collision can only make a name longer, never ambiguous.
        var counts: [UInt64: Int32] = [:]
        counts.reserveCapacity(nodes.count * 2)
        let hashes = nodes.map { tailHashes(of: $0.path) }
        for tails in hashes {
            for tail in tails { counts[tail.hash, default: 0] += 1 }
        }
        return nodes.indices.map { index in
            let node = nodes[index]
            var name = node.path
            if node.parent >= 0 && Int(node.parent) < nodes.count {
                let relative = relative(node.path, to: nodes[Int(node.parent)].path)
                let minimum = relative.utf8.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
                // The whole path when no counted tail is unique (it always is).
                if let unique = hashes[index].dropFirst(minimum - 1).first(where: { counts[$0.hash] == 1 }) {
                    name = String(node.path.utf8.dropFirst(unique.start))!
                }
            }
            if let label = node.label { name += " \"\(label)\"" }
            return name
        }
    }

    /// The tails of `path` of 1, 2, … `countedSegments` segments, shortest first (fewer when the path is shorter):
    /// where each starts (a UTF-8 offset) and a hash of its bytes (FNV-1a, over the bytes from the end).
    static func tailHashes(of path: String) -> [(start: Int, hash: UInt64)] {
        var tails: [(start: Int, hash: UInt64)] = []
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let bytes = path.utf8
        var offset = bytes.count
        for byte in bytes.reversed() {
            offset -= 1
            if byte == UInt8(ascii: "/") {
                tails.append((offset + 1, hash))
                if tails.count == countedSegments { return tails }
            }
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        tails.append((0, hash))
        return tails
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
