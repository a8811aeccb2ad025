import Foundation
import LayoutDebugCLI
import SeedLayouts

/// The package root, so tests can name fixtures as the README does.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// What one in-process run of the command line produced.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `layoutdbg ARGUMENTS` in-process from the package root.
func layoutdbg(_ arguments: String..., environment: [String: String] = [:]) -> CLIRun {
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(packageRoot)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    let io = CommandIO(environment: environment, currentDirectory: packageRoot, layouts: SeedLayouts.registry)
    let status = CLI.run(arguments, io: io)
    return CLIRun(status: status, stdout: String(decoding: io.stdout, as: UTF8.self), stderr: String(decoding: io.stderr, as: UTF8.self))
}

/// A fresh temporary directory for output files.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
