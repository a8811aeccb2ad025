@testable import CompiledPath
import LayoutModel
import Testing

/// The compiler's output read once for every file of a program (a large app's failed build prints megabytes).
@Suite struct CompilerDiagnosticsTests {
    @Test func eachFilesLinesAreItsOwn() {
        let output = """
            /tmp/s/Sources/Preview/Companion0.swift:3:5: error: cannot find 'x' in scope
            /tmp/s/Sources/Preview/Preview.swift:7:1: error: expected declaration
            /private/tmp/s/Sources/Preview/Companion0.swift:9:2: note: did you mean 'y'?
            [3/7] Compiling Preview Companion0.swift
            /tmp/s/Sources/Preview/Companion10.swift:1:1: error: another file's
            """
        let lines = CompilerDiagnostics.lines(of: output, by: ["/tmp/s/Sources/Preview/Companion0.swift", "/tmp/s/Sources/Preview/Preview.swift"])
        #expect(lines["/tmp/s/Sources/Preview/Companion0.swift"] == [
            "/tmp/s/Sources/Preview/Companion0.swift:3:5: error: cannot find 'x' in scope",
            "/private/tmp/s/Sources/Preview/Companion0.swift:9:2: note: did you mean 'y'?",
        ])
        #expect(lines["/tmp/s/Sources/Preview/Preview.swift"] == ["/tmp/s/Sources/Preview/Preview.swift:7:1: error: expected declaration"])
        #expect(lines.count == 2)
    }

    /// 400 files and 40,000 lines of errors, as a large app's failed build prints: every file gets its own lines, and
    /// parsing one file's reads only those (docs/performance.md item 51).
    @Test func everyFileOfALargeOutputGetsItsLines() {
        let paths = (0..<400).map { "/tmp/s/Sources/Preview/Companion\($0).swift" }
        let output = (0..<40_000).map { "\(paths[$0 % 400]):\($0 + 1):1: error: cannot find 'v\($0)' in scope" }.joined(separator: "\n")
        let lines = CompilerDiagnostics.lines(of: output, by: Set(paths))
        #expect(lines.count == 400)
        #expect(lines.values.map(\.count).allSatisfy { $0 == 100 })
        let diagnostics = CompilerDiagnostics.parse(lines[paths[7]] ?? [], userPath: paths[7], file: "View.swift", source: "")
        #expect(diagnostics.count == 100)
        #expect(diagnostics.first?.location == SourceLocation(line: 8, column: 1))
    }
}
