import LayoutModel
import LayoutTrace
import Testing

/// Short names in indented outputs: a node's path relative to its parent's, with its label.
@Suite struct NodeNamesTests {
    @Test func namesRelativeToTheParent() {
        #expect(NodeNames.short(TinyTrace.nodes) == ["Grid.frame", "Grid \"outer\"", "GridRow[0]/Color[0]", "GridRow[0]/Text[1]"])
    }

    @Test func sharedPrefixUpToASlash() {
        let nodes = [
            NodeInfo(path: "VStack/Text[1].padding", label: nil, kind: "padding", location: .unknown, parent: -1),
            NodeInfo(path: "VStack/Text[1]", label: nil, kind: "Text", location: .unknown, parent: 0),
            NodeInfo(path: "Other", label: "x", kind: "Color", location: .unknown, parent: 0),
            NodeInfo(path: "Orphan/Color[0]", label: nil, kind: "Color", location: .unknown, parent: 9),
        ]
        #expect(NodeNames.short(nodes) == ["VStack/Text[1].padding", "Text[1]", "Other \"x\"", "Orphan/Color[0]"])
    }
}
