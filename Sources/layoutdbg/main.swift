import Foundation
import LayoutDebugCLI
import LayoutEngine
import SeedLayouts

// Everything runs on a thread with a large stack: reading and sizing recurse once per level of the tree.
let status = withLargeStack {
    // The seed articles' layouts are the custom layouts inputs may name (docs/custom-layouts.md).
    let io = CommandIO(environment: ProcessInfo.processInfo.environment,
                       currentDirectory: FileManager.default.currentDirectoryPath, layouts: SeedLayouts.registry)
    let status = CLI.run(Array(CommandLine.arguments.dropFirst()), io: io)
    FileHandle.standardOutput.write(Data(io.stdout))
    FileHandle.standardError.write(Data(io.stderr))
    return status
}
exit(status)
