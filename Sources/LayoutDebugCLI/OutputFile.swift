import Foundation

/// Writes output files atomically: to a temporary file beside the target, then renamed over it, so a
/// reader never sees half a file and a failed run leaves the old file untouched.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws(CommandError) {
        let url = URL(fileURLWithPath: path)
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}
