import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutEngine
import LayoutInput
import LayoutModel
import LayoutTrace

// layoutdbg-bench: generates large trees and times parsing, layout and trace writing separately, then diffing
// two large traces. Run with `swift run -c release layoutdbg-bench [SHAPE…|diff] [--nodes N] [--repeat R]`.
// Goals and recorded numbers: docs/performance.md.

struct Options {
    var shapes = TreeGenerator.Shape.allCases
    var diff = true
    var realWorld = true
    var worst = false
    var folder = false
    var startUp = true
    var nodes: Int?
    var repeats = 3
    /// `--save FILE`: keep this run's numbers; `--compare FILE`: print each row's ratio to a saved run's.
    var save: String?
    var compare: String?
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    var shapes: [TreeGenerator.Shape] = []
    while let argument = arguments.next() {
        switch argument {
        case "--nodes": options.nodes = arguments.next().flatMap { Int($0) }
        case "--repeat": options.repeats = arguments.next().flatMap { Int($0) } ?? 3
        case "--save": options.save = arguments.next()
        case "--compare": options.compare = arguments.next()
        case "--help", "-h":
            print("""
                usage: layoutdbg-bench [wide|deep|realistic|grid|text|diff|realworld|worst|folder|startup]… [--nodes N] [--repeat R]
                                       [--save FILE] [--compare FILE]

                --save FILE     keep this run's numbers in FILE
                --compare FILE  print each row's ratio to the run saved in FILE (×0.8: 20% less time)
                The "CLI" rows run the release layoutdbg beside this binary: swift build -c release --product layoutdbg
                """)
            exit(0)
        case "diff", "realworld", "worst", "folder", "startup": shapes.append(contentsOf: [])
        default:
            guard let shape = TreeGenerator.Shape(rawValue: argument) else {
                print("unknown shape '\(argument)'; shapes: \(TreeGenerator.Shape.allCases.map(\.rawValue).joined(separator: ", "))")
                exit(64)
            }
            shapes.append(shape)
        }
    }
    let named = CommandLine.arguments.dropFirst().contains { TreeGenerator.Shape(rawValue: $0) != nil || ["diff", "realworld", "worst", "folder", "startup"].contains($0) }
    if named {
        options.shapes = shapes
        options.diff = CommandLine.arguments.contains("diff")
        options.realWorld = CommandLine.arguments.contains("realworld")
        options.worst = CommandLine.arguments.contains("worst")
        options.folder = CommandLine.arguments.contains("folder")
        options.startUp = CommandLine.arguments.contains("startup")
    }
    return options
}

func format(_ value: Double, _ decimals: Int = 1) -> String {
    let scale = Double([1, 10, 100, 1000][min(decimals, 3)])
    let rounded = (value * scale).rounded() / scale
    return NumberFormat.string(rounded)
}

func row(_ name: String, _ m: Measurement, _ rates: [String]) {
    let padded = name + String(repeating: " ", count: max(0, 26 - name.count))
    let ms = format(m.seconds * 1000) + " ms"
    let ratio = SavedRun.current.record(name, m.seconds)
    print("  \(padded)\(ms + String(repeating: " ", count: max(0, 12 - ms.count)))\((rates + (ratio.isEmpty ? [] : [ratio])).joined(separator: "   "))")
}

func rate(_ amount: Double, _ seconds: Double, _ unit: String) -> String {
    let perSecond = amount / seconds
    if perSecond >= 1e6 { return format(perSecond / 1e6, 2) + "M " + unit + "/s" }
    if perSecond >= 1e3 { return format(perSecond / 1e3, 1) + "k " + unit + "/s" }
    return format(perSecond, 1) + " " + unit + "/s"
}

