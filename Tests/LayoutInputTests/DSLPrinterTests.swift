import LayoutInput
import LayoutModel
import Testing

/// The printer writes canonical SwiftUI syntax that the reader reads back to the same tree.
@Suite("DSL: printer")
struct DSLPrinterTests {
    /// Printing then reading gives the tree back, locations aside.
    func roundTrips(_ tree: ViewTree, customLayouts: Set<String> = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let text = SwiftTreePrinter.print(tree)
        guard let read = DSL.read(text, customLayouts: customLayouts, sourceLocation: sourceLocation) else {
            Issue.record("printed text does not read:\n\(text)", sourceLocation: sourceLocation)
            return
        }
        #expect(read.tree.locationsErased == tree.locationsErased, "\(text)", sourceLocation: sourceLocation)
    }

    @Test func printsTheSeedGridCanonically() throws {
        let tree = try #require(DSL.read(DSL.fixture("fixtures/seed-002/07-color-clear-overlay.swift"))).tree
        #expect(SwiftTreePrinter.print(tree) == """
            Grid {
                GridRow {
                    Color.orange
                    Color.indigo
                    Color.clear
                    .overlay {
                        Grid {
                            GridRow {
                                Color.cyan
                                Color.yellow
                            }
                            Color.mint
                            Color.green
                        }
                    }
                    .gridCellColumns(2)
                }
            }
            .border(.primary, width: 2)
            .frame(width: 350, height: 350)
            .border(.primary, width: 2)

            """)
    }

    @Test func printsSettingsAsHeaderDirectives() {
        var quirks = QuirkSet.defaults
        quirks.set(.gridSpanMinimumReservation, false)
        var environment = LayoutEnvironment()
        environment.defaultSpacing = 4
        let tree = ViewTree(root: expectedView(.emptyView), proposal: ProposedSize(width: 390, height: nil), environment: environment, quirks: quirks)
        #expect(SwiftTreePrinter.print(tree) == """
            // layoutdbg: proposal 390xnil
            // layoutdbg: environment defaultSpacing 4
            // layoutdbg: quirk grid-span-min-reservation off
            EmptyView()

            """)
        roundTrips(tree)
        roundTrips(ViewTree(root: expectedView(.emptyView), proposal: .infinity))
    }

    @Test func printsEveryElement() {
        let leaves: [ViewNode] = [
            expectedColor("red"), expectedColor("Brand Blue"), expectedColor("rgb(0.5, 1, 0)"), expectedView(.shape(.rectangle)),
            expectedView(.shape(.roundedRectangle(cornerRadius: 8.5))), expectedView(.shape(.capsule)), expectedView(.shape(.ellipse)), expectedView(.shape(.circle)),
            expectedText("a \"quoted\" \\(b)\n\tline\u{1}"), expectedView(.image(name: "icon", naturalSize: Size(width: 24, height: 12.25))),
            expectedView(.spacer(minLength: nil)), expectedView(.spacer(minLength: 0)), expectedView(.divider), expectedView(.emptyView),
            expectedView(.measured(MeasuredTable(entries: [
                MeasuredEntry(proposal: .zero, size: Size(width: 8, height: 16)),
                MeasuredEntry(proposal: ProposedSize(width: nil, height: .infinity), size: Size(width: .infinity, height: 0.1)),
            ]))),
            expectedView(.measured(MeasuredTable(entries: []))),
        ]
        let containers: [ViewNode] = [
            expectedView(.hStack(alignment: .top, spacing: 10), leaves),
            expectedView(.vStack(alignment: .trailing, spacing: nil)),
            expectedView(.zStack(alignment: Alignment(name: "bottomTrailing")!), [expectedColor("blue")]),
            expectedView(.zStack(alignment: Alignment(horizontal: .trailing, vertical: .firstTextBaseline))),
            expectedView(.lazyHStack(alignment: .center, spacing: 0)), expectedView(.lazyVStack(alignment: .leading, spacing: 2)),
            expectedView(.grid(alignment: .topLeading, horizontalSpacing: 1, verticalSpacing: nil), [
                expectedView(.gridRow(alignment: .lastTextBaseline), [expectedColor("red")]), expectedView(.gridRow(alignment: nil)),
            ]),
            expectedView(.geometryReader, [expectedColor("red")]), expectedView(.geometryReader),
            expectedView(.scrollView(axes: .horizontal)), expectedView(.scrollView(axes: .both)), expectedView(.scrollView(axes: [])),
            expectedView(.viewThatFits(axes: .vertical), [expectedText("a")]), expectedView(.viewThatFits(axes: .both)),
            expectedView(.layoutMonitor, [expectedColor("red")], label: "probe"),
            expectedView(.layout(name: "Flow", arguments: ["spacing": 8, "_0": 3]), [expectedColor("red")]),
        ]
        roundTrips(ViewTree(root: expectedView(.vStack(alignment: .center, spacing: nil), containers)), customLayouts: ["Flow"])
    }

    @Test func printsEveryModifier() {
        let modifiers: [Modifier] = [
            .frame(width: 10, height: nil, alignment: .center), .frame(width: nil, height: nil, alignment: Alignment(name: "bottomLeading")!),
            .flexFrame(FlexFrame(minWidth: 0, idealWidth: 1.5, maxWidth: .infinity, minHeight: 2, idealHeight: 3, maxHeight: 4,
                                 alignment: Alignment(name: "top")!)),
            .flexFrame(FlexFrame()), .padding(EdgeInsets(all: 16)), .padding(EdgeInsets(top: 1, leading: -2, bottom: 3, trailing: 0)),
            .fixedSize(horizontal: true, vertical: true), .fixedSize(horizontal: false, vertical: true),
            .aspectRatio(ratio: 1.3333333333333333, contentMode: .fit), .aspectRatio(ratio: nil, contentMode: .fill),
            .offset(x: -4, y: 0.5), .overlay(alignment: .center, content: [expectedText("x")]),
            .overlay(alignment: Alignment(name: "topTrailing")!, content: [expectedText("x"), expectedText("y")]), .background(alignment: .center, content: []),
            .background(alignment: Alignment(name: "leading")!, content: [expectedColor("red")]), .border(width: 2), .layoutPriority(-1), .clipped,
            .gridCellColumns(3), .gridCellUnsizedAxes(.horizontal), .gridCellUnsizedAxes(.both), .gridColumnAlignment(.trailing),
            .gridCellAnchor(UnitPoint(name: "bottom")!), .gridCellAnchor(UnitPoint(x: 0.3, y: 0.7)), .font(Font(name: "title2", size: 22)),
            .font(Font(name: "system", size: 13)), .font(Font(name: "Avenir Next", size: 15)), .font(Font(name: "title", size: 30)),
            .lineLimit(nil), .lineLimit(3), .layoutValue(key: "Rank", value: 2.5),
        ]
        roundTrips(ViewTree(root: expectedView(.text("t"), [], modifiers, label: "all")))
        roundTrips(ViewTree(root: expectedView(.image(name: "i", naturalSize: Size(width: 1, height: 2)), [], [.resizable, .scaledToFitLike])))
    }

    @Test func seedListingsRoundTrip() throws {
        for name in ["01-gridbug", "02-span-commented-out", "03-layout-monitor", "04-frame-inside-monitor", "05-frame-outside-monitor",
                     "06-color-red-monitor", "07-color-clear-overlay"] {
            let tree = try #require(DSL.read(DSL.fixture("fixtures/seed-002/\(name).swift"))).tree
            roundTrips(tree)
        }
    }
}

private extension Modifier {
    static let scaledToFitLike = Modifier.aspectRatio(ratio: nil, contentMode: .fit)
}
