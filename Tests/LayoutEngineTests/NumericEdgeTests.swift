import LayoutEngine
import LayoutModel
import Testing

/// Issue 19's crash classes, laid out from trees built in Swift, where no reader checks the numbers (the readers
/// refuse the tiny metrics and 1e309 instead: NumberLimitsAgreementTests, fixtures/errors). Nothing traps, nothing
/// is NaN, and the replies are the values the numeric policy gives (docs/ARCHITECTURE.md, "Numbers").
@Suite struct NumericEdgeTests {
    let largest = Double.greatestFiniteMagnitude

    @Test func aHugeFrameWidthCountsCharactersWithoutTrapping() throws {
        let run = try run(text("hi", frame(width: 1e20)), P(393, 852))
        #expect(run.replies("Text").map(\.size) == [S(17, px(61))])
        #expect(run.rootSize == S(1e20, px(61)))
        #expect(run.frame("Text") == R(5e19, 0, 17, px(61)))
    }

    @Test func aHugeRootProposalGivesOneLine() throws {
        #expect(near(try run(text("hello world"), P(1e300, 1e300)).rootSize, S(px(281), px(61))))
    }

    @Test func tinyFontsAndMetricsGiveZeroLengthsNotATrap() throws {
        #expect(try run(text("hi", .font(Font(name: "tiny", size: 1e-18))), P(393, 852)).rootSize == S(0, 0))
        var environment = LayoutEnvironment.uniformText
        environment.lineHeightFactor = 1e-300
        #expect(try run(text("hi"), P(393, 852), environment: environment).rootSize == S(17, 0))
        environment = LayoutEnvironment.uniformText
        environment.fontMetrics = .uniform(em: 1e-300)
        #expect(try run(text("hi"), P(393, 852), environment: environment).rootSize == S(0, px(61)))
        environment = LayoutEnvironment.uniformText
        environment.displayScale = 1e-300  // a pixel of 1e300 points: no length reaches one
        #expect(try run(text("hi"), P(393, 852), environment: environment).rootSize == S(0, 0))
        environment.displayScale = 0  // 1 / 0 saturates: a pixel of the largest Double, the same
        #expect(try run(text("hi"), P(393, 852), environment: environment).rootSize == S(0, 0))
        environment.displayScale = 1e300  // pixels too small to count: no pixel grid
        #expect(try run(text("hi"), P(393, 852), environment: environment).rootSize == S(17, 17 * 2444 / 2048))
    }

    @Test func hugeSpacingSaturatesInsteadOfMakingNaN() throws {
        let run = try run(hStack(spacing: 1e308, [text("a"), text("b"), text("c")]), P(inf, 100))
        #expect(run.rootSize == S(largest, px(61)))
        #expect(run.frame("HStack/Text[0]") == R(0, 0, px(26), px(61)))
        #expect(run.frame("HStack/Text[1]") == R(1e308, 0, px(26), px(61)))
        #expect(run.frame("HStack/Text[2]") == R(largest, 0, px(26), px(61)))
    }

    @Test func oppositeHugePaddingsCancelWithoutNaN() throws {
        let run = try run(text("hi", padding(1e308), padding(-1e308)), P(393, 852))
        #expect(run.proposals("Text.padding") == [P(largest, largest)])
        #expect(run.replies("Text.padding").map(\.size) == [S(largest, largest)])
        #expect(run.rootSize == S(0, 0))
        #expect(run.frame("Text.padding") == R(-1e308, -1e308, largest, largest))
        #expect(run.frame("Text") == R(0, 0, 0, 0))
    }

    @Test func anInfiniteChildCentredInAnInfiniteParentLinesUpAtZero() throws {
        // Under a nil axis, .fill scales by infinity (spec §16): before, the child's origin was ∞/2 − ∞/2 = NaN.
        let run = try run(color("blue", .aspectRatio(ratio: nil, contentMode: .fill)), P(393, nil))
        #expect(run.frame("Color") == R(0, 0, inf, inf))
    }
}
