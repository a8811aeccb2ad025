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
}
