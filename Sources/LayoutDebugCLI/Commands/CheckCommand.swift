import CompiledPath
import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutEngine
import LayoutModel
import LayoutTrace

/// `layoutdbg check PATH…`: trace every input and compare it with its expected negotiation log.
enum CheckCommand: Command {
    static let name = "check"
    static let spec = CommandSpec(
        name: name,
        abstract: "Trace inputs and compare each with its expected negotiation log (golden files), for CI.",
        arguments: "PATH...",
        minimumArguments: 1, maximumArguments: nil,
        options: [
            .value("--record", valueName: "MODE", help: "When to write expected files (default: missing; never when CI is set).",
                   choices: RecordMode.allCases.map(\.rawValue)),
            .value("--artifacts", valueName: "DIR",
                   help: "Where actual outputs of failures go (default: $LAYOUTDBG_ARTIFACTS, else .build/layoutdbg-artifacts)."),
            .value("--junit", valueName: "FILE", help: "Also write the results as JUnit XML to FILE."),
            .flag("--json", help: "Also require X.trace.json, recorded like X.trace.txt (it gives the structural diff on failure)."),
            .flag("--github", help: "Also print GitHub Actions annotations (::error file=…,line=…::)."),
            .value("--tolerance", valueName: "PT", help: "Treat numbers that differ by at most PT points as equal (default: exact)."),
            .value("--fail-on", valueName: "SEVERITY", help: "Also fail inputs with findings at this severity or above.",
                   choices: Severity.allCases.map(\.rawValue)),
        ],
        discussion: """
            PATH is an input file (.json, .swift) or a directory, searched recursively (files starting with
            'x-' or '.' are skipped, and so are folders starting with 'x-', such as an app folder traced whole).
            Beside each input X.json or X.swift sit its expected files:
              X.trace.txt         the text trace with frames (required; reviews well in a pull request)
              X.trace.json        the JSON trace with frames (checked when present, required with --json;
                                  it gives the structural diff on failure)
              X.findings.txt      the rules' findings (checked when present)
              X.diagnostics.txt   instead of the traces, for an input that must fail to read
            Expected files name their input by file name alone, so they do not depend on where check runs.

            Record modes (as in swift-snapshot-testing): missing writes expected files that do not exist;
            all rewrites every one that changed; failed rewrites the ones that do not match (and missing
            ones); never writes nothing. The mode comes from --record, else $\(RecordMode.environmentVariable),
            else 'never' when CI is set and 'missing' otherwise. Recording counts as a failure, so a new
            baseline is never a silent pass: review the file, commit it, and the next run passes.

            A failure says what happened, where the actual output was written, and shows the structural diff
            ('layoutdbg diff' of X.trace.json against the actual trace) and a line diff of the file.
            docs/ci.md has a GitHub Actions workflow and a worked example.

            Exit status: 0 when every input passed, 1 when any failed or was recorded.
            """)

    /// Where actual outputs go without `--artifacts` or `LAYOUTDBG_ARTIFACTS`: beside SwiftPM's own build products.
    static let defaultArtifacts = ".build/layoutdbg-artifacts"

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        let mode: RecordMode
        switch RecordMode.resolve(option: arguments.value("--record"), environment: io.environment, isCI: io.isCI) {
        case .success(let resolved): mode = resolved
        case .failure(let invalid):
            let names = RecordMode.allCases.map(\.rawValue)
            let notes = Suggestion.closest(to: invalid.text, in: names).map { ["did you mean '\($0)'?"] } ?? []
            throw .usage("'\(invalid.text)' from \(invalid.source) is not a record mode; expected one of: \(names.joined(separator: ", "))",
                         notes: notes, command: spec.name)
        }
        let tolerance = try DiffCommand.tolerance(arguments, command: spec.name)
        let failOn = arguments.value("--fail-on").flatMap(Severity.init(rawValue:))
        let inputs = try collectInputs(arguments.positionals)
        let artifacts = arguments.value("--artifacts") ?? io.environment["LAYOUTDBG_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? CheckCommand.defaultArtifacts

        var check = GoldenCheck(mode: mode, numbers: NumberComparison(tolerance: tolerance), artifactsDirectory: artifacts,
                                optionalSuffixes: arguments.has("--json") ? [GoldenFiles.findings] : [GoldenFiles.traceJSON, GoldenFiles.findings],
                                allSuffixes: [GoldenFiles.traceText, GoldenFiles.traceJSON, GoldenFiles.findings, GoldenFiles.diagnostics],
                                traceJSONSuffix: GoldenFiles.traceJSON, traceSuffixes: [GoldenFiles.traceText, GoldenFiles.traceJSON])
        check.recordedSuffix = GoldenFiles.recorded
        let store = FileGoldenStore(io: io)
        var outcomes: [GoldenOutcome] = []
        // A progress line once the run has taken a second, on a terminal only (io.progress is nil elsewhere).
        let started = ContinuousClock.now
        defer { if ContinuousClock.now - started >= .seconds(1) { io.progress?("") } }
        for (index, input) in inputs.enumerated() {
            if ContinuousClock.now - started >= .seconds(1) { io.progress?("check: \(index + 1)/\(inputs.count) \(input)") }
            let outcome = checkOne(input, check: check, store: store, failOn: failOn, layouts: io.layouts,
                                   swift: SwiftInputOptions(environment: CompiledPathEnvironment(environment: io.environment)))
            io.out(CheckReport.statusLine(outcome) + "\n")
            if !outcome.passed { io.out(CheckReport.message(outcome, mode: mode) + "\n") }
            outcomes.append(outcome)
        }
        if arguments.has("--github") { io.out(GitHubAnnotations.lines(outcomes, mode: mode)) }
        if let path = arguments.value("--junit") { try OutputFile.write(JUnitWriter.write(outcomes, mode: mode), to: path, io: io) }
        io.out(CheckReport.summary(outcomes, mode: mode) + "\n")
        return outcomes.allSatisfy(\.passed) ? .ok : .failure
    }

