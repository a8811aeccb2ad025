import LayoutModel

/// `saturated-length` (warning): a view replies, or is placed with, a length that reached the largest Double
/// (about 1.8e308), where the engine's arithmetic stops instead of overflowing.
///
/// Sums of spacing and padding, products with counts and divisions by metrics saturate at the largest finite
/// Double (docs/ARCHITECTURE.md, "Numbers"), where SwiftUI's CGFloat arithmetic would overflow to infinity and,
/// one step later, to NaN (∞ − ∞). The trace stays finite and NaN-free, but the numbers from that view up are not
/// what a device computes. Reported where the saturated length first appears, not in the containers that pass it on.
///
/// Example:
///
///     HStack(spacing: 1e308) {     // three gaps' worth of 1e308 does not fit in a Double
///         Text("a"); Text("b"); Text("c")
///     }
struct SaturatedLength: AnomalyRule {
    let id = "saturated-length"
    let severity = Severity.warning
    let summary = "A view replies, or is placed with, a length that reached the largest Double, where the arithmetic saturates."
    let documentation = RuleDocumentation(
        details: """
            Sums of spacing and padding, products with counts and divisions by metrics stop at the largest finite \
            Double (about 1.8e308) instead of overflowing (docs/ARCHITECTURE.md, "Numbers"). On a device, CGFloat \
            arithmetic would overflow to infinity there, and one step later make NaN (∞ − ∞), which SwiftUI logs as \
            an invalid frame. The trace stays finite and free of NaN, but from this view up the numbers are not \
            what a device computes. The rule reports the view where the saturated length first appears, not the \
            containers that pass it on; how layoutdbg saturates is inferred (docs/fidelity.md).
            """,
        example: """
            HStack(spacing: 1e308) {     // the gaps add up to more than a Double holds
                Text("a"); Text("b"); Text("c")
            }
            """,
        fix: """
            Use lengths a screen can show: spacing, padding, frames, offsets and positions of at most a few \
            thousand points. For "as much as offered" use `.frame(maxWidth: .infinity)`, not a huge number.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let invalid = InvalidLengths(context.index) { length, _ in Self.isSaturated(length) }
        var findings: [Finding] = []
        var reported = Set<Int32>()
        for reply in invalid.replies {
            let call = reply.call
            reported.insert(call.node)
            findings.append(context.finding(
                self, node: call.node,
                message: "\(context.name(call.node)) replies \(Words.reply(call)) to \(Words.proposal(call.proposal)): "
                    + "\(Words.axes(reply.axes)) reached the largest Double, where the arithmetic saturates.",
                fix: fix, event: Int(call.replyEvent)))
        }
        for placed in invalid.placements {
            let p = placed.placement
            reported.insert(p.node)
            findings.append(context.finding(
                self, node: p.node,
                message: "\(context.name(p.node)) is placed \(Words.size(p.frame.size)) with the proposal \(Words.proposal(p.proposal)): "
                    + "\(Words.axes(placed.axes)) reached the largest Double, where the arithmetic saturates.",
                fix: fix, event: p.event))
        }
        // An origin saturates where a position or a gap is added to another: reported on the placed view, unless the
        // view that placed it already was (a stack whose gaps saturated its own size).
        for position in context.index.unusualPlacements {
            let p = context.index.placements[position]
            if reported.contains(p.node) || reported.contains(context.index.info(p.node).parent) { continue }
            let axes = Axis.allCases.filter { Self.isSaturated(p.frame.origin[$0]) || Self.isSaturated(p.rootOrigin[$0]) }
            guard !axes.isEmpty else { continue }
            reported.insert(p.node)
            let origin = "(\(Words.number(p.rootOrigin.x)), \(Words.number(p.rootOrigin.y)))"
            findings.append(context.finding(
                self, node: p.node,
                message: "\(context.name(p.node)) is placed at \(origin) in the root: its \(axes.map { $0 == .horizontal ? "x" : "y" }.joined(separator: " and ")) "
                    + "reached the largest Double, where the arithmetic saturates.",
                fix: fix, event: p.event))
        }
        return findings
    }

    private var fix: String {
        "use lengths a screen can show (spacing, padding, frames, offsets of at most a few thousand points); "
            + "for \"as much as offered\" use .frame(maxWidth: .infinity), not a huge number."
    }

    static func isSaturated(_ length: Double) -> Bool { abs(length) == NumberLimits.largestLength }
}
