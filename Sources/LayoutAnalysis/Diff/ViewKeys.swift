import LayoutModel

/// The keys that decide which views of A and B are the same view.
///
/// - **weak key**: the element's path relative to its parent view with indices and layout-modifier segments
///   removed (`GridRow/Color`, `.border`, `.overlay/Text`): "the same kind of child in the same place".
/// - **strong key**: the weak key plus label, node attributes, the view's own modifier chain and, recursively,
///   its children's strong keys: "the same subtree".
///
/// Indices are left out on purpose: inserting a view shifts the indices of every later sibling, and matching
/// by index would then pair every later sibling with the wrong one.
struct ViewKeys {
    var weak: [Int]
    var strong: [Int]

    /// The layout modifiers that get nodes (TreeCompiler.isLayoutModifier), plus any chain-modifier kind the
    /// traces show: their segments are dropped from paths so that adding one does not rename what it wraps.
    static let knownModifiers: Set<String> = ["frame", "padding", "fixedSize", "aspectRatio"]

    init(_ nodes: [NodeInfo], _ structure: ViewStructure, modifiers: Set<String>) {
        let count = nodes.count
        var normalized = [String](repeating: "", count: count)
        var weak = [Int](repeating: 0, count: count)
        var strong = [Int](repeating: 0, count: count)
        // Pre-order from the roots, so a parent's normalized path is ready before its children's.
        var order: [Int32] = []
        order.reserveCapacity(count)
        var stack = Array(structure.roots.reversed())
        while let e = stack.popLast() {
            order.append(e)
            stack.append(contentsOf: structure.children(of: e).reversed())
        }
        for e in order {
            let path = Self.normalize(nodes[Int(e)].path, modifiers: modifiers)
            normalized[Int(e)] = path
            let parent = structure.parentView[Int(e)]
            let relative = parent >= 0 ? Self.relative(path, to: normalized[Int(parent)]) : Substring(path)
            var hasher = Hasher()
            hasher.combine(relative)
            weak[Int(e)] = hasher.finalize()
        }
        // Post-order for the strong keys.
        for e in order.reversed() {
            var hasher = Hasher()
            hasher.combine(weak[Int(e)])
            let node = nodes[Int(e)]
            hasher.combine(node.label)
            hasher.combine(node.kind)
            for key in node.attributes.keys.sorted() {
                hasher.combine(key)
                hasher.combine(node.attributes[key])
            }
            for member in structure.chain(of: e) where member != e { hasher.combine(nodes[Int(member)].kind) }
            hasher.combine(0x2F as UInt8)
            for child in structure.children(of: e) { hasher.combine(strong[Int(child)]) }
            strong[Int(e)] = hasher.finalize()
        }
        self.weak = weak
        self.strong = strong
    }

    /// `path` without `[n]` indices and without `.modifier` segments of the given kinds, in every component.
    static func normalize(_ path: String, modifiers: Set<String>) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        for (c, component) in path.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            if c > 0 { result.append("/") }
            for (s, segment) in component.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
                let bare = stripIndices(segment)
                if s > 0 {
                    if modifiers.contains(String(bare)) { continue }
                    result.append(".")
                }
                result.append(contentsOf: bare)
            }
        }
        return result
    }

    private static func stripIndices(_ segment: Substring) -> Substring {
        guard let bracket = segment.firstIndex(of: "[") else { return segment }
        return segment[..<bracket]
    }

    /// `path` relative to its parent view's: `GridRow/Color` under `Grid`, `.border` under `Grid`.
    static func relative(_ path: String, to parent: String) -> Substring {
        if path.hasPrefix(parent) {
            let rest = path.dropFirst(parent.count)
            if rest.first == "/" { return rest.dropFirst() }
            if rest.first == "." { return rest }
        }
        return Substring(path)
    }
}
