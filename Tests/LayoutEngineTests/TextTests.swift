import LayoutModel
import Testing

/// Text sizing (spec §3.1) in the uniform test font (`LayoutEnvironment.uniformText`): advance 0.5 × size per
/// character, no tracking, line height ceilToPixel(size × 2444 / 2048) on the 1/3-pt grid, widths rounded up to the
/// grid. SF Pro's own widths: SFProTextTests.
@Suite struct TextTests {
    // Body is 17 pt: advance 8.5; line height ceil(17 × 2444 / 2048 × 3) / 3 = ceil(60.86) / 3 = 61 px = 20.333.
    static let bodyLine = px(61)

    @Test func zeroProposalIsZeroWithoutMeasuring() throws {
        // §3.1: exactly (0,0) → (0,0).
        #expect(near(try run(text("Hello"), P(0, 0)).rootSize, S(0, 0)))
    }

    @Test func nilWidthIsOneLine() throws {
        // §3.1: width nil → one line. "Hello" = 5 × 8.5 = 42.5 → ceil(127.5) px = 128 px = 42.667; one body line.
        #expect(near(try run(text("Hello"), P(nil, nil)).rootSize, S(px(128), Self.bodyLine)))
        // "Hello world" = 11 × 8.5 = 93.5 → 280.5 px → 281 px; infinite width behaves like nil.
        #expect(near(try run(text("Hello world"), P(inf, inf)).rootSize, S(px(281), Self.bodyLine)))
    }

    @Test func bodyLineHeightIs20333() throws {
        // §3.2: a single body line measures 20.333 (61 px at 3×). "Hi" = 2 × 8.5 = 17.
        let size = try run(text("Hi"), P(nil, nil)).rootSize
        #expect(near(size, S(17, px(61))))
        #expect(size.map { abs($0.height - 20.333) < 0.001 } == true)
    }

    @Test func finiteWidthWrapsAndReportsTheWidestLine() throws {
        // §3.1: width 60 fits floor(60 / 8.5) = 7 characters: "Hello" | "world" (5 and 5).
        // Reported width = widest line 42.667 (≤ 60: Text does not grow to fill), height 2 lines = 122 px.
        #expect(near(try run(text("Hello world"), P(60, nil)).rootSize, S(px(128), px(122))))
        // Uneven lines: width 70 → 8 characters: "aaaa bb" (7) | "cccccc" (6) → widest 7 × 8.5 = 59.5 → 178.5 px → 179 px.
        #expect(near(try run(text("aaaa bb cccccc"), P(70, nil)).rootSize, S(px(179), px(122))))
    }

    @Test func longWordBreaksInsideItself() throws {
        // §3.2: a word longer than the line is broken. Width 30 → 3 characters: "abc" | "def" | "g".
        // Width 3 × 8.5 = 25.5 → 76.5 px → 77 px; 3 lines = 183 px = 61.
        #expect(near(try run(text("abcdefg"), P(30, nil)).rootSize, S(px(77), 61)))
    }

    @Test func finiteHeightKeepsTheLinesThatFitButAtLeastOne() throws {
        // §3.1: "aa bb cc" at width 20 wraps to 3 lines of 2 characters (17 wide).
        // Height 45 holds floor(45 / 20.333) = 2 lines → 122 px. The last visible line is truncated; the engine then
        // reports the proposed width, 20 (≤ the proposal, as §3.1 requires).
        #expect(near(try run(text("aa bb cc"), P(20, 45)).rootSize, S(20, px(122))))
        // Height 5 holds no whole line: still one line, 20.333 tall, taller than proposed.
        #expect(near(try run(text("Hello"), P(100, 5)).rootSize, S(px(128), Self.bodyLine)))
    }

    @Test func lineLimitCapsTheLines() throws {
        // §3.1 lineLimit: 3 lines wanted; limit 5 changes nothing: (17, 3 × 61 px = 61).
        #expect(near(try run(text("aa bb cc", .lineLimit(5)), P(20, nil)).rootSize, S(17, 61)))
        // limit 2 keeps 2 lines (122 px); the second is truncated, so the width is the proposed 20.
        #expect(near(try run(text("aa bb cc", .lineLimit(2)), P(20, nil)).rootSize, S(20, px(122))))
        // limit 1 with an unbounded width is one line anyway.
        #expect(near(try run(text("aa bb cc", .lineLimit(1)), P(nil, nil)).rootSize, S(px(3 * 8 * 8.5), Self.bodyLine)))
    }

