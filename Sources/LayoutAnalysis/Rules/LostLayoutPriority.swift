import LayoutModel

/// `lost-layout-priority` (warning): a `.layoutPriority(p)` followed by a modifier that reports priority 0
/// to its parent (`.frame`, `.padding`, `.aspectRatio`), so the priority never reaches the stack.
///
/// Only some modifiers pass their child's priority through (fixedSize, overlay, background, offset); the
/// layout modifiers report 0 (spec §19). The priority has to be the outermost modifier.
///
/// Example:
///
///     HStack {
///         Text("A long title that should win the space")
///             .layoutPriority(1)
///             .padding()          // reports priority 0: the HStack never sees the 1
///         Text("Detail")
///     }
struct LostLayoutPriority: AnomalyRule {
    let id = "lost-layout-priority"
    let severity = Severity.warning
    let summary = "A .layoutPriority is applied inside a modifier that resets it to 0, so it has no effect."
    let documentation = RuleDocumentation(
        details: """
            Only some modifiers pass their child's layout priority through to the parent: `fixedSize`, `overlay`, \
            `background` and `offset` do; `.frame`, `.padding` and `.aspectRatio` report 0 (spec §19). A \
            `.layoutPriority` written before one of them never reaches the stack that would use it.
            """,
        example: """
            HStack {
                Text("A long title that should win the space")
                    .layoutPriority(1)
                    .padding()          // reports priority 0: the HStack never sees the 1
                Text("Detail")
            }
            """,
        fix: "Move `.layoutPriority` after the modifier, so that it is the outermost one.")

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for nodeIndex in context.index.nodes.indices {
            let node = Int32(nodeIndex)
            let info = context.index.info(node)
            guard let lost = info.facts.lostLayoutPriority else { continue }
            let priority = "layoutPriority(\(Words.number(lost)))"
            let inner = context.index.modified(by: node).map { context.index.info($0).path } ?? "its child"
            let parent = context.index.enclosingElement(of: node).map { "the enclosing \(context.name($0))" } ?? "its parent"
            findings.append(context.finding(
                self, node: node,
                message: "\(context.name(node)) resets the .\(priority) of \(inner) to 0: .\(info.kind) reports priority 0 "
                    + "to its parent (spec §19), so \(parent) never sees it and the priority has no effect.",
                fix: "move .\(priority) after .\(info.kind), so that it is the outermost modifier."))
        }
        return findings
    }
}
