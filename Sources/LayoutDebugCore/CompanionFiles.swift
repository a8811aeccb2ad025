import CompiledPath
import Foundation
import LayoutInput
import LayoutModel

/// The other files of an app that `--with` names, compiled with the input so that its views find what they use.
public enum CompanionFiles {
    /// Each path's file, or a folder's `.swift` files in path order (hidden folders and `.build` left out), each path
    /// once however often it is named. The files together are bounded as one input file is (`--limit file`).
    ///
    /// A folder's files belong to the module of its name, as SwiftPM's `Sources/NAME` does; a package's folder
    /// (one with a `Package.swift`, given or found inside) gives the files of its targets, each of its target's
    /// module, and never its manifest or tests. An `import NAME` of a module among them is the program itself. A
    /// file named twice (`Row.swift` and the folder that holds it) is read once, as it was first named.
    public static func load(_ paths: [String], limits: InputLimits = .standard) throws(LoadError) -> [CompiledRun.CompanionFile] {
        var files: [CompiledRun.CompanionFile] = []
        var total = 0
        var seen = Set<String>()
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path: path, reason: "no such file") }
            let found = FolderInput.isFolder(path) ? swiftFiles(in: path, module: moduleName(of: path)).sorted { $0.path < $1.path }
                                                   : [(path: path, module: nil)]
            for file in found where seen.insert(URL(fileURLWithPath: file.path).standardizedFileURL.path).inserted {
                let bytes = try InputLoader.bytes(of: file.path, limits: limits)
                total += bytes.count
                if total > limits.file {
                    throw .badInput(InputError(Diagnostic(.error, "the files together are larger than \(limits.file) bytes; layoutdbg reads at most that many",
                                                          file: file.path, at: .unknown, notes: [limits.raiseNote(.file)])), source: "")
                }
                files.append(CompiledRun.CompanionFile(path: file.path, source: String(decoding: bytes, as: UTF8.self), module: file.module))
            }
        }
        return files
    }

    /// The modules the files make up: what their `import`s of one another name.
    public static func modules(of files: [CompiledRun.CompanionFile]) -> Set<String> { Set(files.compactMap(\.module)) }

    /// The `.swift` files under `folder`, with their module: a package's targets' (by its manifest, read without
    /// running it), each of its target's module, else every file's, of `module` (a package whose manifest cannot be
    /// read: of the package's name).
    /// `readsManifest` is false for a target whose folder is its package's own (`path: ""`, eul's BuildTools): read
    /// as a package again, it would be read for ever.
    private static func swiftFiles(in folder: String, module: String, readsManifest: Bool = true) -> [(path: String, module: String?)] {
        var module = module
        if readsManifest, FolderInput.isPackage(folder) {
            if let targets = packageTargets(folder) {
                let package = URL(fileURLWithPath: folder).standardizedFileURL.path
                let targetFiles = targets.flatMap {
                    let target = ($0.folder as NSString).isAbsolutePath ? $0.folder : (folder as NSString).appendingPathComponent($0.folder)
                    return swiftFiles(in: target, module: $0.name,
                                      readsManifest: URL(fileURLWithPath: target).standardizedFileURL.path != package)
                }
                // A folder that holds an Xcode project too is the app's: its Package.swift is a package beside the app
                // (its build tools, a library), and the folder's other files are the app's, read as any folder's.
                guard FolderMarkers(folder).xcodeProject != nil else { return targetFiles }
                let inTargets = Set(targetFiles.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
                return targetFiles + swiftFiles(in: folder, module: module, readsManifest: false).filter {
                    !inTargets.contains(URL(fileURLWithPath: $0.path).standardizedFileURL.path)
                }
            }
            module = (folder as NSString).lastPathComponent
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [(path: String, module: String?)] = []
        for name in names where !name.hasPrefix(".") {
            // The current folder's files are named as the user would type them, without "./".
            let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
            if FolderInput.isFolder(path) {
                // A symbolic link to a folder is not followed: it could lead back up the tree.
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil { found += swiftFiles(in: path, module: module) }
            } else if name.hasSuffix(".swift"), name != "Package.swift" {
                found.append((path, module))
            }
        }
        return found
    }

    /// The package's targets that are not tests, or nil when its manifest cannot be read (its files are taken as a
    /// folder's then).
    static func packageTargets(_ package: String) -> [PackageManifest.Target]? {
        let manifest = (package as NSString).appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: manifest),
              let read = try? PackageManifest.read(String(decoding: data, as: UTF8.self), file: manifest) else { return nil }
        let targets = read.targets.filter { !$0.isTest }
        return targets.isEmpty ? nil : targets
    }

    /// A folder's module: its name (`.` and `..` resolved).
    private static func moduleName(of folder: String) -> String {
        URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
    }
}
