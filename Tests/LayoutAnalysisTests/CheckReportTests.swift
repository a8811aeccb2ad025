import LayoutModel
import LayoutTrace
import Testing
@testable import LayoutAnalysis

/// What `layoutdbg check` prints for a failure, in text, JUnit XML and GitHub annotations.
@Suite struct CheckReportTests {
    typealias C = CheckTestSupport
    typealias S = DiffTestSupport
    let input = "fixtures/two.json"

    /// The two-color trace, and the same with the first color's probe-min reply one point wider.
    private func traces() throws -> (Trace, Trace) {
        let expected = try S.trace(S.twoColors(padded: false), input: input)
        var actual = expected
        var changed = false
        actual.events = actual.events.map { event in
            guard !changed, case .reply(let node, let proposal, let query, let size, let depth, let remeasured, let request) = event,
                  expected.nodes[Int(node)].path == "HStack/Color[0]" else { return event }
            changed = true
            return .reply(node: node, proposal: proposal, query: query, size: Size(width: size.width + 1, height: size.height),
                          depth: depth, remeasured: remeasured, request: request)
        }
        return (expected, actual)
    }

    private func outputs(_ trace: Trace) -> [GoldenCheck.Output] {
        [GoldenCheck.Output(suffix: ".trace.txt", bytes: TraceTextRenderer.render(trace)),
         GoldenCheck.Output(suffix: ".trace.json", bytes: TraceJSONWriter.write(trace, includeFrames: true))]
    }

    private func mismatch() throws -> GoldenOutcome {
        let (expected, actual) = try traces()
        let store = MemoryGoldenStore()
        for output in outputs(expected) { try store.write(output.bytes, to: "fixtures/two" + output.suffix) }
        return C.check(.never).check(input: input, outputs: outputs(actual), expectedPath: C.expectedPath(input), store: store)
    }

