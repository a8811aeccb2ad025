import LayoutInput
import LayoutModel

/// The user's file made ready to compile beside a generated entry point, every line where it was, so that a
/// compiler diagnostic or a node's `#line` points at the user's own line:
///
/// - `#Preview { … }` is a macro, and no macro plugin can be built here without third-party packages: each one
///   becomes `func __layoutdbgPreview<N>() -> any View { … }` (as the macro's body is), its body unchanged if it is
///   the root and blanked otherwise: a preview not traced is not compiled either, so one that shows a view of another file of the app (or
///   its mock data) does not stop the file (Xcode builds every preview with its target, where the other files are);
///   a `PreviewProvider`'s `previews` not traced is blanked the same way;
/// - `@main` is blanked out (the generated `main.swift` is the entry point; two would not link);
/// - so is each `@MainActor` on a declaration or function type: SwiftUI's `View` is main-actor isolated, so its
///   bodies read main-actor view models freely, but the library's is not (it runs a trace on one thread, and SwiftUI's
///   isolation would make every view of the library and its tests main-actor bound), so the app's own main-actor
///   types are made nonisolated instead, which changes nothing a trace sees;
/// - in a file that imports SwiftData, its macros are blanked out too (`@Model`, `@Attribute(…)`, `@Relationship(…)`,
///   `@Transient`, `#Unique`, `#Index`: no macro can be built here), and each `@Model` class is made a
///   `PersistentModel` by an extension after the last line, which SwiftDataSurface.swift's store and `@Query` read;
/// - a file that does not import SwiftUI (a listing from an article) gets `import SwiftUI; ` before its first line;
/// - where Foundation's networking is a module of its own (Linux: FoundationNetworking), a file that names
///   `URLSession`, `URLRequest` or their kin gets `import FoundationNetworking; ` before its first line, as Apple's
///   Foundation holds them (an app's API client, compiled with the views that use its models);
/// - a bare top-level view expression (a pasted snippet) becomes the body of `func __layoutdbgSnippet<N>()`, on its
///   own lines;
/// - `os(…)` in an `#if` or `#elseif` is true for the platform of the device layoutdbg simulates (`os(iOS)` for an
///   iPhone or iPad, `os(macOS)` for the Mac window) and false for the others, each the same width (a file wrapped in
///   `#if os(iOS)` would otherwise compile to nothing here);
/// - `import LayoutRecorder` (layoutdbg's app recorder, docs/device.md) is commented out, the same width: here
///   `.recordLayout` is the stand-in's, a LayoutMonitor of that name; so is the import of a module the program's own
///   files make up (a package target given with the app: its files are compiled into the one program), and a name's
///   qualification by such a module (`Backend.Category` is `        Category`: the module is this program, which has
///   no name of its own to qualify with) unless a type of the program has the module's name (`qualifiers`);
/// - a function returning the chosen root view is appended after the last line.
public struct PreparedSource: Sendable, Equatable {
    /// The text to compile.
    public var text: String
    /// The line of the prepared text that holds the root expression, indented by `rootIndent`.
    public var rootLine: Int?
    static let rootIndent = "    "
    /// Text inserted before a column of a line, which moves what follows on that line: (line, column in the prepared
    /// text, scalars inserted). Compiler columns on those lines are moved back with `originalColumn`.
    public var insertions: [ColumnInsertion] = []
    /// The platform whose `os(…)` conditions are true here.
    public var platform: Platform
    /// The first `#if` / `#elseif` whose platform conditions were all made false, with its text: code the simulated
    /// device does not compile (a root inside it is not there, which the error says).
    public var excludingCondition: PlatformCondition?

    public struct PlatformCondition: Equatable, Sendable {
        public var line: Int
        public var text: String
    }
    /// The Swift expression of the root view, called by the generated entry point.
    public static let rootFunction = "__layoutdbgRoot"

