import LayoutModel
import Testing
import LayoutInput

/// LazyVGrid / LazyHGrid and their GridItems, as both readers take them: the forms real code writes the items in, and
/// the same tree from JSON.
@Suite struct LazyGridReadingTests {
    static let fixedAndAdaptive = [LazyGridItem(.fixed(70)), LazyGridItem(.adaptive(minimum: 40, maximum: .infinity), spacing: 2)]

    @Test func theItemsAsAnArrayLiteral() {
        let source = """
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40), spacing: 2)], alignment: .leading, spacing: 12) {
                Text("a")
            }
            """
        #expect(DSL.root(source) == expectedView(.lazyVGrid(columns: Self.fixedAndAdaptive, alignment: .leading, spacing: 12),
                                                 [expectedText("a")]))
    }

    @Test func theItemsInAPropertyRepeatedOrWrittenAsInit() {
        let source = """
            struct Gallery: View {
                private let columns = Array(repeating: GridItem(.flexible(minimum: 40, maximum: 120), alignment: Alignment(horizontal: .center, vertical: .top)), count: 3)
                let rows: [GridItem] = [.init(.fixed(44)), GridItem(GridItem.Size.flexible()), GridItem()]
                var body: some View {
                    VStack {
                        LazyVGrid(columns: columns, pinnedViews: [.sectionHeaders]) { Color.red }
                        LazyHGrid(rows: rows, alignment: .top) { Color.blue }
                    }
                }
            }
            """
        let flexible = LazyGridItem(.flexible(minimum: 40, maximum: 120), alignment: Alignment(horizontal: .center, vertical: .top))
        #expect(DSL.root(source) == expectedView(.vStack(alignment: .center, spacing: nil), [
            expectedView(.lazyVGrid(columns: [flexible, flexible, flexible], alignment: .center, spacing: nil), [expectedColor("red")]),
            expectedView(.lazyHGrid(rows: [LazyGridItem(.fixed(44)), LazyGridItem(), LazyGridItem()], alignment: .top, spacing: nil),
                         [expectedColor("blue")]),
        ]))
    }

    @Test func theJSONFormReadsToTheSameTree() throws {
        let json = """
            {"view": "LazyVGrid", "columns": [{"fixed": 70}, {"adaptive": {"minimum": 40}, "spacing": 2}], "alignment": "leading",
             "spacing": 12, "children": [{"view": "Text", "text": "a"}]}
            """
        #expect(try readView(json) == expectedView(.lazyVGrid(columns: Self.fixedAndAdaptive, alignment: .leading, spacing: 12),
                                                   [expectedText("a")]))
        let items = try readView(#"{"view": "LazyHGrid", "rows": [{}, {"flexible": {"maximum": "inf"}}, {"flexible": {"minimum": 0, "maximum": 30}, "alignment": "bottomLeading"}]}"#)
        #expect(items == expectedView(.lazyHGrid(rows: [LazyGridItem(), LazyGridItem(),
                                                        LazyGridItem(.flexible(minimum: 0, maximum: 30), alignment: Alignment(horizontal: .leading, vertical: .bottom))],
                                                 alignment: .center, spacing: nil)))
    }

    @Test func mistakesAreSaidInTheSameWordsByBothReaders() {
        #expect(DSL.errors("LazyVGrid(columns: [GridItem(.adaptive(minimum: 40, maximum: -1))]) { }")
            .hasPrefix("test.swift:1:21: error: a grid item's maximum must not be negative, got -1\n"))
        #expect(readError(#"{"root": {"view": "LazyVGrid", "columns": [{"adaptive": {"minimum": 40, "maximum": -1}}]}}"#)
            .contains("error: 'maximum' must not be negative, got -1"))
        #expect(DSL.errors("LazyVGrid { Text(\"a\") }").contains("error: missing argument 'columns' in call to 'LazyVGrid'"))
        #expect(readError(#"{"root": {"view": "LazyVGrid"}}"#).contains("error: LazyVGrid requires 'columns'"))
        #expect(readError(#"{"root": {"view": "LazyVGrid", "columns": [{"fixd": 2}]}}"#).contains("unknown key 'fixd' in a grid item"))
        #expect(DSL.errors("LazyVGrid(columns: columns) { }").contains("'columns'"))
    }
}
