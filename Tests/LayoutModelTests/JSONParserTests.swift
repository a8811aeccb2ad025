import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

/// Parses `text` as `t.json`.
func parseJSON(_ text: String) throws(InputError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8), file: "t.json")
}

func parseError(_ text: String) -> String {
    renderedError { () throws(InputError) in _ = try parseJSON(text) }
}

@Suite struct JSONParserTests {
    @Test func scalarsAndContainersWithLocations() throws {
        let value = try parseJSON("{\"a\": [1, -2.5, true, false, null, \"x\"], \"b\": {}}")
        let expected = JSONValue.object(JSONObject([
            JSONMember(key: "a", keyLocation: loc(1, 2), value: .array(JSONArray([
                .number(1, loc(1, 8)), .number(-2.5, loc(1, 11)), .bool(true, loc(1, 17)), .bool(false, loc(1, 23)),
                .null(loc(1, 30)), .string("x", loc(1, 36)),
            ]), loc(1, 7))),
            JSONMember(key: "b", keyLocation: loc(1, 42), value: .object(JSONObject([]), loc(1, 47))),
        ]), loc(1, 1))
        #expect(value == expected)
        #expect(value["a"]?.arrayValue?.count == 6)
        #expect(value["b"]?.objectMembers == [])
        #expect(value["missing"] == nil)
    }

    @Test func locationsAcrossLines() throws {
        let value = try parseJSON("{\n  \"root\": {\r\n    \"view\": \"Text\"\n  }\n}\n")
        #expect(value.location == loc(1, 1))
        let root = try #require(value.objectMembers?.first)
        #expect(root.keyLocation == loc(2, 3))
        #expect(root.value.location == loc(2, 11))
        let view = try #require(root.value.objectMembers?.first)
        #expect(view.keyLocation == loc(3, 5))
        #expect(view.value == .string("Text", loc(3, 13)))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "é" and "ü" are two bytes each, "😀" four: columns still count one per character.
        let value = try parseJSON("{\"é\": \"ü😀\", \"b\": 1}")
        let members = try #require(value.objectMembers)
        #expect(members[0].value == .string("ü😀", loc(1, 7)))
        #expect(members[1].keyLocation == loc(1, 13))
        #expect(members[1].value.location == loc(1, 18))
        #expect(parseError("[\"é\", x]") == "t.json:1:7: error: invalid literal 'x'")
    }

    @Test func escapes() throws {
        let value = try parseJSON(#""\"\\\/\b\f\n\r\t\u00e9\u00E9\ud83d\ude00 end""#)
        #expect(value == .string("\"\\/\u{8}\u{C}\n\r\téé😀 end", loc(1, 1)))
        #expect(try parseJSON(#""caf\u00e9 ok""#).stringValue == "café ok")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), file: "t.json")
        #expect(value == .array(JSONArray([.number(1, loc(1, 2))]), loc(1, 1)))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", 0.0), ("-0.0e5", 0.0), ("1e-400", 0.0), ("7", 7), ("-12", -12), ("1.5", 1.5), ("0.1", 0.1), ("3.14159", 3.14159),
        ("1e3", 1000), ("1E-2", 0.01), ("2.5e+2", 250), ("393", 393), ("111.333", 111.333),
        ("123456789012345678901234567890", 123456789012345678901234567890.0), ("1e22", 1e22), ("1e23", 1e23),
        ("0.30000000000000004", 0.30000000000000004), ("5e-324", Double.leastNonzeroMagnitude), ("-1.7976931348623157e308", -1.7976931348623157e308),
        ("9007199254740993", 9007199254740993.0), ("0.000001", 0.000001), ("1e-07", 1e-7),
    ])
    func numbers(text: String, expected: Double) throws {
        let value = try parseJSON(text)
        #expect(value == .number(expected, loc(1, 1)))
        #expect(value.numberValue?.sign == expected.sign)  // -0 reads as 0 (NumberLimits.canonical)
    }

    @Test func numbersMatchTheStandardLibrary() throws {
        // The hand-written fast path must round exactly like Double(String).
        var generator = SplitMix(seed: 42)
        for _ in 0..<20_000 {
            let integer = generator.next() % 100_000
            let fraction = generator.next() % 1_000_000
            let digits = Int(generator.next() % 7)
            let text = digits == 0 ? "\(integer)" : "\(integer)." + String(String(fraction).prefix(digits))
            #expect(try parseJSON(text).numberValue == Double(text), "\(text)")
        }
    }

