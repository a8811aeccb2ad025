import Foundation
import LayoutInput
import LayoutModel
import Testing

/// Every SwiftUI listing of seed 002 parses as published (fixtures/seed-002/*.swift) into the tree it
/// describes, and into the same tree as the JSON fixture of the same experiment.
@Suite("DSL: seed 002 listings")
struct DSLSeedListingTests {
    static let border = Modifier.border(width: 2)
    static let outer: [Modifier] = [border, .frame(width: 350, height: 350, alignment: .center), border]

    /// The nested grid of the article: a GridRow of cyan and yellow, then mint and green as full-width rows.
    static let nestedGrid = expectedView(defaultGrid, [
        expectedView(.gridRow(alignment: nil), [expectedColor("cyan"), expectedColor("yellow")]),
        expectedColor("mint"), expectedColor("green"),
    ])

    /// GridBug's outer grid around `cell`, the third cell of its one row.
    static func gridBug(_ cell: ViewNode) -> ViewNode {
        expectedView(defaultGrid, [expectedView(.gridRow(alignment: nil), [expectedColor("orange"), expectedColor("indigo"), cell])], outer)
    }

    static func listing(_ name: String) -> ViewNode? {
        DSL.root(DSL.fixture("fixtures/seed-002/\(name).swift"))
    }

    @Test func gridBugWithColorView() throws {
        var cell = Self.nestedGrid
        cell.modifiers = [LocatedModifier(.gridCellColumns(2))]
        #expect(Self.listing("01-gridbug") == Self.gridBug(cell))
    }

    @Test func commentedOutSpan() {
        #expect(Self.listing("02-span-commented-out") == Self.gridBug(Self.nestedGrid))
    }

    @Test func colorClearOverlayFix() {
        let clear = expectedColor("clear", [.overlay(alignment: .center, content: [Self.nestedGrid]), .gridCellColumns(2)])
        #expect(Self.listing("07-color-clear-overlay") == Self.gridBug(clear))
    }

    @Test func locationsPointAtTheSource() throws {
        let result = try #require(DSL.read(DSL.fixture("fixtures/seed-002/01-gridbug.swift")))
        let root = result.tree.root
        #expect(root.location == SourceLocation(line: 3, column: 5))
        #expect(root.modifiers.map(\.location) == [SourceLocation(line: 20, column: 5), SourceLocation(line: 21, column: 5),
                                                    SourceLocation(line: 22, column: 5)])
        let row = root.children[0]
        // A view struct's view is located where its body writes it, as the compiled path has it: the ColorViews are
        // colours, which have no place (a value cannot know where it is used); the nested Grid is where it is written.
        #expect(row.children.map(\.location) == [.unknown, .unknown, SourceLocation(line: 9, column: 9)])
        #expect(row.children[2].modifiers[0].location == SourceLocation(line: 17, column: 9))
        #expect(result.warnings.isEmpty)
        #expect(result.tree.proposal == nil)
        #expect(result.tree.quirks == .defaults)
    }

    /// The article declares its own LayoutMonitor: the file's code, which the compiled path runs (its trace shows the
    /// layout's own calls, and that its placeSubviews places nothing). The reader does not substitute its built-in probe.
    @Test(arguments: ["03-layout-monitor", "04-frame-inside-monitor", "05-frame-outside-monitor", "06-color-red-monitor"])
    func ownLayoutMonitorIsForTheCompiledPath(_ name: String) {
        #expect(DSL.message(DSL.fixture("fixtures/seed-002/\(name).swift")).hasSuffix("'LayoutMonitor' is the file's own Layout, which the reader does not run | layoutdbg compiles the file to run it (--engine auto or compile; docs/input-format.md)"))
    }

    /// The same experiments written as JSON by hand (fixtures/seed-002/*.json) give the same trees.
    @Test(arguments: [("01-gridbug", "grid-bug"), ("02-span-commented-out", "grid-without-span"), ("07-color-clear-overlay", "workaround-overlay")])
    func agreesWithTheJSONFixture(swift: String, json: String) throws {
        let jsonText = DSL.fixture("fixtures/seed-002/\(json).json")
        try #require(!jsonText.isEmpty, "fixtures/seed-002/\(json).json is missing")
        let fromJSON = try JSONTreeReader.read(Array(jsonText.utf8), file: json + ".json")
        let fromSwift = try #require(DSL.read(DSL.fixture("fixtures/seed-002/\(swift).swift")))
        #expect(fromSwift.tree.locationsErased == fromJSON.locationsErased)
    }

    // MARK: - The snippets exactly as published

    /// ColorView and LayoutMonitor as the article declares them, appended to the snippets below (which use them).
    static let declarations = """

        struct ColorView: View {
          let color: Color
          init(_ color: Color) {
            self.color = color
          }

          var body: some View {
            color
          }
        }

        struct LayoutMonitor: Layout {
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache _: inout ()) -> CGSize {
            guard subviews.count == 1, let subView = subviews.first else { fatalError() }
            print("Proposal Mode:", proposal)
            let result = subView.sizeThatFits(proposal)
            print("Required Size:", result)
            return result
          }

          func placeSubviews(in _: CGRect, proposal _: ProposedViewSize, subviews _: Subviews, cache _: inout ()) {}
        }
        """

    /// The fixture files indent the snippets into GridBug; here each is read at column 0, byte for byte as in the
    /// article, as the file's one bare view expression.
    @Test func snippetsParseUnchangedAsBareExpressions() {
        let monitor = """
            LayoutMonitor { // Only wrapping Grid, LayoutMonitor still needs to span two columns
              Grid {
                GridRow {
                  ColorView(.cyan)
                  ColorView(.yellow)
                }
                ColorView(.mint)
                ColorView(.green)
              }
            }
            .gridCellColumns(2)
            """
        // The article's own LayoutMonitor is its code, not the reader's probe (the compiled path runs it).
        #expect(DSL.message(monitor + Self.declarations).hasSuffix("'LayoutMonitor' is the file's own Layout, which the reader does not run | layoutdbg compiles the file to run it (--engine auto or compile; docs/input-format.md)"))
        let red = """
            LayoutMonitor {
              Color.red
            }
            .gridCellColumns(2)
            """
        #expect(DSL.message(red + Self.declarations).hasPrefix("1:1: 'LayoutMonitor' is the file's own Layout"))
        let overlay = """
            Color.clear
              .overlay(
                Grid {
                  GridRow {
                    ColorView(.cyan)
                    ColorView(.yellow)
                  }
                  ColorView(.mint)
                  ColorView(.green)
                }
              )
              .gridCellColumns(2)
            """
        #expect(DSL.root(overlay + Self.declarations)
            == expectedColor("clear", [.overlay(alignment: .center, content: [Self.nestedGrid]), .gridCellColumns(2)]))
    }

    /// Each fixture's embedded snippet is the published one, re-indented only.
    @Test func fixturesHoldTheSnippetsReindentedOnly() {
        let fixture = DSL.fixture("fixtures/seed-002/06-color-red-monitor.swift")
        #expect(fixture.contains("""
                    LayoutMonitor {
                      Color.red
                    }
                    .gridCellColumns(2)
            """))
    }
}
