import Foundation
import LayoutEngine
import LayoutInput
import LayoutModel
import LayoutTrace

/// The compiled path: a user's Swift file compiled against the LayoutDebugger library and run, its root view traced
/// by the same engine and tracer as every other input. The trace of an unchanged file (same text, settings and
/// layoutdbg version) comes from the cache.
public enum CompiledRun {
    /// The modules a user's file may import: those that resolve to the LayoutDebugger stand-in (`SwiftUI`, `UIKit`,
    /// `Combine`: the scratch package's shim modules) and the SDK's that hold no views (`os`, where the SDK is).
    public static var standInModules: [String] { ScratchPackage.shimModules + (ScratchPackage.hasAppleSDK ? ScratchPackage.sdkModules : []) }
    /// The stand-in modules that are third-party libraries of views and view state (KingfisherSurface.swift,
    /// DefaultsSurface.swift): the reader knows none of them, so a file that imports one is compiled.
    public static let viewLibraries: Set<String> = ["Kingfisher", "Defaults"]

    /// Another Swift file of the user's app, compiled beside the input so that the input's views can use what it
    /// declares (models, helpers, design tokens, other views); `path` as the user gave it.
    public typealias CompanionFile = SourceFile

    /// How long a build or a run may take, and how much memory a run may use (`--timeout` changes the time).
    public struct Limits: Sendable {
        public var buildSeconds: Double = 600
        public var runSeconds: Double = 10
        /// Virtual memory of the running user code, in KiB (`ulimit -v`).
        public var memoryKiB: Int = 4 * 1024 * 1024

        public init() {}
    }

    /// The trace of `source`'s root view. `file` names the input in diagnostics and the trace header; `modules` are
    /// the modules the input and its companions make up, whose imports the program satisfies itself; `assets` are the
    /// app's asset catalogs, whose generated symbols the program gets (`AssetSymbols`).
    ///
    /// When the program does not build for code in actions (an AppKit call in a button) or for the import of a module
    /// that does not exist here, it is built again without them, each said in a note (`UnbuildableCode`).
    public static func trace(source: String, file: String, root: String?, preview: String?, subviews: Int = 5,
                             companions: [CompanionFile] = [], modules: Set<String> = [], assets: AppAssets = AppAssets(),
                             settings: RunSettings,
                             environment: CompiledPathEnvironment,
                             limits: Limits = Limits()) throws(InputError) -> (trace: Trace, warnings: [Diagnostic]) {
        // A walk of the library's sources: once a run, for the cache's keys and the scratch build's record alike.
        let fingerprint = environment.libraryFingerprint
        var leftOut = UnbuildableCode(input: SourceFile(path: file, source: source), companions: companions, cache: environment.cache,
                                      library: fingerprint)
        while true {
            do {
                let (trace, warnings) = try program(source: leftOut.input.source, file: file, root: root, preview: preview, subviews: subviews,
                                                    companions: leftOut.companions, modules: modules, assets: assets, settings: settings,
                                                    environment: environment, fingerprint: fingerprint, limits: limits)
                leftOut.remember()
                return (trace, warnings + leftOut.notes)
            } catch {
                guard leftOut.leaveOut(holding: error) else { throw leftOut.explained(error) }
            }
        }
    }

