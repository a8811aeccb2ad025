@testable import LayoutEngine
import Testing

/// Node paths of names that are not ASCII (a user's `struct Größe: Layout`): joined and elided without decoding
/// bytes again, with the same text as when every path was made from bytes (docs/performance.md item 66).
@Suite struct NodePathTests {
    @Test func aPathOfOtherCharactersJoinsAsWritten() {
        #expect(NodePath.join("Größe", "Text", index: 2) == "Größe/Text[2]")
        #expect(NodePath.join("VStack/…0123456789abcdef…/HStack[0]", "Text[1]") == "VStack/…0123456789abcdef…/HStack[0]/Text[1]")
    }

    /// Past the length limit the middle is elided; the head is cut at its last slash, the tail after one.
    @Test func anElidedPathKeepsWholeCharactersAtItsCuts() {
        let parent = "Größe/" + String(repeating: "Ä", count: 100) + "/" + String(repeating: "é", count: 60)
        let path = NodePath.join(parent, "Text[0]")
        #expect(path.hasPrefix("Größe/…"))
        #expect(path.hasSuffix("…/" + String(repeating: "é", count: 60) + "/Text[0]"))
        #expect(path.utf8.count == "Größe".utf8.count + "/…".utf8.count + 16 + "…/".utf8.count + 120 + "/Text[0]".utf8.count)
    }

    /// A head with no slash in its first 120 bytes is cut there, which may fall inside a character: that character
    /// reads as U+FFFD, as it did when every elided path was decoded from bytes.
    @Test func aHeadCutInsideACharacterReadsAsTheReplacementCharacter() {
        let parent = "a" + String(repeating: "é", count: 100) + "/" + String(repeating: "b", count: 200)
        let path = NodePath.join(parent, "Text[0]")
        #expect(path.hasPrefix("a" + String(repeating: "é", count: 59) + "\u{FFFD}/…"))
        #expect(path.hasSuffix("…/Text[0]"))
    }
}
