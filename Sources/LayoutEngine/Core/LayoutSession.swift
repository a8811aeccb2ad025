import LayoutModel

/// Several layout passes over one view tree, with the per-node state SwiftUI keeps between them: the 3-entry
/// size caches, the stacks' and grids' working state, and custom layouts' caches.
///
/// `run()` lays the current tree out again; a pass over an unchanged tree answers from the caches (as SwiftUI does
/// when it lays a view out again for another reason). `update(_:)` replaces the tree with a new evaluation of the
/// same view, as a state change does (spec §1.7, §24):
///
/// * nodes whose inputs changed, and their ancestors, lose their size caches;
/// * every custom layout in the new tree is updated: its size caches are cleared and `updateCache` runs before its
///   next call (a new layout node, or one of another type, gets `makeCache`). SwiftUI re-creates a layout and its
///   subview list whenever the body around it is evaluated, so this is what a re-rendered view does; seed 001's
///   padding change shows it;
/// * nodes that kept their inputs keep their caches.
///
/// Nodes are matched across updates by structural path. The node table the observer sees is the union of every
/// tree's nodes, in order of first appearance: when an update adds nodes, the observer's `begin` is called again
/// with the grown table (earlier numbers keep their meaning). Passes are numbered 1, 2, 3, … in one trace.
public final class LayoutSession {
    private var tree: ViewTree
    private let file: String
    private var layouts: LayoutTable?
    private let observer: LayoutObserver?
    private var program: LayoutProgram
    private var context: LayoutContext
    /// Custom layouts' own spacing answers, by path, once they differ from the default the compiler assumed.
    private var spacingOverrides: [String: SpacingPreferences] = [:]
    /// The node table of the trace: every node seen so far, by first appearance.
    public private(set) var nodes: [NodeInfo] = []
    private var tableIndex: [String: Int32] = [:]
    /// `toTable[i]`: the table number of the current program's node i.
    private var toTable: [Int32] = []
    /// The number of passes run so far.
    public private(set) var passCount = 0

    /// Compiles `tree`. `layouts` is the run's table that its custom layout nodes index; `observer` receives every pass's events.
    public init(_ tree: ViewTree, file: String, observer: LayoutObserver? = nil,
                layouts: LayoutTable? = nil) throws(InputError) {
        self.tree = tree
        self.file = file
        self.layouts = layouts
        self.observer = observer is NullObserver ? nil : observer
        program = try TreeCompiler.compile(tree, file: file, layouts: layouts)
        context = LayoutContext(program: program, quirks: tree.quirks, environment: tree.environment, observer: nil)
        _ = mergeTable()
        self.observer?.begin(nodes: nodes, quirks: tree.quirks, rootProposal: rootProposal(nil), window: tree.window)
        context = makeContext(program)
    }

    /// Runs one layout pass, with `proposal` or else the tree's own root proposal.
    @discardableResult
    public func run(proposal: ProposedSize? = nil) -> LayoutResult {
        passCount += 1
        let p = rootProposal(proposal)
        context.startPass(passCount, proposal: p)
        askSpacing()
        // A pass given its own proposal is a harness's: its root goes at (0, 0).
        let frames = context.finishPass(passCount, proposal: p, window: proposal == nil ? tree.window : nil)
        var tableFrames = [Rect?](repeating: nil, count: nodes.count)
        var offsets = [Point](repeating: .zero, count: nodes.count)
        for (index, frame) in frames.enumerated() {
            tableFrames[Int(toTable[index])] = frame
            offsets[Int(toTable[index])] = program.nodes[index].offset
        }
        return LayoutResult(nodes: nodes, frames: tableFrames, offsets: offsets, counters: context.counters)
    }

