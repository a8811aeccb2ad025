@testable import LayoutAnalysis
import LayoutModel
import LayoutTrace
import Testing

/// The tree the trace index keeps for the rules: children grouped per parent, subviews without overlay and
/// background content, and how a node's path tells content from a subview.
@Suite struct TraceIndexTreeTests {
    /// A VStack with a Text and a Color; the Color carries an overlay (a Text under a `.overlay` path segment).
    static let nodes = [
        NodeInfo(path: "VStack", label: nil, kind: "VStack", location: .unknown, parent: -1),
        NodeInfo(path: "VStack/Text[0]", label: nil, kind: "Text", location: .unknown, parent: 0),
        NodeInfo(path: "VStack/Color[1]", label: nil, kind: "Color", location: .unknown, parent: 0),
        NodeInfo(path: "VStack/Color[1].overlay/Text", label: nil, kind: "Text", location: .unknown, parent: 2),
        NodeInfo(path: "VStack/Text[2]", label: nil, kind: "Text", location: .unknown, parent: 0),
    ]

    @Test func childrenAndSubviewsPerNode() {
        let index = TraceIndex(Trace(header: TraceHeader(engineVersion: "test", input: "tree.json", quirks: [], rootProposal: .unspecified),
                                     nodes: Self.nodes, events: []))
        #expect((0..<5).map { Array(index.children(of: Int32($0))) } == [[1, 2, 4], [], [3], [], []])
        #expect((0..<5).map { index.subviews(of: Int32($0)) } == [[1, 2, 4], [], [], [], []])
        #expect((0..<5).map { index.hasSubviews(Int32($0)) } == [true, false, false, false, false])
        #expect((0..<5).map { index.callsByNode[$0].isEmpty } == [true, true, true, true, true])
    }

    /// Content continues its parent's path with `.overlay` (or `.background`, `.border`), a subview with `/`; a
    /// path elided in the middle (`/…hash…/`) is read by its last two segments.
    @Test func pathsTellContentFromSubviews() {
        #expect(TraceIndex.continuesWithModifier("VStack/Color[1].overlay/Text", "VStack/Color[1]"))
        #expect(TraceIndex.continuesWithModifier("VStack/Color[1].background", "VStack/Color[1]"))
        #expect(!TraceIndex.continuesWithModifier("VStack/Color[1]", "VStack"))
        #expect(!TraceIndex.continuesWithModifier("VStack/Color[10]/Text", "VStack/Color[1]"))
        // Elided: the parent's last segment starts one of the child's last two, followed by a dot.
        #expect(TraceIndex.continuesWithModifier("Root/…0123456789abcdef…/Color[3].overlay/Text", "Root/A/B/Color[3]"))
        #expect(TraceIndex.continuesWithModifier("Root/…0123456789abcdef…/Color[3].overlay", "Root/A/B/Color[3]"))
        #expect(!TraceIndex.continuesWithModifier("Root/…0123456789abcdef…/Color[3]/Text/Text", "Root/A/B/Color[3]"))
        #expect(!TraceIndex.continuesWithModifier("Root/…0123456789abcdef…/Color[30].overlay", "Root/A/B/Color[3]"))
        // Empty segments (a trailing slash) are skipped, as splitting the path skips them.
        #expect(TraceIndex.continuesWithModifier("Root/…0123456789abcdef…/Color[3].overlay/", "Root/A/B/Color[3]"))
    }
}
