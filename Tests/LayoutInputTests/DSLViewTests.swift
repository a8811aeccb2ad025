import LayoutInput
import LayoutModel
import Testing

/// View initialisers: SwiftUI's labels and defaults become the model's elements.
@Suite("DSL: views")
struct DSLViewTests {
    @Test func stacksWithLabelsAndDefaults() {
        #expect(DSL.root("HStack(alignment: .top, spacing: 10) { Text(\"a\") }")
            == expectedView(.hStack(alignment: .top, spacing: 10), [expectedText("a")]))
        #expect(DSL.root("VStack { }") == expectedView(.vStack(alignment: .center, spacing: nil)))
        #expect(DSL.root("VStack(alignment: .leading) {}") == expectedView(.vStack(alignment: .leading, spacing: nil)))
        #expect(DSL.root("ZStack(alignment: .topLeading) { Color.red }") == expectedView(.zStack(alignment: .topLeading), [expectedColor("red")]))
        #expect(DSL.root("LazyVStack(spacing: 0) { }") == expectedView(.lazyVStack(alignment: .center, spacing: 0)))
        #expect(DSL.root("LazyHStack(alignment: .bottom, spacing: 2, pinnedViews: []) { }")
            == expectedView(.lazyHStack(alignment: .bottom, spacing: 2)))
        #expect(DSL.root("HStackLayout(spacing: 3) { }") == expectedView(.hStack(alignment: .center, spacing: 3)))
        #expect(DSL.root("HStack(spacing: nil) { }") == expectedView(.hStack(alignment: .center, spacing: nil)))
        #expect(DSL.root("HStack(spacing: -4) { }") == expectedView(.hStack(alignment: .center, spacing: -4)))
        #expect(DSL.root("HStack(alignment: .firstTextBaseline) { }") == expectedView(.hStack(alignment: .firstTextBaseline, spacing: nil)))
    }

    @Test func gridAndGridRow() {
        let source = """
            Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow(alignment: .bottom) { Color.red; Color.blue }
                GridRow { Color.green }
                Divider()
            }
            """
        #expect(DSL.root(source) == expectedView(.grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2), [
            expectedView(.gridRow(alignment: .bottom), [expectedColor("red"), expectedColor("blue")]),
            expectedView(.gridRow(alignment: nil), [expectedColor("green")]),
            expectedView(.divider),
        ]))
        #expect(DSL.root("Grid { GridRow(alignment: nil) { } }") == expectedView(defaultGrid, [expectedView(.gridRow(alignment: nil))]))
    }

    @Test func textAndStrings() {
        #expect(DSL.root(#"Text("Hello, world")"#) == expectedText("Hello, world"))
        #expect(DSL.root(#"Text(verbatim: "x")"#) == expectedText("x"))
        // A localized key's table, bundle and comment choose a strings file, which layoutdbg does not read: the key is the text.
        #expect(DSL.root(#"Text("settings.newAccount", comment: "New account")"#) == expectedText("settings.newAccount"))
        #expect(DSL.root(#"Text("k", tableName: "Settings", bundle: .main, comment: "c")"#) == expectedText("k"))
        #expect(DSL.root(#"Text("a\nb\t\"c\" \\ \u{1F600} \0")"#) == expectedText("a\nb\t\"c\" \\ 😀 \0"))
        // An interpolation the reader cannot evaluate is the app's code: its text, and so its width, are not known
        // (it was kept as written, a text of another width); the file goes to the compiled path.
        #expect(DSL.message(#"Text("Hi \(user.name)!")"#) == "1:10: the reader cannot evaluate the interpolation '\\(user.name)', so it does "
                    + "not know the text's width | layoutdbg compiles the file to run it (--engine auto or compile)")
        #expect(DSL.root(#"Text("\(3 * 4) items")"#) == expectedText("12 items"))
        // Integers show as their digits; a floating-point value shows as "%lf" in a Text's key ("1.500000", a CGFloat of
        // 185 "185.000000") and as Swift prints it in a String ("1.5"), which the reader leaves to the compiled path.
        #expect(DSL.root("struct V: View {\n    let n = 3\n    var body: some View { Text(\"\\(n + 2) of \\(-n)\") }\n}") == expectedText("5 of -3"))
        #expect(DSL.root(#"Text("\(1.5) km")"#) == expectedText("1.500000 km"))
        #expect(DSL.root("struct V: View {\n    let width: CGFloat = 185\n    var body: some View { Text(\"\\(width * 2)\") }\n}")
            == expectedText("370.000000"))
        #expect(DSL.message(#"Text(verbatim: "\(1.5)")"#) == "1:17: the reader cannot evaluate the interpolation '\\(1.5)', so it does "
                    + "not know the text's width | layoutdbg compiles the file to run it (--engine auto or compile)")
    }

    /// Multi-line (SE-0168) and raw (SE-0200) literals, as Swift reads them: the closing delimiter's indentation
    /// off every line, no line break next to a delimiter, a backslash joining lines, CR-LF as one "\n".
    @Test func multiLineAndRawStrings() {
        let q = String(repeating: "\"", count: 3)
        #expect(DSL.root("Text(\(q)\n    a\n\n      b \"c\"\n    \(q))") == expectedText("a\n\n  b \"c\""))
        #expect(DSL.root("Text(\(q)\r\n  one \\\r\n  two\r\n  \(q))") == expectedText("one two"))
        #expect(DSL.root("Text(\(q)\n\t\\(2 + 3) up\n\t\(q))") == expectedText("5 up"))
        #expect(DSL.root("Text(\(q)\n\(q))") == expectedText(""))
        #expect(DSL.root(##"Text(#"a\n "b" \#(1 + 1)"#)"##) == expectedText(#"a\n "b" 2"#))
        #expect(DSL.root(###"Text(##"x"#y\#n"##)"###) == expectedText(##"x"#y\#n"##))
        #expect(DSL.root("Text(#\(q)\n  \\n \\#t.\n  \(q)#)") == expectedText("\\n \t."))
        #expect(DSL.message("Text(\(q)\n    a\n  b\n    \(q))")
                    == "3:1: insufficient indentation of line in multi-line string literal | indent it as the closing '\"\"\"' is, with 4 spaces")
        #expect(DSL.message("Text(\(q)a\n\(q))") == "1:9: multi-line string literal content must begin on a new line | start the text on the line after '\"\"\"'")
        #expect(DSL.message("Text(\(q)\na\(q))") == "2:2: multi-line string literal closing delimiter must begin on a new line | put '\"\"\"' on a line of its own")
        #expect(DSL.message("Text(\(q)\na\n") == "1:6: unterminated string literal | add '\"\"\"' on a line of its own to close it")
        #expect(DSL.message(##"Text(#"a"##) == "1:6: unterminated string literal | add '\"' to close it on the same line")
    }

    /// `Text + Text` is one Text: runs of one font join into a plain Text in it, runs of different fonts stay runs,
    /// the sum's own `.font` sets the runs without one, and anything but a Text is refused as Swift refuses it.
    @Test func textsAddedTogether() {
        let title = Font(textStyle: "title")!, caption = Font(textStyle: "caption")!
        #expect(DSL.root(#"Text("Hello, ") + Text("world").bold()"#) == expectedText("Hello, world"))
        #expect(DSL.root(#"Text("a").font(.title) + Text("b").font(.title)"#) == expectedText("ab", [.font(title)]))
        #expect(DSL.root(#"Text("12").font(.title) + Text(" items") + Text("!")"#)
                    == expectedView(.concatenatedText([TextRun("12", font: title), TextRun(" items"), TextRun("!")])))
        #expect(DSL.root(#"(Text("Total: ") + Text("3").font(.title)).font(.caption).padding()"#)
                    == expectedView(.concatenatedText([TextRun("Total: "), TextRun("3", font: title)]), [], [.font(caption), .padding(EdgeInsets(all: 16))]))
        #expect(DSL.message(#"Text("a").padding() + Text("b")"#)
                    == "1:10: only Texts can be added with '+': '.padding' makes 'Text(…).padding()' a view | add the Texts first and apply '.padding' to the sum: '(Text(…) + Text(…)).padding(…)'")
        #expect(DSL.message(#"Text("a") + Color.red"#) == "1:13: only Texts can be added with '+', and 'Color.red' is a Color")
        // SwiftUI's Text has its own kerning and tracking; layoutdbg spaces whole Texts (LetterSpacing.swift).
        #expect(DSL.message(#"Text("a") + Text("b").tracking(2)"#)
                    == "1:22: '.tracking' on one of the Texts added together is not modelled: layoutdbg applies tracking to a whole Text | apply it to the sum: '(Text(…) + Text(…)).tracking(…)'")
        #expect(DSL.root(#"(Text("a") + Text("b").font(.title)).kerning(2)"#)
                    == expectedView(.concatenatedText([TextRun("a"), TextRun("b", font: title)]), [], [.kerning(2)]))
    }

    /// A view the file does not declare is most often another file's: the error says how to give it, unless the name
    /// is one edit from a known view (a typo, for which "did you mean" is enough).
    @Test func anUnknownViewMayBeAnotherFilesOfTheApp() {
        let another = "'StatView' is not declared in this file (another file of your app?): give that file with --with FILE (or the app's folder with --with DIR)"
        #expect(DSL.message(#"StatView(value: 31)"#) == "1:1: unknown view 'StatView' | did you mean 'TabView'? | \(another)")
        #expect(DSL.message(#"HStak { Text("a") }"#) == "1:1: unknown view 'HStak' | did you mean 'HStack'?")
        #expect(DSL.message(#"ProfileHeaderCard()"#)
                    == "1:1: unknown view 'ProfileHeaderCard' | 'ProfileHeaderCard' is not declared in this file (another file of your app?): give that file with --with FILE (or the app's folder with --with DIR)")
        // A package named for its view (enchanted's `import ActivityIndicatorView`): no file of the app has it.
        #expect(DSL.message("import SwiftUI\nimport ActivityIndicatorView\n\nActivityIndicatorView(isVisible: .constant(true))")
                    == "4:1: unknown view 'ActivityIndicatorView' | 'ActivityIndicatorView' comes from the package the file imports as "
                    + "'import ActivityIndicatorView', which layoutdbg does not have: paste a view of that name into the file (its size is "
                    + "what matters here), or trace a view that does not use it")
        #expect(DSL.message("import struct ActivityIndicatorView.Indicator\n\nActivityIndicatorView()").hasSuffix("or trace a view that does not use it"))
    }

    /// A preview left on a view of another file (or an old name): the error names the file's views that `--view` can
    /// trace instead, those that need no arguments and do not use the missing view, even through another view.
    @Test func anUnknownViewInAPreviewNamesTheViewsThatCanBeTraced() {
        let source = """
            import SwiftUI

            struct Badge: View {
                var body: some View { Text("New") }
            }
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Card: View {
                var body: some View { Header() }
            }
            struct Screen: View {
                var body: some View { VStack { Card(); Badge() } }
            }
            struct Gallery: View {
                var body: some View { Badge() }
            }

            #Preview {
                Header()
            }
            """
        #expect(DSL.message(source) == "21:5: unknown view 'Header' | 'Header' is not declared in this file (another file of your app?): "
                    + "give that file with --with FILE (or the app's folder with --with DIR) | or trace a view of this file that does not "
                    + "use it: --view Badge, --view Gallery")
    }

    /// `Image(systemName:)` with no size given is a symbol as large as its font (a Label's and a Menu's icon too),
    /// with a warning; a named image keeps the default size; a size comment wins for either.
    @Test func symbolsAreAsLargeAsTheirFont() {
        #expect(DSL.root(#"Image(systemName: "star")"#) == expectedView(.symbol(name: "star")))
        #expect(DSL.root(#"Image("photo")"#) == expectedView(.image(name: "photo", naturalSize: Size(width: 20, height: 20))))
        #expect(DSL.root("Image(systemName: \"star\") // size: 24x22") == expectedView(.image(name: "star", naturalSize: Size(width: 24, height: 22))))
        #expect(DSL.warnings(#"Image(systemName: "star")"#) == ["1:1: symbol 'star' has no natural size; using 20x20 at 17 pt, in proportion to its font"])
    }

    /// One `Image(…)` that makes many unsized images (a name computed in a `ForEach`) warns once, naming the first
    /// three in order; each line of the code warns of its own, and a name met twice on a line counts once.
    @Test func unsizedImagesWarnOnceALine() {
        let source = """
            VStack {
                ForEach(0..<5) { i in
                    Image(systemName: "\\(i).circle")
                }
                ForEach(["star", "heart", "star"], id: \\.self) { name in
                    Image(systemName: name)
                }
                Image("photo")
            }
            """
        #expect(DSL.warnings(source) == [
            "3:9: symbols '0.circle', '1.circle', '2.circle' and 2 more have no natural size; using 20x20 at 17 pt, in proportion to their font",
            "6:9: symbols 'heart', 'star' have no natural size; using 20x20 at 17 pt, in proportion to their font",
            "8:5: image 'photo' has no natural size; using 20x20",
        ])
    }

    @Test func colours() {
        #expect(DSL.root("Color.red") == expectedColor("red"))
        #expect(DSL.root("Color.clear") == expectedColor("clear"))
        #expect(DSL.root("Color(.red)") == expectedColor("red"))
        #expect(DSL.root("Color(.systemBackground)") == expectedColor("systemBackground"))
        #expect(DSL.root(#"Color("Brand")"#) == expectedColor("Brand"))
        #expect(DSL.root("Color(red: 0.5, green: 1, blue: 0)") == expectedColor("rgb(0.5, 1, 0)"))
        #expect(DSL.root("Color(white: 0.2)") == expectedColor("white(0.2)"))
        #expect(DSL.root("Color(hue: 0.1, saturation: 0.2, brightness: 0.3, opacity: 1)") == expectedColor("hsb(0.1, 0.2, 0.3)"))
        #expect(DSL.root("Color(uiColor: .systemGray)") == expectedColor("systemGray"))
        #expect(DSL.root("VStack { Color.accentColor }") == expectedView(.vStack(alignment: .center, spacing: nil), [expectedColor("accentColor")]))
        #expect(DSL.root("LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)") == expectedColor("LinearGradient"))
        // Colours declared in an extension are accepted by name.
        #expect(DSL.root("Color.brand\nextension Color { static let brand = Color(red: 1, green: 0, blue: 0) }") == expectedColor("brand"))
    }

    @Test func imagesWithTheirNaturalSize() throws {
        let source = """
            // layoutdbg: image "avatar" 48x40
            VStack {
                Image("avatar")
                Image(systemName: "star.fill") // size: 20x18.5
                Image(decorative: "avatar") // size: 10x10
                Image("unknown")
            }
            """
        let result = try #require(DSL.read(source))
        #expect(result.tree.root.locationsErased == expectedView(.vStack(alignment: .center, spacing: nil), [
            expectedView(.image(name: "avatar", naturalSize: Size(width: 48, height: 40))),
            expectedView(.image(name: "star.fill", naturalSize: Size(width: 20, height: 18.5))),
            expectedView(.image(name: "avatar", naturalSize: Size(width: 10, height: 10))),
            expectedView(.image(name: "unknown", naturalSize: Size(width: 20, height: 20))),
        ]))
        #expect(result.warnings.map(\.message) == ["image 'unknown' has no natural size; using 20x20"])
        #expect(result.warnings[0].location == SourceLocation(line: 6, column: 5))
    }

    @Test func leavesAndShapes() {
        let source = """
            VStack {
                Spacer()
                Spacer(minLength: 0)
                Divider()
                Rectangle()
                RoundedRectangle(cornerRadius: 8)
                RoundedRectangle(cornerRadius: 4, style: .continuous)
                RoundedRectangle(cornerSize: CGSize(width: 6, height: 6))
                Capsule()
                Capsule(style: .circular)
                Ellipse()
                Circle()
                EmptyView()
            }
            """
        #expect(DSL.root(source) == expectedView(.vStack(alignment: .center, spacing: nil), [
            expectedView(.spacer(minLength: nil)), expectedView(.spacer(minLength: 0)), expectedView(.divider), expectedView(.shape(.rectangle)),
            expectedView(.shape(.roundedRectangle(cornerRadius: 8))), expectedView(.shape(.roundedRectangle(cornerRadius: 4))),
            expectedView(.shape(.roundedRectangle(cornerRadius: 6))), expectedView(.shape(.capsule)), expectedView(.shape(.capsule)),
            expectedView(.shape(.ellipse)), expectedView(.shape(.circle)), expectedView(.emptyView),
        ]))
    }

    @Test func containers() {
        #expect(DSL.root("GeometryReader { proxy in Color.red }") == expectedView(.geometryReader, [expectedColor("red")]))
        #expect(DSL.root("ScrollView(.horizontal) { Text(\"a\") }") == expectedView(.scrollView(axes: .horizontal), [expectedText("a")]))
        #expect(DSL.root("ScrollView([.horizontal, .vertical]) { }") == expectedView(.scrollView(axes: .both)))
        #expect(DSL.root("ScrollView(.vertical, showsIndicators: false) { }") == expectedView(.scrollView(axes: .vertical)))
        #expect(DSL.root("ScrollView { }") == expectedView(.scrollView(axes: .vertical)))
        #expect(DSL.root("ViewThatFits(in: .horizontal) { Text(\"long\"); Text(\"s\") }")
            == expectedView(.viewThatFits(axes: .horizontal), [expectedText("long"), expectedText("s")]))
        #expect(DSL.root("ViewThatFits { }") == expectedView(.viewThatFits(axes: .both)))
        #expect(DSL.root("LayoutMonitor { Color.red }") == expectedView(.layoutMonitor, [expectedColor("red")]))
        #expect(DSL.root("LayoutMonitor(\"probe\") { Color.red }") == expectedView(.layoutMonitor, [expectedColor("red")], label: "probe"))
    }

    @Test func forEachExpandsCopies() {
        let stack = Element.vStack(alignment: .center, spacing: nil)
        #expect(DSL.root("VStack { ForEach(0..<3) { _ in Color.red } }") == expectedView(stack, [expectedColor("red"), expectedColor("red"), expectedColor("red")]))
        #expect(DSL.root(#"VStack { ForEach(0..<3, id: \.self) { i in Text("\(i)").frame(width: CGFloat(i) * 10) } }"#)
            == expectedView(stack, (0..<3).map { expectedText("\($0)", [.frame(width: Double($0) * 10, height: nil, alignment: .center)]) }))
        #expect(DSL.root(#"VStack { ForEach(1...2, id: \.self) { Text("\($0)") } }"#) == expectedView(stack, [expectedText("1"), expectedText("2")]))
        #expect(DSL.root(#"VStack { ForEach(["a", "b"], id: \.self) { name in Text(name) } }"#) == expectedView(stack, [expectedText("a"), expectedText("b")]))
        #expect(DSL.root("VStack { ForEach([8, 16], id: \\.self) { w in Color.red.frame(width: w) } }")
            == expectedView(stack, [8.0, 16].map { expectedColor("red", [.frame(width: $0, height: nil, alignment: .center)]) }))
        // A modifier after ForEach applies to each of its views.
        #expect(DSL.root("HStack { ForEach(0..<2) { _ in Color.red }.padding(1) }")
            == expectedView(.hStack(alignment: .center, spacing: nil), [expectedColor("red", [.padding(EdgeInsets(all: 1))]),
                                                               expectedColor("red", [.padding(EdgeInsets(all: 1))])]))
        #expect(DSL.root("VStack { ForEach(0..<0) { _ in Color.red } }") == expectedView(stack))
    }

    @Test func conditionsWithLiterals() {
        let stack = Element.vStack(alignment: .center, spacing: nil)
        #expect(DSL.root("VStack { if true { Color.red } else { Color.blue } }") == expectedView(stack, [expectedColor("red")]))
        #expect(DSL.root("VStack { if false { Color.red } else if !false { Color.green } else { Color.blue } }") == expectedView(stack, [expectedColor("green")]))
        #expect(DSL.root("VStack { if false { Color.red } }") == expectedView(stack))
        #expect(DSL.root("VStack { if 2 > 1 && true { Color.red } }") == expectedView(stack, [expectedColor("red")]))
        #expect(DSL.root("VStack { if #available(iOS 17, *) { Color.red } else { Color.blue } }") == expectedView(stack, [expectedColor("red")]))
        #expect(DSL.root("VStack { true ? Color.red : Color.blue }") == expectedView(stack, [expectedColor("red")]))
    }

    @Test func optionalBindingsWithKnownValues() {
        let source = """
            struct Row: View {
                var subtitle: String?
                var badge: String? = nil
                var body: some View {
                    VStack {
                        if let subtitle { Text(subtitle) } else { Text("none") }
                        if let text = badge { Text(text) }
                    }
                }
            }
            struct Root: View {
                var body: some View { HStack { Row(subtitle: "s"); Row(badge: "b") } }
            }
            """
        let stack = Element.vStack(alignment: .center, spacing: nil)
        #expect(DSL.root(source) == expectedView(.hStack(alignment: .center, spacing: nil), [
            expectedView(stack, [expectedText("s")]), expectedView(stack, [expectedText("none"), expectedText("b")]),
        ]))
    }

    @Test func groupAnyViewAndButton() throws {
        let stack = Element.hStack(alignment: .center, spacing: nil)
        #expect(DSL.root("HStack { Group { Color.red; Color.blue }.frame(width: 1) }")
            == expectedView(stack, [expectedColor("red", [.frame(width: 1, height: nil, alignment: .center)]),
                            expectedColor("blue", [.frame(width: 1, height: nil, alignment: .center)])]))
        #expect(DSL.root("AnyView(Color.red)") == expectedColor("red"))
        let result = try #require(DSL.read(#"VStack { Button("Tap") { }; Button(action: {}) { Color.red }; Button { } label: { Text("L") } }"#))
        #expect(result.tree.root.locationsErased == expectedView(.vStack(alignment: .center, spacing: nil), [expectedText("Tap"), expectedColor("red"), expectedText("L")]))
        #expect(result.warnings.map(\.message) == ["'Button' is laid out as its label: the default button style adds no layout of its own"])
    }

    @Test func customLayoutsByName() {
        #expect(DSL.root("FlowLayout(spacing: 8, 3) { Color.red }", customLayouts: ["FlowLayout"])
            == expectedView(.layout(name: "FlowLayout", arguments: ["spacing": 8, "_1": 3]), [expectedColor("red")]))
        #expect(DSL.root("Radial { }", customLayouts: ["Radial"]) == expectedView(.layout(name: "Radial", arguments: [:])))
    }

    @Test func measuredLeaves() {
        #expect(DSL.root("Measured(replies: [(0, 0): (8, 16), (.infinity, nil): (.infinity, 20), (167, 350): (167, 350)])")
            == expectedView(.measured(MeasuredTable(entries: [
                MeasuredEntry(proposal: .zero, size: Size(width: 8, height: 16)),
                MeasuredEntry(proposal: ProposedSize(width: .infinity, height: nil), size: Size(width: .infinity, height: 20)),
                MeasuredEntry(proposal: ProposedSize(width: 167, height: 350), size: Size(width: 167, height: 350)),
            ]))))
        #expect(DSL.root("Measured(replies: [:])") == expectedView(.measured(MeasuredTable(entries: []))))
    }

    @Test func numericLiterals() {
        func width(_ literal: String) -> Double? {
            guard case .frame(let width, _, _)? = DSL.root("Color.red.frame(width: \(literal))")?.modifiers.first?.modifier else { return nil }
            return width
        }
        #expect(width("1_000") == 1000)
        #expect(width("12.5") == 12.5)
        #expect(width("1e2") == 100)
        #expect(width("0x10") == 16)
        #expect(width("0o755") == 493)
        #expect(width("0b1_010") == 10)
        #expect(DSL.message("Color.red.frame(width: 0b102)") == "1:24: '0b102' is not a number")
        #expect(width("CGFloat(3)") == 3)
        #expect(width("(2 + 3) * 4 - 1 / 2") == 19.5)
        #expect(width("-(-3)") == 3)
        #expect(width("nil") == nil)
        #expect(DSL.root("Color.red.offset(x: -3)")?.modifiers.first?.modifier == .offset(x: -3, y: 0))
        #expect(DSL.root("Color.red.frame(maxWidth: CGFloat.infinity)")?.modifiers.first?.modifier == .flexFrame(FlexFrame(maxWidth: .infinity)))
        #expect(DSL.root("Color.red.frame(maxWidth: Double.infinity)")?.modifiers.first?.modifier == .flexFrame(FlexFrame(maxWidth: .infinity)))
    }

    /// A modifier the reader does not know: near a name it knows, a misspelling, said with "did you mean"; far from
    /// every one, SwiftUI the reader lacks (`Circle().trim(from:to:)`), a limitation that sends a file the compiler
    /// can run to the compiled path (fresh collection five, Pulse's preview).
    @Test func anUnknownModifierIsAMisspellingOrTheReadersLimit() {
        func diagnostic(_ body: String) -> Diagnostic? {
            guard case .failure(let error) = DSL.attempt("struct V: View {\n    var body: some View {\n        \(body)\n    }\n}\n") else { return nil }
            return error.diagnostics.first
        }
        let misspelt = diagnostic("Circle().paddign(4)")
        #expect(misspelt?.message == "unknown modifier '.paddign'")
        #expect(misspelt?.notes == ["did you mean '.padding'?"])
        #expect(misspelt?.isReaderLimitation == false)
        let unknown = diagnostic("Circle().trim(from: 0, to: 0.5)")
        #expect(unknown?.message == "unknown modifier '.trim'")
        #expect(unknown?.location == SourceLocation(line: 3, column: 17))
        #expect(unknown?.isReaderLimitation == true)
    }
}
