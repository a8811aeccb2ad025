// Seed 004's flow layout: subviews left to right at their ideal sizes, wrapping to a new row when the next one would
// pass the proposed width (an unspecified or infinite width never wraps). Rows are top-aligned; the container is as
// wide as its widest row and as tall as its rows.
import LayoutDebugger

public struct FlowLayout: Layout {
    /// Between neighbours in a row.
    public var spacing: CGFloat
    /// Between rows.
    public var lineSpacing: CGFloat

    public init(spacing: CGFloat = 8, lineSpacing: CGFloat = 8) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
    }

    /// Where each subview goes (top-leading corners, relative to the container) and the size of the whole.
    private func arrange(_ sizes: [CGSize], maxWidth: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > maxWidth {
                y += rowHeight + lineSpacing
                x = 0
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            widest = max(widest, x + size.width)
            rowHeight = max(rowHeight, size.height)
            x += size.width + spacing
        }
        return (origins, CGSize(width: widest, height: sizes.isEmpty ? 0 : y + rowHeight))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return arrange(sizes, maxWidth: proposal.width ?? .infinity).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let origins = arrange(sizes, maxWidth: bounds.width).origins
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + origins[index].x, y: bounds.minY + origins[index].y),
                          proposal: ProposedViewSize(sizes[index]))
        }
    }
}
