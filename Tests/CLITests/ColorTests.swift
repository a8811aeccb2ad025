import LayoutTestSupport
import Testing

/// Colour only for terminals: `--color auto` by the stream, `NO_COLOR` and `TERM=dumb` respected, `always` and
/// `never` outright; without colour the output is the same bytes as ever (so goldens never see it).
@Suite struct ColorTests {
    private let input = "fixtures/seed-002/grid-bug.json"
    private let escape = "\u{1B}["

    @Test func aTerminalGetsColourAndNothingElseDoes() {
        let plain = layoutdbg(["trace", input], environment: [:])
        let coloured = layoutdbg(["trace", input], environment: [:], terminal: true)
        #expect(!plain.stdout.contains(escape))
        #expect(coloured.stdout.contains("\u{1B}[36m←\u{1B}[0m"))
        #expect(coloured.stdout.contains("\u{1B}[1;33mwarning:\u{1B}[0m [container-underfill]"))
        // Taking the colour away gives the plain output back, byte for byte.
        #expect(coloured.stdout.replacing(/\x{1B}\[[0-9;]*m/, with: "") == plain.stdout)
    }

    @Test func noColorDumbTerminalsAndNeverTurnItOff() {
        for (arguments, environment) in [([String](), ["NO_COLOR": "1"]), ([], ["TERM": "dumb"]), (["--color", "never"], [:])] {
            let run = layoutdbg(["trace", input] + arguments, environment: environment, terminal: true)
            #expect(!run.stdout.contains(escape))
        }
        let always = layoutdbg(["trace", "--color=always", input], environment: ["NO_COLOR": "1"])
        #expect(always.stdout.contains(escape))
    }

    @Test func diagnosticsOnATerminalAreColouredToo() {
        let run = layoutdbg(["trace", "fixtures/errors/dsl/unknown-alignment-guide.swift"], environment: [:], terminal: true)
        #expect(run.stderr.hasPrefix("fixtures/errors/dsl/unknown-alignment-guide.swift:3:25: \u{1B}[1;31merror:\u{1B}[0m unknown alignment guide"))
        #expect(run.stderr.contains("\u{1B}[36mnote:\u{1B}[0m"))
        #expect(!layoutdbg(["trace", "fixtures/errors/dsl/unknown-alignment-guide.swift"], environment: [:]).stderr.contains(escape))
    }

    @Test func aBadColourChoiceIsAUsageError() {
        let run = layoutdbg(["trace", "--color", "alwys", input], environment: [:])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: unknown --color value 'alwys'; use auto, always, never\nnote: did you mean 'always'?"))
    }
}
