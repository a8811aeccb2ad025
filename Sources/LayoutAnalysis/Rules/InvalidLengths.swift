import LayoutModel
import LayoutTrace

/// The search shared by `non-finite-size` and `negative-size`: replies and placements with a length that no
/// view may have, reported where they start rather than everywhere they spread.
struct InvalidLengths {
    /// A reply whose length is invalid on some axes, and was not simply passed on from a child.
    struct Reply {
        var call: NodeCall
        var axes: [Axis]
    }

    /// A placed frame with an invalid size, for a node whose replies were all valid. (Origins are not checked:
    /// a non-finite origin only ever follows from a non-finite size, reported where it starts.)
    struct Placed {
        var placement: Placement
        var axes: [Axis]
    }

    var replies: [Reply] = []
    var placements: [Placed] = []

    /// `isBad(length, proposed)` says whether a reply of `length` to a proposal of `proposed` is invalid.
    /// One result per node: its first invalid reply, or else its first invalid placement. A reply is a
    /// cascade, and skipped, when a call it made got an invalid reply on the same axis.
    init(_ index: TraceIndex, isBad: (Double, Double?) -> Bool) {
        var seen = Set<Int32>()
        var touched = Set<Int32>()  // nodes with any invalid reply, primary or cascade
        var first: [Int32: Int] = [:]  // node → its entry in `replies`
        // Only the index's unusual calls and placements can have a length `isBad` holds for (UnusualLengths.swift).
        for position in index.unusualCalls {
            let call = index.calls[position]
            if call.cached { continue }
            let axes = Axis.allCases.filter { axis in call.length(axis).map { isBad($0, call.proposal[axis]) } ?? false }
            guard !axes.isEmpty else { continue }
            touched.insert(call.node)
            let cascade = index.nesting.nested(in: position).contains { nested in
                let inner = index.calls[nested]
                return axes.contains { axis in inner.length(axis).map { isBad($0, inner.proposal[axis]) } ?? false }
            }
            if cascade { continue }
            // One per node: its first invalid reply, a whole size rather than a one-axis probe when there is one.
            if let known = first[call.node] {
                if replies[known].call.query != .size && call.query == .size { replies[known] = Reply(call: call, axes: axes) }
                continue
            }
            seen.insert(call.node)
            first[call.node] = replies.count
            replies.append(Reply(call: call, axes: axes))
        }
        for position in index.unusualPlacements {
            let placement = index.placements[position]
            if touched.contains(placement.node) || seen.contains(placement.node) { continue }
            let axes = Axis.allCases.filter { isBad(placement.frame.size[$0], placement.proposal[$0]) }
            guard !axes.isEmpty else { continue }
            seen.insert(placement.node)
            placements.append(Placed(placement: placement, axes: axes))
        }
    }
}