/// Allocations per node of each stage named, and the end-to-end figure kept for `--compare`.
func allocationRow(_ stages: [(String, Int?)], nodes: Int) {
    guard AllocationCount.isCounted else {
        print("  allocations per node      (not counted on this platform: Linux with glibc only)")
        return
    }
    let perNode = stages.map { ($0.0, Double($0.1 ?? 0) / Double(max(nodes, 1))) }
    let ratio = perNode.last.map { SavedRun.current.record("allocations per node", $0.1, unit: "per node") } ?? ""
    let text = perNode.map { "\($0.0) \(format($0.1, 1))" }.joined(separator: ", ")
    print("  allocations per node      \(text)\(ratio.isEmpty ? "" : "   " + ratio)")
}

/// The trees measured here are larger than an input may be by default (`InputLimits`): the readers are measured
/// at the sizes the performance goals name.
let benchmarkLimits: InputLimits = {
    var limits = InputLimits.standard
    limits.views = .max
    limits.modifiers = .max
    limits.text = .max
    return limits
}()

/// How many nodes a shape's tree has: `--nodes`, else the shape's size in docs/performance.md.
func nodeCount(_ shape: TreeGenerator.Shape, options: Options) -> Int {
    // The deep tree: its stacks and the Text at the bottom, 10,000 levels, the issue's deep chain (inputs may be ten
    // times deeper, InputLimits.depth: `deep --nodes 99999`, which the CLI row runs with the views limit raised).
    options.nodes ?? (shape == .deep ? 9_999 : (shape == .grid || shape == .text ? 20_000 : 100_000))
}

