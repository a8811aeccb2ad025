// ScrollViewReader: a view whose content scrolls its scroll views through a proxy. SwiftUI's interface declares it a
// View of one stored property, `content: (ScrollViewProxy) -> Content`, and its documentation says the proxy may be
// messaged only from actions made within the content, never while it is built: it is laid out as its content
// (inferred, docs/fidelity.md), and `scrollTo` does nothing here, as actions never run in a trace.
import LayoutModel

/// What a ScrollViewReader's content is given: `scrollTo` only acts in actions, which a trace never runs.
public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Its content, laid out as it is.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(content(ScrollViewProxy())) }
}
