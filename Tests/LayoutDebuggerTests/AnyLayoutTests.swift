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

/// A layout that is an HStack by delegation, as layouts that wrap a stack are written (FrameUp's FittedHStack).
private struct RowByDelegation: Layout {
    let row = HStackLayout(alignment: .bottom, spacing: 3)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        row.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
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

    /// `var layout: any Layout { HStackLayout(…) }`, then `AnyLayout(layout)`: the existential opens to the stack.
    @Test func aStackGivenAsAnyLayoutIsTheStack() throws {
        let layout: any Layout = HStackLayout(spacing: 3)
        let wrapped = try LayoutDebugger.trace(AnyLayout(layout) { Color.red.frame(width: 10, height: 10); Text("ab") }, proposal: harness, name: "v")
        let direct = try LayoutDebugger.trace(HStack(spacing: 3) { Color.red.frame(width: 10, height: 10); Text("ab") }, proposal: harness, name: "v")
        #expect(wrapped.text == direct.text)
    }

    /// A stack layout called from a custom layout's code answers with the stack's algorithm over its subviews: the
    /// same frames as the HStack. In 100 × 50: the fixed 10 and "ab"'s 19 first (least flexible), the Color takes the
    /// remaining 100 − 10 − 19 − 2 × 3 = 65; bottoms aligned at 50.
    @Test func aStackCalledFromALayoutsCodeAnswersAsTheStack() throws {
        let proposal = ProposedViewSize(width: 100, height: 50)
        let delegated = try LayoutDebugger.trace(RowByDelegation { Color.red.frame(width: 10, height: 10); Text("ab"); Color.blue }, proposal: proposal)
        let direct = try LayoutDebugger.trace(HStack(alignment: .bottom, spacing: 3) { Color.red.frame(width: 10, height: 10); Text("ab"); Color.blue },
                                              proposal: proposal)
        #expect(delegated.frame(of: "RowByDelegation/Color[0].frame") == CGRect(x: 0, y: 40, width: 10, height: 10))
        #expect(delegated.frame(of: "RowByDelegation/Text[1]") == CGRect(x: 13, y: 29.666666666666668, width: 19, height: 20.333333333333332))
        #expect(delegated.frame(of: "RowByDelegation/Color[2]") == CGRect(x: 35, y: 0, width: 65, height: 50))
        for path in ["Color[0].frame", "Text[1]", "Color[2]"] {
            #expect(delegated.frame(of: "RowByDelegation/" + path) == direct.frame(of: "HStack/" + path))
        }
        #expect(delegated.frame(of: "RowByDelegation")?.size == direct.frame(of: "HStack")?.size)
    }

    @Test func gridLayoutIsAGrid() throws {
        let wrapped = try LayoutDebugger.trace(GridLayout(horizontalSpacing: 4) { GridRow { Color.red.frame(width: 10, height: 10); Text("a") } }, name: "v")
        let direct = try LayoutDebugger.trace(Grid(horizontalSpacing: 4) { GridRow { Color.red.frame(width: 10, height: 10); Text("a") } }, name: "v")
        #expect(wrapped.text == direct.text)
    }
}
