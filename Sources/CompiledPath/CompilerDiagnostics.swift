import LayoutInput
import LayoutModel

/// Compiler output turned into the user's diagnostics: lines `…/programs/<run>/Preview/User.swift:L:C: error: message`
/// name the user's file (the prepared file keeps every line where it was); anything about other files (the generated
/// entry point, the library) is a problem of layoutdbg's, reported as such.
enum CompilerDiagnostics {
    /// The compiler's "cannot find 'NavigationStack' in scope" (or "has no member 'alignmentGuide'") about a SwiftUI
    /// name the stand-in library does not model yet, in the reader's words; any other message as the compiler says it.
    static func explained(_ message: String) -> String {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
        guard quoted.count >= 3 else { return message }
        let name = String(quoted[1])
        if message.hasPrefix("cannot find '"), SwiftUICatalogue.unsupportedViews.contains(name) {
            return SwiftUICatalogue.notModelled(name)
        }
        if message.contains("has no member '"), let member = quoted.last(where: { SwiftUICatalogue.unsupportedModifiers.contains(String($0)) }) {
            return SwiftUICatalogue.notModelled("." + member)
        }
        return message
    }

    /// What to do about a name the file uses but does not declare: real files lean on the rest of their app.
    /// `tracedWithout` names the file's views that can be traced without a name (`TypesWithout`).
    static func notes(for message: String, tracedWithout: (String) -> [String] = { _ in [] }) -> [String] {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
        guard quoted.count >= 3 else { return [] }
        let name = String(quoted[1])
        if message.hasPrefix("no such module '") {
            return ["layoutdbg compiles this one file against its SwiftUI stand-in: module '\(name)' is not there; if it is one of your "
                    + "app's (a local package, a framework target), give its folder with --with DIR; else paste what the view needs "
                    + "from it into the file, or trace a view that does not use it"]
        }
        if message.hasPrefix("type 'Defaults.Keys' has no member '") || message.hasPrefix("type 'Defaults.Key<Value>' has no member '"),
           quoted.count >= 5 {
            let key = quoted[3]
            return ["'\(key)' is not a Defaults key declared in the files compiled: give the file that declares it "
                    + "(extension Defaults.Keys { static let \(key) = … }) with --with FILE"]
        }
        if message.hasPrefix("cannot find type '") || (message.hasPrefix("cannot find '") && !SwiftUICatalogue.unsupportedViews.contains(name)) {
            return ["'\(name)' is not declared in this file (another file of your app?): give that file with --with FILE (or the "
                    + "app's folder with --with DIR), paste a declaration of it into the file, or pick a root that does not use it with "
                    + "--view, --preview or --root (--list-views lists the file's views and previews; previews not traced are not compiled)"]
                + [TypesWithout.note(tracedWithout(name))].compactMap { $0 }
        }
        return []
    }

    /// The environment value an `@Environment(\.name)` on `line` reads, and the column of its `\.` (`attributeKey`).
    static func environmentKey(on line: Substring) -> (name: String, column: Int)? {
        attributeKey(on: line, attribute: "@Environment(", key: "\\.", dotted: false)
    }

    /// The key a Defaults property wrapper on `line` reads (`@Default(.Customization.showPlayed)` →
    /// "Customization.showPlayed"), and the column of its `.` (`attributeKey`).
    static func defaultsKey(on line: Substring) -> (name: String, column: Int)? {
        attributeKey(on: line, attribute: "@Default(", key: ".", dotted: true)
    }

    /// The name after the first `attribute` on `line` that opens with `key` (`@Environment(` `\.`), a path of names
    /// when `dotted`, and the column where `key` starts, in UTF-8 bytes, 1-based, as the compiler counts (CallColumns
    /// moves it to the user's scalar column with the compiler's own).
    private static func attributeKey(on line: Substring, attribute: String, key: String, dotted: Bool) -> (name: String, column: Int)? {
        guard let found = line.range(of: attribute + key) else { return nil }
        let name = line[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || (dotted && $0 == ".") }
        guard !name.isEmpty else { return nil }
        return (String(name), line.utf8.distance(from: line.utf8.startIndex, to: found.lowerBound) + attribute.utf8.count + 1)
    }

    /// The messages the compiler gives for `@Environment(\.name)` when `EnvironmentValues` has no `name`, and for
    /// `@Default(.name)` when no Defaults key is called so (it cannot infer the value's type), which say nothing of the
    /// name.
    static let unknownEnvironmentKeyMessages = ["generic parameter 'Value' could not be inferred", "cannot infer key path type from context",
                                                "cannot convert value of type 'KeyPath<Root, Value>'"]

