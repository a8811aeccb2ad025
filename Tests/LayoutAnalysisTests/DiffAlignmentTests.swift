import LayoutModel
import LayoutTrace
import Testing
@testable import LayoutAnalysis

/// The pieces of the alignment: sequences, view chains, keys, call tables, number comparison.
@Suite struct DiffAlignmentTests {
    typealias S = DiffTestSupport
    typealias Step = SequenceAlignment.Step

    private func align(_ a: [Int], _ b: [Int], weakA: [Int]? = nil, weakB: [Int]? = nil) -> [Step] {
        SequenceAlignment.align(strongA: a, strongB: b, weakA: weakA ?? a, weakB: weakB ?? b)
    }

    @Test func equalSequencesPairUp() {
        #expect(align([1, 2, 3], [1, 2, 3]) == [.pair(0, 0), .pair(1, 1), .pair(2, 2)])
    }

    @Test func anInsertionInTheMiddleIsOneAddedItem() {
        #expect(align([1, 2, 3, 4], [1, 2, 9, 3, 4]) == [.pair(0, 0), .pair(1, 1), .added(2), .pair(2, 3), .pair(3, 4)])
        #expect(align([1, 9, 2], [1, 2]) == [.pair(0, 0), .removed(1), .pair(2, 1)])
    }

    @Test func itemsBetweenAnchorsPairByWeakKey() {
        // 20 and 21 differ strongly but share the weak key 2: a changed item, not a removal and an addition.
        #expect(align([1, 20, 3], [1, 21, 3], weakA: [1, 2, 3], weakB: [1, 2, 3]) == [.pair(0, 0), .pair(1, 1), .pair(2, 2)])
        #expect(align([1, 20, 3], [1, 31, 3], weakA: [1, 2, 3], weakB: [1, 4, 3]) == [.pair(0, 0), .removed(1), .added(1), .pair(2, 2)])
    }

    @Test func theLongestCommonSubsequenceIsFound() {
        #expect(align([1, 2, 3, 4, 5], [5, 2, 3, 4, 1]) == [.removed(0), .added(0), .pair(1, 1), .pair(2, 2), .pair(3, 3), .removed(4), .added(4)])
    }

    /// Past `exactLimit` cells the patience method takes over; one insertion in 2 × 3,000 distinct items is
    /// still found exactly.
    @Test func longSequencesUseThePatienceMethod() {
        let a = Array(0..<3000).map { $0 * 7 % 3001 }
        var b = a
        b.insert(-1, at: 1500)
        b.swapAt(10, 2990)  // and two items moved far apart, so prefix and suffix stop early
        let steps = align(a, b)
        #expect(steps.filter { if case .added = $0 { true } else { false } }.count == 3)
        #expect(steps.filter { if case .removed = $0 { true } else { false } }.count == 2)
        #expect(steps.contains(.added(1500)))
        #expect(steps.filter { if case .pair = $0 { true } else { false } }.count == 2998)
    }

