import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTrace

/// `layoutdbg trace FILE`: lay the tree out and print every proposal, reply and placement.
enum TraceCommand: Command {
    static let spec = CommandSpec(
        name: "trace",
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
            built here (@main, UIKit, …) are left out with a note.

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
        let trace = try SharedOptions.trace(arguments.positionals[0], arguments, command: spec.name, compiling: true, settings: overrides,
                                            others: Array(arguments.positionals.dropFirst()), io: io)
        let findings = FindingsPipeline.findings(trace, disabled: rules.disabled)
        let format = arguments.value("--format") ?? "text"
        let marks = findings.compactMap { finding in
            finding.node.map { TraceSVGRenderer.Mark(node: $0, message: "[\(finding.ruleID)] \(finding.message)") }
        }
        let options = TraceRenderers.Options(showCache: arguments.has("--show-cache"), includeFrames: arguments.has("--frames"), marks: marks)
        // The JSON trace stays a trace, the SVG a picture: their findings go to standard error.
        let findingsAfter = format == "json" || format == "svg" ? nil : FindingRenderer.section(findings)
        if findingsAfter == nil { io.err(FindingRenderer.lines(findings)) }
        func render(into out: inout ByteWriter) {
            TraceRenderers.render(trace, as: format, options: options, into: &out)
            if let findingsAfter { out.write(string: findingsAfter) }
        }
        if let path = arguments.value("--output") {
            // Streamed: a large trace goes to the file a buffer at a time, never held whole.
            try OutputFile.stream(to: path, io: io, render)
        } else {
            var out = TraceRenderers.writer(for: trace)
            render(into: &out)
            io.out(out.bytes)
        }
        return FindingsPipeline.fails(findings, at: rules.failOn) ? .failure : .ok
    }
}
