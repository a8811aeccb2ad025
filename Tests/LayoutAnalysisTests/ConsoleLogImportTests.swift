@testable import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import SeedLayouts
import Testing

/// `layoutdbg import`: device console logs read into recorded traces, and compared with the simulation.
@Suite struct ConsoleLogImportTests {
    static let seedLog = "fixtures/device/seed-002-monitor.log"

    static func simulation(_ relative: String) throws -> Trace { try DiffTestSupport.trace(fixture: relative) }

    /// The seed article's console output, verbatim: the outer Grid asks the monitored nested Grid three times.
    @Test func theSeedArticlesLogIsThreeRequestsAndReplies() throws {
        let result = ConsoleLogImporter.read(try #require(PackageRoot.read(Self.seedLog)), file: "seed.log")
        #expect(result.warnings.isEmpty)
        #expect(result.stepLines == 6)
        #expect(result.trace.header.recorded == "console log")
        #expect(result.trace.nodes == [NodeInfo(path: "LayoutMonitor", label: nil, kind: "LayoutMonitor", location: loc(1, 1), parent: -1)])
        let inf = Double.infinity
        #expect(result.trace.events == [
            .passStart(pass: 1, proposal: .zero),
            .request(node: 0, proposal: .zero, query: .size, reason: .recorded, depth: 0),
            .reply(node: 0, proposal: .zero, query: .size, size: Size(width: 8, height: 16), depth: 0, remeasured: false, request: 2),
            .request(node: 0, proposal: .infinity, query: .size, reason: .recorded, depth: 0),
            .reply(node: 0, proposal: .infinity, query: .size, size: Size(width: inf, height: inf), depth: 0, remeasured: false, request: 4),
            .request(node: 0, proposal: ProposedSize(width: 167, height: 350), query: .size, reason: .recorded, depth: 0),
            .reply(node: 0, proposal: ProposedSize(width: 167, height: 350), query: .size, size: Size(width: 167, height: 350),
                   depth: 0, remeasured: false, request: 6),
            .passEnd(pass: 1, counters: PassCounters(requests: 3)),
        ])
    }

    /// The device's log and the simulation of the seed view (the nested Grid in a LayoutMonitor) agree call for
    /// call; with the article's work-around the simulation parts from the log at the zero proposal.
    @Test func theSeedLogMatchesTheSimulationOfTheSeedView() throws {
        let recorded = ConsoleLogImporter.read(try #require(PackageRoot.read(Self.seedLog)), file: "seed.log").trace
        let (a, b) = RecordedViews.comparable(recorded, try Self.simulation("fixtures/seed-002/grid-bug-monitor.json"))
        #expect(b.header.recorded == RecordedViews.simulated)
        #expect(b.events == recorded.events)
        #expect(TraceDiffer.diff(a, b, findings: nil).isEqual)

        let (c, d) = RecordedViews.comparable(recorded, try Self.simulation("fixtures/seed-002/workaround-frame-inside.json"))
        let diff = TraceDiffer.diff(c, d, findings: nil)
        let text = String(decoding: DiffTextRenderer.render(diff), as: UTF8.self)
        #expect(text.contains("\nfirst change: LayoutMonitor  reply  (0, 0) zero  → (8, 16) became (0, 0)\n"))
        #expect(text.contains("  ~ proposal  LayoutMonitor  (167, 350) explicit became (171, 350) explicit  → as proposed  [recorded]\n"))
    }

    @Test func linesItDoesNotUnderstandAreReportedByNumberAndSkipped() {
        let log = """
            App launched
            Proposal Mode: ProposedViewSize(width: Optional(100.0), height: nil)

            Required Size: (80.0, 20.333333333333332)
            Required Size: (80.0, 20.0)
            Proposal Mode: ProposedViewSize(width: Optional(1O.0), height: nil)
            card Proposal Mode: ProposedViewSize(width: nil, height: nil)
            """
        let result = ConsoleLogImporter.read(log, file: "app.log")
        #expect(result.warnings.map { "\($0.location.line): \($0.message)" } == [
            "1: line not understood, skipped",
            "5: a reply of 'LayoutMonitor' with no request open, skipped",
            "6: line not understood, skipped",
            "7: the log ends before 'card' replied; its last request is left out",
        ])
        // The formats are named once, on the first line skipped.
        #expect(result.warnings.map(\.notes.count) == [1, 0, 0, 0])
        #expect(result.trace.nodes.map(\.path) == ["LayoutMonitor", "card"])
        #expect(result.trace.events.count == 4)
        #expect(result.trace.events[2] == .reply(node: 0, proposal: ProposedSize(width: 100, height: nil), query: .size,
                                                 size: Size(width: 80, height: 20.333333333333332), depth: 0, remeasured: false, request: 2))
        #expect(result.trace.events[3] == .passEnd(pass: 1, counters: PassCounters(requests: 1)))
    }

    /// The Layout Inspector's steps: a view proposed while another's request is open is its child.
    @Test func inspectorStepsNestAsTheRequestsNest() {
        let thin = "\u{2009}"
        let log = """
            padding P 200.0\(thin)×\(thin)nil
            Text P 168.0\(thin)×\(thin)nil
            Text ⇒ 52.3\(thin)×\(thin)20.3
            padding ⇒ 84.3 × 52.3
            yellow 84.3 × 52.3 84.3 × 52.3
            """
        let result = ConsoleLogImporter.read(log, file: "inspector.log")
        #expect(result.warnings.isEmpty)
        #expect(result.trace.nodes.map(\.path) == ["padding", "padding/Text", "yellow"])
        #expect(result.trace.nodes.map(\.parent) == [-1, 0, -1])
        #expect(result.trace.events == [
            .passStart(pass: 1, proposal: ProposedSize(width: 200, height: nil)),
            .request(node: 0, proposal: ProposedSize(width: 200, height: nil), query: .size, reason: .recorded, depth: 0),
            .request(node: 1, proposal: ProposedSize(width: 168, height: nil), query: .size, reason: .recorded, depth: 1),
            .reply(node: 1, proposal: ProposedSize(width: 168, height: nil), query: .size, size: Size(width: 52.3, height: 20.3),
                   depth: 1, remeasured: false, request: 3),
            .reply(node: 0, proposal: ProposedSize(width: 200, height: nil), query: .size, size: Size(width: 84.3, height: 52.3),
                   depth: 0, remeasured: false, request: 2),
            .request(node: 2, proposal: ProposedSize(width: 84.3, height: 52.3), query: .size, reason: .recorded, depth: 0),
            .reply(node: 2, proposal: ProposedSize(width: 84.3, height: 52.3), query: .size, size: Size(width: 84.3, height: 52.3),
                   depth: 0, remeasured: false, request: 6),
            .passEnd(pass: 1, counters: PassCounters(requests: 3)),
        ])
    }

    @Test func valuesAreReadAsSwiftPrintsThem() {
        #expect(ConsoleLogImporter.parse("Proposal Mode: ProposedViewSize(width: Optional(1e-05), height: Optional(-inf))")
                == .proposal(label: "LayoutMonitor", ProposedSize(width: 0.00001, height: -.infinity)))
        #expect(ConsoleLogImporter.parse("inner: Required Size: CGSize(width: 8.0, height: 16.0)")
                == .response(label: "inner", Size(width: 8, height: 16)))
        #expect(ConsoleLogImporter.parse("Proposal Mode: ProposedViewSize(width: 10.0, height: nil)")
                == .proposal(label: "LayoutMonitor", ProposedSize(width: 10, height: nil)))
        // Not guessed: a missing axis, a third value, words after the value, a plus sign.
        #expect(ConsoleLogImporter.parse("Proposal Mode: ProposedViewSize(width: Optional(10.0))") == nil)
        #expect(ConsoleLogImporter.parse("Required Size: (8.0, 16.0, 3.0)") == nil)
        #expect(ConsoleLogImporter.parse("Required Size: (8.0, 16.0) later") == nil)
        #expect(ConsoleLogImporter.parse("Required Size: (+8.0, 16.0)") == nil)
        #expect(ConsoleLogImporter.parse("Text ⇒ 52.3 × nil") == nil)
    }
}
