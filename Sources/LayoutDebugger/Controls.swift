// SwiftUI's controls with their common initialisers (Link, Toggle, Label, ProgressView, TextField, SecureField) and
// the containers that pass their content through (NavigationStack, NavigationView, Section). Their layout is
// `ControlComposition`'s, shared with the SwiftUI-syntax reader: see there for what each models and how sure it is.
import LayoutModel

/// A link: laid out as its label, as a button in the default style.
public struct Link<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(label) }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, destination: destination, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
    }
}

/// The button that toggles edit mode, laid out as its title: Edit, since edit mode starts inactive (it reads Done
/// only while edit mode is active).
public struct EditButton: View, PrimitiveView {
    public typealias Body = Never
    let title: Text

    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        title = Text("Edit", fileID: fileID, line: line, column: column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(title) }
}

/// A switch with its label, in iOS's switch style.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    /// What an app's own ToggleStyle is given.
    let isOn: Binding<Bool>
    let location: CallSite

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.label = label()
        self.isOn = isOn
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        if let style = ViewTreeBuilder.environment.toggleStyle { return builder.nodes(style(StyledControlLabel(label), isOn)) }
        return [ControlComposition.toggle(label: builder.nodes(label), at: location.location, file: location.file)]
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, isOn: isOn, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
        self.isOn = isOn
        location = CallSite(fileID, line, column)
    }
}

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon
    let location: CallSite

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.title = title()
        self.icon = icon()
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.label(title: builder.nodes(title), icon: builder.nodes(icon), at: location.location, file: location.file)]
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, systemImage: systemImage, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.title = Text(title, fileID: fileID, line: line, column: column)
        icon = Image(systemName: systemImage, fileID: fileID, line: line, column: column)
        location = CallSite(fileID, line, column)
    }

    public init(_ titleKey: LocalizedStringKey, image: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, image: image, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.title = Text(title, fileID: fileID, line: line, column: column)
        icon = Image(image, fileID: fileID, line: line, column: column)
        location = CallSite(fileID, line, column)
    }
}

extension Button where Label == LayoutDebugger.Label<Text, Image> {
    /// `Button("Add", systemImage: "plus") { … }` shows a Label.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, systemImage: systemImage, role: role, action: action, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void,
                                   fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = LayoutDebugger.Label(title, systemImage: systemImage, fileID: fileID, line: line, column: column)
        location = CallSite(fileID, line, column)
    }
}

/// A progress indicator: the spinner without a value, the bar with one.
public struct ProgressView<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label?
    let isDeterminate: Bool
    let location: CallSite
    var currentValue: ((ViewTreeBuilder) -> [ViewNode])?

    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.label = label()
        isDeterminate = value != nil
        location = CallSite(fileID, line, column)
    }

    /// With the current value's label below the bar.
    public init<CurrentValueLabel: View>(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label,
                                         @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                         fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(value: value, total: total, label: label, fileID: fileID, line: line, column: column)
        let current = currentValueLabel()
        currentValue = { $0.nodes(current) }
    }

    public init(@ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.label = label()
        isDeterminate = false
        location = CallSite(fileID, line, column)
    }

    fileprivate init(label: Label?, isDeterminate: Bool, location: CallSite) {
        self.label = label
        self.isDeterminate = isDeterminate
        self.location = location
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        let labelNodes = label.map { builder.nodes($0) } ?? []
        return [isDeterminate ? ControlComposition.bar(label: labelNodes, currentValue: currentValue?(builder) ?? [], at: location.location, file: location.file)
                              : ControlComposition.spinner(label: labelNodes, at: location.location, file: location.file)]
    }
}

extension ProgressView where Label == EmptyView {
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: nil, isDeterminate: false, location: CallSite(fileID, line, column))
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: nil, isDeterminate: value != nil, location: CallSite(fileID, line, column))
    }
}

