import LayoutModel

/// The `placeSubviews` calls of custom layouts, each with the placements it made. Shared by the rules about
/// custom layouts (`unplaced-subview`, `placed-twice`, `zero-fallback-placement`).
///
/// Event shape (the engine's custom-layout hook, issue 6): a call records `.layoutCall(node, "placeSubviews", …)`,
/// then one `.place` event per `place(at:anchor:proposal:)` call, for a subview of that node (a child whose
/// path continues the layout's with `/`). A subview the layout never placed gets
/// `.layoutCall(node, "unplaced", "subview i (node n): …")` and then the engine's fallback placement (centred,
/// with the layout's proposal), which is not counted as a placement by the layout. Only the layout places its
/// own subviews, so a call's placements are the `.place` events of its subviews up to its next
/// `placeSubviews` call or the end of the pass. Traces from elsewhere may leave out the `unplaced` marker and
/// the fallback: a subview without a `.place` then counts as unplaced too. A call without any placement that
/// is followed by another one in the same pass (the default `explicitAlignment` may run `placeSubviews` while
/// sizing, spec §24) is taken as a query and skipped.
struct PlaceSubviewsCalls {
    struct Call {
        var layout: Int32
        var event: Int
        var pass: Int
        var subviews: [Int32]
        /// Placements per subview, in order (a subview that is never placed has none).
        var placements: [Int32: [Placement]]
    }

    var calls: [Call] = []

    init(_ index: TraceIndex) {
        // Each layout's own calls, in order: its placeSubviews calls and its unplaced markers.
        var byLayout: [Int32: [LayoutCallEvent]] = [:]
        for call in index.layoutCalls where call.call == "placeSubviews" || call.call == "unplaced" {
            byLayout[call.node, default: []].append(call)
        }
        for layout in byLayout.keys.sorted() {
            let own = byLayout[layout]!
            let subviews = index.subviews(of: layout)
            for (k, call) in own.enumerated() where call.call == "placeSubviews" {
                let next = own[(k + 1)...].first { $0.call == "placeSubviews" && $0.pass == call.pass }
                let end = next?.event ?? index.passCounters.first { $0.pass == call.pass && $0.event > call.event }?.event
                    ?? index.eventCount
                // The engine's "unplaced" markers in this call: the subview's node and when it was marked.
                var unplaced: [Int32: Int] = [:]
                for marker in own[(k + 1)...] where marker.call == "unplaced" && marker.event < end {
                    if let node = Self.markedNode(marker.detail) { unplaced[node] = marker.event }
                }
                var placements: [Int32: [Placement]] = [:]
                for subview in subviews {
                    placements[subview] = index.placementsByNode[Int(subview)].map { index.placements[$0] }
                        .filter { $0.event > call.event && $0.event < end && $0.event < unplaced[subview, default: .max] }
                }
                if next != nil && placements.values.allSatisfy(\.isEmpty) { continue }
                calls.append(Call(layout: layout, event: call.event, pass: call.pass, subviews: subviews, placements: placements))
            }
        }
        calls.sort { $0.event < $1.event }
    }

    /// The node number in an `unplaced` marker's detail: `subview 2 (node 7): centered in bounds, …` → 7.
    static func markedNode(_ detail: String) -> Int32? {
        guard let start = detail.firstRange(of: "(node ") else { return nil }
        return Int32(String(detail[start.upperBound...].prefix { $0.isNumber }))
    }
}
