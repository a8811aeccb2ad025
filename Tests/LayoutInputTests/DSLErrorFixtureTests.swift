import Foundation
import LayoutInput
import LayoutModel
import Testing

/// Every malformed input under fixtures/errors/dsl (and every fuzzing regression under fixtures/fuzz-regressions/dsl)
/// gives exactly the diagnostics of its sibling `*.diagnostics.txt`, as `DiagnosticRenderer` renders them.
/// An input that reads without error must match its warnings instead (a regression may have become valid).
///
/// To record a new fixture, write the `.swift` file and run the CLI on it (`layoutdbg trace file.swift`), then
/// check the message before saving it as the expectation.
@Suite("DSL: error fixtures")
struct DSLErrorFixtureTests {
    static let directories = ["fixtures/errors/dsl", "fixtures/fuzz-regressions/dsl"]

    static var fixtures: [String] {
        var paths: [String] = []
        for directory in directories {
            let url = DSL.packageRoot.appendingPathComponent(directory)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            paths += names.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
        }
        return paths
    }

    @Test func thereAreEnoughFixtures() {
        #expect(Self.fixtures.filter { $0.hasPrefix("fixtures/errors/dsl/") }.count >= 30)
    }

    @Test(arguments: fixtures)
    func diagnosticsMatch(_ path: String) throws {
        let url = DSL.packageRoot.appendingPathComponent(path)
        let data = try Data(contentsOf: url)
        let source = String(decoding: data, as: UTF8.self)
        let expectedURL = url.deletingPathExtension().appendingPathExtension("diagnostics.txt")
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        let rendered: String
        switch DSL.attempt(source, file: url.lastPathComponent) {
        case .success(let result): rendered = DiagnosticRenderer.render(result.warnings, source: source)
        case .failure(let error): rendered = DiagnosticRenderer.render(error.diagnostics, source: source)
        }
        #expect(rendered + "\n" == expected, "\(path)")
    }
}
