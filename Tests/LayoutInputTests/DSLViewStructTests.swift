import LayoutInput
import LayoutModel
import Testing

/// View structs: memberwise and explicit inits, defaults, closures, computed properties and methods, the
/// root rule, and everything else a file may declare.
@Suite("DSL: view structs and the root")
struct DSLViewStructTests {
    let vstack = Element.vStack(alignment: .center, spacing: nil)

    @Test func memberwiseInitWithDefaults() {
        let source = """
            struct Root: View {
                var body: some View {
                    VStack {
                        Swatch(color: .red)
                        Swatch(color: .blue, side: 20)
                    }
                }
            }

            struct Swatch: View {
                let color: Color
                var side: CGFloat = 8
                let fixed = 3
                @State private var count = 0
                @Environment(\\.colorScheme) var scheme
                var body: some View {
                    color.frame(width: side, height: side + CGFloat(fixed))
                }
            }
            """
        #expect(DSL.root(source) == expectedView(vstack, [
            expectedColor("red", [.frame(width: 8, height: 11, alignment: .center)]),
            expectedColor("blue", [.frame(width: 20, height: 23, alignment: .center)]),
        ]))
    }

    @Test func explicitInitsAndOverloads() {
        let source = """
            struct Root: View {
                var body: some View {
                    HStack {
                        Tile("a")
                        Tile(width: 5)
                    }
                }
            }

            struct Tile: View {
                private let title: String
                private var width: CGFloat
                init(_ title: String) {
                    self.title = title
                    width = 10
                }
                init(width: CGFloat = 1) {
                    let doubled = width * 2
                    self.title = "w"
                    self.width = doubled
                }
                var body: some View { Text(title).frame(width: width) }
            }
            """
        #expect(DSL.root(source) == expectedView(.hStack(alignment: .center, spacing: nil), [
            expectedText("a", [.frame(width: 10, height: nil, alignment: .center)]),
            expectedText("w", [.frame(width: 10, height: nil, alignment: .center)]),
        ]))
    }

    @Test func viewBuilderContentAndTrailingClosures() {
        let source = """
            struct Card<Content: View>: View {
                var spacing: CGFloat = 2
                @ViewBuilder let content: Content
                var body: some View {
                    VStack(spacing: spacing) { content }.padding(4)
                }
            }

            struct Panel<Content: View>: View {
                let content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
                var body: some View { ZStack { content() } }
            }

            struct Root: View {
                var body: some View {
                    Panel {
                        Card(spacing: 6) {
                            Text("a")
                            Text("b")
                        }
                    }
                }
            }
            """
        #expect(DSL.root(source) == expectedView(.zStack(alignment: .center), [
            expectedView(.vStack(alignment: .center, spacing: 6), [expectedText("a"), expectedText("b")], [.padding(EdgeInsets(all: 4))]),
        ]))
    }

    @Test func computedPropertiesAndMethods() {
        let source = """
            struct Root: View {
                let names = ["x", "y"]
                private var gap: CGFloat { 3 }
                var body: some View {
                    VStack(spacing: gap) {
                        header
                        row(2)
                        ForEach(names, id: \\.self) { name in cell(name) }
                        self.header
                    }
                }
                private var header: some View { Text("Header") }
                @ViewBuilder func row(_ n: Int) -> some View {
                    Text("n=\\(n)")
                }
                func cell(_ name: String) -> some View { Text(name).padding(gap) }
                func tapped() { count += 1 }
            }
            """
        #expect(DSL.root(source) == expectedView(.vStack(alignment: .center, spacing: 3), [
            expectedText("Header"), expectedText("n=2"), expectedText("x", [.padding(EdgeInsets(all: 3))]), expectedText("y", [.padding(EdgeInsets(all: 3))]),
            expectedText("Header"),
        ]))
    }

    /// A `return` inside an `if` ends the function there: the views after it are not made (they were, once).
    @Test func aReturnInsideAnIfEndsTheFunction() {
        let source = """
            struct Root: View {
                var body: some View { row(2) }
                func row(_ n: Int) -> AnyView {
                    if n > 0 { return AnyView(HStack { Text("\\(n)"); row(n - 1) }) }
                    return AnyView(Color.red)
                }
            }
            """
        #expect(DSL.root(source) == expectedView(.hStack(alignment: .center, spacing: nil), [
            expectedText("2"), expectedView(.hStack(alignment: .center, spacing: nil), [expectedText("1"), expectedView(.color(name: "red"))]),
        ]))
    }

    @Test func membersDeclaredInExtensions() {
        let source = """
            extension Screen {
                var header: some View { Text("Header").padding(gap) }
                private func row(_ title: String) -> some View { Text(title) }
            }

            struct Screen: View {
                let gap: CGFloat = 2
                var body: some View {
                    VStack { header; row("a") }
                }
            }

            extension Screen {
                static let unused = 1
            }
            """
        #expect(DSL.root(source) == expectedView(vstack, [expectedText("Header", [.padding(EdgeInsets(all: 2))]), expectedText("a")]))
    }

    /// A helper's views are located where the helper writes them, as the compiled path has them (its views know
    /// where they are written, not where the helper is used); the node's path tells the uses apart.
    @Test func helperViewsAreLocatedWhereTheyAreWritten() throws {
        let source = """
            struct Root: View {
                var body: some View {
                    HStack {
                        stat("a")
                        stat("b")
                        header
                    }
                }
                var header: some View { Text("h") }
                func stat(_ title: String) -> some View {
                    Text(title).padding(1)
                }
            }
            """
        let root = try #require(DSL.read(source)).tree.root
        #expect(root.children.map(\.location) == [SourceLocation(line: 11, column: 9), SourceLocation(line: 11, column: 9),
                                                   SourceLocation(line: 9, column: 29)])
        #expect(root.children[0].modifiers[0].location == SourceLocation(line: 11, column: 20))
    }

    @Test func ternariesWithLiteralConditions() {
        let source = """
            struct Root: View {
                @State private var isFollowing = false
                var compact = true
                var body: some View {
                    Text(isFollowing ? "Following" : "Follow")
                        .padding(compact ? 4 : 8)
                }
            }
            """
        #expect(DSL.root(source) == expectedText("Follow", [.padding(EdgeInsets(all: 4))]))
    }

    /// A view as people write them: properties with defaults, ForEach over a property, a helper struct with an
    /// optional property and `if let`, style modifiers, a material background in a shape.
    @Test func aPastedCardList() throws {
        let source = """
            import SwiftUI

            struct CardList: View {
                let items = ["One", "Two"]
                var spacing: CGFloat = 12

                var body: some View {
                    ScrollView {
                        LazyVStack(spacing: spacing) {
                            ForEach(items, id: \\.self) { item in
                                CardRow(title: item, subtitle: item == "One" ? "First" : nil)
                            }
                        }
                        .padding(.horizontal, 20)
                    }
                }
            }

            struct CardRow: View {
                var title: String
                var subtitle: String?
                var body: some View {
                    HStack(alignment: .firstTextBaseline) {
                        VStack(alignment: .leading) {
                            Text(title).font(.title2.weight(.semibold))
                            if let subtitle {
                                Text(subtitle)
                            }
                        }
                        Spacer(minLength: 8)
                        Image(systemName: "chevron.right") // size: 9x14
                            .imageScale(.small)
                    }
                    .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
                    .background(.thinMaterial, in: .rect(cornerRadius: 12))
                }
            }

            #Preview { CardList() }
            """
        let result = try #require(DSL.read(source))
        func row(_ title: String, _ subtitle: String?) -> ViewNode {
            let texts = [expectedText(title, [.font(Font(name: "title2", size: 22))])] + (subtitle.map { [expectedText($0)] } ?? [])
            return expectedView(.hStack(alignment: .firstTextBaseline, spacing: nil), [
                expectedView(.vStack(alignment: .leading, spacing: nil), texts),
                expectedView(.spacer(minLength: 8)),
                expectedView(.image(name: "chevron.right", naturalSize: Size(width: 9, height: 14))),
            ], [.padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)),
                .background(alignment: .center, content: [expectedView(.shape(.roundedRectangle(cornerRadius: 12)))])])
        }
        #expect(result.tree.root.locationsErased == expectedView(.scrollView(axes: .vertical), [
            expectedView(.lazyVStack(alignment: .center, spacing: 12), [row("One", "First"), row("Two", nil)],
                         [.padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))]),
        ]))
        #expect(result.warnings.map(\.message) == ["'.imageScale' ignored: layoutdbg takes an image's size from its size comment or directive"])
    }

    @Test func statePropertiesAsConditions() {
        let source = """
            struct Root: View {
                @State private var expanded = false
                var body: some View {
                    VStack {
                        if expanded { Color.red } else { Color.blue }
                        let side: CGFloat = 4
                        Color.green.frame(width: side)
                    }
                }
            }
            """
        #expect(DSL.root(source) == expectedView(vstack, [expectedColor("blue"), expectedColor("green", [.frame(width: 4, height: nil, alignment: .center)])]))
    }

    @Test func bodyWithReturnAndSemicolons() {
        #expect(DSL.root("struct A: View { var body: some View { return Text(\"a\"); } }") == expectedText("a"))
        #expect(DSL.root("public struct A: SwiftUI.View { public var body: some View { Text(\"a\") } }") == expectedText("a"))
    }

    @Test func otherDeclarationsAreSkipped() {
        let source = """
            import SwiftUI
            import struct Foundation.Date

            @main
            struct DemoApp: App {
                var body: some Scene { WindowGroup { Root() } }
            }

            enum Rank: LayoutValueKey { static let defaultValue = 0.0 }
            extension View { func card() -> some View { padding() } }
            struct Model: Identifiable { let id = UUID() }
            struct Bold: ViewModifier { func body(content: Content) -> some View { content.bold() } }
            private let formatter = DateFormatter()
            func helper() -> Int { 1 }
            typealias Row = Text
            protocol Thing { var x: Int { get } }
            class Store: ObservableObject { @Published var items: [Int] = [] }

            struct Root: View {
                var body: some View { Text("root") }
            }

            #Preview("Light") {
                Root()
            }
            """
        #expect(DSL.root(source) == expectedText("root"))
    }

    @Test func customLayoutDeclarations() throws {
        let source = """
            struct Flow: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct Root: View {
                var body: some View { Color.red }
            }
            """
        // A declared layout that is not used is no concern of the reader's.
        let result = try #require(DSL.read(source))
        #expect(result.warnings.isEmpty)
        // Used, it is the file's own code, which wins over a named layout of the same name: the reader's limit.
        let used = source.replacingOccurrences(of: "Color.red", with: "Flow(spacing: 2) { Color.red }")
        guard case .failure(let error) = DSL.attempt(used, customLayouts: ["Flow"]) else { Issue.record("expected an error"); return }
        #expect(error.diagnostics[0].message == "'Flow' is the file's own Layout, which the reader does not run")
        #expect(error.diagnostics[0].location == SourceLocation(line: 6, column: 27))
        #expect(error.diagnostics[0].isReaderLimitation)
        // A named layout the file does not declare is that layout.
        let named = used.replacingOccurrences(of: "struct Flow: Layout", with: "struct Other: Layout")
        let known = try #require(DSL.read(named, customLayouts: ["Flow"]))
        #expect(known.tree.root.locationsErased == expectedView(.layout(name: "Flow", arguments: ["spacing": 2]), [expectedColor("red")]))
    }

    @Test func rootByParameterAndDirective() {
        let source = """
            struct A: View { var body: some View { Text("a") } }
            struct B: View { var body: some View { Text("b") } }
            """
        #expect(DSL.root(source, root: "B") == expectedText("b"))
        #expect(DSL.root("// layoutdbg: root A\n" + source) == expectedText("a"))
        // The parameter wins over the directive.
        #expect(DSL.root("// layoutdbg: root A\n" + source, root: "B") == expectedText("b"))
    }

    @Test func rootIsTheViewNoOtherViewUses() {
        let source = """
            struct Leaf: View { var body: some View { Text("leaf") } }
            struct Middle: View { var body: some View { VStack { Leaf() } } }
            struct Top: View { var body: some View { HStack { Middle(); Leaf() } } }
            """
        #expect(DSL.root(source) == expectedView(.hStack(alignment: .center, spacing: nil), [expectedView(vstack, [expectedText("leaf")]), expectedText("leaf")]))
    }

    /// As in Xcode's canvas, a preview is the root: the first, or the one `--preview` names by index or name.
    @Test func previewsAreRoots() {
        let source = """
            struct Leaf: View { var body: some View { Text("leaf") } }
            struct Top: View { var body: some View { HStack { Leaf() } } }
            #Preview { Leaf().padding(4) }
            #Preview("Wide") { Top().frame(width: 300) }
            """
        #expect(DSL.root(source) == expectedText("leaf", [.padding(EdgeInsets(all: 4))]))
        let wide = expectedView(.hStack(alignment: .center, spacing: nil), [expectedText("leaf")], [.frame(width: 300, height: nil, alignment: .center)])
        #expect(DSL.root(source, preview: "Wide") == wide)
        #expect(DSL.root(source, preview: "1") == wide)
        #expect(DSL.message(source, preview: "Narrow") == "1:1: no preview 'Narrow' in this file | the previews are: 0 (unnamed); 1 \"Wide\"")
    }

    /// A PreviewProvider's `previews` is Swift the reader does not run: a limit of the reader, which the compiled path lifts.
    @Test func previewProvidersAreForTheCompiledPath() throws {
        let source = """
            struct Leaf: View { var body: some View { Text("leaf") } }
            struct Leaf_Previews: PreviewProvider { static var previews: some View { Leaf() } }
            """
        guard case .failure(let error) = DSL.attempt(source) else { Issue.record("expected an error"); return }
        #expect(error.diagnostics[0].message == "'Leaf_Previews.previews' is a PreviewProvider, which the reader does not run")
        #expect(error.diagnostics[0].isReaderLimitation)
    }

    @Test func bareExpressionWithHelperStructs() {
        let source = """
            VStack { Tag(text: "x") }
            struct Tag: View {
                let text: String
                var body: some View { Text(text).padding(2) }
            }
            """
        #expect(DSL.root(source) == expectedView(vstack, [expectedText("x", [.padding(EdgeInsets(all: 2))])]))
    }

    @Test func headerDirectives() throws {
        let source = """
            // layoutdbg: proposal 390xnil
            // layoutdbg: quirk grid-span-min-reservation off
            // layoutdbg: quirk grid-span-share-without-internal-gaps on
            // layoutdbg: environment displayScale 2
            // layoutdbg: environment gridSpacing 10
            Color.red
            """
        let tree = try #require(DSL.read(source)).tree
        #expect(tree.proposal == ProposedSize(width: 390, height: nil))
        var quirks = QuirkSet.defaults
        quirks.set(.gridSpanMinimumReservation, false)
        quirks.set(.gridSpanShareWithoutInternalGaps, true)
        #expect(tree.quirks == quirks)
        var environment = LayoutEnvironment()
        environment.displayScale = 2
        environment.gridSpacing = 10
        #expect(tree.environment == environment)
        #expect(DSL.read("// layoutdbg: proposal infxinf\nColor.red")?.tree.proposal == .infinity)
        #expect(DSL.read("//layoutdbg: proposal 350x350.5\nColor.red")?.tree.proposal == ProposedSize(width: 350, height: 350.5))
        #expect(DSL.read("// layoutdbg: proposal nilxnil\nColor.red")?.tree.proposal == .unspecified)
    }

    /// A device directive shows the root on it and gives its display scale, unless the file names a scale; both
    /// readers and both writers agree.
    @Test func theDeviceDirectiveAndItsScale() throws {
        let se = try #require(DSL.read("// layoutdbg: device iphone-se landscape\nColor.red")).tree
        #expect(se.device == DeviceChoice(DeviceCatalogue.device(named: "iphone-se")!, .landscape))
        #expect(se.environment.displayScale == 2)
        #expect(se.rootProposal == ProposedSize(width: 667, height: 375))
        let named = try #require(DSL.read("// layoutdbg: environment displayScale 3\n// layoutdbg: device iphone-se\nColor.red")).tree
        #expect(named.environment.displayScale == 3)
        let json = try JSONTreeReader.read(Array(#"{"device": "iphone-se", "environment": {"displayScale": 3}, "root": {"view": "Color"}}"#.utf8),
                                           file: "t.json")
        #expect(json.environment.displayScale == 3)
        #expect(try JSONTreeReader.read(Array(#"{"device": "iphone-se", "root": {"view": "Color"}}"#.utf8), file: "t.json").environment.displayScale == 2)
        // The writers leave the device's own scale out and keep a named one.
        #expect(!JSONTreeWriter.write(se).contains("displayScale"))
        #expect(JSONTreeWriter.write(named).contains("\"displayScale\": 3"))
        #expect(SwiftTreePrinter.print(se).hasPrefix("// layoutdbg: device iphone-se landscape\nColor.red"))
        guard case .failure(let error) = DSL.attempt("// layoutdbg: device iphone16\nColor.red") else {
            Issue.record("an unknown device was read")
            return
        }
        #expect(error.diagnostics.first?.notes == ["did you mean 'iphone-16'?"])
    }

    @Test func commentsAndTrivia() {
        let source = "\u{FEFF}/* a /* nested */ block */ VStack { // line\n Text(\"a\") /* x */ ; Text(\"b\")\u{00A0}}"
        #expect(DSL.root(source) == expectedView(vstack, [expectedText("a"), expectedText("b")]))
    }
}

