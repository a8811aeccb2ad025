import Foundation
import Testing

/// The built `layoutdbg` executable, run as users run it, in a subprocess: the one runner every test target uses.
public enum LayoutdbgProcess {
    public struct Run: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The executable built beside this test bundle (`swift test` builds it).
    public static var binary: URL? {
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
    public static func run(_ arguments: [String], in directory: URL = PackageRoot.url,
                           environment extra: [String: String] = [:]) throws -> Run {
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
        // Standard error is read on another thread: a child that fills one pipe while the other is being read
        // would otherwise block for ever.
        let errors = PipeReader(err)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()  // written before `signal`, read after `wait`

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
