@testable import LayoutAnalysis
import LayoutDebugCore
import LayoutEngine
import LayoutModel
import LayoutTestSupport
@testable import LayoutTrace
import SeedLayouts
import Testing

/// A trace long enough that its events go to the writer on a thread of their own (EventPipeline) and its rules run on
/// two threads (RuleSchedule): the bytes, the index and the findings are those of the whole trace made on one.
@Suite struct LargeTraceThreadsTests {
    /// 600 rows, each with a view that overflows, a grid whose spanning cell makes it underfill (a cascade, which reads
    /// the findings of the rules before it) and a contradictory frame: 75,000 events, four rules with findings.
    static let source = """
        import SwiftUI

        struct Rows: View {
            var body: some View {
                VStack(spacing: 2) {
                    ForEach(0..<600) { row in
                        HStack {
                            Text("Row \\(row)").padding(4)
                            Spacer()
                            Text("a label far too long for its frame").fixedSize().frame(width: 30)
                        }
                        Grid {
                            GridRow {
                                Color.orange
                                Color.blue.frame(width: 30, height: 30).gridCellColumns(2)
                            }
                        }
                        .frame(width: 300, height: 20)
                        Text("\\(row)").frame(minWidth: 50, maxWidth: 10)
                    }
                }
            }
        }
        """

    @Test func theThreadsChangeNothing() throws {
        let problems = withLargeStack { () -> [String] in
            guard let input = try? InputLoader.parse(Array(Self.source.utf8), file: "Rows.swift", layouts: SeedLayouts.registry,
                                                     swift: CompiledPathForTests.options()),
                  let whole = try? TraceRunner.run(input) else { return ["not traced"] }
            var problems: [String] = []
            var bytes: [UInt8] = []
            var out = ByteWriter(capacity: 1 << 16) { chunk in
                bytes += chunk
                return true
            }
            guard let index = try? TraceRunner.stream(input, settings: RunSettings(), format: .json, frames: false, into: &out) else {
                return ["not streamed"]
            }
            out.flush()
            if whole.trace.events.count < 4 * EventPipeline.batchSize { problems.append("only \(whole.trace.events.count) events") }
            if bytes != TraceJSONWriter.write(whole.trace) { problems.append("the streamed bytes differ") }
            if index.calls.count < RuleSchedule.callsForTwoThreads { problems.append("only \(index.calls.count) calls") }

            // Each rule's findings as the rules gave them when they ran one after the other, every rule seeing all the
            // findings before it.
            var oneByOne: [[Finding]] = []
            for rule in RuleRegistry.all {
                oneByOne.append(rule.check(RuleContext(index: index, earlier: Array(oneByOne.joined()))))
            }
            let runs = Array(repeating: true, count: RuleRegistry.all.count)
            let scheduled = RuleSchedule.findings(of: RuleRegistry.all, runs: runs, index: index)
            for (position, rule) in RuleRegistry.all.enumerated() where scheduled[position] != oneByOne[position] {
                problems.append("\(rule.id): \(scheduled[position].count) findings, one by one \(oneByOne[position].count)")
            }
            let counts = Dictionary(grouping: oneByOne.joined(), by: \.ruleID).mapValues(\.count)
            if counts != ["overflow": 601, "container-underfill": 600, "contradictory-frame": 600, "repeated-measurement": 1200] {
                problems.append("findings \(counts.sorted { $0.key < $1.key })")
            }
            if RuleRunner.run(index) != RuleRunner.run(whole.trace) { problems.append("the runner's findings differ") }
            return problems
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
