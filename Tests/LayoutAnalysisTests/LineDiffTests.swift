import Foundation
import Testing
@testable import LayoutAnalysis

/// `LineDiff`: hunks with line numbers into both files, context, tolerance.
@Suite struct LineDiffTests {
    private let expected = (1...12).map { "line \($0): (\($0), 10)" }.joined(separator: "\n") + "\n"

    private func replacing(_ line: Int, with text: String) -> String {
        var lines = expected.split(separator: "\n").map(String.init)
        lines[line - 1] = text
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func equalTextsHaveNoHunks() {
        let diff = LineDiff(expected: expected, actual: expected)
        #expect(diff.isEmpty)
        #expect(diff.firstChangedExpectedLine == nil)
        #expect(diff.render(expectedName: "e", actualName: "a") == "")
    }

    @Test func oneChangedNumberIsOneHunkPointingAtItsLine() {
        let diff = LineDiff(expected: expected, actual: replacing(7, with: "line 7: (7, 11)"))
        #expect(diff.firstChangedExpectedLine == 7)
        #expect(diff.render(expectedName: "x.trace.txt", actualName: "/tmp/x.trace.txt") == """
            --- expected: x.trace.txt
            +++ actual: /tmp/x.trace.txt
            @@ -4,7 +4,7 @@
             line 4: (4, 10)
             line 5: (5, 10)
             line 6: (6, 10)
            -line 7: (7, 10)
            +line 7: (7, 11)
             line 8: (8, 10)
             line 9: (9, 10)
             line 10: (10, 10)

            """)
    }

    @Test func distantChangesAreSeparateHunks() {
        var actual = replacing(2, with: "line 2: changed")
        actual = actual.replacingOccurrences(of: "line 11: (11, 10)", with: "line 11: changed")
        let diff = LineDiff(expected: expected, actual: actual, context: 1)
        #expect(diff.hunks.map { "\($0.expectedStart),\($0.expectedCount) \($0.actualStart),\($0.actualCount)" } == ["1,3 1,3", "10,3 10,3"])
    }

    @Test func insertionsAndDeletionsCountLines() {
        let inserted = LineDiff(expected: "a\nb\nc\n", actual: "a\nb\nnew\nc\n", context: 0)
        #expect(inserted.render(expectedName: "e", actualName: "a") == "--- expected: e\n+++ actual: a\n@@ -2,0 +3,1 @@\n+new\n")
        #expect(inserted.firstChangedExpectedLine == 2)
        let deleted = LineDiff(expected: "a\nb\nc\n", actual: "a\nc\n", context: 0)
        #expect(deleted.render(expectedName: "e", actualName: "a") == "--- expected: e\n+++ actual: a\n@@ -2,1 +1,0 @@\n-b\n")
        #expect(deleted.firstChangedExpectedLine == 2)
    }

    @Test func numbersWithinTheToleranceAreEqual() {
        let actual = replacing(7, with: "line 7: (7.2, 10)")
        #expect(!LineDiff(expected: expected, actual: actual).isEmpty)
        #expect(LineDiff(expected: expected, actual: actual, numbers: NumberComparison(tolerance: 0.25)).isEmpty)
        #expect(!LineDiff(expected: expected, actual: actual, numbers: NumberComparison(tolerance: 0.1)).isEmpty)
        // Text is never tolerated.
        #expect(!LineDiff(expected: expected, actual: replacing(7, with: "line 7: [7, 10]"), numbers: NumberComparison(tolerance: 5)).isEmpty)
    }

    @Test func carriageReturnsDoNotCount() {
        #expect(LineDiff(expected: "a\r\nb\r\n", actual: "a\nb\n").isEmpty)
    }

    @Test func numberTokensSeparateNumbersFromText() {
        let tokens = NumberTokens("Color[1] ← (79.5, -350) explicit → (inf, nan) x2")
        #expect(tokens.shape == "Color[#] ← (#, #) explicit → (#, #) x2".unicodeScalarsAsBytes)
        #expect(tokens.numbers.count == 5)
        #expect(tokens.numbers[0] == 1 && tokens.numbers[1] == 79.5 && tokens.numbers[2] == -350 && tokens.numbers[3] == .infinity)
        #expect(tokens.numbers[4].isNaN)
    }
}

private extension String {
    /// The shape `NumberTokens` builds: each UTF-8 byte as one scalar.
    var unicodeScalarsAsBytes: String {
        var result = ""
        for byte in utf8 { result.unicodeScalars.append(Unicode.Scalar(byte)) }
        return result
    }
}
