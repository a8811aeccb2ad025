import LayoutDebugger
import Testing

/// A layout that stacks its subviews diagonally, each one's top-leading corner at the previous one's bottom-trailing.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: $0.width + $1.width, height: $0.height + $1.height) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point.x += size.width
            point.y += size.height
        }
    }
}

/// `AnyLayout` is the layout it wraps: the same tree, the same trace, as writing that layout directly.
@Suite struct AnyLayoutTests {
    @Test func aWrappedStackTracesAsTheStack() throws {
        let wrapped = try LayoutDebugger.trace(AnyLayout(HStackLayout(spacing: 3)) { Color.red.frame(width: 10, height: 10); Text("ab") },
                                               proposal: harness, name: "v")
        let direct = try LayoutDebugger.trace(HStack(spacing: 3) { Color.red.frame(width: 10, height: 10); Text("ab") }, proposal: harness, name: "v")
        #expect(wrapped.text == direct.text)
        // "ab" in SF Pro Text at 17 pt: (1130 + 1258) / 2048 × 17 − 2 × 0.442 tracking = 18.94, 19 on the pixel grid.
        #expect(wrapped.frame(of: "HStack/Text[1]") == CGRect(x: 13, y: 0, width: 19, height: 20.333333333333332))
        #expect(wrapped.frame(of: "HStack/Color[0].frame") == CGRect(x: 0, y: 5.166666666666666, width: 10, height: 10))
    }

    /// `useRow` comes as an argument, as app code decides at run time (a constant would leave a branch never run).
    @Test(arguments: [false])
    func aWrappedCustomLayoutRunsTheUsersCode(useRow: Bool) throws {
        let layout = useRow ? AnyLayout(HStackLayout()) : AnyLayout(Diagonal())
        let trace = try LayoutDebugger.trace(layout { Color.red.frame(width: 10, height: 20); Color.blue.frame(width: 30, height: 5) }, proposal: harness)
        #expect(trace.layoutCalls(of: "Diagonal").map(\.call) == ["makeCache", "sizeThatFits", "placeSubviews"])
        #expect(trace.frame(of: "Diagonal/Color[1].frame") == CGRect(x: 10, y: 20, width: 30, height: 5))
    }

    @Test func gridLayoutIsAGrid() throws {
        let wrapped = try LayoutDebugger.trace(GridLayout(horizontalSpacing: 4) { GridRow { Color.red.frame(width: 10, height: 10); Text("a") } }, name: "v")
        let direct = try LayoutDebugger.trace(Grid(horizontalSpacing: 4) { GridRow { Color.red.frame(width: 10, height: 10); Text("a") } }, name: "v")
        #expect(wrapped.text == direct.text)
    }
}
