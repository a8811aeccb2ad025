import CompiledPath
import Foundation
import LayoutInput
import LayoutModel

/// `layoutdbg trace FOLDER` (or several files and folders): an app's files read as one program. They are the input
/// (the file whose preview shows the view asked for, else the file that declares it, else the one file with
/// previews) and its companions, read (or compiled) together, so a view finds the views, layouts and models of the other files. Files that
/// cannot be part of a Linux build are left out and named in one note: an `@main` entry point (the app's, whose
/// scenes layoutdbg does not lay out), files importing a module other than SwiftUI, Foundation, Observation,
/// LayoutRecorder and the modules the given folders and packages make up (`CompanionFiles`), and a copy of the app
/// recorder (Sources/LayoutRecorder), whose `.recordLayout` the stand-in has. Of the files kept, the view's program
/// is the ones it needs (`neededFiles`, `load`).
public enum FolderInput {
    public struct Resolved: Sendable {
        /// The file traced, with what `--view` picks inside it, and its text (read once, with the others).
        public var input: String
        public var inputSource: String
        public var companions: [CompiledRun.CompanionFile]
        /// The files kept that the traced view does not reach (`neededFiles`): not read or compiled, unless the
        /// program fails without them (`SharedOptions.load` then tries every file).
        public var unneeded: [CompiledRun.CompanionFile] = []
        /// The files kept only as helpers (they declare no type the traced view reaches, but extensions or
        /// functions it may use): one that does not build here is left out and the program tried again.
        public var helpers: Set<String> = []
        /// The modules the files make up, the input's included.
        public var modules: Set<String> = []
        /// The files left out, with why, in path order.
        public var leftOut: [(file: String, reason: String)]
        /// The types the left-out files declare, with the file and why it was left out: a view that uses one fails
        /// to compile, and the error should say where the name went.
        public internal(set) var leftOutTypes: [String: (file: String, reason: String, line: Int)] = [:]
        /// The files left out for a module they import, with their outlines: a type of one that the program misses is
        /// taken from it alone (`sliced`), as it may not use the module (PlayCover's `KeyCoverObservable` beside the
        /// CryptoKit code of its file).
        var sliceable: [String: (file: CompiledRun.CompanionFile, outline: SwiftFileOutline)] = [:]
        /// The types of the files kept: where each is and which types it uses, for the chain from the traced view to a
        /// left-out one.
        var keptTypes: [(file: String, type: SwiftFileOutline.TypeDecl)] = []
        /// The views the chain starts from: `--view`'s, else the input's.
        public internal(set) var traced: [String] = []
    }

    /// Modules a file may import and still be compiled against the stand-in (docs/swift-files.md).
    /// `LayoutRecorder` is layoutdbg's app recorder, whose `.recordLayout` the stand-in has (docs/device.md); the
    /// others after Observation are the toolchain's own, here as on every platform (`import Swift` is the standard
    /// library).
    static let buildableImports = Set(CompiledRun.standInModules + ["Foundation", "Observation", "LayoutRecorder", "Swift", "_Concurrency",
                                                                   "Dispatch", "RegexBuilder", "Synchronization"])

