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

    @Test func printingStopsAtItsLimit() {
        // Three levels: 4 + 8 + 12 bytes of indentation, so a deep tree's text grows with the square of its depth.
        var node = expectedView(.emptyView)
        for _ in 0..<3 { node = expectedView(.vStack(alignment: .center, spacing: nil), [node]) }
        let tree = ViewTree(root: node)
        let text = "VStack {\n    VStack {\n        VStack {\n            EmptyView()\n        }\n    }\n}\n"
        #expect(SwiftTreePrinter.print(tree) == text)
        #expect(SwiftTreePrinter.print(tree, atMost: text.utf8.count) == text)
        #expect(SwiftTreePrinter.print(tree, atMost: text.utf8.count - 1) == nil)
        #expect(SwiftTreePrinter.print(tree, atMost: 0) == nil)
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
            .font(Font(name: "system(size: 13)", size: 13)), .font(Font(name: "system", size: 13)), .font(Font(name: "Avenir Next", size: 15)), .font(Font(name: "title", size: 30)),
            .lineLimit(nil), .lineLimit(3), .lineLimit(3, minimum: 3), .lineLimit(4, minimum: 2), .lineLimit(nil, minimum: 2), .layoutValue(key: "Rank", value: 2.5), .position(x: 0, y: 0), .position(x: 3, y: -4.5),
        ]
        roundTrips(ViewTree(root: expectedView(.text("t"), [], modifiers, label: "all")))
        roundTrips(ViewTree(root: expectedView(.image(name: "i", naturalSize: Size(width: 1, height: 2)), [], [.resizable, .scaledToFitLike])))
    }

    /// The listings the reader reads (03 to 06 declare their own LayoutMonitor, which only the compiled path runs).
    @Test func seedListingsRoundTrip() throws {
        for name in ["01-gridbug", "02-span-commented-out", "07-color-clear-overlay"] {
            let tree = try #require(DSL.read(DSL.fixture("fixtures/seed-002/\(name).swift"))).tree
            roundTrips(tree)
        }
    }
}

private extension Modifier {
    static let scaledToFitLike = Modifier.aspectRatio(ratio: nil, contentMode: .fit)
}

/// Random trees (seeded, so failures reproduce): every element and modifier with values from the edges of what
/// the reader accepts, printed and read back.
@Suite("DSL: printer round trip on random trees")
struct DSLPrinterRandomTreeTests {
    @Test(arguments: 0..<200)
    func randomTreeRoundTrips(seed: UInt64) {
        var generator = RandomTreeGenerator(seed: seed)
        let tree = generator.tree()
        let text = SwiftTreePrinter.print(tree)
        switch DSL.attempt(text, customLayouts: ["Flow"]) {
        case .success(let read):
            #expect(read.tree.locationsErased == tree.locationsErased, "seed \(seed):\n\(text)")
        case .failure(let error):
            Issue.record("seed \(seed): the printed tree does not read:\n\(DiagnosticRenderer.render(error.diagnostics, source: text))")
        }
    }
}

