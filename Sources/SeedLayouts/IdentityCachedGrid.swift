// Seed 000's "identity-cached" grid: fixed columns of a fixed item height, the frames worked out in sizeThatFits and
// kept in the cache under each subview's content hash (a layout value), then read back in placeSubviews. Written
// against the real protocol, which gives subviews no identity of their own, a subview without a content hash gets
// no entry; placeSubviews then falls back to placing it at `.zero` with a `.zero` proposal, as the seed's fallback
// does. That lands at the root's origin, not the grid's (`bounds` is in the parent's space) and sizes the view for
// nothing: the anomaly this layout exists to show. Two subviews with one hash share one frame.
// It also sizes itself from its configuration: the proposal's height is ignored.
import LayoutDebugger

/// A subview's content hash; 0 (the default) means none.
public struct ContentHashKey: LayoutValueKey {
    public static let defaultValue: UInt64 = 0
}

extension View {
    /// The content hash `IdentityCachedGrid` keys its cache by.
    public func contentHash(_ hash: UInt64) -> some View {
        layoutValue(key: ContentHashKey.self, value: hash)
    }
}

public struct IdentityCachedGrid: Layout {
    public var columns: Int
    public var spacing: CGFloat
    public var itemHeight: CGFloat

    public init(columns: Int = 2, spacing: CGFloat = 8, itemHeight: CGFloat = 100) {
        self.columns = columns
        self.spacing = spacing
        self.itemHeight = itemHeight
    }

    /// Frames by content hash, relative to the grid's top-leading corner.
    public typealias Cache = [UInt64: CGRect]

    public func makeCache(subviews: Subviews) -> Cache { [:] }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.removeAll()
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let columnCount = max(columns, 1)
        let width = proposal.replacingUnspecifiedDimensions().width
        let columnWidth = (width - spacing * CGFloat(columnCount - 1)) / CGFloat(columnCount)
        for (index, subview) in subviews.enumerated() {
            let hash = subview[ContentHashKey.self]
            guard hash != 0 else { continue }  // no identity: nothing to cache it under
            let column = index % columnCount
            let row = index / columnCount
            cache[hash] = CGRect(x: CGFloat(column) * (columnWidth + spacing), y: CGFloat(row) * (itemHeight + spacing),
                                 width: columnWidth, height: itemHeight)
        }
        let rows = (subviews.count + columnCount - 1) / columnCount
        let height = rows == 0 ? 0 : CGFloat(rows) * itemHeight + CGFloat(rows - 1) * spacing
        return CGSize(width: width, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for subview in subviews {
            if let frame = cache[subview[ContentHashKey.self]] {
                subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                              proposal: ProposedViewSize(frame.size))
            } else {
                // The seed's "safe" fallback for a subview it has no frame for.
                subview.place(at: .zero, proposal: .zero)
            }
        }
    }
}
