import Foundation
import LayoutDebugCore
import Testing
import SeedLayouts

/// Every fixture input under fixtures/ traced and compared, byte for byte, with its expected files
/// (`X.trace.txt`, `X.trace.json`, or `X.diagnostics.txt`; see GoldenFiles).
///
/// Re-record after a reviewed change with `LAYOUTDBG_RECORD=all swift test --filter GoldenTests`; a missing
/// expected file is written and the test fails, so a new baseline is never a silent pass. Read every
/// re-recorded file before committing it: you vouch that its numbers are SwiftUI's.
@Suite struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Folders whose expected files other suites own (their own readers' diagnostics, rules' findings, diffs).
    static let excluded = ["fixtures/errors/", "fixtures/rules/", "fixtures/diff/", "fixtures/fuzz-regressions/"]

    static var inputs: [String] {
        let fixtures = root.appendingPathComponent("fixtures").path
        return GoldenFiles.inputs(under: fixtures)
            .map { String($0.dropFirst(root.path.count + 1)) }
            .filter { path in !excluded.contains(where: { path.hasPrefix($0) }) }
    }

    @Test(arguments: inputs)
    func matchesExpectedFiles(_ input: String) throws {
        let record = ProcessInfo.processInfo.environment["LAYOUTDBG_RECORD"] ?? "missing"
        let absolute = Self.root.appendingPathComponent(input).path
        let rendered = GoldenFiles.render(inputAt: absolute, layouts: SeedLayouts.registry)
        #expect(!rendered.isEmpty, "\(input) could not be read")
        for expected in rendered {
            let path = GoldenFiles.expectedPath(for: absolute, suffix: expected.suffix)
            let existing = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            if existing == expected.bytes { continue }
            if record == "all" || (record == "missing" && existing == nil) {
                try Data(expected.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
                Issue.record("recorded \(path): review it, then run the tests again")
                continue
            }
            let actual = String(decoding: expected.bytes, as: UTF8.self)
            let previous = existing.map { String(decoding: $0, as: UTF8.self) } ?? "(missing)"
            #expect(actual == previous, "\(path) differs from what the engine now produces")
        }
    }

    @Test func everyTraceIsByteIdenticalAcrossRuns() {
        for input in Self.inputs.prefix(12) {
            let absolute = Self.root.appendingPathComponent(input).path
            #expect(GoldenFiles.render(inputAt: absolute, layouts: SeedLayouts.registry) == GoldenFiles.render(inputAt: absolute, layouts: SeedLayouts.registry))
        }
    }
}
