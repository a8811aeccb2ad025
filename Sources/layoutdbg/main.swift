import Foundation
import LayoutDebugCLI
import LayoutModel
import SeedLayouts

// Everything runs on a thread with a large stack: reading and sizing recurse once per level of the tree.
let status = withLargeStack {
    // The seed articles' layouts are the custom layouts inputs may name (docs/custom-layouts.md).
    let io = CommandIO(environment: ProcessInfo.processInfo.environment,
                       currentDirectory: FileManager.default.currentDirectoryPath, layouts: SeedLayouts.registry)
    io.exitsWhenDone = true
    io.stdoutIsTerminal = isatty(STDOUT_FILENO) != 0
    io.stderrIsTerminal = isatty(STDERR_FILENO) != 0
    // Redirected to a file, standard output takes a long trace as it is made (OutputFile.stream).
    var outputKind = stat()
    if fstat(STDOUT_FILENO, &outputKind) == 0, (outputKind.st_mode & S_IFMT) == S_IFREG { io.standardOutputFile = STDOUT_FILENO }
    if io.stderrIsTerminal {
        // Written at once, over the previous line ("\r" and erase to the end of the line); "" clears it.
        io.progress = { line in try? FileHandle.standardError.write(contentsOf: Array(("\r\u{1B}[K" + line).utf8)) }
    }
    var status = CLI.run(Array(CommandLine.arguments.dropFirst()), io: io)
    var errors = io.stderr
    // Standard output may be a full disk or a closed pipe: never a trap. A reader that went away (EPIPE) ends the
    // run quietly, as other Unix tools do; any other failure is said in our words with status 74.
    do {
        try FileHandle.standardOutput.write(contentsOf: io.stdout)
    } catch {
        // (No closure here: one written in main.swift would be isolated to the main actor, and this is another thread.)
        var code: Int32 = 0
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            code = Int32(underlying.code)
        }
        if code != EPIPE {
            let reason = code != 0 ? String(cString: strerror(code)) : error.localizedDescription
            errors += Array("error: cannot write standard output: \(reason.lowercased())\n".utf8)
            status = ExitStatus.writeFailed.rawValue
        }
    }
    try? FileHandle.standardError.write(contentsOf: errors)
    return status
}
exit(status)
