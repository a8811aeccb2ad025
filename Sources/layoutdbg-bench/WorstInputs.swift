import Foundation
import LayoutModel

/// `layoutdbg-bench worst`: the worst inputs we can think of, each at most 1 MB (or at a limit, where a few bytes
/// expand past it), run through the release `layoutdbg trace` as a user would, in the text and JSON formats. Each must
/// either be refused (exit 65, a located error naming the limit) or stay within the bound the reliability issue sets:
/// 1 GB of memory and 10 s. Prints one row per run and exits 1 if any run passes the bound (docs/performance.md,
/// "Worst inputs").
enum WorstInputs {
    static let memoryBoundMiB = 1024.0
    static let timeBoundSeconds = 10.0

    struct Shape {
        var name: String
        var fileExtension: String
        var text: String
    }

    static func shapes() -> [Shape] {
        let limits = InputLimits.standard
        func swift(_ name: String, _ body: String) -> Shape {
            Shape(name: name, fileExtension: "swift", text: "struct Worst: View {\n    var body: some View {\n" + body + "\n    }\n}\n")
        }
        func json(_ name: String, _ root: String) -> Shape {
            Shape(name: name, fileExtension: "json", text: #"{"format": "layoutdbg-tree", "version": 1, "root": "# + root + "}")
        }
        // As deep as the default limits let a view be (the views limit comes before the depth limit), less the struct
        // and `body` around the views, which the Swift reader counts as levels too; a shape that goes deep and then
        // wide goes half as deep. JSON is longer a level: as deep as 1 MB holds.
        let depth = min(InputLimits.depth, limits.views) - 10
        let half = min(depth, limits.views / 2)
        let level = #"{"view":"VStack","children":[]}"#.utf8.count, leaf = #"{"view":"Color"},"#.utf8.count
        let jsonDepth = min(depth, 1_000_000 / level)
        let jsonHalf = min(half, 1_000_000 / level / 3)
        let jsonWide = min(limits.views - jsonHalf - 10, (1_000_000 - jsonHalf * level) / leaf)
        let paddings = limits.modifiers
        // SwiftUI `ForEach` bounds by which a few bytes reach the views limit.
        let side = Int(Double(limits.views / 2).squareRoot())
        var doubling = "    let s0 = \"abcdefghijklmnop\"\n"
        for step in 1...40 { doubling += "    var s\(step): String { s\(step - 1) + s\(step - 1) }\n" }
        return [
            swift("chain", "Color.red" + String(repeating: ".padding(1)", count: paddings)),
            swift("chain-past-limit", "Color.red" + String(repeating: ".padding(1)", count: paddings + 1)),
            swift("wide", "HStack {\n" + String(repeating: "Color.red\n", count: limits.views - 1) + "}"),
            swift("deep", String(repeating: "VStack {\n", count: depth) + "Text(\"x\")\n" + String(repeating: "}\n", count: depth)),
            // A chain as deep as allowed over as many views as remain: each container on the chain overflows, and
            // the overflow rule followed each one down to the leaves (90 s before its walk was remembered).
            swift("deep-then-wide", String(repeating: "VStack {\n", count: half) + String(repeating: "Color.red\n", count: limits.views - half - 10)
                  + String(repeating: "}\n", count: half)),
            // Nested ScrollViews over many views: every greedy view looked up through all of them for the one that made
            // its proposal unbounded (the greedy-view rule: 11 s at half this depth before its walk was remembered).
            swift("deep-scrolls-then-wide", String(repeating: "ScrollView {\n", count: half)
                  + String(repeating: "Color.red\n", count: limits.views - half - 10) + String(repeating: "}\n", count: half)),
            // Nested closures (a scope each) over many views: every name a view uses was looked up through all of them.
            swift("deep-closures-then-wide", String(repeating: "GeometryReader { g in\n", count: half / 2)
                  + String(repeating: "Color.red\n", count: limits.views - half / 2 - 10) + String(repeating: "}\n", count: half / 2)),
            swift("deep-past-limit", String(repeating: "VStack{", count: depth + 11) + "Color.red" + String(repeating: "}", count: depth + 11)),
            swift("long-string", "Text(\"" + String(repeating: "word ", count: (limits.string - 1) / 5) + "\")"),
            swift("doubling-string", "Text(s40)").withMembers(doubling),
            swift("many-grids", "VStack {\n" + String(repeating: "Grid { GridRow { Color.red; Text(\"a\") } }\n", count: limits.views / 4 - 1) + "}"),
            swift("foreach-texts", "VStack { ForEach(0..<\(limits.views - 1)) { i in Text(\"row \\(i)\").padding(1) } }"),
            swift("nested-foreach", "VStack { ForEach(0..<\(side)) { i in HStack { ForEach(0..<\(side)) { j in Text(\"\\(j)\").padding(1) } } } }"),
            swift("foreach-past-limit", "VStack { ForEach(0..<1000) { i in HStack { ForEach(0..<1000) { j in Color.red } } } }"),
            swift("long-texts", "VStack { ForEach(0..<\(limits.text / 10_000)) { i in Text(\""
                  + String(repeating: "word ", count: 1_999) + "\") } }"),
            swift("long-labels", "VStack { ForEach(0..<\(limits.views - 1)) { i in Color.red.debugLabel(\""
                  + String(repeating: "l", count: limits.label) + "\") } }"),
            swift("deep-custom-layouts", String(repeating: "FlowLayout {\n", count: depth) + "Text(\"x\")\n" + String(repeating: "}\n", count: depth)),
            json("json-wide", #"{"view": "HStack", "children": ["# + Array(repeating: #"{"view": "Color"}"#, count: limits.views - 1).joined(separator: ",") + "]}"),
            json("json-deep", String(repeating: #"{"view":"VStack","children":["#, count: jsonDepth) + #"{"view":"Color"}"# + String(repeating: "]}", count: jsonDepth)),
            json("json-deep-then-wide", String(repeating: #"{"view":"VStack","children":["#, count: jsonHalf)
                 + Array(repeating: #"{"view":"Color"}"#, count: jsonWide).joined(separator: ",") + String(repeating: "]}", count: jsonHalf)),
            json("json-chain", #"{"view": "Color", "modifiers": ["# + Array(repeating: #"{"padding": 1}"#, count: paddings).joined(separator: ",") + "]}"),
        ]
    }

    struct Outcome {
        var status: Int32
        var seconds: Double
        var peakMiB: Double
        var firstError: String
    }

    /// Runs every shape through `layoutdbg` (the binary beside this one) and prints the table.
    static func run() -> Bool {
        guard let binary = CLIBinary.path else {
            print("worst: \(CLIBinary.missing)\n")
            return false
        }
        let directory = CLIBinary.scratchFolder("worst")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        print("worst inputs: each refused (exit 65) or within \(format(memoryBoundMiB, 0)) MiB and \(format(timeBoundSeconds, 0)) s")
        var allWithin = true
        for shape in shapes() {
            let input = directory + "/" + shape.name + "." + shape.fileExtension
            _ = FileManager.default.createFile(atPath: input, contents: Data(shape.text.utf8))
            for format in ["text", "json"] {
                let outcome = measure(binary, ["trace", input, "--format", format, "-o", directory + "/out"])
                let refused = outcome.status == 65
                let within = (outcome.status == 0 || refused) && outcome.peakMiB <= memoryBoundMiB && outcome.seconds <= timeBoundSeconds
                allWithin = allWithin && within
                let size = format == "text" ? WorstInputs.format(Double(shape.text.utf8.count) / 1_000, 1) + " kB" : ""
                let verdict = within ? (refused ? "refused" : "within") : "PAST THE BOUND"
                print("  " + [pad(shape.name, 24), pad(format, 5), pad(size, 8), pad(WorstInputs.format(outcome.seconds, 2) + " s", 9),
                              pad(WorstInputs.format(outcome.peakMiB, 0) + " MiB", 9), "exit \(outcome.status)", verdict,
                              refused ? outcome.firstError : ""].joined(separator: "  "))
            }
        }
        print(allWithin ? "worst: every input refused or within the bound\n" : "worst: some inputs passed the bound\n")
        return allWithin
    }

    private static func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }

    private static func format(_ value: Double, _ decimals: Int) -> String { LayoutModel.NumberFormat.string((value * pow(10, Double(decimals))).rounded() / pow(10, Double(decimals))) }

    /// One run of `binary`: its exit status, wall time and peak resident memory (wait4's, for this child alone).
    static func measure(_ binary: String, _ arguments: [String]) -> Outcome {
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-worst-\(getpid()).err").path
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
            return Outcome(status: -1, seconds: 0, peakMiB: 0, firstError: "could not start \(binary)")
        }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #if canImport(Darwin)
        let peak = Double(usage.ru_maxrss) / 1_048_576
        #else
        let peak = Double(usage.ru_maxrss) / 1024
        #endif
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: errorPath)
        let exited = status & 0x7f == 0
        let firstError = errors.split(separator: "\n").first { $0.contains("error:") }.map { String($0.split(separator: "error: ", maxSplits: 1).last ?? "") } ?? ""
        return Outcome(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), seconds: seconds, peakMiB: peak, firstError: firstError)
    }
}

private extension WorstInputs.Shape {
    /// The shape with `members` declared in its view struct, before `body`.
    func withMembers(_ members: String) -> Self {
        var shape = self
        shape.text = text.replacingOccurrences(of: "struct Worst: View {\n", with: "struct Worst: View {\n" + members)
        return shape
    }
}
