// Models: a root that is several views (a body or preview of two Texts, a Group at the top) as the hosting view lays
// it out: in an implicit root, a `_VStackLayout` with its defaults (centre alignment, default spacing). Observed from
// reverse-engineered sources: OpenSwiftUI's SwiftUI glue (`OpenSwiftUIGlue.defaultImplicitRootType`, audited for
// iOS 18) and ByteDance's DanceUI (`ImplicitRootType.defaultValue`) both give `_VStackLayout`; the core's own default
// is an HStack (Kyle Ye, "makeImplicitRoot", 2025), which the glue replaces. docs/fidelity.md, "The implicit root".

extension ViewNode {
    /// The label the trace shows on the implicit root's node (`VStack "implicit root"`): no file writes it.
    public static let implicitRootLabel = "implicit root"

    /// `views` as the root of a hosting view lays them out: the one view itself, or several in the implicit VStack.
    public static func implicitRoot(of views: [ViewNode]) -> ViewNode {
        if views.count == 1 { return views[0] }
        return ViewNode(element: .vStack(alignment: .center, spacing: nil), children: views, label: implicitRootLabel)
    }
}
