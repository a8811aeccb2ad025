import Foundation

/// The start-up row of the performance issue: `layoutdbg trace TINY.json --format json -o OUT.json`, a ZStack of two
/// views, run many times by the release binary beside this one, each in its own process (`WorstInputs.measure`: wall
/// time from spawn to exit, wait4's peak memory). A tiny trace is what a user's CI runs hundreds of times, and its
/// time is nearly all start-up: the process, the runtime, reading the arguments and the file.
enum StartUp {
    static let runs = 200

    /// The tree: fixtures/stacks/zstack.json.
    static let tree = #"""
        {"format": "layoutdbg-tree", "version": 1, "proposal": {"width": 200, "height": 100},
         "root": {"view": "ZStack", "alignment": "topLeading", "children": [
           {"view": "Color", "color": "blue"},
           {"view": "Text", "text": "Hello", "modifiers": [{"layoutPriority": 1}]}]}}
        """#

    static func run() {
        guard let binary = CLIBinary.path else {
            print("start-up: \(CLIBinary.missing)\n")
            return
        }
        let directory = CLIBinary.scratchFolder("startup")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/zstack.json"
        _ = FileManager.default.createFile(atPath: input, contents: Data(tree.utf8))
        var seconds: [Double] = []
        var peak = 0.0
        for _ in 0..<runs {
            let outcome = WorstInputs.measure(binary, ["trace", input, "--format", "json", "-o", directory + "/out.json"])
            guard outcome.status == 0 else {
                print("start-up: exit \(outcome.status): \(outcome.firstError)\n")
                return
            }
            seconds.append(outcome.seconds)
            peak = max(peak, outcome.peakMiB)
        }
        seconds.sort()
        let median = seconds[seconds.count / 2]
        print("start-up: trace of a 3-view tree, \(runs) runs, each its own process")
        row("start-up, best", Measurement(seconds: seconds[0]), [])
        row("start-up, median", Measurement(seconds: median), [format(peak, 0) + " MiB peak"])
        print()
    }
}
