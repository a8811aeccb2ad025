import LayoutModel
import Testing

/// A node named on the command line by any name an output shows for it; several fits are ambiguous.
@Suite struct NodeLookupTests {
    private let nodes = [
        NodeInfo(path: "Grid", label: nil, kind: "Grid", location: SourceLocation(line: 1, column: 1), parent: -1),
        NodeInfo(path: "Grid/GridRow[0]/Color[0]", label: "outer", kind: "Color", location: SourceLocation(line: 3, column: 5), parent: 0),
        NodeInfo(path: "Grid/GridRow[0]/Grid[2]", label: nil, kind: "Grid", location: SourceLocation(line: 4, column: 5), parent: 0),
        NodeInfo(path: "Grid/GridRow[0]/Grid[2]/GridRow[0]/Color[0].frame", label: nil, kind: "frame",
                 location: SourceLocation(line: 6, column: 9), parent: 2),
        NodeInfo(path: "Grid/GridRow[0]/Grid[2]/GridRow[0]/Color[0]", label: nil, kind: "Color",
                 location: SourceLocation(line: 6, column: 9), parent: 3),
        NodeInfo(path: "Grid/GridRow[0]/Color[1]", label: nil, kind: "Color", location: SourceLocation(line: 8, column: 5), parent: 0,
                 file: "Sources/App/Row.swift"),
    ]

    @Test func everyNameAnOutputShows() {
        #expect(NodeLookup.find("Grid/GridRow[0]/Grid[2]", in: nodes, input: "v.swift") == .found(2))
        #expect(NodeLookup.find("outer", in: nodes, input: "v.swift") == .found(1))
        #expect(NodeLookup.find("Grid[2]", in: nodes, input: "v.swift") == .found(2))
        #expect(NodeLookup.find("Grid[2]/GridRow[0]/Color[0]", in: nodes, input: "v.swift") == .found(4))
        // A line names the outermost node written there: the frame, not the Color inside it.
        #expect(NodeLookup.find("v.swift:6", in: nodes, input: "dir/v.swift") == .found(3))
        #expect(NodeLookup.find("6", in: nodes, input: "v.swift") == .found(3))
        #expect(NodeLookup.find("Row.swift:8", in: nodes, input: "v.swift") == .found(5))
        #expect(NodeLookup.find("v.swift:8", in: nodes, input: "v.swift") == .none)
    }

    @Test func aNameThatFitsSeveralIsAmbiguous() {
        #expect(NodeLookup.find("GridRow[0]/Color[0]", in: nodes, input: "v.swift") == .ambiguous([1, 4]))
        #expect(NodeLookup.find("Color[9]", in: nodes, input: "v.swift") == .none)
    }
}
