import LayoutAnalysis
import LayoutDebugCore
import LayoutEngine
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import Testing
import SeedLayouts

/// The machinery under the rules: the trace index, the runner, the renderer, and rules on traces read back
/// from JSON.
@Suite struct RuleEngineTests {
    typealias S = RuleTestSupport

    static func seedTrace() throws -> Trace { try S.trace(ofFixture: "fixtures/rules/nested-grid-min-size/triggers.json") }

    @Test func callsNestAsTheyWereMade() throws {
        let index = TraceIndex(try Self.seedTrace())
        let inner = try #require(index.nodes.firstIndex { $0.label == "inner" }).asNode
        let zero = try #require(index.callsByNode[Int(inner)].first { index.calls[$0].proposal == .zero })
        // The nested Grid's zero probe asks its four cells (0, 0) and (∞, ∞), then shares out what is left.
        let asked = index.childCalls(of: zero)
        #expect(asked.count == 12)
        #expect(asked.allSatisfy { index.info($0.node).kind == "Color" })
        #expect(index.nesting.nested(in: zero).allSatisfy { index.nesting.parent(of: $0) == zero })
        #expect(asked.allSatisfy { index.isInside($0.node, inner) })
        #expect(index.calls[zero].size == Size(width: 8, height: 16))
        #expect(index.growsWithoutBound(inner, .horizontal) && index.growsWithoutBound(inner, .vertical))
    }

