import LayoutModel

/// A compiled view tree: the nodes the engine runs, and the table the trace names them by.
struct LayoutProgram {
    var nodes: [LayoutNode]
    var infos: [NodeInfo]
    var root: Int32
    /// Whether NaN can come from user code in this run: a custom layout's answers, or NaN written into the tree or
    /// its environment (a tree built in Swift). Without it, a NaN in the engine is the engine's own (NumberPolicy).
    var userCodeMayMakeNaN = false
    /// The default values of guides of the user's own that compiled code defines (`AlignmentID.defaultValue(in:)`),
    /// by the guide's name, from the run's `LayoutTable`.
    var compiledGuideDefaults: [String: any ExplicitGuideClosure] = [:]
}