func benchmark(_ shape: TreeGenerator.Shape, input: [UInt8], options: Options, cli: Result<WorstInputs.Outcome, CLIEndToEnd.Failure>?) {
    SavedRun.current.section = shape.rawValue
    let megabytes = Double(input.count) / 1_048_576
    let (parse, parsed) = Measurement.best(of: options.repeats) { () -> Result<ViewTree, InputError> in
        Result { () throws(InputError) in try JSONTreeReader.read(input, file: "\(shape).json", limits: benchmarkLimits) }
    }
    let tree: ViewTree
    switch parsed {
    case .success(let read): tree = read
    case .failure(let error):
        print("\(shape): the generated input did not parse: \(error.diagnostics.first?.message ?? "")")
        return
    }
    let (layout, nodeCount) = Measurement.best(of: options.repeats) { () -> Int in
        (try? LayoutEngine.layout(tree, file: "bench"))?.nodes.count ?? 0
    }
    let (record, recorded) = Measurement.best(of: options.repeats) { () -> Trace in
        let recorder = TraceRecorder()
        let result = try! LayoutEngine.layout(tree, file: "bench", observer: recorder)
        return recorder.trace(input: "bench", engineVersion: LayoutEngine.version, frames: result.frames)
    }
    let (jsonWrite, json) = Measurement.best(of: options.repeats) { TraceJSONWriter.write(recorded) }
    let (textWrite, text) = Measurement.best(of: options.repeats) { TraceTextRenderer.render(recorded) }
    // What `trace IN.json --format json -o OUT.json` does, through the same calls, but for the file: the trace streamed
    // through a megabyte buffer whose sink only counts, and the findings.
    func endToEndRun() -> Int {
        let loaded = try! InputLoader.parse(input, file: "bench.json", layouts: nil, limits: benchmarkLimits)
        var written = 0
        var out = ByteWriter(capacity: 1 << 20) { chunk in written += chunk.count; return true }
        let index = try! TraceRunner.stream(loaded, settings: RunSettings(), format: .json, frames: false, into: &out)
        out.flush()
        return written + RuleRunner.run(index).count
    }
    let (endToEnd, _) = Measurement.best(of: options.repeats, endToEndRun)
    // Printed as Swift, a deep tree's indentation grows with the square of its depth: past 1 GiB it is not parsed.
    let swiftSource = SwiftTreePrinter.print(tree, atMost: 1 << 30) ?? ""
    let swiftMegabytes = Double(swiftSource.utf8.count) / 1_048_576
    let (swiftParse, _) = Measurement.best(of: swiftSource.isEmpty ? 0 : options.repeats) { () -> ViewTree? in
        try? SwiftTreeReader.read(swiftSource, file: "\(shape).swift", limits: benchmarkLimits).tree
    }
    // Allocations, counted once each (the same every run): the stages, and the whole of what `trace -o` does.
    let allocations = [
        ("parse JSON", AllocationCount.of { try? JSONTreeReader.read(input, file: "\(shape).json", limits: benchmarkLimits) }.0),
        ("parse SwiftUI", AllocationCount.of { try? SwiftTreeReader.read(swiftSource, file: "\(shape).swift", limits: benchmarkLimits) }.0),
        ("layout", AllocationCount.of { try? LayoutEngine.layout(tree, file: "bench") }.0),
        ("end to end", AllocationCount.of(endToEndRun).0),
    ].filter { !swiftSource.isEmpty || $0.0 != "parse SwiftUI" }
    let events = Double(recorded.events.count)
    print("\(shape): \(nodeCount) nodes, \(recorded.events.count) events, input \(format(megabytes, 2)) MB")
    row("parse JSON input", parse, [rate(megabytes, parse.seconds, "MB"), rate(Double(nodeCount), parse.seconds, "nodes")])
    if swiftSource.isEmpty {
        print("  parse SwiftUI syntax      skipped: printed as Swift, the tree is over 1 GiB of indentation")
    } else {
        row("parse SwiftUI syntax", swiftParse, [rate(swiftMegabytes, swiftParse.seconds, "MB"), format(swiftMegabytes, 2) + " MB"])
    }
    row("layout (no observer)", layout, [rate(Double(nodeCount), layout.seconds, "nodes")])
    row("layout + record trace", record, [rate(events, record.seconds, "events")])
    row("write JSON trace", jsonWrite, [rate(Double(json.count) / 1_048_576, jsonWrite.seconds, "MB"), rate(events, jsonWrite.seconds, "events"),
                                        format(Double(json.count) / 1_048_576, 1) + " MB"])
    row("write text trace", textWrite, [rate(Double(text.count) / 1_048_576, textWrite.seconds, "MB"), format(Double(text.count) / 1_048_576, 1) + " MB"])
    row("end to end (JSON→JSON)", endToEnd, [])
    allocationRow(allocations, nodes: nodeCount)
    CLIEndToEnd.report(cli, nodes: nodeCount)
    print("  peak memory so far: \(format(peakMemoryMiB(), 0)) MiB\n")
}

let options = parseOptions()
if let path = options.compare, let problem = SavedRun.current.load(path) {
    print("layoutdbg-bench: \(problem)")
    exit(66)
}
// The child processes first, while this one is small: a child reports its parent's peak memory as its own otherwise.
if options.startUp { StartUp.run() }
let inputs = Dictionary(uniqueKeysWithValues: options.shapes.map { ($0, TreeGenerator.json($0, count: nodeCount($0, options: options))) })
let cliRuns = Dictionary(uniqueKeysWithValues: inputs.map { shape, input in
    (shape, CLIEndToEnd.measure(input, shape: shape, repeats: options.repeats))
})
let worstWithin = options.worst ? WorstInputs.run() : true
withLargeStack {
    for shape in options.shapes { benchmark(shape, input: inputs[shape]!, options: options, cli: cliRuns[shape]) }
    if options.diff { benchmarkDiff(repeats: options.repeats) }
    if options.realWorld { RealWorldCorpus.run() }
}
if options.folder { AppFolderBenchmark.run() }
if let path = options.save {
    if let problem = SavedRun.current.save(path) {
        print("layoutdbg-bench: \(problem)")
        exit(73)
    }
    print("saved: \(path) (compare a later run with --compare \(path))")
}
if !worstWithin { exit(1) }
