import Foundation
import LayoutAnalysis
import LayoutEngine
import LayoutModel
import LayoutTrace

/// The expected-output files that sit beside each fixture input, and how they are rendered.
///
/// For an input `X.json` or `X.swift`: `X.trace.txt` (the text trace with frames: what reviews well in a pull
/// request) and `X.trace.json` (the machine form). For an input that must fail to read, `X.diagnostics.txt`
/// holds the exact diagnostics instead. The golden test and `layoutdbg check` both use this, so they agree.
public enum GoldenFiles {
    public struct Expected: Sendable, Equatable {
        public var suffix: String
        public var bytes: [UInt8]
    }

    public static let traceText = ".trace.txt"
    public static let traceJSON = ".trace.json"
    public static let diagnostics = ".diagnostics.txt"
    public static let findings = ".findings.txt"
    /// A recording from a device (`layoutdbg import`, LayoutRecorder) the simulation must match; never written by check.
    public static let recorded = ".recorded.json"

    /// True for an input file (as opposed to an expected-output file or a README).
    public static func isInput(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix(".") || name.hasPrefix("x-") { return false }  // `x-` skips a fixture, as in Taffy
        if [traceText, traceJSON, diagnostics, findings, recorded].contains(where: { name.hasSuffix($0) }) { return false }
        return name.hasSuffix(".json") || name.hasSuffix(".swift")
    }

    /// Every input under `directory`, sorted, so runs are deterministic.
    public static func inputs(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = (directory as NSString).appendingPathComponent(relative)
            let name = (relative as NSString).lastPathComponent
            // A folder named `x-…` is skipped whole: an app's folder whose files are traced together, not one by one.
            if name.hasPrefix("x-"), (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                enumerator.skipDescendants()
                continue
            }
            if isInput(path) { found.append(path) }
        }
        return found.sorted()
    }

    /// The expected files for `path` as the current code renders them. An input that fails to read renders
    /// its diagnostics. Headers and diagnostics name the input by its file name alone, so that expected files do
    /// not depend on the directory a check runs from.
    /// `swift` says how Swift inputs run, as `layoutdbg trace` runs them.
    public static func render(inputAt path: String, layouts: (any NamedLayouts)?, swift: SwiftInputOptions?) -> [Expected] {
        renderWithFindings(inputAt: path, layouts: layouts, swift: swift).expected
    }

    /// `render`, and the rules' findings of the same run (named by the file name alone too; empty when the input
    /// does not read), so that `check` lays each input out once.
    public static func renderWithFindings(inputAt path: String, layouts: (any NamedLayouts)?,
                                          swift: SwiftInputOptions?) -> (expected: [Expected], findings: [Finding]) {
        guard let data = FileManager.default.contents(atPath: path) else { return ([], []) }
        let displayPath = (path as NSString).lastPathComponent
        do {
            let input = try InputLoader.parse([UInt8](data), file: displayPath, layouts: layouts, swift: swift)
            let run = try TraceRunner.run(input)
            return ([
                Expected(suffix: traceText, bytes: TraceRenderers.render(run.trace, as: "text") ?? []),
                Expected(suffix: traceJSON, bytes: TraceRenderers.render(run.trace, as: "json") ?? []),
            ], RuleRunner.run(run.trace))
        } catch let error as LoadError {
            guard case .badInput(let input, let source) = error else { return ([], []) }
            return ([Expected(suffix: diagnostics, bytes: render(input.diagnostics, source: source))], [])
        } catch let error as InputError {
            let source = String(decoding: data, as: UTF8.self)
            return ([Expected(suffix: diagnostics, bytes: render(error.diagnostics, source: source))], [])
        } catch {
            return ([], [])
        }
    }

    private static func render(_ diagnostics: [Diagnostic], source: String) -> [UInt8] {
        Array((DiagnosticRenderer.render(diagnostics, source: source) + "\n").utf8)
    }

    /// The path of an expected file: the input path without its extension, plus the suffix.
    public static func expectedPath(for input: String, suffix: String) -> String {
        (input as NSString).deletingPathExtension + suffix
    }
}
