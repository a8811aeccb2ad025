import LayoutModel

/// The engine's own answers for one node, without a size limit, so that no subtree is ever
/// laid out twice for the same proposal: the engine's work is linear in nodes × distinct proposals.
/// Four entries live inline (most nodes see at most four proposals); more spill into a dictionary.
struct SizeMemo {
    private var keys: (ProposedSize, ProposedSize, ProposedSize, ProposedSize) = (.zero, .zero, .zero, .zero)
    private var values: (Size, Size, Size, Size) = (.zero, .zero, .zero, .zero)
    private var count: UInt8 = 0
    private var overflow: [ProposedSize: Size]?

    func lookup(_ p: ProposedSize) -> Size? {
        if count > 0 && keys.0 == p { return values.0 }
        if count > 1 && keys.1 == p { return values.1 }
        if count > 2 && keys.2 == p { return values.2 }
        if count > 3 && keys.3 == p { return values.3 }
        return overflow?[p]
    }

    mutating func store(_ p: ProposedSize, _ s: Size) {
        switch count {
        case 0: keys.0 = p; values.0 = s
        case 1: keys.1 = p; values.1 = s
        case 2: keys.2 = p; values.2 = s
        case 3: keys.3 = p; values.3 = s
        default: overflow = overflow ?? [:]; overflow![p] = s; return
        }
        count += 1
    }

    /// Stores `s` for `p`, replacing an answer already known (a custom layout re-run after a cache miss).
    mutating func replace(_ p: ProposedSize, _ s: Size) {
        if count > 0 && keys.0 == p { values.0 = s; return }
        if count > 1 && keys.1 == p { values.1 = s; return }
        if count > 2 && keys.2 == p { values.2 = s; return }
        if count > 3 && keys.3 == p { values.3 = s; return }
        if overflow?[p] != nil { overflow![p] = s; return }
        store(p, s)
    }
}

/// A model of SwiftUI's per-engine `Cache3`: the three most recently used proposals (spec §1.7, §24).
/// It holds keys only; the answers come from `SizeMemo`. It decides what the trace reports as a hit,
/// a miss, or a re-measure after eviction.
struct RecentProposals {
    private var slots: (ProposedSize?, ProposedSize?, ProposedSize?) = (nil, nil, nil)

    /// True when `p` is among the three most recent; either way `p` becomes the most recent.
    mutating func touch(_ p: ProposedSize) -> Bool {
        if slots.0 == p { return true }
        if slots.1 == p { slots.1 = slots.0; slots.0 = p; return true }
        if slots.2 == p { slots.2 = slots.1; slots.1 = slots.0; slots.0 = p; return true }
        slots.2 = slots.1; slots.1 = slots.0; slots.0 = p
        return false
    }
}
