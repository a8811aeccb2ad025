import Foundation
import LayoutDebugCore
import LayoutTestSupport
import LayoutTrace
import Testing
import SeedLayouts
@testable import LayoutAnalysis

/// The seed 002 diff, as `layoutdbg diff fixtures/diff/seed-002-bug.json fixtures/diff/seed-002-workaround.json`
/// prints it, against fixtures/diff/seed-002-workaround.diff.txt.
///
/// The work-around's `.frame(minWidth: 0, minHeight: 0)` adds a node above the nested Grid; the diff still
/// matches the Grid, shows its zero-proposal reply going from (8, 16) to (0, 0) as the first change, the outer
/// cells' frames changing, and the rules' findings going away. Record with LAYOUTDBG_RECORD=failed (`Golden`).
@Suite struct DiffSeedGoldenTests {
    static let golden = "fixtures/diff/seed-002-workaround.diff.txt"

    private func trace(_ relative: String) throws -> Trace { try DiffTestSupport.trace(fixture: relative) }

    @Test func seedWorkaroundDiffMatchesItsGolden() throws {
        let diff = TraceDiffer.diff(try trace("fixtures/diff/seed-002-bug.json"), try trace("fixtures/diff/seed-002-workaround.json"),
                                    findings: DiffFinding.rules)
        Golden.expect(DiffTextRenderer.render(diff), matches: Self.golden)
    }

    @Test func theFirstChangeIsTheNestedGridsZeroReply() throws {
        let diff = TraceDiffer.diff(try trace("fixtures/diff/seed-002-bug.json"), try trace("fixtures/diff/seed-002-workaround.json"))
        let first = try #require(diff.firstChange.map { diff.entries[$0] })
        #expect(diff.views[first.view].displayName == "Grid/GridRow[0]/Grid[2] \"inner\"")
        let text = String(decoding: DiffTextRenderer.render(diff), as: UTF8.self)
        #expect(text.contains("first change: Grid/GridRow[0]/Grid[2].frame \"inner\"  reply  (0, 0) zero  → (8, 16) became (0, 0)\n"))
        #expect(text.contains("Grid/GridRow[0]/Color[0]\n"))
        #expect(diff.summary.viewsAdded == 0 && diff.summary.viewsRemoved == 0 && diff.summary.callsAdded == 0)
    }
}
