import Foundation
import LayoutTestSupport
import Testing

/// `--input-format` says what a file is when its name does not (a JSON tree in a `.txt`, Swift in a `.json`, a
/// saved trace under any name); `auto` tells by content where the extension says nothing.
@Suite struct InputFormatTests {
    @Test func theOptionOverridesTheExtension() throws {
        let directory = try ScratchDirectory.make("input-format")
        defer { try? FileManager.default.removeItem(at: directory) }
        let swiftNamedJSON = directory.appendingPathComponent("view.json").path
        try "Text(\"hi\")\n".write(toFile: swiftNamedJSON, atomically: true, encoding: .utf8)
        #expect(layoutdbg("trace", swiftNamedJSON).status == 65)
        let asSwift = layoutdbg("trace", swiftNamedJSON, "--input-format", "swift")
        #expect(asSwift.status == 0)
        #expect(asSwift.stdout.contains("Text ← (402, 778) explicit, root → (13.333, 20.333)"))

        let jsonNamedText = directory.appendingPathComponent("tree.txt").path
        try FileManager.default.copyItem(atPath: "fixtures/stacks/zstack.json", toPath: jsonNamedText)
        let expected = layoutdbg("trace", "fixtures/stacks/zstack.json").stdout
        #expect(layoutdbg("trace", jsonNamedText, "--input-format", "json").stdout
                == expected.replacingOccurrences(of: "fixtures/stacks/zstack.json", with: jsonNamedText))
        let notATrace = layoutdbg("trace", jsonNamedText, "--input-format", "trace")
        #expect(notATrace.status == 65)
        #expect(notATrace.stderr.hasPrefix("\(jsonNamedText):1:1: error: not a layoutdbg trace (format 'layoutdbg-tree')"))
    }

    @Test func aSavedTraceIsKnownByItsContentUnderAnyName() throws {
        let directory = try ScratchDirectory.make("input-format")
        defer { try? FileManager.default.removeItem(at: directory) }
        let saved = directory.appendingPathComponent("run.dat").path
        #expect(layoutdbg("trace", "fixtures/stacks/zstack.json", "--format", "json", "-o", saved).status == 0)
        #expect(layoutdbg("trace", saved).stdout == layoutdbg("trace", "fixtures/stacks/zstack.json").stdout)
        #expect(layoutdbg("diff", saved, "fixtures/stacks/zstack.json").stdout.hasSuffix("summary: no differences\n"))
    }

    @Test func anUnknownFormatIsAUsageError() {
        let run = layoutdbg("trace", "fixtures/stacks/zstack.json", "--input-format", "jsn")
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: 'jsn' is not a valid FORMAT for '--input-format'; expected one of: auto, json, swift, trace\nnote: did you mean 'json'?"))
    }
}
