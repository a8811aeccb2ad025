import Foundation
import LayoutDebugCLI
import LayoutEngine
import SeedLayouts

#if canImport(Glibc)
// One heap for all threads: the thread that writes the trace and builds the rules' index (EventPipeline) would
// otherwise get a heap of its own from glibc, which keeps what it frees for that thread alone: +9 MiB at the peak of
// a 100,000-node trace (docs/performance.md item 23). Two threads contend little for one heap.
// (mallopt is in malloc.h, which the Glibc module leaves out: it is looked up by name. RTLD_DEFAULT is a null handle,
// M_ARENA_MAX is -8.)
if let mallopt = dlsym(nil, "mallopt") {
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(-8, 1)
}
#endif

// Everything runs on a thread with a large stack: reading and sizing recurse once per level of the tree.
let status = withLargeStack {
    // The seed articles' layouts are the custom layouts inputs may name (docs/custom-layouts.md).
    let io = CommandIO(environment: ProcessInfo.processInfo.environment,
                       currentDirectory: FileManager.default.currentDirectoryPath, layouts: SeedLayouts.registry)
    io.stdoutIsTerminal = isatty(STDOUT_FILENO) != 0
    io.stderrIsTerminal = isatty(STDERR_FILENO) != 0
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
