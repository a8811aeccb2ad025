import LayoutModel

// The engine's numeric policy, checked at its choke point (docs/ARCHITECTURE.md, "Numbers"): every length is finite
// or ±∞, and the engine never makes NaN. Arithmetic goes through `Saturating`; this is where the result is checked,
// on every reply (`size(of:)`) and every placement (`finishPass`), as SwiftUI's own layout engine is the one place
// that sees them all. NaN from user code (a custom layout's answer, NaN written into a tree built in Swift, a NaN root
// proposal) passes through untouched, visible in the trace and flagged by the `non-finite-size` rule.
extension LayoutContext {
    /// Checks a reply: two tests on the common path. A NaN the engine made from NaN-free input is an engine bug,
    /// caught by an assertion in debug builds (the property tests and the engine fuzz target look for it).
    @inline(__always)
    func checkReply(_ size: Size, to proposal: ProposedSize, node n: Int32) {
        if _slowPath(size.width.isNaN || size.height.isNaN) { sawNaN(n, size, .zero, proposal, "replies") }
    }

    /// Checks a placement (a proposal made from NaN-free lengths cannot hold NaN, so the size and origin suffice).
    @inline(__always)
    func checkPlacement(_ placement: ChildPlacement) {
        if _slowPath(placement.size.width.isNaN || placement.size.height.isNaN || placement.origin.x.isNaN || placement.origin.y.isNaN) {
            sawNaN(placement.child, placement.size, placement.origin, placement.proposal, "is placed with")
        }
    }

    @inline(never)
    private func sawNaN(_ n: Int32, _ size: Size, _ origin: Point, _ proposal: ProposedSize, _ what: StaticString) {
        guard !nanFromUserCode else { return }
        assertionFailure("""
            numeric policy: \(program.infos[Int(n)].path) \(what) size \(NumberFormat.size(size)) at \
            (\(NumberFormat.string(origin.x)), \(NumberFormat.string(origin.y))) for \(NumberFormat.proposal(proposal)): \
            the engine made NaN out of NaN-free input (docs/ARCHITECTURE.md, "Numbers")
            """)
    }
}
