import Foundation
import LayoutDebugCLI
import LayoutEngine
import SeedLayouts

// Everything runs on a thread with a large stack: reading and sizing recurse once per level of the tree.
let status = withLargeStack {
    // The seed articles' layouts are the custom layouts inputs may name (docs/custom-layouts.md).
    let io = CommandIO(environment: ProcessInfo.processInfo.environment,
                       currentDirectory: FileManager.default.currentDirectoryPath, layouts: SeedLayouts.registry)
    var status = CLI.run(Array(CommandLine.arguments.dropFirst()), io: io)
    // Standard output may be a full disk or a closed pipe: say so and exit with the cannot-write status, never trap.
    var errors = io.stderr
    do {
        try FileHandle.standardOutput.write(contentsOf: io.stdout)
    } catch {
        errors += Array("error: cannot write standard output: \(error.localizedDescription)\n".utf8)
        status = ExitStatus.cannotWrite.rawValue
    }
    try? FileHandle.standardError.write(contentsOf: errors)
    return status
}
exit(status)
