// The controls iOS lays out as a labelled row (LabeledContent, Stepper) and the Slider, with SwiftUI's common
// initialisers; their layout is ControlComposition's, shared with the SwiftUI-syntax reader (TreeBuilder+Controls),
// whose comments say what each models and how sure it is. Values, bounds and actions change no layout: kept nowhere.
import LayoutModel

/// A label and a value in a row: the label leading, the value trailing.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let location: CallSite

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: label(), content: content(), location: CallSite(fileID, line, column))
    }

    fileprivate init(label: Label, content: Content, location: CallSite) {
        self.label = label
        self.content = content
        self.location = location
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.labeledRow(label: builder.nodes(label), content: builder.nodes(content), name: "LabeledContent",
                                       at: location.location, file: location.file)]
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, content: content, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: Text(title, fileID: fileID, line: line, column: column), content: content(), location: CallSite(fileID, line, column))
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<V: StringProtocol>(_ titleKey: LocalizedStringKey, value: V, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, value: value, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: Text(title, fileID: fileID, line: line, column: column), content: Text(value, fileID: fileID, line: line, column: column),
                  location: CallSite(fileID, line, column))
    }
}

/// A control that steps a value up and down, with its label.
public struct Stepper<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let location: CallSite

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: label(), location: CallSite(fileID, line, column))
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: label(), location: CallSite(fileID, line, column))
    }

    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: label(), location: CallSite(fileID, line, column))
    }

    fileprivate init(label: Label, location: CallSite) {
        self.label = label
        self.location = location
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.stepper(label: builder.nodes(label), at: location.location, file: location.file)]
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                                  fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: Text(title, fileID: fileID, line: line, column: column), location: CallSite(fileID, line, column))
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, value: value, step: step, onEditingChanged: onEditingChanged, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                                  fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: Text(title, fileID: fileID, line: line, column: column), location: CallSite(fileID, line, column))
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: Text(title, fileID: fileID, line: line, column: column), location: CallSite(fileID, line, column))
    }
}

/// A control that picks a value from a range along a track; its `label` is not shown outside a Form.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let location: CallSite

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        fileID: String = #fileID, line: Int = #line, column: Int = #column) where V.Stride: BinaryFloatingPoint {
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        location = CallSite(fileID, line, column)
    }

    fileprivate init(location: CallSite) {
        minimumValueLabel = nil
        maximumValueLabel = nil
        self.location = location
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.slider(minimumValueLabel: minimumValueLabel.map { builder.nodes($0) } ?? [],
                                   maximumValueLabel: maximumValueLabel.map { builder.nodes($0) } ?? [],
                                   at: location.location, file: location.file)]
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        fileID: String = #fileID, line: Int = #line, column: Int = #column) where V.Stride: BinaryFloatingPoint {
        self.init(location: CallSite(fileID, line, column))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        fileID: String = #fileID, line: Int = #line, column: Int = #column) where V.Stride: BinaryFloatingPoint {
        self.init(location: CallSite(fileID, line, column))
    }
}
