import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTrace

/// `layoutdbg trace FILE`: lay the tree out and print every proposal, reply and placement.
enum TraceCommand: Command {
    static let name = "trace"
    static let spec = CommandSpec(
        name: name,
        abstract: "Lay out a view tree (JSON or SwiftUI syntax) and print its layout negotiation.",
        arguments: "FILE...",
        minimumArguments: 1, maximumArguments: nil,
        options: [
            .value("--format", valueName: "FORMAT", help: "Output format.", choices: TraceRenderers.names),
            .flag("--frames", help: "Also give the final frame of every node, in window coordinates (root coordinates with --proposal)."),
            .flag("--show-cache", "--show-cache-hits",
                  help: "Show SwiftUI's size-cache lookups: hits, and misses of evicted or cleared answers (text format; json has them always)."),
            OutputFile.option,
            .flag("--list-previews", help: "List the #Preview blocks and PreviewProviders of a Swift input, and stop."),
            .value("--target", valueName: "NAME", help: "For a package's folder: the target whose files are traced (default: its one target)."),
            .flag("--list-views", help: "List the views, layouts and previews of a Swift input and its --with files (what --view takes), and stop."),
        ] + RuleOptions.all(failOnDefault: "never") + SharedOptions.all + SharedOptions.compiling,
        discussion: """
            FILE is a JSON tree, a Swift file, or a trace saved with --format json (rendered as it is: it records a run
            that already happened, so settings do not change it); '-' reads standard input, JSON or Swift told by the
            content. FILE may be an app's folder, and several Swift files and folders may be given: they are compiled
            as one program, the view traced is the one --view names (or the one previewed), and files that cannot be
            built here (@main, AVFoundation, HealthKit, …) are left out with a note.

            In the text format each line is one event, indented by depth, in call order:
              VIEW ← (w, h) KIND, REASON → (w, h)   a proposal and the reply to it
              VIEW → (w, h)                         a reply that came after nested requests
              VIEW @ (x, y) w×h, proposed (w, h)    where the parent placed it
              VIEW ↺ (w, h) cached (w, h)           a size-cache hit (with --show-cache)
              VIEW ↺ (w, h) missed: WHY             a miss of an answer given before, evicted or cleared; the
                                                    request after it runs the view (with --show-cache)
            KIND is zero, infinity, unspecified, explicit or mixed(width,height).
            REASON is root, probe-min, probe-max, ideal, distribute, measure, place, candidate or custom.
            The json format is documented in docs/trace-format.md.
            After the trace come the anomaly rules' findings (docs/RULES.md): a "findings" section in the text and
            table formats, standard error in the json format (the trace JSON stays as it is).
            With -o, or with standard output redirected to a file, the text and json traces of one layout are written
            to the file while the layout runs, and its events are never held in memory (the table and svg formats,
            json with --frames, several passes and a compiled file's trace are made whole first; docs/performance.md).

            \(SharedOptions.quirkHelp)
            """)

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        if arguments.has("--list-previews") || arguments.has("--list-views") {
            return try PreviewList.print(arguments.positionals[0], views: arguments.has("--list-views"),
                                         companions: Array(arguments.positionals.dropFirst()) + arguments.all("--with"),
                                         target: arguments.value("--target"), io: io)
        }
        let overrides = try SharedOptions.overrides(arguments, command: spec.name)
        let rules = try RuleOptions.parse(arguments, command: spec.name, failOnDefault: nil)
        // One run: its input, engine tables and index are left to the process's exit, not freed an object at a time.
        ProcessEnd.keepsValues = io.exitsWhenDone
        let (input, settings) = try SharedOptions.prepared(arguments.positionals[0], arguments, command: spec.name, compiling: true,
                                                           settings: overrides, others: Array(arguments.positionals.dropFirst()), io: io)
        let format = arguments.value("--format") ?? "text"
        let frames = arguments.has("--frames")
        let output = arguments.value("--output")
        // The JSON trace stays a trace, the SVG a picture: their findings go to standard error.
        let findingsAfter = format != "json" && format != "svg"
        var findings: [Finding] = []
        // `buffer` is what standard output is written into: sized for a trace already made, grown for one streamed.
        func write(into buffer: @autoclosure () -> ByteWriter,
                   _ render: (inout ByteWriter) throws(CommandError) -> [Finding]) throws(CommandError) {
            func body(_ out: inout ByteWriter) throws(CommandError) {
                findings = try render(&out)
                if findingsAfter { out.write(string: FindingRenderer.section(findings)) }
            }
            if output != nil || io.standardOutputFile != nil {
                // Streamed: a large trace goes to the file (or the file standard output is) a buffer at a time, never
                // held whole.
                try OutputFile.stream(to: output ?? "/dev/stdout", io: io, body)
            } else {
                var out = buffer()
                try body(&out)
                io.out(out.bytes)
            }
            if !findingsAfter { io.err(FindingRenderer.lines(findings)) }
        }
        let streamed: StreamingTraceRecorder.Format? = switch format {
        case "json" where !frames: .json
        case "text": .text(TraceTextRenderer.Options(showCache: arguments.has("--show-cache")))
        default: nil
        }
        if let streamed, TraceRunner.isOneLayout(input, settings: settings) {
            // One layout of one tree: written while it is made, the events never kept (the rules read them as they go).
            // The input is handed over, so that its tree is freed once compiled (TraceRunner.stream).
            let source = input.source
            var handedOver: LoadedInput? = consume input
            try write(into: ByteWriter(capacity: 1 << 20)) { (out) throws(CommandError) in
                if rules.disablesEveryRule {
                    try SharedOptions.laidOut(source: source) { () throws(InputError) in
                        try TraceRunner.streamUnindexed(handedOver.take()!, settings: settings, format: streamed, frames: frames,
                                                        into: &out)
                    }
                    return []
                }
                let index = try SharedOptions.laidOut(source: source) { () throws(InputError) in
                    try TraceRunner.stream(handedOver.take()!, settings: settings, format: streamed, frames: frames, into: &out)
                }
                ProcessEnd.keep(index)
                return RuleRunner.run(index, disabled: rules.disabled)
            }
        } else {
            ProcessEnd.keep(input)
            let trace = try SharedOptions.laidOut(source: input.source) { () throws(InputError) in try TraceRunner.run(input, settings: settings).trace }
            let found = FindingsPipeline.findings(trace, disabled: rules.disabled)
            let marks = found.compactMap { finding in
                finding.node.map { TraceSVGRenderer.Mark(node: $0, message: "[\(finding.ruleID)] \(finding.message)") }
            }
            let options = TraceRenderers.Options(showCache: arguments.has("--show-cache"), includeFrames: frames, marks: marks)
            try write(into: TraceRenderers.writer(for: trace)) { out in
                TraceRenderers.render(trace, as: format, options: options, into: &out)
                return found
            }
        }
        return FindingsPipeline.fails(findings, at: rules.failOn) ? .failure : .ok
    }
}
