// Models: a leaf measured on a device: replies come from recorded proposal → size pairs.
// Status: exact at recorded proposals; between them, the documented step rule below (docs/input-format.md).
import LayoutModel

enum MeasuredBehavior {
    /// The reply for `p`: the recorded reply for exactly `p`; otherwise, among entries whose axes have the same
    /// kinds as `p` (nil, infinite or finite), the one with the largest proposal not above `p` on each finite
    /// axis (as text keeps its layout until the next break fits); if none is below, the smallest above.
    /// With no entry of the same kinds, the entry with the nearest proposal overall.
    static func size(_ table: MeasuredTable, _ p: ProposedSize) -> Size {
        if let exact = table.entries.first(where: { $0.proposal == p }) { return exact.size }
        let sameKinds = table.entries.filter { sameKind($0.proposal.width, p.width) && sameKind($0.proposal.height, p.height) }
        if !sameKinds.isEmpty {
            let below = sameKinds.filter { notAbove($0.proposal.width, p.width) && notAbove($0.proposal.height, p.height) }
            if let best = below.max(by: { distance($0.proposal, p) > distance($1.proposal, p) }) { return best.size }
            return sameKinds.min(by: { distance($0.proposal, p) < distance($1.proposal, p) })!.size
        }
        guard let nearest = table.entries.min(by: { distance($0.proposal, p) < distance($1.proposal, p) }) else { return .zero }
        return nearest.size
    }

    private static func sameKind(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (x?, y?): x.isFinite == y.isFinite
        default: false
        }
    }

    private static func notAbove(_ recorded: Double?, _ proposed: Double?) -> Bool {
        guard let recorded, let proposed, recorded.isFinite else { return true }
        return recorded <= proposed
    }

    /// Distance between proposals, treating nil as 10 (SwiftUI's placeholder) and infinity as very large.
    private static func distance(_ a: ProposedSize, _ b: ProposedSize) -> Double {
        func value(_ v: Double?) -> Double { min(v ?? 10, 1e9) }
        return abs(value(a.width) - value(b.width)) + abs(value(a.height) - value(b.height))
    }
}
