import LayoutModel
import Testing

/// Text set in SF Pro, the default: glyph widths from the fonts, the HIG's tracking, pair kerning, the pixel grid
/// (TextMetrics.swift). Each case is a published measurement (docs/fidelity.md, "Text metrics", quotes them).
@Suite struct SFProTextTests {
    static func ideal(_ string: String, font: Modifier? = nil) throws -> Size? {
        let view = font.map { text(string, $0) } ?? text(string)
        return try run(view, P(nil, nil), environment: LayoutEnvironment()).rootSize
    }

    @Test func modernMeasurementsAtBodySize() throws {
        // UILabel frames printed by LLDB on an iOS 15 simulator: 'CENTER' 64.3333 × 20.3333, 'error' 37 × 20.3333;
        // UILabel("Hello").intrinsicContentSize (39.0, 20.333…).
        #expect(near(try Self.ideal("CENTER"), S(px(193), px(61))))
        #expect(near(try Self.ideal("error"), S(37, px(61))))
        #expect(near(try Self.ideal("Hello"), S(39, px(61))))
    }

    @Test func aTitleIsSetInDisplay() throws {
        // SwiftUI's display list on an iPhone 17 Pro: Text("OpenSwiftUI Example") at 28 pt, 263.667 × 33.667.
        #expect(near(try Self.ideal("OpenSwiftUI Example", font: font("title")), S(px(791), px(101))))
    }

    @Test func theOneCaseAThirdOfAPointOff() throws {
        // The same display list shows Text("Hello, world!") 94.667 wide; the HIG's −26/1000 em tracking gives 94.333
        // (a tracking between −25.4 and −25.7 would fit every case, but no source gives one: docs/fidelity.md).
        #expect(near(try Self.ideal("Hello, world!"), S(px(283), px(61))))
    }

    @Test func aCharacterTheFontsLackTakesTheConfiguredAdvance() throws {
        // Outside printable ASCII and Latin-1: characterAdvance × size, plus the tracking: 2 × (0.5 × 17 − 0.442) = 16.116.
        #expect(near(try Self.ideal("日本"), S(px(49), px(61))))
        var environment = LayoutEnvironment()
        environment.characterAdvance = 1
        #expect(near(try run(text("日本"), P(nil, nil), environment: environment).rootSize, S(px(100), px(61))))  // 33.116
    }

    @Test func textsAddedInOneFontAreKernedAcrossTheSeam() throws {
        // "T" + "o" in the body font are set as "To", whose pair is kerned; a run in another font after them does not
        // part them.
        func ideal(_ runs: [TextRun]) throws -> Size? {
            try run(ViewNode(element: .concatenatedText(runs)), P(nil, nil), environment: LayoutEnvironment()).rootSize
        }
        let title = Font(textStyle: "title")
        let parted = try ideal([TextRun("T"), TextRun("o"), TextRun("!", font: title)])
        #expect(parted != nil)
        #expect(parted == (try ideal([TextRun("To"), TextRun("!", font: title)])))
    }

    @Test func wrapsAfterSpacesAndHyphens() throws {
        // "well-known" (87 wide on one line) breaks after its hyphen in 55 points: "well-" (37, kerned) | "known" (50).
        #expect(near(try run(text("well-known"), P(55, nil), environment: LayoutEnvironment()).rootSize, S(50, px(122))))
        // Narrower than "known": that piece is broken by characters.
        #expect(near(try run(text("well-known"), P(40, nil), environment: LayoutEnvironment()).rootSize, S(37, px(183))))
    }

    @Test func zeroWidthGivesOneCharacterPerLineAndWidthZero() throws {
        // SwiftUI measures with the smallest positive width and reports width 0 (OpenSwiftUI Text+StringDrawingContext).
        #expect(near(try run(text("ab c"), P(0, nil), environment: LayoutEnvironment()).rootSize, S(0, px(183))))
        // An empty string is one empty line.
        #expect(near(try run(text(""), P(nil, nil), environment: LayoutEnvironment()).rootSize, S(0, px(61))))
        // A newline starts a paragraph: two lines, the wider one's width.
        #expect(near(try run(text("a\nHello"), P(nil, nil), environment: LayoutEnvironment()).rootSize, S(39, px(122))))
    }
}
