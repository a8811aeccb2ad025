import CompiledPath
import Foundation
import LayoutInput
import LayoutModel

/// `layoutdbg trace FILE --list-previews`: the roots a Swift file offers, one per line, with what `--preview` takes.
enum PreviewList {
    static func print(_ path: String, io: CommandIO) throws(CommandError) -> ExitStatus {
        guard let data = FileManager.default.contents(atPath: path) else { throw .missingFile(path: path, reason: "no such file") }
        let source = String(decoding: data, as: UTF8.self)
        let outline: SwiftFileOutline
        do {
            outline = try SwiftFileOutline.read(source, file: path)
        } catch {
            throw .badInput(error.diagnostics, source: source)
        }
        let lines = PreviewListing.lines(outline, file: (path as NSString).lastPathComponent)
        io.out(lines.isEmpty ? "no previews in \(path)\n" : lines.joined(separator: "\n") + "\n")
        return .ok
    }
}
