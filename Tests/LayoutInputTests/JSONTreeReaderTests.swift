import Foundation
import LayoutModel
import LayoutTestSupport
import Testing
import LayoutInput

func readTree(_ text: String, customLayouts: Set<String> = [], limits: InputLimits = .standard) throws(InputError) -> ViewTree {
    try JSONTreeReader.read(Array(text.utf8), file: "tree.json", customLayouts: customLayouts, limits: limits)
}

func readError(_ text: String, customLayouts: Set<String> = []) -> String {
    renderedError { () throws(InputError) in _ = try readTree(text, customLayouts: customLayouts) }
}

/// The root view of `{"root": <view>}`, locations cleared.
func readView(_ view: String, customLayouts: Set<String> = []) throws -> ViewNode {
    try readTree("{\"root\": \(view)}", customLayouts: customLayouts).root.withoutLocations
}

extension ViewNode {
    /// The node with every location (its own, its modifiers', its children's and secondary views') cleared.
    var withoutLocations: ViewNode {
        ViewNode(element: element, children: children.map(\.withoutLocations),
                 modifiers: modifiers.map { LocatedModifier($0.modifier.withoutLocations) }, label: label)
    }
}

extension Modifier {
    var withoutLocations: Modifier { mappingContentViews(\.withoutLocations) }
}

extension ViewTree {
    var withoutLocations: ViewTree {
        ViewTree(root: root.withoutLocations, proposal: proposal, environment: environment, quirks: quirks)
    }
}

