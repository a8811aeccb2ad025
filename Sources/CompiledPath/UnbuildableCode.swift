import Foundation
import LayoutInput
import LayoutModel

/// What the compiled path leaves out of a program so that the views can be traced where the code around them does not
/// build here, each said in a note:
///
/// - an action whose code does not build (`ActionClosure`: a Mac app's button that runs `NSAppleScript`, an iPhone
///   app's that calls `UIApplication.shared.open`) is emptied: an action never runs while a view is laid out, so the
///   trace is the one the app's own build would give;
/// - the import of a module that does not exist here (`import AVFoundation`, `import HealthKit`) is emptied: a view file
///   often imports a module for its actions or its model only. If the file then misses names, the module's absence
///   is the error said (`explained`).
///
/// Only when every error of a build is one of these: a program that also fails elsewhere is reported as it is, with
/// no second build. What was left out is remembered in the cache (`left-out/KEY.txt`, keyed by the files' text and
/// the library), so that the next run of the same files builds, or finds in the cache, the program that worked, at once.
struct UnbuildableCode {
    /// The input and companions as the next build takes them.
    private(set) var input: SourceFile
    private(set) var companions: [SourceFile]
    /// The files as given: the input first.
    private let originals: [SourceFile]
    /// Per file of `originals`, the actions emptied with the first error each held.
    private var actions: [[(closure: ActionClosure, error: String)]]
    /// Per file of `originals`, the imports emptied: the line and the module.
    private var imports: [[(line: Int, module: String)]]
    /// The program's views that take an action as their last parameter (`ActionClosure.takingActions`), and each file's
    /// actions: found when first needed, as a program that builds needs neither.
    private var takers: Set<String>?
    private var closures: [Int: [ActionClosure]] = [:]
    private var tries = 0
    /// The errors of the build that said a module does not exist.
    private var moduleError: InputError?
    private let plan: URL
    /// How many builds may leave out more (an emptied action or import can let the compiler reach more errors).
    static let rounds = 3

    /// `library` is the LayoutDebugger library's fingerprint: what builds changes with it.
    init(input: SourceFile, companions: [SourceFile], cache: URL, library: String) {
        self.input = input
        self.companions = companions
        originals = [input] + companions
        actions = Array(repeating: [], count: originals.count)
        imports = Array(repeating: [], count: originals.count)
        plan = cache.appendingPathComponent("left-out")
            .appendingPathComponent(CacheKey.of([library] + originals.flatMap { [$0.path, $0.source] }) + ".txt")
        if let text = try? String(contentsOf: plan, encoding: .utf8) { follow(text) }
    }

    /// The notes that say what was left out, in file order.
    var notes: [Diagnostic] {
        originals.indices.flatMap { index in
            imports[index].map {
                Diagnostic(.note, "the import of \($0.module) is left out: the module does not exist here", file: originals[index].path,
                           at: SourceLocation(line: $0.line, column: 1))
            } + actions[index].map { entry in
                Diagnostic(.note, "\(Self.describe(entry.closure.owner)) is left out: it does not build here "
                           + "(\(entry.error)), and an action does not run while the view is laid out",
                           file: originals[index].path, at: entry.closure.open)
            }
        }
    }

    /// "this Button's action", "this .onTapGesture action", "this action: closure".
    private static func describe(_ owner: String) -> String {
        owner.hasSuffix(":") ? "this \(owner) closure" : owner.hasPrefix(".") ? "this \(owner) action" : "this \(owner)'s action"
    }

