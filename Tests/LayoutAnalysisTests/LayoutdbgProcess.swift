import Foundation
import Testing

/// The built `layoutdbg` executable, run as users run it, in a subprocess: shared by this target's command suites.
enum LayoutdbgProcess {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable built beside this test bundle (`swift test` builds it).
    static var binary: URL? {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap { $0 }
        for candidate in candidates {
            var directory = candidate.deletingLastPathComponent()
            for _ in 0..<4 {  // macOS bundles nest the executable in Contents/MacOS
                let url = directory.appendingPathComponent("layoutdbg")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Runs `layoutdbg ARGUMENTS` in `directory`. The caller's CI and record settings are left out, so a test
    /// behaves the same locally and in CI; `extra` sets what a test needs.
    static func run(_ arguments: [String], in directory: URL = packageRoot, environment extra: [String: String] = [:]) throws -> Run {
        let binary = try #require(binary, "build the layoutdbg product first (swift build --build-tests)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment.filter { !["CI", "LAYOUTDBG_RECORD", "LAYOUTDBG_ARTIFACTS"].contains($0.key) }
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
