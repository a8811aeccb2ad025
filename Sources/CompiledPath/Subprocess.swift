import Foundation

/// A child process with a time limit: its standard output and error, its status, and whether it was stopped.
struct Subprocess {
    struct Outcome {
        var status: Int32
        var stdout: Data
        var stderr: Data
        var timedOut: Bool
    }

    /// Runs `executable` with `arguments`, killing it (and its process group's members it started) after `timeout`
    /// seconds. Output is read while it runs, so a chatty child cannot block on a full pipe.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
                    timeout: Double) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let collected = Collected()
        out.fileHandleForReading.readabilityHandler = { collected.append(stdout: $0.availableData) }
        err.fileHandleForReading.readabilityHandler = { collected.append(stderr: $0.availableData) }
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                usleep(200_000)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        collected.append(stdout: out.fileHandleForReading.readDataToEndOfFile())
        collected.append(stderr: err.fileHandleForReading.readDataToEndOfFile())
        return Outcome(status: process.terminationStatus, stdout: collected.stdout, stderr: collected.stderr, timedOut: timedOut)
    }
}

/// Output gathered from a child's pipes on their reading threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var stdout = Data()
    private(set) var stderr = Data()

    func append(stdout data: Data) {
        lock.lock(); defer { lock.unlock() }
        stdout.append(data)
    }

    func append(stderr data: Data) {
        lock.lock(); defer { lock.unlock() }
        stderr.append(data)
    }
}
