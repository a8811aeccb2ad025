import LayoutModel
import LayoutTrace
import Testing
@testable import LayoutAnalysis

/// `TraceDiffer` and `DiffTextRenderer` on traces made in code.
@Suite struct DiffTests {
    typealias S = DiffTestSupport

    private func render(_ a: ViewTree, _ b: ViewTree, _ options: TraceDiffOptions = TraceDiffOptions()) throws -> String {
        let diff = TraceDiffer.diff(try S.trace(a, input: "a.json"), try S.trace(b, input: "b.json"), options: options)
        return S.text(DiffTextRenderer.render(diff))
    }

    @Test func aModifierAddedAroundAViewIsAModifierChangeAndTheViewIsStillCompared() throws {
        #expect(try render(S.twoColors(padded: false), S.twoColors(padded: true)) == """
            --- a: a.json (3 nodes, 23 events)
            +++ b: b.json (4 nodes, 31 events)

            HStack/Color[0]
              ~ modifiers Color  none became .padding
              ~ reply     Color  width? (0, 50) mixed(zero,explicit)  → width 0 became width 10  [probe-min]
              ~ call      Color  (50, 50) explicit  → (50, 50)  [place became cached]
              ~ frame     Color  (0, 0, 50, 50) became (10, 0, 40, 50)

            first change: HStack/Color[0].padding  reply  width? (0, 50) mixed(zero,explicit)  → width 0 became width 10
            summary: 1 reply changed, 1 other call changed, 1 frame changed, 1 view with other modifiers (findings not compared)

            """)
    }

    @Test func contextShowsUnchangedCallsOfTheSameNode() throws {
        #expect(try render(S.twoColors(padded: false), S.twoColors(padded: true), TraceDiffOptions(context: 1)) == """
            --- a: a.json (3 nodes, 23 events)
            +++ b: b.json (4 nodes, 31 events)

            HStack/Color[0]
              ~ modifiers Color  none became .padding
              ~ reply     Color  width? (0, 50) mixed(zero,explicit)  → width 0 became width 10  [probe-min]
                call      Color  width? (inf, 50) mixed(infinity,explicit)  → width inf  [probe-max]
                call      Color  (50, 50) explicit  → (50, 50)  [distribute]
              ~ call      Color  (50, 50) explicit  → (50, 50)  [place became cached]
              ~ frame     Color  (0, 0, 50, 50) became (10, 0, 40, 50)

            first change: HStack/Color[0].padding  reply  width? (0, 50) mixed(zero,explicit)  → width 0 became width 10
            summary: 1 reply changed, 1 other call changed, 1 frame changed, 1 view with other modifiers (findings not compared)

            """)
    }

    @Test func framesOnlyKeepsFramesAndViews() throws {
        #expect(try render(S.twoColors(padded: false), S.twoColors(padded: true), TraceDiffOptions(framesOnly: true)) == """
            --- a: a.json (3 nodes, 23 events)
            +++ b: b.json (4 nodes, 31 events)

            HStack/Color[0]
              ~ frame     Color  (0, 0, 50, 50) became (10, 0, 40, 50)

            summary: 1 frame changed (findings not compared)

            """)
    }

    @Test func equalTracesHaveNoDifferences() throws {
        let trace = try S.trace(S.seedGrid(workaround: false), input: "seed.json")
        let diff = TraceDiffer.diff(trace, trace)
        #expect(diff.isEqual)
        #expect(diff.entries.isEmpty)
        #expect(diff.firstChange == nil)
        #expect(S.text(DiffTextRenderer.render(diff)).hasSuffix("\n\nsummary: no differences (findings not compared)\n"))
    }

    /// The seed's work-around adds a `.frame` node above the nested Grid; the Grid is still matched, as its
    /// parent sees it, and its zero-proposal reply is the first change.
    @Test func seedWorkaroundChangesTheNestedGridsZeroReply() throws {
        let a = try S.trace(S.seedGrid(workaround: false), input: "bug.json")
        let b = try S.trace(S.seedGrid(workaround: true), input: "workaround.json")
        let diff = TraceDiffer.diff(a, b)
        let first = try #require(diff.firstChange.map { diff.entries[$0] })
        #expect(diff.views[first.view].displayName == "Grid/GridRow[0]/Grid[2] \"inner\"")
        #expect(first.node == "Grid \"inner\"")
        guard case .call(let before, let after) = first.change else {
            Issue.record("expected a changed call, got \(first.change)")
            return
        }
        #expect(before.proposal == .zero && before.reason == .probeMin)
        #expect(before.reply == Size(width: 8, height: 16))
        #expect(after.reply == Size.zero)
        #expect(diff.summary.modifiersChanged == 1)
        #expect(diff.summary.viewsAdded == 0 && diff.summary.viewsRemoved == 0)
        #expect(diff.summary.callsAdded == 0 && diff.summary.callsRemoved == 0)
        #expect(S.text(DiffTextRenderer.render(diff)).contains(
            "  ~ reply     Grid \"inner\"  (0, 0) zero  → (8, 16) became (0, 0)  [probe-min]\n"))
    }

    /// One inserted view is one added view: the siblings after it meet their counterparts although their
    /// indices (and paths) moved.
    @Test func anInsertedSiblingIsOneAddedView() throws {
        let diff = TraceDiffer.diff(try S.trace(S.texts(inserted: false), input: "a.json"), try S.trace(S.texts(inserted: true), input: "b.json"))
        #expect(diff.summary.viewsAdded == 1)
        #expect(diff.summary.viewsRemoved == 0)
        #expect(diff.summary.callsAdded == 0 && diff.summary.callsRemoved == 0)
        let added = diff.entries.filter { if case .viewAdded = $0.change { true } else { false } }
        #expect(added.map { diff.views[$0.view].path } == ["VStack/Color[1]"])
        let moved = diff.views.filter { $0.pathA != nil && $0.pathB != nil && $0.pathA != $0.pathB }
        #expect(moved.map { "\($0.pathA!) → \($0.pathB!)" } == ["VStack/Text[1] → VStack/Text[2]", "VStack/Text[2] → VStack/Text[3]"])
        let text = S.text(DiffTextRenderer.render(diff))
        #expect(text.contains("\nVStack/Color[1]\n  + view      Color  (2 nodes, 8 calls)\n"))
        #expect(text.contains("\nVStack/Text[2]  (a: VStack/Text[1])\n"))
        #expect(text.contains("first change: VStack/Color[1]  view  (2 nodes, 8 calls)\n"))
    }

    @Test func aRemovedViewIsOneRemovedView() throws {
        let diff = TraceDiffer.diff(try S.trace(S.texts(inserted: true), input: "a.json"), try S.trace(S.texts(inserted: false), input: "b.json"))
        #expect(diff.summary.viewsRemoved == 1)
        #expect(diff.summary.viewsAdded == 0)
        #expect(S.text(DiffTextRenderer.render(diff)).contains("\nVStack/Color[1]\n  - view      Color  (2 nodes, 8 calls)\n"))
    }

    /// A trace written to JSON and read back holds numbers to 1/1000; it still equals the live trace.
    @Test func aTraceReadBackFromJSONEqualsTheLiveTrace() throws {
        let live = try S.trace(S.seedGrid(workaround: false), input: "seed.json")
        let read = try TraceJSONReader.read(TraceJSONWriter.write(live, includeFrames: true), file: "seed.trace.json")
        #expect(TraceDiffer.diff(live, read).isEqual)
        #expect(TraceDiffer.diff(read, live).isEqual)
    }

    /// Width queries (stack probes) are answered with one length; the trace file keeps only that length.
    @Test func aStackTraceReadBackFromJSONEqualsTheLiveTrace() throws {
        let live = try S.trace(S.twoColors(padded: true), input: "two.json")
        let read = try TraceJSONReader.read(TraceJSONWriter.write(live, includeFrames: true), file: "two.trace.json")
        #expect(TraceDiffer.diff(live, read).isEqual)
    }

    @Test func toleranceTreatsSmallDifferencesAsEqual() throws {
        let a = try S.trace(S.twoColors(padded: false), input: "a.json")
        var b = a
        b.events = b.events.map { event in
            guard case .reply(let node, let proposal, let query, let size, let depth, let remeasured, let request) = event, node == 0 else { return event }
            return .reply(node: node, proposal: proposal, query: query, size: Size(width: size.width + 0.25, height: size.height),
                          depth: depth, remeasured: remeasured, request: request)
        }
        #expect(!TraceDiffer.diff(a, b).isEqual)
        #expect(TraceDiffer.diff(a, b).summary.repliesChanged == 1)
        #expect(TraceDiffer.diff(a, b, options: TraceDiffOptions(numbers: NumberComparison(tolerance: 0.5))).isEqual)
    }

    @Test func differentQuirksAreADifference() throws {
        let a = try S.trace(S.twoColors(padded: false), input: "a.json")
        var b = a
        b.header.quirks = ["grid-span-min-reservation"]
        let diff = TraceDiffer.diff(a, b)
        #expect(diff.summary.quirksChanged == 1)
        #expect(S.text(DiffTextRenderer.render(diff)).contains("\n  ~ quirks    \(a.header.quirks.joined(separator: ", ")) became grid-span-min-reservation\n"))
    }

    @Test func findingsFromTheHookAppearAndGoAway() throws {
        let a = try S.trace(S.twoColors(padded: false), input: "a.json")
        let b = try S.trace(S.twoColors(padded: true), input: "b.json")
        // A fake rule: flags every trace whose first color has no modifier.
        let hook: DiffFindingsHook = { trace in
            let index = trace.nodes.firstIndex { $0.path == "HStack/Color[0]" }!
            return trace.nodes[index].parent == 0 ? [DiffFinding(rule: "bare-color", node: Int32(index), message: "a bare color")] : []
        }
        let diff = TraceDiffer.diff(a, b, findings: hook)
        #expect(diff.summary.findingsWentAway == 1)
        #expect(diff.summary.findingsAppeared == 0)
        #expect(diff.comparedFindings)
        #expect(S.text(DiffTextRenderer.render(diff)).contains("  - finding   Color  [bare-color] a bare color\n"))
        #expect(TraceDiffer.diff(b, a, findings: hook).summary.findingsAppeared == 1)
    }
}
