import Foundation
import LayoutTestSupport
import Testing

/// `layoutdbg completions SHELL` prints scripts that the shells accept and that complete what `--help` lists.
/// bash is on every machine this runs on; zsh and fish are checked where installed (`apt-get install zsh fish`).
@Suite struct CompletionsTests {
    private func shell(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func script(_ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-completion-\(UUID().uuidString).\(name)")
        try layoutdbg("completions", name).stdout.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func bashCompletesCommandsOptionsAndChoices() throws {
        let path = try script("bash")
        defer { try? FileManager.default.removeItem(atPath: path) }
        func complete(_ words: [String]) throws -> String {
            let line = "source \(path); COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1); _layoutdbg; echo \"${COMPREPLY[*]}\""
            return try shell("/bin/bash", ["-c", line]).output
        }
        #expect(try complete(["layoutdbg", "con"]) == "contract convert\n")
        #expect(try complete(["layoutdbg", "trace", "--for"]) == "--format\n")
        #expect(try complete(["layoutdbg", "trace", "--format", ""]) == "text table json svg\n")
        #expect(try complete(["layoutdbg", "check", "--record", "m"]) == "missing\n")
    }

    @Test func zshAndFishAcceptTheirScripts() throws {
        for (name, binary, check) in [("zsh", "/usr/bin/zsh", ["-n"]), ("fish", "/usr/bin/fish", ["--no-execute"])] {
            guard FileManager.default.isExecutableFile(atPath: binary) else { continue }
            let path = try script(name)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let result = try shell(binary, check + [path])
            #expect(result.status == 0, "\(name): \(result.output)")
        }
    }

    @Test func anUnknownShellIsAUsageError() {
        let run = layoutdbg("completions", "bsh")
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: unknown shell 'bsh'; completions are made for bash, zsh, fish\nnote: did you mean 'bash'?"))
    }
}
