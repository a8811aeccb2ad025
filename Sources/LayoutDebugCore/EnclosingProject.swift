import Foundation
import LayoutInput
import LayoutModel

/// The app a Swift file is part of, as Xcode's canvas sees it: a preview is built with the whole target, so a view
/// finds the models, views and design tokens of the app's other files. `layoutdbg trace FILE` does the same when
/// the file alone fails for want of a declaration that its project has (`SharedOptions.load`): the project is then
/// read as an app folder (`FolderInput`) with FILE as the input, and a note says so. A file with no project above it
/// (an article's or a sample's folder of views that use each other) is read with the Swift files beside it instead.
public enum EnclosingProject {
    /// A project found: its folder and what marked it.
    public struct Found: Equatable, Sendable {
        /// As the user would type it: relative to the current folder when inside it, else absolute.
        public var folder: String
        /// What marked it: `App.xcodeproj`, `Package.swift`; nil for a folder with no project (`siblings(of:)`).
        public var marker: String?

        public init(folder: String, marker: String?) {
            self.folder = folder
            self.marker = marker
        }

        /// How notes name it: "App.xcodeproj in Sources/App", "the Swift files beside it in Articles".
        var described: String {
            marker.map { "\($0) in \(folder)" } ?? "the Swift files beside it in \(folder)"
        }

        /// What notes call it: a project, or a folder with no project.
        var kind: String { marker == nil ? "folder" : "project" }
    }

    /// How many folders up from the file the search looks.
    public static let levels = 12
    /// The most files of its project a view is compiled with unasked: past it (a view reaching most of a large app),
    /// the build takes minutes, and the user is told how to ask for it.
    public static let fileLimit = 50

    /// The folder of the project: the nearest folder above the file that holds an Xcode project or workspace (or the
    /// spec one is generated from: `FolderMarkers`), or a package one of whose targets holds the file. The search
    /// stops at a repository's root (`.git`), at a package whose targets do not hold the file (the file is not part of
    /// it, as layoutdbg's own fixtures are not), and after `levels` folders.
    public static func find(for file: String) -> Found? {
        let fileURL = URL(fileURLWithPath: file).standardizedFileURL
        var folder = fileURL.deletingLastPathComponent()
        for _ in 0..<levels {
            let markers = FolderMarkers(folder.path)
            if let marker = markers.xcodeProject ?? markers.projectSpec {
                return Found(folder: displayed(folder.path), marker: marker)
            }
            if markers.hasPackageManifest {
                guard let targets = CompanionFiles.packageTargets(folder.path), targets.contains(where: {
                    fileURL.path.hasPrefix(folder.appendingPathComponent($0.folder).standardizedFileURL.path + "/")
                }) else { return nil }
                return Found(folder: displayed(folder.path), marker: "Package.swift")
            }
            let parent = folder.deletingLastPathComponent()
            if markers.hasGit || parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }

    /// The local Swift packages an Xcode project refers to outside its folder (`relativePath = ../Kit;` of an
    /// `XCLocalSwiftPackageReference`, or an older project's folder reference `path = ../Kit;`), as the user would type
    /// them: a package beside the app's folder is part of its program as one inside it is. Read from the project's
    /// `project.pbxproj` as text (each a `key = value;` pair), never run.
    public static func localPackages(of project: Found) -> [String] {
        guard let marker = project.marker, marker.hasSuffix(".xcodeproj") else { return [] }
        let pbxproj = ((project.folder as NSString).appendingPathComponent(marker) as NSString).appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: pbxproj) else { return [] }
        let folder = URL(fileURLWithPath: project.folder).standardizedFileURL
        var packages: [String] = []
        for statement in String(decoding: data, as: UTF8.self).split(separator: ";") {
            // The pair after the last line break or opening brace before the `;`.
            guard let pair = statement.split(whereSeparator: { $0 == "\n" || $0 == "{" }).last else { continue }
            let words = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard words.count == 2, words[0] == "relativePath" || words[0] == "path" else { continue }
            let value = words[1].hasPrefix("\"") && words[1].hasSuffix("\"") && words[1].count >= 2 ? String(words[1].dropFirst().dropLast()) : words[1]
            guard value.hasPrefix("../") else { continue }  // those inside the folder are read with it
            let package = folder.appendingPathComponent(value).standardizedFileURL.path
            // Not a folder above the project's (its whole tree), nor one named twice.
            guard FolderInput.isPackage(package), !(folder.path + "/").hasPrefix(package + "/") else { continue }
            let shown = displayed(package)
            if !packages.contains(shown) { packages.append(shown) }
        }
        return packages
    }

    /// The most Swift files a folder with no project may hold for its files to be read together: a folder of
    /// downloads, say, is not one program.
    public static let siblingLimit = 100

    /// The file's folder with the Swift files in it beside the file, for a file with no project above it (`find` is
    /// nil); nil when there are none or more than `siblingLimit`. Only that folder is read, not those under it.
    public static func siblings(of file: String) -> (folder: Found, files: [String])? {
        let fileURL = URL(fileURLWithPath: file).standardizedFileURL
        let folder = fileURL.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let others = names.filter { $0.hasSuffix(".swift") && $0 != fileURL.lastPathComponent }.sorted()
        guard !others.isEmpty, others.count < siblingLimit else { return nil }
        // The files as the user's path names them; the folder as `find` shows a project's.
        let directory = (file as NSString).deletingLastPathComponent
        return (Found(folder: displayed(folder.path), marker: nil),
                others.map { directory.isEmpty ? $0 : (directory as NSString).appendingPathComponent($0) })
    }

