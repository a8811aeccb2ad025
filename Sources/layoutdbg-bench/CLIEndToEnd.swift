import Foundation

/// The command as a user runs it, per shape: `layoutdbg trace IN.json --format json -o OUT.json` with the release
/// binary beside this one, in its own process: wall time, peak resident memory (wait4's) and that memory per node.
/// This is the row the performance issue's goals are about (docs/performance.md); the rows above it time each stage
/// in this process.
///
/// The runs happen before any stage is timed in this process: Linux gives a spawned child the peak resident memory
/// of its parent at the spawn (`exec` keeps the old address space's high-water mark in `ru_maxrss`), so a child
/// spawned after a 2 GB stage would report 2 GB whatever it used. While the benchmark still holds only the inputs,
/// the figure is the child's own.
enum CLIEndToEnd {
    /// The best of `repeats` runs on `input`, or why there is none.
    static func measure(_ input: [UInt8], shape: TreeGenerator.Shape, repeats: Int) -> Result<WorstInputs.Outcome, Failure> {
        guard let binary = CLIBinary.path else { return .failure(Failure(reason: CLIBinary.missing)) }
        let directory = CLIBinary.scratchFolder("bench")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/\(shape).json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(input))
        // The generated trees are past the default bounds on views and modifiers (docs/input-format.md, "Limits").
        let bound = input.count  // more than the views and modifiers of any tree that many bytes can hold
        let arguments = ["trace", path, "--format", "json", "-o", directory + "/out.json",
                         "--limit", "views=\(bound)", "--limit", "modifiers=\(bound)"]
        var best: WorstInputs.Outcome?
        for _ in 0..<max(repeats, 1) {
            let outcome = WorstInputs.measure(binary, arguments)
            guard outcome.status == 0 else { return .failure(Failure(reason: "exit \(outcome.status): \(outcome.firstError)")) }
            if best == nil || outcome.seconds < best!.seconds { best = outcome }
        }
        return best.map { .success($0) } ?? .failure(Failure(reason: "not run"))
    }

    struct Failure: Error {
        var reason: String
    }

    /// The CLI rows of a shape whose tree has `nodes` nodes.
    static func report(_ measured: Result<WorstInputs.Outcome, Failure>?, nodes: Int) {
        switch measured {
        case nil: return
        case .failure(let failure): print("  CLI rows: \(failure.reason)")
        case .success(let best):
            let peakBytes = best.peakMiB * 1_048_576
            row("CLI trace --format json", Measurement(seconds: best.seconds), [
                format(best.peakMiB, 0) + " MiB peak", format(peakBytes / Double(max(nodes, 1)), 0) + " bytes/node",
            ])
            let ratio = SavedRun.current.record("CLI peak memory", best.peakMiB, unit: "MiB")
            if !ratio.isEmpty { print("  CLI peak memory           \(format(best.peakMiB, 0)) MiB      \(ratio)") }
        }
    }
}