    /// The program `paths` make, its input the file `input` when given (a file traced in its project: a type its
    /// targets declare each is taken from the input's), else the one `choose` picks.
    public static func resolve(_ paths: [String], view: String?, root: String? = nil, input: String? = nil,
                               limits: InputLimits = .standard) throws(LoadError) -> Resolved {
        let folder = paths.count == 1 ? paths[0] : "the \(paths.count) paths given"
        let files = try CompanionFiles.load(paths, limits: limits)
        let modules = CompanionFiles.modules(of: files)
        var kept: [(file: CompiledRun.CompanionFile, outline: SwiftFileOutline)] = []
        var leftOut: [(file: String, reason: String)] = []
        var leftOutTypes: [String: (file: String, reason: String, line: Int)] = [:]
        var sliceable: [String: (file: CompiledRun.CompanionFile, outline: SwiftFileOutline)] = [:]
        for file in files {
            let outline: SwiftFileOutline
            do {
                outline = try SwiftFileOutline.read(file.source, file: file.path)
            } catch {
                // Another file of a large app may hold Swift the outline does not read: it is left out, with where and
                // why; the input's own failure is the error.
                guard file.path != input, paths.count > 1 || isFolder(paths[0]), let first = error.diagnostics.first else {
                    throw .badInput(error, source: file.source)
                }
                leftOut.append((file.path, "layoutdbg cannot read it, \(first.location.line):\(first.location.column): \(first.message)"))
                continue
            }
            let reason: String
            if !outline.mainAttributes.isEmpty {
                reason = "@main: the app's entry point"
            } else if outline.types.contains(where: { $0.name == "LayoutRecording" }) {
                reason = "layoutdbg's LayoutRecorder, whose .recordLayout is a LayoutMonitor here"
            } else if file.path != input, let module = outline.imports.first(where: { !buildableImports.contains($0) && !modules.contains($0) }) {
                // The input itself is compiled all the same: what it takes from the module may be only in its actions
                // (the compiled path leaves those and the import out: UnbuildableCode), and else the compiler says what.
                reason = "imports \(module)"
            } else {
                kept.append((file, outline))
                continue
            }
            leftOut.append((file.path, reason))
            for type in outline.types where leftOutTypes[type.name] == nil { leftOutTypes[type.name] = (file.path, reason, type.location.line) }
            // A type of a file left out for its imports, or of the app's entry point (Basic Car Maintenance declares its
            // ActionService beside its App), can be taken from it alone.
            if reason.hasPrefix("imports ") || !outline.mainAttributes.isEmpty { sliceable[file.path] = (file, outline) }
        }
        guard !kept.isEmpty else {
            let reason = files.isEmpty ? "no Swift files in it" : "no Swift file here can be built (\(leftOut.count) left out)"
            var notes = leftOut.isEmpty ? [] : ["left out: " + leftOut.map { "\(($0.file as NSString).lastPathComponent) (\($0.reason))" }.joined(separator: ", ")]
            if leftOut.contains(where: { $0.reason.hasPrefix("imports ") }) {
                notes.append("a module of the app's own (a local package, a framework target) is compiled in when its folder is given too: layoutdbg trace APP_FOLDER MODULE_FOLDER")
            }
            throw .badInput(InputError(Diagnostic(.error, reason, file: folder, at: .unknown, notes: notes)), source: "")
        }
        let listing = "layoutdbg trace " + paths.map(shellWord).joined(separator: " ") + " --list-views lists the views and previews"
        let chosen: String
        if let input, kept.contains(where: { $0.file.path == input }) {
            chosen = input
        } else {
            chosen = try choose(view, root: root, in: kept.map { ($0.file.path, $0.outline) }, folder: folder, listing: listing,
                                leftOutTypes: leftOutTypes)
        }
        let (needed, helpers) = neededFiles(from: chosen, view: view, root: root, in: kept.map { ($0.file.path, $0.outline) },
                                            nearestOnly: input != nil)
        try refuseTypesDeclaredTwice(kept.filter { needed.contains($0.file.path) }.map { ($0.file, $0.outline) })
        var resolved = Resolved(input: chosen, inputSource: kept.first { $0.file.path == chosen }?.file.source ?? "",
                                companions: kept.map(\.file).filter { $0.path != chosen && needed.contains($0.path) },
                                leftOut: leftOut, leftOutTypes: leftOutTypes)
        resolved.unneeded = kept.map(\.file).filter { !needed.contains($0.path) }
        resolved.sliceable = sliceable
        resolved.helpers = helpers
        resolved.modules = modules
        resolved.keptTypes = kept.flatMap { file, outline in outline.types.map { (file.path, $0) } }
        resolved.traced = view.map { [$0] } ?? (kept.first { $0.file.path == chosen }?.outline.views.map(\.name) ?? [])
        return resolved
    }