    /// Replaces the tree with `newTree`, a new evaluation of the same view (for example after a padding value
    /// changed). The next `run()` lays it out with what SwiftUI would still have cached. `layouts`, when given,
    /// replaces the table (a new evaluation makes new layout values).
    public func update(_ newTree: ViewTree, layouts newLayouts: LayoutTable? = nil) throws(InputError) {
        let table = newLayouts ?? layouts
        let newProgram = try TreeCompiler.compile(newTree, file: file, layouts: table, spacingOverrides: spacingOverrides)
        layouts = table
        var oldByPath: [String: Int32] = [:]
        for (index, info) in program.infos.enumerated() { oldByPath[info.path] = Int32(index) }
        var mapping = [Int32?](repeating: nil, count: newProgram.nodes.count)
        var invalid = [Bool](repeating: false, count: newProgram.nodes.count)
        for index in newProgram.nodes.indices {
            let node = newProgram.nodes[index]
            guard let old = oldByPath[newProgram.infos[index].path], program.infos[Int(old)].kind == newProgram.infos[index].kind else {
                invalid[index] = true
                continue
            }
            mapping[index] = old
            if case .customLayout(let slot) = node.kind {
                if case .customLayout(let previous) = program.nodes[Int(old)].kind { slot.takeOver(previous) }
                invalid[index] = true  // updated: its size caches are cleared (spec §24)
            } else if Self.signature(node, in: newProgram) != Self.signature(program.nodes[Int(old)], in: program) {
                invalid[index] = true
            }
        }
        // A node whose subtree changed may answer differently: its ancestors' caches go too.
        for index in newProgram.nodes.indices.reversed() where invalid[index] {
            let parent = newProgram.infos[index].parent
            if parent >= 0 { invalid[Int(parent)] = true }
        }
        var cleared: Set<Int32> = []
        for index in mapping.indices where invalid[index] {
            if mapping[index] != nil { cleared.insert(Int32(index)) }
            mapping[index] = nil
        }
        let previous = context
        tree = newTree
        program = newProgram
        if mergeTable() { observer?.begin(nodes: nodes, quirks: tree.quirks, rootProposal: rootProposal(nil), window: tree.window) }
        context = makeContext(program)
        context.adopt(from: previous, mapping: mapping, cleared: cleared, counters: false)
    }

    // MARK: Spacing

    /// Asks the custom layouts that a stack with nil spacing reads for their spacing, once per update, at the start
    /// of the pass (SwiftUI asks when the stack first resolves its gaps). An answer other than the default the
    /// compiler assumed recompiles the tree with it; the stacks around it start afresh, everything else carries on.
    private func askSpacing() {
        var changed: [Int32] = []
        var depths: [Int32] = []
        for (index, node) in program.nodes.enumerated() {
            guard case .customLayout(let slot) = node.kind, slot.spacingReadByParent, slot.spacing == nil else { continue }
            if depths.isEmpty { depths = Self.depths(program) }
            let saved = context.depth
            context.depth = depths[index]
            let answer = CustomLayoutBehavior.spacing(context, Int32(index))
            context.depth = saved
            if answer != node.spacing.preferences {
                spacingOverrides[program.infos[index].path] = answer
                changed.append(Int32(index))
            }
        }
        guard !changed.isEmpty else { return }
        var slots: [String: CustomLayoutSlot] = [:]
        for (index, node) in program.nodes.enumerated() {
            if case .customLayout(let slot) = node.kind { slots[program.infos[index].path] = slot }
        }
        // The tree compiled before, with the same layouts: compiling again with the answers cannot fail.
        guard let patched = try? TreeCompiler.compile(tree, file: file, layouts: layouts, spacingOverrides: spacingOverrides,
                                                      reusing: slots) else { return }
        var mapping = (0..<Int32(patched.nodes.count)).map { Optional($0) }
        for index in changed {
            var parent = program.infos[Int(index)].parent
            while parent >= 0 {
                mapping[Int(parent)] = nil
                parent = program.infos[Int(parent)].parent
            }
        }
        let previous = context
        program = patched
        context = makeContext(program)
        // Same node numbers: what the update cleared stays cleared (the ancestors reset here were among them, or
        // have not been asked yet).
        context.adopt(from: previous, mapping: mapping, cleared: previous.clearedByUpdate, counters: true)
    }

    // MARK: Helpers

    private func rootProposal(_ proposal: ProposedSize?) -> ProposedSize {
        proposal ?? tree.rootProposal
    }

