import CompiledPath
import Foundation
import LayoutEngine
import LayoutInput
import LayoutModel
import LayoutTrace

/// An input file read and parsed into a view tree.
public struct LoadedInput: @unchecked Sendable {
    /// The tree, its custom layouts resolved into `layouts`.
    public var tree: ViewTree
    /// The run's table of the custom layouts the tree names (empty when it names none).
    public var layouts: LayoutTable
    /// Non-fatal findings of the reader, such as modifiers ignored for having no layout effect.
    public var warnings: [Diagnostic]
    /// The path as the user gave it: what diagnostics and trace headers show.
    public var file: String
    /// The file's text, for rendering diagnostics with the offending line.
    public var source: String
    /// A trace already made: that of a Swift file run through the compiled path (the run settings already applied),
    /// or a saved trace given as the input (a run that already happened: settings do not apply); `tree` is then empty.
    public var compiledTrace: Trace?
    /// The input is a saved trace (`--input-format trace`, or a file whose content is one), not a compiled run.
    public var isSavedTrace = false
    /// The passes after the first that the input asks for (a Swift file's `// layoutdbg: pass` directives).
    public var passes: [ExtraPass] = []
    /// Reads the input again with properties of its root view set (a state pass), its custom layouts resolved; nil
    /// for inputs the reader did not read (JSON trees have no state; a compiled file's run is already made).
    public var reread: ((_ state: [SwiftTreeReader.StateSetting]) throws(InputError) -> (ViewTree, LayoutTable))?
}

/// Why an input could not be loaded.
public enum LoadError: Error, Sendable {
    case missingFile(path: String, reason: String)
    case badInput(InputError, source: String)
}

/// What an input file is, when the command line says (`--input-format`); `auto` tells it from the file: a saved trace
/// by its content, the two syntaxes by extension, else by content (`{` is JSON).
public enum InputFormat: String, Sendable, CaseIterable {
    case auto, json, swift, trace
}

/// The two input syntaxes.
public enum InputSyntax: String, Sendable, CaseIterable {
    case json, swift

    /// By extension: `.json` is JSON; `.swift`, `.swiftui` and `.layout` are SwiftUI syntax; anything else is
    /// sniffed: a file whose first non-blank character is `{` is JSON.
    public static func of(path: String, bytes: [UInt8]) -> InputSyntax {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".swift") || lower.hasSuffix(".swiftui") || lower.hasSuffix(".layout") { return .swift }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{") ? .json : .swift
    }
}

public enum InputLoader {
    /// Reads and parses the file at `path`. `root` names the root view struct of a SwiftUI-syntax file; `layouts`
    /// are the custom layouts inputs may name (the command line offers the seed layouts).
    public static func load(path: String, root: String? = nil, layouts: (any NamedLayouts)?,
                            swift: SwiftInputOptions? = nil, format: InputFormat = .auto,
                            limits: InputLimits = .standard) throws(LoadError) -> LoadedInput {
        try parse(try bytes(of: path, limits: limits), file: displayName(path), root: root, layouts: layouts, swift: swift,
                  format: format, limits: limits)
    }

    /// What `-` reads, named so in diagnostics and trace headers.
    public static let standardInputName = "<stdin>"

    /// The name an input is shown under: `path`, or `<stdin>` for `-`.
    public static func displayName(_ path: String) -> String { path == "-" ? standardInputName : path }

    /// The bytes of the file at `path` (`-`: standard input, read to its end), or why it cannot be read. A file
    /// larger than `limits.file` is refused before it is read (standard input: as soon as it passes the limit).
    public static func bytes(of path: String, limits: InputLimits = .standard) throws(LoadError) -> [UInt8] {
        var tooLarge: LoadError {
            .badInput(InputError(limits.refusal(.file, file: displayName(path), at: SourceLocation(line: 1, column: 1))), source: "")
        }
        do {
            return path == "-" ? try FileBytes.contents(ofDescriptor: STDIN_FILENO, limit: limits.file)
                               : try FileBytes.contents(of: path, limit: limits.file)
        } catch {
            switch error {
            case .tooLarge: throw tooLarge
            case .noSuchFile: throw .missingFile(path: path, reason: "no such file")
            case .isDirectory: throw .missingFile(path: path, reason: "is a directory")
            case .unreadable: throw .missingFile(path: path, reason: "cannot be read")
            }
        }
    }