    /// `.lineLimit(n, reservesSpace: true)` (Apple: "the height required to display the specified number of lines"):
    /// one line of text reserves five lines' height, 5 × 61 px, its width its own; three lines at limit 2 stay two.
    @Test func reservingSpaceMakesTheTextAsTallAsItsLimit() throws {
        #expect(near(try run(text("aa", .lineLimit(5, minimum: 5)), P(200, nil)).rootSize, S(px(3 * 2 * 8.5), px(5 * 61))))
        #expect(near(try run(text("aa bb cc", .lineLimit(2, minimum: 2)), P(20, nil)).rootSize, S(20, px(122))))
        #expect(near(try run(text("aa", .lineLimit(5, minimum: 5)), .zero).rootSize, S(0, 0)))
    }

    /// `.lineSpacing(s)`: s points from the bottom of one line to the top of the next (Apple, `lineSpacing(_:)`), so n
    /// lines are n line heights and n − 1 spacings; one line is unchanged; the innermost wins; below 0 counts as 0.
    /// "aa bb cc" at width 20 is three lines of 61 px.
    @Test func lineSpacingGoesBetweenLinesOnly() throws {
        #expect(near(try run(text("aa bb cc", .lineSpacing(10)), P(20, nil)).rootSize, S(17, 3 * Self.bodyLine + 2 * 10)))
        #expect(near(try run(text("aa", .lineSpacing(10)), P(200, nil)).rootSize, S(17, Self.bodyLine)))
        #expect(near(try run(text("aa bb cc", .lineSpacing(4), .lineSpacing(10)), P(20, nil)).rootSize, S(17, 3 * Self.bodyLine + 2 * 4)))
        #expect(near(try run(text("aa bb cc", .lineSpacing(-5)), P(20, nil)).rootSize, S(17, 3 * Self.bodyLine)))
        // Reserved lines are spaced too: 3 lines reserved for one line of text.
        #expect(near(try run(text("aa", .lineLimit(nil, minimum: 3), .lineSpacing(6)), P(200, nil)).rootSize, S(17, 3 * Self.bodyLine + 12)))
        // A finite height keeps the lines that fit with their spacings: 2 lines need 2 × 20.333 + 10 = 50.667.
        #expect(near(try run(text("aa bb cc", .lineSpacing(10)), P(20, 50.667)).rootSize, S(20, 2 * Self.bodyLine + 10)))
        #expect(near(try run(text("aa bb cc", .lineSpacing(10)), P(20, 50.6)).rootSize, S(20, Self.bodyLine)))
    }

    /// `.kerning(k)` and `.tracking(t)` (LetterSpacing.swift): k points after every character, the last of a line
    /// included ("affects the trailing edge of the text view as well"); t after every character but the last of a
    /// line (trailing whitespace); with both, tracking; the innermost wins. The test font's advance is 8.5.
    @Test func letterSpacingWidensEachCharacter() throws {
        // "Hello" kerned 2: 5 × 10.5 = 52.5 → 157.5 px → 158 px. Tracked 2: 52.5 − 2 = 50.5 → 151.5 px → 152 px.
        #expect(near(try run(text("Hello", .kerning(2)), P(nil, nil)).rootSize, S(px(158), Self.bodyLine)))
        #expect(near(try run(text("Hello", .tracking(2)), P(nil, nil)).rootSize, S(px(152), Self.bodyLine)))
        #expect(near(try run(text("Hello", .tracking(2), .kerning(5)), P(nil, nil)).rootSize, S(px(152), Self.bodyLine)))
        #expect(near(try run(text("Hello", .kerning(2), .kerning(5)), P(nil, nil)).rootSize, S(px(158), Self.bodyLine)))
        // 0 is the font's own spacing: "Hello" as without, 42.5 → 128 px.
        #expect(near(try run(text("Hello", .kerning(0)), P(nil, nil)).rootSize, S(px(128), Self.bodyLine)))
        // At width 20, "aa bb cc": tracked, each "aa" is 21 wide less the 2 after its last character, 19, and fits: three
        // lines 19 wide (57 px). Kerned, "aa" is 21 and does not: six lines of one "a", 10.5 → 31.5 px → 32 px.
        #expect(near(try run(text("aa bb cc", .tracking(2)), P(20, nil)).rootSize, S(px(57), 3 * Self.bodyLine)))
        #expect(near(try run(text("aa bb cc", .kerning(2)), P(20, nil)).rootSize, S(px(32), 6 * Self.bodyLine)))
        // Spacing that makes a line narrower than nothing measures 0 wide: 5 × (8.5 − 10) < 0.
        #expect(near(try run(text("Hello", .kerning(-10)), P(nil, nil)).rootSize, S(0, Self.bodyLine)))
    }

