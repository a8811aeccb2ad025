import Foundation
import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// Every malformed input under fixtures/errors/dsl (and every fuzzing regression under fixtures/fuzz-regressions/dsl)
/// gives exactly the diagnostics of its sibling `*.diagnostics.txt`, as `DiagnosticRenderer` renders them.
/// An input that reads without error must match its warnings instead (a regression may have become valid).
///
/// To record a new fixture, write the `.swift` file and run this suite with `LAYOUTDBG_RECORD=missing` (`Golden`),
/// then check the message before committing it.
@Suite("DSL: error fixtures")
struct DSLErrorFixtureTests {
    static let directories = ["fixtures/errors/dsl", "fixtures/fuzz-regressions/dsl"]

    static var fixtures: [String] {
        directories.flatMap { Fixtures.files(in: $0, withSuffix: ".swift") }
    }

    @Test func thereAreEnoughFixtures() {
        #expect(Self.fixtures.filter { $0.hasPrefix("fixtures/errors/dsl/") }.count >= 30)
    }

    @Test(arguments: fixtures)
    func diagnosticsMatch(_ path: String) throws {
        let source = try #require(PackageRoot.read(path))
        let rendered: String
        switch DSL.attempt(source, file: (path as NSString).lastPathComponent) {
        case .success(let result): rendered = DiagnosticRenderer.render(result.warnings, source: source)
        case .failure(let error): rendered = DiagnosticRenderer.render(error.diagnostics, source: source)
        }
        Golden.expect(rendered + "\n", matches: (path as NSString).deletingPathExtension + ".diagnostics.txt")
    }
}
