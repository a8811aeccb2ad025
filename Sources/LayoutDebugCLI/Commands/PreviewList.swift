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
        if views, FolderInput.isFolder(path) {
            // Every file of the folder (a package's: its target's), and of the other paths given.
            let files: [CompiledRun.CompanionFile]
            do {
                let folder = FolderInput.isPackage(path) ? try FolderInput.targetFolder(package: path, target: target) : path
                files = try CompanionFiles.load([folder] + companions, limits: io.limits)
            } catch {
                throw CommandError(error)
            }
            var outlined: [ViewChoice.OutlinedFile] = []
            for file in files { outlined.append(try outline(file.path, source: file.source)) }
            guard let first = outlined.first else { throw .missingFile(path: path, reason: "holds no Swift files") }
            let lines = ViewListing.lines(first, companions: Array(outlined.dropFirst()))
            io.out(lines.isEmpty ? "no views, layouts or previews in \(path)\n" : lines.joined(separator: "\n") + "\n")
            return .ok
        }
        let input = try outline(path, source: try read(path))
        guard views else {
            let lines = PreviewListing.lines(input.outline, file: (path as NSString).lastPathComponent)
            io.out(lines.isEmpty ? "no previews in \(path)\n" : lines.joined(separator: "\n") + "\n")
            return .ok
        }
        let files: [CompiledRun.CompanionFile]
        do {
            files = try CompanionFiles.load(companions, limits: io.limits)
        } catch {
            throw CommandError(error)
        }
        var outlined: [ViewChoice.OutlinedFile] = []
        for file in files where file.path != path { outlined.append(try outline(file.path, source: file.source)) }
        let lines = ViewListing.lines(input, companions: outlined)
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
