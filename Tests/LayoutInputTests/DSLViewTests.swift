import LayoutInput
import LayoutModel
import Testing

/// View initialisers: SwiftUI's labels and defaults become the model's elements.
@Suite("DSL: views")
struct DSLViewTests {
    @Test func stacksWithLabelsAndDefaults() {
        #expect(DSL.root("HStack(alignment: .top, spacing: 10) { Text(\"a\") }")
            == view(.hStack(alignment: .top, spacing: 10), [text("a")]))
        #expect(DSL.root("VStack { }") == view(.vStack(alignment: .center, spacing: nil)))
        #expect(DSL.root("VStack(alignment: .leading) {}") == view(.vStack(alignment: .leading, spacing: nil)))
        #expect(DSL.root("ZStack(alignment: .topLeading) { Color.red }") == view(.zStack(alignment: .topLeading), [color("red")]))
        #expect(DSL.root("LazyVStack(spacing: 0) { }") == view(.lazyVStack(alignment: .center, spacing: 0)))
        #expect(DSL.root("LazyHStack(alignment: .bottom, spacing: 2, pinnedViews: []) { }")
            == view(.lazyHStack(alignment: .bottom, spacing: 2)))
        #expect(DSL.root("HStackLayout(spacing: 3) { }") == view(.hStack(alignment: .center, spacing: 3)))
        #expect(DSL.root("HStack(spacing: nil) { }") == view(.hStack(alignment: .center, spacing: nil)))
        #expect(DSL.root("HStack(spacing: -4) { }") == view(.hStack(alignment: .center, spacing: -4)))
        #expect(DSL.root("HStack(alignment: .firstTextBaseline) { }") == view(.hStack(alignment: .firstTextBaseline, spacing: nil)))
    }

    @Test func gridAndGridRow() {
        let source = """
            Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow(alignment: .bottom) { Color.red; Color.blue }
                GridRow { Color.green }
                Divider()
            }
            """
        #expect(DSL.root(source) == view(.grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2), [
            view(.gridRow(alignment: .bottom), [color("red"), color("blue")]),
            view(.gridRow(alignment: nil), [color("green")]),
            view(.divider),
        ]))
        #expect(DSL.root("Grid { GridRow(alignment: nil) { } }") == view(centerGrid, [view(.gridRow(alignment: nil))]))
    }

    @Test func textAndStrings() {
        #expect(DSL.root(#"Text("Hello, world")"#) == text("Hello, world"))
        #expect(DSL.root(#"Text(verbatim: "x")"#) == text("x"))
        #expect(DSL.root(#"Text("a\nb\t\"c\" \\ \u{1F600} \0")"#) == text("a\nb\t\"c\" \\ 😀 \0"))
        // An interpolation that cannot be evaluated is kept as written.
        #expect(DSL.root(#"Text("Hi \(user.name)!")"#) == text("Hi \\(user.name)!"))
        #expect(DSL.root(#"Text("\(3 * 4) items")"#) == text("12 items"))
        #expect(DSL.root(#"Text("a" + "b")"#) == text("ab"))
        #expect(DSL.root(#"Text("")"#) == text(""))
    }

    @Test func colours() {
        #expect(DSL.root("Color.red") == color("red"))
        #expect(DSL.root("Color.clear") == color("clear"))
        #expect(DSL.root("Color(.red)") == color("red"))
        #expect(DSL.root("Color(.systemBackground)") == color("systemBackground"))
        #expect(DSL.root(#"Color("Brand")"#) == color("Brand"))
        #expect(DSL.root("Color(red: 0.5, green: 1, blue: 0)") == color("rgb(0.5, 1, 0)"))
        #expect(DSL.root("Color(white: 0.2)") == color("white(0.2)"))
        #expect(DSL.root("Color(hue: 0.1, saturation: 0.2, brightness: 0.3, opacity: 1)") == color("hsb(0.1, 0.2, 0.3)"))
        #expect(DSL.root("Color(uiColor: .systemGray)") == color("systemGray"))
        #expect(DSL.root("VStack { Color.accentColor }") == view(.vStack(alignment: .center, spacing: nil), [color("accentColor")]))
        #expect(DSL.root("LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)") == color("LinearGradient"))
        // Colours declared in an extension are accepted by name.
        #expect(DSL.root("Color.brand\nextension Color { static let brand = Color(red: 1, green: 0, blue: 0) }") == color("brand"))
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
        #expect(result.tree.root.withoutLocations == view(.vStack(alignment: .center, spacing: nil), [
            view(.image(name: "avatar", naturalSize: Size(width: 48, height: 40))),
            view(.image(name: "star.fill", naturalSize: Size(width: 20, height: 18.5))),
            view(.image(name: "avatar", naturalSize: Size(width: 10, height: 10))),
            view(.image(name: "unknown", naturalSize: Size(width: 24, height: 24))),
        ]))
        #expect(result.warnings.map(\.message) == ["image 'unknown' has no natural size; using 24x24"])
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
        #expect(DSL.root(source) == view(.vStack(alignment: .center, spacing: nil), [
            view(.spacer(minLength: nil)), view(.spacer(minLength: 0)), view(.divider), view(.shape(.rectangle)),
            view(.shape(.roundedRectangle(cornerRadius: 8))), view(.shape(.roundedRectangle(cornerRadius: 4))),
            view(.shape(.roundedRectangle(cornerRadius: 6))), view(.shape(.capsule)), view(.shape(.capsule)),
            view(.shape(.ellipse)), view(.shape(.circle)), view(.emptyView),
        ]))
    }

    @Test func containers() {
        #expect(DSL.root("GeometryReader { proxy in Color.red }") == view(.geometryReader, [color("red")]))
        #expect(DSL.root("ScrollView(.horizontal) { Text(\"a\") }") == view(.scrollView(axes: .horizontal), [text("a")]))
        #expect(DSL.root("ScrollView([.horizontal, .vertical]) { }") == view(.scrollView(axes: .both)))
        #expect(DSL.root("ScrollView(.vertical, showsIndicators: false) { }") == view(.scrollView(axes: .vertical)))
        #expect(DSL.root("ScrollView { }") == view(.scrollView(axes: .vertical)))
        #expect(DSL.root("ViewThatFits(in: .horizontal) { Text(\"long\"); Text(\"s\") }")
            == view(.viewThatFits(axes: .horizontal), [text("long"), text("s")]))
        #expect(DSL.root("ViewThatFits { }") == view(.viewThatFits(axes: .both)))
        #expect(DSL.root("LayoutMonitor { Color.red }") == view(.layoutMonitor, [color("red")]))
        #expect(DSL.root("LayoutMonitor(\"probe\") { Color.red }") == view(.layoutMonitor, [color("red")], label: "probe"))
    }

    @Test func forEachExpandsCopies() {
        let stack = Element.vStack(alignment: .center, spacing: nil)
        #expect(DSL.root("VStack { ForEach(0..<3) { _ in Color.red } }") == view(stack, [color("red"), color("red"), color("red")]))
        #expect(DSL.root(#"VStack { ForEach(0..<3, id: \.self) { i in Text("\(i)").frame(width: CGFloat(i) * 10) } }"#)
            == view(stack, (0..<3).map { text("\($0)", [.frame(width: Double($0) * 10, height: nil, alignment: .center)]) }))
        #expect(DSL.root(#"VStack { ForEach(1...2, id: \.self) { Text("\($0)") } }"#) == view(stack, [text("1"), text("2")]))
        #expect(DSL.root(#"VStack { ForEach(["a", "b"], id: \.self) { name in Text(name) } }"#) == view(stack, [text("a"), text("b")]))
        #expect(DSL.root("VStack { ForEach([8, 16], id: \\.self) { w in Color.red.frame(width: w) } }")
            == view(stack, [8.0, 16].map { color("red", [.frame(width: $0, height: nil, alignment: .center)]) }))
        // A modifier after ForEach applies to each of its views.
        #expect(DSL.root("HStack { ForEach(0..<2) { _ in Color.red }.padding(1) }")
            == view(.hStack(alignment: .center, spacing: nil), [color("red", [.padding(EdgeInsets(all: 1))]),
                                                               color("red", [.padding(EdgeInsets(all: 1))])]))
        #expect(DSL.root("VStack { ForEach(0..<0) { _ in Color.red } }") == view(stack))
    }

    @Test func conditionsWithLiterals() {
        let stack = Element.vStack(alignment: .center, spacing: nil)
        #expect(DSL.root("VStack { if true { Color.red } else { Color.blue } }") == view(stack, [color("red")]))
        #expect(DSL.root("VStack { if false { Color.red } else if !false { Color.green } else { Color.blue } }") == view(stack, [color("green")]))
        #expect(DSL.root("VStack { if false { Color.red } }") == view(stack))
        #expect(DSL.root("VStack { if 2 > 1 && true { Color.red } }") == view(stack, [color("red")]))
        #expect(DSL.root("VStack { if #available(iOS 17, *) { Color.red } else { Color.blue } }") == view(stack, [color("red")]))
        #expect(DSL.root("VStack { true ? Color.red : Color.blue }") == view(stack, [color("red")]))
    }

    @Test func groupAnyViewAndButton() throws {
        let stack = Element.hStack(alignment: .center, spacing: nil)
        #expect(DSL.root("HStack { Group { Color.red; Color.blue }.frame(width: 1) }")
            == view(stack, [color("red", [.frame(width: 1, height: nil, alignment: .center)]),
                            color("blue", [.frame(width: 1, height: nil, alignment: .center)])]))
        #expect(DSL.root("AnyView(Color.red)") == color("red"))
        let result = try #require(DSL.read(#"VStack { Button("Tap") { }; Button(action: {}) { Color.red }; Button { } label: { Text("L") } }"#))
        #expect(result.tree.root.withoutLocations == view(.vStack(alignment: .center, spacing: nil), [text("Tap"), color("red"), text("L")]))
        #expect(result.warnings.map(\.message) == ["'Button' is laid out as its label: the default button style adds no layout of its own"])
    }

    @Test func customLayoutsByName() {
        #expect(DSL.root("FlowLayout(spacing: 8, 3) { Color.red }", customLayouts: ["FlowLayout"])
            == view(.layout(name: "FlowLayout", arguments: ["spacing": 8, "_1": 3]), [color("red")]))
        #expect(DSL.root("Radial { }", customLayouts: ["Radial"]) == view(.layout(name: "Radial", arguments: [:])))
    }

    @Test func measuredLeaves() {
        #expect(DSL.root("Measured(replies: [(0, 0): (8, 16), (.infinity, nil): (.infinity, 20), (167, 350): (167, 350)])")
            == view(.measured(MeasuredTable(entries: [
                MeasuredEntry(proposal: .zero, size: Size(width: 8, height: 16)),
                MeasuredEntry(proposal: ProposedSize(width: .infinity, height: nil), size: Size(width: .infinity, height: 20)),
                MeasuredEntry(proposal: ProposedSize(width: 167, height: 350), size: Size(width: 167, height: 350)),
            ]))))
        #expect(DSL.root("Measured(replies: [:])") == view(.measured(MeasuredTable(entries: []))))
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
        #expect(width("CGFloat(3)") == 3)
        #expect(width("(2 + 3) * 4 - 1 / 2") == 19.5)
        #expect(width("-(-3)") == 3)
        #expect(width("nil") == nil)
        #expect(DSL.root("Color.red.offset(x: -3)")?.modifiers.first?.modifier == .offset(x: -3, y: 0))
        #expect(DSL.root("Color.red.frame(maxWidth: CGFloat.infinity)")?.modifiers.first?.modifier == .flexFrame(FlexFrame(maxWidth: .infinity)))
        #expect(DSL.root("Color.red.frame(maxWidth: Double.infinity)")?.modifiers.first?.modifier == .flexFrame(FlexFrame(maxWidth: .infinity)))
    }
}