    /// A range of lines (`.lineLimit(2...4)`, `.lineLimit(3...)`): its lower bound reserves lines as `reservesSpace`
    /// does (Apple, `lineLimit(_: PartialRangeFrom<Int>)`: "that view expands to occupy the minimum number of lines"),
    /// its upper bound caps them. "aa bb cc dd ee" at width 20 wants 5 lines of 2 characters (17 wide).
    @Test func aRangeOfLinesReservesItsLowerBoundAndCapsAtItsUpper() throws {
        // One line wanted, 2...4: two lines tall, its own width.
        #expect(near(try run(text("aa", .lineLimit(4, minimum: 2)), P(200, nil)).rootSize, S(17, px(122))))
        // Three lines wanted, 2...4: the three lines, neither reserved nor cut.
        #expect(near(try run(text("aa bb cc", .lineLimit(4, minimum: 2)), P(20, nil)).rootSize, S(17, 61)))
        // Five lines wanted, 2...4: four, the last truncated, so the proposed width.
        #expect(near(try run(text("aa bb cc dd ee", .lineLimit(4, minimum: 2)), P(20, nil)).rootSize, S(20, px(4 * 61))))
        // 3...: five lines, no cap; one line wanted: three tall.
        #expect(near(try run(text("aa bb cc dd ee", .lineLimit(nil, minimum: 3)), P(20, nil)).rootSize, S(17, px(5 * 61))))
        #expect(near(try run(text("aa", .lineLimit(nil, minimum: 3)), P(200, nil)).rootSize, S(17, 61)))
        // 0...2 reserves nothing: one line.
        #expect(near(try run(text("aa", .lineLimit(2, minimum: 0)), P(200, nil)).rootSize, S(17, Self.bodyLine)))
    }

    @Test(arguments: [
        // (style, point size, line height in pixels = ceil(size × 2444 / 2048 × 3)): SF Pro's ascender + descender
        ("largeTitle", 34.0, 122.0),   // 34 × 1.19336 = 40.574 → 121.72 → 122 px = 40.667
        ("title", 28, 101),            // 33.414 → 100.24 → 101
        ("title2", 22, 79),            // 26.254 → 78.76 → 79
        ("title3", 20, 72),            // 23.867 → 71.60 → 72
        ("headline", 17, 61),          // 20.287 → 60.86 → 61
        ("body", 17, 61),
        ("callout", 16, 58),           // 19.094 → 57.28 → 58
        ("subheadline", 15, 54),       // 17.900 → 53.70 → 54
        ("footnote", 13, 47),          // 15.514 → 46.54 → 47 = 15.667
        ("caption", 12, 43),           // 14.320 → 42.96 → 43
        ("caption2", 11, 40),          // 13.127 → 39.38 → 40
    ])
    func fontTextStyles(style: String, size: Double, linePixels: Double) throws {
        // "Hi" is 2 × 0.5 × size = size wide, exactly on the pixel grid.
        #expect(near(try run(text("Hi", font(style)), P(nil, nil)).rootSize, S(size, px(linePixels))))
    }

    @Test func fontIsInheritedFromAContainer() throws {
        // .font on a VStack reaches its Text: title2 22 → "Hi" 22 wide, 79 px tall.
        let r = try run(vStack([text("Hi")], font("title2")), P(nil, nil))
        #expect(near(r.frame("VStack/Text[0]"), R(0, 0, 22, px(79))))
    }

    @Test func oddCharacterCountsRoundUpToThePixelGrid() throws {
        // footnote 13: advance 6.5. "abc" = 19.5 → 58.5 px → 59 px = 19.667.
        #expect(near(try run(text("abc", font("footnote")), P(nil, nil)).rootSize, S(px(59), px(47))))
    }