    /// `path` as a shell word to paste: as it is when plain, else in single quotes.
    private static func shellWord(_ path: String) -> String {
        let plain = !path.isEmpty && path.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+@".unicodeScalars.contains($0) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Whether `path` names a folder (a symlink to one included).
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path != "-" && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `message` about `name`, an app's own type whose file was left out: a name SwiftUI has too was said as SwiftUI's
    /// view that layoutdbg does not model, and is said as the compiler says a missing name; any other stays.
    public static func saidMissing(_ message: String, name: String) -> String {
        message == SwiftUICatalogue.notModelled(name) ? "cannot find '\(name)' in scope" : message
    }

    /// `error` with a note on each "cannot find 'X'" whose X a left-out file declares: where the name went, and why. A
    /// name SwiftUI has too (an app's own `WebView`) was said as SwiftUI's view that layoutdbg does not model: it is the
    /// app's that is missing, and the error says so.
    public static func explain(_ error: LoadError, _ resolved: Resolved) -> LoadError {
        guard case .badInput(var input, let source) = error, !resolved.leftOutTypes.isEmpty else { return error }
        for index in input.diagnostics.indices {
            let message = input.diagnostics[index].message
            guard message.hasPrefix("cannot find ") || message.hasSuffix(SwiftUICatalogue.notModelledSuffix),
                  let name = message.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first.map(String.init),
                  let origin = resolved.leftOutTypes[name] else { continue }
            input.diagnostics[index].message = saidMissing(message, name: name)
            var notes = ["'\(name)' is declared in \((origin.file as NSString).lastPathComponent), which was left out "
                         + "(\(origin.reason)): trace a view that does not need it, or move what the view needs "
                         + "into a file that builds here"]
            if let chain = chain(to: name, from: input.diagnostics[index], resolved) { notes.insert("the view needs it through " + chain, at: 0) }
            input.diagnostics[index].notes = notes
        }
        return .badInput(input, source: source)
    }

    /// `TipScreen → TipButton (TipButton.swift:4) → Haptics (Haptics.swift:4, imports CoreHaptics)`: from the traced view,
    /// through the types that use each other, to the type whose code names the left-out `name` at the error, then
    /// `name`. Nil when the error is in no type the traced view reaches.
    static func chain(to name: String, from diagnostic: Diagnostic, _ resolved: Resolved) -> String? {
        let types = resolved.keptTypes.map(\.type), files = resolved.keptTypes.map(\.file)
        // The innermost type of the erring file around the error's line.
        let containing = types.indices.filter {
            files[$0] == diagnostic.file && types[$0].location.line <= diagnostic.location.line && diagnostic.location.line <= types[$0].endLine
        }.max { types[$0].location.line < types[$1].location.line }
        guard let target = containing, let origin = resolved.leftOutTypes[name] else { return nil }
        var index: [String: Int] = [:]
        for i in types.indices where index[types[i].name] == nil { index[types[i].name] = i }
        // Breadth first from the traced views: the shortest chain.
        var previous: [Int: Int] = [:]
        var queue = resolved.traced.compactMap { index[$0] }
        var seen = Set(queue)
        var head = 0
        while head < queue.count, !seen.contains(target) {
            let current = queue[head]
            head += 1
            for used in types[current].typesUsed {
                guard let next = index[used], seen.insert(next).inserted else { continue }
                previous[next] = current
                queue.append(next)
            }
        }
        guard seen.contains(target) else { return nil }
        var path = [target]
        while let before = previous[path[0]] { path.insert(before, at: 0) }
        func named(_ i: Int) -> String { "\(types[i].name) (\((files[i] as NSString).lastPathComponent):\(types[i].location.line))" }
        let steps = path.enumerated().map { $0.offset == 0 ? types[$0.element].name : named($0.element) }
        return (steps + ["\(name) (\((origin.file as NSString).lastPathComponent):\(origin.line), \(origin.reason))"]).joined(separator: " → ")
    }

    /// The note that says which files were left out and why.
    public static func note(_ resolved: Resolved) -> String? {
        guard !resolved.leftOut.isEmpty else { return nil }
        let list = resolved.leftOut.map { "\(($0.file as NSString).lastPathComponent) (\($0.reason))" }.joined(separator: ", ")
        return "note: left out \(resolved.leftOut.count) file\(resolved.leftOut.count == 1 ? "" : "s") that cannot be built here: \(list)"
    }

    /// The files the traced view needs: the input, the files declaring a type it reaches (from the input's types,
    /// its previews', `--view`'s and `--root`'s, through the type names each body uses; in a project, a type declared
    /// in several files from those nearest the input), and the helpers among the files that declare no type or extend
    /// one (design tokens, extension members, which type names do not show) whose names the needed files use (a view
    /// of a large app needs a few of its many extension files: IceCubes' settings screen reached 114 files with all of
    /// them). What this misses (another type of a file taken, which the file brings in when compiled whole; a global)
    /// `load` adds when the program fails for it.
    /// An app's other screens, and files that build only with what was left out, then do not fail the trace.
    static func neededFiles(from input: String, view: String?, root: String?, in files: [(path: String, outline: SwiftFileOutline)],
                            nearestOnly: Bool = false) -> (needed: Set<String>, helpers: Set<String>) {
        var declaring: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for type in file.outline.types { declaring[type.name, default: []].append(index) }
        }
        var pending: [String] = []
        if let view { pending.append(view) }
        if let root { pending.append(String(root.prefix { $0.isLetter || $0.isNumber || $0 == "_" })) }
        var needed: Set<String> = [input]
        // The identifiers the needed files use: which helpers they need.
        var used = Set<String>()
        if let inputFile = files.first(where: { $0.path == input })?.outline {
            pending += inputFile.types.map(\.name) + inputFile.previews.flatMap(\.typesUsed)
            used.formUnion(inputFile.identifiers)
        }
        // In a project found for the input (`nearestOnly`), a name declared in several files (an app's iOS and tvOS
        // targets, each its own copy) is taken from the ones nearest the input, whose folder holds the input's target,
        // as Xcode builds the input's target alone. Files given by hand are the user's program: a type twice is an error.
        let inputFolders = (input as NSString).pathComponents.dropLast()
        func nearness(_ path: String) -> Int {
            zip(inputFolders, (path as NSString).pathComponents.dropLast()).prefix { $0 == $1 }.count
        }
        var reached = Set<String>()
        func reach() {
            while let name = pending.popLast() {
                guard reached.insert(name).inserted, var indices = declaring[name] else { continue }
                if nearestOnly, indices.count > 1, let nearest = indices.map({ nearness(files[$0].path) }).max() {
                    indices.removeAll { nearness(files[$0].path) < nearest }
                }
                for index in indices {
                    if needed.insert(files[index].path).inserted { used.formUnion(files[index].outline.identifiers) }
                    for type in files[index].outline.types where type.name == name { pending += type.typesUsed }
                }
            }
        }
        reach()
        // Helpers (files that declare no type, extend one, or declare view functions) are needed when they add a
        // conformance to a type the view reaches or to one of the SDK (which no name shows), or declare a name the
        // view's files use. What a helper needs in turn (a type, another helper) is added by `load` when the program
        // fails for it, as before: taken up front, a large app's helpers reached files that do not build here.
        var helpers = Set<String>()
        for (path, outline) in files where !needed.contains(path)
            && (outline.types.isEmpty || !outline.extensionNames.isEmpty || !outline.viewFunctions.isEmpty) {
            let wanted = outline.conformingExtensions.contains { declaring[$0] == nil || reached.contains($0) }
                || outline.memberNames.contains(where: used.contains)
            guard wanted else { continue }
            needed.insert(path)
            helpers.insert(path)
        }
        return (needed, helpers)
    }

