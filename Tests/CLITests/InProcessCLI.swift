import Foundation
import LayoutDebugCLI
import LayoutTestSupport
import SeedLayouts

/// What one in-process run of the command line produced.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `layoutdbg ARGUMENTS` in-process from the package root (`LayoutdbgProcess` runs the built binary).
func layoutdbg(_ arguments: String..., environment: [String: String] = [:]) -> CLIRun {
    layoutdbg(arguments, environment: environment)
}

/// `layoutdbg(…)` with the arguments in an array; `terminal` makes standard output and error count as terminals;
/// `standardOutputFile` is a descriptor standard output stands for, as when the shell redirects it to a file.
func layoutdbg(_ arguments: [String], environment: [String: String], terminal: Bool = false,
               standardOutputFile: Int32? = nil) -> CLIRun {
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(PackageRoot.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let io = CommandIO(environment: environment, currentDirectory: PackageRoot.path, layouts: SeedLayouts.registry)
    io.stdoutIsTerminal = terminal
    io.stderrIsTerminal = terminal
    io.standardOutputFile = standardOutputFile
    let status = CLI.run(arguments, io: io)
    return CLIRun(status: status, stdout: String(decoding: io.stdout, as: UTF8.self), stderr: String(decoding: io.stderr, as: UTF8.self))
}
