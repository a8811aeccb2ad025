import Foundation
@testable import LayoutDebugger
import LayoutEngine
import LayoutInput
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import Testing

/// A layout value key the catalogue's `layoutValue` example uses.
struct Rank: LayoutValueKey {
    static let defaultValue = 0.0
}

/// Every catalogue entry's example, read by the SwiftUI-syntax reader and built by the LayoutDebugger library (the
/// same source text, compiled: `CatalogueExamples.swift` is generated from the catalogue), must give the same tree
/// and a byte-identical trace. This is what keeps the two Swift front ends from drifting apart.
@Suite struct CatalogueConformanceTests {
    @Test(arguments: SwiftUICatalogue.entries.map(\.name))
    func bothFrontEndsAgree(_ name: String) throws {
        let entry = try #require(SwiftUICatalogue.entries.first { $0.name == name })
        let make = try #require(CatalogueExamples.views[key(entry)], "no compiled example for \(key(entry)): regenerate CatalogueExamples.swift")
        let read = try withLargeStack { Result { () throws(InputError) in try SwiftTreeReader.read(entry.example, file: "example.swift") } }.get()
        let traced = try LayoutDebugger.trace(make(), name: "example.swift")
        let builtRoot = try #require(traced.nodes.first)
        let compiled = try built(make())
        #expect(read.tree.root.erasingLocations == compiled.erasingLocations, "\(entry.example)")
        // Views built in Swift know where they were written: their entry's line of the compiled examples.
        let line = try #require(SwiftUICatalogue.entries.firstIndex { Self.key($0) == Self.key(entry) }) + Self.firstExampleLine
        if !entry.example.hasPrefix("Color.") {  // `Color.red` is a static property: SwiftUI has no call site either
            #expect(compiled.file == "LayoutDebuggerTests/CatalogueExamples.swift")
            #expect(compiled.location.line == line, "\(entry.example)")
        }
        let recorder = TraceRecorder()
        let result = try LayoutEngine.layout(read.tree, file: "example.swift", observer: recorder)
        let trace = recorder.trace(input: "example.swift", engineVersion: LayoutEngine.version, frames: result.frames)
        #expect(String(decoding: TraceTextRenderer.render(trace), as: UTF8.self) == traced.text, "\(entry.example)")
        #expect(builtRoot.path == trace.nodes.first?.path)
    }

    /// The compiled examples are the catalogue's, as text: a changed example regenerates the file through the
    /// project's one record convention (`Golden`: the test fails and says so), to be read before it is committed.
    @Test func compiledExamplesAreTheCatalogues() {
        Golden.expect(Self.renderExamples(), matches: "Tests/LayoutDebuggerTests/CatalogueExamples.swift")
    }

    /// The line of the first example in `CatalogueExamples.swift` (after the header `renderExamples` writes).
    static let firstExampleLine = 6

    static func renderExamples() -> String {
        var lines = [
            "// Generated from SwiftUICatalogue by CatalogueConformanceTests (LAYOUTDBG_RECORD=failed rewrites it). Do not edit.",
            "import LayoutDebugger",
            "",
            "enum CatalogueExamples {",
            "    nonisolated(unsafe) static let views: [String: () -> AnyView] = [",
        ]
        for entry in SwiftUICatalogue.entries {
            lines.append("        \"\(key(entry))\": { AnyView(\(entry.example)) },")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    private func key(_ entry: SurfaceEntry) -> String { Self.key(entry) }
    static func key(_ entry: SurfaceEntry) -> String { "\(entry.kind.rawValue) \(entry.name)" }

    /// The tree LayoutDebugger builds for `view`, through the same path `trace` uses.
    private func built(_ view: AnyView) throws -> ViewNode {
        try #require(ViewTreeBuilder().nodes(view).first)
    }
}

extension ViewNode {
    /// The node with every location unknown: the two front ends locate nodes each in its own file. An alignment
    /// guide's computation is erased too: the reader keeps the closure's arithmetic, LayoutDebugger the closure
    /// itself (the byte-identical traces show that both compute the same values).
    var erasingLocations: ViewNode {
        var copy = self
        copy.location = .unknown
        copy.file = nil
        copy.children = children.map(\.erasingLocations)
        copy.modifiers = modifiers.map { located in
            var modifier = located.modifier.mappingContentViews(\.erasingLocations)
            if case .alignmentGuide(let explicit) = modifier { modifier = .alignmentGuide(ExplicitGuide(explicit.guide, .number(0))) }
            return LocatedModifier(modifier)
        }
        return copy
    }
}
