import LayoutDebugCore
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import SeedLayouts
import Testing

/// One naming scheme: every name the indented outputs print for a node (its shortest unique tail) is that node and
/// no other, as `NodeLookup` (`contract --node`) reads it, in every fixture the reader traces.
@Suite struct NodeNamesTests {
    static let inputs = Fixtures.inputs(excluding: ["fixtures/errors/", "fixtures/compiled/", "fixtures/realworld/"])

    @Test func everyPrintedNameIsItsNodeAndNoOther() throws {
        var checked = 0, traced = 0
        for input in Self.inputs {
            guard let loaded = try? InputLoader.load(path: PackageRoot.path(input), layouts: SeedLayouts.registry),
                  let run = try? TraceRunner.run(loaded) else { continue }
            traced += 1
            let nodes = run.trace.nodes
            for (index, printed) in NodeNames.short(nodes).enumerated() {
                let name = nodes[index].label.map { String(printed.dropLast(" \"\($0)\"".count)) } ?? printed
                #expect(NodeLookup.find(name, in: nodes, input: input) == .found(Int32(index)), "\(input): '\(name)'")
                checked += 1
            }
        }
        #expect(traced > 100)
        #expect(checked > 800)
    }

    /// The nested grid of seed 002: the outer and inner grids' cells had the same short name before.
    @Test func theNestedGridsCellsAreNamedApart() throws {
        let loaded = try InputLoader.load(path: PackageRoot.path("fixtures/seed-002/grid-bug.json"), layouts: SeedLayouts.registry)
        let names = NodeNames.short(try TraceRunner.run(loaded).trace.nodes)
        #expect(names.contains("Grid/GridRow[0]/Color[0]"))
        #expect(names.contains("Grid[2]/GridRow[0]/Color[0]"))
        #expect(!names.contains("GridRow[0]/Color[0]"))
    }
}
