// A custom layout as it would sit in an app, unchanged: only the import differs on Linux.
#if canImport(LayoutDebugger)
import LayoutDebugger
#else
import SwiftUI
#endif

/// A row whose subviews all get the width of the widest one (at its ideal size), with a fixed gap, and which keeps
/// the subviews' ideal sizes in its cache so that sizing and placing measure them once per update.
public struct EqualWidthRow: Layout {
    public var spacing: CGFloat

    public init(spacing: CGFloat = 8) { self.spacing = spacing }

    public struct Cache {
        var widest: CGFloat
        var tallest: CGFloat
    }

    public func makeCache(subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(widest: sizes.map(\.width).max() ?? 0, tallest: sizes.map(\.height).max() ?? 0)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let count = CGFloat(subviews.count)
        return CGSize(width: cache.widest * count + spacing * max(count - 1, 0), height: cache.tallest)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let cell = ProposedViewSize(width: cache.widest, height: cache.tallest)
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: cell)
            x += cache.widest + spacing
        }
    }
}

/// The screen the layout appears on, as in the app.
public struct ChoiceBar: View {
    public var choices: [String]

    public init(choices: [String]) { self.choices = choices }

    public var body: some View {
        EqualWidthRow(spacing: 12) {
            ForEach(choices, id: \.self) { choice in
                Text(choice)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity)
                    .background(Capsule().fill(.blue.opacity(0.2)))
            }
        }
        .padding()
    }
}