    /// Each line's errors about an `@Environment(\.name)` that `EnvironmentValues` lacks, or a `@Default(.name)` that no
    /// Defaults key is, made one that names it (an app's own environment value or key, declared in another of its
    /// files), in the words a missing member has.
    static func namingEnvironmentKeys(_ diagnostics: [Diagnostic], source: String) -> [Diagnostic] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var named: Set<Int> = []
        return diagnostics.compactMap { diagnostic in
            let line = diagnostic.location.line
            guard unknownEnvironmentKeyMessages.contains(where: { diagnostic.message.hasPrefix($0) }), lines.indices.contains(line - 1)
            else { return diagnostic }
            if let key = environmentKey(on: lines[line - 1]) {
                guard named.insert(line).inserted else { return nil }
                return Diagnostic(.error, "value of type 'EnvironmentValues' has no member '\(key.name)'", file: diagnostic.file,
                                  at: SourceLocation(line: line, column: key.column),
                                  notes: ["'\(key.name)' is not one of SwiftUI's environment values that layoutdbg has, nor declared in the "
                                          + "files compiled: give the file that declares it (extension EnvironmentValues { var \(key.name): … }) "
                                          + "with --with FILE"])
            }
            if let key = defaultsKey(on: lines[line - 1]) {
                // The compiler names a key path's first member itself (`type 'Defaults.Key<Value>' has no member 'A'`)
                // but not a single name: said once, in the same words.
                let namedByCompiler = diagnostics.contains { $0.location.line == line && $0.message.contains("has no member '") }
                guard !namedByCompiler, named.insert(line).inserted else { return nil }
                return Diagnostic(.error, "type 'Defaults.Keys' has no member '\(key.name.prefix { $0 != "." })'", file: diagnostic.file,
                                  at: SourceLocation(line: line, column: key.column))
            }
            return diagnostic
        }
    }

    /// The output's lines about each of `paths` (a line starts with its file's path), in one pass over the output: a
    /// large app's failed build prints megabytes, and searching all of it for each of its files took minutes
    /// (docs/performance.md item 51).
    ///
    /// A path may be printed longer than it was given (`/private/var/…` for `/var/…` on macOS): a line is about a
    /// file when the path it starts with ends with the file's.
    static func lines(of output: String, by paths: Set<String>) -> [String: [Substring]] {
        let byName = Dictionary(grouping: paths) { $0.split(separator: "/").last.map(String.init) ?? $0 }
        var found: [String: [Substring]] = [:]
        for line in output.split(separator: "\n") {
            guard let end = line.firstRange(of: ".swift:") else { continue }
            let printed = line[..<end.lowerBound].drop { $0 == " " } + ".swift"
            let name = printed.split(separator: "/").last.map(String.init) ?? String(printed)
            for path in byName[name] ?? [] where printed.hasSuffix(path) { found[path, default: []].append(line) }
        }
        return found
    }

    /// The diagnostics of `lines` (the output's lines about the file at `userPath`, `lines(of:by:)`), said of `file`.
    static func parse(_ lines: [Substring], userPath: String, file: String, source: String,
                      tracedWithout: (String) -> [String] = { _ in [] }) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for line in lines {
            guard let range = line.firstRange(of: userPath + ":") else { continue }
            let rest = line[range.upperBound...]
            let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let row = Int(parts[0]), let column = Int(parts[1]) else { continue }
            let kind = parts[2].trimmingCharacters(in: " ")
            let message = String(parts[3].drop { $0 == " " })
            let location = SourceLocation(line: row, column: column)
            switch kind {
            case "error":
                diagnostics.append(Diagnostic(.error, Self.explained(message), file: file, at: location))
            case "note" where !diagnostics.isEmpty:
                diagnostics[diagnostics.count - 1].notes.append("\(message) (line \(row))")
            default:
                continue
            }
        }
        // swiftc prints an error once per compile job and again in the summary; keep each once. Its order varies from
        // run to run (errors at one place come in either order): in the file's order, they are the same every time.
        var seen: Set<String> = []
        var unique = namingEnvironmentKeys(diagnostics.filter { seen.insert("\($0.location.line):\($0.location.column):\($0.message)").inserted }
            .sorted { ($0.location.line, $0.location.column, $0.message) < ($1.location.line, $1.location.column, $1.message) }, source: source)
        // What to do about a missing name is said once, at its first use, not at every line that uses it.
        var advised: Set<String> = []
        for index in unique.indices {
            unique[index].notes += notes(for: unique[index].message, tracedWithout: tracedWithout).filter { advised.insert($0).inserted }
        }
        return unique
    }
}

extension Substring {
    func trimmingCharacters(in set: Character) -> String { String(self.drop { $0 == set }.reversed().drop { $0 == set }.reversed()) }
}
