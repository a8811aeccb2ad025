// NavigationLink and Menu with SwiftUI's initialisers: both are buttons whose label is what the layout sees (the
// destination is shown after a tap, a menu's content in a popover), as the reader lays them out too
// (TreeBuilder+Controls). Outside a List, Apple's NavigationLink documentation shows the label as the link's whole
// appearance; inside a List, SwiftUI adds a disclosure chevron to the row, which layoutdbg does not model
// (docs/fidelity.md, "Controls").
import LayoutModel

/// A link to another view, laid out as its label.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label

    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(label) }
}

extension NavigationLink where Destination == Never {
    /// A link that appends `value` to the navigation path.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, destination: destination, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, destination: destination, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination,
                                   fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, destination: destination, isActive: isActive, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>,
                                   fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, value: value, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
    }
}

/// A button that shows a menu of actions, laid out as its label.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(label) }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, content: content, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, content: content, primaryAction: primaryAction, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void,
                                   fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
    }
}

extension Menu where Label == LayoutDebugger.Label<Text, Image> {
    /// `Menu("Add", systemImage: "plus") { … }` shows a Label.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, systemImage: systemImage, content: content, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = LayoutDebugger.Label(title, systemImage: systemImage, fileID: fileID, line: line, column: column)
    }
}
