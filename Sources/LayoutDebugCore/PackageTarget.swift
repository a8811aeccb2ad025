import Foundation
import LayoutInput
import LayoutModel

/// `layoutdbg trace PACKAGE [--target NAME]`: a package is traced as one of its targets' folders, found from its
/// manifest read without running it (`PackageManifest`).
extension FolderInput {
    /// The folder of `target` in the package at `package` (`--target`), or of its one target when nil.
    public static func targetFolder(package: String, target: String?) throws(LoadError) -> String {
        let manifestPath = (package as NSString).appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: manifestPath) else {
            throw .missingFile(path: manifestPath, reason: "cannot be read")
        }
        let source = String(decoding: data, as: UTF8.self)
        let manifest: PackageManifest
        do {
            manifest = try PackageManifest.read(source, file: manifestPath)
        } catch {
            var diagnostics = error.diagnostics
            if !diagnostics.isEmpty { diagnostics[0].notes.append("pass the target's folder instead: layoutdbg trace \(package)/Sources/NAME") }
            throw .badInput(InputError(diagnostics), source: source)
        }
        let targets = manifest.targets.filter { !$0.isTest }
        let listing = targets.map(\.name).joined(separator: ", ")
        let chosen: PackageManifest.Target
        if let target {
            guard let found = manifest.targets.first(where: { $0.name == target }) else {
                var notes = Suggestion.closest(to: target, in: manifest.targets.map(\.name)).map { ["did you mean '\($0)'?"] } ?? []
                notes.append(targets.isEmpty ? "layoutdbg found no .target(name:) in it: pass the target's folder instead"
                                             : "its targets: \(listing)")
                throw .badInput(InputError(Diagnostic(.error, "no target '\(target)' in this manifest", file: manifestPath,
                                                      at: .unknown, notes: notes)), source: source)
            }
            chosen = found
        } else {
            guard targets.count == 1 else {
                let message = targets.isEmpty ? "layoutdbg found no .target(name:) in this manifest"
                                              : "the package has \(targets.count) targets (\(listing)); pick one with --target NAME"
                throw .badInput(InputError(Diagnostic(.error, message, file: manifestPath, at: .unknown,
                                                      notes: ["or pass the target's folder: layoutdbg trace \(package)/Sources/NAME"])),
                                source: source)
            }
            chosen = targets[0]
        }
        let folder = (package as NSString).appendingPathComponent(chosen.folder)
        guard isFolder(folder) else { throw .missingFile(path: folder, reason: "the folder of target '\(chosen.name)' does not exist") }
        return folder
    }

    /// Whether `path` is a package's folder (it holds a `Package.swift`).
    public static func isPackage(_ path: String) -> Bool {
        isFolder(path) && FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Package.swift"))
    }
}