    /// The most files a failed program whose errors name nothing missing is tried again with (every file it did not
    /// need): past it, a large app would be compiled whole for a view that needs a few of its files, minutes spent
    /// to report the first errors again.
    public static let retryLimit = 50
    /// How many times a failed program is tried again with the files that declare what its errors miss.
    public static let retryRounds = 3

    /// The input of the program `folder` makes, read by `parse` with the files the view needs (`swift.companions`).
    /// When it fails, it is read again without the helper files that fail (kept for the extensions they may add; the
    /// note says which were left out) and with the files not read yet that declare what the other failing files miss
    /// (another type of a file taken uses them, or they are globals, which type names do not show). A helper left out
    /// that declares what is then missing comes back, with the files that declare what it missed, or without the
    /// members of its extensions that failed; a type that a file left out for its imports declares is taken from that
    /// file alone. When its errors name nothing missing and no helper fails, it is read with every file (at most
    /// `retryLimit` of them). Up to `retryRounds` times. If that fails too, the errors thrown are those of the last
    /// program given what earlier errors missed, else the first. `swift` ends as the options of the read that succeeded.
    public static func load(_ folder: Resolved, swift: inout SwiftInputOptions,
                            parse: (SwiftInputOptions) throws(LoadError) -> LoadedInput) throws(LoadError) -> (LoadedInput, note: String?) {
        let first: LoadError
        do {
            return (try parse(swift), nil)
        } catch {
            first = error
        }
        var failure = first
        // What is thrown in the end: the first errors, or those of a program given what the first ones missed.
        var reported = first
        var retry = swift
        var leftOut = Set<String>()
        // Per helper left out, what its errors missed and the members of its extensions that held them (when they all
        // did); per helper brought back without those members, their lines.
        var helperMisses: [String: [String]] = [:]
        var failedMembers: [String: [ClosedRange<Int>]] = [:]
        var trimmed: [String: [ClosedRange<Int>]] = [:]
        // Per file left out for its imports, the types taken from it.
        var slicedTypes: [String: [String]] = [:]
        var unread = folder.unneeded
        for _ in 0..<retryRounds {
            var failing = Set<String>()
            var diagnostics: [Diagnostic] = []
            if case .badInput(let problem, _) = failure {
                diagnostics = problem.diagnostics.filter { $0.severity == .error }
                failing = Set(diagnostics.map(\.file))
            }
            func declaring(_ names: [String]) -> [CompiledRun.CompanionFile] {
                unread.filter { EnclosingProject.firstDeclared(of: names, in: [($0.path, $0.source)]) != nil }
            }
            func take(_ files: [CompiledRun.CompanionFile]) {
                retry.companions += files
                let taken = Set(files.map(\.path))
                unread.removeAll { taken.contains($0.path) }
            }
            // A helper that fails is left out: the view does not need it, or so it seems until something it declares
            // is missing (below).
            let failingHelpers = failing.intersection(folder.helpers).subtracting(leftOut)
            for helper in failingHelpers {
                guard let file = retry.companions.first(where: { $0.path == helper }) else { continue }
                let own = diagnostics.filter { $0.file == helper }
                helperMisses[helper] = EnclosingProject.missingNames(in: own)
                failedMembers[helper] = failingMembers(of: file.source, file: helper, at: own.map(\.location.line))
            }
            retry.companions.removeAll { failingHelpers.contains($0.path) }
            leftOut.formUnion(failingHelpers)
            let missing = EnclosingProject.missingNames(in: diagnostics.filter { !failingHelpers.contains($0.file) })
            // A helper left out that declares what is now missing comes back: whole, with the files that declare what
            // it missed (an app's `Color.brand` with its palette's type), or else without the members of its extensions
            // that failed (an app's String helpers keep `newlineRemoved` when another member needs an API Linux lacks).
            var restored = false
            for helper in folder.companions where leftOut.contains(helper.path)
                && EnclosingProject.firstDeclared(of: missing, in: [(helper.path, helper.source)]) != nil {
                let fixes = declaring(helperMisses[helper.path] ?? [])
                if !fixes.isEmpty {
                    retry.companions.append(helper)
                    take(fixes)
                } else if let members = failedMembers[helper.path] {
                    var kept = helper
                    kept.source = blanking(members, in: helper.source)
                    retry.companions.append(kept)
                    trimmed[helper.path] = members
                } else {
                    continue
                }
                leftOut.remove(helper.path)
                restored = true
            }
            // A type the program misses that a file left out for its imports declares is taken from that file alone.
            for (path, entry) in folder.sliceable.sorted(by: { $0.key < $1.key }) {
                let wanted = entry.outline.types.filter { missing.contains($0.name) && !(slicedTypes[path] ?? []).contains($0.name) }
                guard !wanted.isEmpty else { continue }
                slicedTypes[path, default: []].append(contentsOf: wanted.map(\.name))
                let types = entry.outline.types.filter { slicedTypes[path]!.contains($0.name) }
                var file = entry.file
                file.source = sliced(entry.file.source, keeping: types.map { $0.location.line...max($0.endLine, $0.location.line) },
                                     imports: entry.outline.imports.filter(buildableImports.contains))
                retry.companions.removeAll { $0.path == path }
                retry.companions.append(file)
                restored = true
            }
            let declaring = declaring(missing)
            let added = !declaring.isEmpty || restored
            if !declaring.isEmpty {
                take(declaring)
            } else if added || !failingHelpers.isEmpty {
                // Only helpers left out or brought back: tried again as it is.
            } else if missing.isEmpty, !unread.isEmpty, unread.count <= retryLimit {
                retry.companions += unread
                unread = []
            } else {
                break
            }
            do {
                let input = try parse(retry)
                swift = retry
                // The types taken from files left out for their imports, in a note of their own.
                let taken = slicedTypes.keys.sorted().map { path in
                    let outline = folder.sliceable[path]!.outline
                    let why = outline.mainAttributes.isEmpty
                        ? "the file imports \(outline.imports.filter { !buildableImports.contains($0) }.joined(separator: ", "))"
                        : "the file is the app's entry point, @main"
                    return "took \(slicedTypes[path]!.joined(separator: ", ")) from \((path as NSString).lastPathComponent) alone (\(why))"
                }
                let tookNote = taken.isEmpty ? nil : "note: " + taken.joined(separator: "; ")
                guard !leftOut.isEmpty || !trimmed.isEmpty else { return (input, tookNote) }
                // Every helper and member left out over the rounds, in one note.
                let parts = leftOut.sorted().map { ($0 as NSString).lastPathComponent } + trimmed.keys.sorted().map { file in
                    let ranges = trimmed[file]!.sorted { $0.lowerBound < $1.lowerBound }
                    let lines = ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ")
                    return (ranges.count == 1 && ranges[0].count == 1 ? "line " : "lines ") + lines + " of " + (file as NSString).lastPathComponent
                }
                let one = parts.count == 1
                let leftOutNote = "note: left out \(parts.joined(separator: ", ")): \(one ? "it does" : "they do") not build here, "
                    + "and the traced view does not need \(one ? "it" : "them")"
                return (input, ([tookNote].compactMap { $0 } + [leftOutNote]).joined(separator: "\n"))
            } catch {
                failure = error
                // Errors of a program without the failing helpers are about what is left: said with what was left out.
                // A type taken alone that does not build without its file's module (it uses it) says less than the error
                // it was taken for, which names the file and why it was left out.
                let failsInSlice: Bool = {
                    guard case .badInput(let problem, _) = error else { return false }
                    return problem.diagnostics.contains { $0.severity == .error && slicedTypes[$0.file] != nil }
                }()
                if (added || !failingHelpers.isEmpty) && !failsInSlice { reported = withLeftOut(error, leftOut) }
            }
        }
        throw reported
    }

