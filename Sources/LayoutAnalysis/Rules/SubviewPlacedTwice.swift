import LayoutModel

/// `placed-twice` (warning): a custom layout's `placeSubviews` calls `place(at:)` more than once for the
/// same subview.
///
/// Only the last call counts (spec §24); the earlier ones are wasted work at best and, more often, a sign
/// that two code paths both think they own the subview (a fast path and a fallback). Assumes the
/// custom-layout event shape of issue 6 (see `PlaceSubviewsCalls`).
///
/// Example:
///
///     for subview in subviews {
///         subview.place(at: cachedOrigin, proposal: .unspecified)
///         if needsUpdate { subview.place(at: freshOrigin, proposal: .unspecified) }   // placed again
///     }
struct SubviewPlacedTwice: AnomalyRule {
    let id = "placed-twice"
    let severity = Severity.warning
    let summary = "A custom layout's placeSubviews places the same subview more than once."
    let documentation = RuleDocumentation(
        details: """
            Each subview should be placed once per `placeSubviews` call; when `place(at:)` is called again, only \
            the last call counts (spec §24). The earlier ones are wasted work at best and, more often, a sign that \
            two code paths (a cached fast path and a fallback) both think they own the subview.
            """,
        example: """
            for subview in subviews {
                subview.place(at: cachedOrigin, proposal: .unspecified)
                if needsUpdate { subview.place(at: freshOrigin, proposal: .unspecified) }   // placed again
            }
            """,
        fix: "Compute each subview's final position first, then call `place(at:anchor:proposal:)` once.")

    func check(_ context: RuleContext) -> [Finding] {
        var reported = Set<Int32>()
        var findings: [Finding] = []
        for call in PlaceSubviewsCalls(context.index).calls {
            for subview in call.subviews where !reported.contains(subview) {
                let placements = call.placements[subview, default: []]
                guard placements.count > 1 else { continue }
                reported.insert(subview)
                let origins = placements.map { "(\(Words.number($0.frame.minX)), \(Words.number($0.frame.minY)))" }
                findings.append(context.finding(
                    self, node: subview,
                    message: "\(context.name(subview)) is placed \(placements.count) times by one placeSubviews call of "
                        + "\(context.name(call.layout)), at \(origins.joined(separator: ", then ")): only the last placement counts.",
                    fix: "compute the subview's final position first and call place(at:anchor:proposal:) once per subview.",
                    event: placements[1].event))
            }
        }
        return findings
    }
}
