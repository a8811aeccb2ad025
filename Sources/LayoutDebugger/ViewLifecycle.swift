// Models: what SwiftUI does once a view is on screen. It runs the view's `.onAppear` actions (Apple: "adds an action to
// perform before this view appears"), and an `.onChange(of:)` action when its value differs from the last update's
// (Apple: "adds an action to perform when the given value changes"; with `initial: true` also when the view first
// appears). State they set makes SwiftUI evaluate the body and lay the view out again, and a preview canvas or a
// device shows that settled layout: the idiom that measures content with a GeometryReader and stores its height in
// `@State` depends on it. layoutdbg builds and lays out the view, runs the actions not run yet, and builds it again
// with the state they set, until none is left (TraceSession); the trace is of the settled layout. Between builds a
// view's `@State` is kept by its type and its place in the build order (StateSlots), as SwiftUI keeps it by the view's
// identity. Status: inferred for the order (the actions of one build in build order, all before the next build).
// Blocks the actions queue on the main queue run after them (QueuedBlocks.swift); `.task` actions are not run.
import LayoutModel

/// Which of the actions written at one place it is: a `ForEach` makes several.
struct ActionSite: Hashable {
    var file: String?
    var location: SourceLocation
    var occurrence: Int
}

/// The `.onAppear` and `.onChange(of:)` actions of one build, in build order.
struct ViewLifecycle {
    struct Appearing {
        var site: ActionSite
        var run: () -> Void
    }

    struct Change {
        var site: ActionSite
        /// The value watched, as of this build.
        var value: Any
        /// Whether `value` equals another build's value at the same site.
        var isEqual: (Any) -> Bool
        var initial: Bool
        /// Runs the action, given the value before.
        var run: (_ old: Any) -> Void
    }

    private(set) var appearing: [Appearing] = []
    private(set) var changes: [Change] = []
    private var occurrences: [ActionSite: Int] = [:]

    mutating func appear(at site: CallSite, _ action: @escaping () -> Void) {
        appearing.append(Appearing(site: next(site), run: action))
    }

    mutating func change<V: Equatable>(of value: V, initial: Bool, at site: CallSite, _ action: @escaping (_ old: V, _ new: V) -> Void) {
        changes.append(Change(site: next(site), value: value, isEqual: { ($0 as? V) == value }, initial: initial,
                              run: { old in action(old as? V ?? value, value) }))
    }

    private mutating func next(_ site: CallSite) -> ActionSite {
        var key = ActionSite(file: site.file, location: site.location, occurrence: 0)
        key.occurrence = occurrences[key, default: 0]
        occurrences[key] = key.occurrence + 1
        return key
    }
}

extension View {
    /// Runs `action` once the view has appeared; the view is laid out again with the state it set.
    public func onAppear(perform action: (() -> Void)? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified { node, builder in
            if let action { builder.lifecycle.appear(at: CallSite(fileID, line, column), action) }
            return node
        }
    }

    /// The iOS 14 form: `action` is given the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void,
                                       fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        watching(value, initial: false, at: CallSite(fileID, line, column)) { _, new in action(new) }
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void,
                                       fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        watching(value, initial: initial, at: CallSite(fileID, line, column), action)
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void,
                                       fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        watching(value, initial: initial, at: CallSite(fileID, line, column)) { _, _ in action() }
    }

    private func watching<V: Equatable>(_ value: V, initial: Bool, at site: CallSite, _ action: @escaping (V, V) -> Void) -> some View {
        modified { node, builder in
            builder.lifecycle.change(of: value, initial: initial, at: site, action)
            return node
        }
    }
}

/// What the actions have done over the builds of one trace: which `.onAppear` actions ran (each runs once, when its
/// view first appears), and each `.onChange` site's last value.
struct SettlingActions {
    /// The most builds that run actions: past it the state is taken to change for ever (an action that toggles).
    static let maximumRounds = 8

    private var appeared: Set<ActionSite> = []
    private var lastValues: [ActionSite: Any] = [:]
    /// Where the actions that ran were written, first first.
    private(set) var ran: [ActionSite] = []
    /// Whether blocks the actions queued on the main queue set state (QueuedBlocks).
    var queuedBlocksSetState = false

    /// Runs the actions of `lifecycle` that are due; true when any ran (then the view is built again).
    mutating func runDue(_ lifecycle: ViewLifecycle) -> Bool {
        var any = false
        for action in lifecycle.appearing where appeared.insert(action.site).inserted {
            action.run()
            ran.append(action.site)
            any = true
        }
        for change in lifecycle.changes {
            if let last = lastValues[change.site] {
                if !change.isEqual(last) {
                    change.run(last)
                    ran.append(change.site)
                    any = true
                }
            } else if change.initial {
                change.run(change.value)
                ran.append(change.site)
                any = true
            }
            lastValues[change.site] = change.value
        }
        return any
    }

    /// The note that says the trace is of the layout after the actions ran, at the first that ran.
    var note: BuildWarning? {
        guard let first = ran.first else { return nil }
        var whatRan = ran.count == 1 ? "its action" : "their \(ran.count) actions"
        if queuedBlocksSetState { whatRan += ran.count == 1 ? ", then the blocks it queued on the main queue," : ", then the blocks they queued on the main queue," }
        return BuildWarning(message: Diagnostic.Severity.note.prefix + "the views' .onAppear / .onChange set state once they appeared: layoutdbg ran \(whatRan) "
                            + "and laid the view out again with that state, as the device shows it (the first layout is not traced)",
                            notes: [], fileID: first.file, location: first.location)
    }
}
