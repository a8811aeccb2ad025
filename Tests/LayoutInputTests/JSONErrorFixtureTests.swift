import Foundation
import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// Every `fixtures/errors/json/NAME.json` must fail to read with exactly the diagnostics in
/// `NAME.diagnostics.txt`, rendered as the CLI prints them (`DiagnosticRenderer`: the source line and a caret;
/// the file named `NAME.json`), which is also what `layoutdbg check` compares. Record with
/// `LAYOUTDBG_RECORD=failed` (`Golden`) and read the diagnostics before committing them.
/// `deep-nesting.json` is 10,000 `[` and nothing else: `python3 -c "print('[' * 10000, end='')"`.
@Suite struct JSONErrorFixtureTests {
    static let inputs = Fixtures.files(in: "fixtures/errors/json", withSuffix: ".json")

    @Test func thereAreEnoughFixtures() {
        #expect(Self.inputs.count >= 15)
    }

    @Test(arguments: inputs)
    func fixture(_ input: String) throws {
        let bytes = try #require(PackageRoot.bytes(input))
        var actual = "(no error)"
        do {
            _ = try JSONTreeReader.read(bytes, file: (input as NSString).lastPathComponent)
        } catch {
            actual = DiagnosticRenderer.render(error.diagnostics, source: String(decoding: bytes, as: UTF8.self))
        }
        Golden.expect(actual + "\n", matches: (input as NSString).deletingPathExtension + ".diagnostics.txt")
    }
}
