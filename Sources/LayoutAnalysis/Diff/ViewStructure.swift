import LayoutModel
import LayoutTrace

/// A trace's node table read as views: an element with the chain of layout-modifier nodes above it.
///
/// The tree compiler gives every layout modifier its own node, named after the view it modifies plus the chain
/// up to it: `Grid[2]` wrapped in `.frame` is the node `Grid[2].frame` whose only chain child is `Grid[2]`.
/// A node is a **chain modifier** when it has a child `c` such that its path is `c.path + "." + kind`; every other
/// node is an **element** (a view, a border's rectangle, an overlay's implicit ZStack). A view's **head** is the
/// outermost node of its chain, the one its parent talks to; without modifiers the head is the element itself.
///
/// Views form a tree: a view's children are the views whose head's parent belongs to its chain (contents of
/// stacks and grids, overlays, backgrounds, borders), in node-table order, which is the order of the input.
struct ViewStructure {
    /// For a chain modifier, the node it wraps; -1 for an element.
    private(set) var chainChild: [Int32]
    /// For every node, the element of its view (itself for an element).
    private(set) var element: [Int32]
    /// For an element, the outermost node of its chain (itself without modifiers); -1 for chain modifiers.
    private(set) var head: [Int32]
    /// The view that contains element e, -1 for the root view.
    private(set) var parentView: [Int32]
    /// Child views (their elements) of each element, flattened: `childList[childStart[e] ..< childStart[e + 1]]`.
    private var childList: [Int32]
    private var childStart: [Int32]
    /// The root views (normally one).
    private(set) var roots: [Int32]

    init(_ nodes: [NodeInfo]) {
        let count = nodes.count
        var chainChild = [Int32](repeating: -1, count: count)
        for (index, node) in nodes.enumerated() {
            let p = Int(node.parent)
            guard p >= 0, p < count, p != index else { continue }
            if Self.isWrapper(nodes[p], around: node) { chainChild[p] = Int32(index) }
        }
        // Elements by following chains down; chain lengths are small, cycles impossible in a valid table,
        // but a hostile file is cut off after `count` steps.
        var element = [Int32](repeating: -1, count: count)
        for start in 0..<count where element[start] < 0 {
            var node = start
            var steps = 0
            while chainChild[node] >= 0 && element[node] < 0 && steps < count {
                node = Int(chainChild[node])
                steps += 1
            }
            let found = element[node] >= 0 ? element[node] : Int32(node)
            var walk = start
            steps = 0
            while element[walk] < 0 && steps <= count {
                element[walk] = found
                guard chainChild[walk] >= 0 else { break }
                walk = Int(chainChild[walk])
                steps += 1
            }
        }
        var head = [Int32](repeating: -1, count: count)
        for (index, node) in nodes.enumerated() {
            let p = Int(node.parent)
            let isChainTop = !(p >= 0 && p < count && chainChild[p] == Int32(index))
            if isChainTop { head[Int(element[index])] = Int32(index) }
        }
        var parentView = [Int32](repeating: -1, count: count)
        var childCounts = [Int32](repeating: 0, count: count + 1)
        var roots: [Int32] = []
        var heads: [Int32] = []  // in node order
        for index in 0..<count {
            let e = Int(element[index])
            guard head[e] == Int32(index) else { continue }
            heads.append(Int32(index))
            let p = Int(nodes[index].parent)
            if p >= 0 && p < count && Int(element[p]) != e {
                parentView[e] = element[p]
                childCounts[Int(element[p]) + 1] += 1
            } else {
                roots.append(Int32(e))
            }
        }
        for n in 0..<count { childCounts[n + 1] += childCounts[n] }
        var next = childCounts
        var childList = [Int32](repeating: 0, count: Int(childCounts[count]))
        for h in heads {
            let e = Int(element[Int(h)])
            let p = parentView[e]
            guard p >= 0 else { continue }
            childList[Int(next[Int(p)])] = Int32(e)
            next[Int(p)] += 1
        }
        self.chainChild = chainChild
        self.element = element
        self.head = head
        self.parentView = parentView
        self.childList = childList
        self.childStart = childCounts
        self.roots = roots
    }

    /// True when `wrapper` is the layout-modifier node around `child`: its path is the child's plus `.kind`.
    static func isWrapper(_ wrapper: NodeInfo, around child: NodeInfo) -> Bool {
        let w = wrapper.path.utf8, c = child.path.utf8, k = wrapper.kind.utf8
        guard !k.isEmpty, w.count == c.count + 1 + k.count else { return false }
        guard w.starts(with: c) else { return false }
        let rest = w.dropFirst(c.count)
        return rest.first == UInt8(ascii: ".") && rest.dropFirst().elementsEqual(k)
    }

    /// The child views of element `e`.
    func children(of e: Int32) -> ArraySlice<Int32> {
        childList[Int(childStart[Int(e)])..<Int(childStart[Int(e) + 1])]
    }

    /// The nodes of element e's chain, outermost first, ending with e.
    func chain(of e: Int32) -> [Int32] {
        var result: [Int32] = []
        var node = head[Int(e)]
        while node >= 0 {
            result.append(node)
            if node == e { break }
            node = chainChild[Int(node)]
        }
        return result
    }

    /// The number of nodes in the subtree of view e (its chain and all descendant views' chains).
    func subtreeNodeCount(of e: Int32) -> Int {
        var total = 0
        var stack: [Int32] = [e]
        while let next = stack.popLast() {
            total += chain(of: next).count
            stack.append(contentsOf: children(of: next))
        }
        return total
    }
}