/// A root view that needs arguments and has no preview: the error names what it needs, from its own init when it has
/// one (or its memberwise init's required properties), and gives a `--root` to paste, with sample values that compile
/// for the common types and `<Type>` where only the user knows.
@Suite("DSL: the root's arguments")
struct RootArgumentsTests {
    @Test func anInitOfItsOwnIsWhatTheRootNeeds() {
        let source = """
            struct FeatureIcon: View {
                private let symbol: Image
                private let size: CGFloat

                init(symbol: Image?, _ tint: Color, size: CGFloat?, action: @escaping () -> Void, scale: Double = 1) {
                    self.symbol = symbol ?? Image(systemName: "star")
                    self.size = size ?? 20
                }

                var body: some View { symbol.frame(width: size, height: size) }
            }
            """
        #expect(DSL.message(source) == "1:8: 'FeatureIcon' needs symbol: Image?, _: Color, size: CGFloat?, action: () -> Void to be made, "
                    + "and the file has no preview | name the root view with its arguments: --root 'FeatureIcon(symbol: nil, .blue, size: nil, action: {})' "
                    + "| or add a #Preview { FeatureIcon(symbol: nil, .blue, size: nil, action: {}) } block")
    }

    @Test func aMemberwiseInitNeedsTheStoredPropertiesWithoutValues() {
        let source = """
            struct SwitchRow: View {
                @Binding var isOn: Bool
                let title: String
                let model: Account
                var subtitle: String?
                var count = 0
                @Environment(\\.colorScheme) private var scheme

                var body: some View { Text(title) }
            }
            """
        #expect(DSL.message(source) == "1:8: 'SwitchRow' needs isOn: Binding<Bool>, title: String, model: Account to be made, and the file has no "
                    + "preview | name the root view with its arguments: --root 'SwitchRow(isOn: .constant(true), title: \"Title\", model: <Account>)' "
                    + "| or add a #Preview { SwitchRow(isOn: .constant(true), title: \"Title\", model: <Account>) } block")
    }

    /// A nested type's wrapper (`@FocusState.Binding`, IceCubes' ConversationInputView) is an attribute like any
    /// other: it was refused as "expected a declaration, found '.'". Its memberwise parameter is the wrapper's binding,
    /// which only a view's `@FocusState` makes, so the suggestion leaves it to the user.
    @Test func aNestedWrapperTypeIsAnAttribute() {
        let source = """
            struct Input: View {
                @FocusState.Binding var isFocused: Bool
                var body: some View { Text("Message") }
            }
            """
        #expect(DSL.message(source) == "1:8: 'Input' needs isFocused: FocusState<Bool>.Binding to be made, and the file has no preview "
                    + "| name the root view with its arguments: --root 'Input(isFocused: <FocusState<Bool>.Binding>)' "
                    + "| or add a #Preview { Input(isFocused: <FocusState<Bool>.Binding>) } block")
    }

    /// A view declared inside another type's extension (IceCubes' `extension StatusEditor.AutoCompleteView { struct
    /// RecentTagsView: View … }`) is named where it is, with the root that traces it: "no view to lay out" said
    /// there was none.
    @Test func aViewInsideAnExtensionIsNamedWithItsRoot() {
        let source = """
            enum Editor {}
            extension Editor {
                struct Row: View {
                    var body: some View { Text("Row") }
                }
            }
            """
        #expect(DSL.message(source) == "3:12: 'Row' is declared inside 'extension Editor', and layoutdbg looks for views at the top level "
                    + "of a file | name it by its full name, with its arguments if it takes any: --root 'Editor.Row()' (layoutdbg compiles an expression root)")
    }

    /// A closure may begin with attributes and its parameters be followed by `async` / `throws` (XcodesApp's
    /// `#Preview(…) { @MainActor in … }` was refused as "expected an expression, found 'in'").
    @Test func closureAttributesAndEffectsBeforeIn() {
        #expect(DSL.root("#Preview { @MainActor in Text(\"leaf\") }") == expectedText("leaf"))
        #expect(DSL.root("VStack { ForEach(0..<1) { @Sendable (i) async throws -> Text in Text(\"row\") } }")
                    == expectedView(.vStack(alignment: .center, spacing: nil), [expectedText("row")]))
    }

    /// A parameter of a generic type has commas inside its angle brackets (WaterfallGrid's `id: KeyPath<Data.Element,
    /// ID>`): one parameter, not two (the second was refused as "expected ':' after parameter 'ID'").
    @Test func aGenericParameterTypeIsOneParameter() {
        let source = """
            struct Grid<Data: RandomAccessCollection, ID: Hashable>: View {
                let data: Data
                let id: KeyPath<Data.Element, ID>
                init(_ data: Data, id: KeyPath<Data.Element, ID>, spacing: Dictionary<String, Int> = [:]) {
                    self.data = data
                    self.id = id
                }
                var body: some View { VStack { Text("Grid") } }
            }
            """
        #expect(DSL.message(source) == "1:8: 'Grid' needs _: Data, id: KeyPath<Data.Element, ID> to be made, and the file has no preview "
                    + "| name the root view with its arguments: --root 'Grid(<Data>, id: <KeyPath<Data.Element, ID>>)' "
                    + "| or add a #Preview { Grid(<Data>, id: <KeyPath<Data.Element, ID>>) } block")
    }

    /// A container's content is suggested as a trailing closure with a view in it, as a user writes one.
    @Test func contentIsSuggestedAsATrailingClosure() {
        let memberwise = """
            struct MyZStack<Content: View>: View {
                var alignment: Alignment = .center
                @ViewBuilder var content: Content
                var body: some View { ZStack(alignment: alignment) { content } }
            }
            """
        #expect(DSL.message(memberwise) == "1:8: 'MyZStack' needs content: @ViewBuilder () -> Content to be made, and the file has no preview "
                    + "| name the root view with its arguments: --root 'MyZStack { Text(\"Content\") }' "
                    + "| or add a #Preview { MyZStack { Text(\"Content\") } } block")
        let initializer = """
            struct Card<Content: View>: View {
                let title: String
                let content: Content
                init(_ title: String, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.content = content()
                }
                var body: some View { content.padding() }
            }
            """
        #expect(DSL.message(initializer) == "1:8: 'Card' needs _: String, content: @ViewBuilder () -> Content to be made, and the file has no "
                    + "preview | name the root view with its arguments: --root 'Card(\"Title\") { Text(\"Content\") }' "
                    + "| or add a #Preview { Card(\"Title\") { Text(\"Content\") } } block")
    }

    /// A view-builder closure that takes arguments is suggested with one `_` for each (Swiftfin's MarkedList takes
    /// `@ViewBuilder marker: @escaping (Int) -> Marker`).
    @Test func aViewBuilderClosureTakesItsArgumentsInTheSuggestion() {
        let list = """
            struct MarkedList<Content: View, Marker: View>: View {
                let content: Content
                let marker: (Int) -> Marker
                init(spacing: CGFloat, @ViewBuilder marker: @escaping (Int) -> Marker, @ViewBuilder content: @escaping () -> Content) {
                    self.marker = marker
                    self.content = content()
                }
                var body: some View { content }
            }
            """
        #expect(DSL.message(list).contains("--root 'MarkedList(spacing: 1, marker: { _ in Text(\"Content\") }) { Text(\"Content\") }'"))
        #expect(["() -> V", "(Int) -> V", "@escaping (Int, String) -> V", "((A) -> B, [C: D]) -> V", "(Array<Int>) -> V"]
                    .map(RootArguments.closureParameterCount) == [0, 1, 2, 2, 1])
    }

    @Test func sampleValuesForTheCommonTypes() {
        let samples = ["String", "Int", "CGFloat", "Bool", "Image", "Color", "Alignment", "URL", "Date", "Text", "[Item]", "Set<Int>", "Item?",
                       "Binding<Double>", "(Item) -> Void", "() -> Void", "Range<Int>", "Account", "Binding<NavigationPath>"]
            .map { RootArguments.sampleValue(of: $0) }
        #expect(samples == ["\"Title\"", "1", "1", "true", "Image(systemName: \"star\")", ".blue", ".center", "URL(string: \"https://example.com\")!",
                            ".now", "Text(\"Title\")", "[]", "[]", "nil", ".constant(1)", "{ _ in }", "{}", "0..<1", "<Account>",
                            ".constant(NavigationPath())"])
    }
}