    @Test func aMismatchSaysWhatWhereAndHowWithBothDiffs() throws {
        let outcome = try mismatch()
        #expect(CheckReport.statusLine(outcome) == "FAIL     fixtures/two.json")
        #expect(CheckReport.message(outcome, mode: .never) == """
              fixtures/two.trace.txt: the output differs from the expected file (first difference at line 8)
                actual output: /artifacts/fixtures/two.trace.txt
                compare: diff -u fixtures/two.trace.txt /artifacts/fixtures/two.trace.txt
              fixtures/two.trace.json: the output differs from the expected file (first difference at line 17)
                actual output: /artifacts/fixtures/two.trace.json
                compare: diff -u fixtures/two.trace.json /artifacts/fixtures/two.trace.json
              accept the new output: layoutdbg check --record failed fixtures/two.json
              report: /artifacts/fixtures/two.report.html (open it in a browser: both pictures, the changed views marked)

              layoutdbg diff (expected → actual):
                --- a: fixtures/two.json (3 nodes, 23 events)
                +++ b: fixtures/two.json (3 nodes, 23 events)

                HStack/Color[0]
                  ~ reply     Color  width? (0, 50) mixed(zero,explicit)  → width 0 became width 1  [probe-min]

                first change: HStack/Color[0]  reply  width? (0, 50) mixed(zero,explicit)  → width 0 became width 1
                summary: 1 reply changed (findings not compared)

              line diff of fixtures/two.trace.txt:
                --- expected: fixtures/two.trace.txt
                +++ actual: /artifacts/fixtures/two.trace.txt
                @@ -5,7 +5,7 @@
                 HStack ← (100, 50) explicit, root
                   Color[1] ← width? (0, 50) mixed(zero,explicit), probe-min → width 0
                   Color[1] ← width? (inf, 50) mixed(infinity,explicit), probe-max → width inf
                -  Color[0] ← width? (0, 50) mixed(zero,explicit), probe-min → width 0
                +  Color[0] ← width? (0, 50) mixed(zero,explicit), probe-min → width 1
                   Color[0] ← width? (inf, 50) mixed(infinity,explicit), probe-max → width inf
                   Color[0] ← (50, 50) explicit, distribute → (50, 50)
                   Color[1] ← (50, 50) explicit, distribute → (50, 50)

              line diff of fixtures/two.trace.json: left out (the structural diff above covers it)

            """)
    }

    @Test func longLineDiffsAreCut() {
        let expected = (1...200).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = (1...200).map { "changed \($0)" }.joined(separator: "\n") + "\n"
        let store = MemoryGoldenStore(files: ["fixtures/two.trace.txt": C.bytes(expected)])
        let outcome = C.check(.never).check(input: input, outputs: C.outputs(actual), expectedPath: C.expectedPath(input), store: store)
        let message = CheckReport.message(outcome, mode: .never)
        // 2 header lines, the hunk header, 200 removed and 200 added lines: 403, of which 80 are shown.
        #expect(message.hasSuffix("\n    -line 77\n    … 323 more lines; see the compare command above\n"))
    }

    @Test func recordingSaysItIsAFailureByDesign() {
        let store = MemoryGoldenStore()
        let outcome = C.check(.missing).check(input: input, outputs: C.outputs(), expectedPath: C.expectedPath(input), store: store)
        #expect(CheckReport.statusLine(outcome) == "RECORDED fixtures/two.json")
        #expect(CheckReport.message(outcome, mode: .missing) == """
              fixtures/two.trace.txt: recorded (there was no expected file; record mode 'missing'). Review and commit it: recording counts as a failure, so a new baseline is never a silent pass

            """)
        #expect(CheckReport.summary([outcome], mode: .missing) == "check: 1 input, 0 passed, 0 failed, 1 recorded (record mode 'missing')")
    }

    @Test func aMissingFileInCITellsHowToRecordIt() {
        let outcome = C.check(.never).check(input: input, outputs: C.outputs(), expectedPath: C.expectedPath(input), store: MemoryGoldenStore())
        #expect(CheckReport.message(outcome, mode: .never) == """
              fixtures/two.trace.txt: no expected file, and record mode 'never' writes none (the default when CI is set)
                actual output: /artifacts/fixtures/two.trace.txt
              record it: layoutdbg check --record missing fixtures/two.json (locally; then commit the file)

            """)
    }

    @Test func junitHasOneCasePerInput() throws {
        let passed = GoldenOutcome(input: "fixtures/ok.json", files: [])
        let failed = try mismatch()
        let xml = String(decoding: JUnitWriter.write([passed, failed], mode: .never), as: UTF8.self)
        let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(5)) == [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"layoutdbg check\" tests=\"2\" failures=\"1\">",
            "  <testsuite name=\"layoutdbg check\" tests=\"2\" failures=\"1\">",
            "    <testcase classname=\"fixtures\" name=\"ok.json\" file=\"fixtures/ok.json\"/>",
            "    <testcase classname=\"fixtures\" name=\"two.json\" file=\"fixtures/two.json\">",
        ])
        #expect(lines[5].hasPrefix("      <failure message=\"fixtures/two.trace.txt: the output differs from the expected file (first difference at line 8)\" type=\"mismatch\">  fixtures/two.trace.txt: the output"))
        #expect(xml.contains("~ reply     Color  width? (0, 50) mixed(zero,explicit)  → width 0 became width 1"))
        #expect(xml.contains("+  Color[0] ← width? (0, 50) mixed(zero,explicit), probe-min → width 1\n"))
        #expect(xml.contains("line diff of fixtures/two.trace.json: left out (the structural diff above covers it)"))
        #expect(xml.hasSuffix("</failure>\n    </testcase>\n  </testsuite>\n</testsuites>\n"))
        #expect(JUnitWriter.escape("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot; ")
    }

    @Test func githubAnnotationsPointAtTheChangedLine() throws {
        #expect(GitHubAnnotations.lines([try mismatch()], mode: .never) == """
            ::error file=fixtures/two.trace.txt,line=8,title=layoutdbg check::fixtures/two.trace.txt: the output differs from the expected file (first difference at line 8)%0Afirst change: HStack/Color[0]: reply%0Asummary: 1 reply changed
            ::error file=fixtures/two.trace.json,line=17,title=layoutdbg check::fixtures/two.trace.json: the output differs from the expected file (first difference at line 17)%0Afirst change: HStack/Color[0]: reply%0Asummary: 1 reply changed

            """)
        #expect(GitHubAnnotations.escapeData("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubAnnotations.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }
}
