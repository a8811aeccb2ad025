import Foundation
import LayoutInput
import LayoutModel
import Testing

/// Every `fixtures/errors/json/NAME.json` must fail to read with exactly the diagnostics in
/// `NAME.diagnostics.txt`, rendered as the CLI prints them (`DiagnosticRenderer`: the source line and a caret;
/// the file named `NAME.json`), which is also what `layoutdbg check` compares.
/// `deep-nesting.json` is 10,000 `[` and nothing else: `python3 -c "print('[' * 10000, end='')"`.
@Suite struct JSONErrorFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/errors/json")

    static var fixtureNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
    }

    @Test func thereAreEnoughFixtures() {
        #expect(Self.fixtureNames.count >= 15)
    }

    @Test(arguments: fixtureNames)
    func fixture(name: String) throws {
        let input = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".json"))
        let expected = try String(contentsOf: Self.directory.appendingPathComponent(name + ".diagnostics.txt"), encoding: .utf8)
        var actual = "(no error)"
        do {
            _ = try JSONTreeReader.read([UInt8](input), file: name + ".json")
        } catch {
            actual = DiagnosticRenderer.render(error.diagnostics, source: String(decoding: input, as: UTF8.self))
        }
        #expect(actual + "\n" == expected)
    }
}