    /// `root` is the expression of the root view, or nil for a companion file (another file of the app).
    /// `namespace` keeps the functions previews and snippets become apart from those of the run's other files;
    /// `modules` are the modules of the program's own files, and `qualifiers` those of them whose `M.` in front of a
    /// name is removed; `platform` is the simulated device's.
    public init(source: String, outline: SwiftFileOutline, root: String?, namespace: String = "", modules: Set<String> = [],
                qualifiers: Set<String> = [], platform: Platform = .iOS) {
        self.platform = platform
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        // Blanks keep every column where it was, so they go first: a preview's header, replaced next, moves what
        // follows it on its line (the attribute of a preview's body closure, blanked, is on that line).
        for location in outline.mainAttributes {
            Self.replace(in: &lines, from: location, to: SourceLocation(line: location.line, column: location.column + 5), with: "     ")
        }
        for range in outline.blanked {
            Self.replace(in: &lines, from: range.start, to: range.end, with: String(repeating: " ", count: range.end.column - range.start.column))
        }
        for (index, preview) in outline.previews.enumerated()
        where !(root?.contains(Self.previewFunction(index, namespace: namespace) + "(") ?? false) {
            Self.blank(in: &lines, from: SourceLocation(line: preview.bodyStart.line, column: preview.bodyStart.column + 1),
                       to: preview.bodyEnd)
        }
        // So is a PreviewProvider's `previews` not traced: its body becomes `EmptyView()` (an empty body is one only
        // where the requirement's `@ViewBuilder` is inferred), and the provider still conforms.
        for provider in outline.previewProviders where !(root?.contains(RootChoice.providerPreviews(provider.name)) ?? false) {
            guard let body = provider.previewsBody else { continue }
            Self.blank(in: &lines, from: SourceLocation(line: body.start.line, column: body.start.column + 1), to: body.end,
                       writing: "EmptyView()")
        }
        // Its body as the macro declares it (`@ContentBuilder body: () -> any View`: returns of two types are one
        // preview); the root wraps what it returns in an AnyView (RootChoice).
        for (index, preview) in outline.previews.enumerated() {
            Self.replace(in: &lines, from: preview.location, to: preview.bodyStart,
                         with: "@ViewBuilder @MainActor func \(Self.previewFunction(index, namespace: namespace))() -> any View ")
        }
        for (module, start) in outline.moduleQualifiers where qualifiers.contains(module) {
            let width = module.unicodeScalars.count + 1
            Self.replace(in: &lines, from: start, to: SourceLocation(line: start.line, column: start.column + width),
                         with: String(repeating: " ", count: width))
        }
        for index in lines.indices {
            let written = lines[index]
            if Self.simulate(platform, &lines[index]) == false, excludingCondition == nil {
                let text = String(String.UnicodeScalarView(written)).drop { $0 == " " || $0 == "\t" }
                excludingCondition = PlatformCondition(line: index + 1, text: String(text))
            }
            Self.dropImport(&lines[index], of: modules)
        }
        var insertions: [ColumnInsertion] = []
        // Later positions first, so that the earlier ones of a line stay where the outline found them.
        for (index, expression) in outline.expressions.enumerated().reversed() {
            Self.insert(" }", in: &lines, at: expression.end, recording: &insertions)
            Self.insert("@ViewBuilder @MainActor func \(Self.snippetFunction(index, namespace: namespace))() -> some View { ", in: &lines, at: expression.start,
                        recording: &insertions)
        }
        if !source.contains("import SwiftUI"), !lines.isEmpty {
            Self.insert("import SwiftUI; ", in: &lines, at: SourceLocation(line: 1, column: 1), recording: &insertions)
        }
        #if canImport(FoundationNetworking)
        if Self.networkingNames.contains(where: { outline.references(to: $0) > 0 }), !lines.isEmpty {
            Self.insert("import FoundationNetworking; ", in: &lines, at: SourceLocation(line: 1, column: 1), recording: &insertions)
        }
        #endif
        self.insertions = insertions
        var text = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        if !text.hasSuffix("\n") { text += "\n" }
        // What SwiftData's @Model would make of each model class, after the last line so that no line moves.
        for model in outline.models { text += "extension \(model): PersistentModel {}\n" }
        if let root {
            // The expression's line: after the file's lines, a blank one and the function's first.
            rootLine = text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } + 3
            text += "\n@MainActor func \(Self.rootFunction)() -> some View {\n\(Self.rootIndent)\(root)\n}\n"
        }
        self.text = text
    }

    /// The names that FoundationNetworking declares apart from Foundation on Linux.
    static let networkingNames = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionConfiguration",
                                  "URLSessionTask", "URLSessionDataTask", "URLCache", "HTTPCookie", "URLCredential"]

    /// `import LayoutRecorder` becomes `//port LayoutRecorder`: the module is the app's, and what it adds is here
    /// already; so does the import of one of `modules`, whose files are compiled into this program. The import of a
    /// stand-in module's submodule (`import os.log`) imports the module (`import os    `): the stand-in has no submodules.
    private static func dropImport(_ line: inout [Unicode.Scalar], of modules: Set<String>) {
        guard line.first(where: { $0 != " " && $0 != "\t" }) == "i" else { return }
        let words = String(String.UnicodeScalarView(line)).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2, words[0] == "import", let start = line.firstIndex(of: "i") else { return }
        if let dot = words[1].firstIndex(of: "."), ScratchPackage.shimModules.contains(String(words[1][..<dot])),
           let end = line.lastIndex(where: { $0 != " " && $0 != "\t" }) {
            let submodule = words[1][dot...].unicodeScalars.count
            for index in (end + 1 - submodule)...end { line[index] = " " }
            return
        }
        guard words[1] == "LayoutRecorder" || modules.contains(String(words[1])) else { return }
        line[start] = "/"
        line[start + 1] = "/"
    }

    /// The platform conditions of a `#if` / `#elseif` line as on `platform`, replaced by `true` or `false` padded to
    /// their width. Returns whether one was made true, or nil for a line with none.
    private static func simulate(_ platform: Platform, _ line: inout [Unicode.Scalar]) -> Bool? {
        guard line.first(where: { $0 != " " && $0 != "\t" }) == "#" else { return nil }  // most lines: no text made
        let text = String(String.UnicodeScalarView(line))
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif"), text.contains("os(") else { return nil }
        var madeTrue = false
        var result = text
        for name in PlatformRegions.platformNames {
            let condition = "os(\(name))"
            let value = name == (platform == .macOS ? "macOS" : "iOS") ? "true" : "false"
            if value == "true", result.contains(condition) { madeTrue = true }
            result = result.replacingOccurrences(of: condition, with: value + String(repeating: " ", count: condition.count - value.count))
        }
        line = Array(result.unicodeScalars)
        return madeTrue
    }

    /// Appends a constant that names this very text (`let NAME = "HASH"`), after the user's last line, and returns the
    /// hash: the program writes the constants of all its files back, which shows it was built from these texts.
    public mutating func stamp(as name: String) -> String {
        let key = CacheKey.of([text])
        text += "\nlet \(name) = \(ScratchPackage.literal(key))\n"
        return key
    }

    /// The function a preview becomes: `__layoutdbgPreview0`, …
    public static func previewFunction(_ index: Int, namespace: String = "") -> String { "__layoutdbg\(namespace)Preview\(index)" }

    /// The function a bare top-level expression becomes: `__layoutdbgSnippet0`, …
    public static func snippetFunction(_ index: Int, namespace: String = "") -> String { "__layoutdbg\(namespace)Snippet\(index)" }

    /// The column of the user's file that `column` of `line` of the prepared text stands for.
    public func originalColumn(line: Int, column: Int) -> Int {
        var column = column
        for insertion in insertions where insertion.line == line && insertion.column < column {
            column -= min(insertion.length, column - insertion.column)
        }
        return column
    }

    /// Inserts `text` before `location`, shifting what follows on the line, and records it (earlier insertions of the
    /// line, made at later columns, move right by its length).
    private static func insert(_ text: String, in lines: inout [[Unicode.Scalar]], at location: SourceLocation,
                               recording insertions: inout [ColumnInsertion]) {
        let index = location.line - 1
        guard lines.indices.contains(index) else { return }
        let scalars = Array(text.unicodeScalars)
        let offset = min(location.column - 1, lines[index].count)
        lines[index].insert(contentsOf: scalars, at: offset)
        for i in insertions.indices where insertions[i].line == location.line && insertions[i].column >= location.column {
            insertions[i].column += scalars.count
        }
        insertions.append(ColumnInsertion(line: location.line, column: location.column, length: scalars.count))
    }

    /// Blanks the text from `start` up to (not including) `end`, over as many lines as it takes; no column moves.
    /// `text` is then written at the first place of the range with room for it on one line (none: left blank).
    private static func blank(in lines: inout [[Unicode.Scalar]], from start: SourceLocation, to end: SourceLocation,
                              writing text: String = "") {
        guard lines.indices.contains(start.line - 1) else { return }
        let width = start.line == end.line ? end.column - start.column : lines[start.line - 1].count - (start.column - 1)
        replace(in: &lines, from: start, to: end, with: String(repeating: " ", count: max(width, 0)))
        let length = text.unicodeScalars.count
        guard length > 0 else { return }
        for line in start.line...end.line where lines.indices.contains(line - 1) {
            let from = line == start.line ? start.column : 1
            let to = line == end.line ? end.column : lines[line - 1].count + 1
            if to - from >= length {
                replace(in: &lines, from: SourceLocation(line: line, column: from), to: SourceLocation(line: line, column: from + length),
                        with: text)
                return
            }
        }
    }

    /// Replaces the text from `start` up to (not including) `end` with `replacement` on `start`'s line, blanking the
    /// rest of the range on later lines, so no line moves. Columns count Unicode scalars, as the lexer's do.
    private static func replace(in lines: inout [[Unicode.Scalar]], from start: SourceLocation, to end: SourceLocation, with replacement: String) {
        let replacementScalars = Array(replacement.unicodeScalars)
        for line in start.line...end.line {
            let index = line - 1
            guard lines.indices.contains(index) else { continue }
            let from = line == start.line ? start.column - 1 : 0
            let to = line == end.line ? end.column - 1 : lines[index].count
            guard from <= to, to <= lines[index].count else { continue }
            let inserted: [Unicode.Scalar] = line == start.line ? replacementScalars : Array(repeating: " ", count: to - from)
            lines[index].replaceSubrange(from..<to, with: inserted)
        }
    }
}

/// Text inserted into a line of the prepared file: before `column` (in the prepared text), `length` scalars.
public struct ColumnInsertion: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var length: Int
}
