import Foundation
import LayoutTestSupport
import Testing

/// `-` reads standard input, the format told by the content; a saved trace given as the input is rendered (issue 15).
@Suite struct StandardInputAndSavedTraceTests {
    /// Runs the built `layoutdbg` with `input` on its standard input.
    static func run(_ arguments: [String], input: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = LayoutdbgProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = PackageRoot.url
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    @Test func swiftAndJSONFromStandardInput() throws {
        let swift = try Self.run(["trace", "-", "--proposal", "nilxnil"], input: "Color.red.frame(width: 10, height: 20)\n")
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stdout.hasPrefix("layoutdbg trace of <stdin>\n"))
        #expect(swift.stdout.contains("\nColor.frame ← (nil, nil) unspecified, root → (10, 20)\n"))
        let json = try Self.run(["trace", "-", "--proposal", "nilxnil"], input: #"{"root": {"view": "Color", "modifiers": [{"frame": {"width": 10, "height": 20}}]}}"#)
        #expect(json.stdout.contains("\nColor.frame ← (nil, nil) unspecified, root → (10, 20)\n"))
    }

    @Test func anErrorOnStandardInputNamesIt() throws {
        let run = try Self.run(["trace", "-"], input: "HStak { }\n")
        #expect(run.status == 65)
        #expect(run.stderr == "<stdin>:1:1: error: unknown view 'HStak'\n    1 | HStak { }\n      | ^\nnote: did you mean 'HStack'?\n")
    }

    @Test func aSavedTraceIsRenderedAsAsked() throws {
        let directory = try ScratchDirectory.make("saved-trace")
        let saved = directory.appendingPathComponent("grid.trace.json").path
        #expect(layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--format", "json", "-o", saved).status == 0)
        let text = layoutdbg("trace", saved)
        #expect(text.status == 0, "\(text.stderr)")
        // The same text as tracing the input itself: the saved trace names its input in its header.
        let direct = layoutdbg("trace", "fixtures/seed-002/grid-bug.json")
        #expect(text.stdout == direct.stdout)
        let table = layoutdbg("trace", saved, "--format", "table")
        #expect(table.stdout.contains("\nGrid.frame                          (402, 778) explicit           root         (350, 350)\n"))
    }

    @Test func lintAndDiffReadStandardInputToo() throws {
        let source = try #require(PackageRoot.read("fixtures/rules/negative-size/triggers.json"))
        let lint = try Self.run(["lint", "-"], input: source)
        #expect(lint.status == 1)
        #expect(lint.stdout.hasPrefix("<stdin>:7:7: error: [negative-size] VStack/HStack[0] \"dots\" replies (-60, 20)"))
        let grid = try #require(PackageRoot.read("fixtures/seed-002/grid-bug.json"))
        let diff = try Self.run(["diff", "-", "fixtures/seed-002/grid-bug.json"], input: grid)
        #expect(diff.status == 0, "\(diff.stderr)")
    }
}
