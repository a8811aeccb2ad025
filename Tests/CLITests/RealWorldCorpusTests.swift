import Foundation
import LayoutTestSupport
import Testing

/// The real-world corpus (`fixtures/realworld`, files copied verbatim from public projects): `layoutdbg check`
/// compares each file's trace or diagnostics with its expected file; this keeps the corpus whole and its README's
/// count true.
@Suite struct RealWorldCorpusTests {
    let directory = PackageRoot.url.appendingPathComponent("fixtures/realworld")

    @Test func everyFileHasOneOutcomeAndTheCountIsTheREADMEs() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let inputs = names.filter { $0.hasSuffix(".swift") }.sorted()
        #expect(inputs.count == 39)
        var traced = 0
        for input in inputs {
            let base = String(input.dropLast(".swift".count))
            let trace = names.contains(base + ".trace.txt")
            let diagnostics = names.contains(base + ".diagnostics.txt")
            #expect(trace != diagnostics, "\(input): exactly one of its trace and its diagnostics")
            if trace { traced += 1 }
            if diagnostics {
                // A file that does not trace gets a located error, never a crash or a bare message.
                let text = try String(contentsOf: directory.appendingPathComponent(base + ".diagnostics.txt"), encoding: .utf8)
                #expect(text.range(of: #"^\#(input):\d+:\d+: error: "#, options: .regularExpression) != nil, "\(input)")
            }
            #expect(names.contains(base + ".swift"))
        }
        #expect(traced == 8)
        let readme = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("**\(traced) of \(inputs.count) trace as they are.**"))
        #expect(readme.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }.count == inputs.count)
    }

    /// Files of one app that the corpus holds (CanvasPlus's dashboard: a view, its `Layout`, the layout's value and
    /// environment keys) trace together as a user gives them, with `--with`: the app's own layout runs on the app's
    /// own keys. Its findings are a real bug of that layout: measured with a nil height (in the ScrollView) its
    /// shapes answer 10 tall, placed with its `baseHeight` they are 120 and 240, so it reports 212.667 tall and places
    /// widgets down to y 1,130.
    @Test func theFilesOfOneAppTraceTogether() {
        expectTraced("38-canvasplus-exampledashboardview", with: ["37-canvasplus-dashboardvaluekey.swift", "39-canvasplus-dashboard-layout.swift"])
    }

    /// FrameUp's `FittedHStack`, a Layout that keeps an `AnyLayout` of an HStackLayout and calls it, with the file of
    /// its package that declares its alignment type (verbatim in `with-their-app/x-11-frameup`): its preview's two
    /// views get 185 each of the 370 inside the padding, the GeometryReader all 746 of the height, the 400-tall Color
    /// centred beside it; its Text shows "185.000000" (a CGFloat in a Text's key).
    @Test func aLayoutOfALibraryTracesWithItsTypes() {
        expectTraced("11-frameup-fittedhstack", with: ["with-their-app/x-11-frameup"])
    }

    /// Clean Architecture's country cell with its app's two model files (`Country` and its mocked data, verbatim in
    /// `with-their-app/x-15-cleanarch`): its preview's 375 × 60 container is the root's, and its finding is a real
    /// bug of the cell: 16 points of padding inside a 60-point frame leave 28 for two lines that need 56.
    @Test func aCellTracesWithItsModels() {
        expectTraced("15-cleanarch-countrycell", with: ["with-their-app/x-15-cleanarch"])
    }

    /// The corpus's file `name` traced with `others` of its app (files or folders of `fixtures/realworld`), as a user
    /// gives them with `--with`, against `with-their-app/NAME.trace.txt`.
    func expectTraced(_ name: String, with others: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let run = layoutdbg(["trace", "fixtures/realworld/\(name).swift"] + others.flatMap { ["--with", "fixtures/realworld/" + $0] } + ["--frames"],
                            environment: CompiledPathForTests.environment)
        #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
        Golden.expect(run.stdout, matches: "fixtures/realworld/with-their-app/\(name).trace.txt")
    }
}
