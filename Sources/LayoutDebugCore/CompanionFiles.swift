import CompiledPath
import Foundation

/// The other files of an app that `--with` names, compiled with the input so that its views find what they use.
public enum CompanionFiles {
    /// Each path's file, or a folder's `.swift` files in path order (hidden folders and `.build` left out).
    public static func load(_ paths: [String]) throws(LoadError) -> [CompiledRun.CompanionFile] {
        var files: [CompiledRun.CompanionFile] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missingFile(path: path, reason: "no such file") }
            var found = [path]
            if isDirectory.boolValue {
                var names: [String] = []
                let enumerator = manager.enumerator(atPath: path)
                while let name = enumerator?.nextObject() as? String {
                    if (name as NSString).lastPathComponent.hasPrefix(".") {
                        enumerator?.skipDescendants()
                    } else if name.hasSuffix(".swift") {
                        names.append(name)
                    }
                }
                found = names.sorted().map { (path as NSString).appendingPathComponent($0) }
            }
            for file in found {
                guard let data = manager.contents(atPath: file) else { throw .missingFile(path: file, reason: "cannot be read") }
                files.append(CompiledRun.CompanionFile(path: file, source: String(decoding: data, as: UTF8.self)))
            }
        }
        return files
    }
}