    @Test(arguments: [
        ("01", "t.json:1:1: error: invalid number: leading zeros are not allowed"),
        ("-", "t.json:1:2: error: invalid number: expected a digit after '-'"),
        ("[1.]", "t.json:1:4: error: invalid number: expected a digit after '.'"),
        ("1e", "t.json:1:3: error: invalid number: expected a digit in the exponent"),
        ("[1, 1e999]", """
            t.json:1:5: error: number out of range: '1e999' is larger than the largest Double (1.8e308)
            t.json:1:5: note: an infinite length is written .infinity in Swift, "inf" in JSON and inf in a proposal
            """),
        ("-1e309", """
            t.json:1:1: error: number out of range: '-1e309' is larger than the largest Double (1.8e308)
            t.json:1:1: note: an infinite length is written .infinity in Swift, "inf" in JSON and inf in a proposal
            """),
        ("[-Infinity]", """
            t.json:1:2: error: invalid literal '-Infinity'
            t.json:1:2: note: JSON has no NaN or infinity; write the string "inf" where layoutdbg accepts infinity
            """),
        ("+1", "t.json:1:1: error: expected a value, got '+'"),
        (".5", "t.json:1:1: error: expected a value, got '.'"),
    ])
    func numberErrors(text: String, expected: String) {
        #expect(parseError(text) == expected)
    }

    @Test(arguments: [
        ("", "t.json:1:1: error: empty file"),
        (" \n\t\n", "t.json:1:1: error: empty file"),
        ("{\"a\": 1,}", "t.json:1:8: error: trailing comma in object"),
        ("[1, 2,\n]", "t.json:1:6: error: trailing comma in array"),
        ("{\"a\": 1 \"b\": 2}", "t.json:1:9: error: expected ',' or '}' after object member"),
        ("[1 2]", "t.json:1:4: error: expected ',' or ']' after array element"),
        ("{\"a\" 1}", "t.json:1:6: error: expected ':' after object key"),
        ("{a: 1}", "t.json:1:2: error: expected a string key in double quotes, got 'a'"),
        ("{\"a\": }", "t.json:1:7: error: expected a value, got '}'"),
        ("['a']", "t.json:1:2: error: expected a value, got a single quote\nt.json:1:2: note: JSON strings use double quotes"),
        ("[True]", "t.json:1:2: error: invalid literal 'True'\nt.json:1:2: note: did you mean 'true'?"),
        ("[nul]", "t.json:1:2: error: invalid literal 'nul'\nt.json:1:2: note: did you mean 'null'?"),
        ("[NaN]", """
            t.json:1:2: error: invalid literal 'NaN'
            t.json:1:2: note: JSON has no NaN or infinity; write the string "inf" where layoutdbg accepts infinity
            """),
        ("{} []", "t.json:1:4: error: unexpected '[' after the top-level value"),
        ("[1] // comment", "t.json:1:5: error: unexpected '/' after the top-level value"),
        ("{\"a\": 1, \"b\": 2, \"a\": 3}", "t.json:1:18: error: duplicate key 'a'\nt.json:1:18: note: 'a' was first set at line 1, column 2"),
        ("{\"a\": [1, {\"b\": ", "t.json:1:17: error: unexpected end of input\nt.json:1:17: note: unclosed '{' at line 1, column 11"),
        ("[\n", "t.json:2:1: error: unexpected end of input\nt.json:2:1: note: unclosed '[' at line 1, column 1"),
        ("{\"a\"", "t.json:1:5: error: unexpected end of input\nt.json:1:5: note: unclosed '{' at line 1, column 1"),
        ("[\"abc", "t.json:1:2: error: unterminated string"),
        ("[\"abc\n\"]", "t.json:1:2: error: unterminated string\nt.json:1:2: note: a string must end on the line it starts; write a line break as \\n"),
        ("[\"a\tb\"]", "t.json:1:4: error: unescaped control character U+0009 in string"),
        ("[\"a\\qb\"]", "t.json:1:4: error: invalid escape '\\q' in string\nt.json:1:4: note: JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
        ("[\"\\u12G4\"]", "t.json:1:3: error: invalid \\u escape: expected four hexadecimal digits"),
        ("[\"\\ud83d x\"]", "t.json:1:3: error: invalid \\u escape: unpaired high surrogate"),
        ("[\"\\ude00\"]", "t.json:1:3: error: invalid \\u escape: unpaired low surrogate"),
        ("[“a”]", "t.json:1:2: error: expected a value, got '“' (U+201C)"),
    ])
    func syntaxErrors(text: String, expected: String) {
        #expect(parseError(text) == expected)
    }

    @Test func invalidUTF8() {
        let bytes = Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)
        let text = renderedError { () throws(InputError) in _ = try JSONParser.parse(bytes, file: "t.json") }
        #expect(text == "t.json:1:2: error: invalid UTF-8 in string")
        let stray = renderedError { () throws(InputError) in _ = try JSONParser.parse([0x5B, 0xC3, 0x5D], file: "t.json") }
        #expect(stray == "t.json:1:2: error: expected a value, got an invalid UTF-8 byte")
    }

