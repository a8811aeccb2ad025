import LayoutModel

/// Asks one node of a tree for its size under any proposal, outside a layout pass: what `layoutdbg contract`
/// sweeps, and what tests use to check a single view's answers.
///
/// Every question runs in a fresh `LayoutContext` (empty size caches, no container state), and, when the tree
/// may hold custom layouts, on a freshly compiled tree (new layout objects, caches made anew), so an answer
/// never depends on the questions asked before it. The node is sized where it sits in the tree: with the
/// fonts, line limits and stack axis it inherits there.
///
///     let probe = try LayoutProbe(tree: tree, file: "grid.json")
///     let size = probe.size(ofNodeAt: "Grid/GridRow[0]/Grid[2]", proposal: .zero)   // (8, 16) in seed 002
public struct LayoutProbe {
    private let program: LayoutProgram
    private let tree: ViewTree
    private let file: String
    private let layouts: LayoutTable?

    /// Compiles `tree`; throws the located diagnostics of a tree the engine cannot lay out. `layouts` is the
    /// run's table that the tree's custom layout nodes index.
    public init(tree: ViewTree, file: String, layouts: LayoutTable? = nil) throws(InputError) {
        program = try TreeCompiler.compile(tree, file: file, layouts: layouts)
        self.tree = tree
        self.file = file
        self.layouts = layouts
    }

    /// The node table, as a trace of the same tree names it.
    public var nodes: [NodeInfo] { program.infos }

    /// The node whose path is `name`, else the first node labelled `name`.
    public func node(named name: String) -> Int32? {
        if case .found(let index) = NodeLookup.find(name, in: program.infos, input: file) { return index }
        return nil
    }

    /// The size the node at `path` (or with that label) replies to `proposal`; nil when no node has that name.
    public func size(ofNodeAt path: String, proposal: ProposedSize) -> Size? {
        node(named: path).map { size(of: $0, proposal: proposal) }
    }

    /// The size node `index` (an index into `nodes`) replies to `proposal`.
    public func size(of index: Int32, proposal: ProposedSize) -> Size {
        // Custom layouts keep their cache in the compiled program: compile again so each question starts afresh
        // (the tree compiled once already, so it compiles again).
        let program = layouts == nil ? self.program : (try? TreeCompiler.compile(tree, file: file, layouts: layouts)) ?? self.program
        let context = LayoutContext(program: program, quirks: tree.quirks, environment: tree.environment, observer: nil)
        return context.size(of: index, proposal, .root)
    }
}
