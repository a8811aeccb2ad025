import Foundation

/// The command as a user runs it, per shape: `layoutdbg trace IN.json --format json -o OUT.json` with the release
/// binary beside this one, in its own process: wall time, peak resident memory (wait4's, the child alone) and that
/// memory per node. This is the row the performance issue's goals are about (docs/performance.md), where the rows
/// above it time each stage in this process.
enum CLIEndToEnd {
    static func run(_ input: [UInt8], shape: TreeGenerator.Shape, nodes: Int, repeats: Int) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutdbg").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("  CLI rows: no layoutdbg beside this benchmark (swift build -c release --product layoutdbg)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-bench-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/\(shape).json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(input))
        // The generated trees are past the default bounds on views and modifiers (docs/input-format.md, "Limits").
        let arguments = ["trace", path, "--format", "json", "-o", directory + "/out.json",
                         "--limit", "views=\(nodes * 2)", "--limit", "modifiers=\(nodes * 2)"]
        var best: WorstInputs.Outcome?
        for _ in 0..<max(repeats, 1) {
            let outcome = WorstInputs.measure(binary, arguments)
            guard outcome.status == 0 else {
                print("  CLI end to end: exit \(outcome.status): \(outcome.firstError)")
                return
            }
            if best == nil || outcome.seconds < best!.seconds { best = outcome }
        }
        guard let best else { return }
        let peakBytes = best.peakMiB * 1_048_576
        row("CLI trace --format json", Measurement(seconds: best.seconds), [
            format(best.peakMiB, 0) + " MiB peak", format(peakBytes / Double(max(nodes, 1)), 0) + " bytes/node",
        ])
        let ratio = SavedRun.current.record("CLI peak memory", best.peakMiB, unit: "MiB")
        if !ratio.isEmpty { print("  CLI peak memory           \(format(best.peakMiB, 0)) MiB      \(ratio)") }
    }
}
