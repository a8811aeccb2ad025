import LayoutModel
import LayoutInput
import LayoutTestSupport
import Testing

@Suite struct JSONTreeWriterTests {
    @Test func canonicalForm() {
        var environment = LayoutEnvironment()
        environment.defaultSpacing = 10
        var quirks = QuirkSet.defaults
        quirks.set(.flexFrameIdealSizing, false)
        let tree = ViewTree(
            root: ViewNode(
                element: .vStack(alignment: .leading, spacing: nil),
                children: [
                    ViewNode(element: .text("Hello, \"world\"\n"), modifiers: [
                        LocatedModifier(.padding(EdgeInsets(all: 16))),
                        LocatedModifier(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: align("leading")))),
                        LocatedModifier(.font(Font(name: "headline", size: 17))),
                    ]),
                    ViewNode(element: .color(name: "clear"), modifiers: [
                        LocatedModifier(.frame(width: 100.5, height: 1.0 / 3.0, alignment: .center)),
                        LocatedModifier(.overlay(alignment: align("topTrailing"), content: [ViewNode(element: .shape(.circle))])),
                        LocatedModifier(.clipped),
                    ], label: "swatch"),
                ]),
            proposal: ProposedSize(width: 393, height: nil), environment: environment, quirks: quirks)
        let expected = """
            {
              "format": "layoutdbg-tree",
              "version": 1,
              "proposal": {"width": 393, "height": null},
              "environment": {"defaultSpacing": 10},
              "quirks": {"flex-frame-ideal-sizing": false},
              "root": {
                "view": "VStack",
                "alignment": "leading",
                "children": [
                  {
                    "view": "Text",
                    "text": "Hello, \\"world\\"\\n",
                    "modifiers": [
                      {"padding": 16},
                      {"frame": {"maxWidth": "inf", "alignment": "leading"}},
                      {"font": "headline"}
                    ]
                  },
                  {
                    "view": "Color",
                    "label": "swatch",
                    "modifiers": [
                      {"frame": {"width": 100.5, "height": 0.3333333333333333}},
                      {
                        "overlay": {
                          "alignment": "topTrailing",
                          "content": {
                            "view": "Circle"
                          }
                        }
                      },
                      "clipped"
                    ]
                  }
                ]
              }
            }

            """
        #expect(JSONTreeWriter.write(tree) == expected)
    }

    @Test func writingStopsAtItsLimit() {
        let tree = ViewTree(root: ViewNode(element: .vStack(alignment: .center, spacing: nil),
                                           children: [ViewNode(element: .emptyView)]))
        let text = """
            {
              "format": "layoutdbg-tree",
              "version": 1,
              "root": {
                "view": "VStack",
                "children": [
                  {
                    "view": "EmptyView"
                  }
                ]
              }
            }

            """
        #expect(JSONTreeWriter.write(tree) == text)
        #expect(JSONTreeWriter.write(tree, atMost: text.utf8.count) == text)
        #expect(JSONTreeWriter.write(tree, atMost: text.utf8.count - 1) == nil)
        #expect(JSONTreeWriter.write(tree, atMost: 0) == nil)
    }

    @Test func defaultsAreOmitted() {
        let tree = ViewTree(root: ViewNode(element: .hStack(alignment: .center, spacing: nil)))
        #expect(JSONTreeWriter.write(tree) == """
            {
              "format": "layoutdbg-tree",
              "version": 1,
              "root": {
                "view": "HStack"
              }
            }

            """)
    }

    @Test(arguments: [
        (Modifier.padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)), #"{"padding": {"leading": 10, "trailing": 10}}"#),
        (.padding(EdgeInsets(all: 0)), #"{"padding": 0}"#),
        (.fixedSize(horizontal: true, vertical: true), #""fixedSize""#),
        (.fixedSize(horizontal: false, vertical: true), #"{"fixedSize": {"vertical": true}}"#),
        (.fixedSize(horizontal: false, vertical: false), #"{"fixedSize": {}}"#),
        (.frame(width: nil, height: nil, alignment: .center), #"{"frame": {}}"#),
        (.frame(width: nil, height: nil, alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline)),
         #"{"frame": {"alignment": "trailing/lastTextBaseline"}}"#),
        (.flexFrame(FlexFrame()), #"{"frame": {"maxWidth": null}}"#),
        (.aspectRatio(ratio: nil, contentMode: .fit), #""scaledToFit""#),
        (.aspectRatio(ratio: nil, contentMode: .fill), #""scaledToFill""#),
        (.aspectRatio(ratio: 0.75, contentMode: .fill), #"{"aspectRatio": {"ratio": 0.75, "contentMode": "fill"}}"#),
        (.offset(x: 0, y: -2), #"{"offset": {"y": -2}}"#),
        (.border(width: 1), #""border""#),
        (.border(width: 0.5), #"{"border": {"width": 0.5}}"#),
        (.layoutPriority(-1), #"{"layoutPriority": -1}"#),
        (.resizable, #""resizable""#),
        (.gridCellColumns(3), #"{"gridCellColumns": 3}"#),
        (.gridCellUnsizedAxes(.both), #"{"gridCellUnsizedAxes": ["horizontal", "vertical"]}"#),
        (.gridCellUnsizedAxes([]), #"{"gridCellUnsizedAxes": []}"#),
        (.gridColumnAlignment(.trailing), #"{"gridColumnAlignment": "trailing"}"#),
        (.gridCellAnchor(UnitPoint(x: 0, y: 0)), #"{"gridCellAnchor": "topLeading"}"#),
        (.gridCellAnchor(UnitPoint(x: 0.25, y: 0)), #"{"gridCellAnchor": {"x": 0.25}}"#),
        (.font(Font(name: "system(size: 13)", size: 13)), #"{"font": {"size": 13}}"#),
        (.lineLimit(nil), #"{"lineLimit": null}"#),
        (.lineLimit(2), #"{"lineLimit": 2}"#),
        (.lineSpacing(6.5), #"{"lineSpacing": 6.5}"#),
        (.kerning(1.5), #"{"kerning": 1.5}"#),
        (.tracking(-0.25), #"{"tracking": -0.25}"#),
        (.layoutValue(key: "rank", value: 1e-7), #"{"layoutValue": {"key": "rank", "value": 1e-07}}"#),
        (.background(alignment: .center, content: []), #"{"background": []}"#),
    ])
    func modifierForms(modifier: Modifier, expected: String) {
        let text = JSONTreeWriter.write(ViewTree(root: ViewNode(element: .emptyView, modifiers: [LocatedModifier(modifier)])))
        #expect(text.contains("\"modifiers\": [\(expected)]"), "\(text)")
    }

    @Test func nonCanonicalInputBecomesCanonical() throws {
        let input = """
            {"root": {"children": [{"text": "a", "view": "Text", "modifiers": [{"padding": {"edges": "all"}},
             {"aspectRatio": {"contentMode": "fit"}}, {"border": {"color": "red"}}]}], "view": "ZStack", "alignment": "center"},
             "version": 1, "quirks": {"frame-invalid-values-as-nil": true}}
            """
        let tree = try readTree(input)
        #expect(JSONTreeWriter.write(tree) == """
            {
              "format": "layoutdbg-tree",
              "version": 1,
              "root": {
                "view": "ZStack",
                "children": [
                  {
                    "view": "Text",
                    "text": "a",
                    "modifiers": [{"padding": 16}, "scaledToFit", "border"]
                  }
                ]
              }
            }

            """)
    }

    @Test func everyElementAndModifierRoundTrips() throws {
        let children = Self.allElements.map { ViewNode(element: $0, children: $0 == .layoutMonitor ? [ViewNode(element: .divider)] : []) }
        let root = ViewNode(element: .zStack(alignment: .center), children: children,
                            modifiers: Self.allModifiers.map { LocatedModifier($0) })
        try expectRoundTrip(ViewTree(root: root, proposal: ProposedSize(width: .infinity, height: 0)))
    }

    @Test func randomTreesRoundTrip() throws {
        var generator = TreeGenerator(seed: 7)
        for _ in 0..<300 {
            let tree = generator.tree()
            try expectRoundTrip(tree)
        }
    }

    private func expectRoundTrip(_ tree: ViewTree, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let text = JSONTreeWriter.write(tree)
        let read = try readTree(text, customLayouts: ["Flow"])
        #expect(read.withoutLocations == tree.withoutLocations, "\(text)", sourceLocation: sourceLocation)
        // Canonical: writing what was read gives the same text.
        #expect(JSONTreeWriter.write(read) == text, sourceLocation: sourceLocation)
    }

    static let allElements: [Element] = [
        .color(name: "clear"), .color(name: "teal"), .shape(.rectangle), .shape(.roundedRectangle(cornerRadius: 12.25)),
        .shape(.capsule), .shape(.ellipse), .shape(.circle), .text("Ünïcödé \\ \"q\" \t\u{1}"),
        .concatenatedText([TextRun("12", font: Font(name: "title", size: 28)), TextRun(" items"),
                           TextRun("!", font: Font(name: "system(size: 9.125)", size: 9.125))]),
        .image(name: "photo", naturalSize: Size(width: 4032, height: 3024)), .symbol(name: "star.fill"), .spacer(minLength: nil), .spacer(minLength: 0),
        .divider, .emptyView, .hStack(alignment: .firstTextBaseline, spacing: -8), .vStack(alignment: .trailing, spacing: 0),
        .zStack(alignment: .topLeading), .lazyHStack(alignment: .bottom, spacing: nil), .lazyVStack(alignment: .center, spacing: 2),
        .grid(alignment: Alignment(horizontal: .leading, vertical: .lastTextBaseline), horizontalSpacing: 0, verticalSpacing: nil),
        .gridRow(alignment: nil), .gridRow(alignment: .center), .geometryReader, .scrollView(axes: .vertical),
        .scrollView(axes: .horizontal), .scrollView(axes: []), .viewThatFits(axes: .both), .viewThatFits(axes: .vertical),
        .measured(MeasuredTable(entries: [MeasuredEntry(proposal: .unspecified, size: Size(width: 1, height: 2)),
                                          MeasuredEntry(proposal: .infinity, size: Size(width: 0.1, height: 1e6))])),
        .layout(name: "Flow", arguments: [:]), .layout(name: "Flow", arguments: ["b": 1, "a": -0.5]), .layoutMonitor,
    ]

    static let allModifiers: [Modifier] = [
        .frame(width: 10, height: nil, alignment: align("bottomLeading")), .frame(width: nil, height: nil, alignment: .center),
        .flexFrame(FlexFrame(minWidth: 1, idealWidth: 2, maxWidth: .infinity, minHeight: 0, idealHeight: nil, maxHeight: 5,
                             alignment: align("trailingFirstTextBaseline"))),
        .flexFrame(FlexFrame()), .padding(EdgeInsets(all: -3)), .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
        .fixedSize(horizontal: true, vertical: false), .fixedSize(horizontal: true, vertical: true),
        .aspectRatio(ratio: nil, contentMode: .fill), .aspectRatio(ratio: 16.0 / 9.0, contentMode: .fit), .offset(x: 0, y: 0),
        .overlay(alignment: .center, content: [ViewNode(element: .text("o"), modifiers: [LocatedModifier(.clipped)])]),
        .background(alignment: align("bottom"), content: [ViewNode(element: .color(name: "red")), ViewNode(element: .shape(.capsule))]),
        .overlay(alignment: align("topTrailing"), content: []), .border(width: 1), .border(width: 3), .layoutPriority(0.5), .clipped,
        .resizable, .gridCellColumns(1), .gridCellUnsizedAxes(.vertical), .gridColumnAlignment(.leading),
        .gridCellAnchor(UnitPoint(x: -0.5, y: 2)), .gridCellAnchor(UnitPoint(x: 1, y: 1)), .font(Font(name: "caption2", size: 11)),
        .font(Font(name: "system(size: 9.125)", size: 9.125)), .lineLimit(1), .lineLimit(nil), .layoutValue(key: "k", value: 3),
        .lineSpacing(0), .lineSpacing(12.25), .kerning(2), .tracking(-1),
    ]
}

/// A named alignment (the model only spells out `.center` and `.topLeading`).
func align(_ name: String) -> Alignment { Alignment(name: name)! }

/// Random valid trees, for the round-trip property.
struct TreeGenerator {
    var random: SplitMix

    init(seed: UInt64) { random = SplitMix(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// Whole numbers, halves, three-decimal values and arbitrary doubles (which need the shortest form).
    mutating func length() -> Double {
        switch int(0...3) {
        case 0: Double(int(0...500))
        case 1: Double(int(0...1000)) / 2
        case 2: Double(int(0...100_000)) / 1000
        default: Double.random(in: 0..<1000, using: &random)
        }
    }

    mutating func signed() -> Double { chance(30) ? -length() : length() }
    mutating func optionalLength() -> Double? { chance(40) ? nil : length() }

    mutating func string() -> String {
        let pieces = ["a", "Hello", " ", "\"", "\\", "\n", "\t", "é", "😀", "\u{7}", "/", "—"]
        return (0..<int(0...5)).map { _ in pick(pieces) }.joined()
    }

    mutating func alignment() -> Alignment {
        Alignment(horizontal: pick(HorizontalAlignment.allCases), vertical: pick(VerticalAlignment.allCases))
    }

    mutating func axes() -> Axes { pick([.horizontal, .vertical, .both, []]) }

    mutating func proposal() -> ProposedSize {
        func axis(_ g: inout TreeGenerator) -> Double? { g.chance(25) ? nil : g.chance(20) ? .infinity : g.length() }
        return ProposedSize(width: axis(&self), height: axis(&self))
    }

    mutating func tree() -> ViewTree {
        var environment = LayoutEnvironment()
        if chance(30) { environment.displayScale = pick([1, 2, 3]) }
        if chance(30) { environment.defaultPadding = length() }
        if chance(20) { environment.characterAdvance = 0.55 }
        var quirks = QuirkSet.defaults
        for quirk in Quirk.allCases where chance(20) { quirks.set(quirk, chance(50)) }
        return ViewTree(root: view(depth: 0), proposal: chance(50) ? proposal() : nil, environment: environment, quirks: quirks)
    }

    mutating func view(depth: Int) -> ViewNode {
        let element = self.element(leafOnly: depth >= 4)
        var children: [ViewNode] = []
        if element == .layoutMonitor {
            children = [view(depth: depth + 1)]
        } else if element.takesChildren {
            children = (0..<int(0...3)).map { _ in view(depth: depth + 1) }
        }
        let modifiers = (0..<int(0...3)).map { _ in LocatedModifier(modifier(depth: depth)) }
        return ViewNode(element: element, children: children, modifiers: modifiers, label: chance(20) ? string() : nil)
    }

    mutating func element(leafOnly: Bool) -> Element {
        let leaves: [Element] = [
            .color(name: chance(50) ? "clear" : string()), .shape(.rectangle), .shape(.roundedRectangle(cornerRadius: length())),
            .shape(.capsule), .shape(.ellipse), .shape(.circle), .text(string()),
            .image(name: string(), naturalSize: Size(width: length(), height: length())), .spacer(minLength: optionalLength()),
            .divider, .emptyView,
            .measured(MeasuredTable(entries: (0..<int(1...3)).map { _ in MeasuredEntry(proposal: proposal(), size: Size(width: length(), height: length())) })),
        ]
        if leafOnly || chance(40) { return pick(leaves) }
        let spacing: Double? = chance(50) ? nil : signed()
        let containers: [Element] = [
            .hStack(alignment: pick(VerticalAlignment.allCases), spacing: spacing),
            .vStack(alignment: pick(HorizontalAlignment.allCases), spacing: spacing), .zStack(alignment: alignment()),
            .lazyHStack(alignment: pick(VerticalAlignment.allCases), spacing: spacing),
            .lazyVStack(alignment: pick(HorizontalAlignment.allCases), spacing: spacing),
            .grid(alignment: alignment(), horizontalSpacing: chance(50) ? nil : signed(), verticalSpacing: chance(50) ? nil : signed()),
            .gridRow(alignment: chance(50) ? nil : pick(VerticalAlignment.allCases)), .geometryReader, .scrollView(axes: axes()),
            .viewThatFits(axes: axes()), .layoutMonitor,
            .layout(name: "Flow", arguments: chance(50) ? [:] : ["spacing": signed(), "columns": Double(int(1...4))]),
            .lazyVGrid(columns: gridItems(), alignment: pick(HorizontalAlignment.allCases), spacing: spacing),
            .lazyHGrid(rows: gridItems(), alignment: pick(VerticalAlignment.allCases), spacing: spacing),
        ]
        return pick(containers)
    }

    /// Grid items of every kind, with and without the defaults the writer leaves out.
    mutating func gridItems() -> [LazyGridItem] {
        (0..<int(0...3)).map { _ in
            let maximum = chance(50) ? Double.infinity : length()
            let size: LazyGridItem.Sizing = switch int(0...3) {
            case 0: .fixed(length())
            case 1: .flexible(minimum: chance(50) ? 10 : length(), maximum: maximum)
            case 2: .adaptive(minimum: length(), maximum: maximum)
            default: LazyGridItem.defaultSize
            }
            return LazyGridItem(size, spacing: chance(50) ? nil : signed(), alignment: chance(50) ? nil : alignment())
        }
    }

    mutating func modifier(depth: Int) -> Modifier {
        func optionalMax(_ g: inout TreeGenerator) -> Double? { g.chance(30) ? .infinity : g.optionalLength() }
        switch int(0...19) {
        case 0: return .frame(width: optionalLength(), height: optionalLength(), alignment: alignment())
        case 1:
            return .flexFrame(FlexFrame(minWidth: optionalLength(), idealWidth: optionalLength(), maxWidth: optionalMax(&self),
                                        minHeight: optionalLength(), idealHeight: optionalLength(), maxHeight: optionalMax(&self),
                                        alignment: alignment()))
        case 2:
            return .padding(chance(50) ? EdgeInsets(all: signed())
                                       : EdgeInsets(top: signed(), leading: signed(), bottom: signed(), trailing: signed()))
        case 3: return .fixedSize(horizontal: chance(50), vertical: chance(50))
        case 4: return .aspectRatio(ratio: chance(40) ? nil : length() + 0.01, contentMode: chance(50) ? .fit : .fill)
        case 5: return .offset(x: signed(), y: signed())
        case 6, 7:
            let content = depth >= 3 ? [] : (0..<int(0...2)).map { _ in view(depth: depth + 2) }
            let alignment = chance(50) ? Alignment.center : self.alignment()
            return chance(50) ? .overlay(alignment: alignment, content: content) : .background(alignment: alignment, content: content)
        case 8: return .border(width: chance(50) ? 1 : length())
        case 9: return .layoutPriority(signed())
        case 10: return .clipped
        case 11: return .resizable
        case 12: return .gridCellColumns(int(1...5))
        case 13: return .gridCellUnsizedAxes(axes())
        case 14: return .gridColumnAlignment(pick(HorizontalAlignment.allCases))
        case 15: return .gridCellAnchor(chance(50) ? pick(UnitPoint.named).1 : UnitPoint(x: signed(), y: signed()))
        case 16:
            if chance(50) {
                let style = pick(Font.textStyles)
                return .font(Font(name: style.0, size: style.1))
            }
            let size = length() + 0.5
            return .font(Font(name: "system(size: \(NumberFormat.string(size)))", size: size))
        case 17:
            let limit = chance(30) ? nil : int(1...5)
            return .lineLimit(limit, minimum: chance(50) ? nil : int(0...(limit ?? 5)))
        case 18: return .layoutValue(key: string(), value: .number(signed()))
        default: return .padding(EdgeInsets(all: 16))
        }
    }
}
