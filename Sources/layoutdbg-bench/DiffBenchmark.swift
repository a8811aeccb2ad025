import LayoutAnalysis
import LayoutEngine
import LayoutInput
import LayoutModel
import LayoutTrace

/// `layoutdbg diff` on large traces. Goal: two 100,000-event traces in well under a second (docs/performance.md).
///
/// Two generated "realistic" trees (balanced, HStack/VStack alternating, Text leaves, some padding and frames)
/// are laid out and recorded at about `events` events each, then diffed in four situations:
/// - equal traces (the common CI case: nothing changed),
/// - one leaf's padding changed (a small, local change),
/// - a padding near the root changed (a quarter of the tree gets new proposals: a large diff),
/// - both traces read from their JSON files first, as `layoutdbg diff a.trace.json b.trace.json` does.
/// Alignment is keyed by view and call order, so all four stay linear in practice.
func benchmarkDiff(events target: Int = 100_000, repeats: Int = 3) {
    // Size the tree so that its trace has about `target` events.
    var count = max(target / 5, 16)
    var base = record(TreeGenerator.json(.realistic, count: count))
    if let first = base, first.events.count > 0 {
        count = max(16, Int(Double(count) * Double(target) / Double(first.events.count)))
        base = record(TreeGenerator.json(.realistic, count: count))
    }
    let input = TreeGenerator.json(.realistic, count: count)
    guard let a = base,
          let leafChanged = record(replacing(in: input, last: true)),
          let rootChanged = record(replacing(in: input, last: false)) else {
        print("diff: the generated input did not lay out")
        return
    }
    print("diff: \(a.nodes.count) nodes, \(a.events.count) events per trace")
    let copy = a
    report("diff, equal traces", repeats) { TraceDiffer.diff(a, copy) }
    report("diff, one leaf changed", repeats) { TraceDiffer.diff(a, leafChanged) }
    let (_, large) = report("diff, top padding changed", repeats) { TraceDiffer.diff(a, rootChanged) }
    let jsonA = TraceJSONWriter.write(a, includeFrames: true), jsonB = TraceJSONWriter.write(rootChanged, includeFrames: true)
    report("read 2 JSON traces + diff", repeats) { () -> TraceDiff in
        let x = try! TraceJSONReader.read(jsonA, file: "a.trace.json")
        let y = try! TraceJSONReader.read(jsonB, file: "b.trace.json")
        return TraceDiffer.diff(x, y)
    }
    let (_, text) = timed(repeats) { DiffTextRenderer.render(large) }
    print("  render the large diff as text: \(milliseconds(timed(repeats) { DiffTextRenderer.render(large) }.0)) ms, "
          + "\(text.count / 1024) KiB, \(large.entries.count) entries")
    print("")
}

/// Lays out a generated JSON input with a recorder; nil when it does not read.
private func record(_ input: [UInt8]) -> Trace? {
    guard let tree = try? JSONTreeReader.read(input, file: "bench.json", limits: benchmarkLimits) else { return nil }
    let recorder = TraceRecorder()
    guard let result = try? LayoutEngine.layout(tree, file: "bench.json", observer: recorder) else { return nil }
    return recorder.trace(input: "bench.json", engineVersion: LayoutEngine.version, frames: result.frames)
}

/// The input with its first (or last) `{"padding": 4}` turned into `{"padding": 6}`.
private func replacing(in input: [UInt8], last: Bool) -> [UInt8] {
    let needle = Array("{\"padding\": 4}".utf8)
    let indices = last ? Array(stride(from: input.count - needle.count, through: 0, by: -1)) : Array(0...(input.count - needle.count))
    for index in indices where input[index] == needle[0] && Array(input[index..<(index + needle.count)]) == needle {
        var output = input
        output[index + needle.count - 2] = UInt8(ascii: "6")
        return output
    }
    return input
}

/// Runs `body` `repeats` times; the best time and the last result.
private func timed<T>(_ repeats: Int, _ body: () -> T) -> (Double, T) {
    let clock = ContinuousClock()
    var best = Double.infinity
    var result: T?
    for _ in 0..<max(repeats, 1) {
        let start = clock.now
        result = body()
        let elapsed = start.duration(to: clock.now)
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return (best, result!)
}

@discardableResult
private func report(_ name: String, _ repeats: Int, _ body: () -> TraceDiff) -> (Double, TraceDiff) {
    let (seconds, diff) = timed(repeats, body)
    let padded = name + String(repeating: " ", count: max(0, 28 - name.count))
    print("  \(padded)\(milliseconds(seconds)) ms   \(diff.summary.line)")
    return (seconds, diff)
}

private func milliseconds(_ seconds: Double) -> String {
    NumberFormat.string((seconds * 10_000).rounded() / 10)
}