    @Test func theFontsAdvanceIsConfigurable() throws {
        // A user's table (`--font-metrics`): 0.6 em: "Hi" = 2 × 10.2 = 20.4 → 61.2 px → 62 px.
        var environment = LayoutEnvironment.uniformText
        environment.fontMetrics = .uniform(em: 0.6)
        #expect(near(try run(text("Hi"), P(nil, nil), environment: environment).rootSize, S(px(62), px(61))))
    }

    @Test func textInAnHStackHasAZeroMinimumWithoutMeasuring() throws {
        // §3.1: lengthThatFits with width 0 → 0. In HStack { Text; Color } at (200, 50) the Text's min probe is a
        // width query answered 0, its max probe is its one-line width 42.667.
        let r = try run(hStack([text("Hello"), color()]), P(200, 50))
        let probes = r.requests("HStack/Text[0]").filter { $0.reason == .probeMin || $0.reason == .probeMax }
        #expect(near(probes, [req(P(0, 50), .probeMin, .width), req(P(inf, 50), .probeMax, .width)]))
        let minReply = r.replies("HStack/Text[0]").first { $0.proposal == P(0, 50) }
        #expect(minReply?.size.width == 0)
    }

    @Test func multipleParagraphsAreSeparateLines() throws {
        // §3.1: one line per paragraph when the width is nil: "abcd" and "ef" → widest 4 × 8.5 = 34; 2 lines.
        #expect(near(try run(text("abcd\nef"), P(nil, nil)).rootSize, S(34, px(122))))
    }
}

/// Texts added together (`Text("12").font(.title) + Text(" items")`): one Text whose runs are measured in their own
/// fonts, in the uniform test font (advance 0.5 × size), every line as high as the tallest run's.
@Suite struct AddedTextTests {
    static func added(_ runs: [TextRun], _ modifiers: Modifier...) -> ViewNode {
        ViewNode(element: .concatenatedText(runs), modifiers: modifiers.map { LocatedModifier($0) })
    }

    @Test func noRunsAtAllIsAnEmptyText() throws {
        // A tree built in Swift may hold a sum of no runs: laid out as Text(""), width 0 and one body line high.
        #expect(try run(Self.added([]), P(nil, nil)).rootSize == (try run(text(""), P(nil, nil)).rootSize))
        #expect(near(try run(Self.added([]), P(nil, nil)).rootSize, S(0, px(61))))
    }

    @Test func theRunsAdvanceInTheirOwnFonts() throws {
        // "12" in title 28 (advance 14) = 28, " items" in body (8.5) = 51: 79 = 237 px. Height: the title's line,
        // ceil(28 × 2444 / 2048 × 3) = ceil(100.24) = 101 px.
        let runs = [TextRun("12", font: Font(textStyle: "title")), TextRun(" items")]
        #expect(near(try run(Self.added(runs), P(nil, nil)).rootSize, S(79, px(101))))
    }

    @Test func aRunWithoutAFontTakesTheEnvironments() throws {
        // The Text's own .font(.footnote) (13, advance 6.5) sets "ab" = 13; the headline "c" (17) keeps 8.5: 21.5 =
        // 64.5 px → 65 px; the headline's line (61 px) is taller than the footnote's (47 px).
        let runs = [TextRun("ab"), TextRun("c", font: Font(textStyle: "headline"))]
        #expect(near(try run(Self.added(runs, font("footnote")), P(nil, nil)).rootSize, S(px(65), px(61))))
    }

    @Test func linesBreakAcrossTheRunsAndAreAsHighAsTheTallest() throws {
        // "aaaa" in largeTitle 34 (17 each) = 68, " bb" in body = 25.5: "aaaa bb" = 93.5 fits 100; " cc" goes to the
        // second line. Widest 93.5 = 280.5 → 281 px; two lines of the large title's ceil(34 × 2444 / 2048 × 3) = 122 px.
        let runs = [TextRun("aaaa", font: Font(textStyle: "largeTitle")), TextRun(" bb cc")]
        #expect(near(try run(Self.added(runs), P(100, nil)).rootSize, S(px(281), px(244))))
        // A word made of two runs breaks as one word: "aaaa" + "bb" is "aaaabb", 68 + 17 = 85, on one line in 90.
        let word = [TextRun("aaaa", font: Font(textStyle: "largeTitle")), TextRun("bb")]
        #expect(near(try run(Self.added(word), P(90, nil)).rootSize, S(85, px(122))))
    }
}