    /// A context for `program` reporting to the observer, through a renumbering one when the program's node
    /// numbers are not the table's.
    private func makeContext(_ program: LayoutProgram) -> LayoutContext {
        var reporter = observer
        if let observer, toTable.enumerated().contains(where: { $0.offset != Int($0.element) }) {
            reporter = RenumberingObserver(observer, toTable)
        }
        return LayoutContext(program: program, quirks: tree.quirks, environment: tree.environment, observer: reporter)
    }

    /// Adds the current program's nodes to the table; true when the table grew.
    private func mergeTable() -> Bool {
        let before = nodes.count
        toTable = []
        toTable.reserveCapacity(program.infos.count)
        for info in program.infos {
            if let known = tableIndex[info.path] {
                toTable.append(known)
            } else {
                let index = Int32(nodes.count)
                tableIndex[info.path] = index
                nodes.append(info)
                toTable.append(index)
            }
        }
        // Refresh what the latest tree says about every node (label, location, attributes, parent).
        for (index, info) in program.infos.enumerated() {
            var entry = info
            entry.parent = info.parent >= 0 ? toTable[Int(info.parent)] : -1
            nodes[Int(toTable[index])] = entry
        }
        return nodes.count != before
    }

    /// Each node's depth in the tree (the root is 0). Parents always come before their children in a program.
    static func depths(_ program: LayoutProgram) -> [Int32] {
        var depths = [Int32](repeating: 0, count: program.infos.count)
        for (index, info) in program.infos.enumerated() where info.parent >= 0 {
            depths[index] = depths[Int(info.parent)] + 1
        }
        return depths
    }

    /// Everything about a node that its answers depend on, besides its children's answers.
    static func signature(_ node: LayoutNode, in program: LayoutProgram) -> String {
        var text: String
        if case .customLayout(let slot) = node.kind {
            text = "custom \(slot.displayName)"
        } else {
            text = String(describing: node.kind)
        }
        text += " children \(node.children.map { program.infos[Int($0)].path })"
        text += " secondaries \(node.secondaries.map { "\(program.infos[Int($0.root)].path) \($0.alignment) \($0.isBackground)" })"
        text += " priority \(node.priority) spacing \(node.spacing) grid \(node.gridTraits) cache \(node.hasSizeCache)"
        text += " values \(node.layoutValues.sorted { $0.key < $1.key })"
        return text
    }
}

/// Passes events on with node numbers translated into the session's table.
private final class RenumberingObserver: LayoutObserver {
    private let base: LayoutObserver
    private let map: [Int32]

    init(_ base: LayoutObserver, _ map: [Int32]) {
        self.base = base
        self.map = map
    }

    func begin(nodes: [NodeInfo], quirks: QuirkSet, rootProposal: ProposedSize, window: Window?) {}

    func record(_ event: consuming TraceEvent) -> Int32 {
        switch event {
        case .passStart, .passEnd:
            base.record(event)
        case .cacheLookup(let node, let proposal, let query, let outcome, let depth):
            base.record(.cacheLookup(node: map[Int(node)], proposal: proposal, query: query, outcome: outcome, depth: depth))
        case .request(let node, let proposal, let query, let reason, let depth):
            base.record(.request(node: map[Int(node)], proposal: proposal, query: query, reason: reason, depth: depth))
        case .reply(let node, let proposal, let query, let size, let depth, let remeasured, let request):
            base.record(.reply(node: map[Int(node)], proposal: proposal, query: query, size: size, depth: depth, remeasured: remeasured,
                               request: request))
        case .place(let node, let frame, let rootOrigin, let anchor, let proposal, let depth):
            base.record(.place(node: map[Int(node)], frame: frame, rootOrigin: rootOrigin, anchor: anchor, proposal: proposal, depth: depth))
        case .layoutCall(let node, let call, let detail, let depth):
            base.record(.layoutCall(node: map[Int(node)], call: call, detail: CallText(rewrite(detail.text)), depth: depth))
        }
    }

    /// `unplaced` details name the subview's node number: translate it too.
    private func rewrite(_ detail: String) -> String {
        guard let range = detail.firstRange(of: "(node "), let end = detail[range.upperBound...].firstIndex(of: ")"),
              let number = Int(detail[range.upperBound..<end]), number >= 0, number < map.count else { return detail }
        var text = detail
        text.replaceSubrange(range.upperBound..<end, with: String(map[number]))
        return text
    }
}