    /// The members of `source`'s extensions that hold the error `lines`, or nil when an error is outside every member.
    static func failingMembers(of source: String, file: String, at lines: [Int]) -> [ClosedRange<Int>]? {
        guard !lines.isEmpty, let outline = try? SwiftFileOutline.read(source, file: file) else { return nil }
        var members: [ClosedRange<Int>] = []
        for line in lines {
            guard let member = outline.extensionMembers.first(where: { $0.contains(line) }) else { return nil }
            if !members.contains(member) { members.append(member) }
        }
        return members
    }

    /// `source` with only the lines of `ranges` and the `import`s of `imports`: the types a file left out for a module
    /// it imports can be compiled without it.
    static func sliced(_ source: String, keeping ranges: [ClosedRange<Int>], imports: [String]) -> String {
        SourceLines.emptying(source) { number, line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let buildableImport = words.count == 2 && words[0] == "import" && imports.contains(String(words[1]))
            return !buildableImport && !ranges.contains { $0.contains(number) }
        }
    }

    /// `source` without the lines of `members`.
    static func blanking(_ members: [ClosedRange<Int>], in source: String) -> String {
        SourceLines.emptying(source) { number, _ in members.contains { $0.contains(number) } }
    }

    /// `error` with a note on its first error naming the helper files left out before it was made.
    private static func withLeftOut(_ error: LoadError, _ leftOut: Set<String>) -> LoadError {
        guard !leftOut.isEmpty, case .badInput(var input, let source) = error,
              let first = input.diagnostics.firstIndex(where: { $0.severity == .error }) else { return error }
        let names = leftOut.sorted().map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        input.diagnostics[first].notes.append("tried without \(names), which \(leftOut.count == 1 ? "does" : "do") not build here: "
                                              + "if the view needs \(leftOut.count == 1 ? "it" : "them"), that is the first thing to mend")
        return .badInput(input, source: source)
    }

