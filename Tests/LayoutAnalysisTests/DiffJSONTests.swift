import LayoutModel
import Testing
@testable import LayoutAnalysis

/// `DiffJSONWriter`: the versioned JSON form, byte for byte.
@Suite struct DiffJSONTests {
    typealias S = DiffTestSupport

    @Test func theJSONFormListsChangesWithSortedKeys() throws {
        var a = try S.trace(S.twoColors(padded: false), input: "a.json")
        var b = try S.trace(S.twoColors(padded: true), input: "b.json")
        a.header.quirks = ["q"]
        b.header.quirks = ["q"]
        let json = S.text(DiffJSONWriter.write(TraceDiffer.diff(a, b)))
        #expect(json == """
            {
              "a": {"engineVersion": "\(a.header.engineVersion)", "events": 23, "input": "a.json", "nodes": 3, "quirks": ["q"]},
              "b": {"engineVersion": "\(b.header.engineVersion)", "events": 31, "input": "b.json", "nodes": 4, "quirks": ["q"]},
              "changes": [
                {"a": [], "b": [".padding"], "change": "modifiers", "node": "Color", "pathA": "HStack/Color[0]", "pathB": "HStack/Color[0]"},
                {"a": {"kind": "request", "pass": 1, "proposal": [0, 50], "query": "width", "reason": "probe-min", "reply": 0}, "b": {"kind": "request", "pass": 1, "proposal": [0, 50], "query": "width", "reason": "probe-min", "reply": 10}, "change": "reply", "node": "Color", "pathA": "HStack/Color[0]", "pathB": "HStack/Color[0]"},
                {"a": {"kind": "request", "pass": 1, "proposal": [50, 50], "query": "size", "reason": "place", "reply": [50, 50]}, "b": {"kind": "cached", "pass": 1, "proposal": [50, 50], "query": "size", "reply": [50, 50]}, "change": "call", "node": "Color", "pathA": "HStack/Color[0]", "pathB": "HStack/Color[0]"},
                {"a": [0, 0, 50, 50], "b": [10, 0, 40, 50], "change": "frame", "node": "Color", "pathA": "HStack/Color[0]", "pathB": "HStack/Color[0]"}
              ],
              "equal": false,
              "findingsCompared": false,
              "firstChange": 1,
              "format": "layoutdbg-diff",
              "summary": {"callsAdded": 0, "callsRemoved": 0, "findingsAppeared": 0, "findingsWentAway": 0, "framesChanged": 1, "modifiersChanged": 1, "otherCallsChanged": 1, "proposalsChanged": 0, "quirksChanged": 0, "repliesChanged": 1, "viewsAdded": 0, "viewsRemoved": 0},
              "version": 1
            }

            """)
    }

    @Test func anEqualDiffHasNoChanges() throws {
        let a = try S.trace(S.twoColors(padded: false), input: "a.json")
        let json = S.text(DiffJSONWriter.write(TraceDiffer.diff(a, a)))
        #expect(json.contains("\n  \"changes\": [],\n  \"equal\": true,\n"))
        #expect(json.contains("\"firstChange\": null,"))
    }
}
