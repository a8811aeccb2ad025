import Foundation
import LayoutInput
import LayoutModel

/// The actions of a program whose code does not build here, emptied so that the views around them can be traced: a
/// Mac app's button that runs `NSAppleScript`, an iPhone app's that calls `UIApplication.shared.open`. An action
/// (`ActionClosure`) never runs while a view is laid out, so the trace is the one the app's own build would give;
/// each emptied action is said in a note at its `{`.
///
/// Only when every error of a build lies in actions: a program that also fails elsewhere is reported as it is, with
/// no second build. What was emptied is remembered in the cache (`actions/KEY.txt`, keyed by the files' text), so
/// that the next run of the same files builds, or finds in the cache, the program that worked, at once.
struct UnbuildableActions {
    /// The input and companions as the next build takes them.
    private(set) var input: SourceFile
    private(set) var companions: [SourceFile]
    /// The files as given: the input first.
    private let originals: [SourceFile]
    /// Per file of `originals`, the actions emptied with the first error each held.
    private var emptied: [[(closure: ActionClosure, error: String)]]
    private var tries = 0
    private let plan: URL
    /// How many builds may empty more actions (an emptied action can let the compiler reach errors in another).
    static let rounds = 3

    /// `library` is the LayoutDebugger library's fingerprint: what builds changes with it.
    init(input: SourceFile, companions: [SourceFile], cache: URL, library: String) {
        self.input = input
        self.companions = companions
        originals = [input] + companions
        emptied = Array(repeating: [], count: originals.count)
        plan = cache.appendingPathComponent("actions")
            .appendingPathComponent(CacheKey.of([library] + originals.flatMap { [$0.path, $0.source] }) + ".txt")
        if let text = try? String(contentsOf: plan, encoding: .utf8) { follow(text) }
    }

    /// The notes that say which actions were emptied, in file order.
    var notes: [Diagnostic] {
        originals.indices.flatMap { index in
            emptied[index].map { entry in
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

    /// Empties the actions that hold `error`'s errors; false (nothing to try again) when an error lies outside every
    /// action, or after `rounds` tries.
    mutating func empty(holding error: InputError) -> Bool {
        tries += 1
        let errors = error.diagnostics.filter { $0.severity == .error }
        guard tries <= Self.rounds, !errors.isEmpty else { return false }
        var found: [(file: Int, closure: ActionClosure, error: String)] = []
        var closures: [Int: [ActionClosure]] = [:]
        for diagnostic in errors {
            guard let file = originals.firstIndex(where: { $0.path == diagnostic.file }) else { return false }
            if closures[file] == nil { closures[file] = ActionClosure.find(in: originals[file].source, file: originals[file].path) }
            // The outermost action around the error (they are found outermost first), counting from its statements.
            guard let closure = closures[file]!.first(where: { $0.bodyStart <= diagnostic.location && diagnostic.location < $0.close }),
                  !emptied[file].contains(where: { $0.closure == closure }) else { return false }
            if !found.contains(where: { $0.file == file && $0.closure == closure }) { found.append((file, closure, diagnostic.message)) }
        }
        for entry in found { emptied[entry.file].append((entry.closure, entry.error)) }
        rewrite()
        return true
    }

    /// Keeps what was emptied for the next run of the same files.
    func remember() {
        let lines = originals.indices.flatMap { index in
            emptied[index].map { "\(index)\t\($0.closure.open.line)\t\($0.closure.open.column)\t\($0.error)" }
        }
        guard !lines.isEmpty, !FileManager.default.fileExists(atPath: plan.path) else { return }
        try? FileManager.default.createDirectory(at: plan.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: plan, options: .atomic)
    }

    /// Empties what an earlier run remembered (`remember`).
    private mutating func follow(_ text: String) {
        var closures: [Int: [ActionClosure]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let file = Int(fields[0]), originals.indices.contains(file),
                  let row = Int(fields[1]), let column = Int(fields[2]) else { continue }
            if closures[file] == nil { closures[file] = ActionClosure.find(in: originals[file].source, file: originals[file].path) }
            let open = SourceLocation(line: row, column: column)
            guard let closure = closures[file]!.first(where: { $0.open == open }) else { continue }
            emptied[file].append((closure, String(fields[3])))
        }
        rewrite()
    }

    private mutating func rewrite() {
        var files = originals
        for index in files.indices where !emptied[index].isEmpty {
            files[index].source = ActionClosure.emptying(emptied[index].map(\.closure), in: originals[index].source)
        }
        input = files[0]
        companions = Array(files.dropFirst())
    }
}