    /// The names a failed read says are missing, in the order of its errors: `X` of the reader's "unknown view 'X'"
    /// (modifier, colour, font: an extension of the app's) and the compiler's "cannot find 'X' in scope", "cannot
    /// find type 'X' in scope", "… has no member 'X'", "no such module 'X'" (a package of the app's own) and "unknown
    /// attribute 'X'" (a property wrapper of the app's), and a SwiftUI name layoutdbg does not model ("'WebView' is not
    /// supported by layoutdbg"), which the app may declare itself: its own wins. And the types a root that needs
    /// arguments was suggested with as `<Type>`, which its project may declare (`RootArguments.unmadeTypes`).
    public static func missingNames(in diagnostics: [Diagnostic]) -> [String] {
        var names: [String] = []
        for diagnostic in diagnostics where diagnostic.severity == .error {
            let message = diagnostic.message
            let missing = ["unknown view '", "unknown modifier '", "unknown colour '", "unknown font '", "no such module '", "unknown attribute '"].contains { message.hasPrefix($0) }
                || message.hasPrefix("cannot find ") || message.contains(" has no member '") || message.hasSuffix(SwiftUICatalogue.notModelledSuffix)
            // A root suggested with `<Transaction>`: the project that declares Transaction makes it.
            for name in RootArguments.unmadeTypes(in: diagnostic) where !names.contains(name) { names.append(name) }
            // The name is the last quoted word: "type 'Color' has no member 'brand'" names 'brand'.
            guard missing, let quoted = message.split(separator: "'", omittingEmptySubsequences: false).dropLast().last else { continue }
            let name = quoted.hasPrefix(".") ? String(quoted.dropFirst()) : String(quoted)
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The first of `names` that one of `files` declares (a type, function, property, constant or enum case of that
    /// name), with the file: whether the project can give the input what it lacks. A look at the words only: the
    /// program built from the project is what decides. A module the project's files make up (`modules`, a package's
    /// target) declares its name: `file` is then `modulePrefix` + NAME. Each file's words are read once.
    public static func firstDeclared(of names: [String], in files: [(path: String, source: String)],
                                     modules: Set<String> = []) -> (name: String, file: String)? {
        var sought = Set(names.map { Substring($0) })
        var found: [Substring: String] = [:]
        for file in files where !sought.isEmpty {
            DeclaredWords.forEach(in: file.source) { word in if sought.remove(word) != nil { found[word] = file.path } }
        }
        for name in names {
            if modules.contains(name) { return (name, modulePrefix + name) }
            if let file = found[Substring(name)] { return (name, file) }
        }
        return nil
    }

    /// How `firstDeclared` names a module of the project in the place of a file.
    public static let modulePrefix = "the module "

    /// What stderr says when `file` is traced as part of `project`.
    public static func note(file: String, uses name: String, declaredIn declaring: String, project: Found, files count: Int) -> String {
        let origin = declaring.hasPrefix(modulePrefix) ? "a module of its project"
                                                       : "which \((declaring as NSString).lastPathComponent) of its \(project.kind) declares"
        return "note: \((file as NSString).lastPathComponent) uses '\(name)', \(origin): traced as part of the \(project.kind) "
            + "(\(project.described)), with the \(count) other "
            + "file\(count == 1 ? "" : "s") it needs; --alone reads the file by itself"
    }

    /// The note on the file's own error when its view needs more than `fileLimit` files of the project.
    public static func tooLargeNote(name: String, declaredIn declaring: String, project: Found, files count: Int, view: String?) -> String {
        let origin = declaring.hasPrefix(modulePrefix) ? "is a module" : "is declared in \((declaring as NSString).lastPathComponent)"
        return "'\(name)' \(origin) of the file's \(project.kind) (\(project.described)), but the view needs "
            + "\(count) files of it, more than the \(fileLimit) layoutdbg compiles unasked: "
            + "give the files with --with, or trace the project: layoutdbg trace \(project.folder) --view \(view ?? "NAME")"
    }

    /// The note on the file's own error when the name it misses is declared in a file of its project that cannot be
    /// built here (Penn's scanner view: its viewfinder's file imports AVFoundation).
    public static func leftOutNote(name: String, declaredIn declaring: String, why: String, project: Found) -> String {
        "'\(name)' is declared in \((declaring as NSString).lastPathComponent) of the file's \(project.kind) (\(project.described)), "
            + "which cannot be built here (\(why)): trace a view that does not need it, or move what the view needs into a file that builds here"
    }

    /// The note on the file's own error when its project cannot be read as one program (a type declared in two of
    /// the files the view needs, as an app's iOS and tvOS targets may): `error` is the first line of why.
    public static func unreadableNote(project: Found, error: String) -> String {
        let first = error.split(separator: "\n").first.map(String.init) ?? error
        return "layoutdbg looked for it in the file's project (\(project.described)), which cannot be read as one "
            + "program: \(first)"
    }

    /// `path` relative to the current folder when it is inside it.
    static func displayed(_ path: String) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if path == current { return "." }
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
