import LayoutModel

/// `geometry-reader-in-layout` (warning): a GeometryReader directly among a custom layout's subviews, or
/// directly around a custom layout (seeds 000 and 004).
///
/// A GeometryReader takes all the space it is offered and proposes exactly that to its content (spec §21).
/// As a subview it tells the layout it will fill any proposal, so the layout cannot learn what the content
/// needs; around a layout it hides the layout's real proposal. Custom layouts are the nodes with
/// layout-protocol calls in the trace (or an element kind the engine does not know, with subviews).
///
/// Example:
///
///     GeometryReader { proxy in
///         FlowLayout(width: proxy.size.width) { … }   // the layout should read its own proposal
///     }
struct GeometryReaderWithCustomLayout: AnomalyRule {
    let id = "geometry-reader-in-layout"
    let severity = Severity.warning
    let summary = "A GeometryReader sits directly among a custom layout's subviews, or directly around a custom layout."
    let documentation = RuleDocumentation(
        details: """
            A GeometryReader takes all the space it is offered and proposes exactly that to its content (spec §21). \
            As a subview of a custom `Layout` it answers every proposal with the proposal itself, so the layout \
            cannot learn what the content needs; wrapped around a layout it replaces the layout's real proposal \
            with its own size (seeds 000 and 004: "GeometryReader interference"). Custom layouts are the nodes \
            with layout-protocol calls in the trace, or with an element kind the engine does not know.
            """,
        example: """
            GeometryReader { proxy in
                FlowLayout(width: proxy.size.width) { … }   // the layout should read its own proposal
            }
            """,
        fix: """
            Remove the GeometryReader: a layout reads its space from the `proposal` of `sizeThatFits` and the \
            `bounds` of `placeSubviews`, and its subviews can pass values up with `.layoutValue(key:value:)`.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        let layouts = index.customLayouts
        var findings: [Finding] = []
        for layout in layouts.sorted() {
            for subview in index.subviews(of: layout) {
                let element = index.element(under: subview)
                guard index.info(element).kind == "GeometryReader" else { continue }
                findings.append(context.finding(
                    self, node: element,
                    message: "\(context.name(element)) is a subview of the custom layout \(context.name(layout)): a "
                        + "GeometryReader answers every proposal with the proposal itself, so the layout cannot learn what "
                        + "its content needs.",
                    fix: "drop the GeometryReader and let \(context.name(layout)) size the content from the proposal it gets; "
                        + "pass values up with .layoutValue(key:value:) if the layout needs them."))
            }
        }
        for readerIndex in index.nodes.indices where index.info(Int32(readerIndex)).kind == "GeometryReader" {
            let reader = Int32(readerIndex)
            for child in index.subviews(of: reader) {
                let element = index.element(under: child)
                guard layouts.contains(element) else { continue }
                findings.append(context.finding(
                    self, node: reader,
                    message: "\(context.name(reader)) wraps the custom layout \(context.name(element)): it proposes its own "
                        + "full size to the layout and hides the proposal the layout would get.",
                    fix: "remove the GeometryReader; the layout gets its space as the proposal of "
                        + "sizeThatFits(proposal:subviews:cache:) and the bounds of placeSubviews(in:proposal:subviews:cache:)."))
            }
        }
        return findings
    }
}
