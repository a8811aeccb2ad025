import Foundation
@testable import LayoutDebugger
import LayoutDebugCore
import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing
import SeedLayouts

/// The seed layouts' fixtures under fixtures/custom-layouts/: the JSON inputs are the Swift views of `SeedViews`
/// written out, and their goldens (`.trace.txt`, `.trace.json`, checked by GoldenTests like every fixture) are
/// what `layoutdbg trace` and `layoutdbg check` produce for them, which is also what `LayoutDebugger.trace`
/// produces for the Swift views.
///
/// The inputs are written by hand (a Swift layout value carries no arguments into the tree to write out).
@Suite struct FixtureTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        let name: String
        let proposal: ProposedViewSize
        let view: @Sendable () -> AnyView
        var testDescription: String { name }
        var input: String { "fixtures/custom-layouts/\(name).json" }
    }

    static let fixtures: [Fixture] = [
        Fixture(name: "radial-stack", proposal: ProposedViewSize(width: 350, height: 350)) { AnyView(SeedViews.radial(padding: 32, count: 4)) },
        Fixture(name: "cached-radial-stack", proposal: ProposedViewSize(width: 350, height: 350)) { AnyView(SeedViews.cachedRadial(padding: 32, count: 4)) },
        Fixture(name: "spiral-stack", proposal: ProposedViewSize(width: 350, height: 350)) { AnyView(SeedViews.spiral(count: 6, elementsPerLayer: 4)) },
        Fixture(name: "identity-cached-grid", proposal: ProposedViewSize(width: 350, height: 500)) { AnyView(SeedViews.identityGrid()) },
        Fixture(name: "constraint-layout", proposal: ProposedViewSize(width: 350, height: 200)) { AnyView(SeedViews.constraintRow()) },
        Fixture(name: "flow-layout", proposal: ProposedViewSize(width: 232, height: 400)) { AnyView(SeedViews.flow()) },
        Fixture(name: "diagonal-layout", proposal: ProposedViewSize(width: 300, height: 300)) { AnyView(SeedViews.diagonal()) },
    ]

    /// The fixture's input is its Swift view: the same tree, written as JSON, but for the custom layouts' arguments.
    /// A layout value built in Swift travels as itself (its handle in the run's table), so its tree node has no
    /// arguments; the JSON input names the layout with the arguments that make the same value, which
    /// `swiftTraceMatchesTheGolden` checks through the traces.
    @Test(arguments: fixtures) func inputIsTheSwiftView(_ fixture: Fixture) throws {
        let builder = ViewTreeBuilder()
        let nodes = builder.nodes(fixture.view())
        let swift = ViewTree(root: try #require(nodes.first), proposal: fixture.proposal.model)
        let bytes = try #require(PackageRoot.bytes(fixture.input))
        let input = try JSONTreeReader.read(bytes, file: fixture.input, customLayouts: SeedLayouts.registry.layoutNames)
        #expect(JSONTreeWriter.write(input.withoutLayoutArguments) == JSONTreeWriter.write(swift.withoutLayoutArguments),
                "\(fixture.input) is not the tree of its Swift view (SeedViews)")
    }

    /// Tracing the Swift view with LayoutDebugger gives the same text as the CLI gives for the JSON input
    /// (the golden GoldenTests checks and records; this test only reads it).
    @Test(arguments: fixtures) func swiftTraceMatchesTheGolden(_ fixture: Fixture) throws {
        let trace = try LayoutDebugger.trace(fixture.view(), proposal: fixture.proposal, name: "\(fixture.name).json")
        let golden = try #require(PackageRoot.read(GoldenFiles.expectedPath(for: fixture.input, suffix: GoldenFiles.traceText)))
        #expect(trace.text == golden)
    }
}

extension ViewTree {
    /// The tree with every custom layout's arguments and handle dropped: what a Swift view and a JSON input share.
    var withoutLayoutArguments: ViewTree {
        var copy = self
        copy.root = root.withoutLayoutArguments
        return copy
    }
}

extension ViewNode {
    var withoutLayoutArguments: ViewNode {
        var copy = self
        if case .layout(let name, _, _) = element { copy.element = .layout(name: name, arguments: [:]) }
        copy.children = children.map(\.withoutLayoutArguments)
        return copy
    }
}
