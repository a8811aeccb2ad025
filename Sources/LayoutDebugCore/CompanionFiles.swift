import CompiledPath
import Foundation
import LayoutModel

/// The other files of an app that `--with` names, compiled with the input so that its views find what they use.
public enum CompanionFiles {
    /// Each path's file, or a folder's `.swift` files in path order (hidden folders and `.build` left out), each path
    /// once however often it is named. The files together are bounded as one input file is (`--limit file`).
    public static func load(_ paths: [String], limits: InputLimits = .standard) throws(LoadError) -> [CompiledRun.CompanionFile] {
        var files: [CompiledRun.CompanionFile] = []
        var total = 0
        var seen = Set<String>()
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
            for file in found where seen.insert(file).inserted {
                let bytes = try InputLoader.bytes(of: file, limits: limits)
                total += bytes.count
                if total > limits.file {
                    throw .badInput(InputError(Diagnostic(.error, "the files together are larger than \(limits.file) bytes; layoutdbg reads at most that many",
                                                          file: file, at: .unknown, notes: [limits.raiseNote(.file)])), source: "")
                }
                files.append(CompiledRun.CompanionFile(path: file, source: String(decoding: bytes, as: UTF8.self)))
            }
        }
        return files
    }
}
