import LayoutModel

/// The custom layout values and non-numeric layout values of one run, owned by the run and indexed by the
/// handles a tree holds (`Element.layout(…, handle:)`, `LayoutValue.stored`).
///
/// Identity is resolved before the engine runs: the loader registers the layouts an input names (through a
/// `NamedLayouts` resolver), the LayoutDebugger library registers the `Layout` values a view builds. The engine
/// only looks handles up, so it never learns how a value was named or found.
public final class LayoutTable {
    /// Makes the engine object of one layout node: a fresh one each time a tree is compiled, as SwiftUI makes a
    /// layout engine (and its cache) per view instance.
    public typealias Maker = () -> any CustomLayoutEngine

    private var makers: [Maker] = []
    private var values: [Any] = []
    /// The defaults of guides of the user's own that compiled code defines, by the guide's name.
    public private(set) var guideDefaults: [String: any ExplicitGuideClosure] = [:]

    public init() {}

    /// Adds a layout; its node in the tree holds the returned handle.
    public func register(_ make: @escaping Maker) -> LayoutHandle {
        makers.append(make)
        return LayoutHandle(Int32(makers.count - 1))
    }

    /// Adds a layout value that is not a number; `.layoutValue(key:value: .stored(index))` refers to it.
    public func store(_ value: Any) -> LayoutValue {
        values.append(value)
        return .stored(Int32(values.count - 1))
    }

    /// Adds the default value (`AlignmentID.defaultValue(in:)`) of the custom guide `name`, which the tree refers
    /// to as `CustomGuide(name:, defaultValue: nil)`.
    public func registerGuideDefault(_ name: String, _ closure: any ExplicitGuideClosure) {
        guideDefaults[name] = closure
    }

    /// The value `store` kept at `index`.
    public func storedValue(_ index: Int32) -> Any? {
        values.indices.contains(Int(index)) ? values[Int(index)] : nil
    }

    /// A new engine object for `handle`, or nil when the handle is not this table's.
    func makeEngine(_ handle: LayoutHandle) -> (any CustomLayoutEngine)? {
        makers.indices.contains(Int(handle.index)) ? makers[Int(handle.index)]() : nil
    }
}

/// Layouts that inputs name (`{"view": "FlowLayout", "arguments": {"spacing": 8}}`, `FlowLayout(spacing: 8) { … }`):
/// the seed layouts for the command line, a `LayoutRegistry` of a user's own in the LayoutDebugger library.
public protocol NamedLayouts {
    /// The names, for readers (which views are custom layouts) and "did you mean" suggestions.
    var layoutNames: Set<String> { get }

    /// The maker of layout `name` with `arguments`, or why there is none (an unknown argument, a value out of range).
    func maker(named name: String, arguments: [String: Double]) -> Result<LayoutTable.Maker, CustomLayoutError>
}

extension LayoutTable {
    /// `tree` with every named custom layout registered in a new table and its handle filled in. Errors are
    /// located at the layout's view: an unknown name with suggestions, or the layout's own refusal of an argument.
    public static func resolving(_ tree: ViewTree, names: (any NamedLayouts)?, file: String) throws(InputError) -> (ViewTree, LayoutTable) {
        let table = LayoutTable()
        // Most trees name no custom layout: a walk that only looks finds that at a fifth of the cost of the walk below,
        // which keeps a frame per view (docs/performance.md item 56).
        guard tree.root.contains(where: { if case .layout(_, _, nil) = $0.element { true } else { false } }) else {
            return (tree, table)
        }
        var diagnostics: [Diagnostic] = []
        // Iterative, depth first: trees may be deeper than the thread's stack allows to recurse. A node is written
        // back into its parent only when something under it changed, so a tree naming no custom layout is not copied
        // (a key path per node, as before, cost time quadratic in the depth: 11 s for 10,000 nested stacks).
        func frame(_ node: ViewNode) -> ResolvingFrame {
            var frame = ResolvingFrame(node)
            if case .layout(let name, let arguments, nil) = node.element {
                switch maker(name, arguments, names) {
                case .success(let make):
                    frame.node.element = .layout(name: name, arguments: arguments, handle: table.register(make))
                    frame.changed = true
                case .failure(let error):
                    diagnostics.append(Diagnostic(.error, error.message, file: file, at: node.location, notes: error.notes))
                }
            }
            return frame
        }
        var stack = [frame(tree.root)]
        var finished: (node: ViewNode, changed: Bool)?
        while !stack.isEmpty {
            let top = stack.count - 1
            if let (child, changed) = finished, changed {
                stack[top].node.replace(child, at: stack[top].slots[stack[top].next - 1])
                stack[top].changed = true
            }
            finished = nil
            if stack[top].next < stack[top].slots.count {
                let child = frame(stack[top].node.view(at: stack[top].slots[stack[top].next]))
                stack[top].next += 1
                stack.append(child)
            } else {
                let done = stack.removeLast()
                finished = (done.node, done.changed)
            }
        }
        var resolved = tree
        if let (root, changed) = finished, changed { resolved.root = root }
        if !diagnostics.isEmpty { throw InputError(diagnostics.sorted { $0.location < $1.location }) }
        return (resolved, table)
    }

    private static func maker(_ name: String, _ arguments: [String: Double],
                              _ names: (any NamedLayouts)?) -> Result<Maker, CustomLayoutError> {
        guard let names else {
            return .failure(CustomLayoutError("custom layout '\(name)' is not available here", notes: [
                "custom layouts come from a registry: the seed layouts in layoutdbg, or your own through the LayoutDebugger library (docs/custom-layouts.md)",
            ]))
        }
        guard names.layoutNames.contains(name) else {
            var notes: [String] = []
            if let close = Suggestion.closest(to: name, in: names.layoutNames.sorted()) { notes.append("did you mean '\(close)'?") }
            notes.append("known custom layouts: \(names.layoutNames.sorted().joined(separator: ", "))")
            return .failure(CustomLayoutError("unknown custom layout '\(name)'", notes: notes))
        }
        return names.maker(named: name, arguments: arguments)
    }
}

/// A node on the way down `LayoutTable.resolving`: where its views are (children, then overlay and background
/// content), which of them is next, and whether anything at or under it was resolved.
private struct ResolvingFrame {
    enum Slot {
        case child(Int)
        case content(modifier: Int, index: Int)
    }

    var node: ViewNode
    let slots: [Slot]
    var next = 0
    var changed = false

    init(_ node: ViewNode) {
        self.node = node
        var slots = node.children.indices.map(Slot.child)
        for (m, located) in node.modifiers.enumerated() {
            let content = located.modifier.contentViews
            if content.isEmpty { continue }  // almost every modifier: no slots array made
            slots += content.indices.map { Slot.content(modifier: m, index: $0) }
        }
        self.slots = slots
    }
}

private extension ViewNode {
    func view(at slot: ResolvingFrame.Slot) -> ViewNode {
        switch slot {
        case .child(let index): return children[index]
        case .content(let m, let index): return modifiers[m].modifier.contentViews[index]
        }
    }

    mutating func replace(_ view: ViewNode, at slot: ResolvingFrame.Slot) {
        switch slot {
        case .child(let index): children[index] = view
        case .content(let m, let index):
            var position = -1
            modifiers[m].modifier = modifiers[m].modifier.mappingContentViews { content in
                position += 1
                return position == index ? view : content
            }
        }
    }
}
