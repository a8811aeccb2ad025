// Models: SwiftUI's `NavigationPath`, the type-erased list of the values a `NavigationStack(path:)` has pushed above
// its root (Apple's documentation: "A type-erased list of data representing the content of a navigation stack").
// No layout of its own: layoutdbg lays out the stack's root, and the views pushed are not laid out (NavigationStack,
// Controls.swift). Status: the value's operations are exact; what it pushes is not modelled.

/// The values pushed on a navigation stack, of any `Hashable` types, in the order they were pushed.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether nothing is pushed: the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
