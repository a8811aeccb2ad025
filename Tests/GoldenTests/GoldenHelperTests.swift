import Foundation
import LayoutAnalysis
import LayoutTestSupport
import Testing

/// `Golden.check`, the comparison every golden test goes through (`Golden.expect` records what it returns): it
/// passes only on a match, and a run that records writes the file and fails. Works on scratch files under
/// .build/ (paths are from the package root).
@Suite struct GoldenHelperTests {
    /// A scratch golden holding `content` (nil: no file), removed after `body`.
    private func withGolden(_ content: String?, _ body: (String) throws -> Void) throws {
        let relative = ".build/golden-helper-tests/\(UUID().uuidString).txt"
        let url = PackageRoot.url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let content { try Data(content.utf8).write(to: url) }
        defer { try? FileManager.default.removeItem(at: url) }
        try body(relative)
    }

    @Test func theEnvironmentNamesARecordMode() {
        if case .failure(let invalid) = GoldenRecordMode.current { Issue.record(Comment(rawValue: GoldenRecordMode.describe(invalid))) }
    }

    @Test(arguments: RecordMode.allCases)
    func aMatchPassesAndWritesNothing(_ mode: RecordMode) throws {
        try withGolden("same\n") { path in
            #expect(Golden.check(Array("same\n".utf8), matches: path, mode: mode) == nil)
            #expect(PackageRoot.read(path) == "same\n")
        }
    }

    @Test(arguments: [RecordMode.never, .missing])
    func aDifferenceFailsAndLeavesTheFile(_ mode: RecordMode) throws {
        try withGolden("a\nb\n") { path in
            let failure = Golden.check(Array("a\nc\n".utf8), matches: path, mode: mode) ?? ""
            #expect(failure.hasPrefix("\(path) differs from the output (first difference at line 2).\n"))
            #expect(failure.contains("\n-b\n+c\n"))
            #expect(PackageRoot.read(path) == "a\nb\n")
        }
    }

    @Test(arguments: [RecordMode.failed, .all])
    func reRecordingWritesAndFails(_ mode: RecordMode) throws {
        try withGolden("garbage\n") { path in
            let failure = Golden.check(Array("a\n".utf8), matches: path, mode: mode) ?? ""
            #expect(failure.hasPrefix("RECORDED \(path) (it differed; record mode '\(mode.rawValue)'). A test that records fails"))
            #expect(PackageRoot.read(path) == "a\n")
        }
    }

    @Test func aMissingFileIsRecordedOnlyWhenTheModeSaysSo() throws {
        try withGolden(nil) { path in
            #expect(Golden.check(Array("new\n".utf8), matches: path, mode: .never)?
                        .hasPrefix("\(path) does not exist, and record mode 'never' writes none.\n") == true)
            #expect(PackageRoot.read(path) == nil)
            #expect(Golden.check(Array("new\n".utf8), matches: path, mode: .missing)?
                        .hasPrefix("RECORDED \(path) (there was none; record mode 'missing')") == true)
            #expect(PackageRoot.read(path) == "new\n")
        }
    }

    @Test func absentMeansEmpty() throws {
        try withGolden(nil) { path in
            #expect(Golden.check([], matches: path, absentMeansEmpty: true, mode: .never) == nil)
            #expect(Golden.check(Array("finding\n".utf8), matches: path, absentMeansEmpty: true, mode: .never)?
                        .hasPrefix("\(path) does not exist") == true)
        }
        try withGolden("old finding\n") { path in
            #expect(Golden.check([], matches: path, absentMeansEmpty: true, mode: .failed)?
                        .hasPrefix("RECORDED \(path) (removed: the output is now empty; record mode 'failed')") == true)
            #expect(PackageRoot.read(path) == nil)
        }
    }
}
