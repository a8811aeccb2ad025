import Foundation
import LayoutDebugCore
import LayoutTestSupport
import Testing

/// `layoutdbg convert`: every fixture survives the round trip through the other syntax and back, and traces alike.
@Suite(.serialized) struct ConvertCommandTests {
    static var inputs: [String] {
        Fixtures.inputs(excluding: ["fixtures/errors/", "fixtures/fuzz-regressions/"])
    }

    @Test(arguments: inputs)
    func roundTripKeepsTheTrace(_ input: String) throws {
        // `convert` writes the reader's tree: compare with the reader's trace, not the compiled path's.
        let original = layoutdbg("trace", input, "--format", "json", "--engine", "interpret")
        guard original.status == 0 else { return }  // inputs that are meant to fail are covered elsewhere
        // A tree has no state: passes after the first are not converted (convert says so).
        guard !original.stdout.contains("\"pass\": 2") else {
            #expect(layoutdbg("convert", input, "--to", "json").stderr.contains("warning: the passes after the first are not converted"))
            return
        }
        let directory = try ScratchDirectory.make("cli")
        for (syntax, ext) in [("json", "json"), ("swift", "swift")] {
            let converted = directory.appendingPathComponent("converted.\(ext)").path
            let convert = layoutdbg("convert", input, "--to", syntax, "-o", converted)
            #expect(convert.status == 0, "\(input) → \(syntax): \(convert.stderr)")
            let again = layoutdbg("trace", converted, "--format", "json", "--engine", "interpret")
            #expect(again.status == 0, "\(input) → \(syntax) does not read back: \(again.stderr)")
            // The header names the input file, node locations move with the syntax, and a converted file has no view
            // structs to name; the rest must be identical.
            #expect(Self.body(again.stdout) == Self.body(original.stdout), "\(input) → \(syntax) traces differently")
        }
    }

    @Test func needsATarget() {
        let run = layoutdbg("convert", "fixtures/elements/color.json")
        #expect(run.status == 64)
        #expect(run.stderr.contains("needs --to json or --to swift"))
    }

    static func body(_ trace: String) -> String {
        guard let nodes = trace.range(of: "\"nodes\"") else { return trace }
        return String(trace[nodes.lowerBound...])
            .replacingOccurrences(of: #"\"column\": \d+, "#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #", \"line\": \d+"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\"declared(View|Layout)\": \{[^}]*\}, "#, with: "", options: .regularExpression)
    }
}
