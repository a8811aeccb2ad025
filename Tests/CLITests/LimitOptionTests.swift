import Foundation
import LayoutTestSupport
import Testing

/// `--limit NAME=N` moves one bound of docs/input-format.md's "Limits" table; an input or output past a bound is
/// refused with exit 65 and a note naming the option, and nothing is written.
@Suite struct LimitOptionTests {
    private let fixture = "fixtures/stacks/zstack.json"

    @Test func anInputPastALimitIsRefusedWithTheOptionThatRaisesIt() {
        let run = layoutdbg("trace", fixture, "--limit", "views=2")
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("fixtures/stacks/zstack.json:16:7: error: this input expands to more than 2 views; layoutdbg reads at most that many\n"))
        #expect(run.stderr.hasSuffix("note: raise the limit with --limit views=N (it is 2)\n"))
        #expect(layoutdbg("trace", fixture, "--limit", "views=3").status == 0)
        // lint reads a file as trace does, with the same bounds (it ignored --limit until 2026-11-26).
        #expect(layoutdbg("lint", fixture, "--limit", "views=2").status == 65)
        #expect(layoutdbg("lint", fixture, "--limit", "views=3").status == 0)
    }

    @Test func textTogetherIsBoundedFromTheCommandLine() {
        let run = layoutdbg("trace", fixture, "--limit", "text=4")
        #expect(run.status == 65)
        #expect(run.stderr.contains("error: this input's Text strings come to more than 4 bytes together"))
        #expect(layoutdbg("trace", fixture, "--limit", "text=5").status == 0)
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() {
        let size = (PackageRoot.bytes(fixture)?.count)!
        let run = layoutdbg("trace", fixture, "--limit", "file=\(size - 1)")
        #expect(run.status == 65)
        #expect(run.stderr == """
            fixtures/stacks/zstack.json:1:1: error: the file is larger than \(size - 1) bytes; layoutdbg reads at most that many
            note: raise the limit with --limit file=N (it is \(size - 1))

            """)
        #expect(layoutdbg("trace", fixture, "--limit", "file=\(size)").status == 0)
    }

    @Test func anOutputPastTheLimitIsNotWrittenAtAll() throws {
        let whole = layoutdbg("trace", fixture).stdout.utf8.count
        let run = layoutdbg("trace", fixture, "--limit", "output=\(whole - 1)")
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            error: the output would be larger than \(whole - 1) bytes; layoutdbg writes at most that many
            note: raise the limit with --limit output=N (it is \(whole - 1))

            """)
        #expect(layoutdbg("trace", fixture, "--limit", "output=\(whole)").status == 0)
        // An -o file is not made either.
        let directory = try ScratchDirectory.make("limit")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("trace.txt").path
        #expect(layoutdbg("trace", fixture, "--limit", "output=\(whole - 1)", "-o", path).status == 65)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// `convert` stops printing at the limit (a deep tree's indentation grows with the square of its depth) and
    /// refuses as `trace` does, in both syntaxes.
    @Test func aConvertedTreePastTheLimitIsRefused() {
        for syntax in ["swift", "json"] {
            let whole = layoutdbg("convert", fixture, "--to", syntax).stdout.utf8.count
            let run = layoutdbg("convert", fixture, "--to", syntax, "--limit", "output=\(whole - 1)")
            #expect(run.status == 65)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == """
                error: the output would be larger than \(whole - 1) bytes; layoutdbg writes at most that many
                note: raise the limit with --limit output=N (it is \(whole - 1))

                """)
            #expect(layoutdbg("convert", fixture, "--to", syntax, "--limit", "output=\(whole)").stdout.utf8.count == whole)
        }
    }

    /// `-o FILE` streams a buffer at a time (OutputFile.stream): an output of several buffers is the same bytes as
    /// standard output's, and past the limit in its second buffer nothing is left behind, not even the temporary file.
    @Test func aStreamedOutputIsTheSameAndStopsAtTheLimit() throws {
        let views = (0..<3000).map { "Text(\"row \($0)\").padding(\($0 % 7))" }.joined(separator: "\n")
        let directory = try ScratchDirectory.make("stream")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Rows.swift")
        try Data("VStack {\n\(views)\n}\n".utf8).write(to: input)
        let path = directory.appendingPathComponent("rows.trace.json").path
        let printed = layoutdbg("trace", input.path, "--format", "json")
        #expect(printed.stdout.utf8.count > 2 << 20)  // more than two of the stream's 1 MiB buffers
        #expect(layoutdbg("trace", input.path, "--format", "json", "-o", path).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.stdout)

        try FileManager.default.removeItem(atPath: path)
        let limited = layoutdbg("trace", input.path, "--format", "json", "-o", path, "--limit", "output=\(3 << 19)")
        #expect(limited.status == 65)
        #expect(limited.stderr.contains("error: the output would be larger than \(3 << 19) bytes; layoutdbg writes at most that many\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Rows.swift"])
    }

    @Test func aMisspeltOrMeaninglessLimitIsAUsageError() {
        let misspelt = layoutdbg("trace", fixture, "--limit", "vews=3")
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.hasPrefix("""
            error: --limit takes NAME=N, NAME one of views, modifiers, string, label, text, file, output; got 'vews=3'
            note: did you mean 'views'?

            """))
        #expect(layoutdbg("trace", fixture, "--limit", "views=0").status == 64)
        #expect(layoutdbg("trace", fixture, "--limit", "views").status == 64)
        #expect(layoutdbg("trace", fixture, "--limit", "views=200_000").status == 0)
    }
}
