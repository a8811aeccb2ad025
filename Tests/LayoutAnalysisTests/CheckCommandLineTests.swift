import Foundation
import LayoutTestSupport
import Testing

/// `layoutdbg check` run as users run it: the built binary in a subprocess, on a copy of a seed fixture.
@Suite(.serialized) struct CheckCommandLineTests {
    /// A scratch directory holding `fx/grid.json`, a copy of the seed's nested-grid bug.
    private func scratch() throws -> URL {
        let directory = try ScratchDirectory.make("check")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("fx"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackageRoot.url.appendingPathComponent("fixtures/seed-002/grid-bug.json"),
                                         to: directory.appendingPathComponent("fx/grid.json"))
        return directory
    }

    @Test func changingOneNumberInAnExpectedLogFailsAndPointsAtThatLine() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }

        // A new baseline is recorded, and that run fails.
        let recorded = try LayoutdbgProcess.run(["check", "fx", "--artifacts", "art"], in: directory)
        #expect(recorded.status == 1)
        #expect(recorded.stdout.hasPrefix("RECORDED fx/grid.json\n"))
        #expect(recorded.stdout.hasSuffix("check: 1 input, 0 passed, 0 failed, 1 recorded (record mode 'missing')\n"))
        // Expected files name their input by file name alone, so the JSON form is traced from beside it.
        let traced = try LayoutdbgProcess.run(["trace", "--format", "json", "--frames", "grid.json", "-o", "grid.trace.json"],
                             in: directory.appendingPathComponent("fx"))
        #expect(traced.status == 0)

        // The next run passes.
        let clean = try LayoutdbgProcess.run(["check", "fx", "--artifacts", "art"], in: directory)
        #expect(clean.status == 0)
        #expect(clean.stdout == "ok       fx/grid.json\ncheck: 1 input, 1 passed, 0 failed (record mode 'missing')\n")

        // One number changed in the text log: the nested grid's reply to the zero proposal.
        let logURL = directory.appendingPathComponent("fx/grid.trace.txt")
        var lines = try String(contentsOf: logURL, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasSuffix("Grid[2] → (8, 16)") })
        lines[index] = String(lines[index].dropLast("(8, 16)".count)) + "(8, 17)"
        try lines.joined(separator: "\n").write(to: logURL, atomically: true, encoding: .utf8)
        let line = index + 1

        let failed = try LayoutdbgProcess.run(["check", "fx", "--artifacts", "art", "--github"], in: directory, environment: ["CI": "true"])
        #expect(failed.status == 1)
        #expect(failed.stdout.hasPrefix("FAIL     fx/grid.json\n"))
        #expect(failed.stdout.contains("  fx/grid.trace.txt: the output differs from the expected file (first difference at line \(line))\n"))
        #expect(failed.stdout.contains("    actual output: art/fx/grid.trace.txt\n    compare: diff -u fx/grid.trace.txt art/fx/grid.trace.txt\n"))
        #expect(failed.stdout.contains("\n    -\(lines[index])\n    +\(lines[index].dropLast("(8, 17)".count))(8, 16)\n"))
        #expect(failed.stdout.contains("@@ -\(line - 3),7 +\(line - 3),7 @@"))
        #expect(failed.stdout.contains("::error file=fx/grid.trace.txt,line=\(line),title=layoutdbg check::"))
        #expect(failed.stdout.hasSuffix("check: 1 input, 0 passed, 1 failed (record mode 'never')\n"))
        // The JSON log did not change, so there is no structural difference to show; the expected file is untouched.
        #expect(!failed.stdout.contains("layoutdbg diff (expected → actual)"))
        #expect(try String(contentsOf: logURL, encoding: .utf8).contains("(8, 17)"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("art/fx/grid.trace.txt").path))
    }

    @Test func aChangedJSONLogShowsTheStructuralDiff() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        // --json records the JSON log too (and requires it from then on).
        let recorded = try LayoutdbgProcess.run(["check", "fx", "--artifacts", "art", "--json"], in: directory)
        #expect(recorded.status == 1)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("fx/grid.trace.json").path))
        #expect(try LayoutdbgProcess.run(["check", "fx", "--artifacts", "art", "--json"], in: directory).status == 0)
        let jsonURL = directory.appendingPathComponent("fx/grid.trace.json")
        let json = try String(contentsOf: jsonURL, encoding: .utf8)
        // The nested grid's zero reply, in the JSON log: the first reply of size [8, 16].
        let edited = json.replacingOccurrences(of: "\"size\": [8, 16]", with: "\"size\": [8, 17]")
        #expect(edited != json)
        try edited.write(to: jsonURL, atomically: true, encoding: .utf8)
        let junit = directory.appendingPathComponent("junit.xml")
        let failed = try LayoutdbgProcess.run(["check", "fx", "--artifacts", "art", "--record", "never", "--junit", junit.path], in: directory)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("  layoutdbg diff (expected → actual):\n"))
        #expect(failed.stdout.contains("first change: Grid/GridRow[0]/Grid[2]  reply  (0, 0) zero  → (8, 17) became (8, 16)\n"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<testcase classname=\"fx\" name=\"grid.json\" file=\"fx/grid.json\">"))
        // The failure's page, named in the report and in the JUnit file: both pictures, the changed views marked.
        #expect(failed.stdout.contains("  report: art/fx/grid.report.html (open it in a browser: both pictures, the changed views marked)\n"))
        #expect(xml.contains("report: art/fx/grid.report.html"))
        let page = try String(contentsOf: directory.appendingPathComponent("art/fx/grid.report.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "<svg ").count - 1 == 2)
        #expect(page.contains("<h1>expected → actual</h1>"))
        #expect(page.contains("<g class=\"view finding\" id=\"n4\"><title>GridRow[0]/Grid[2] (205, 276, 167, 350), proposed (167, 350) · changed: "))
        // Accepting the new output makes the next run pass.
        #expect(try LayoutdbgProcess.run(["check", "fx", "--artifacts", "art", "--record", "failed"], in: directory).status == 1)
        #expect(try LayoutdbgProcess.run(["check", "fx", "--artifacts", "art"], in: directory).status == 0)
    }

    @Test func anExpectedFileIsNotAnInput() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try LayoutdbgProcess.run(["check", "fx"], in: directory)
        let run = try LayoutdbgProcess.run(["check", "fx/grid.trace.txt"], in: directory)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: 'fx/grid.trace.txt' is an expected file (.trace.txt); give its input, or the directory\n"))
        #expect(try LayoutdbgProcess.run(["check", "no-such-dir"], in: directory).status == 66)
    }

    @Test func aWrongRecordModeIsAUsageError() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try LayoutdbgProcess.run(["check", "fx"], in: directory, environment: ["LAYOUTDBG_RECORD": "sometimes"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: 'sometimes' from LAYOUTDBG_RECORD is not a record mode; expected one of: missing, all, failed, never\n"))
    }

    /// Artifacts go under .build by default; where they cannot be written, each failure says so, why, and what to do.
    @Test func artifactsHaveADefaultAndAnUnwritableDirectoryIsSaid() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try LayoutdbgProcess.run(["check", "fx"], in: directory)
        let log = directory.appendingPathComponent("fx/grid.trace.txt")
        try (try String(contentsOf: log, encoding: .utf8)).replacingOccurrences(of: "→ (8, 16)", with: "→ (8, 17)")
            .write(to: log, atomically: true, encoding: .utf8)
        let failed = try LayoutdbgProcess.run(["check", "fx", "--record", "never"], in: directory)
        #expect(failed.stdout.contains("    actual output: .build/layoutdbg-artifacts/fx/grid.trace.txt\n"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(".build/layoutdbg-artifacts/fx/grid.trace.txt").path))
        // A regular file where the directory should be: no directory can be made under it.
        try "x".write(to: directory.appendingPathComponent("blocked"), atomically: true, encoding: .utf8)
        let blocked = try LayoutdbgProcess.run(["check", "fx", "--record", "never", "--artifacts", "blocked/art"], in: directory)
        #expect(blocked.status == 1)
        #expect(blocked.stdout.contains("    actual output not kept: cannot write 'blocked/art/fx/grid.trace.txt': not a directory; give a writable directory with --artifacts DIR\n"))
    }

    /// The expected files name the input by its file name alone, findings too: a relative, a `./` and an absolute
    /// path give the same result; `--record all` writes the findings of an input that has findings.
    @Test func expectedFilesDoNotDependOnHowThePathIsTyped() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorded = try LayoutdbgProcess.run(["check", "fx", "--record", "all"], in: directory)
        #expect(recorded.status == 1)
        let findings = try String(contentsOf: directory.appendingPathComponent("fx/grid.findings.txt"), encoding: .utf8)
        #expect(findings.hasPrefix("grid.json:4:11: warning: [container-underfill]"))
        for path in ["fx", "./fx", directory.appendingPathComponent("fx").path] {
            let run = try LayoutdbgProcess.run(["check", path, "--record", "never"], in: directory)
            #expect(run.status == 0, "\(path): \(run.stdout)")
        }
    }

    /// GitHub annotations point at the input's line of the view that changed first (shown inline on a pull request
    /// that changes only code), and at the golden's first changed line.
    @Test func annotationsPointAtTheInputsSourceLine() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try LayoutdbgProcess.run(["check", "fx", "--json"], in: directory)
        let input = directory.appendingPathComponent("fx/grid.json")
        try (try String(contentsOf: input, encoding: .utf8)).replacingOccurrences(of: "\"width\": 350", with: "\"width\": 300")
            .write(to: input, atomically: true, encoding: .utf8)
        let run = try LayoutdbgProcess.run(["check", "fx", "--json", "--github", "--record", "never"], in: directory)
        let annotations = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(annotations.first == "::error file=fx/grid.json,line=4,col=11,title=layoutdbg check::the layout changed here first: Grid.frame: reply%0Asummary: 1 reply changed, 17 proposals changed, 11 frames changed")
        #expect(annotations.dropFirst().first?.hasPrefix("::error file=fx/grid.trace.txt,line=6,title=layoutdbg check::") == true)
    }
}