    @Test func deepNestingParsesAndFreesWithoutRecursion() throws {
        // 10,000 and 250,000 levels: parsing is iterative, and freeing the result takes the boxes apart with a
        // work list, so neither grows the stack (100,000 levels freed recursively overflow an 8 MB stack).
        for depth in [10_000, JSONParser.maximumDepth] {
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let root = try parseJSON(text)
            var value = root
            var levels = 1
            while case .array(let array, _) = value, let inner = array.first {
                value = inner
                levels += 1
            }
            #expect(levels == depth)
            #expect(value.location == loc(1, depth))
        }
    }

    @Test func deepObjectsFreeWithoutRecursion() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let value = try parseJSON(text)
        #expect(value.location == loc(1, 1))
    }

    @Test func deepInputIsSafeOnASmallStack() {
        // The parser on its own must not need a large stack: parse and free 250,000 levels on a 256 KB thread.
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[{\"k\": ", count: depth / 2) + "0" + String(repeating: "}]", count: depth / 2)
        let bytes = Array(text.utf8)
        let finished = ThreadResult()
        let thread = Thread {
            let ok = (try? JSONParser.parse(bytes, file: "t.json")) != nil
            finished.set(ok)
        }
        thread.stackSize = 256 << 10
        thread.start()
        #expect(finished.wait() == true)
    }

    @Test func keptSubvaluesSurviveTheirParent() throws {
        // Freeing must not take apart a box the caller still holds.
        var kept: JSONValue?
        do {
            let value = try parseJSON("[[[1, [2]]], 3]")
            kept = value.arrayValue?.first
        }
        #expect(kept == .array(JSONArray([.array(JSONArray([.number(1, loc(1, 4)), .array(JSONArray([.number(2, loc(1, 8))]), loc(1, 7))]),
                                                 loc(1, 3))]), loc(1, 2)))
    }

    @Test func nestingLimit() {
        let depth = JSONParser.maximumDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(parseError(text) == "t.json:1:250001: error: nesting deeper than 250000 levels")
    }

    @Test func manyKeysStillFindDuplicates() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(parseError("{\(members), \"k3\": 0}") == "t.json:1:422: error: duplicate key 'k3'\nt.json:1:422: note: 'k3' was first set at line 1, column 29")
    }

    /// A timing, not a check: run by hand in a release build with
    /// `LAYOUTDBG_TIMING=1 swift test -c release --scratch-path .build-json --filter parseSpeed`.
    /// Reports the best of 5 in thread CPU time (wall-clock time is meaningless on a loaded machine).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTDBG_TIMING"] != nil, "timing, run by hand"))
    func parseSpeed() throws {
        let bytes = Array(syntheticTree(targetBytes: 10_000_000).utf8)
        var bestParse = Double.infinity, bestFree = Double.infinity
        for _ in 0..<5 {
            var kept: [JSONValue] = []
            let start = threadCPUSeconds()
            kept.append(try JSONParser.parse(bytes, file: "big.json"))
            let parsed = threadCPUSeconds()
            kept = []
            bestParse = min(bestParse, parsed - start)
            bestFree = min(bestFree, threadCPUSeconds() - parsed)
        }
        print("parsed \(bytes.count) bytes in \(bestParse * 1000) ms CPU: \(Double(bytes.count) / bestParse / 1e6) MB/s;",
              "freeing the result took \(bestFree * 1000) ms")
    }
}

func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A tree document of roughly `targetBytes`: nested stacks of texts, colors and frames, as layouts look.
func syntheticTree(targetBytes: Int) -> String {
    var leaves: [String] = []
    var size = 0
    var index = 0
    while size < targetBytes {
        let leaf = """
            {"view": "HStack", "alignment": "top", "spacing": 8.5, "children": [
              {"view": "Text", "text": "Item number \(index) — naïve", "modifiers": [{"font": "headline"}, {"lineLimit": 2}]},
              {"view": "Color", "color": "red", "modifiers": [{"frame": {"width": 44, "height": 44.333}}, "clipped"]},
              {"view": "Spacer", "minLength": 0},
              {"view": "Image", "name": "icon\(index)", "width": 24, "height": 24, "modifiers": ["resizable", {"padding": 12}]}
            ], "modifiers": [{"frame": {"maxWidth": "inf", "alignment": "leading"}}, {"offset": {"x": -3.25, "y": 1e2}}]}
            """
        leaves.append(leaf)
        size += leaf.utf8.count
        index += 1
    }
    // Groups of 10 rows in VStacks, all in one ScrollView: a few levels of nesting as real screens have.
    var groups: [String] = []
    for start in stride(from: 0, to: leaves.count, by: 10) {
        let rows = leaves[start..<min(start + 10, leaves.count)].joined(separator: ",\n")
        groups.append("{\"view\": \"VStack\", \"children\": [\n\(rows)\n]}")
    }
    return "{\"format\": \"layoutdbg-tree\", \"version\": 1, \"root\": {\"view\": \"ScrollView\", \"children\": [{\"view\": \"LazyVStack\", \"children\": [\n"
        + groups.joined(separator: ",\n") + "\n]}]}}\n"
}
