import LayoutModel
import Testing

/// Diagnostics as the CLI prints them: `file:line:column: severity: message`, the quoted line, a caret.
@Suite struct DiagnosticRendererTests {
    static func diagnostic(_ line: Int, _ column: Int, _ message: String = "unknown view 'HStak'", notes: [String] = [],
                           severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(severity, message, file: "Bug.swift", at: SourceLocation(line: line, column: column), notes: notes)
    }

    @Test func caretUnderTheColumn() {
        let source = "Grid {\n    HStak {\n    }\n}\n"
        #expect(DiagnosticRenderer.render(Self.diagnostic(2, 5, notes: ["did you mean 'HStack'?"]), source: source) == """
            Bug.swift:2:5: error: unknown view 'HStak'
                2 |     HStak {
                  |     ^
            note: did you mean 'HStack'?
            """)
    }

    @Test func tabsStayTabsAndColumnsCountScalars() {
        #expect(DiagnosticRenderer.render(Self.diagnostic(1, 4, "here"), source: "\t\té!x") == """
            Bug.swift:1:4: error: here
                1 | \t\té!x
                  | \t\t ^
            """)
    }

    @Test func wideLineNumbersWidenTheGutter() {
        let source = String(repeating: "\n", count: 123_455) + "x"
        #expect(DiagnosticRenderer.render(Self.diagnostic(123_456, 1, "deep"), source: source) == """
            Bug.swift:123456:1: error: deep
            123456 | x
                   | ^
            """)
    }

    @Test func crlfAndAColumnPastTheEnd() {
        #expect(DiagnosticRenderer.render(Self.diagnostic(2, 9, "expected '}'", severity: .warning), source: "a\r\n{ b\r\n") == """
            Bug.swift:2:9: warning: expected '}'
                2 | { b
                  |    ^
            """)
    }

    @Test func withoutSourceOrLocation() {
        #expect(DiagnosticRenderer.render(Self.diagnostic(3, 2), source: nil) == "Bug.swift:3:2: error: unknown view 'HStak'")
        #expect(DiagnosticRenderer.render(Self.diagnostic(9, 1), source: "one line") == "Bug.swift:9:1: error: unknown view 'HStak'")
        let unlocated = Diagnostic(.error, "empty file", file: "t.json", at: .unknown, notes: ["add a root"])
        #expect(DiagnosticRenderer.render(unlocated, source: "") == "t.json: error: empty file\nnote: add a root")
    }

    @Test func severalDiagnosticsAndTheCompactForm() {
        let two = [Self.diagnostic(1, 1, "first"), Self.diagnostic(1, 3, "second", severity: .note)]
        #expect(DiagnosticRenderer.render(two, source: "abc") == """
            Bug.swift:1:1: error: first
                1 | abc
                  | ^
            Bug.swift:1:3: note: second
                1 | abc
                  |   ^
            """)
        #expect(Self.diagnostic(2, 5, notes: ["did you mean 'HStack'?"]).rendered == """
            Bug.swift:2:5: error: unknown view 'HStak'
            Bug.swift:2:5: note: did you mean 'HStack'?
            """)
    }

    /// A 2,000-character line is quoted as a window of at most 120 characters around the column, its cut ends marked.
    @Test func aLongLineIsCutAroundTheColumn() throws {
        let line = String(repeating: "a", count: 1000) + "HStak" + String(repeating: "b", count: 995)
        let text = DiagnosticRenderer.render(Self.diagnostic(1, 1001), source: line)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let quoted = lines[1].dropFirst("    1 | ".count)
        #expect(quoted.count == 120)
        #expect(quoted.hasPrefix("…") && quoted.hasSuffix("…"))
        // The caret stands under the H of HStak.
        let caret = try #require(lines[2].dropFirst("      | ".count).firstIndex(of: "^"))
        let column = lines[2].dropFirst("      | ".count).distance(from: lines[2].dropFirst("      | ".count).startIndex, to: caret)
        #expect(Array(quoted)[column] == "H")
    }

    /// Control characters from the input are shown escaped, never sent to the terminal; the caret still lines up.
    @Test func controlCharactersAreEscaped() {
        let text = DiagnosticRenderer.render(Self.diagnostic(1, 6), source: "a\u{1B}[2JHStak")
        #expect(text == """
            Bug.swift:1:6: error: unknown view 'HStak'
                1 | a\\u{1B}[2JHStak
                  |           ^
            """)
    }

    @Test func manyDiagnosticsEndWithACount() {
        let many = (1...25).map { Self.diagnostic(1, 1, "problem \($0)") }
        let text = DiagnosticRenderer.render(many, source: nil)
        #expect(text.split(separator: "\n").count == 21)
        #expect(text.hasSuffix("Bug.swift:1:1: error: problem 20\n… and 5 more"))
    }
}
