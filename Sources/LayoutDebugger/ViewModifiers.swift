// A modifier of the app's own (`struct CardStyle: ViewModifier { func body(content: Content) -> some View { … } }`,
// applied with `.modifier(CardStyle())`, usually through an `extension View` function): it has no layout of its
// own in SwiftUI, it is the views its `body(content:)` builds around the content, so it is built as exactly those.
import LayoutModel

/// SwiftUI's `ViewModifier`: `body(content:)` makes the modified view from `content`, the view it is applied to.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let view: AnyView

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { view.makeNodes(builder) }
}

/// A view with a `ViewModifier` applied: what `.modifier(_:)` returns.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        builder.nodes(modifier.body(content: _ViewModifier_Content(view: AnyView(content))))
    }
}

extension View {
    /// Applies a modifier of the app's own: the view becomes what its `body(content:)` builds around it.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