    @Test func viewChainsRunFromTheHeadToTheElement() throws {
        let trace = try S.trace(S.seedGrid(workaround: true), input: "workaround.json")
        let structure = ViewStructure(trace.nodes)
        let path = { (node: Int32) in trace.nodes[Int(node)].path }
        let inner = Int32(try #require(trace.nodes.firstIndex { $0.path == "Grid/GridRow[0]/Grid[2]" }))
        #expect(structure.chain(of: inner).map(path) == ["Grid/GridRow[0]/Grid[2].frame", "Grid/GridRow[0]/Grid[2]"])
        let root = try #require(structure.roots.first)
        #expect(structure.roots.count == 1)
        #expect(structure.chain(of: root).map(path) == ["Grid.frame", "Grid"])
        #expect(structure.children(of: root).map(path) == [
            "Grid/GridRow[0]/Color[0]", "Grid/GridRow[0]/Color[1]", "Grid/GridRow[0]/Grid[2]", "Grid.border", "Grid.frame.border",
        ])
        #expect(structure.children(of: inner).map(path) == [
            "Grid/GridRow[0]/Grid[2]/GridRow[0]/Color[0]", "Grid/GridRow[0]/Grid[2]/GridRow[0]/Color[1]",
            "Grid/GridRow[0]/Grid[2]/Color[1]", "Grid/GridRow[0]/Grid[2]/Color[2]",
        ])
        #expect(structure.subtreeNodeCount(of: root) == trace.nodes.count)
    }

    /// A parent wraps its child when its path is the child's plus `.kind`; a border's rectangle is the child
    /// of the view it decorates, and is no wrapper of anything.
    @Test func wrappersAreRecognisedByTheirPaths() {
        let text = NodeInfo(path: "HStack/Text[1]", label: nil, kind: "Text", location: .unknown, parent: 1)
        let frame = NodeInfo(path: "HStack/Text[1].frame", label: nil, kind: "frame", location: .unknown, parent: 0)
        let border = NodeInfo(path: "HStack/Text[1].border", label: nil, kind: "border", location: .unknown, parent: 2)
        let padding = NodeInfo(path: "HStack/Text[1].frame", label: nil, kind: "padding", location: .unknown, parent: 0)
        #expect(ViewStructure.isWrapper(frame, around: text))
        #expect(!ViewStructure.isWrapper(text, around: border))
        #expect(!ViewStructure.isWrapper(text, around: frame))
        #expect(!ViewStructure.isWrapper(padding, around: text))
    }

    @Test func pathsAreNormalisedWithoutIndicesAndLayoutModifiers() {
        let modifiers = ViewKeys.knownModifiers
        #expect(ViewKeys.normalize("Grid/GridRow[0]/Grid[2]", modifiers: modifiers) == "Grid/GridRow/Grid")
        #expect(ViewKeys.normalize("HStack/Text[1].padding.frame", modifiers: modifiers) == "HStack/Text")
        #expect(ViewKeys.normalize("Text[0].padding.overlay/Color", modifiers: modifiers) == "Text.overlay/Color")
        #expect(ViewKeys.normalize("Grid.frame.border", modifiers: modifiers) == "Grid.border")
        #expect(ViewKeys.relative("Grid/GridRow/Color", to: "Grid") == "GridRow/Color")
        #expect(ViewKeys.relative("Grid.border", to: "Grid") == ".border")
        #expect(ViewKeys.relative("HStack.padding.overlay/Text[0]", to: "HStack") == ".overlay/Text")
        // A shortened deep path does not start with its parent's: its last component stands for it.
        #expect(ViewKeys.relative("VStack/…0123456789abcdef…/HStack[0]/Text[2]", to: "VStack/…fedcba9876543210…/HStack[0]") == "Text")
    }

    @Test func callTablesPairRepliesWithTheirRequests() throws {
        let trace = try S.trace(S.seedGrid(workaround: false), input: "seed.json")
        let table = CallTable(trace)
        let inner = Int32(try #require(trace.nodes.firstIndex { $0.path == "Grid/GridRow[0]/Grid[2]" }))
        let calls = table.calls(of: inner)
        let first = try #require(calls.first)
        #expect(first.kind == .request && first.reason == .probeMin && first.proposal == .zero)
        #expect(first.reply == Size(width: 8, height: 16))
        #expect(first.replyEvent > first.event + 1)  // the nested grid's own requests came in between
        #expect(table.count(of: inner) == calls.count)
        #expect(calls.allSatisfy { $0.reply != nil })
        let frames = try #require(trace.frames.first { $0 != nil })
        #expect(table.frames.first == frames)
    }

    @Test func framesComeFromPlacementsWhenTheTraceHasNone() throws {
        var trace = try S.trace(S.twoColors(padded: false), input: "a.json")
        let recorded = trace.frames
        trace.frames = []
        #expect(CallTable(trace).frames == recorded)
    }

    @Test func numbersCompareAtTheWrittenPrecision() {
        let exact = NumberComparison()
        #expect(exact.equal(111.33333333, 111.333))
        #expect(!exact.equal(111.3334, 111.3346))
        #expect(exact.equal(Double.infinity, .infinity))
        #expect(!exact.equal(Double.infinity, 1e300))
        #expect(exact.equal(Double.nan, .nan))
        #expect(exact.equal(nil as Double?, nil))
        #expect(!exact.equal(0 as Double?, nil))
        #expect(exact.equal(-0.0, 0.0004))
        let loose = NumberComparison(tolerance: 0.5)
        #expect(loose.equal(10, 10.5))
        #expect(!loose.equal(10, 10.502))
        #expect(NumberComparison(tolerance: -3).tolerance == 0)
    }
}
