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
}
