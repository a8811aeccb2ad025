// Grammar-aware libFuzzer target for the engine (see run.sh): the fuzzer's bytes choose a valid tree with extreme
// numbers in every element, modifier, environment value and root proposal (ExtremeTrees), which is laid out. The
// engine must not trap, and the trace must keep the numeric policy (PolicyCheck, docs/ARCHITECTURE.md "Numbers"):
// no NaN anywhere, finite replies where the policy promises them, proposal-sized views placed at the proposal.
import LayoutEngine
import LayoutInput
import LayoutModel

/// Keeps what the policy check reads: the node table and the events.
final class EventCollector: LayoutObserver {
    var nodes: [NodeInfo] = []
    var events: [TraceEvent] = []

    func begin(nodes: [NodeInfo], quirks: QuirkSet, rootProposal: ProposedSize, window: Window?) { self.nodes = nodes }

    func record(_ event: TraceEvent) -> Int32 {
        events.append(event)
        return Int32(events.count)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngineWithGrammar(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (tree, finiteOnly) = grammarTree(data, size)
    onLargeStack {
        let collector = EventCollector()
        let result: LayoutResult
        do throws(InputError) {
            result = try LayoutEngine.layout(tree, file: "fuzz", observer: collector)
        } catch {
            fatalError("the generator made a tree the engine refuses: \(error.diagnostics[0].message)\n\(SwiftTreePrinter.print(tree))")
        }
        let problems = PolicyCheck(nodes: collector.nodes, finiteOnly: finiteOnly).problems(collector.events, frames: result.frames)
        if let first = problems.first {
            fatalError("numeric policy: \(first)\n\(SwiftTreePrinter.print(tree))")
        }
    }
    return 0
}