    /// Leaves out the actions and imports that hold `error`'s errors; false (nothing to try again) when an error is
    /// neither, or after `rounds` tries.
    mutating func leaveOut(holding error: InputError) -> Bool {
        tries += 1
        let errors = error.diagnostics.filter { $0.severity == .error }
        guard tries <= Self.rounds, !errors.isEmpty else { return false }
        var foundActions: [(file: Int, closure: ActionClosure, error: String)] = []
        var foundImports: [(file: Int, line: Int, module: String)] = []
        for diagnostic in errors {
            guard let file = originals.firstIndex(where: { $0.path == diagnostic.file }) else { return false }
            if let module = Self.missingModule(diagnostic, in: originals[file].source) {
                guard !imports[file].contains(where: { $0.line == diagnostic.location.line }) else { return false }
                foundImports.append((file, diagnostic.location.line, module))
                continue
            }
            // The outermost action around the error (they are found outermost first), counting from its statements.
            guard let closure = actionClosures(of: file).first(where: { $0.holdsStatement(at: diagnostic.location) }),
                  !actions[file].contains(where: { $0.closure == closure }) else { return false }
            if !foundActions.contains(where: { $0.file == file && $0.closure == closure }) {
                foundActions.append((file, closure, diagnostic.message))
            }
        }
        if !foundImports.isEmpty, moduleError == nil { moduleError = error }
        for entry in foundActions { actions[entry.file].append((entry.closure, entry.error)) }
        for entry in foundImports { imports[entry.file].append((entry.line, entry.module)) }
        rewrite()
        return true
    }

    /// The error to report when the program still does not build. When a file whose imports were left out misses a
    /// name, the module most likely holds it: the compiler's first word, that the module does not exist, is the one
    /// to act on (the app's own package to give with --with, or a third-party one), not the names it would have
    /// declared. Otherwise the errors are about what is left, said as they are.
    func explained(_ error: InputError) -> InputError {
        let missesNames = error.diagnostics.contains { diagnostic in
            diagnostic.severity == .error && diagnostic.message.hasPrefix("cannot find ")
                && originals.firstIndex(where: { $0.path == diagnostic.file }).map { !imports[$0].isEmpty } == true
        }
        return missesNames ? moduleError ?? error : error
    }

    /// The module of an `import` line that the compiler says does not exist.
    private static func missingModule(_ diagnostic: Diagnostic, in source: String) -> String? {
        let message = diagnostic.message
        guard message.hasPrefix("no such module '"), message.hasSuffix("'") else { return nil }
        let module = String(message.dropFirst("no such module '".count).dropLast())
        guard let line = source.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(diagnostic.location.line - 1).first,
              line.split(whereSeparator: { $0 == " " || $0 == "\t" }).contains("import") else { return nil }
        return module
    }

    /// Keeps what was left out for the next run of the same files.
    func remember() {
        let lines = originals.indices.flatMap { index in
            imports[index].map { "import\t\(index)\t\($0.line)\t\($0.module)" }
                + actions[index].map { "action\t\(index)\t\($0.closure.open.line)\t\($0.closure.open.column)\t\($0.error)" }
        }
        guard !lines.isEmpty, !FileManager.default.fileExists(atPath: plan.path) else { return }
        try? FileManager.default.createDirectory(at: plan.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: plan, options: .atomic)
    }

    /// Leaves out what an earlier run remembered (`remember`).
    private mutating func follow(_ text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count >= 4, let file = Int(fields[1]), originals.indices.contains(file), let row = Int(fields[2]) else { continue }
            if fields[0] == "import" {
                imports[file].append((row, String(fields[3])))
                continue
            }
            guard fields[0] == "action", fields.count == 5, let column = Int(fields[3]) else { continue }
            let open = SourceLocation(line: row, column: column)
            guard let closure = actionClosures(of: file).first(where: { $0.open == open }) else { continue }
            actions[file].append((closure, String(fields[4])))
        }
        rewrite()
    }

    private mutating func actionClosures(of file: Int) -> [ActionClosure] {
        if let found = closures[file] { return found }
        let takers = takers ?? ActionClosure.takingActions(originals.compactMap { try? SwiftFileOutline.read($0.source, file: $0.path) })
        self.takers = takers
        let found = ActionClosure.find(in: originals[file].source, file: originals[file].path, takers: takers)
        closures[file] = found
        return found
    }

    private mutating func rewrite() {
        var files = originals
        for index in files.indices where !actions[index].isEmpty || !imports[index].isEmpty {
            var source = ActionClosure.emptying(actions[index].map(\.closure), in: originals[index].source)
            if !imports[index].isEmpty {
                let emptied = Set(imports[index].map(\.line))
                source = SourceLines.emptying(source) { number, _ in emptied.contains(number) }
            }
            files[index].source = source
        }
        input = files[0]
        companions = Array(files.dropFirst())
    }
}