    /// The trace of one program: `trace`'s, without its second try.
    private static func program(source: String, file: String, root: String?, preview: String?, subviews: Int,
                                companions: [CompanionFile], modules: Set<String>, assets: AppAssets, settings: RunSettings,
                                environment: CompiledPathEnvironment, fingerprint: String,
                                limits: Limits) throws(InputError) -> (trace: Trace, warnings: [Diagnostic]) {
        let outline = try SwiftFileOutline.read(source, file: file)
        // A folder given with --with may hold the input itself: it is compiled once, as the input.
        let inputPath = URL(fileURLWithPath: file).standardizedFileURL.path
        var companionOutlines: [(file: CompanionFile, outline: SwiftFileOutline)] = []
        for companion in companions where URL(fileURLWithPath: companion.path).standardizedFileURL.path != inputPath {
            companionOutlines.append((companion, try SwiftFileOutline.read(companion.source, file: companion.path)))
        }
        let outlines = [outline] + companionOutlines.map(\.outline)
        let chosen = try RootChoice.choose(for: outline, root: root, preview: preview, subviews: subviews,
                                           samples: RootSamples(outlines: outlines), file: file)
        var settings = settings
        let macOnly = macOnlyRoot(chosen, source: source, file: file, settings: settings)
        if macOnly != nil { settings.device = DeviceCatalogue.device(named: "mac").map { DeviceChoice($0) } }
        let platform = (settings.device?.device ?? DeviceCatalogue.defaultDevice).platform
        // `Backend.Category` names the program's own Category, unless a type is called Backend.
        let qualifiers = modules.subtracting(outlines.flatMap { $0.types.map(\.name) })
        var prepared = PreparedSource(source: source, outline: outline, root: chosen.expression, modules: modules,
                                      qualifiers: qualifiers, platform: platform)
        let inputName = (file as NSString).lastPathComponent
        // The user's views and layouts, for the trace to say where each node's code is: of a type declared once per
        // platform (`#if os(macOS)` … `#else` …), the declaration this device compiles.
        func declared(_ outline: SwiftFileOutline, in source: String, as name: String) -> [Declaration] {
            // A nested view is known by its own name, as the library names a view's type (`String(describing:)`).
            let types = (outline.views + outline.layouts).map { ($0.name, $0.location) } + outline.nestedViews
            // One pass over the file for all its types, not one from the top per type.
            let compiled = PlatformRegions.compiles(lines: types.map(\.1.line), in: source, on: platform)
            // Of the types compiled here, a name is declared once: a top-level type before a nested one of its name.
            var named: Set<String> = []
            return types.indices.filter { compiled[$0] != false && named.insert(types[$0].0).inserted }
                .map { Declaration(name: types[$0].0, file: name, line: types[$0].1.line) }
        }
        var declarations = declared(outline, in: source, as: inputName)
        var others: [CompiledFile] = []
        for (index, (companion, companionOutline)) in companionOutlines.enumerated() {
            let companionPrepared = PreparedSource(source: companion.source, outline: companionOutline, root: nil,
                                                   namespace: "Companion\(index)", modules: modules, qualifiers: qualifiers,
                                                   platform: platform)
            let name = (companion.path as NSString).lastPathComponent
            declarations += declared(companionOutline, in: companion.source, as: name)
            others.append(CompiledFile(path: companion.path, name: name, fileID: ScratchPackage.companionFileID(index), prepared: companionPrepared,
                                       columns: CallColumns(prepared: companionPrepared, original: companion.source)))
        }
        // Each file carries its own build key, not main.swift alone: an incremental build that missed a changed file
        // (seen: the user's file kept from the previous run while main.swift was rebuilt) is caught by that file's key.
        let keyNames = (0...others.count).map { "__layoutdbgBuildKey\($0)" }
        var keys = [prepared.stamp(as: keyNames[0])]
        for index in others.indices { keys.append(others[index].prepared.stamp(as: keyNames[index + 1])) }
        var (main, mainKey) = EntryPoint.source(inputName: inputName, settings: settings, declarations: declarations, buildKeyNames: keyNames)
        main += AssetSymbols.source(assets, sources: [source] + companions.map(\.source))
        let buildKey = (keys + [mainKey]).joined(separator: "+")
        let key = CacheKey.of([LayoutEngine.version, String(TraceHeader.currentFormatVersion), prepared.text, main, environment.package.path,
                                  fingerprint, ProgramDirectory.bundleKey(assets.bundleFiles)] + others.map(\.prepared.text))
        let results = environment.cache.appendingPathComponent("traces")
        let cached = results.appendingPathComponent("\(key).trace.json")
        let cachedWarnings = results.appendingPathComponent("\(key).warnings.txt")
        let columns = CallColumns(prepared: prepared, original: source)
        let files = [CompiledFile(path: file, name: inputName, fileID: ScratchPackage.userFileID, prepared: prepared, columns: columns,
                                  givenRoot: root, tracedWithout: { Self.traced(in: outline, without: $0) })] + others
        if let data = FileManager.default.contents(atPath: cached.path), let warnings = FileManager.default.contents(atPath: cachedWarnings.path) {
            return (try read(data, file: file, files: files), (macOnly.map { [$0] } ?? []) + Self.warnings(warnings, files: files, root: chosen.location))
        }
        guard environment.hasLibrary else {
            throw failure("the LayoutDebugger library is not at \(environment.package.path)", file: file,
                          notes: ["set LAYOUTDBG_PACKAGE to a clone of layoutdbg (docs/input-format.md, 'The compiled path')"])
        }
        guard let swift = environment.swift else {
            throw failure("this file needs compiling, and no 'swift' was found on PATH", file: file,
                          notes: ["install the Swift toolchain, or set LAYOUTDBG_SWIFT"])
        }
        do {
            try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        } catch {
            throw cacheFailure(environment, error, file: file)
        }
        let scratch = ScratchPackage(directory: environment.cache.appendingPathComponent("scratch"), library: environment.package)
        var (lock, library) = try builtLibrary(scratch, fingerprint: fingerprint, environment: environment, swift: swift, file: file,
                                               limits: limits)
        defer { lock.release() }
        let program: ProgramDirectory
        let sources: [String]
        do {
            program = try ProgramDirectory.make(in: environment.cache)
            sources = try program.write(user: prepared.text, main: main, companions: others.map(\.prepared.text))
            try program.link(bundleFiles: assets.bundleFiles)
        } catch {
            throw cacheFailure(environment, error, file: file)
        }
        defer { program.remove() }
        if let notTheUsers = try compile(program, sources: sources, library: library, swift: swift, file: file, limits: limits, files: files) {
            // Not the user's code: the library's modules may be stale or damaged (a build stopped half-way). Build it
            // once more from scratch before giving up.
            lock.release()
            (lock, library) = try builtLibrary(scratch, fingerprint: fingerprint, environment: environment, swift: swift, file: file,
                                               limits: limits, anew: true)
            if try compile(program, sources: sources, library: library, swift: swift, file: file, limits: limits, files: files) != nil {
                throw failure("the compiled path could not build the file", file: file, notes: notTheUsers)
            }
        }
        let output = try run(program, file: file, root: chosen.location, limits: limits, files: files)
        // Each of the program's files names itself: a trace of anything but these files is said, never shown.
        guard output.buildKey == buildKey else {
            throw failure("the compiled path ran a program built from another file", file: file,
                          notes: ["remove the cache directory \(environment.cache.path) and try again"])
        }
        let trace = try read(output.trace, file: file, files: files)
        // The warnings first: a cached trace is used only with its warnings beside it.
        try? output.warnings.write(to: cachedWarnings, options: .atomic)
        try? output.trace.write(to: cached, options: .atomic)
        return (trace, (macOnly.map { [$0] } ?? []) + Self.warnings(output.warnings, files: files, root: chosen.location))
    }

