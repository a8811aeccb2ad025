import LayoutDebugCore
import LayoutEngine
import LayoutModel
import LayoutTrace
import LayoutTestSupport
import SeedLayouts
import Testing

/// Traces made in code for the diff and check tests: view trees built like the SwiftUI they model, laid out
/// by the engine with a recorder attached.
enum DiffTestSupport {
    static func view(_ element: Element, _ children: [ViewNode] = [], _ modifiers: Modifier..., label: String? = nil) -> ViewNode {
        ViewNode(element: element, children: children, modifiers: modifiers.map { LocatedModifier($0) }, label: label)
    }

    static func color(_ name: String, _ modifiers: Modifier...) -> ViewNode {
        ViewNode(element: .color(name: name), modifiers: modifiers.map { LocatedModifier($0) })
    }

    static let grid = Element.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil)
    static let gridRow = Element.gridRow(alignment: nil)

    /// Seed 002: a 350 × 350 Grid whose one row holds orange, indigo and a nested Grid "inner" spanning two
    /// columns; `workaround` adds `.frame(minWidth: 0, minHeight: 0)` to the nested Grid, as the article does.
    static func seedGrid(workaround: Bool) -> ViewTree {
        var innerModifiers: [Modifier] = [.gridCellColumns(2)]
        if workaround { innerModifiers.insert(.flexFrame(FlexFrame(minWidth: 0, minHeight: 0)), at: 0) }
        let inner = ViewNode(element: grid, children: [
            view(gridRow, [color("cyan"), color("yellow")]),
            color("mint"), color("green"),
        ], modifiers: innerModifiers.map { LocatedModifier($0) }, label: "inner")
        let root = view(grid, [view(gridRow, [color("orange"), color("indigo"), inner])],
                        .border(width: 2), .frame(width: 350, height: 350, alignment: .center), .border(width: 2))
        return ViewTree(root: root, proposal: ProposedSize(width: 393, height: 852))
    }

    /// Lays `tree` out and records its trace, frames included.
    static func trace(_ tree: ViewTree, input: String) throws -> Trace {
        let recorder = TraceRecorder()
        let result = try LayoutEngine.layout(tree, file: input, observer: recorder)
        return recorder.trace(input: input, engineVersion: LayoutEngine.version, frames: result.frames)
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The trace of the fixture at `relative` (from the package root), with the seed layouts.
    static func trace(fixture relative: String) throws -> Trace {
        let bytes = try #require(PackageRoot.bytes(relative))
        return try TraceRunner.run(try InputLoader.parse(bytes, file: relative, layouts: SeedLayouts.registry)).trace
    }
}

extension DiffTestSupport {
    static let hStack = Element.hStack(alignment: .center, spacing: 0)
    static let vStack = Element.vStack(alignment: .center, spacing: nil)
    static let square = ProposedSize(width: 100, height: 50)

    /// Two colors side by side in 100 × 50; `padded` adds `.padding(.leading, 10)` to the first.
    static func twoColors(padded: Bool) -> ViewTree {
        let first = padded ? color("red", .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))) : color("red")
        return ViewTree(root: view(hStack, [first, color("blue")]), proposal: square)
    }

    /// A VStack of texts in 200 × 300; `inserted` puts a 20-pt-high Color after the first text.
    static func texts(inserted: Bool) -> ViewTree {
        var children = [view(.text("one")), view(.text("two")), view(.text("three"))]
        if inserted { children.insert(color("red", .frame(width: nil, height: 20, alignment: .center)), at: 1) }
        return ViewTree(root: view(vStack, children), proposal: ProposedSize(width: 200, height: 300))
    }
}
