import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// `.alignmentGuide(guide) { d in … }`: the guide and the closure's arithmetic, in both input formats.
@Suite struct DSLAlignmentGuideTests {
    private func guide(_ modifier: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Modifier? {
        DSL.root("struct V: View {\n    let inset = 4.0\n    var body: some View { Text(\"a\")\(modifier) }\n}", sourceLocation: sourceLocation)?.modifiers.first?.modifier
    }

    @Test func closuresOfOneExpression() {
        #expect(guide(".alignmentGuide(.leading) { d in d[.trailing] - inset }")
            == .alignmentGuide(ExplicitGuide(.horizontal(.leading), .subtract(.guide(.horizontal(.trailing)), .number(4)))))
        #expect(guide(".alignmentGuide(VerticalAlignment.center) { $0.height / 2 + 1 }")
            == .alignmentGuide(ExplicitGuide(.vertical(.center), .add(.divide(.height, .number(2)), .number(1)))))
        #expect(guide(".alignmentGuide(.firstTextBaseline, computeValue: { dimensions in return -dimensions[VerticalAlignment.center] })")
            == .alignmentGuide(ExplicitGuide(.vertical(.firstTextBaseline), .negate(.guide(.vertical(.center))))))
        #expect(guide(".alignmentGuide(HorizontalAlignment.center) { _ in 10 }")
            == .alignmentGuide(ExplicitGuide(.horizontal(.center), .number(10))))
    }

    @Test func whatTheReaderCannotEvaluateIsSaid() {
        #expect(DSL.errors(#"Text("a").alignmentGuide(.leading) { d in d[explicit: .leading] }"#) == """
            test.swift:1:44: error: 'd[explicit: …]' is an optional: layoutdbg reads 'd[guide]', 'd.width' and 'd.height'
                1 | Text("a").alignmentGuide(.leading) { d in d[explicit: .leading] }
                  |                                            ^
            """)
    }

    @Test func theJSONFormWritesTheClosureAsSwiftAndReadsItBack() throws {
        let source = #"Text("a").alignmentGuide(.leading) { d in (d.width - 2) * 3 }.alignmentGuide(.top) { _ in 5 }"#
        let tree = try #require(DSL.read(source)).tree
        let json = JSONTreeWriter.write(tree)
        #expect(json.contains(#"{"alignmentGuide": {"guide": "leading", "value": "(d.width - 2) * 3"}}"#))
        #expect(json.contains(#"{"alignmentGuide": {"guide": "top", "value": 5}}"#))
        let back = try JSONTreeReader.read(Array(json.utf8), file: "t.json")
        #expect(back.root.locationsErased == tree.root.locationsErased)
    }
}
