import Foundation
@testable import LayoutDebugger
import LayoutDebugCore
import LayoutInput
import struct LayoutModel.ViewTree
import LayoutTestSupport
import Testing

/// The seed layouts' fixtures under fixtures/custom-layouts/: the JSON inputs are the Swift views of `SeedViews`
/// written out, and their goldens (`.trace.txt`, `.trace.json`, checked by GoldenTests like every fixture) are
/// what `layoutdbg trace` and `layoutdbg check` produce for them, which is also what `LayoutDebugger.trace`
/// produces for the Swift views.
///
/// Record the inputs again with LAYOUTDBG_RECORD=failed (`Golden`), then review every number before committing.
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

    /// The fixture's input is its Swift view, written as JSON.
    @Test(arguments: fixtures) func inputIsTheSwiftView(_ fixture: Fixture) throws {
        let builder = ViewTreeBuilder()
        let nodes = builder.nodes(fixture.view())
        let json = JSONTreeWriter.write(ViewTree(root: try #require(nodes.first), proposal: fixture.proposal.model))
        Golden.expect(json, matches: fixture.input)
    }

    /// Tracing the Swift view with LayoutDebugger gives the same text as the CLI gives for the JSON input
    /// (the golden GoldenTests checks and records; this test only reads it).
    @Test(arguments: fixtures) func swiftTraceMatchesTheGolden(_ fixture: Fixture) throws {
        let trace = try LayoutDebugger.trace(fixture.view(), proposal: fixture.proposal, name: "\(fixture.name).json")
        let golden = try #require(PackageRoot.read(GoldenFiles.expectedPath(for: fixture.input, suffix: GoldenFiles.traceText)))
        #expect(trace.text == golden)
    }
}
