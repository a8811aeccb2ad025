import LayoutModel
import Testing

/// ViewThatFits (spec §23): the first child whose ideal size fits the proposal on the constrained axes (nil read as 10),
/// else the last; candidates are asked with nil on the constrained axes; the chosen one gets the real proposal.
@Suite struct ViewThatFitsTests {
    static func fits(in axes: Axes = .both, _ children: [ViewNode]) -> ViewNode {
        ViewNode(element: .viewThatFits(axes: axes), children: children)
    }

    @Test func firstChildThatFitsIsChosen() throws {
        // §23: "Hello wide world" ideal 16 × 8.5 = 136 > 100 → no; "Hi" 17 × 20.333 fits → chosen and sized (100, 100).
        let r = try run(Self.fits([text("Hello wide world"), text("Hi")]), P(100, 100))
        #expect(near(r.rootSize, S(17, px(61))))
        #expect(r.frame("ViewThatFits/Text[0]") == nil)   // not chosen, not placed
        #expect(near(r.frame("ViewThatFits/Text[1]"), R(0, 0, 17, px(61))))
    }

    @Test func lastChildWhenNoneFits() throws {
        // §23: at (10, 100) neither fits → the last, "Hi", sized (10, 100): 1 character per line → "H" | "i":
        // 8.5 → 25.5 px → 26 px wide, 2 lines.
        let r = try run(Self.fits([text("Hello wide world"), text("Hi")]), P(10, 100))
        #expect(near(r.rootSize, S(px(26), px(122))))
    }

    @Test func onlyTheConstrainedAxesCount() throws {
        // §23: A = 50 × 500, B = 60 × 50 at (100, 100). In .horizontal, A fits (50 ≤ 100) although it is too tall;
        // on both axes A does not fit (500 > 100) and B does.
        let children = [color("a", frame(width: 50, height: 500)), color("b", frame(width: 60, height: 50))]
        #expect(near(try run(Self.fits(in: .horizontal, children), P(100, 100)).rootSize, S(50, 500)))
        #expect(near(try run(Self.fits(in: .both, children), P(100, 100)).rootSize, S(60, 50)))
    }

    @Test func candidatesAreProposedNilOnTheConstrainedAxesOnly() throws {
        // §23: in .horizontal, A is asked (nil, 100), then, once chosen, (100, 100).
        let children = [color("a", frame(width: 50, height: 500)), color("b", frame(width: 60, height: 50))]
        let r = try run(Self.fits(in: .horizontal, children), P(100, 100))
        #expect(near(r.requests("ViewThatFits/Color[0].frame"), [req(P(nil, 100), .candidate), req(P(100, 100), .measure)]))
        #expect(r.requests("ViewThatFits/Color[1].frame").isEmpty)   // never needed
    }

    @Test func nilProposalIsReadAsTen() throws {
        // §23: at (nil, nil) the limit is 10 × 10: a 10 × 10 child fits, an 11 × 11 one does not.
        let fitting = try run(Self.fits([color("a", frame(width: 10, height: 10)), color("b", frame(width: 5, height: 5))]), P(nil, nil))
        #expect(near(fitting.rootSize, S(10, 10)))
        let tooBig = try run(Self.fits([color("a", frame(width: 11, height: 11)), color("b", frame(width: 5, height: 5))]), P(nil, nil))
        #expect(near(tooBig.rootSize, S(5, 5)))
    }

    @Test func noAxesChoosesTheFirst() throws {
        // §23: with an empty axis set the first child is used.
        let r = try run(Self.fits(in: [], [color("a", frame(width: 500, height: 500)), color("b", frame(width: 5, height: 5))]), P(100, 100))
        #expect(near(r.rootSize, S(500, 500)))
    }
}
