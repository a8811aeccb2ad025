import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// Guides of the user's own: `struct Name: AlignmentID` with its `defaultValue(in:)`, the constants naming it, and
/// every place a guide is written, in both input formats and back out of both writers.
@Suite struct CustomGuideReadingTests {
    private static let declarations = """
        extension VerticalAlignment {
            private enum MidRow: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 4 }
            }
            static let midRow = VerticalAlignment(MidRow.self)
        }
        struct Column: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat {
                d.width / 3
            }
        }
        extension HorizontalAlignment {
            static let column: HorizontalAlignment = .init(Column.self)
            static let sameColumn: HorizontalAlignment = HorizontalAlignment(Column.self)
        }

        """

    private static let midRow = CustomGuide(name: "MidRow", defaultValue: .subtract(.guide(.vertical(.bottom)), .number(4)))
    private static let column = CustomGuide(name: "Column", defaultValue: .divide(.width, .number(3)))

    private func root(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ViewNode? {
        DSL.root(Self.declarations + "struct V: View {\n    var body: some View {\n        \(body)\n    }\n}", sourceLocation: sourceLocation)
    }

    @Test func theDefaultIsTheFunctionsArithmetic() throws {
        let node = try #require(root("HStack(alignment: .midRow) { Text(\"a\") }"))
        // The same guide: the same name and default.
        #expect(node.element == .hStack(alignment: .custom(Self.midRow), spacing: nil))
        #expect(Self.midRow.name == "MidRow" && Self.midRow.defaultValue == .subtract(.guide(.vertical(.bottom)), .number(4)))
        #expect(CustomGuide(name: "MidRow", defaultValue: nil) != Self.midRow)
    }

    @Test func everyPlaceAGuideIsWritten() throws {
        let vStack = try #require(root("VStack(alignment: HorizontalAlignment(Column.self)) { Text(\"a\") }"))
        #expect(vStack.element == .vStack(alignment: .custom(Self.column), spacing: nil))
        for constant in [".column", ".sameColumn", "HorizontalAlignment.column"] {
            let annotated = try #require(root("VStack(alignment: \(constant)) { Text(\"a\") }"))
            #expect(annotated.element == .vStack(alignment: .custom(Self.column), spacing: nil))
        }
        let zStack = try #require(root("ZStack(alignment: Alignment(horizontal: .init(Column.self), vertical: .midRow)) { Text(\"a\") }"))
        #expect(zStack.element == .zStack(alignment: Alignment(horizontal: .custom(Self.column), vertical: .custom(Self.midRow))))
        let guided = try #require(root("Text(\"a\").alignmentGuide(.midRow) { d in d[VerticalAlignment(MidRow.self)] + d[HorizontalAlignment(Column.self)] }"))
        #expect(guided.modifiers.first?.modifier == .alignmentGuide(ExplicitGuide(
            .vertical(.custom(Self.midRow)), .add(.guide(.vertical(.custom(Self.midRow))), .guide(.horizontal(.custom(Self.column)))))))
    }

    @Test func mistakesAreSaid() {
        #expect(DSL.errors("HStack(alignment: VerticalAlignment(Missing.self)) { Text(\"a\") }") == """
            test.swift:1:37: error: unknown alignment guide type 'Missing'
                1 | HStack(alignment: VerticalAlignment(Missing.self)) { Text("a") }
                  |                                     ^
            note: declare it in the file: 'struct Missing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { … } }'
            """)
        let loop = """
            struct A: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment(B.self)] } }
            struct B: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment(A.self)] + 1 } }
            HStack(alignment: VerticalAlignment(A.self)) { Text("a") }
            """
        #expect(DSL.errors(loop).hasPrefix("test.swift:1:8: error: the default value of 'A' refers to itself (A → B → A)") == true)
    }

    /// The Swift printer declares the guides the tree uses; the JSON writer lists them under "guides"; both read back.
    @Test func bothWritersRoundTrip() throws {
        let tree = try #require(DSL.read(Self.declarations + """
            HStack(alignment: .midRow) {
                Text("a").alignmentGuide(.midRow) { d in d[HorizontalAlignment(Column.self)] }
                Text("b").frame(width: 40, alignment: Alignment(horizontal: HorizontalAlignment(Column.self), vertical: .top))
            }
            """)).tree
        let swift = SwiftTreePrinter.print(tree)
        #expect(swift.hasPrefix("""
            struct MidRow: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] - 4 }
            }

            struct Column: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
            }

            HStack(alignment: VerticalAlignment(MidRow.self)) {
            """))
        let fromSwift = try #require(DSL.read(swift)).tree
        #expect(fromSwift.root.locationsErased == tree.root.locationsErased)
        #expect(fromSwift.customGuides.map(\.guide.defaultValue) == tree.customGuides.map(\.guide.defaultValue))
        let json = JSONTreeWriter.write(tree)
        #expect(json.contains(#"""
              "guides": {
                "Column": {"axis": "horizontal", "default": "d.width / 3"},
                "MidRow": {"axis": "vertical", "default": "d[.bottom] - 4"}
              },
            """#))
        #expect(json.contains(#"{"frame": {"width": 40, "alignment": "Column/top"}}"#))
        let fromJSON = try JSONTreeReader.read(Array(json.utf8), file: "t.json")
        #expect(fromJSON.root.locationsErased == tree.root.locationsErased)
        #expect(fromJSON.customGuides.map(\.guide.defaultValue) == tree.customGuides.map(\.guide.defaultValue))
    }

    @Test func jsonGuidesMayReadEachOtherInAnyOrder() throws {
        let json = #"""
            {"guides": {"A": {"axis": "vertical", "default": "d[VerticalAlignment(B.self)] / 2"}, "B": {"axis": "vertical", "default": "d.height"}},
             "root": {"view": "HStack", "alignment": "A", "children": [{"view": "Text", "text": "a"}]}}
            """#
        let tree = try JSONTreeReader.read(Array(json.utf8), file: "t.json")
        let b = CustomGuide(name: "B", defaultValue: .height)
        guard case .hStack(.custom(let a), _) = tree.root.element else { Issue.record("\(tree.root.element)"); return }
        #expect(a.name == "A" && a.defaultValue == .divide(.guide(.vertical(.custom(b))), .number(2)))
        let wrongAxis = #"{"guides": {"A": {"axis": "horizontal", "default": "0"}}, "root": {"view": "HStack", "alignment": "A"}}"#
        #expect(throws: InputError.self) { try JSONTreeReader.read(Array(wrongAxis.utf8), file: "t.json") }
    }
}