    @Test func subviewsModifiersAndSecondaries() throws {
        let index = TraceIndex(try Self.seedTrace())
        let named = { (path: String) in Int32(index.nodes.firstIndex { $0.path == path }!) }
        let frame = named("Grid.frame"), grid = named("Grid")
        #expect(index.modified(by: frame) == grid)
        #expect(index.subviews(of: frame).isEmpty)
        #expect(index.element(under: frame) == grid)
        // The border is overlay content of the Grid, not a cell.
        #expect(index.subviews(of: grid).map { index.info($0).path }
                == ["Grid/GridRow[0]/Color[0]", "Grid/GridRow[0]/Color[1]", "Grid/GridRow[0]/Grid[2]"])
        #expect(index.enclosingElement(of: named("Grid/GridRow[0]/Grid[2]")) == grid)
    }

    /// Paths of deep trees are elided in the middle; overlay content is still told from subviews.
    @Test func subviewsOfElidedPaths() {
        let nodes = [
            NodeInfo(path: "VStack/…00ff…/HStack[3]", label: nil, kind: "HStack", location: .unknown, parent: -1),
            NodeInfo(path: "VStack/…0a0a…/HStack[3]/Color[0]", label: nil, kind: "Color", location: .unknown, parent: 0),
            NodeInfo(path: "VStack/…0b0b…/HStack[3].overlay/Text", label: nil, kind: "Text", location: .unknown, parent: 0),
            NodeInfo(path: "VStack/…0c0c…/HStack[3].border", label: nil, kind: "border", location: .unknown, parent: 0),
        ]
        let trace = Trace(header: TraceHeader(engineVersion: "test", input: "deep.json", quirks: [], rootProposal: .unspecified),
                          nodes: nodes, events: [])
        #expect(TraceIndex(trace).subviews(of: 0) == [1])
    }

    /// A disabled rule's finding is dropped, but the cascade that names it keeps naming it.
    @Test func disablingAPrimaryKeepsTheCascadeStable() throws {
        let trace = try Self.seedTrace()
        let all = RuleRunner.run(trace)
        let without = RuleRunner.run(trace, disabled: ["nested-grid-min-size"])
        #expect(all.map(\.ruleID) == ["container-underfill", "nested-grid-min-size"])
        #expect(without.map(\.ruleID) == ["container-underfill"])
        #expect(without.first == all.first)
        #expect(RuleRunner.run(trace, disabled: Set(RuleRegistry.ids)).isEmpty)
    }

    /// With the bug's quirk turned off the outer Grid fills its frame: no shortfall, and the nested Grid's finding
    /// says what would happen on a device.
    @Test func theNestedGridWithoutTheBugsQuirk() throws {
        let path = "fixtures/rules/nested-grid-min-size/triggers.json"
        let bytes = [UInt8](try #require(PackageRoot.read(path)).utf8)
        let trace = try withLargeStack {
            Result { () throws(LoadError) -> Trace in
                try FindingsPipeline.trace(of: bytes, file: path, layouts: SeedLayouts.registry, settings: RunSettings(quirks: [QuirkSetting(.gridSpanMinimumReservation, false)]))
            }
        }.get()
        let findings = RuleRunner.run(trace)
        #expect(findings.map(\.ruleID) == ["nested-grid-min-size"])
        #expect(findings.first?.message.hasSuffix("it would make the enclosing Grid reserve that minimum and come out short on a "
            + "device (SwiftUI bug FB14556654; the quirk grid-span-min-reservation is off in this run).") == true)
    }

    /// Rules read a trace saved as JSON exactly as they read it in memory.
    @Test func aTraceReadBackGivesTheSameFindings() throws {
        let trace = try Self.seedTrace()
        let read = try TraceJSONReader.read(TraceJSONWriter.write(trace, includeFrames: true), file: "saved.trace.json")
        #expect(RuleRunner.run(read) == RuleRunner.run(trace))
        #expect(FindingsPipeline.isTrace(TraceJSONWriter.write(trace)))
        #expect(!FindingsPipeline.isTrace(Array("{\"format\": \"layoutdbg-tree\", \"root\": {}}".utf8)))
        #expect(!FindingsPipeline.isTrace(Array("struct V: View {}".utf8)))
    }

    @Test func findingsRenderAsDiagnostics() {
        let located = Finding(ruleID: "overflow", severity: .warning, file: "a.json", location: SourceLocation(line: 3, column: 7),
                              node: 0, message: "HStack overflows.", fix: "shrink it.")
        let nowhere = Finding(ruleID: "negative-size", severity: .error, file: "a.json", location: .unknown, node: nil,
                              message: "pass 1 is odd.", fix: "")
        #expect(FindingRenderer.line(located) == "a.json:3:7: warning: [overflow] HStack overflows. Fix: shrink it.")
        #expect(FindingRenderer.line(nowhere) == "a.json: error: [negative-size] pass 1 is odd.")
        #expect(FindingRenderer.section([]) == "")
        #expect(FindingRenderer.section([located, nowhere, located]) == """

            findings: 1 error, 2 warnings
            a.json:3:7: warning: [overflow] HStack overflows. Fix: shrink it.
            a.json: error: [negative-size] pass 1 is odd.
            a.json:3:7: warning: [overflow] HStack overflows. Fix: shrink it.

            """)
        #expect(Severity.warning < Severity.error)
        #expect(FindingsPipeline.fails([located], at: .warning) && !FindingsPipeline.fails([located], at: .error))
        #expect(!FindingsPipeline.fails([nowhere], at: nil))
    }

    /// An infinite size is reported where it starts: not in the ScrollView that passes it on, not as an
    /// overflow, and not as a greedy Color under infinity inside it.
    @Test func invalidValuesAreReportedWhereTheyStart() throws {
        let findings = RuleRunner.run(try S.trace(ofFixture: "fixtures/rules/non-finite-size/triggers.json"))
        #expect(findings.map(\.ruleID) == ["non-finite-size"])
        #expect(findings.first?.severity == .error)
    }

    /// Cascade of a width-only probe: a negative reply to a lengthThatFits probe is reported with the size
    /// query of the same view when there is one, so the message shows both axes.
    @Test func negativeSizesNameTheAxis() throws {
        let findings = RuleRunner.run(try S.trace(ofFixture: "fixtures/rules/negative-size/triggers.json"))
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("replies (-60, 20) to (402, 385): a width of -60.") == true)
    }

    /// A request the trace never answers (a truncated trace) is not a call; what was asked while it was open belongs
    /// to the request around it, while that one is open.
    @Test func aRequestNeverAnsweredIsLeftOut() {
        let nodes = (0..<3).map { NodeInfo(path: "V[\($0)]", label: nil, kind: "Color", location: .unknown, parent: $0 == 0 ? -1 : 0) }
        let proposal = ProposedSize(width: 10, height: 10), size = Size(width: 10, height: 10)
        let events: [TraceEvent] = [
            .passStart(pass: 1, proposal: proposal),
            .request(node: 0, proposal: proposal, query: .size, reason: .root, depth: 0),          // seq 2
            .request(node: 1, proposal: proposal, query: .size, reason: .measure, depth: 1),       // seq 3, never answered
            .cacheLookup(node: 2, proposal: proposal, query: .size, outcome: .hit(size), depth: 2),
            .reply(node: 0, proposal: proposal, query: .size, size: size, depth: 0, remeasured: false, request: 2),
            .request(node: 2, proposal: .zero, query: .size, reason: .place, depth: 0),            // seq 6
            .reply(node: 2, proposal: .zero, query: .size, size: .zero, depth: 0, remeasured: false, request: 6),
        ]
        let trace = Trace(header: TraceHeader(engineVersion: "test", input: "cut.json", quirks: [], rootProposal: proposal),
                          nodes: nodes, events: events)
        let index = TraceIndex(trace)
        #expect(index.calls.map(\.node) == [0, 2, 2])
        #expect(index.calls.map(\.event) == [1, 3, 5])
        #expect(index.calls.indices.map { index.nesting.parent(of: $0) } == [nil, 0, nil])
        #expect(index.calls.indices.map { Array(index.nesting.nested(in: $0)) } == [[1], [], []])
        #expect((0..<3).map { Array(index.callsByNode[$0]) } == [[0], [], [1, 2]])
        #expect(index.eventCount == 7)
    }

    /// A rule that says it ran.
    struct Probe: AnomalyRule {
        final class Log: @unchecked Sendable { var ran: [String] = [] }
        let id: String
        let readsEarlierFindings: Bool
        let log: Log
        let severity = Severity.warning
        let summary = "probe"
        let documentation = RuleDocumentation(details: "", example: "", fix: "")
        func check(_ context: RuleContext) -> [Finding] {
            log.ran.append(id)
            return []
        }
    }

    /// A disabled rule runs only when a cascade after it runs, which may name it as the cause.
    @Test func disabledRulesRunOnlyForACascade() throws {
        let trace = try Self.seedTrace()
        func ran(disabling disabled: Set<String>) -> [String] {
            let log = Probe.Log()
            let rules = [Probe(id: "a", readsEarlierFindings: false, log: log), Probe(id: "b", readsEarlierFindings: false, log: log),
                         Probe(id: "cascade", readsEarlierFindings: true, log: log), Probe(id: "d", readsEarlierFindings: false, log: log)]
            _ = RuleRunner.run(trace, rules: rules, disabled: disabled)
            return log.ran
        }
        #expect(ran(disabling: []) == ["a", "b", "cascade", "d"])
        #expect(ran(disabling: ["a", "d"]) == ["a", "b", "cascade"])
        #expect(ran(disabling: ["a", "cascade"]) == ["b", "d"])
    }
}

extension Int {
    var asNode: Int32 { Int32(self) }
}
