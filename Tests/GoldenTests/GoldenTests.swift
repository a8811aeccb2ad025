import Foundation
import LayoutDebugCore
import LayoutTestSupport
import Testing
import SeedLayouts

/// Every fixture input under fixtures/ traced and compared, byte for byte, with its expected files
/// (`X.trace.txt`, `X.trace.json`, or `X.diagnostics.txt`; see GoldenFiles), as `layoutdbg check fixtures` does.
///
/// Re-record after a reviewed change with `LAYOUTDBG_RECORD=failed swift test --filter GoldenTests` (`Golden`):
/// the run that records fails. Read every re-recorded file before committing it: you vouch that its numbers
/// are SwiftUI's.
@Suite struct GoldenTests {
    /// The readers' error fixtures have suites of their own (JSONErrorFixtureTests, DSLErrorFixtureTests).
    static let excluded = ["fixtures/errors/"]
    /// Folders that keep the text trace only (their JSON would repeat it; the rules' findings are beside them).
    static let textOnly = ["fixtures/rules/", "fixtures/diff/"]

    static let inputs = Fixtures.inputs(excluding: excluded)

    @Test(arguments: inputs)
    func matchesExpectedFiles(_ input: String) throws {
        let rendered = GoldenFiles.render(inputAt: PackageRoot.path(input), layouts: SeedLayouts.registry, swift: CompiledPathForTests.options())
        #expect(!rendered.isEmpty, "\(input) could not be read")
        let keepsJSON = !Self.textOnly.contains(where: { input.hasPrefix($0) })
        for expected in rendered where keepsJSON || expected.suffix != GoldenFiles.traceJSON {
            Golden.expect(expected.bytes, matches: GoldenFiles.expectedPath(for: input, suffix: expected.suffix))
        }
    }

    @Test func everyFolderIsCovered() {
        #expect(Self.inputs.count >= 80)
        #expect(Self.inputs.contains("fixtures/rules/overflow/triggers.json"))
        #expect(Self.inputs.contains("fixtures/diff/seed-002-bug.json"))
    }
}
