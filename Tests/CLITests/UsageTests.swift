import Testing

/// Command-line usage: help everywhere, suggestions for misspellings, status 64 for usage errors.
@Suite(.serialized) struct UsageTests {
    @Test func rootHelpListsCommandsAndExitStatuses() {
        let run = layoutdbg("--help")
        #expect(run.status == 0)
        #expect(run.stdout.contains("  trace "))
        #expect(run.stdout.contains("  65  an input file is invalid"))
    }

    @Test func noArgumentsPrintsHelpAsAUsageError() {
        let run = layoutdbg()
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("OVERVIEW: layoutdbg"))
    }

    @Test func traceHelpIsGeneratedFromItsOptions() {
        let run = layoutdbg("trace", "--help")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: Lay out a view tree"))
        #expect(run.stdout.contains("USAGE: layoutdbg trace [options] FILE"))
        #expect(run.stdout.contains("  --format FORMAT "))
        #expect(run.stdout.contains("(text|table|json|svg)"))
        #expect(run.stdout.contains("grid-span-min-reservation [on]"))
    }

    /// `layoutdbg help COMMAND` is `layoutdbg COMMAND --help` byte for byte, for every command (layoutdbg has no man
    /// page: this is its manual, and it cannot drift from the options).
    @Test func helpCommandIsTheCommandsHelp() {
        for command in ["trace", "diff", "check", "lint", "rules", "devices", "contract", "convert", "import", "completions"] {
            let help = layoutdbg("help", command), flag = layoutdbg(command, "--help")
            #expect(help.status == 0)
            #expect(help.stdout == flag.stdout, "help \(command)")
            #expect(help.stdout.hasPrefix("OVERVIEW: "))
        }
        let unknown = layoutdbg("help", "trcae")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: no help for 'trcae': the commands are trace, diff, check, lint, rules, devices, contract, explain, report, convert, import, completions\nnote: did you mean 'trace'?\n"))
    }

    @Test func misspeltCommandGetsASuggestion() {
        let run = layoutdbg("trcae", "x.json")
        #expect(run.status == 64)
        #expect(run.stderr.contains("error: unknown command 'trcae'"))
        #expect(run.stderr.contains("note: did you mean 'trace'?"))
    }

    @Test func misspeltOptionGetsASuggestion() {
        let run = layoutdbg("trace", "--formt", "json", "fixtures/elements/color.json")
        #expect(run.status == 64)
        #expect(run.stderr == """
            error: unknown option '--formt' for 'layoutdbg trace'
            note: did you mean '--format'?
            Run 'layoutdbg trace --help' for usage.

            """)
    }

    @Test func badChoiceGetsASuggestion() {
        let run = layoutdbg("trace", "--format", "jsn", "fixtures/elements/color.json")
        #expect(run.status == 64)
        #expect(run.stderr.contains("'jsn' is not a valid FORMAT for '--format'; expected one of: text, table, json"))
        #expect(run.stderr.contains("did you mean 'json'?"))
    }

    @Test func unknownQuirkGetsASuggestion() {
        let run = layoutdbg("trace", "--quirk", "grid-span-min-reservaton", "fixtures/elements/color.json")
        #expect(run.status == 64)
        #expect(run.stderr.contains("note: did you mean 'grid-span-min-reservation'?"))
    }

    @Test func badProposalIsAUsageError() {
        let run = layoutdbg("trace", "--proposal", "-3x4", "fixtures/elements/color.json")
        #expect(run.status == 64)
        // The same reader and words as the `// layoutdbg: proposal` directive (ProposalTextTests).
        #expect(run.stderr.hasPrefix("error: --proposal: a proposal must not be negative, got -3 for the width in '-3x4'\n"))
    }

    @Test func missingArgument() {
        let run = layoutdbg("trace")
        #expect(run.status == 64)
        #expect(run.stderr.contains("'layoutdbg trace' needs FILE"))
    }

    @Test func version() {
        let run = layoutdbg("--version")
        #expect(run.status == 0)
        #expect(run.stdout == "layoutdbg 0.1.0\n")
    }
}
