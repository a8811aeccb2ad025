import LayoutInput
import LayoutModel
import Testing

/// Modifiers: SwiftUI's labels, overloads and defaults become the model's modifiers, in chain order.
@Suite("DSL: modifiers")
struct DSLModifierTests {
    /// The modifiers of `Color.red<chain>`.
    func modifiers(_ chain: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Modifier] {
        DSL.root("Color.red" + chain, sourceLocation: sourceLocation)?.modifiers.map(\.modifier) ?? []
    }

    @Test func frames() {
        #expect(modifiers(".frame(width: 10, height: 20, alignment: .topLeading)") == [.frame(width: 10, height: 20, alignment: .topLeading)])
        #expect(modifiers(".frame(height: 5)") == [.frame(width: nil, height: 5, alignment: .center)])
        #expect(modifiers(".frame()") == [.frame(width: nil, height: nil, alignment: .center)])
        #expect(modifiers(".frame(alignment: .leading)") == [.frame(width: nil, height: nil, alignment: .init(horizontal: .leading, vertical: .center))])
        #expect(modifiers(".frame(minWidth: 0, idealWidth: 1, maxWidth: .infinity, minHeight: 2, idealHeight: 3, maxHeight: 4, alignment: .bottom)")
            == [.flexFrame(FlexFrame(minWidth: 0, idealWidth: 1, maxWidth: .infinity, minHeight: 2, idealHeight: 3, maxHeight: 4,
                                     alignment: .init(horizontal: .center, vertical: .bottom)))])
        #expect(modifiers(".frame(maxWidth: .infinity, alignment: .leading)")
            == [.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .init(horizontal: .leading, vertical: .center)))])
        #expect(modifiers(".frame(minWidth: nil)") == [.flexFrame(FlexFrame())])
    }

    @Test func paddings() {
        #expect(modifiers(".padding()") == [.padding(EdgeInsets(all: 16))])
        #expect(modifiers(".padding(8)") == [.padding(EdgeInsets(all: 8))])
        #expect(modifiers(".padding(-2)") == [.padding(EdgeInsets(all: -2))])
        #expect(modifiers(".padding(.horizontal)") == [.padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))])
        #expect(modifiers(".padding(.horizontal, 8)") == [.padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))])
        #expect(modifiers(".padding(.top, nil)") == [.padding(EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0))])
        #expect(modifiers(".padding([.top, .leading], 4)") == [.padding(EdgeInsets(top: 4, leading: 4, bottom: 0, trailing: 0))])
        #expect(modifiers(".padding(Edge.Set.vertical, 3)") == [.padding(EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0))])
        #expect(modifiers(".padding(.all, 1)") == [.padding(EdgeInsets(all: 1))])
        #expect(modifiers(".padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))")
            == [.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))])
        #expect(modifiers(".padding(.init(top: 5))") == [.padding(EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0))])
        // The default padding follows the environment directive.
        #expect(DSL.root("// layoutdbg: environment defaultPadding 10\nColor.red.padding()")?.modifiers.first?.modifier
            == .padding(EdgeInsets(all: 10)))
    }

    /// `.previewLayout` in SwiftUI's spellings, a misspelt one with "did you mean", and a `#Preview`'s layout traits
    /// applied outermost (an orientation trait is only said).
    @Test func previewContainers() {
        #expect(modifiers(".previewLayout(.sizeThatFits)") == [.previewLayout(.sizeThatFits)])
        #expect(modifiers(".previewLayout(PreviewLayout.device)") == [.previewLayout(.device)])
        #expect(modifiers(".previewLayout(.fixed(width: 375, height: 40))") == [.previewLayout(.fixed(width: 375, height: 40))])
        #expect(modifiers(".previewLayout(PreviewLayout.fixed(width: 1, height: 2))") == [.previewLayout(.fixed(width: 1, height: 2))])
        #expect(DSL.message("Color.red.previewLayout(.sizeThatFit)") == "1:25: unknown preview layout '.sizeThatFit' for the preview layout | did you mean '.sizeThatFits'?")
        #expect(DSL.message("Color.red.previewLayout(.fixed(width: 1))") == "1:31: missing argument 'height' in call to 'fixed'")
        let preview = "#Preview(traits: .sizeThatFitsLayout, .landscapeRight) {\n    Color.red.padding(1)\n}"
        #expect(DSL.root(preview)?.modifiers.map(\.modifier)
            == [.padding(EdgeInsets(all: 1)), .previewLayout(.sizeThatFits), .previewInterfaceOrientation(.landscape)])
        #expect(DSL.warnings(preview) == [])
        #expect(DSL.warnings("#Preview(traits: .modifier(Sample())) {\n    Color.red\n}") == [
            "1:18: preview trait '.modifier' ignored: layoutdbg models the layout and orientation traits only",
        ])
        #expect(DSL.root("#Preview(\"a\", traits: .fixedLayout(width: 30, height: 40)) {\n    Color.red\n}")?.modifiers.map(\.modifier)
            == [.previewLayout(.fixed(width: 30, height: 40))])
        #expect(DSL.message("#Preview(traits: .sizeThatFitLayout) {\n    Color.red\n}") == "1:18: unknown preview trait '.sizeThatFitLayout' | did you mean '.sizeThatFitsLayout'?")
        // A provider's orientation is the root's, as a trait's is; its name changes nothing.
        #expect(modifiers(".previewDisplayName(\"x\").previewInterfaceOrientation(.landscapeLeft)") == [.previewInterfaceOrientation(.landscape)])
        #expect(modifiers(".previewInterfaceOrientation(InterfaceOrientation.portraitUpsideDown)") == [.previewInterfaceOrientation(.portrait)])
        #expect(DSL.warnings("Color.red.previewDisplayName(\"x\")") == ["1:10: '.previewDisplayName' ignored: no layout effect"])
        #expect(DSL.message("Color.red.previewInterfaceOrientation(.landscape)")
            == "1:39: unknown interface orientation '.landscape' for the orientation | one of: .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight")
    }

    @Test func sizingModifiers() {
        #expect(modifiers(".fixedSize()") == [.fixedSize(horizontal: true, vertical: true)])
        #expect(modifiers(".fixedSize(horizontal: true, vertical: false)") == [.fixedSize(horizontal: true, vertical: false)])
        #expect(modifiers(".layoutPriority(1)") == [.layoutPriority(1)])
        #expect(modifiers(".layoutPriority(-1)") == [.layoutPriority(-1)])
        #expect(modifiers(".aspectRatio(2, contentMode: .fit)") == [.aspectRatio(ratio: 2, contentMode: .fit)])
        #expect(modifiers(".aspectRatio(contentMode: .fill)") == [.aspectRatio(ratio: nil, contentMode: .fill)])
        #expect(modifiers(".aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit)") == [.aspectRatio(ratio: 2, contentMode: .fit)])
        #expect(modifiers(".aspectRatio(nil, contentMode: ContentMode.fit)") == [.aspectRatio(ratio: nil, contentMode: .fit)])
        #expect(modifiers(".scaledToFit().scaledToFill()") == [.aspectRatio(ratio: nil, contentMode: .fit), .aspectRatio(ratio: nil, contentMode: .fill)])
        #expect(DSL.root("Image(\"a\").resizable() // size: 1x1")?.modifiers.map(\.modifier) == [.resizable])
        #expect(modifiers(".offset(x: 4)") == [.offset(x: 4, y: 0)])
        #expect(modifiers(".offset(x: 1, y: -2)") == [.offset(x: 1, y: -2)])
        #expect(modifiers(".offset(y: 3)") == [.offset(x: 0, y: 3)])
        #expect(modifiers(".offset(CGSize(width: 5, height: 6))") == [.offset(x: 5, y: 6)])
        #expect(modifiers(".clipped()") == [.clipped])
        #expect(modifiers(".clipped(antialiased: true)") == [.clipped])
    }

    @Test func gridModifiers() {
        #expect(modifiers(".gridCellColumns(2)") == [.gridCellColumns(2)])
        #expect(modifiers(".gridCellUnsizedAxes(.horizontal)") == [.gridCellUnsizedAxes(.horizontal)])
        #expect(modifiers(".gridCellUnsizedAxes([.horizontal, .vertical])") == [.gridCellUnsizedAxes(.both)])
        #expect(modifiers(".gridColumnAlignment(.leading)") == [.gridColumnAlignment(.leading)])
        #expect(modifiers(".gridCellAnchor(.topLeading)") == [.gridCellAnchor(.topLeading)])
        #expect(modifiers(".gridCellAnchor(UnitPoint(x: 0.25, y: 1))") == [.gridCellAnchor(UnitPoint(x: 0.25, y: 1))])
        #expect(modifiers(".gridCellAnchor(.init(x: 1, y: 0))") == [.gridCellAnchor(UnitPoint(x: 1, y: 0))])
    }

    @Test func overlaysAndBackgrounds() {
        #expect(modifiers(".overlay { Text(\"x\") }") == [.overlay(alignment: .center, content: [expectedText("x")])])
        #expect(modifiers(".overlay(alignment: .topLeading) { Text(\"x\"); Text(\"y\") }")
            == [.overlay(alignment: .topLeading, content: [expectedText("x"), expectedText("y")])])
        #expect(modifiers(".overlay(Text(\"x\"))") == [.overlay(alignment: .center, content: [expectedText("x")])])
        #expect(modifiers(".overlay(Text(\"x\"), alignment: .top)")
            == [.overlay(alignment: .init(horizontal: .center, vertical: .top), content: [expectedText("x")])])
        #expect(modifiers(".background(.red)") == [.background(alignment: .center, content: [expectedColor("red")])])
        #expect(modifiers(".background(Color.blue)") == [.background(alignment: .center, content: [expectedColor("blue")])])
        #expect(modifiers(".background(.ultraThinMaterial)") == [.background(alignment: .center, content: [expectedColor("ultraThinMaterial")])])
        #expect(modifiers(".background(.red, in: RoundedRectangle(cornerRadius: 8))")
            == [.background(alignment: .center, content: [expectedView(.shape(.roundedRectangle(cornerRadius: 8)))])])
        #expect(modifiers(".background(.thinMaterial, in: .rect(cornerRadius: 12))")
            == [.background(alignment: .center, content: [expectedView(.shape(.roundedRectangle(cornerRadius: 12)))])])
        #expect(modifiers(".background(.red, in: .capsule)") == [.background(alignment: .center, content: [expectedView(.shape(.capsule))])])
        #expect(modifiers(".background(.red, in: Circle())") == [.background(alignment: .center, content: [expectedView(.shape(.circle))])])
        #expect(modifiers(".background(alignment: .bottom) { Color.green }")
            == [.background(alignment: .init(horizontal: .center, vertical: .bottom), content: [expectedColor("green")])])
        #expect(modifiers(".background()") == [.background(alignment: .center, content: [expectedColor("background")])])
        #expect(modifiers(".border(.red, width: 2)") == [.border(width: 2)])
        #expect(modifiers(".border(Color.blue)") == [.border(width: 1)])
    }

    @Test func textModifiers() {
        #expect(modifiers(".font(.title)") == [.font(Font(name: "title", size: 28))])
        #expect(modifiers(".font(Font.caption2)") == [.font(Font(name: "caption2", size: 11))])
        #expect(modifiers(".font(.system(size: 20))") == [.font(Font(name: "system(size: 20)", size: 20))])
        #expect(modifiers(".font(.system(size: 13.5, weight: .bold, design: .rounded))") == [.font(Font(name: "system(size: 13.5)", size: 13.5))])
        #expect(modifiers(".font(.system(.headline))") == [.font(Font(name: "headline", size: 17))])
        #expect(modifiers(".font(.custom(\"Avenir\", size: 13))") == [.font(Font(name: "Avenir", size: 13))])
        #expect(modifiers(".font(.title.bold())") == [.font(Font(name: "title", size: 28))])
        #expect(modifiers(".lineLimit(2)") == [.lineLimit(2)])
        #expect(modifiers(".lineLimit(nil)") == [.lineLimit(nil)])
        #expect(modifiers(".lineLimit(1, reservesSpace: false)") == [.lineLimit(1)])
        #expect(modifiers(".lineLimit(3, reservesSpace: true)") == [.lineLimit(3, minimum: 3)])
        #expect(modifiers(".lineLimit(2...4)") == [.lineLimit(4, minimum: 2)])
        #expect(modifiers(".lineLimit(3...)") == [.lineLimit(nil, minimum: 3)])
        #expect(modifiers(".lineLimit(...3)") == [.lineLimit(3)])
        #expect(modifiers(".lineLimit((1 + 1)...(2 * 2))") == [.lineLimit(4, minimum: 2)])
        #expect(modifiers(".lineSpacing(8)") == [.lineSpacing(8)])
        #expect(modifiers(".lineSpacing(4 * 1.5)") == [.lineSpacing(6)])
        #expect(modifiers(".kerning(2)") == [.kerning(2)])
        #expect(modifiers(".tracking(-0.5)") == [.tracking(-0.5)])
    }

    @Test func layoutValuesAndLabels() throws {
        #expect(modifiers(".layoutValue(key: Rank.self, value: 3)") == [.layoutValue(key: "Rank", value: 3)])
        let labelled = try #require(DSL.root("Color.red.debugLabel(\"swatch\").padding(1)"))
        #expect(labelled.label == "swatch")
        #expect(labelled.modifiers.map(\.modifier) == [.padding(EdgeInsets(all: 1))])
        let monitor = try #require(DSL.root("LayoutMonitor { Color.red }.debugLabel(\"probe\")"))
        #expect(monitor.label == "probe")
    }

    @Test func chainOrderAndLocations() throws {
        let source = """
            Text("a")
                .padding(4)
                .frame(width: 100)
                .background(.red)
            """
        let root = try #require(DSL.read(source)).tree.root
        #expect(root.modifiers.map(\.modifier.name) == ["padding", "frame", "background"])
        #expect(root.modifiers.map(\.location) == [SourceLocation(line: 2, column: 5), SourceLocation(line: 3, column: 5),
                                                    SourceLocation(line: 4, column: 5)])
    }

    @Test func ignoredModifiersWarnOncePerName() {
        let source = """
            VStack {
                Text("a").foregroundColor(.red).bold()
                Text("b").foregroundColor(.blue).opacity(0.5)
                Color.red.onTapGesture { count += 1 }.accessibilityLabel("x")
                Color.red.shadow(radius: 3).zIndex(1)
            }
            .task { await load() }
            """
        #expect(DSL.warnings(source) == [
            "2:14: '.foregroundColor' ignored: no layout effect",
            "2:36: '.bold' ignored: layoutdbg sets text in the weight of its font style (semibold for .headline, regular for the others)",
            "3:37: '.opacity' ignored: no layout effect",
            "4:14: '.onTapGesture' ignored: no layout effect",
            "4:42: '.accessibilityLabel' ignored: no layout effect",
            "5:14: '.shadow' ignored: no layout effect",
            "5:32: '.zIndex' ignored: no layout effect",
            "7:1: '.task' ignored: no layout effect",
        ])
        #expect(DSL.root(source) == expectedView(.vStack(alignment: .center, spacing: nil), [expectedText("a"), expectedText("b"), expectedColor("red"), expectedColor("red")]))
    }

    /// An action that assigns runs on the device once the view appears, and its state is laid out again: the reader
    /// does not run code, so it leaves the file to the compiled path. One that only calls is ignored, as before.
    @Test func anAppearOrChangeActionThatAssignsIsTheReadersLimitation() throws {
        let note = " | layoutdbg compiles the file to run it and lay the view out again with that state (--engine auto or compile)"
        #expect(DSL.message("Color.red.onAppear { height = 10 }") == "1:10: '.onAppear' sets state once the view appears, and the reader does not run it" + note)
        #expect(DSL.message("Color.red.onAppear(perform: { count += 1 })") == "1:10: '.onAppear' sets state once the view appears, and the reader does not run it" + note)
        #expect(DSL.message("Color.red.onChange(of: 1) { shown.toggle() }") == "1:10: '.onChange' sets state once the view appears, and the reader does not run it" + note)
        #expect(DSL.warnings("Color.red.onAppear { load() }.onChange(of: 1) { _, new in log(new == 2) }") == [
            "1:10: '.onAppear' ignored: no layout effect",
            "1:30: '.onChange' ignored: no layout effect",
        ])
        if case .failure(let error) = DSL.attempt("Color.red.onAppear { height = 10 }") { #expect(error.diagnostics[0].isReaderLimitation) }
    }

    /// `x -= d.width` in a wrapping layout's guide is valid Swift whose running value the reader does not follow: its
    /// limitation (the file is compiled), not a syntax error.
    @Test func aCompoundAssignmentIsTheReadersLimitation() throws {
        let source = "Color.red.alignmentGuide(.leading) { d in\n    var x = 0.0\n    x -= d.width\n    return x\n}"
        #expect(DSL.message(source) == "3:7: '-=' changes a variable as the code runs, which layoutdbg's reader does not follow"
                + " | layoutdbg compiles the file to run it (--engine auto or compile)")
        if case .failure(let error) = DSL.attempt(source) { #expect(error.diagnostics[0].isReaderLimitation) }
    }

    /// `.matchedGeometryEffect`: a group's source (the default) keeps its own frame, as laid out here, and warns of
    /// nothing; a view that is not the source takes the source's geometry in SwiftUI, which is not modelled: a warning
    /// says so. It was refused by name as "not supported" (HeroAnimation's card).
    @Test func matchedGeometryWarnsOnlyForAViewThatIsNotTheSource() {
        #expect(DSL.root("Text(\"A\").matchedGeometryEffect(id: 1, in: ns, anchor: .top)") == expectedText("A"))
        #expect(DSL.warnings("Text(\"A\").matchedGeometryEffect(id: 1, in: ns)") == [])
        #expect(DSL.warnings("Text(\"A\").matchedGeometryEffect(id: 1, in: ns, properties: .position, isSource: false)") == [
            "1:10: '.matchedGeometryEffect' ignored: a view that is not its group's source (isSource: false) keeps its own frame here, "
                + "where SwiftUI gives it the source's",
        ])
    }

    @Test func frameWarnings() {
        #expect(DSL.warnings("Color.red.frame(width: .infinity)") == [
            "1:17: 'width: .infinity' is an invalid frame dimension: SwiftUI logs \"Invalid frame dimension (negative or non-finite).\" and treats it as nil",
        ])
        // Out of order: the contradiction (SwiftUI also logs "Invalid frame dimension" for it: FrameValidity).
        #expect(DSL.warnings("Color.red.frame(minWidth: 10, maxWidth: 5)") == [
            "1:10: contradictory frame constraints: SwiftUI logs 'Contradictory frame constraints specified.' and uses them as given",
        ])
        // Negative and NaN values are taken as written, as SwiftUI takes them.
        #expect(DSL.root("Color.red.frame(width: -10)")?.modifiers.first?.modifier == .frame(width: -10, height: nil, alignment: .center))
        #expect(DSL.warnings("Color.red.frame(maxWidth: -10)") == [
            "1:10: invalid frame dimension: SwiftUI logs \"Invalid frame dimension (negative or non-finite).\"",
        ])
        #expect(DSL.warnings("Color.red.frame(minWidth: -10)").isEmpty)
        #expect(DSL.root("Color.red.frame(width: .infinity)")?.modifiers.first?.modifier == .frame(width: .infinity, height: nil, alignment: .center))
    }
}
