import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// The same bounds in both readers, refused at the view or modifier that passes them, in the same words.
@Suite struct InputLimitsTests {
    private func jsonError(_ text: String) -> Diagnostic? {
        do {
            _ = try JSONTreeReader.read(Array(text.utf8), file: "t.json")
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test func viewsAreBoundedInBothReaders() {
        let children = Array(repeating: #"{"view": "Color"}"#, count: InputLimits.maximumViews).joined(separator: ",")
        let json = #"{"root": {"view": "VStack", "children": ["# + children + "]}}"
        let error = jsonError(json)
        #expect(error?.message == "this input expands to more than 200000 views; layoutdbg reads at most that many")
        // The VStack is the first view: the last child is one too many.
        #expect(error?.location.column == json.utf8.count - #"{"view": "Color"}]}}"#.utf8.count + 1)
        // 200,000 colours and their stack: the stack, made last, is one too many.
        #expect(DSL.message("VStack { ForEach(0..<200_000) { _ in Color.red } }")
                == "1:1: this input expands to more than 200000 views; layoutdbg reads at most that many")
    }

    /// A chain of modifiers is a chain of nodes: bounded too, in both readers, at the modifier past the bound.
    @Test func modifiersAreBoundedInBothReaders() {
        let count = InputLimits.maximumModifiers + 1
        let json = #"{"root": {"view": "Color", "modifiers": ["# + Array(repeating: #""padding""#, count: count).joined(separator: ",") + "]}}"
        let jsonError = jsonError(json)
        #expect(jsonError?.message == "this input applies more than 200000 modifiers; layoutdbg reads at most that many")
        #expect(jsonError?.location.column == json.utf8.count - #""padding"]}}"#.utf8.count + 1)
        let swift = "Color.red" + String(repeating: ".padding(1)", count: count)
        let swiftError = DSL.onLargeStack { () -> Diagnostic? in
            if case .failure(let error) = DSL.attempt(swift) { return error.diagnostics.first }
            return nil
        }
        #expect(swiftError?.message == jsonError?.message)
        // At the last modifier's dot.
        #expect(swiftError?.location.column == swift.utf8.count - ".padding(1)".utf8.count + 1)
    }
}
