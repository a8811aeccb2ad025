// List, Form and Picker with SwiftUI's initialisers, laid out as ControlComposition composes them for every front
// end (its comments say how sure each is).
import LayoutModel

/// Rows in an inset-grouped card, in a vertical scroll view.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let location: CallSite

    fileprivate init(content: Content, at location: CallSite) {
        self.content = content
        self.location = location
    }

    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line,
                column: Int = #column) {
        self.init(content: content(), at: CallSite(fileID, line, column))
    }

    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line,
                column: Int = #column) {
        self.init(content: content(), at: CallSite(fileID, line, column))
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.list(rows: builder.nodes(content), name: "List", at: location.location, file: location.file)]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(content: content(), at: CallSite(fileID, line, column))
    }

    /// A row for each element of `data`: a List of a ForEach.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent,
                                                                fileID: String = #fileID, line: Int = #line, column: Int = #column)
    where Content == _ViewList, Data.Element: Identifiable {
        self.init(content: _ViewList(ForEach(data, content: rowContent)), at: CallSite(fileID, line, column))
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent,
                                                                              fileID: String = #fileID, line: Int = #line, column: Int = #column)
    where Content == _ViewList {
        self.init(content: _ViewList(ForEach(data, id: id, content: rowContent)), at: CallSite(fileID, line, column))
    }

    /// A row for each element of a binding to a collection, which the user may delete and move (`editActions`:
    /// no layout of their own).
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) where Content == _ViewList, C.Element: Identifiable {
        self.init(content: _ViewList(ForEach(data, content: rowContent)), at: CallSite(fileID, line, column))
    }
}

/// Rows of controls: laid out as a List.
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let location: CallSite

    public init(@ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.content = content()
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.list(rows: builder.nodes(content), name: "Form", at: location.location, file: location.file)]
    }
}

/// A choice among options: its title, and the first option standing for the selection.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let location: CallSite

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: label(), content: content(), at: CallSite(fileID, line, column))
    }

    fileprivate init(label: Label, content: Content, at location: CallSite) {
        self.label = label
        self.content = content
        self.location = location
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.picker(title: builder.nodes(label), options: builder.nodes(content), at: location.location, file: location.file)]
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, selection: selection, content: content, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                                   fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: Text(title, fileID: fileID, line: line, column: column), content: content(), at: CallSite(fileID, line, column))
    }
}

/// A picker's style, as SwiftUI names them (`some PickerStyle = .segmented` in app code).
public protocol PickerStyle {
    var _isSegmented: Bool { get }
}

extension ControlStyle: PickerStyle {
    public var _isSegmented: Bool { isSegmented }
}

// The picker styles' names live here only (not as ControlStyle's own statics), or `.segmented` would be ambiguous.
extension PickerStyle where Self == ControlStyle {
    public static var segmented: ControlStyle { ControlStyle(isSegmented: true) }
    public static var menu: ControlStyle { ControlStyle() }
    public static var wheel: ControlStyle { ControlStyle() }
    public static var inline: ControlStyle { ControlStyle() }
    public static var navigationLink: ControlStyle { ControlStyle() }
    public static var palette: ControlStyle { ControlStyle() }
}

extension View {
    /// The picker's style: `.segmented` makes it a bar of its own height; the others keep the default layout, and
    /// say so as the reader does.
    public func pickerStyle(_ style: some PickerStyle, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        let site = CallSite(fileID, line, column)
        return modified { node, builder in
            if style._isSegmented { return ControlComposition.segmented(node, at: site.location) }
            builder.warnIgnored("pickerStyle", at: site)
            return node
        }
    }
}
