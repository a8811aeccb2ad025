import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutEngine
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import SeedLayouts

/// Shared by the rule tests: the repository's fixtures, and traces of custom layouts made in code.
enum RuleTestSupport {
    /// Every lint fixture, relative to the root: the inputs (`GoldenFiles.isInput`) and the trace fixtures (a
    /// `X.trace.json` without an input `X.json` / `X.swift` beside it), outside fixtures/errors.
    static func fixtures() -> [String] {
        var found: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: PackageRoot.path("fixtures")) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            let path = "fixtures/" + relative
            if path.hasPrefix("fixtures/errors/") { continue }
            if GoldenFiles.isInput(path) || isTraceFixture(path) { found.append(path) }
        }
        return found.sorted()
    }

    static func isTraceFixture(_ path: String) -> Bool {
        guard path.hasSuffix(GoldenFiles.traceJSON) else { return false }
        let stem = String(path.dropLast(GoldenFiles.traceJSON.count))
        return !FileManager.default.fileExists(atPath: PackageRoot.path(stem + ".json"))
            && !FileManager.default.fileExists(atPath: PackageRoot.path(stem + ".swift"))
    }

    /// The `.findings.txt` golden beside a fixture.
    static func findingsPath(for fixture: String) -> String {
        if isTraceFixture(fixture) { return String(fixture.dropLast(GoldenFiles.traceJSON.count)) + GoldenFiles.findings }
        return GoldenFiles.expectedPath(for: fixture, suffix: GoldenFiles.findings)
    }

    /// The fixture's trace, named by its relative path as `layoutdbg lint fixtures/…` run from the root names it.
    /// The trace of a fixture, its input named by the file name alone as `layoutdbg check` names it in the expected
    /// files (a saved trace fixture keeps its path: it is the file its findings point into).
    static func trace(ofFixture fixture: String) throws -> Trace {
        let bytes = PackageRoot.bytes(fixture) ?? []
        let name = isTraceFixture(fixture) ? fixture : (fixture as NSString).lastPathComponent
        return try withLargeStack { Result { () throws(LoadError) -> Trace in try FindingsPipeline.trace(of: bytes, file: name, layouts: SeedLayouts.registry, swift: CompiledPathForTests.options()) } }.get()
    }

    /// A findings golden as the command line prints it for `input` typed as a path: each line that names the input by
    /// its file name names it by that path instead.
    static func golden(_ path: String, typedAs input: String) -> String {
        let name = (input as NSString).lastPathComponent + ":"
        return (PackageRoot.read(path) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(name) ? input + ":" + $0.dropFirst(name.count) : String($0) }.joined(separator: "\n")
    }

    static func findings(ofFixture fixture: String) throws -> String {
        FindingRenderer.lines(FindingsPipeline.findings(try trace(ofFixture: fixture)))
    }

    // MARK: - Trees in code

    static func view(_ element: Element, _ children: [ViewNode] = [], _ modifiers: Modifier..., label: String? = nil) -> ViewNode {
        ViewNode(element: element, children: children, modifiers: modifiers.map { LocatedModifier($0) }, label: label)
    }

    static func color(_ name: String = "red", _ modifiers: Modifier..., label: String? = nil) -> ViewNode {
        ViewNode(element: .color(name: name), modifiers: modifiers.map { LocatedModifier($0) }, label: label)
    }

    static func text(_ string: String, _ modifiers: Modifier..., label: String? = nil) -> ViewNode {
        ViewNode(element: .text(string), modifiers: modifiers.map { LocatedModifier($0) }, label: label)
    }

    static func layout(_ name: String, _ arguments: [String: Double] = [:], _ children: [ViewNode], label: String? = nil) -> ViewNode {
        ViewNode(element: .layout(name: name, arguments: arguments), children: children, label: label)
    }

    static let grid = Element.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil)
    static let gridRow = Element.gridRow(alignment: nil)
    static let vStack = Element.vStack(alignment: .center, spacing: nil)

    /// Lays `tree` out with the test layouts and records the trace.
    static func trace(_ tree: ViewTree, input: String) throws -> Trace {
        let recorder = TraceRecorder()
        let (resolved, table) = try LayoutTable.resolving(tree, names: TestLayouts(), file: input)
        let result = try LayoutEngine.layout(resolved, file: input, observer: recorder, layouts: table)
        return recorder.trace(input: input, engineVersion: LayoutEngine.version, frames: result.frames)
    }

    /// A trace made in code, prepared to be stored as the trace fixture `path`: it names itself as its input,
    /// and each node is located at its own entry in the file (node i is on line 5 + i, column 5, of what
    /// `TraceJSONWriter` writes), so that findings point at something a reader can open.
    static func located(_ trace: Trace, as path: String) -> Trace {
        var trace = trace
        trace.header.input = path
        for index in trace.nodes.indices { trace.nodes[index].location = SourceLocation(line: 5 + index, column: 5) }
        trace.frames = []
        return trace
    }
}

