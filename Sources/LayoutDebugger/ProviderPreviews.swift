// Models: Xcode's canvas makes one preview for each view that a PreviewProvider's `previews` holds ("Xcode creates
// different previews for each view in your preview, so you can see variations side by side", Apple's PreviewProvider
// documentation): the views of its own `Group`, `ForEach`, `if` and builder content, each with the modifiers written
// around them. A view whose body is several views is one preview, laid out in the hosting view's implicit root
// (ImplicitRoot.swift). Status: documented. layoutdbg traces the first, as the canvas shows it first.
import LayoutModel

/// A view that holds several previews when it is a provider's `previews`.
protocol PreviewSplitting {
    func previewParts(_ builder: ViewTreeBuilder) -> [[ViewNode]]
}

extension ViewTreeBuilder {
    /// The previews `view` makes as a provider's `previews`, the nodes of each.
    func previewParts<V: View>(_ view: V) -> [[ViewNode]] {
        if let splitting = view as? any PreviewSplitting { return splitting.previewParts(self) }
        return [nodes(view)]
    }
}

extension _ViewList: PreviewSplitting {
    func previewParts(_ builder: ViewTreeBuilder) -> [[ViewNode]] { views.flatMap { builder.previewParts($0) } }
}

extension Group: PreviewSplitting {
    func previewParts(_ builder: ViewTreeBuilder) -> [[ViewNode]] { builder.previewParts(content) }
}

extension ForEach: PreviewSplitting {
    func previewParts(_ builder: ViewTreeBuilder) -> [[ViewNode]] { data.flatMap { builder.previewParts(content($0)) } }
}

extension Optional: PreviewSplitting where Wrapped: View {
    func previewParts(_ builder: ViewTreeBuilder) -> [[ViewNode]] { map { builder.previewParts($0) } ?? [] }
}

extension _ModifiedView: PreviewSplitting {
    /// A modifier on the previews' group is on each preview.
    func previewParts(_ builder: ViewTreeBuilder) -> [[ViewNode]] {
        builder.previewParts(content).map { nodes in nodes.map { apply($0, builder) } }
    }
}

/// A PreviewProvider's `previews` as the compiled path traces them: its first preview, with a warning that names how
/// many there are when there are several (`--root` traces another). The warning is about no call of the user's code:
/// the compiled path says it where the root is written, at the provider.
public struct _ProviderPreviews<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let provider: String

    public init(_ content: Content, provider: String) {
        self.content = content
        self.provider = provider
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        let parts = builder.previewParts(content)
        guard parts.count > 1 else { return parts.first ?? [] }
        let warning = ApproximationWarning.previews(of: provider, count: parts.count)
        builder.warn(warning.message, notes: warning.notes, at: .unknown, key: "previews")
        return parts[0]
    }
}
