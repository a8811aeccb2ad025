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
        #expect(read.tree.withoutLocations == tree.withoutLocations, "\(text)", sourceLocation: sourceLocation)
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
        let tree = ViewTree(root: view(.emptyView), proposal: ProposedSize(width: 390, height: nil), environment: environment, quirks: quirks)
        #expect(SwiftTreePrinter.print(tree) == """
            // layoutdbg: proposal 390xnil
            // layoutdbg: environment defaultSpacing 4
            // layoutdbg: quirk grid-span-min-reservation off
            EmptyView()

            """)
        roundTrips(tree)
        roundTrips(ViewTree(root: view(.emptyView), proposal: .infinity))
    }

    @Test func printsEveryElement() {
        let leaves: [ViewNode] = [
            color("red"), color("Brand Blue"), color("rgb(0.5, 1, 0)"), view(.shape(.rectangle)),
            view(.shape(.roundedRectangle(cornerRadius: 8.5))), view(.shape(.capsule)), view(.shape(.ellipse)), view(.shape(.circle)),
            text("a \"quoted\" \\(b)\n\tline\u{1}"), view(.image(name: "icon", naturalSize: Size(width: 24, height: 12.25))),
            view(.spacer(minLength: nil)), view(.spacer(minLength: 0)), view(.divider), view(.emptyView),
            view(.measured(MeasuredTable(entries: [
                MeasuredEntry(proposal: .zero, size: Size(width: 8, height: 16)),
                MeasuredEntry(proposal: ProposedSize(width: nil, height: .infinity), size: Size(width: .infinity, height: 0.1)),
            ]))),
            view(.measured(MeasuredTable(entries: []))),
        ]
        let containers: [ViewNode] = [
            view(.hStack(alignment: .top, spacing: 10), leaves),
            view(.vStack(alignment: .trailing, spacing: nil)),
            view(.zStack(alignment: Alignment(name: "bottomTrailing")!), [color("blue")]),
            view(.zStack(alignment: Alignment(horizontal: .trailing, vertical: .firstTextBaseline))),
            view(.lazyHStack(alignment: .center, spacing: 0)), view(.lazyVStack(alignment: .leading, spacing: 2)),
            view(.grid(alignment: .topLeading, horizontalSpacing: 1, verticalSpacing: nil), [
                view(.gridRow(alignment: .lastTextBaseline), [color("red")]), view(.gridRow(alignment: nil)),
            ]),
            view(.geometryReader, [color("red")]), view(.geometryReader),
            view(.scrollView(axes: .horizontal)), view(.scrollView(axes: .both)), view(.scrollView(axes: [])),
            view(.viewThatFits(axes: .vertical), [text("a")]), view(.viewThatFits(axes: .both)),
            view(.layoutMonitor, [color("red")], label: "probe"),
            view(.layout(name: "Flow", arguments: ["spacing": 8, "_0": 3]), [color("red")]),
        ]
        roundTrips(ViewTree(root: view(.vStack(alignment: .center, spacing: nil), containers)), customLayouts: ["Flow"])
    }

    @Test func printsEveryModifier() {
        let modifiers: [Modifier] = [
            .frame(width: 10, height: nil, alignment: .center), .frame(width: nil, height: nil, alignment: Alignment(name: "bottomLeading")!),
            .flexFrame(FlexFrame(minWidth: 0, idealWidth: 1.5, maxWidth: .infinity, minHeight: 2, idealHeight: 3, maxHeight: 4,
                                 alignment: Alignment(name: "top")!)),
            .flexFrame(FlexFrame()), .padding(EdgeInsets(all: 16)), .padding(EdgeInsets(top: 1, leading: -2, bottom: 3, trailing: 0)),
            .fixedSize(horizontal: true, vertical: true), .fixedSize(horizontal: false, vertical: true),
            .aspectRatio(ratio: 1.3333333333333333, contentMode: .fit), .aspectRatio(ratio: nil, contentMode: .fill),
            .offset(x: -4, y: 0.5), .overlay(alignment: .center, content: [text("x")]),
            .overlay(alignment: Alignment(name: "topTrailing")!, content: [text("x"), text("y")]), .background(alignment: .center, content: []),
            .background(alignment: Alignment(name: "leading")!, content: [color("red")]), .border(width: 2), .layoutPriority(-1), .clipped,
            .gridCellColumns(3), .gridCellUnsizedAxes(.horizontal), .gridCellUnsizedAxes(.both), .gridColumnAlignment(.trailing),
            .gridCellAnchor(UnitPoint(name: "bottom")!), .gridCellAnchor(UnitPoint(x: 0.3, y: 0.7)), .font(Font(name: "title2", size: 22)),
            .font(Font(name: "system", size: 13)), .font(Font(name: "Avenir Next", size: 15)), .font(Font(name: "title", size: 30)),
            .lineLimit(nil), .lineLimit(3), .layoutValue(key: "Rank", value: 2.5),
        ]
        roundTrips(ViewTree(root: view(.text("t"), [], modifiers, label: "all")))
        roundTrips(ViewTree(root: view(.image(name: "i", naturalSize: Size(width: 1, height: 2)), [], [.resizable, .scaledToFitLike])))
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
