import Foundation
import LayoutAnalysis
import LayoutEngine
import LayoutModel
import LayoutTrace

/// The lint pipeline shared by `layoutdbg lint`, `layoutdbg trace` and the fixture tests: a file (an input
/// to lay out, or a trace saved as JSON) → a trace → the anomaly rules' findings.
public enum FindingsPipeline {
    /// True for a JSON trace file: an object whose "format" is "layoutdbg-trace" (what `trace --format json`
    /// writes). Anything else, including JSON that does not parse, is read as an input.
    ///
    /// Sniffed from the first 4 KiB rather than parsed (a 100,000-event trace is 15 MB: parsing it twice doubled the
    /// cost of `diff`); the trace reader then checks the format properly.
    public static func isTrace(_ bytes: [UInt8]) -> Bool {
        guard bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") else { return false }
        let head = bytes.prefix(4096)
        let key = Array("\"format\"".utf8), value = Array("\"layoutdbg-trace\"".utf8)
        var index = head.startIndex
        while index + key.count <= head.endIndex {
            if head[index] == key[0] && head[index..<(index + key.count)].elementsEqual(key) {
                var next = index + key.count
                while next < head.endIndex && [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(head[next]) { next += 1 }
                if next + value.count <= head.endIndex && head[next..<(next + value.count)].elementsEqual(value) { return true }
            }
            index += 1
        }
        return false
    }

    /// The trace of a file already in memory; `file` names it in diagnostics and in the trace header.
    public static func trace(of bytes: [UInt8], file: String, root: String? = nil, layouts: (any NamedLayouts)?,
                             settings: RunSettings = RunSettings(), swift: SwiftInputOptions? = nil,
                             format: InputFormat = .auto) throws(LoadError) -> Trace {
        // A saved trace comes back as the input's trace already made (`LoadedInput.compiledTrace`), settings aside.
        let input = try InputLoader.parse(bytes, file: file, root: root, layouts: layouts, swift: swift, format: format)
        return try laidOut(input) { () throws(InputError) in try TraceRunner.run(input, settings: settings).trace }
    }

    /// Every rule's findings for the file at `path`, laid out as `trace(of:)` lays it out, without the `disabled` rule
    /// ids: for one layout the rules read the events as they are made and no trace is kept (`TraceRunner.index`).
    public static func findings(forFileAt path: String, root: String? = nil, layouts: (any NamedLayouts)?,
                                settings: RunSettings = RunSettings(), swift: SwiftInputOptions? = nil,
                                format: InputFormat = .auto, limits: InputLimits = .standard,
                                disabled: Set<String> = []) throws(LoadError) -> [Finding] {
        let input = try InputLoader.parse(try InputLoader.bytes(of: path, limits: limits), file: InputLoader.displayName(path),
                                          root: root, layouts: layouts, swift: swift, format: format, limits: limits)
        return try laidOut(input) { () throws(InputError) in try findings(of: input, settings: settings, disabled: disabled) }
    }

    /// What `layout` makes of `input`, its errors located in the input's source.
    private static func laidOut<Result>(_ input: LoadedInput, _ layout: () throws(InputError) -> Result) throws(LoadError) -> Result {
        do {
            return try layout()
        } catch {
            throw .badInput(error, source: input.source)
        }
    }

    /// Every rule's findings for `input` laid out with `settings`, without the `disabled` rule ids.
    public static func findings(of input: LoadedInput, settings: RunSettings, disabled: Set<String> = []) throws(InputError) -> [Finding] {
        if TraceRunner.isOneLayout(input, settings: settings) {
            return RuleRunner.run(try TraceRunner.index(input, settings: settings), disabled: disabled)
        }
        return findings(try TraceRunner.run(input, settings: settings).trace, disabled: disabled)
    }

    /// Every rule's findings for `trace`, without the `disabled` rule ids, sorted by location.
    public static func findings(_ trace: Trace, disabled: Set<String> = []) -> [Finding] {
        RuleRunner.run(trace, disabled: disabled)
    }

    /// The `.findings.txt` golden of a fixture: one line per finding, in `FindingRenderer`'s form.
    public static func rendered(_ findings: [Finding]) -> [UInt8] {
        Array(FindingRenderer.lines(findings).utf8)
    }

    /// True when some finding is at least as severe as `level` (`--fail-on`); never for nil.
    public static func fails(_ findings: [Finding], at level: Severity?) -> Bool {
        guard let level else { return false }
        return findings.contains { $0.severity >= level }
    }
}

/// The contract sweep's pipeline: an input → a probe of one of its views (`layoutdbg contract`).
public enum ContractPipeline {
    /// A probe of `input`'s tree with `settings`' quirks, with the custom layouts the input resolved.
    public static func probe(_ input: LoadedInput, settings: RunSettings = RunSettings()) throws(InputError) -> LayoutProbe {
        let tree = settings.applied(to: input.tree)
        return try LayoutProbe(tree: tree, file: input.file, layouts: input.layouts)
    }
}
