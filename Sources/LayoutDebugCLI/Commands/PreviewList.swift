import CompiledPath
import Foundation
import LayoutDebugCore
import LayoutInput
import LayoutModel

/// `layoutdbg trace FILE --list-previews` and `--list-views`: the roots a Swift file offers, one per line, with what
/// `--preview` and `--view` take.
enum PreviewList {
    static func print(_ path: String, views: Bool, companions: [String], target: String?,
                      io: CommandIO) throws(CommandError) -> ExitStatus {
        guard views else {
            let input = try outline(path, source: try read(path))
            let lines = PreviewListing.lines(input.outline, file: (path as NSString).lastPathComponent)
            io.out(lines.isEmpty ? "no previews in \(path)\n" : lines.joined(separator: "\n") + "\n")
            return .ok
        }
        // The file (or every file of the folder; of a package, its target's) and the other paths given, each once.
        let files: [CompiledRun.CompanionFile]
        do {
            let first = FolderInput.isPackage(path) ? try FolderInput.targetFolder(package: path, target: target) : path
            files = try CompanionFiles.load([first] + companions, limits: io.limits)
        } catch {
            throw CommandError(error)
        }
        var outlined: [ViewChoice.OutlinedFile] = []
        for file in files { outlined.append(try outline(file.path, source: file.source)) }
        guard let input = outlined.first else { throw .missingFile(path: path, reason: "holds no Swift files") }
        let lines = ViewListing.lines(input, companions: Array(outlined.dropFirst()))
        io.out(lines.isEmpty ? "no views, layouts or previews in \(path)\n" : lines.joined(separator: "\n") + "\n")
        return .ok
    }

    private static func read(_ path: String) throws(CommandError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw .missingFile(path: path, reason: "no such file") }
        return String(decoding: data, as: UTF8.self)
    }

    private static func outline(_ path: String, source: String) throws(CommandError) -> ViewChoice.OutlinedFile {
        do {
            return ViewChoice.OutlinedFile(outline: try SwiftFileOutline.read(source, file: path), file: path)
        } catch {
            throw .badInput(error.diagnostics, source: source)
        }
    }
}
