import Foundation
import LayoutTestSupport
import Testing

/// Passes after the first from the command line: `--proposal` given again, and a Swift file's `// layoutdbg: pass`
/// directives (seed 001: a state change runs `updateCache` and places the subviews again).
@Suite struct PassesTests {
    /// The lines of a text trace that say which pass runs and what the custom layout is asked, in order.
    private func calls(_ trace: String) -> [String] {
        trace.split(separator: "\n").compactMap { line in
            if line.hasPrefix("pass ") && line.contains(" · ") { return String(line.prefix { $0 != "·" }.dropLast()) }
            guard let range = line.range(of: "⋯ ") else { return nil }
            return String(line[range.upperBound...])
        }
    }

    /// Seed 001's order: makeCache and the placement in the first pass; after the padding changed, updateCache (the
    /// default one, which makes the cache again), then the second placement in the new bounds.
    @Test func aStateChangeRunsUpdateCacheAndPlacesAgainInTheSeedsOrder() {
        let run = layoutdbg("trace", "fixtures/custom-layouts/spiral-stack-state-change.swift")
        #expect(run.status == 0)
        #expect(calls(run.stdout) == [
            "pass 1",
            "makeCache 6 subviews",
            "sizeThatFits proposal (286, 286) explicit",
            "placeSubviews in (32, 32, 286, 286), proposal (286, 286)",
            "pass 2",
            "updateCache 6 subviews",
            "makeCache called by the default updateCache",
            "sizeThatFits proposal (254, 254) explicit",
            "placeSubviews in (48, 48, 254, 254), proposal (254, 254)",
        ])
    }

    /// With `--show-cache`, the second pass shows why the layout runs again: the update cleared the caches of the
    /// custom layout and of the padding around it (its content changed), and nothing else.
    @Test func theSecondPassSaysTheUpdateClearedTheCaches() {
        let run = layoutdbg("trace", "fixtures/custom-layouts/spiral-stack-state-change.swift", "--show-cache")
        #expect(run.status == 0)
        let misses = run.stdout.split(separator: "\n").filter { $0.contains("missed: ") }
        let secondPass = run.stdout.split(separator: "\n").drop { !$0.hasPrefix("pass 2 ") }.filter { $0.contains("missed: ") }
        #expect(secondPass == [
            "SpiralStack.padding ↺ (350, 350) explicit missed: cache cleared by the update",
            "  SpiralStack ↺ (254, 254) explicit missed: cache cleared by the update",
        ])
        // The first pass's misses are all first requests, which are the requests themselves.
        #expect(misses == secondPass)
        // Without the flag, no lookup is shown.
        #expect(!layoutdbg("trace", "fixtures/custom-layouts/spiral-stack-state-change.swift").stdout.contains("↺"))
    }

    @Test func aProposalGivenAgainIsAnotherPassOverTheSameViews() {
        let run = layoutdbg("trace", "fixtures/stacks/zstack.json", "--proposal", "200x100", "--proposal", "200x100", "--proposal", "100x200")
        #expect(run.status == 0)
        let passes = run.stdout.split(separator: "\n").filter { $0.hasPrefix("pass ") }
        #expect(passes == [
            "pass 1 · root proposal (200, 100) explicit",
            "pass 1: 4 requests, 0 cache hits, 3 misses, 0 re-measures, 3 placements",
            // The same proposal again: the caches answer, and every view is placed again.
            "pass 2 · root proposal (200, 100) explicit",
            "pass 2: 1 requests, 2 cache hits, 0 misses, 0 re-measures, 3 placements",
            "pass 3 · root proposal (100, 200) explicit",
            "pass 3: 3 requests, 1 cache hits, 2 misses, 0 re-measures, 3 placements",
        ])
    }

    @Test func aPassOfAPropertyTheViewDoesNotHaveIsALocatedError() throws {
        let directory = try ScratchDirectory.make("passes")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("V.swift").path
        let view = "struct V: View {\n    @State var padding: CGFloat = 8\n    var body: some View { Color.red.padding(padding) }\n}\n"
        try ("// layoutdbg: pass paddin = 48\n" + view).write(toFile: file, atomically: true, encoding: .utf8)
        let unknown = layoutdbg("trace", file)
        #expect(unknown.status == 65)
        #expect(unknown.stderr.hasPrefix(file + ":1:20: error: this pass sets 'paddin', but the root view has no stored property of that name\n"))
        #expect(unknown.stderr.contains("note: did you mean 'padding'?\n"))
        try ("// layoutdbg: pass padding 48\n" + view).write(toFile: file, atomically: true, encoding: .utf8)
        let malformed = layoutdbg("trace", file)
        #expect(malformed.status == 65)
        #expect(malformed.stderr.hasPrefix(file + ":1:20: error: expected 'NAME = VALUE' after 'pass', found 'padding 48'\n"))
        try ("// layoutdbg: pass padding = 48\n" + view).write(toFile: file, atomically: true, encoding: .utf8)
        let good = layoutdbg("trace", file, "--proposal", "100x100")
        #expect(good.status == 0)
        // The padding went from 8 to 48: the Color is offered 84 × 84 in pass 1, 4 × 4 in pass 2.
        #expect(good.stdout.contains("  Color ← (84, 84) explicit"))
        #expect(good.stdout.contains("  Color ← (4, 4) explicit"))
    }
}
