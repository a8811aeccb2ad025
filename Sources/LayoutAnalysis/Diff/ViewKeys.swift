import LayoutModel

/// The keys that decide which views of A and B are the same view.
///
/// - **weak key**: the element's path relative to its parent view, with indices and layout-modifier segments
///   removed (`GridRow/Color`, `.border`, `.overlay/Text`): "the same kind of child in the same place".
/// - **strong key**: the weak key plus label, kind, node attributes, the view's own modifier chain and,
///   recursively, its children's strong keys: "the same subtree".
///
/// Indices are left out on purpose: inserting a view shifts the indices of every later sibling, and matching
/// by index would then pair every later sibling with the wrong one. Paths are handled as UTF-8 bytes (this
/// runs once per view of two large traces). A path the engine shortened (`/…hash…/` in the middle of a very
/// deep path) does not start with its parent's; its last component stands for it.
struct ViewKeys {
    var weak: [Int]
    var strong: [Int]

    /// The layout modifiers that get nodes (TreeCompiler.isLayoutModifier), plus any chain-modifier kind the
    /// traces show: their segments are dropped from paths so that adding one does not rename what it wraps.
    static let knownModifiers: Set<String> = SwiftUICatalogue.layoutModifierNames

    init(_ nodes: [NodeInfo], _ structure: ViewStructure, modifiers: Set<String>) {
        let count = nodes.count
        let modifierBytes = modifiers.map { Array($0.utf8) }
        var weak = [Int](repeating: 0, count: count)
        var strong = [Int](repeating: 0, count: count)
        var order: [Int32] = []
        order.reserveCapacity(count)
        var stack = Array(structure.roots.reversed())
        while let e = stack.popLast() {
            order.append(e)
            stack.append(contentsOf: structure.children(of: e).reversed())
        }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(256)
        for e in order {
            let parent = structure.parentView[Int(e)]
            buffer.removeAll(keepingCapacity: true)
            Self.relativeKey(nodes[Int(e)].path, parent: parent >= 0 ? nodes[Int(parent)].path : nil,
                             modifiers: modifierBytes, into: &buffer)
            var hasher = Hasher()
            buffer.withUnsafeBytes { hasher.combine(bytes: $0) }
            weak[Int(e)] = hasher.finalize()
        }
        // Post-order for the strong keys.
        for e in order.reversed() {
            var hasher = Hasher()
            hasher.combine(weak[Int(e)])
            let node = nodes[Int(e)]
            hasher.combine(node.label)
            hasher.combine(node.kind)
            if !node.facts.isEmpty { hasher.combine(node.facts) }
            var member = structure.head[Int(e)]
            while member >= 0 && member != e {
                hasher.combine(nodes[Int(member)].kind)
                member = structure.chainChild[Int(member)]
            }
            hasher.combine(0x2F as UInt8)
            for child in structure.children(of: e) { hasher.combine(strong[Int(child)]) }
            strong[Int(e)] = hasher.finalize()
        }
        self.weak = weak
        self.strong = strong
    }

    /// Appends `path`'s part below `parent` to `out`, normalized: the rest after the parent's path (`/…` or
    /// `.…`), else the last component; the whole path for a root.
    static func relativeKey(_ path: String, parent: String?, modifiers: [[UInt8]], into out: inout [UInt8]) {
        var path = path
        var parentPath = parent ?? ""
        let hasParent = parent != nil
        path.withUTF8 { p in
            guard hasParent else {
                normalize(p[...], modifiers: modifiers, into: &out)
                return
            }
            let restStart: Int? = parentPath.withUTF8 { q in
                guard p.count > q.count, p[0..<q.count].elementsEqual(q) else { return nil }
                switch p[q.count] {
                case UInt8(ascii: "/"): return q.count + 1
                case UInt8(ascii: "."): return q.count
                default: return nil
                }
            }
            let start = restStart ?? ((p.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1)
            normalize(p[start...], modifiers: modifiers, into: &out)
        }
    }

    /// Appends `bytes` without `[n]` indices and without the `.name` segments whose name is in `modifiers`
    /// (an element's own name never starts with a dot, so only modifier-like segments can go).
    static func normalize(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, modifiers: [[UInt8]], into out: inout [UInt8]) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") {
                index = skipIndex(bytes, index)
                continue
            }
            if byte == UInt8(ascii: ".") {
                var end = index + 1
                while end < bytes.endIndex {
                    let next = bytes[end]
                    if next == UInt8(ascii: ".") || next == UInt8(ascii: "/") || next == UInt8(ascii: "[") { break }
                    end += 1
                }
                let name = bytes[(index + 1)..<end]
                if !modifiers.contains(where: { $0.elementsEqual(name) }) {
                    out.append(byte)
                    out.append(contentsOf: name)
                }
                index = end
                continue
            }
            out.append(byte)
            index += 1
        }
    }

    /// The index after the `]` that closes the `[` at `index`.
    private static func skipIndex(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ index: Int) -> Int {
        var end = index + 1
        while end < bytes.endIndex && bytes[end] != UInt8(ascii: "]") { end += 1 }
        return min(end + 1, bytes.endIndex)
    }

    /// `path` normalized as a whole (tests and docs).
    static func normalize(_ path: String, modifiers: Set<String>) -> String {
        var path = path
        var out: [UInt8] = []
        path.withUTF8 { normalize($0[...], modifiers: modifiers.map { Array($0.utf8) }, into: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// `path`'s part below `parent`, normalized (tests and docs).
    static func relative(_ path: String, to parent: String, modifiers: Set<String> = knownModifiers) -> String {
        var out: [UInt8] = []
        relativeKey(path, parent: parent, modifiers: modifiers.map { Array($0.utf8) }, into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