    /// Reads a font metrics file (`--font-metrics`, docs/font-metrics.md).
    public static func fontMetrics(path: String) throws(LoadError) -> FontMetricsTable {
        let bytes = try bytes(of: path)
        do {
            return try FontMetricsReader.read(bytes, file: path)
        } catch {
            throw .badInput(error, source: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Parses bytes already in memory, choosing the reader by `file`'s extension or the content, and resolves the
    /// custom layouts the tree names into the run's table, before any engine sees the tree.
    /// `swift` says how a Swift input runs; without it, the reader alone reads it.
    public static func parse(_ bytes: [UInt8], file: String, root: String? = nil, layouts: (any NamedLayouts)?,
                             swift: SwiftInputOptions? = nil, format: InputFormat = .auto,
                             limits: InputLimits = .standard) throws(LoadError) -> LoadedInput {
        let source = String(decoding: bytes, as: UTF8.self)
        let names = layouts?.layoutNames ?? []
        do throws(InputError) {
            // A saved trace (`trace --format json`): the run it records, rendered as asked.
            if format == .trace || (format == .auto && FindingsPipeline.isTrace(bytes)) {
                return LoadedInput(tree: ViewTree(root: ViewNode(element: .emptyView)), layouts: LayoutTable(), warnings: [],
                                   file: file, source: source, compiledTrace: try TraceJSONReader.read(bytes, file: file),
                                   isSavedTrace: true)
            }
            let tree: ViewTree
            var warnings: [Diagnostic] = []
            var passes: [ExtraPass] = []
            var reread: (([SwiftTreeReader.StateSetting]) throws(InputError) -> (ViewTree, LayoutTable))?
            switch format == .json ? .json : format == .swift ? .swift : InputSyntax.of(path: file, bytes: bytes) {
            case .json:
                tree = try JSONTreeReader.read(bytes, file: file, customLayouts: names, limits: limits)
            case .swift:
                // Swift sources are UTF-8: a byte that is not would be read as U+FFFD, a different file from the user's.
                if let (location, byte) = UTF8Check.firstInvalidByte(bytes) {
                    let hex = String(byte, radix: 16, uppercase: true)
                    throw InputError([Diagnostic(.error, "invalid UTF-8 (the byte 0x\(hex.count < 2 ? "0" + hex : hex)); a Swift file is UTF-8",
                                                 file: file, at: location, notes: ["save the file as UTF-8"])])
                }
                var root = root
                var swift = swift
                if let view = swift?.view { try ViewRoot.apply(view, source: source, file: file, root: &root, options: &swift) }
                switch try SwiftEngineChoice.read(source, file: file, options: swift, root: root, layouts: names, limits: limits) {
                case .read(let result):
                    var read = result.tree
                    warnings = result.warnings
                    if let shown = swift?.projectDevice(unless: read.device, file: file) {
                        read.show(on: shown.device)
                        warnings.append(shown.note)
                    }
                    tree = read
                    passes = result.passes
                    let preview = swift?.preview
                    let companions = swift?.companions ?? [], assets = swift?.assets ?? AppAssets()
                    reread = { state throws(InputError) in
                        let again = try SwiftTreeReader.read(source, file: file, root: root, preview: preview, customLayouts: names,
                                                             limits: limits, state: state, companions: companions, assets: assets)
                        return try LayoutTable.resolving(again.tree, names: layouts, file: file)
                    }
                case .compile:
                    guard let swift else { preconditionFailure("the compiled path is chosen only with options") }
                    var settings = try SwiftTreeReader.headerSettings(source, file: file).then(swift.settings)
                    settings.imageSizes.byName.merge(swift.assets.imageSizes) { given, _ in given }
                    var projectNote: [Diagnostic] = []
                    if let shown = swift.projectDevice(unless: settings.device, file: file) {
                        settings.device = shown.device
                        projectNote = [shown.note]
                    }
                    if let pass = settings.passes.first {
                        var location = SourceLocation(line: 1, column: 1)
                        if case .state(_, _, let at) = pass { location = at }
                        throw InputError(Diagnostic(.error, "this file runs compiled (its own Layout, or code the reader cannot evaluate), "
                                                    + "and the compiled path runs one pass only", file: file, at: location,
                                                    notes: ["passes after the first (// layoutdbg: pass, --proposal given twice) run for files layoutdbg reads itself"]))
                    }
                    let (trace, built) = try CompiledRun.trace(source: source, file: file, root: root, preview: swift.preview,
                                                               subviews: swift.subviews, companions: swift.companions, modules: swift.modules, assets: swift.assets,
                                                               settings: settings, environment: swift.environment, limits: swift.limits)
                    return LoadedInput(tree: ViewTree(root: ViewNode(element: .emptyView)), layouts: LayoutTable(),
                                       warnings: projectNote + built + ProbeNotes.of(source, file: file),
                                       file: file, source: source, compiledTrace: trace)
                }
            }
            let (resolved, table) = try LayoutTable.resolving(tree, names: layouts, file: file)
            return LoadedInput(tree: resolved, layouts: table, warnings: warnings, file: file, source: source, passes: passes, reread: reread)
        } catch {
            throw .badInput(error, source: source)
        }
    }
}
