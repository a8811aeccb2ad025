import LayoutModel

/// A compiled view tree: the nodes the engine runs, and the table the trace names them by.
struct LayoutProgram {
    var nodes: [LayoutNode]
    var infos: [NodeInfo]
    var root: Int32
}
