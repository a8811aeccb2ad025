import LayoutEngine
import LayoutModel
import Testing

/// Deep trees: sizing recurses once per level, so a 10,000-deep tree is laid out on a large stack without overflowing.
@Suite struct DeepTreeTests {
    @Test func tenThousandNestedVStacks() throws {
        // Each VStack has one child, never probed (§7.3): it passes (100, 100) down and replies its child's 10 × 10.
        // The tree is built and released on the large stack too (releasing a deep tree also recurses).
        let size = withLargeStack { () -> Size? in
            var node = color("leaf", frame(width: 10, height: 10))
            for _ in 0..<10_000 { node = vStack([node]) }
            let result = try? LayoutEngine.layout(ViewTree(root: node, proposal: P(100, 100)), file: "deep")
            return result.flatMap { $0.frames.first ?? nil }?.size
        }
        #expect(size == S(10, 10))
    }

    /// A chain of modifiers names each node in bounded length (the middle elided with the count left out), so that
    /// a long chain's node table and trace grow linearly, not with the square of its length.
    @Test func aLongModifierChainHasShortUniqueNames() {
        var node = ViewNode(element: .color(name: "red"))
        node.modifiers = Array(repeating: LocatedModifier(.padding(EdgeInsets(all: 1))), count: 3_000)
        let names = withLargeStack { (try? LayoutEngine.layout(ViewTree(root: node, proposal: P(100, 100)), file: "chain"))?.nodes.map(\.path) ?? [] }
        #expect(names.count == 3_001)
        #expect(Set(names).count == names.count)
        #expect(names.map(\.utf8.count).max()! <= 70)
        #expect(names[0] == "Color.padding.padding.padding.…(+2994).padding.padding.padding")
        #expect(names[2_991] == "Color.padding.padding.padding.…(+3).padding.padding.padding")
        #expect(names[2_992] == "Color.padding.padding.padding.padding.padding.padding.padding.padding")
    }

    /// Raised `views` and `modifiers` limits let a tree nest more nodes than the engine's stack holds: a chain of
    /// modifiers one past `InputLimits.nodeDepth` is refused before anything is compiled, at the view that is that
    /// deep, with what to do.
    @Test func aTreeDeeperInNodesThanTheEngineLaysOutIsRefused() {
        var node = ViewNode(element: .color(name: "red"), location: SourceLocation(line: 3, column: 9))
        node.modifiers = Array(repeating: LocatedModifier(.padding(EdgeInsets(all: 1))), count: InputLimits.nodeDepth)
        let diagnostic: Diagnostic? = {
            do throws(InputError) {
                _ = try LayoutEngine.layout(ViewTree(root: vStack([node]), proposal: P(100, 100)), file: "chain.json")
                return nil
            } catch {
                return error.diagnostics.first
            }
        }()
        #expect(diagnostic?.message == "nesting too deep: with its modifiers, this view is more than 400000 layout nodes deep, the most layoutdbg lays out")
        #expect(diagnostic?.location == SourceLocation(line: 3, column: 9))
        #expect(diagnostic?.notes == ["nest fewer views or modifiers: each modifier is a layout node around its view, and the engine recurses once a node"])
    }
}
