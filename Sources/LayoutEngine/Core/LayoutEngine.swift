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
    public static func layout(_ tree: ViewTree, file: String, observer: LayoutObserver? = nil,
                              layouts: LayoutTable? = nil) throws(InputError) -> LayoutResult {
        let program = try TreeCompiler.compile(tree, file: file, layouts: layouts)
        if program.nodes.contains(where: { if case .customLayout = $0.kind { true } else { false } }) {
            // Custom layouts keep state across their calls: the session sets that up (one pass here).
            let session = try LayoutSession(tree, file: file, observer: observer, layouts: layouts)
            ProcessEnd.keep(session)
            return session.run()
        }
        let proposal = tree.rootProposal
        let active = observer is NullObserver ? nil : observer
        active?.begin(nodes: program.infos, quirks: tree.quirks, rootProposal: proposal, window: tree.window)
        let context = LayoutContext(program: program, quirks: tree.quirks, environment: tree.environment, observer: active)
        let frames = context.runPass(1, proposal: proposal, window: tree.window)
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
