// SwiftUI's GroupBox in the default iOS style: its layout is `ControlComposition.groupBox`'s, shared with the
// SwiftUI-syntax reader (see there for what it rests on and how sure it is).
import LayoutModel

/// A box around content, with an optional label: the label (headline, leading) above the content, padded on a
/// rounded rectangle.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let location: CallSite

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.content = content()
        self.label = label()
        location = CallSite(fileID, line, column)
    }

    public init(label: Label, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.content = content()
        self.label = label
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.groupBox(label: builder.nodes(label), content: builder.nodes(content), at: location.location, file: location.file)]
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: EmptyView(fileID: fileID, line: line, column: column), content: content, fileID: fileID, line: line, column: column)
    }
}

extension GroupBox where Label == Text {
    /// The title's Text is located where the GroupBox was written.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, content: content, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(label: Text(title, fileID: fileID, line: line, column: column), content: content, fileID: fileID, line: line, column: column)
    }
}
