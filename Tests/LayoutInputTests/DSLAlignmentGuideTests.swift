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

    /// What the writers print reads back as the same tree: negative and infinite numbers included (the grammar-aware
    /// fuzzer found `d.width * -1.8e308` read back as a negation).
    @Test func negativeAndInfiniteNumbersSurviveARoundTrip() throws {
        #expect(guide(".alignmentGuide(.bottom) { d in d.width * -2 }")
            == .alignmentGuide(ExplicitGuide(.vertical(.bottom), .multiply(.width, .number(-2)))))
        var tree = ViewTree(root: ViewNode(element: .color(name: "red")))
        tree.root.modifiers = [LocatedModifier(.alignmentGuide(ExplicitGuide(.vertical(.bottom), .multiply(.width, .number(-1e308))))),
                               LocatedModifier(.alignmentGuide(ExplicitGuide(.horizontal(.leading), .number(-.infinity))))]
        let swift = SwiftTreePrinter.print(tree)
        #expect(swift.contains("{ d in d.width * (-1e+308) }") && swift.contains("{ d in -.infinity }"))
        #expect(try #require(DSL.read(swift)).tree.root.locationsErased == tree.root.locationsErased)
        let json = JSONTreeWriter.write(tree)
        #expect(try JSONTreeReader.read(Array(json.utf8), file: "t.json").root.locationsErased == tree.root.locationsErased)
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
