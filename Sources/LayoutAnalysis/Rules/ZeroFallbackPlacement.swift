import LayoutModel

/// `zero-fallback-placement` (warning): a custom layout places a subview at the origin with the zero
/// proposal, the "safe" fallback of a failed lookup (seed 000: `subview.place(at: .zero, proposal: .zero)`
/// when the cache has no frame for the subview).
///
/// The subview is sized for (0, 0), so it shrinks to its minimum (nothing, for a Color), and sits in the
/// corner of the layout's coordinate space whatever the bounds are. Only reported when the layout itself
/// is not empty. Assumes the custom-layout event shape of issue 6 (see `PlaceSubviewsCalls`).
///
/// Example:
///
///     if let frame = cache[subview.cacheKey] {
///         subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
///     } else {
///         subview.place(at: .zero, proposal: .zero)   // fallback
///     }
struct ZeroFallbackPlacement: AnomalyRule {
    let id = "zero-fallback-placement"
    let severity = Severity.warning
    let summary = "A custom layout places a subview at the origin with the zero proposal, as a fallback."
    let documentation = RuleDocumentation(
        details: """
            `subview.place(at: .zero, proposal: .zero)` is the "safe" fallback of seed 000's cached grid when \
            the cache has no frame for a subview. The subview is sized for (0, 0), so it shrinks to its minimum \
            (nothing, for a Color), and it sits in the corner of the coordinate space whatever the layout's \
            bounds are: it silently disappears or piles up at the top-left. Reported only when the layout itself \
            is not empty.
            """,
        example: """
            if let frame = cache[subview.cacheKey] {
                subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
            } else {
                subview.place(at: .zero, proposal: .zero)   // fallback on a cache miss
            }
            """,
        fix: """
            Compute the subview's frame when the cache has none (measure it with `sizeThatFits` and place it like \
            the others), and rebuild the cache in `updateCache` when the subviews change.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var reported = Set<Int32>()
        var findings: [Finding] = []
        for call in PlaceSubviewsCalls(index).calls {
            let bounds = index.placementsByNode[Int(call.layout)].map { index.placements[$0] }.last { $0.event < call.event }
            guard bounds.map({ $0.frame.size.width > 0 || $0.frame.size.height > 0 }) ?? true else { continue }
            for subview in call.subviews where !reported.contains(subview) {
                guard let fallback = call.placements[subview, default: []].first(where: {
                    $0.proposal == .zero && ($0.frame.origin == .zero || $0.rootOrigin == .zero)
                }) else { continue }
                reported.insert(subview)
                let size = bounds.map { " in bounds of \(Words.size($0.frame.size))" } ?? ""
                findings.append(context.finding(
                    self, node: subview,
                    message: "\(context.name(subview)) is placed at the origin with the zero proposal by \(context.name(call.layout))"
                        + "\(size), so it is drawn \(Words.number(fallback.frame.size.width)) × \(Words.number(fallback.frame.size.height)) "
                        + "in the corner: the fallback of a failed lookup, not a real position.",
                    fix: "compute the subview's frame when the cache has none (measure it with sizeThatFits and place it like the "
                        + "others), and rebuild the cache in updateCache when the subviews change.",
                    event: fallback.event))
            }
        }
        return findings
    }
}
