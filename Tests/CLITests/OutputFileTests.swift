import Foundation
@testable import LayoutDebugCLI
import LayoutTestSupport
import Testing

/// `-o` never destroys what its path names: standard output by name, devices written into, symlinks followed,
/// modes kept, temporary files of killed runs removed, write errors in the tool's words with exit 74.
@Suite struct OutputFileTests {
    private let fixture = "fixtures/stacks/zstack.json"
    private var expected: String { layoutdbg("trace", fixture).stdout }

    @Test func dashAndDevStdoutAreStandardOutput() {
        for path in ["-", "/dev/stdout"] {
            let run = layoutdbg("trace", fixture, "-o", path)
            #expect(run.status == 0)
            #expect(run.stdout == expected)
        }
    }

    @Test func aSymlinkIsFollowedAndItsTargetReplacedWithItsMode() throws {
        let directory = try ScratchDirectory.make("output")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("real.txt").path
        let link = directory.appendingPathComponent("link.txt").path
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.txt")
        #expect(layoutdbg("trace", fixture, "-o", link).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.txt")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == expected)
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.txt", "real.txt"])
    }

    /// The path is given the new file, as a rename gives it: a hard link to the old file keeps what it held, and
    /// nothing is left beside it (on Linux the names are exchanged and the old file removed: ReplacingRename.swift).
    @Test func aReplacedFileLeavesItsOtherLinksTheOldContents() throws {
        let directory = try ScratchDirectory.make("output")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.txt").path
        let other = directory.appendingPathComponent("other.txt").path
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(atPath: target, toPath: other)
        #expect(layoutdbg("trace", fixture, "-o", target).status == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == expected)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["other.txt", "out.txt"])
    }

    @Test func aDeviceIsWrittenIntoNeverReplaced() throws {
        #expect(layoutdbg("trace", fixture, "-o", "/dev/null").status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
        // A full disk is a write error: exit 74 in the tool's words, the device left as it is.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let full = layoutdbg("trace", fixture, "-o", "/dev/full")
        #expect(full.status == 74)
        #expect(full.stderr == "error: cannot write '/dev/full': no space left on device\n")
        #expect(try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType == .typeCharacterSpecial)
    }

    @Test func aKilledRunsTemporaryFileIsRemovedByTheNextWrite() throws {
        let directory = try ScratchDirectory.make("output")
        defer { try? FileManager.default.removeItem(at: directory) }
        // No process has this number (pid_max is at most 4,194,304 on Linux; Darwin's is far lower).
        let stale = directory.appendingPathComponent(".out.txt.layoutdbg-2147483000.tmp").path
        try "half".write(toFile: stale, atomically: false, encoding: .utf8)
        #expect(layoutdbg("trace", fixture, "-o", directory.appendingPathComponent("out.txt").path).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
    }

    /// Entries are as long as their names: each is read where it lies. Copying a whole `d_name` out of the last entry
    /// of a buffer read past its end, and `-o` into a large directory (/tmp) crashed about every other run.
    @Test func aLargeDirectoryIsReadEntryByEntry() throws {
        let directory = try ScratchDirectory.make("output")
        defer { try? FileManager.default.removeItem(at: directory) }
        var names: [String] = []
        for number in 0..<2_000 {
            let name = String(repeating: "n", count: 1 + number % 200) + "\(number)"
            names.append(name)
            FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil)
        }
        let stale = ".out.txt.layoutdbg-2147483000.tmp"
        FileManager.default.createFile(atPath: directory.appendingPathComponent(stale).path, contents: Data("half".utf8))
        for _ in 0..<3 {
            #expect(layoutdbg("trace", fixture, "-o", directory.appendingPathComponent("out.txt").path).status == 0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == (names + ["out.txt"]).sorted())
    }

    /// `-o` streams while the layout runs: a tree the engine refuses leaves the target as it was and no temporary file.
    @Test func aLayoutThatFailsLeavesTheTargetAsItWas() throws {
        let directory = try ScratchDirectory.make("output")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Row.swift").path
        try "struct Row: View {\n    var body: some View {\n        GridRow { Text(\"a\") }\n    }\n}\n"
            .write(toFile: input, atomically: false, encoding: .utf8)
        let target = directory.appendingPathComponent("out.json").path
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        for format in ["json", "text"] {
            let run = layoutdbg("trace", input, "--format", format, "-o", target)
            #expect(run.status == 65)
            #expect(run.stderr.hasPrefix("\(input):3:9: error: GridRow must be a direct child of a Grid"))
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Row.swift", "out.json"])
        }
    }

    /// Standard output redirected to a file (`>>` here) takes the trace as it is made, after what the file held; an
    /// output that fails is cut off again, and the file is as it was.
    @Test func aFileStandardOutputIsStreamedIntoAndCutBackOnFailure() throws {
        let directory = try ScratchDirectory.make("output")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.json").path
        try "kept\n".write(toFile: path, atomically: false, encoding: .utf8)
        let descriptor = open(path, O_WRONLY | O_APPEND)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let json = layoutdbg(["trace", fixture, "--format", "json"], environment: [:]).stdout
        let streamed = layoutdbg(["trace", fixture, "--format", "json"], environment: [:], standardOutputFile: descriptor)
        #expect(streamed.status == 0)
        #expect(streamed.stdout == "")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n" + json)
        let failed = layoutdbg(["trace", fixture, "--limit", "output=100"], environment: [:], standardOutputFile: descriptor)
        #expect(failed.status == 65)
        #expect(failed.stderr.hasPrefix("error: the output would be larger than 100 bytes"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n" + json)
    }

    /// An output that fails after buffers of it were written (a trace of more than a megabyte, past the output limit
    /// half-way) is cut back off the file: what the file held before stays, and nothing of the trace.
    @Test func aStreamedStandardOutputThatFailsLateIsCutBack() throws {
        let directory = try ScratchDirectory.make("output")
        defer { try? FileManager.default.removeItem(at: directory) }
        let rows = (0..<3_000).map { "{\"view\": \"Text\", \"text\": \"row \($0)\"}" }.joined(separator: ", ")
        let input = directory.appendingPathComponent("rows.json").path
        try "{\"format\": \"layoutdbg-tree\", \"version\": 1, \"root\": {\"view\": \"VStack\", \"children\": [\(rows)]}}"
            .write(toFile: input, atomically: false, encoding: .utf8)
        let path = directory.appendingPathComponent("out.json").path
        try "kept\n".write(toFile: path, atomically: false, encoding: .utf8)
        let descriptor = open(path, O_WRONLY | O_APPEND)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let whole = layoutdbg(["trace", input, "--format", "json"], environment: [:]).stdout.utf8.count
        // Past one streamed buffer, before the end.
        try #require(whole > OutputFile.streamBuffer + 1_000)
        let limit = OutputFile.streamBuffer + 1_000
        let failed = layoutdbg(["trace", input, "--format", "json", "--limit", "output=\(limit)"], environment: [:],
                               standardOutputFile: descriptor)
        #expect(failed.status == 65)
        #expect(failed.stderr.hasPrefix("error: the output would be larger than \(limit) bytes"), "\(failed.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")
    }

    @Test func aMissingDirectoryIsNamed() {
        let run = layoutdbg("trace", fixture, "-o", "no-such-directory/out.txt")
        #expect(run.status == 73)
        #expect(run.stderr == "error: cannot write 'no-such-directory/out.txt': no such file or directory\n")
    }
}
