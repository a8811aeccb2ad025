import LayoutModel
import LayoutTestSupport
import Testing

/// The parsed JSON values' accessors, as the readers use them.
@Suite struct JSONValueTests {
    static let document = try! JSONParser.parse(Array(#"{"a": [1, "x", true, null], "b": {"c": [[2]]}, "d": 4.5}"#.utf8), file: "t.json")

    @Test func accessorsAnswerOnlyForTheirKind() throws {
        let a = try #require(Self.document["a"]?.arrayValue)
        #expect(a.map(\.numberValue) == [1, nil, nil, nil])
        #expect(a.map(\.stringValue) == [nil, "x", nil, nil])
        #expect(a.map(\.boolValue) == [nil, nil, true, nil])
        #expect(a.map(\.isNull) == [false, false, false, true])
        #expect(Self.document["d"]?.numberValue == 4.5)
        #expect(Self.document["d"]?["c"] == nil)
        #expect(Self.document.objectMembers?.map(\.key) == ["a", "b", "d"])
        #expect(Self.document["a"]?.objectMembers == nil)
    }

    @Test func kindsAndDepths() throws {
        let a = try #require(Self.document["a"]?.arrayValue)
        #expect((a + [Self.document["d"]!, Self.document["a"]!, Self.document]).map(\.kindDescription)
                == ["a number", "a string", "a boolean", "null", "a number", "an array", "an object"])
        #expect(Self.document.depth == 4)  // {"b": {"c": [[2]]}}
        #expect(Self.document["b"]?.depth == 3)
        #expect(a[0].depth == 0)
        #expect(Self.document.isContainer && !a[0].isContainer)
    }

    @Test func locationsOfValuesAndKeys() throws {
        let b = try #require(Self.document.objectMembers?[1])
        #expect(b.keyLocation == loc(1, 29) && b.value.location == loc(1, 34))
        guard case .object(let object, _) = b.value else { Issue.record("b is not an object"); return }
        #expect(object.keys == ["c"])
        #expect(object.member("c")?.keyLocation == loc(1, 35))
        #expect(object["c"]?.location == loc(1, 40))
        #expect(object.member("missing") == nil)
    }
}
