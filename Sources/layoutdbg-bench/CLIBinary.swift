import Foundation

/// The release `layoutdbg` beside this benchmark, which the sections that run the command line run (the CLI rows,
/// start-up, worst inputs, the app folder), and the scratch folders they write their inputs into.
enum CLIBinary {
    /// The binary, if it is there.
    static var path: String? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutdbg").path
        return FileManager.default.isExecutableFile(atPath: binary) ? binary : nil
    }

    /// What a section says when it is not.
    static let missing = "no layoutdbg beside this benchmark; build it first: swift build -c release --product layoutdbg"

    /// A new folder in the temporary directory for a section's files (`layoutdbg-NAME-PID`); the section removes it.
    static func scratchFolder(_ name: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-\(name)-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
