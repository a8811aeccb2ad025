import Foundation
import LayoutInput
import LayoutModel
import Testing

/// Every `fixtures/errors/json/NAME.json` must fail to read with exactly the diagnostics in
/// `NAME.diagnostics.txt` (`Diagnostic.rendered`, one per line, the file named `NAME.json`).
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
        let actual = renderedError { () throws(InputError) in
            _ = try JSONTreeReader.read([UInt8](input), file: name + ".json")
        }
        #expect(actual + "\n" == expected)
    }
}
