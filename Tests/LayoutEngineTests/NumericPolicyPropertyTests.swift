import LayoutEngine
import LayoutInput
import LayoutModel
import LayoutTrace
import Testing

/// The numeric policy (docs/ARCHITECTURE.md, "Numbers") over thousands of random trees with extreme numbers in
/// every element, modifier, environment value and root proposal (`ExtremeTrees`), seeded and deterministic:
/// nothing traps, nothing in the trace is NaN, replies are finite where the policy says so, and the views whose
/// size SwiftUI defines by the proposal are placed exactly inside it.
@Suite struct NumericPolicyPropertyTests {
    static let cases = 4_000

    @Test func extremeTreesNeverTrapNorMakeNaN() throws {
        var generator = ExtremeTrees(SeededChoices(seed: 19))
        var finiteTrees = 0
        var events = 0
        for index in 0..<Self.cases {
            let tree = generator.tree(allowInfinity: index % 2 == 1)
            let finiteOnly = generator.finiteOnly
            if finiteOnly { finiteTrees += 1 }
            let recorder = TraceRecorder()
            let result = try LayoutEngine.layout(tree, file: "case-\(index)", observer: recorder)
            events += recorder.events.count
            let problems = PolicyCheck(nodes: recorder.nodes, finiteOnly: finiteOnly).problems(recorder.events, frames: result.frames)
            if let first = problems.first {
                Issue.record("case \(index) (seed 19): \(first)\(problems.count > 1 ? " (and \(problems.count - 1) more)" : "")\n\(SwiftTreePrinter.print(tree))")
                return
            }
        }
        // The generator keeps both kinds of tree common, and the trees are not trivial.
        #expect(finiteTrees >= Self.cases / 2)
        #expect(events > Self.cases * 10)
    }

    @Test func theGeneratorIsDeterministic() {
        var a = ExtremeTrees(SeededChoices(seed: 7))
        var b = ExtremeTrees(SeededChoices(seed: 7))
        for index in 0..<50 { #expect(a.tree(allowInfinity: index % 2 == 0) == b.tree(allowInfinity: index % 2 == 0)) }
    }
}
