import LayoutModel

/// The entry point of the simulation: compiles a view tree and runs SwiftUI's layout pass over it,
/// reporting every request, reply, cache lookup and placement to an observer.
public enum LayoutEngine {
    /// The engine's version, written into trace headers. Bump it when any behaviour's numbers change.
    public static let version = "0.1.0"

    /// Lays out `tree` once. Throws located diagnostics for semantic errors the readers cannot catch.
    /// Run deep trees inside `withLargeStack`: sizing recurses once per level, as SwiftUI does.
    /// `layouts` is the run's table that the tree's custom layout nodes index (`LayoutTable.resolving`); for several passes over a
    /// tree that changes between them, use a `LayoutSession`.
    /// A tree handed over (its caller's last reference) is freed once compiled, while the layout runs: nothing reads
    /// it after the compile, and a 100,000-view tree is 21 MB of the run's peak (docs/performance.md item 60).
    public static func layout(_ tree: consuming ViewTree, file: String, observer: LayoutObserver? = nil,
                              layouts: LayoutTable? = nil) throws(InputError) -> LayoutResult {
        let program = try TreeCompiler.compile(tree, file: file, layouts: layouts)
        if program.nodes.contains(where: { if case .customLayout = $0.kind { true } else { false } }) {
            // Custom layouts keep state across their calls: the session sets that up (one pass here).
            let session = try LayoutSession(tree, file: file, observer: observer, layouts: layouts)
            ProcessEnd.keep(session)
            return session.run()
        }
        let (proposal, quirks, environment, window) = (tree.rootProposal, tree.quirks, tree.environment, tree.window)
        ProcessEnd.freeAside(consume tree)
        let active = observer is NullObserver ? nil : observer
        active?.begin(nodes: program.infos, quirks: quirks, rootProposal: proposal, window: window)
        let context = LayoutContext(program: program, quirks: quirks, environment: environment, observer: active)
        let frames = context.runPass(1, proposal: proposal, window: window)
        ProcessEnd.keep(context)
        return LayoutResult(nodes: program.infos, frames: frames, offsets: program.nodes.map(\.offset),
                            counters: context.counters)
    }
}

/// The final geometry of a run, separate from the tree: every placed node's frame in window coordinates.
public struct LayoutResult: Sendable {
    public var nodes: [NodeInfo]
    /// Frame in window coordinates per node (root coordinates for an explicit root proposal); nil for a node that was
    /// never placed (ViewThatFits' unchosen views).
    public var frames: [Rect?]
    /// Render-only offsets from `.offset(x:y:)`, per node.
    public var offsets: [Point]
    public var counters: PassCounters
}
