import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTrace

/// `layoutdbg diff A B`: what changed between two layout negotiations, view by view.
enum DiffCommand: Command {
    static let name = "diff"
    static let spec = CommandSpec(
        name: name,
        abstract: "Compare two layout negotiations (traces or inputs) view by view and show what changed.",
        arguments: "A B",
        minimumArguments: 2, maximumArguments: 2,
        options: [
            .value("--format", valueName: "FORMAT", help: "Output format.", choices: ["text", "json"]),
            .value("--context", valueName: "N", help: "Show N unchanged calls of a node around each changed one (default 0)."),
            .flag("--frames-only", help: "Compare final frames only (and views added or removed)."),
            .value("--tolerance", valueName: "PT", help: "Treat numbers that differ by at most PT points as equal (default: equal as written)."),
            .flag("--no-findings", help: "Do not run the anomaly rules, so findings are not compared."),
            .value("--report", valueName: "FILE", help: "Also write an HTML page with both pictures side by side, the changed views marked (docs/report.md)."),
            OutputFile.option,
        ] + SharedOptions.all,
        discussion: """
            A and B are each a trace written by 'layoutdbg trace --format json' ("format": "layoutdbg-trace") or
            an input (JSON or SwiftUI syntax), which is traced first; the two may be mixed. --quirk, --no-quirk,
            --proposal and --root apply to inputs traced here.

            Views are matched by what they are and where they sit, not by line or index: a view inserted among
            siblings is one added view, and a modifier added around a view (a .frame, a .padding) is reported as
            a modifier change while the view, as its parent sees it, is still compared. docs/diff-format.md
            explains the alignment and both output formats.

            Each line is marked ~ (changed), + (only in B), - (only in A) or blank (context), and says
            'before became after'. The summary names the first change in call order: usually the cause.

            Exit status: 0 when the negotiations are equal, 1 when they differ.
            """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        var options = TraceDiffOptions()
        options.framesOnly = arguments.has("--frames-only")
        if let text = arguments.value("--context") {
            guard let context = Int(text), context >= 0 else {
                throw .usage("'\(text)' is not a number of calls for '--context'; give a whole number ≥ 0", command: spec.name)
            }
            options.context = context
        }
        options.numbers = NumberComparison(tolerance: try tolerance(arguments, command: spec.name))
        let overrides = try SharedOptions.overrides(arguments, command: spec.name)
        let loaded = try loadBoth(arguments.positionals[0], arguments.positionals[1], arguments, overrides, io: io)
        // A recording against a simulation: the simulation as the recorders would have seen it (docs/device.md).
        let (a, b) = RecordedViews.comparable(loaded.0, loaded.1)
        let recorded = a.header.recorded != nil || b.header.recorded != nil
        let diff = TraceDiffer.diff(a, b, options: options,
                                    findings: arguments.has("--no-findings") || recorded ? nil : DiffFinding.rules)
        let bytes = arguments.value("--format") == "json" ? DiffJSONWriter.write(diff) : DiffTextRenderer.render(diff)
        if let path = arguments.value("--report") {
            try OutputFile.write(HTMLDiffReport.render(a, b, diff: diff), to: path, io: io)
        }
        if let path = arguments.value("--output") {
            try OutputFile.write(bytes, to: path, io: io)
        } else {
            io.out(bytes)
        }
        return diff.isEqual ? .ok : .failure
    }

    /// `--tolerance PT`: a finite number ≥ 0; 0 when not given.
    static func tolerance(_ arguments: ParsedArguments, command: String) throws(CommandError) -> Double {
        guard let text = arguments.value("--tolerance") else { return 0 }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw .usage("'\(text)' is not a tolerance; give points as a number ≥ 0, e.g. 0.5", command: command)
        }
        return value
    }

    /// Both sides. Two trace files are read at the same time: reading JSON is most of the cost of a large
    /// diff (two 100,000-event traces are 30 MB), and the reader needs no shared state. Inputs are traced one
    /// after the other, on the caller's (large) stack.
    static func loadBoth(_ argumentA: String, _ argumentB: String, _ arguments: ParsedArguments, _ overrides: RunSettings,
                         io: CommandIO) throws(CommandError) -> (Trace, Trace) {
        if FolderInput.isFolder(argumentA) || FolderInput.isFolder(argumentB) {
            // An app's folder is one program, read with the reader as `trace` reads it.
            return (try SharedOptions.trace(argumentA, arguments, command: spec.name, compiling: false, settings: overrides, io: io),
                    try SharedOptions.trace(argumentB, arguments, command: spec.name, compiling: false, settings: overrides, io: io))
        }
        let bytesA = try read(argumentA, io: io), bytesB = try read(argumentB, io: io)
        let pathA = InputLoader.displayName(argumentA), pathB = InputLoader.displayName(argumentB)
        guard FindingsPipeline.isTrace(bytesA) && FindingsPipeline.isTrace(bytesB) else {
            return (try trace(bytesA, pathA, arguments, overrides, io: io), try trace(bytesB, pathB, arguments, overrides, io: io))
        }
        let results = ReadResults()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let (bytes, path) = index == 0 ? (bytesA, pathA) : (bytesB, pathB)
            results.set(index, Result { () throws(InputError) -> Trace in try TraceJSONReader.read(bytes, file: path) })
        }
        func unwrap(_ index: Int, _ bytes: [UInt8]) throws(CommandError) -> Trace {
            switch results.get(index) {
            case .success(let trace): return trace
            case .failure(let error): throw .badInput(error.diagnostics, source: String(decoding: bytes, as: UTF8.self))
            case nil: throw .failed("error: internal: a trace was not read")
            }
        }
        return (try unwrap(0, bytesA), try unwrap(1, bytesB))
    }

    /// The two results of reading traces on two threads.
    private final class ReadResults: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<Trace, InputError>?] = [nil, nil]

        func set(_ index: Int, _ result: Result<Trace, InputError>) {
            lock.lock()
            results[index] = result
            lock.unlock()
        }

        func get(_ index: Int) -> Result<Trace, InputError>? {
            lock.lock()
            defer { lock.unlock() }
            return results[index]
        }
    }

    /// The bytes of `path` (`-`: standard input).
    private static func read(_ path: String, io: CommandIO) throws(CommandError) -> [UInt8] {
        do {
            return try InputLoader.bytes(of: path, limits: io.limits)
        } catch {
            throw CommandError(error)
        }
    }

    /// A trace file read as it is, or an input traced now (`InputLoader` tells them apart, or `--input-format`).
    static func trace(_ bytes: [UInt8], _ path: String, _ arguments: ParsedArguments, _ overrides: RunSettings,
                      io: CommandIO) throws(CommandError) -> Trace {
        let input: LoadedInput
        let swift = try SharedOptions.readerOptions(arguments, command: spec.name, io: io)
        do {
            input = try InputLoader.parse(bytes, file: path, root: arguments.value("--root"), layouts: io.layouts, swift: swift,
                                          format: SharedOptions.format(arguments), limits: io.limits)
        } catch {
            throw CommandError(error)
        }
        for warning in input.warnings { io.err(warning.rendered + "\n") }
        let settings = try SharedOptions.replaying(arguments, input, overrides, io: io)
        do {
            return try TraceRunner.run(input, settings: settings).trace
        } catch {
            throw .badInput(error.diagnostics, source: input.source)
        }
    }

}