    /// One program cannot declare a type twice: the error is at the second declaration and names the first. Copies
    /// for different platforms (`#if os(tvOS)` in one file, `#if os(watchOS) || os(macOS)` in another, as Pulse's
    /// RichTextView) are one declaration each on a device: two clash only when some platform compiles both.
    private static func refuseTypesDeclaredTwice(_ files: [(file: CompiledRun.CompanionFile, outline: SwiftFileOutline)]) throws(LoadError) {
        var declarations: [String: Int] = [:]
        for (_, outline) in files { for type in outline.types { declarations[type.name, default: 0] += 1 } }
        guard declarations.values.contains(where: { $0 > 1 }) else { return }
        var first: [String: [(file: String, line: Int, platforms: [Platform])]] = [:]
        for (file, outline) in files {
            let repeated = outline.types.filter { declarations[$0.name]! > 1 }
            guard !repeated.isEmpty else { continue }
            // Per platform, whether each repeated declaration is compiled there (one pass over the file per platform).
            let compiled = Platform.allCases.map {
                PlatformRegions.compiles(lines: repeated.map(\.location.line), in: file.source, on: $0)
            }
            for (index, type) in repeated.enumerated() {
                let platforms = Platform.allCases.indices.filter { compiled[$0][index] != false }.map { Platform.allCases[$0] }
                if let earlier = first[type.name]?.first(where: { $0.platforms.contains(where: platforms.contains) }) {
                    let name = (earlier.file as NSString).lastPathComponent
                    throw .badInput(InputError(Diagnostic(.error, "'\(type.name)' is declared twice: here and in \(name):\(earlier.line)",
                                                          file: file.path, at: type.location,
                                                          notes: ["one program declares a type once: leave one of the files out, or rename one"])),
                                    source: file.source)
                }
                first[type.name, default: []].append((file.path, type.location.line, platforms))
            }
        }
    }