    /// The inputs named by the command line: files as given, directories searched; sorted and unique.
    private static func collectInputs(_ paths: [String]) throws(CommandError) -> [String] {
        var inputs: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .missingFile(path: path, reason: "no such file or directory")
            }
            if isDirectory.boolValue {
                let found = GoldenFiles.inputs(under: path)
                guard !found.isEmpty else { throw .missingFile(path: path, reason: "no inputs (.json, .swift) in this directory") }
                inputs += found
            } else {
                let expectedSuffixes = [GoldenFiles.traceText, GoldenFiles.traceJSON, GoldenFiles.diagnostics, GoldenFiles.findings]
                if let suffix = expectedSuffixes.first(where: { path.hasSuffix($0) }) {
                    throw .usage("'\(path)' is an expected file (\(suffix)); give its input, or the directory", command: spec.name)
                }
                inputs.append(path)
            }
        }
        var seen: Set<String> = []
        return inputs.filter { seen.insert($0).inserted }
    }

    /// Renders one input's outputs (GoldenFiles, shared with the golden test) and checks them.
    private static func checkOne(_ input: String, check: GoldenCheck, store: GoldenStore, failOn: Severity?,
                                 layouts: (any NamedLayouts)?, swift: SwiftInputOptions) -> GoldenOutcome {
        let rendered = GoldenFiles.renderWithFindings(inputAt: input, layouts: layouts, swift: swift)
        var outputs = rendered.expected.map { GoldenCheck.Output(suffix: $0.suffix, bytes: $0.bytes) }
        guard !outputs.isEmpty else {
            var outcome = GoldenOutcome(input: input, files: [])
            outcome.error = "\(input): cannot be read"
            return outcome
        }
        // Findings of the same live run (not of the JSON read back, whose numbers are rounded), named like the trace
        // by the input's file name alone, so that the expected file does not depend on how the path was typed.
        let findings = rendered.findings
        if outputs.contains(where: { $0.suffix == GoldenFiles.traceText }) {
            outputs.append(GoldenCheck.Output(suffix: GoldenFiles.findings, bytes: Array(FindingRenderer.lines(findings).utf8)))
        }
        // Findings are checked when their file exists; `--record all` writes one for an input that has findings.
        var check = check
        if check.mode == .all, !findings.isEmpty { check.optionalSuffixes.remove(GoldenFiles.findings) }
        var outcome = check.check(input: input, outputs: outputs, expectedPath: { GoldenFiles.expectedPath(for: input, suffix: $0) },
                                  store: store, findings: DiffFinding.rules)
        if let failOn {
            outcome.failingFindings = findings.filter { $0.severity >= failOn }.map(FindingRenderer.line)
        }
        return outcome
    }
}

/// Why an expected file or an artifact could not be written, as the check report says it.
private struct StoreError: Error, CustomStringConvertible {
    let description: String
}

/// Expected files and artifacts on disk: atomic writes (OutputFile), directories created as needed.
private struct FileGoldenStore: GoldenStore {
    let io: CommandIO

    func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Writes `bytes` to `path`; a failure is a `StoreError` in the tool's words (the reason alone: callers name the path).
    func write(_ bytes: [UInt8], to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do throws(CommandError) {
            if !directory.isEmpty { try OutputFile.makeDirectories(directory) }
            try OutputFile.write(bytes, to: path, io: io)
        } catch {
            switch error {
            case .cannotWrite(_, let reason), .writeFailed(_, let reason): throw StoreError(description: reason)
            default: throw StoreError(description: error.message)
            }
        }
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: path)
    }
}
