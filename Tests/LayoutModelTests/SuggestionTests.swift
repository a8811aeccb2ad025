@testable import LayoutModel
import Testing

/// "Did you mean" suggestions: edit distance with transpositions, and how far a misspelling may go.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0), ("kitten", "sitting", 3),
        ("HStak", "HStack", 1), ("trcae", "trace", 1), ("ab", "ba", 1), ("flaw", "lawn", 2),
    ])
    func editDistance(_ a: String, _ b: String, _ distance: Int) {
        #expect(Suggestion.editDistance(Array(a.utf8), Array(b.utf8)) == distance)
    }

    @Test func closestIgnoresCaseAndKeepsTheCandidatesSpelling() {
        #expect(Suggestion.closest(to: "hstack", in: ["VStack", "HStack"]) == "HStack")
        #expect(Suggestion.closest(to: "vstak", in: ["VStack", "HStack"]) == "VStack")
    }

    @Test func theFirstOfEquallyCloseCandidatesWins() {
        #expect(Suggestion.closest(to: "Xtack", in: ["HStack", "VStack", "ZStack"]) == "HStack")
    }

    @Test func tooFarIsNoSuggestion() {
        // The limit is max(2, shorter length / 3): two edits for short words, more for long ones.
        #expect(Suggestion.closest(to: "ab", in: ["xyz"]) == nil)
        #expect(Suggestion.closest(to: "abcd", in: ["xycd"]) == "xycd")
        #expect(Suggestion.closest(to: "abcd", in: ["xyzd"]) == nil)
        #expect(Suggestion.closest(to: "layoutPriorty", in: ["layoutPriority"]) == "layoutPriority")
        #expect(Suggestion.closest(to: "containerRelativeFrame", in: ["containerRelativeFrom"]) == "containerRelativeFrom")
        #expect(Suggestion.closest(to: "anything", in: [String]()) == nil)
    }
}