    private static func cacheFailure(_ environment: CompiledPathEnvironment, _ error: Error, file: String) -> InputError {
        failure("cannot use the cache directory \(environment.cache.path): \(error.localizedDescription)", file: file,
                notes: ["set LAYOUTDBG_CACHE to a writable directory"])
    }

    /// The note that the root is shown on the Mac window, when it is: no device was asked for (the default is an
    /// iPhone) and the root is written inside an `#if` that only macOS compiles, as in a macOS target, whose preview
    /// Xcode's canvas shows on the Mac.
    private static func macOnlyRoot(_ chosen: RootChoice.Chosen, source: String, file: String, settings: RunSettings) -> Diagnostic? {
        guard settings.device == nil, let location = chosen.location,
              PlatformRegions.compiles(line: location.line, in: source, on: .iOS) == false,
              PlatformRegions.compiles(line: location.line, in: source, on: .macOS) == true else { return nil }
        return Diagnostic(.note, "the root is compiled for macOS only (inside '#if os(macOS)'): traced on the Mac window, as Xcode's "
                          + "canvas shows a macOS target's preview; --device picks another", file: file, at: location)
    }

    /// The program's warnings (`BuildWarning.line`, one a line), each at its place in the user's file it is about; one
    /// about no place of the user's code (the root itself: a provider's several previews) where the root is written. A
    /// message that starts "note: " is a note.
    private static func warnings(_ data: Data, files: [CompiledFile], root: SourceLocation?) -> [Diagnostic] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, let row = Int(fields[1]), let column = Int(fields[2]) else { return nil }
            let compiled = files.first { $0.fileID == fields[0] } ?? files[0]
            let location = fields[0].isEmpty ? root ?? .unknown : compiled.columns.callee(of: SourceLocation(line: row, column: column))
            let notePrefix = Diagnostic.Severity.note.prefix
            let note = fields[3].hasPrefix(notePrefix)
            return Diagnostic(note ? .note : .warning, note ? String(fields[3].dropFirst(notePrefix.count)) : fields[3],
                              file: compiled.path, at: location, notes: Array(fields.dropFirst(4)))
        }
    }

    /// The scratch package's library, built for this version of it (`anew`: from scratch), held with a shared lock
    /// until `release`: other runs compile and run beside this one, and a run that must build the library waits
    /// until none uses it.
    private static func builtLibrary(_ scratch: ScratchPackage, fingerprint: String, environment: CompiledPathEnvironment, swift: URL,
                                     file: String, limits: Limits,
                                     anew: Bool = false) throws(InputError) -> (CacheLock, ScratchPackage.LibraryBuild) {
        let lockFile = environment.cache.appendingPathComponent("scratch.lock")
        func lock(shared: Bool) throws(InputError) -> CacheLock {
            do { return try CacheLock(lockFile, shared: shared) } catch { throw cacheFailure(environment, error, file: file) }
        }
        let reading = try lock(shared: true)
        if !anew, let library = scratch.build(for: fingerprint) { return (reading, library) }
        reading.release()
        let building = try lock(shared: false)
        defer { building.release() }
        // Another run may have built it while this one waited.
        if anew || scratch.build(for: fingerprint) == nil {
            do {
                try scratch.startOver(unlessBuiltWith: fingerprint)
                if anew { try? FileManager.default.removeItem(at: scratch.directory.appendingPathComponent(".build")) }
                try scratch.write()
            } catch {
                throw failure("cannot write the scratch package in \(scratch.directory.path): \(error.localizedDescription)", file: file)
            }
            try buildLibrary(scratch, swift: swift, file: file, limits: limits)
            do { try scratch.recordBuilt(with: fingerprint) } catch { throw cacheFailure(environment, error, file: file) }
        }
        building.release()
        let using = try lock(shared: true)
        guard let library = scratch.build(for: fingerprint) else {
            using.release()
            throw failure("the LayoutDebugger library's build in \(scratch.directory.path) made no modules or link list", file: file,
                          notes: ["remove the cache directory \(environment.cache.path) and try again"])
        }
        return (using, library)
    }

    /// Builds the scratch package, which builds the library; once more from scratch when an incremental build fails
    /// (a library that changed since can leave stale modules).
    private static func buildLibrary(_ scratch: ScratchPackage, swift: URL, file: String, limits: Limits,
                                     retrying: Bool = true) throws(InputError) {
        let outcome: Subprocess.Outcome
        do {
            outcome = try scratch.withToolchainTemporaries { environment in
                try Subprocess.run(swift, ["build", "--package-path", scratch.directory.path, "--product", "Preview"],
                                   environment: environment, timeout: limits.buildSeconds)
            }
        } catch {
            throw failure("cannot run \(swift.path): \(error.localizedDescription)", file: file)
        }
        if outcome.timedOut {
            throw failure("building the LayoutDebugger library took longer than \(Int(limits.buildSeconds)) s; stopped", file: file)
        }
        guard outcome.status == 0 else {
            if retrying {
                try? FileManager.default.removeItem(at: scratch.directory.appendingPathComponent(".build"))
                return try buildLibrary(scratch, swift: swift, file: file, limits: limits, retrying: false)
            }
            throw failure("the compiled path could not build the LayoutDebugger library", file: file,
                          notes: String(decoding: outcome.stdout + outcome.stderr, as: UTF8.self).split(separator: "\n").suffix(8).map(String.init))
        }
    }

    /// Compiles the program: nil when it built; the compiler's last lines when it failed for no error in the user's
    /// files (which are thrown, each at its place in the user's file).
    private static func compile(_ program: ProgramDirectory, sources: [String], library: ScratchPackage.LibraryBuild, swift: URL,
                                file: String, limits: Limits, files: [CompiledFile]) throws(InputError) -> [String]? {
        let swiftc = swift.deletingLastPathComponent().appendingPathComponent("swiftc")
        let outcome: Subprocess.Outcome
        do {
            let arguments = try program.compilerArguments(sources: sources, library: library)
            outcome = try ScratchPackage.withToolchainTemporaries(in: program.directory) { environment in
                try Subprocess.run(swiftc, arguments, environment: environment, timeout: limits.buildSeconds)
            }
        } catch {
            throw failure("cannot run \(swiftc.path): \(error.localizedDescription)", file: file)
        }
        if outcome.timedOut { throw failure("compiling the file took longer than \(Int(limits.buildSeconds)) s; stopped", file: file) }
        guard outcome.status != 0 else { return nil }
        let text = String(decoding: outcome.stdout + outcome.stderr, as: UTF8.self)
        let diagnostics = userDiagnostics(in: text, program: program, files: files)
        if !diagnostics.isEmpty { throw InputError(diagnostics) }
        return text.split(separator: "\n").suffix(8).map(String.init)
    }

    /// The trace the program wrote, and what the user's code printed.
    /// Runs the built program; a failure is said where it crashed in the user's files, else where the root is written
    /// (`root`: what the library refuses of a root, such as a GeometryReader whose frames never settle).
    private static func run(_ program: ProgramDirectory, file: String, root: SourceLocation?, limits: Limits,
                            files: [CompiledFile]) throws(InputError) -> (trace: Data, printed: Data, buildKey: String?, warnings: Data) {
        let outcome: Subprocess.Outcome
        let (traceFile, keyFile, warningsFile) = (program.traceFile, program.keyFile, program.warningsFile)
        do {
            // The shell sets the memory limit and then becomes the program, in UTC: a date the code formats (a
            // TimelineView's fixed moment) reads the same on every machine.
            outcome = try Subprocess.run(URL(fileURLWithPath: "/bin/sh"),
                                         ["-c", "ulimit -v \(limits.memoryKiB) 2>/dev/null; export TZ=UTC; exec \"$0\" \"$1\" \"$2\" \"$3\"", program.executable.path,
                                          traceFile.path, keyFile.path, warningsFile.path],
                                         timeout: limits.runSeconds)
        } catch {
            throw failure("cannot run the compiled file: \(error.localizedDescription)", file: file)
        }
        if outcome.timedOut {
            throw failure("the file's code ran longer than \(NumberFormat.string(limits.runSeconds)) s and was stopped", file: file,
                          notes: ["a loop that never ends, or a layout that asks its subviews without end? --timeout SECONDS allows longer"])
        }
        guard outcome.status == 0 else {
            var stderr = String(decoding: outcome.stderr, as: UTF8.self)
            // The crash is said at the user's file and line, whichever of their files it is in, never at a scratch path.
            let crash = RuntimeLocation.first(in: stderr, files: files)
            for compiled in files { stderr = stderr.replacingOccurrences(of: compiled.fileID + ":", with: compiled.name + ":") }
            let (message, notes) = CrashReport.summary(of: stderr, status: outcome.status)
            throw InputError(Diagnostic(.error, "the file's code stopped with an error: \(message)", file: crash?.file.path ?? file,
                                        at: crash.map { $0.file.columns.original($0.location) } ?? root ?? SourceLocation(line: 1, column: 1),
                                        notes: (crash == nil ? [] : ["the crash happened here"]) + notes))
        }
        guard let trace = FileManager.default.contents(atPath: traceFile.path) else {
            throw failure("the compiled file ran but wrote no trace", file: file)
        }
        let key = FileManager.default.contents(atPath: keyFile.path).map { String(decoding: $0, as: UTF8.self) }
        return (trace, outcome.stdout, key, FileManager.default.contents(atPath: warningsFile.path) ?? Data())
    }

    /// The diagnostics of `output` about the user's files: the input's first, then its companions', each at its place
    /// in its own file.
    private static func userDiagnostics(in output: String, program: ProgramDirectory, files: [CompiledFile]) -> [Diagnostic] {
        // A root compiled out on this platform is the one thing to say: the rest (an `import SwiftUI` inside the same
        // `#if` leaves the root function without `View`) follows from it.
        var compiledOut: Diagnostic?
        let linesByPath = CompilerDiagnostics.lines(of: output, by: Set(files.map { program.path(of: $0.fileID) }))
        let diagnostics = files.flatMap { compiled in
            let path = program.path(of: compiled.fileID)
            return CompilerDiagnostics.parse(linesByPath[path] ?? [], userPath: path, file: compiled.path,
                                             source: compiled.prepared.text, tracedWithout: compiled.tracedWithout).map { diagnostic in
                var moved = diagnostic
                if let givenRoot = compiled.givenRoot, diagnostic.location.line == compiled.prepared.rootLine {
                    // An error in the `--root` expression: said of the option, at its column, not past the file's end.
                    moved.file = "--root"
                    moved.optionText = givenRoot
                    moved.location = SourceLocation(line: 1, column: max(diagnostic.location.column - PreparedSource.rootIndent.count, 1))
                    moved.notes = ["the --root expression is compiled after the file, as a function of its own: it may use the file's "
                                   + "types, their initialisers and literal values, not names from inside a view"]
                    return moved
                }
                if diagnostic.location.line == compiled.prepared.rootLine, diagnostic.message.hasPrefix("cannot find '__layoutdbg"),
                   let condition = compiled.prepared.excludingCondition {
                    compiledOut = platformError(condition, compiled: compiled, file: diagnostic.file)
                    return compiledOut!
                }
                moved.location = compiled.columns.original(diagnostic.location)
                return moved
            }
        }
        if let compiledOut { return [compiledOut] }
        // An error in `--root` after errors in the files may be theirs: `Row(user: nil)` cannot be typed while the file
        // cannot find `User`. The expression is still named, with that said, so that a wrong one is not hidden.
        guard diagnostics.contains(where: { $0.file != "--root" }) else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.file == "--root" else { return diagnostic }
            var followed = diagnostic
            followed.notes.insert("this may follow from the errors in the files: mend those first", at: 0)
            return followed
        }
    }

    /// The preview or view the root calls is inside code the simulated device's platform does not compile.
    private static func platformError(_ condition: PreparedSource.PlatformCondition, compiled: CompiledFile, file: String) -> Diagnostic {
        let platform = compiled.prepared.platform
        let other = condition.text.contains("macOS") ? "mac" : DeviceCatalogue.defaultDevice.name
        return Diagnostic(.error, "the root view is not compiled for \(platform.rawValue): its code is inside '\(condition.text)'",
                          file: file, at: SourceLocation(line: condition.line, column: 1),
                          notes: ["the device traced on runs \(platform.rawValue); trace the view on a device of its platform: --device \(other)"])
    }

    /// The child's trace, its nodes located in the user's own files, as the reader locates them: a node of the input
    /// names no file (the input is the trace's), a node of a companion file names that file.
    private static func read(_ data: Data, file: String, files: [CompiledFile]) throws(InputError) -> Trace {
        var trace = try TraceJSONReader.read([UInt8](data), file: file)
        trace.header.input = file
        for index in trace.nodes.indices where trace.nodes[index].location.isKnown {
            let compiled = files.first { $0.fileID == trace.nodes[index].file } ?? files[0]
            trace.nodes[index].file = compiled.fileID == ScratchPackage.userFileID ? nil : compiled.name
            trace.nodes[index].location = compiled.columns.callee(of: trace.nodes[index].location)
        }
        return trace
    }

    /// One file of a compiled run, as the user named it and as the scratch package holds it.
    struct CompiledFile {
        var path: String
        var name: String
        var fileID: String
        var prepared: PreparedSource
        var columns: CallColumns
        /// The `--root` expression the user gave, in the input's prepared text at `prepared.rootLine`.
        var givenRoot: String? = nil
        /// The file's views and layouts `--view` traces without a name it lacks (the input's; none for a companion).
        var tracedWithout: (String) -> [String] = { _ in [] }
    }

    /// The views and layouts of `outline` that need no arguments and do not use the type `name`, even through another
    /// of its types or the preview `--view` would trace them through, in the file's order. Said only of a type name
    /// that a type or preview of the file uses where the outline sees it (it does not follow functions and values).
    static func traced(in outline: SwiftFileOutline, without name: String) -> [String] {
        guard name.first?.isUppercase == true,
              outline.types.contains(where: { $0.typesUsed.contains(name) }) || outline.previews.contains(where: { $0.typesUsed.contains(name) })
        else { return [] }
        let candidates = outline.types.filter { ($0.conforms(to: "View") || $0.conforms(to: "Layout")) && $0.rootParameters.isEmpty }
            .map(\.name)
        // `--view` looks through the `#Preview`s first, then the providers (`ViewChoice`).
        let previews = outline.previews.map(\.typesUsed) + outline.previewProviders.map(\.typesUsed)
        let uses = Dictionary(outline.types.map { ($0.name, $0.typesUsed) }, uniquingKeysWith: { first, _ in first })
        return TypesWithout.names(candidates, notUsing: name, uses: uses, previews: previews)
    }

    static func failure(_ message: String, file: String, notes: [String] = []) -> InputError {
        InputError(Diagnostic(.error, message, file: file, at: SourceLocation(line: 1, column: 1), notes: notes))
    }
}

/// Where a crash of the user's code happened: the first frame of the runtime's backtrace in the user's file
/// (`… at /…/programs/<run>/Preview/User.swift:12:5`), the prepared file keeping the user's lines.
enum RuntimeLocation {
    /// The first place of the user's files (`Preview/User.swift:12:5`, a companion's `Preview/Companion0.swift:25`)
    /// that a crash report names, in the prepared text's lines and columns (column 1 when only a line is given).
    static func first(in stderr: String, files: [CompiledRun.CompiledFile]) -> (file: CompiledRun.CompiledFile, location: SourceLocation)? {
        for line in stderr.split(separator: "\n") {
            for file in files {
                guard let range = line.range(of: file.fileID + ":") else { continue }
                let numbers = line[range.upperBound...].split(separator: ":").prefix(2).map { Int($0.prefix { $0.isNumber }) }
                guard let row = numbers.first ?? nil else { continue }
                let column = numbers.count == 2 ? numbers[1] ?? 1 : 1
                return (file, SourceLocation(line: row, column: column))
            }
        }
        return nil
    }
}
