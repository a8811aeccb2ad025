import LayoutModel
import LayoutTrace

/// `non-monotonic` (warning): a view answers a larger proposal on an axis with a smaller length on that
/// axis than it gave a smaller proposal (the other axis proposed the same).
///
/// Square's Blueprint asserts this layout contract for every element: sizes grow (or stay) as the
/// constraint grows. A container that sorts children by their replies to 0 and ∞ (a stack or a Grid) then
/// takes the wrong child as the flexible one, and caching reuses answers that are no longer right.
/// Reported on the innermost view that breaks it, not on wrappers that pass its answers on. Only views whose
/// answers someone can change are checked: custom layouts, `Measured` views and kinds the engine does not know;
/// SwiftUI's own stacks of wrapping text do not keep the contract either, and only Apple could change them.
///
/// Example, a view measured on a device (`Measured` replies) whose minimum is wider than its maximum:
///
///     HStack {
///         Badge()      // replies 60 wide to (0, 50) but 40 wide to (inf, 50)
///         Color.red
///     }
///     .frame(height: 50)
struct ReplyShrinksAsProposalGrows: AnomalyRule {
    let id = "non-monotonic"
    let severity = Severity.warning
    let summary = "A larger proposal on an axis gets a smaller reply on that axis than a smaller proposal."
    let documentation = RuleDocumentation(
        details: """
            Sizes must grow, or stay, as the proposal grows on an axis with the other axis unchanged: the layout \
            contract that Square's Blueprint asserts for every element. A view that breaks it misleads the \
            containers that sort children by their replies to 0 and ∞ (stacks, Grid), and makes cached answers \
            wrong. The rule compares every two replies of a view in the trace; `layoutdbg contract FILE --node \
            NAME` sweeps a whole grid of proposals. It reports the innermost view that breaks the contract, not \
            the wrappers that pass its answers on, and only views whose answers someone can change: custom \
            layouts, `Measured` views and kinds the engine does not know. SwiftUI's own stacks of wrapping text do \
            not keep the contract either (a stack of texts can answer a zero width wider than a small one), and \
            only Apple could change them.
            """,
        example: """
            HStack {
                Badge()      // replies 60 wide to (0, 50) but 40 wide to (inf, 50)
                Color.red
            }
            .frame(height: 50)
            """,
        fix: """
            Make `sizeThatFits` grow (or stay) as the proposal grows on each axis; look for a branch that returns \
            a fallback size for large or infinite proposals.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var found: [Int32: Finding] = [:]
        var aboveFound = [Bool](repeating: false, count: index.nodes.count)  // a flagged view lies below
        // Deepest first (children come after their parents in the node table), so wrappers are skipped.
        for nodeIndex in index.nodes.indices.reversed() {
            let node = Int32(nodeIndex)
            guard !aboveFound[nodeIndex], Self.ownsItsSizing(index, node), let (small, large, axis) = violation(index, node)
            else { continue }
            var ancestor = index.info(node).parent
            while ancestor >= 0 && !aboveFound[Int(ancestor)] {
                aboveFound[Int(ancestor)] = true
                ancestor = index.info(ancestor).parent
            }
            let dimension = Words.dimension(axis)
            found[node] = context.finding(
                self, node: node,
                message: "\(context.name(node)) replies \(Words.length(small, axis)) for the \(dimension) to "
                    + "\(Words.proposal(small.proposal)) but only \(Words.length(large, axis)) to the larger "
                    + "\(Words.proposal(large.proposal)): a larger proposed \(dimension) must not get a smaller reply "
                    + "(the layout contract Square's Blueprint checks).",
                fix: "make its size grow (or stay) as the proposed \(dimension) grows; "
                    + "'layoutdbg contract \(index.file) --node \(index.info(node).label ?? index.info(node).path)' shows the whole sweep.",
                event: Int(large.replyEvent))
        }
        return found.values.sorted { ($0.event ?? 0) < ($1.event ?? 0) }
    }

    /// Views whose answers someone can change: custom layouts, measured views, and kinds the engine does not
    /// know (a trace from elsewhere). SwiftUI's own views are not checked: stacks of wrapping text do not
    /// promise monotonic answers, and nobody but Apple can change how they answer.
    static func ownsItsSizing(_ index: TraceIndex, _ node: Int32) -> Bool {
        index.nodes[Int(node)].kind == "Measured" || !index.isBuiltIn(node) || index.layoutCalls.contains { $0.node == node }
    }

    /// The first pair of replies, in trace order, where the larger proposal on an axis got the smaller length.
    private func violation(_ index: TraceIndex, _ node: Int32) -> (NodeCall, NodeCall, Axis)? {
        let calls = index.sizingCalls(of: node)
        for (j, later) in calls.enumerated() {
            for earlier in calls[..<j] {
                for axis in Axis.allCases {
                    guard let a = earlier.proposal[axis], let b = later.proposal[axis], a != b,
                          earlier.proposal[axis.other] == later.proposal[axis.other],
                          let x = earlier.length(axis), let y = later.length(axis)
                    else { continue }
                    let (small, large) = a < b ? (earlier, later) : (later, earlier)
                    let (smallLength, largeLength) = a < b ? (x, y) : (y, x)
                    if smallLength > largeLength + 0.001 { return (small, large, axis) }
                }
            }
        }
        return nil
    }
}
