import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// The same bounds in both readers, refused at the view, modifier or string that passes them, in the same words, with
/// the option that raises them; and a raised limit reads what the default refuses.
@Suite struct InputLimitsTests {
    private func jsonError(_ text: String, limits: InputLimits = .standard) -> Diagnostic? {
        do {
            _ = try JSONTreeReader.read(Array(text.utf8), file: "t.json", limits: limits)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    private func swiftError(_ source: String, limits: InputLimits = .standard) -> Diagnostic? {
        DSL.onLargeStack { () -> Diagnostic? in
            do throws(InputError) {
                _ = try SwiftTreeReader.read(source, file: "t.swift", limits: limits)
                return nil
            } catch {
                return error.diagnostics.first
            }
        }
    }

    @Test func viewsAreBoundedInBothReaders() {
        let children = Array(repeating: #"{"view": "Color"}"#, count: InputLimits.standard.views).joined(separator: ",")
        let json = #"{"root": {"view": "VStack", "children": ["# + children + "]}}"
        let error = jsonError(json)
        #expect(error?.message == "this input expands to more than 50000 views; layoutdbg reads at most that many")
        #expect(error?.notes == ["raise the limit with --limit views=N (it is 50000)"])
        // The VStack is the first view: the last child is one too many.
        #expect(error?.location.column == json.utf8.count - #"{"view": "Color"}]}}"#.utf8.count + 1)
        // 50,000 colours and their stack: the stack, made last, is one too many.
        #expect(DSL.message("VStack { ForEach(0..<50_000) { _ in Color.red } }")
                == "1:1: this input expands to more than 50000 views; layoutdbg reads at most that many | raise the limit with --limit views=N (it is 50000)")
        var raised = InputLimits.standard
        raised.views = 50_001
        #expect(jsonError(json, limits: raised) == nil)
        #expect(swiftError("VStack { ForEach(0..<50_000) { _ in Color.red } }", limits: raised) == nil)
    }

    /// A chain of modifiers is a chain of nodes: bounded too, in both readers, at the modifier past the bound.
    @Test func modifiersAreBoundedInBothReaders() {
        let count = InputLimits.standard.modifiers + 1
        let json = #"{"root": {"view": "Color", "modifiers": ["# + Array(repeating: #""padding""#, count: count).joined(separator: ",") + "]}}"
        let jsonError = jsonError(json)
        #expect(jsonError?.message == "this input applies more than 50000 modifiers; layoutdbg reads at most that many")
        #expect(jsonError?.location.column == json.utf8.count - #""padding"]}}"#.utf8.count + 1)
        let swift = "Color.red" + String(repeating: ".padding(1)", count: count)
        let swiftError = swiftError(swift)
        #expect(swiftError?.message == jsonError?.message)
        #expect(swiftError?.notes == ["raise the limit with --limit modifiers=N (it is 50000)"])
        // At the last modifier's dot.
        #expect(swiftError?.location.column == swift.utf8.count - ".padding(1)".utf8.count + 1)
    }

    @Test func stringsAreBoundedInBothReaders() {
        var limits = InputLimits.standard
        limits.string = 10
        let json = jsonError(#"{"root": {"view": "Text", "text": "12345678901"}}"#, limits: limits)
        #expect(json?.message == "this string is longer than 10 bytes; layoutdbg reads at most that many in one string")
        #expect(json?.location.column == 35)
        let swift = swiftError(#"Text("12345678901")"#, limits: limits)
        #expect(swift?.message == json?.message)
        #expect(swift?.location.column == 6)
        #expect(jsonError(#"{"root": {"view": "Text", "text": "1234567890"}}"#, limits: limits) == nil)
    }

    /// Names that each join a name to itself double a string at every step: refused before the join that passes the
    /// limit, not after a gigabyte was made.
    @Test func aStringThatDoublesIsRefusedBeforeItIsMade() {
        var source = "struct V: View {\n    let s0 = \"abcdefghijklmnop\"\n"
        for step in 1...40 { source += "    var s\(step): String { s\(step - 1) + s\(step - 1) }\n" }
        source += "    var body: some View { Text(s40) }\n}\n"
        let error = swiftError(source)
        #expect(error?.message == "this string is longer than 1000000 bytes; layoutdbg reads at most that many in one string")
        #expect(error?.notes == ["raise the limit with --limit string=N (it is 1000000)"])
    }

    @Test func labelsAreBoundedInBothReaders() {
        let long = String(repeating: "x", count: 1_001)
        let json = jsonError(#"{"root": {"view": "Color", "label": "\#(long)"}}"#)
        #expect(json?.message == "this label is longer than 1000 bytes; layoutdbg reads at most that many in one label")
        #expect(json?.location.column == 37)
        let swift = swiftError(#"Color.red.debugLabel("\#(long)")"#)
        #expect(swift?.message == json?.message)
        #expect(swift?.location.column == 22)
        #expect(swiftError(#"LayoutMonitor("\#(long)") { Color.red }"#)?.message == json?.message)
    }

    /// Sizing text costs time by its length, and a ForEach copies one string many times: all Text together is bounded.
    @Test func allTextTogetherIsBoundedInBothReaders() {
        var limits = InputLimits.standard
        limits.text = 20
        let swift = swiftError(#"VStack { ForEach(0..<3) { _ in Text("12345678") } }"#, limits: limits)
        #expect(swift?.message == "this input's Text strings come to more than 20 bytes together; layoutdbg reads at most that many")
        #expect(swift?.location.column == 32)
        let texts = Array(repeating: #"{"view": "Text", "text": "12345678"}"#, count: 3).joined(separator: ", ")
        let json = jsonError(#"{"root": {"view": "VStack", "children": [\#(texts)]}}"#, limits: limits)
        #expect(json?.message == swift?.message)
        #expect(swiftError(#"VStack { ForEach(0..<2) { _ in Text("12345678") } }"#, limits: limits) == nil)
    }

    /// 100,000 levels are read (issue 12), and the next is refused, at the view that passes the limit, in both readers.
    /// The views limit is raised so that the depth limit is what refuses it: the JSON reader counts a view before its
    /// children, and at the default views limit refuses such a tree at its 50,001st view.
    @Test func nestingIsBoundedInBothReaders() {
        let depth = InputLimits.depth
        var limits = InputLimits.standard
        limits.views = depth + 10
        let json = String(repeating: #"{"view": "VStack", "children": ["#, count: depth + 1) + #"{"view": "Color"}"#
            + String(repeating: "]}", count: depth + 1)
        let error = DSL.onLargeStack { self.jsonError(#"{"root": "# + json + "}", limits: limits) }
        #expect(error?.message == "nesting too deep: layoutdbg reads at most 100000 levels")
        #expect(error?.location.column == 10 + depth * #"{"view": "VStack", "children": ["#.utf8.count)
        let swift = String(repeating: "VStack {\n", count: depth + 1) + "Color.red\n" + String(repeating: "}\n", count: depth + 1)
        let swiftRefusal = swiftError(swift, limits: limits)
        #expect(swiftRefusal?.message == error?.message)
        #expect(swiftRefusal?.location.line == depth + 1)
    }
}
