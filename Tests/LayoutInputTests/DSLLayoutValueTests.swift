import LayoutModel
import LayoutTestSupport
import Testing

/// Layout values as containers: `AnyLayout(…)`, `HStackLayout()` held in a name, and the ternary that picks one.
@Suite struct DSLLayoutValueTests {
    @Test func anyLayoutIsTheLayoutItWraps() {
        #expect(DSL.root(#"AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) { Text("a") }"#)
            == expectedView(.vStack(alignment: .leading, spacing: 2), [expectedText("a")]))
        #expect(DSL.root(#"GridLayout(verticalSpacing: 1) { GridRow { Text("a") } }"#)
            == expectedView(.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: 1),
                            [expectedView(.gridRow(alignment: nil), [expectedText("a")])]))
    }

    @Test func aNameHoldingALayoutIsCalledWithItsContent() {
        let source = """
            struct Adaptive: View {
                let isWide = true
                var body: some View {
                    let layout = isWide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout())
                    layout { Text("a"); Text("b") }
                }
            }
            """
        #expect(DSL.root(source) == expectedView(.hStack(alignment: .center, spacing: 12), [expectedText("a"), expectedText("b")]))
        let stored = """
            struct Plain: View {
                let layout = ZStackLayout(alignment: .top)
                var body: some View { layout { Text("a") } }
            }
            """
        #expect(DSL.root(stored) == expectedView(.zStack(alignment: Alignment(horizontal: .center, vertical: .top)), [expectedText("a")]))
    }

    @Test func anythingElseInAnyLayoutIsAnError() {
        #expect(DSL.errors(#"AnyLayout(Text("a")) { Text("b") }"#) == """
            test.swift:1:11: error: expected a layout value for 'AnyLayout', found 'Text(…)'
                1 | AnyLayout(Text("a")) { Text("b") }
                  |           ^
            note: one of: GridLayout(), HStackLayout(), VStackLayout(), ZStackLayout(), or a Layout of the file
            """)
    }
}