extension ProgressView where Label == Text {
    public init(_ titleKey: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: Text(title, fileID: fileID, line: line, column: column), isDeterminate: false, location: CallSite(fileID, line, column))
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1, fileID: String = #fileID,
                                        line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, value: value, total: total, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1, fileID: String = #fileID, line: Int = #line,
                                                          column: Int = #column) {
        self.init(label: Text(title, fileID: fileID, line: line, column: column), isDeterminate: value != nil,
                  location: CallSite(fileID, line, column))
    }
}

/// An editable line of text.
public struct TextField: View, PrimitiveView {
    public typealias Body = Never
    let placeholder: Placeholder
    let location: CallSite

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, text: text, prompt: prompt, axis: axis, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal,
                                   fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        placeholder = .text(String(title))
        location = CallSite(fileID, line, column)
    }

    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label,
                             fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        placeholder = Placeholder(prompt: prompt, label: label())
        location = CallSite(fileID, line, column)
    }

    /// A field editing a value through a format style (`TextField("Size", value: $size, format: .number)`): laid out
    /// as any field, by its title.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         fileID: String = #fileID, line: Int = #line, column: Int = #column) where F.FormatOutput == String {
        self.init(titleKey.key, value: value, format: format, prompt: prompt, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                                            fileID: String = #fileID, line: Int = #line, column: Int = #column)
    where F.FormatOutput == String {
        placeholder = .text(String(title))
        location = CallSite(fileID, line, column)
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
                   fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, value: value, formatter: formatter, prompt: prompt, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
                                      fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        placeholder = .text(String(title))
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.textField(placeholder: placeholder.text(builder), name: "TextField", at: location.location, file: location.file)]
    }
}

/// A text field's placeholder: its title or prompt, or the text of its label (as the reader takes it: a label of
/// one Text).
enum Placeholder {
    case text(String)
    case label((ViewTreeBuilder) -> [ViewNode])

    /// `prompt:`'s text when given, else the label's.
    init<Label: View>(prompt: Text?, label: Label) {
        self = prompt.map { .text($0.string) } ?? .label { $0.nodes(label) }
    }

    func text(_ builder: ViewTreeBuilder) -> String {
        switch self {
        case .text(let text): return text
        case .label(let nodes):
            let made = nodes(builder)
            guard made.count == 1, case .text(let text) = made[0].element else { return "" }
            return text
        }
    }
}

/// An editable line of text that hides what is typed: laid out as a TextField.
public struct SecureField: View, PrimitiveView {
    public typealias Body = Never
    let placeholder: Placeholder
    let location: CallSite

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, text: text, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        placeholder = .text(String(title))
        location = CallSite(fileID, line, column)
    }

    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label,
                             fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        placeholder = Placeholder(prompt: prompt, label: label())
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.textField(placeholder: placeholder.text(builder), name: "SecureField", at: location.location, file: location.file)]
    }
}

/// A multi-line text editor: it takes the size it is offered (ControlComposition.filling says how sure).
public struct TextEditor: View, PrimitiveView {
    public typealias Body = Never
    let location: CallSite

    public init(text: Binding<String>, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.filling(name: "TextEditor", at: location.location, file: location.file)]
    }
}

/// A navigation container: its content, passed through (the navigation bar is not modelled).
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Root) { self.root = root() }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(root) }
}

/// The older navigation container: its content, passed through.
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(content) }
}

/// A section: outside a List or Form, its header, content and footer in the container around it.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    fileprivate init(header: Parent, content: Content, footer: Footer) {
        self.header = header
        self.content = content
        self.footer = footer
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        // A section without a header or footer has none: not an EmptyView in their place.
        let header = Parent.self == EmptyView.self ? [] : builder.nodes(header)
        let footer = Footer.self == EmptyView.self ? [] : builder.nodes(footer)
        return header + builder.nodes(content) + footer
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, content: content, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(header: Text(title, fileID: fileID, line: line, column: column), content: content(), footer: EmptyView())
    }
}