@Suite struct JSONTreeReaderTests {
    /// `previewLayout`: "device", "sizeThatFits", or a fixed container's width and height.
    @Test func previewContainers() throws {
        func modifiers(_ json: String) throws -> [Modifier] {
            try readView(#"{"view": "Color", "color": "red", "modifiers": [\#(json)]}"#).modifiers.map(\.modifier)
        }
        #expect(try modifiers(#"{"previewLayout": "sizeThatFits"}"#) == [.previewLayout(.sizeThatFits)])
        #expect(try modifiers(#"{"previewLayout": "device"}"#) == [.previewLayout(.device)])
        #expect(try modifiers(#"{"previewLayout": {"width": 375, "height": 40}}"#) == [.previewLayout(.fixed(width: 375, height: 40))])
        #expect(try modifiers(#"{"previewInterfaceOrientation": "landscape"}"#) == [.previewInterfaceOrientation(.landscape)])
        #expect(readError(#"{"root": {"view": "Color", "color": "red", "modifiers": [{"previewLayout": "sizeThatFit"}]}}"#)
            == "tree.json:1:76: error: unknown preview layout 'sizeThatFit'\ntree.json:1:76: note: did you mean 'sizeThatFits'?")
        #expect(readError(#"{"root": {"view": "Color", "color": "red", "modifiers": [{"previewLayout": {"width": 1}}]}}"#)
            == "tree.json:1:76: error: previewLayout's fixed container requires 'width' and 'height'\ntree.json:1:76: note: or \"device\" or \"sizeThatFits\"")
    }

    @Test func documentWithLocations() throws {
        let text = """
            {
              "format": "layoutdbg-tree",
              "version": 1,
              "proposal": {"width": 350, "height": "inf"},
              "root": {
                "view": "VStack", "alignment": "leading", "label": "list",
                "children": [
                  {"view": "Text", "text": "Hello", "modifiers": ["padding", {"frame": {"maxWidth": "inf"}}]},
                  {"view": "Color", "color": "red"}
                ]
              }
            }
            """
        let tree = try readTree(text)
        let expected = ViewTree(
            root: ViewNode(
                element: .vStack(alignment: .leading, spacing: nil),
                children: [
                    ViewNode(element: .text("Hello"),
                             modifiers: [LocatedModifier(.padding(EdgeInsets(all: 16)), at: loc(8, 55)),
                                         LocatedModifier(.flexFrame(FlexFrame(maxWidth: .infinity)), at: loc(8, 66))],
                             location: loc(8, 7)),
                    ViewNode(element: .color(name: "red"), location: loc(9, 7)),
                ],
                label: "list", location: loc(5, 11)),
            proposal: ProposedSize(width: 350, height: .infinity))
        #expect(tree == expected)
    }

    @Test func defaults() throws {
        let tree = try readTree("{\"root\": {\"view\": \"EmptyView\"}}")
        #expect(tree.proposal == nil)
        #expect(tree.environment == LayoutEnvironment())
        #expect(tree.quirks == .defaults)
        #expect(tree.root == ViewNode(element: .emptyView, location: loc(1, 10)))
    }

    /// A Text's `text` as runs: fonts of their own, the plain strings in the Text's font; runs of one font are one
    /// plain Text in it, as the Swift readers make `Text + Text`.
    @Test func textRuns() throws {
        let title = Font(textStyle: "title")!
        #expect(try readView(#"{"view": "Text", "text": [{"text": "12", "font": "title"}, " items"]}"#)
                    == ViewNode(element: .concatenatedText([TextRun("12", font: title), TextRun(" items")])))
        #expect(try readView(#"{"view": "Text", "text": [{"text": "a", "font": "title"}, {"text": "b", "font": "title"}], "modifiers": ["padding"]}"#)
                    == ViewNode(element: .text("ab"), modifiers: [LocatedModifier(.font(title)), LocatedModifier(.padding(EdgeInsets(all: 16)))]))
        #expect(readError(#"{"root": {"view": "Text", "text": []}}"#) == "tree.json:1:35: error: expected at least one run in 'text'")
        #expect(readError(#"{"root": {"view": "Text", "text": [{"string": "a"}]}}"#).hasPrefix("tree.json:1:37: error: unknown parameter 'string' for a text run"))
    }

    /// A `systemName` without a size is a symbol as large as its font; with one, an image of that size.
    @Test func symbols() throws {
        #expect(try readView(#"{"view": "Image", "systemName": "star"}"#) == ViewNode(element: .symbol(name: "star")))
        #expect(try readView(#"{"view": "Image", "systemName": "star", "width": 24, "height": 22}"#)
                    == ViewNode(element: .image(name: "star", naturalSize: Size(width: 24, height: 22))))
        #expect(readError(#"{"root": {"view": "Image", "name": "photo"}}"#).hasPrefix("tree.json:1:10: error: Image requires 'width'"))
    }

    @Test func settings() throws {
        let tree = try readTree("""
            {"root": {"view": "Text", "text": "a", "modifiers": ["padding"]},
             "proposal": {"width": null},
             "environment": {"displayScale": 2, "characterAdvance": 0.6, "lineHeightFactor": 1.25,
                             "defaultPadding": 10, "defaultSpacing": 4, "gridSpacing": 0},
             "quirks": {"grid-span-min-reservation": false, "grid-span-share-without-internal-gaps": true}}
            """)
        var environment = LayoutEnvironment()
        environment.displayScale = 2
        environment.characterAdvance = 0.6
        environment.lineHeightFactor = 1.25
        environment.defaultPadding = 10
        environment.defaultSpacing = 4
        environment.gridSpacing = 0
        #expect(tree.environment == environment)
        #expect(tree.proposal == .unspecified)
        var quirks = QuirkSet.defaults
        quirks.set(.gridSpanMinimumReservation, false)
        quirks.set(.gridSpanShareWithoutInternalGaps, true)
        #expect(tree.quirks == quirks)
        // "environment" comes after "root" in the document, yet the bare padding uses its default padding.
        #expect(tree.root.modifiers.map(\.modifier) == [.padding(EdgeInsets(all: 10))])
    }

    @Test(arguments: [
        ("{\"view\": \"Color\"}", Element.color(name: "clear")),
        ("{\"view\": \"Color\", \"color\": \"red\"}", .color(name: "red")),
        ("{\"view\": \"Rectangle\"}", .shape(.rectangle)),
        ("{\"view\": \"RoundedRectangle\", \"cornerRadius\": 8}", .shape(.roundedRectangle(cornerRadius: 8))),
        ("{\"view\": \"Capsule\"}", .shape(.capsule)),
        ("{\"view\": \"Ellipse\"}", .shape(.ellipse)),
        ("{\"view\": \"Circle\"}", .shape(.circle)),
        ("{\"view\": \"Text\", \"text\": \"Hi \\\"you\\\"\"}", .text("Hi \"you\"")),
        ("{\"view\": \"Image\", \"name\": \"logo\", \"width\": 120, \"height\": 40.5}",
         .image(name: "logo", naturalSize: Size(width: 120, height: 40.5))),
        ("{\"view\": \"Image\", \"systemName\": \"star\", \"width\": 17, \"height\": 16}",
         .image(name: "star", naturalSize: Size(width: 17, height: 16))),
        ("{\"view\": \"Spacer\"}", .spacer(minLength: nil)),
        ("{\"view\": \"Spacer\", \"minLength\": 0}", .spacer(minLength: 0)),
        ("{\"view\": \"Spacer\", \"minLength\": null}", .spacer(minLength: nil)),
        ("{\"view\": \"Divider\"}", .divider),
        ("{\"view\": \"EmptyView\"}", .emptyView),
        ("{\"view\": \"HStack\"}", .hStack(alignment: .center, spacing: nil)),
        ("{\"view\": \"HStack\", \"alignment\": \"top\", \"spacing\": -4}", .hStack(alignment: .top, spacing: -4)),
        ("{\"view\": \"LazyHStack\", \"alignment\": \"lastTextBaseline\"}", .lazyHStack(alignment: .lastTextBaseline, spacing: nil)),
        ("{\"view\": \"VStack\", \"alignment\": \"leading\", \"spacing\": 0}", .vStack(alignment: .leading, spacing: 0)),
        ("{\"view\": \"LazyVStack\", \"alignment\": \"trailing\", \"spacing\": 12.5}", .lazyVStack(alignment: .trailing, spacing: 12.5)),
        ("{\"view\": \"ZStack\"}", .zStack(alignment: .center)),
        ("{\"view\": \"ZStack\", \"alignment\": \"bottomTrailing\"}", .zStack(alignment: Alignment(horizontal: .trailing, vertical: .bottom))),
        ("{\"view\": \"ZStack\", \"alignment\": \"trailing/lastTextBaseline\"}",
         .zStack(alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline))),
        ("{\"view\": \"Grid\"}", .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil)),
        ("{\"view\": \"Grid\", \"alignment\": \"topLeading\", \"horizontalSpacing\": 2, \"verticalSpacing\": 3}",
         .grid(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 3)),
        ("{\"view\": \"GridRow\"}", .gridRow(alignment: nil)),
        ("{\"view\": \"GridRow\", \"alignment\": \"bottom\"}", .gridRow(alignment: .bottom)),
        ("{\"view\": \"GeometryReader\"}", .geometryReader),
        ("{\"view\": \"ScrollView\"}", .scrollView(axes: .vertical)),
        ("{\"view\": \"ScrollView\", \"axes\": \"horizontal\"}", .scrollView(axes: .horizontal)),
        ("{\"view\": \"ScrollView\", \"axes\": [\"horizontal\", \"vertical\"]}", .scrollView(axes: .both)),
        ("{\"view\": \"ScrollView\", \"axes\": []}", .scrollView(axes: [])),
        ("{\"view\": \"ViewThatFits\"}", .viewThatFits(axes: .both)),
        ("{\"view\": \"ViewThatFits\", \"in\": \"vertical\"}", .viewThatFits(axes: .vertical)),
        ("{\"view\": \"LayoutMonitor\", \"children\": [{\"view\": \"Color\"}]}", .layoutMonitor),
        ("{\"view\": \"Measured\", \"replies\": [{\"proposal\": {\"width\": 0, \"height\": null}, \"size\": {\"width\": 10, \"height\": 20}},"
            + " {\"proposal\": {\"width\": \"inf\"}, \"size\": {\"width\": 300, \"height\": 20.5}}]}",
         .measured(MeasuredTable(entries: [
             MeasuredEntry(proposal: ProposedSize(width: 0, height: nil), size: Size(width: 10, height: 20)),
             MeasuredEntry(proposal: ProposedSize(width: .infinity, height: nil), size: Size(width: 300, height: 20.5)),
         ]))),
        ("{\"view\": \"Flow\", \"arguments\": {\"spacing\": 4, \"rows\": -1}}", .layout(name: "Flow", arguments: ["spacing": 4, "rows": -1])),
        ("{\"view\": \"Flow\"}", .layout(name: "Flow", arguments: [:])),
    ])
    func elements(json: String, expected: Element) throws {
        #expect(try readView(json, customLayouts: ["Flow"]).element == expected)
    }

    @Test(arguments: [
        ("\"padding\"", Modifier.padding(EdgeInsets(all: 16))),
        ("{\"padding\": 8}", .padding(EdgeInsets(all: 8))),
        ("{\"padding\": -4}", .padding(EdgeInsets(all: -4))),
        ("{\"padding\": {}}", .padding(EdgeInsets(all: 16))),
        ("{\"padding\": {\"edges\": \"horizontal\", \"length\": 10}}", .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))),
        ("{\"padding\": {\"edges\": [\"top\", \"leading\"]}}", .padding(EdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 0))),
        ("{\"padding\": {\"length\": 3}}", .padding(EdgeInsets(all: 3))),
        ("{\"padding\": {\"top\": 1, \"trailing\": 2}}", .padding(EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 2))),
        ("\"fixedSize\"", .fixedSize(horizontal: true, vertical: true)),
        ("{\"fixedSize\": {\"vertical\": true}}", .fixedSize(horizontal: false, vertical: true)),
        ("{\"frame\": {\"width\": 100, \"alignment\": \"topLeading\"}}", .frame(width: 100, height: nil, alignment: .topLeading)),
        ("{\"frame\": {\"width\": null, \"height\": 0}}", .frame(width: nil, height: 0, alignment: .center)),
        ("{\"frame\": {}}", .frame(width: nil, height: nil, alignment: .center)),
        ("{\"frame\": {\"maxWidth\": \"inf\", \"minHeight\": 20, \"idealHeight\": 30, \"maxHeight\": 40}}",
         .flexFrame(FlexFrame(maxWidth: .infinity, minHeight: 20, idealHeight: 30, maxHeight: 40))),
        ("{\"frame\": {\"minWidth\": 0, \"idealWidth\": 50, \"alignment\": \"bottom\"}}",
         .flexFrame(FlexFrame(minWidth: 0, idealWidth: 50, alignment: Alignment(horizontal: .center, vertical: .bottom)))),
        ("{\"frame\": {\"maxWidth\": null}}", .flexFrame(FlexFrame())),
        ("\"aspectRatio\"", .aspectRatio(ratio: nil, contentMode: .fit)),
        ("\"scaledToFit\"", .aspectRatio(ratio: nil, contentMode: .fit)),
        ("\"scaledToFill\"", .aspectRatio(ratio: nil, contentMode: .fill)),
        ("{\"aspectRatio\": {\"ratio\": 1.5, \"contentMode\": \"fill\"}}", .aspectRatio(ratio: 1.5, contentMode: .fill)),
        ("{\"aspectRatio\": {}}", .aspectRatio(ratio: nil, contentMode: .fit)),
        ("{\"offset\": {\"x\": -3}}", .offset(x: -3, y: 0)),
        ("{\"offset\": {\"x\": 1, \"y\": 2.5}}", .offset(x: 1, y: 2.5)),
        ("{\"overlay\": {\"view\": \"Text\", \"text\": \"a\"}}", .overlay(alignment: .center, content: [ViewNode(element: .text("a"))])),
        ("{\"background\": [{\"view\": \"Color\"}, {\"view\": \"Circle\"}]}",
         .background(alignment: .center, content: [ViewNode(element: .color(name: "clear")), ViewNode(element: .shape(.circle))])),
        ("{\"overlay\": {\"alignment\": \"bottom\", \"content\": {\"view\": \"Circle\"}}}",
         .overlay(alignment: Alignment(horizontal: .center, vertical: .bottom), content: [ViewNode(element: .shape(.circle))])),
        ("{\"background\": {\"alignment\": \"topLeading\", \"content\": []}}", .background(alignment: .topLeading, content: [])),
        ("{\"safeAreaInset\": {\"edge\": \"bottom\", \"content\": {\"view\": \"Circle\"}}}",
         .safeAreaInset(SafeAreaInset(edge: .bottom, content: [ViewNode(element: .shape(.circle))]))),
        ("{\"safeAreaInset\": {\"edge\": \"leading\", \"alignment\": \"top\", \"spacing\": 0, \"content\": []}}",
         .safeAreaInset(SafeAreaInset(edge: .leading, alignment: Alignment(horizontal: .center, vertical: .top), spacing: 0, content: []))),
        ("\"safeAreaPadding\"", .safeAreaPadding(EdgeInsets(all: 16))),
        ("{\"safeAreaPadding\": {\"edges\": \"horizontal\", \"length\": 20}}", .safeAreaPadding(EdgeSet.horizontal.insets(20))),
        ("\"border\"", .border(width: 1)),
        ("{\"border\": {\"color\": \"red\", \"width\": 2}}", .border(width: 2)),
        ("{\"border\": {}}", .border(width: 1)),
        ("{\"layoutPriority\": 1}", .layoutPriority(1)),
        ("{\"layoutPriority\": -1.5}", .layoutPriority(-1.5)),
        ("\"clipped\"", .clipped),
        ("\"resizable\"", .resizable),
        ("{\"gridCellColumns\": 2}", .gridCellColumns(2)),
        ("{\"gridCellUnsizedAxes\": \"horizontal\"}", .gridCellUnsizedAxes(.horizontal)),
        ("{\"gridCellUnsizedAxes\": [\"vertical\", \"horizontal\"]}", .gridCellUnsizedAxes(.both)),
        ("{\"gridColumnAlignment\": \"trailing\"}", .gridColumnAlignment(.trailing)),
        ("{\"gridCellAnchor\": \"topTrailing\"}", .gridCellAnchor(UnitPoint(x: 1, y: 0))),
        ("{\"gridCellAnchor\": {\"x\": 0.25, \"y\": 1}}", .gridCellAnchor(UnitPoint(x: 0.25, y: 1))),
        ("{\"font\": \"title2\"}", .font(Font(name: "title2", size: 22))),
        ("{\"font\": {\"size\": 13.5}}", .font(Font(name: "system(size: 13.5)", size: 13.5))),
        ("{\"lineLimit\": 2}", .lineLimit(2)),
        ("{\"lineLimit\": null}", .lineLimit(nil)),
        ("{\"lineLimit\": {\"limit\": 3, \"reservesSpace\": true}}", .lineLimit(3, minimum: 3)),
        ("{\"lineLimit\": {\"limit\": 4, \"minimum\": 2}}", .lineLimit(4, minimum: 2)),
        ("{\"lineLimit\": {\"minimum\": 3}}", .lineLimit(nil, minimum: 3)),
        ("{\"lineLimit\": {\"limit\": null, \"minimum\": 0}}", .lineLimit(nil, minimum: 0)),
        ("{\"lineLimit\": {\"limit\": 3}}", .lineLimit(3)),
        ("{\"layoutValue\": {\"key\": \"column\", \"value\": 2}}", .layoutValue(key: "column", value: 2)),
    ])
    func modifiers(json: String, expected: Modifier) throws {
        let view = try readView("{\"view\": \"Color\", \"modifiers\": [\(json)]}")
        #expect(view.modifiers.map(\.modifier) == [expected])
    }

    @Test func modifierChainKeepsOrderAndLocations() throws {
        let tree = try readTree("{\"root\": {\"view\": \"Text\", \"text\": \"a\",\n  \"modifiers\": [\"padding\", {\"offset\": {\"y\": 1}}, \"clipped\"]}}")
        #expect(tree.root.modifiers == [
            LocatedModifier(.padding(EdgeInsets(all: 16)), at: loc(2, 17)),
            LocatedModifier(.offset(x: 0, y: 1), at: loc(2, 28)),
            LocatedModifier(.clipped, at: loc(2, 50)),
        ])
    }

    @Test func secondaryViewsKeepLocations() throws {
        let tree = try readTree("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"overlay\": {\"view\": \"Text\", \"text\": \"x\"}}]}}")
        #expect(tree.root.modifiers == [
            LocatedModifier(.overlay(alignment: .center, content: [ViewNode(element: .text("x"), location: loc(1, 54))]), at: loc(1, 42)),
        ])
    }

    @Test func customLayoutNamesAreSuggested() {
        #expect(readError("{\"root\": {\"view\": \"Flw\"}}", customLayouts: ["Flow"])
            == "tree.json:1:19: error: unknown element 'Flw'\ntree.json:1:19: note: did you mean 'Flow'?")
    }

    @Test func unknownElementMatchesTheDocumentedExample() {
        let text = """
            {"root": {"view": "VStack", "children": [
                {"view": "Text", "text": "a"},
                {"view": "HStak"}
            ]}}
            """
        #expect(readError(text) == "tree.json:3:14: error: unknown element 'HStak'\ntree.json:3:14: note: did you mean 'HStack'?")
    }

    @Test(arguments: [
        // The document
        ("[]", "tree.json:1:1: error: expected an object at the top level, got an array\n"
            + "tree.json:1:1: note: a tree document looks like {\"root\": {\"view\": \"Text\", \"text\": \"Hello\"}}"),
        ("{}", "tree.json:1:1: error: missing 'root' (the view to lay out)"),
        ("{\"rot\": {}}", "tree.json:1:2: error: unknown top-level key 'rot'\ntree.json:1:2: note: did you mean 'root'?"),
        ("{\"format\": \"layoutdbg-trace\", \"root\": {}}", "tree.json:1:12: error: unsupported format 'layoutdbg-trace', expected 'layoutdbg-tree'"),
        ("{\"version\": 2, \"root\": {}}", "tree.json:1:13: error: unsupported version 2, this layoutdbg reads version 1"),
        ("{\"version\": \"1\", \"root\": {}}", "tree.json:1:13: error: expected a number for 'version', got a string"),
        ("{\"proposal\": {\"width\": -3}, \"root\": {}}", "tree.json:1:24: error: 'width' must not be negative, got -3"),
        ("{\"proposal\": {\"widht\": 3}, \"root\": {}}",
         "tree.json:1:15: error: unknown key 'widht' in 'proposal'\ntree.json:1:15: note: did you mean 'width'?"),
        ("{\"proposal\": {\"height\": \"Infinity\"}, \"root\": {}}",
         "tree.json:1:25: error: expected a number or \"inf\" for 'height', got a string\ntree.json:1:25: note: did you mean 'inf'?"),
        ("{\"proposal\": {\"height\": \"nan\"}, \"root\": {}}", "tree.json:1:25: error: 'height' must be a number, got \"nan\""),
        ("{\"proposal\": [393, 852], \"root\": {}}", "tree.json:1:14: error: expected an object for 'proposal', got an array"),
        ("{\"environment\": {\"displayScale\": 0}, \"root\": {}}", "tree.json:1:34: error: 'displayScale' must be between 0.1 and 100, got 0"),
        ("{\"environment\": {\"defaultPading\": 4}, \"root\": {}}",
         "tree.json:1:18: error: unknown key 'defaultPading' in 'environment'\ntree.json:1:18: note: did you mean 'defaultPadding'?"),
        ("{\"quirks\": {\"flex-frame-ideal-size\": false}, \"root\": {}}",
         "tree.json:1:13: error: unknown quirk 'flex-frame-ideal-size'\ntree.json:1:13: note: did you mean 'flex-frame-ideal-sizing'?"),
        ("{\"quirks\": {\"flex-frame-ideal-sizing\": 0}, \"root\": {}}",
         "tree.json:1:40: error: expected true or false for 'flex-frame-ideal-sizing', got a number"),
        // Views
        ("{\"root\": \"Text\"}", "tree.json:1:10: error: expected a view object, got a string"),
        ("{\"root\": {\"text\": \"a\"}}", "tree.json:1:10: error: missing 'view' (the element name, such as \"Text\")"),
        ("{\"root\": {\"view\": \"Txt\"}}", "tree.json:1:19: error: unknown element 'Txt'\ntree.json:1:19: note: did you mean 'Text'?"),
        ("{\"root\": {\"view\": \"Button\"}}", "tree.json:1:19: error: unknown element 'Button'"),
        ("{\"root\": {\"view\": \"Text\"}}", "tree.json:1:10: error: Text requires 'text'"),
        ("{\"root\": {\"view\": \"Text\", \"text\": 5}}", "tree.json:1:35: error: expected a string for 'text', got a number"),
        ("{\"root\": {\"view\": \"Text\", \"text\": \"a\", \"children\": []}}", "tree.json:1:40: error: Text does not take children"),
        ("{\"root\": {\"view\": \"HStack\", \"spacng\": 4}}",
         "tree.json:1:29: error: unknown parameter 'spacng' for HStack\ntree.json:1:29: note: did you mean 'spacing'?"),
        ("{\"root\": {\"view\": \"ZStack\", \"spacing\": 4}}", "tree.json:1:29: error: unknown parameter 'spacing' for ZStack"),
        ("{\"root\": {\"view\": \"HStack\", \"alignment\": \"centre\"}}",
         "tree.json:1:42: error: unknown vertical alignment 'centre'\ntree.json:1:42: note: did you mean 'center'?"),
        ("{\"root\": {\"view\": \"HStack\", \"alignment\": \"leading\"}}",
         "tree.json:1:42: error: unknown vertical alignment 'leading'\n"
            + "tree.json:1:42: note: expected one of: top, center, bottom, firstTextBaseline, lastTextBaseline"),
        ("{\"root\": {\"view\": \"ZStack\", \"alignment\": \"topLeft\"}}",
         "tree.json:1:42: error: unknown alignment 'topLeft'\n"
            + "tree.json:1:42: note: expected one of: center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, "
            + "bottomTrailing, centerFirstTextBaseline, centerLastTextBaseline, leadingFirstTextBaseline, trailingFirstTextBaseline"),
        ("{\"root\": {\"view\": \"ZStack\", \"alignment\": \"left/top\"}}",
         "tree.json:1:42: error: unknown alignment 'left/top'\n"
            + "tree.json:1:42: note: a combined alignment is written horizontal/vertical, such as \"trailing/lastTextBaseline\""),
        ("{\"root\": {\"view\": \"VStack\", \"spacing\": \"inf\"}}", "tree.json:1:40: error: 'spacing' must be finite, got \"inf\""),
        ("{\"root\": {\"view\": \"VStack\", \"children\": {\"view\": \"Color\"}}}",
         "tree.json:1:41: error: expected an array of views for 'children', got an object"),
        ("{\"root\": {\"view\": \"VStack\", \"children\": [\"Color\"]}}", "tree.json:1:42: error: expected a view object, got a string"),
        ("{\"root\": {\"view\": \"RoundedRectangle\"}}", "tree.json:1:10: error: RoundedRectangle requires 'cornerRadius'"),
        ("{\"root\": {\"view\": \"Image\", \"width\": 1, \"height\": 1}}", "tree.json:1:10: error: Image requires 'name' or 'systemName'"),
        ("{\"root\": {\"view\": \"Image\", \"name\": \"a\", \"systemName\": \"b\", \"width\": 1, \"height\": 1}}",
         "tree.json:1:55: error: Image takes 'name' or 'systemName', not both"),
        ("{\"root\": {\"view\": \"Image\", \"name\": \"a\", \"width\": 1}}", "tree.json:1:10: error: Image requires 'height'"),
        ("{\"root\": {\"view\": \"Image\", \"name\": \"a\", \"width\": -2, \"height\": 1}}",
         "tree.json:1:50: error: 'width' must not be negative, got -2"),
        ("{\"root\": {\"view\": \"Spacer\", \"minLength\": -1}}", "tree.json:1:42: error: 'minLength' must not be negative, got -1"),
        ("{\"root\": {\"view\": \"ScrollView\", \"axes\": \"both\"}}",
         "tree.json:1:41: error: unknown axis 'both'\ntree.json:1:41: note: write [\"horizontal\", \"vertical\"] for both axes"),
        ("{\"root\": {\"view\": \"ScrollView\", \"axes\": true}}",
         "tree.json:1:41: error: expected \"horizontal\", \"vertical\" or an array of them for 'axes', got a boolean"),
        ("{\"root\": {\"view\": \"LayoutMonitor\"}}", "tree.json:1:10: error: LayoutMonitor takes exactly one child, got 0"),
        ("{\"root\": {\"view\": \"LayoutMonitor\", \"children\": [{\"view\": \"Color\"}, {\"view\": \"Color\"}]}}",
         "tree.json:1:10: error: LayoutMonitor takes exactly one child, got 2"),
        ("{\"root\": {\"view\": \"Measured\", \"replies\": []}}", "tree.json:1:42: error: 'replies' must not be empty"),
        ("{\"root\": {\"view\": \"Measured\", \"replies\": [{\"size\": {\"width\": 1, \"height\": 1}}]}}",
         "tree.json:1:43: error: missing 'proposal' in a Measured reply"),
        // An infinite reply is a reply (Color to (inf, inf)); NaN is none.
        ("{\"root\": {\"view\": \"Measured\", \"replies\": [{\"proposal\": {}, \"size\": {\"width\": \"nan\", \"height\": 1}}]}}",
         "tree.json:1:78: error: 'width' must be a number, got \"nan\""),
        ("{\"root\": {\"view\": \"Color\", \"label\": 3}}", "tree.json:1:37: error: expected a string for 'label', got a number"),
        // Modifiers
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": \"padding\"}}",
         "tree.json:1:41: error: expected an array of modifiers for 'modifiers', got a string"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [\"paddin\"]}}",
         "tree.json:1:42: error: unknown modifier 'paddin'\ntree.json:1:42: note: did you mean 'padding'?"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"fram\": {}}]}}",
         "tree.json:1:43: error: unknown modifier 'fram'\ntree.json:1:43: note: did you mean 'frame'?"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [\"frame\"]}}",
         "tree.json:1:42: error: modifier 'frame' needs arguments: write it as {\"frame\": ...}"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"clipped\": true}]}}",
         "tree.json:1:43: error: modifier 'clipped' takes no arguments: write it as the string \"clipped\""),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"padding\": 1, \"clipped\": 1}]}}",
         "tree.json:1:42: error: a modifier object must have exactly one key (the modifier's name), got 'padding', 'clipped'"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{}]}}",
         "tree.json:1:42: error: a modifier object must have exactly one key (the modifier's name), got none"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [7]}}",
         "tree.json:1:42: error: expected a modifier name or an object with one key, got a number"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"frame\": {\"width\": 10, \"maxWidth\": 20}}]}}",
         "tree.json:1:66: error: frame takes either width/height or min/ideal/max values, not both"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"frame\": {\"widht\": 10}}]}}",
         "tree.json:1:53: error: unknown parameter 'widht' for frame\ntree.json:1:53: note: did you mean 'width'?"),
        // Negative, infinite and NaN frame values are read (SwiftUI takes them with a warning: FrameValidity); "nan"
        // is spelled as in traces.
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"padding\": {\"top\": \"inf\"}}]}}",
         "tree.json:1:62: error: the padding must be a finite number"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"frame\": {\"maxWidth\": \"max\"}}]}}",
         "tree.json:1:65: error: expected a number or \"inf\" for 'maxWidth', got a string"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"frame\": {\"height\": \"NaN\"}}]}}",
         "tree.json:1:63: error: 'height' must be a number, got \"NaN\""),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"frame\": {\"alignment\": \"middle\"}}]}}",
         "tree.json:1:66: error: unknown alignment 'middle'\n"
            + "tree.json:1:66: note: expected one of: center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, "
            + "bottomTrailing, centerFirstTextBaseline, centerLastTextBaseline, leadingFirstTextBaseline, trailingFirstTextBaseline"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"padding\": {\"edges\": \"horizontal\", \"top\": 2}}]}}",
         "tree.json:1:78: error: padding takes either edges/length or top/leading/bottom/trailing, not both"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"padding\": {\"edges\": \"left\"}}]}}",
         "tree.json:1:64: error: unknown edge 'left'\ntree.json:1:64: note: SwiftUI's edges are leading and trailing"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"padding\": \"8\"}]}}",
         "tree.json:1:54: error: expected a number or an object for 'padding', got a string"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"gridCellColumns\": 0}]}}",
         "tree.json:1:62: error: 'gridCellColumns' must be between 1 and 10000, got 0"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"gridCellColumns\": 1.5}]}}",
         "tree.json:1:62: error: expected an integer for 'gridCellColumns', got 1.5"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"lineLimit\": 0}]}}", "tree.json:1:56: error: 'lineLimit' must be at least 1, got 0"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"aspectRatio\": {\"ratio\": 0}}]}}",
         "tree.json:1:68: error: 'ratio' must be greater than 0, got 0"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"aspectRatio\": {\"contentMode\": \"fits\"}}]}}",
         "tree.json:1:74: error: unknown content mode 'fits'\ntree.json:1:74: note: did you mean 'fit'?"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"font\": \"heading\"}]}}",
         "tree.json:1:51: error: unknown text style 'heading'\ntree.json:1:51: note: did you mean 'headline'?"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"font\": {\"size\": 0}}]}}",
         "tree.json:1:60: error: 'size' must be between 0.1 and 10000, got 0"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"gridColumnAlignment\": \"top\"}]}}",
         "tree.json:1:66: error: unknown horizontal alignment 'top'\ntree.json:1:66: note: expected one of: leading, center, trailing"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"gridCellAnchor\": \"middle\"}]}}",
         "tree.json:1:61: error: unknown unit point 'middle'\n"
            + "tree.json:1:61: note: expected one of: topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing, zero"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"safeAreaInset\": {\"edge\": \"bottom\", \"alignment\": \"top\", \"content\": []}}]}}",
         "tree.json:1:92: error: unknown horizontal alignment 'top'\ntree.json:1:92: note: expected one of: leading, trailing, center"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"safeAreaInset\": {\"content\": []}}]}}",
         "tree.json:1:60: error: safeAreaInset requires 'edge'"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"safeAreaPadding\": {\"length\": \"inf\"}}]}}",
         "tree.json:1:73: error: the safe-area padding must be a finite number"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"overlay\": {\"alignment\": \"top\"}}]}}",
         "tree.json:1:54: error: overlay requires 'content'"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"overlay\": {\"text\": \"a\"}}]}}",
         "tree.json:1:54: error: expected a view, an array of views or {\"alignment\", \"content\"} for 'overlay', got an object without 'view'"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"background\": \"red\"}]}}",
         "tree.json:1:57: error: expected a view, an array of views or {\"alignment\", \"content\"} for 'background', got a string"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"border\": {\"width\": -1}}]}}",
         "tree.json:1:63: error: 'width' must not be negative, got -1"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"layoutValue\": {\"key\": \"k\"}}]}}",
         "tree.json:1:58: error: layoutValue requires 'value'"),
        ("{\"root\": {\"view\": \"Color\", \"modifiers\": [{\"offset\": {\"z\": 1}}]}}",
         "tree.json:1:54: error: unknown parameter 'z' for offset\ntree.json:1:54: note: did you mean 'x'?"),
    ])
    func errors(json: String, expected: String) {
        #expect(readError(json) == expected)
    }

    @Test func syntaxErrorsComeFromTheParser() {
        #expect(readError("{\"root\": {\"view\": \"Color\",}}") == "tree.json:1:26: error: trailing comma in object")
    }

    @Test func deepTreeOnALargeStack() throws {
        // The reader recurses per view; callers run it on a large stack (LayoutEngine's withLargeStack). The deepest
        // tree an input may hold: InputLimits.depth views, the Color included (with the views limit raised to let it).
        let depth = InputLimits.depth - 1
        let limits = { var limits = InputLimits.standard; limits.views = InputLimits.depth; return limits }()
        let text = "{\"root\": " + String(repeating: "{\"view\": \"VStack\", \"children\": [", count: depth)
            + "{\"view\": \"Color\"}" + String(repeating: "]}", count: depth) + "}"
        let reached = withLargeStack { () -> Bool in
            guard let tree = try? readTree(text, limits: limits) else { return false }
            var node = tree.root
            var levels = 0
            while let child = node.children.first {
                node = child
                levels += 1
            }
            return levels == depth && node.element == .color(name: "clear")
        }
        #expect(reached)
    }
}
