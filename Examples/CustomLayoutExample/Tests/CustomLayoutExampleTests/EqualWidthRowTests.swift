import CustomLayoutExample
import Foundation
import LayoutDebugger
import Testing

@Suite struct EqualWidthRowTests {
    let bar = ChoiceBar(choices: ["Day", "Week", "Month"])

    @Test func callsTheLayoutInSwiftUIsOrder() throws {
        let trace = try LayoutDebugger.trace(bar, proposal: ProposedViewSize(width: 393, height: 200))
        let calls = trace.layoutCalls(of: "EqualWidthRow").map(\.call)
        // The cache first, then one sizeThatFits per distinct proposal, then the placement.
        #expect(calls.first == "makeCache")
        #expect(calls.last == "placeSubviews")
        #expect(calls.filter { $0 == "sizeThatFits" }.count == 1)
    }

    @Test func givesEverySubviewTheWidestWidth() throws {
        let trace = try LayoutDebugger.trace(bar, proposal: ProposedViewSize(width: 393, height: 200))
        let placements = trace.events.filter { $0.kind == .place && $0.node?.hasSuffix(".frame") == true }
        #expect(placements.count == 3)
        let widths = Set(placements.compactMap { $0.size?.width })
        #expect(widths.count == 1)
        // "Month" is the widest: its SF Pro Text widths at 17 points, (1790 + 1210 + 1195 + 744 + 1205) / 2048 × 17 = 51,
        // less the HIG's tracking of 0.442 per letter, 48.79, rounded up to the 1/3-point pixel grid (49), plus 2 × 8
        // points of padding.
        #expect(abs(widths.first! - (49 + 16)) < 1e-9)
    }

    @Test func matchesItsGolden() throws {
        let trace = try LayoutDebugger.trace(bar, proposal: ProposedViewSize(width: 393, height: 200), name: "ChoiceBar")
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens/ChoiceBar.trace.txt")
        // Record a missing golden (review it before committing); LAYOUTDBG_RECORD=all records it again.
        let recordAll = ProcessInfo.processInfo.environment["LAYOUTDBG_RECORD"] == "all"
        if recordAll || !FileManager.default.fileExists(atPath: golden.path) {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try trace.text.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.path): review it, then run the tests again")
            return
        }
        #expect(trace.text == (try String(contentsOf: golden, encoding: .utf8)))
    }
}
