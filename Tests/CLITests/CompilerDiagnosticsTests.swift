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

    /// A Defaults key the app declares in another file (`@Default(.Customization.showPlayed)`, Swiftfin's settings
    /// panes): where the compiler says only that it cannot infer a type (twice), the user reads which key, once, at
    /// its dot, and what to give.
    @Test func aDefaultsKeyOfAnotherFileIsNamed() {
        let source = "import Defaults\nimport SwiftUI\n\nstruct Pane: View {\n    @Default(.Customization.showPlayed)\n    private var showPlayed\n"
        let path = "/c/programs/1-a/Preview/User.swift"
        let output = """
            \(path):5:6: error: generic parameter 'Value' could not be inferred
            \(path):5:6: error: generic parameter 'Value' could not be inferred
            """
        let lines = CompilerDiagnostics.lines(of: output, by: [path])
        let diagnostics = CompilerDiagnostics.parse(lines[path] ?? [], userPath: path, file: "Pane.swift", source: source)
        #expect(diagnostics.map(\.message) == ["type 'Defaults.Keys' has no member 'Customization'"])
        #expect(diagnostics.first?.location == SourceLocation(line: 5, column: 14))
        #expect(diagnostics.first?.notes == ["'Customization' is not a Defaults key declared in the files compiled: give the file "
                                             + "that declares it (extension Defaults.Keys { static let Customization = … }) with --with FILE"])
        // Where the compiler names the member itself, its words stand, and the key's note is said once for the file.
        let named = """
            \(path):5:6: error: generic parameter 'Value' could not be inferred
            \(path):5:15: error: type 'Defaults.Key<Value>' has no member 'Customization'
            \(path):7:15: error: type 'Defaults.Key<Value>' has no member 'Customization'
            """
        let both = CompilerDiagnostics.parse(CompilerDiagnostics.lines(of: named, by: [path])[path] ?? [], userPath: path, file: "Pane.swift",
                                             source: source + "    @Default(.Customization.showUnplayed)\n")
        #expect(both.map(\.location.column) == [15, 15])
        #expect(both.map(\.notes.count) == [1, 0])
        #expect(CompilerDiagnostics.defaultsKey(on: "    @Default(.launchAtLogin) var launch")! == ("launchAtLogin", 14))
        #expect(CompilerDiagnostics.defaultsKey(on: "    @Default(Keys.size) var size") == nil)
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