/// SplitMix64, for reproducible random trees.
struct RandomTreeGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func bool() -> Bool { next() & 1 == 0 }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }

    /// Lengths ≥ 0 that stress number printing: fractions, tiny and huge values.
    mutating func length() -> Double { pick([0, 1, 8, 0.5, 1.0 / 3, 12.345, 1e-7, 123_456_789.25, 1e20, 350]) }
    mutating func signed() -> Double { bool() ? length() : -length() }
    mutating func optionalLength(infinity: Bool = false) -> Double? {
        switch int(0..<4) {
        case 0: nil
        case 1 where infinity: .infinity
        default: length()
        }
    }

    mutating func string() -> String {
        pick(["", "Hello", "a \"quoted\" word", "back\\slash \\(x)", "line\nbreak\ttab", "😀 é ü", "\u{1}\u{7F}", "\u{2028}"])
    }

    mutating func alignment() -> Alignment { pick(Alignment.named.map(\.1)) }
    mutating func axes() -> Axes { pick([.horizontal, .vertical, .both, []]) }

    mutating func tree() -> ViewTree {
        var quirks = QuirkSet.defaults
        for quirk in Quirk.allCases where int(0..<4) == 0 { quirks.set(quirk, !quirks.contains(quirk)) }
        var environment = LayoutEnvironment()
        if bool() { environment.defaultPadding = pick([0, 10, 7.5]) }
        if bool() { environment.displayScale = pick([1, 2, 3]) }
        let proposal: ProposedSize? = bool() ? nil : ProposedSize(width: optionalLength(infinity: true), height: optionalLength(infinity: true))
        return ViewTree(root: node(depth: 0), proposal: proposal, environment: environment, quirks: quirks)
    }

    mutating func node(depth: Int) -> ViewNode {
        let leaf = depth >= 3 || int(0..<3) == 0
        var view: ViewNode
        if leaf {
            view = ViewNode(element: leafElement())
        } else {
            let element = containerElement()
            var children: [ViewNode] = []
            for _ in 0..<int(0..<4) { children.append(node(depth: depth + 1)) }
            view = ViewNode(element: element, children: children)
        }
        for _ in 0..<int(0..<4) { view.modifiers.append(LocatedModifier(modifier(depth: depth))) }
        if int(0..<5) == 0 { view.label = string() }
        return view
    }

    mutating func leafElement() -> Element {
        switch int(0..<10) {
        case 0: .color(name: pick(["red", "clear", "Brand", "rgb(0.5, 1, 0)", "a \"b\""]))
        case 1: .shape(pick([.rectangle, .roundedRectangle(cornerRadius: signed()), .capsule, .ellipse, .circle]))
        case 2: .text(string())
        case 3: .image(name: string(), naturalSize: Size(width: length(), height: length()))
        case 4: .spacer(minLength: optionalLength())
        case 5: .divider
        case 6: .emptyView
        case 7: .measured(MeasuredTable(entries: (0..<int(0..<3)).map { _ in
            MeasuredEntry(proposal: ProposedSize(width: optionalLength(infinity: true), height: optionalLength(infinity: true)),
                          size: Size(width: bool() ? .infinity : length(), height: length()))
        }))
        case 8: .text("x")
        default: .color(name: "blue")
        }
    }

    /// Grid items of every kind, with and without the defaults the printer leaves out.
    mutating func gridItems() -> [LazyGridItem] {
        (0..<int(0..<4)).map { _ in
            let maximum = bool() ? Double.infinity : length()
            let size: LazyGridItem.Sizing = switch int(0..<4) {
            case 0: .fixed(length())
            case 1: .flexible(minimum: bool() ? 10 : length(), maximum: maximum)
            case 2: .adaptive(minimum: length(), maximum: maximum)
            default: LazyGridItem.defaultSize
            }
            return LazyGridItem(size, spacing: bool() ? nil : signed(), alignment: bool() ? nil : alignment())
        }
    }

    mutating func containerElement() -> Element {
        let vertical = pick(VerticalAlignment.allCases)
        let horizontal = pick(HorizontalAlignment.allCases)
        let spacing: Double? = bool() ? nil : signed()
        return switch int(0..<15) {
        case 0: .hStack(alignment: vertical, spacing: spacing)
        case 1: .vStack(alignment: horizontal, spacing: spacing)
        case 2: .zStack(alignment: alignment())
        case 3: .lazyHStack(alignment: vertical, spacing: spacing)
        case 4: .lazyVStack(alignment: horizontal, spacing: spacing)
        case 5: .grid(alignment: alignment(), horizontalSpacing: spacing, verticalSpacing: bool() ? nil : signed())
        case 6: .gridRow(alignment: bool() ? nil : vertical)
        case 7: .geometryReader
        case 8: .scrollView(axes: axes())
        case 9: .viewThatFits(axes: axes())
        case 10: .layoutMonitor
        case 11: .layout(name: "Flow", arguments: bool() ? [:] : ["spacing": signed(), "_0": length(), "in": 2])
        case 12: .lazyVGrid(columns: gridItems(), alignment: horizontal, spacing: spacing)
        case 13: .lazyHGrid(rows: gridItems(), alignment: vertical, spacing: spacing)
        default: .vStack(alignment: .center, spacing: nil)
        }
    }

    mutating func modifier(depth: Int) -> Modifier {
        switch int(0..<22) {
        case 0: return .frame(width: optionalLength(), height: optionalLength(), alignment: alignment())
        case 1: return .flexFrame(FlexFrame(minWidth: optionalLength(), idealWidth: optionalLength(), maxWidth: optionalLength(infinity: true),
                                            minHeight: optionalLength(), idealHeight: optionalLength(),
                                            maxHeight: optionalLength(infinity: true), alignment: alignment()))
        case 2: return .padding(bool() ? EdgeInsets(all: signed()) : EdgeInsets(top: signed(), leading: signed(), bottom: signed(), trailing: signed()))
        case 3: return .fixedSize(horizontal: bool(), vertical: bool())
        case 4: return .aspectRatio(ratio: bool() ? nil : pick([2, 0.75, 4.0 / 3]), contentMode: bool() ? .fit : .fill)
        case 5: return .offset(x: signed(), y: signed())
        case 6: return .overlay(alignment: alignment(), content: depth < 3 ? (0..<int(0..<3)).map { _ in node(depth: depth + 2) } : [])
        case 7: return .background(alignment: alignment(), content: depth < 3 ? (0..<int(0..<3)).map { _ in node(depth: depth + 2) } : [])
        case 8: return .border(width: length())
        case 9: return .layoutPriority(bool() ? signed() : pick([.infinity, -.infinity]))
        case 10: return .clipped
        case 11: return .resizable
        case 12: return .gridCellColumns(pick([1, 2, 3, 10_000]))
        case 13: return .gridCellUnsizedAxes(axes())
        case 14: return .gridColumnAlignment(pick(HorizontalAlignment.allCases))
        case 15: return .gridCellAnchor(bool() ? pick(UnitPoint.named.map(\.1)) : UnitPoint(x: signed(), y: signed()))
        case 16: return .font(pick([Font.body, Font(name: "title", size: 28), TreeBuilderFonts.system(13.5), Font(name: "Avenir", size: pick([0.1, 1, 12.345, 10_000])),
                                    Font(name: "title", size: 30)]))
        case 17:
            let limit = bool() ? nil : int(0..<5)
            return .lineLimit(limit, minimum: bool() ? nil : int(0..<((limit ?? 4) + 1)))
        case 18: return .layoutValue(key: pick(["Rank", "Column"]), value: .number(signed()))
        default: return .padding(EdgeInsets(all: 16))
        }
    }
}

/// The system font as the readers name it.
enum TreeBuilderFonts {
    static func system(_ size: Double) -> Font { Font(name: "system(size: \(NumberFormat.string(size)))", size: size) }
}