    private static func choose(_ view: String?, root: String?, in files: [(path: String, outline: SwiftFileOutline)],
                               folder: String, listing: String,
                               leftOutTypes: [String: (file: String, reason: String, line: Int)]) throws(LoadError) -> String {
        if let root {
            // `--root` is compiled with the files it needs: the input is the file of the type it starts with, else the first.
            let type = String(root.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return files.first { $0.outline.types.contains { $0.name == type } }?.path ?? files[0].path
        }
        if let view {
            if let shown = files.first(where: { $0.outline.previews.contains { $0.typesUsed.contains(view) } }) { return shown.path }
            if let declared = files.first(where: { ($0.outline.views + $0.outline.layouts).contains { $0.name == view } }) { return declared.path }
            if let origin = leftOutTypes[view] {
                let name = (origin.file as NSString).lastPathComponent
                throw .badInput(InputError(Diagnostic(.error, "'\(view)' is declared in \(name):\(origin.line), which was left out (\(origin.reason))",
                                                      file: folder, at: .unknown,
                                                      notes: ["layoutdbg builds a file only with SwiftUI, Foundation, Observation and the app's own modules: "
                                                              + "trace a view of a file that builds here, or move this view to one"])), source: "")
            }
            let names = files.flatMap { $0.outline.views.map(\.name) }
            var notes = Suggestion.closest(to: view, in: names).map { ["did you mean '\($0)'?"] } ?? []
            notes.append(listing)
            throw .badInput(InputError(Diagnostic(.error, "no view '\(view)' in \(folder) (\(files.count) Swift files)", file: folder,
                                                  at: .unknown, notes: notes)), source: "")
        }
        let withPreviews = files.filter { !$0.outline.previews.isEmpty || !$0.outline.previewProviders.isEmpty }
        if withPreviews.count == 1 { return withPreviews[0].path }
        // No preview anywhere: one file is its own program, whose root rules pick its view.
        if withPreviews.isEmpty, files.count == 1 { return files[0].path }
        let count = files.reduce(0) { $0 + $1.outline.previews.count + $1.outline.previewProviders.count }
        let found = withPreviews.isEmpty ? "has no previews in its \(files.count) Swift files"
                                         : "has \(count) previews in \(withPreviews.count) files"
        throw .badInput(InputError(Diagnostic(.error, "\(folder) \(found); pick the view to trace with --view NAME",
                                              file: folder, at: .unknown,
                                              notes: [listing])), source: "")
    }
}