/// Custom layouts for the rules about the Layout protocol, driven through the engine's custom-layout hook, so
/// that the tests see the events the engine really records.
///
/// - `Row(skip: i, twice: j)`: subviews left to right at their ideal sizes, 8 apart; skips subview i (seed 003's
///   `continue`) and places subview j a second time, 10 pt further right; with `outside: k`, places subview k 504 pt
///   further right, wholly outside the row's bounds;
/// - `CachedGrid`: two columns of 100-pt rows from the proposal's width; a subview without a `contentHash` layout
///   value is placed at `.zero` with a `.zero` proposal (seed 000's fallback);
/// - `Card`: replies 200 × 100 whatever the proposal (seed 004's hard-coded size) and gives every subview its bounds;
/// - `Prober(again: 1)`: asks subview 0 for (0, 0), (∞, ∞), (100, 100), (nil, nil), then (0, 0) again when `again`
///   is 1 (evicted from the 3-entry cache by then), or without the ideal-size question when it is 0.
struct TestLayouts: NamedLayouts {
    var layoutNames: Set<String> { ["Row", "CachedGrid", "Card", "Prober"] }

    func maker(named name: String, arguments: [String: Double]) -> Result<LayoutTable.Maker, CustomLayoutError> {
        .success { TestLayout(name: name, arguments: arguments) }
    }
}

final class TestLayout: CustomLayoutEngine {
    let name: String
    let arguments: [String: Double]

    init(name: String, arguments: [String: Double]) {
        self.name = name
        self.arguments = arguments
    }

    func makeCache(subviews: CustomLayoutSubviews) {}
    func updateCache(subviews: CustomLayoutSubviews) {}
    func spacing(subviews: CustomLayoutSubviews) -> SpacingPreferences { .none }
    func explicitAlignment(of guide: AlignmentGuideQuery, in bounds: Rect, proposal: ProposedSize,
                           subviews: CustomLayoutSubviews) -> Double? { nil }
    func takeCache(from previous: any CustomLayoutEngine) -> Bool { true }
    var stackOrientation: Axis? { nil }

    func sizeThatFits(proposal: ProposedSize, subviews: CustomLayoutSubviews) -> Size {
        switch name {
        case "Row":
            let sizes = (0..<subviews.count).map { subviews.sizeThatFits($0, .unspecified) }
            return Size(width: sizes.reduce(0) { $0 + $1.width } + Double(max(sizes.count - 1, 0)) * 8,
                        height: sizes.map(\.height).max() ?? 0)
        case "CachedGrid":
            let rows = (subviews.count + 1) / 2
            return Size(width: proposal.width ?? 10, height: Double(rows) * 100 + Double(max(rows - 1, 0)) * 8)
        case "Card":
            return Size(width: 200, height: 100)
        default:  // Prober
            var questions: [ProposedSize] = [.zero, .infinity, ProposedSize(width: 100, height: 100)]
            if arguments["again"] == 1 { questions += [.unspecified, .zero] } else { questions.append(.zero) }
            for question in questions where subviews.count > 0 { _ = subviews.sizeThatFits(0, question) }
            return proposal.replacingUnspecified()
        }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: CustomLayoutSubviews) {
        switch name {
        case "Row":
            var x = bounds.minX
            for index in 0..<subviews.count {
                let size = subviews.sizeThatFits(index, .unspecified)
                defer { x += size.width + 8 }
                if arguments["skip"].map({ Int($0) == index }) == true { continue }
                // `outside`: that subview 504 pt to the right of where it belongs, past the row's own bounds.
                let shift = arguments["outside"].map { Int($0) == index } == true ? 504.0 : 0
                subviews.place(index, at: Point(x: x + shift, y: bounds.minY), anchor: .topLeading, proposal: ProposedSize(size))
                if arguments["twice"].map({ Int($0) == index }) == true {
                    subviews.place(index, at: Point(x: x + 10, y: bounds.minY), anchor: .topLeading, proposal: ProposedSize(size))
                }
            }
        case "CachedGrid":
            let width = (bounds.size.width - 8) / 2
            for index in 0..<subviews.count {
                guard subviews.layoutValue(index, key: "contentHash") != nil else {
                    subviews.place(index, at: .zero, anchor: .topLeading, proposal: .zero)  // the fallback
                    continue
                }
                let origin = Point(x: bounds.minX + Double(index % 2) * (width + 8), y: bounds.minY + Double(index / 2) * 108)
                subviews.place(index, at: origin, anchor: .topLeading, proposal: ProposedSize(width: width, height: 100))
            }
        default:  // Card, Prober
            for index in 0..<subviews.count {
                subviews.place(index, at: bounds.origin, anchor: .topLeading, proposal: ProposedSize(bounds.size))
            }
        }
    }
}
