import LayoutModel
import Testing

/// `DiagnosticRenderer` prints compiler-style diagnostics with the source line and a caret.
@Suite("DSL: diagnostic renderer")
struct DSLDiagnosticRendererTests {
    let source = "struct A: View {\n    var body: some View {\n        HStak {\n"

    @Test func errorWithSourceLineCaretAndNote() {
        let d = Diagnostic(.error, "unknown view 'HStak'", file: "GridBug.swift", at: SourceLocation(line: 3, column: 9),
                           notes: ["did you mean 'HStack'?"])
        #expect(DiagnosticRenderer.render(d, source: source) == """
            GridBug.swift:3:9: error: unknown view 'HStak'
                3 |         HStak {
                  |         ^
            note: did you mean 'HStack'?
            """)
    }

    @Test func withoutSourceOnlyTheMessageAndNotes() {
        let d = Diagnostic(.warning, "ignored", file: "a.swift", at: SourceLocation(line: 1, column: 1), notes: ["n"])
        #expect(DiagnosticRenderer.render(d, source: nil) == "a.swift:1:1: warning: ignored\nnote: n")
    }

    @Test func unknownLocationHasNoLineNumbers() {
        let d = Diagnostic(.error, "no view named 'X'", file: "a.swift", at: .unknown)
        #expect(DiagnosticRenderer.render(d, source: source) == "a.swift: error: no view named 'X'")
    }

    @Test func tabsAreKeptAndColumnsCountScalars() {
        let d = Diagnostic(.error, "e", file: "f", at: SourceLocation(line: 1, column: 5))
        #expect(DiagnosticRenderer.render(d, source: "\té😀 x") == "f:1:5: error: e\n    1 | \té😀 x\n      | \t   ^")
    }

    @Test func wideLineNumbersWidenTheGutter() {
        let source = String(repeating: "\n", count: 123_455) + "Text(x)"
        let d = Diagnostic(.error, "e", file: "f", at: SourceLocation(line: 123_456, column: 6))
        #expect(DiagnosticRenderer.render(d, source: source) == "f:123456:6: error: e\n123456 | Text(x)\n       |      ^")
    }

    @Test func lineBreaksWithCarriageReturnsAndPastTheEnd() {
        let d = Diagnostic(.error, "e", file: "f", at: SourceLocation(line: 2, column: 9))
        #expect(DiagnosticRenderer.render(d, source: "a\r\nabc\r\n") == "f:2:9: error: e\n    2 | abc\n      |    ^")
        let beyond = Diagnostic(.error, "e", file: "f", at: SourceLocation(line: 9, column: 1))
        #expect(DiagnosticRenderer.render(beyond, source: "a") == "f:9:1: error: e")
    }

    @Test func severalDiagnostics() {
        let a = Diagnostic(.error, "a", file: "f", at: SourceLocation(line: 1, column: 1))
        let b = Diagnostic(.warning, "b", file: "f", at: SourceLocation(line: 1, column: 2))
        #expect(DiagnosticRenderer.render([a, b], source: "xy") == "f:1:1: error: a\n    1 | xy\n      | ^\nf:1:2: warning: b\n    1 | xy\n      |  ^")
    }
}
