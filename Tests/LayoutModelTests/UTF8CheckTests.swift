import LayoutModel
import Testing

/// The first byte that is not UTF-8, located as diagnostics locate (lines from 1, columns in characters from 1).
@Suite struct UTF8CheckTests {
    @Test func validTextHasNone() {
        #expect(UTF8Check.firstInvalidByte(Array("Text(\"Café\") // ✓\n".utf8)) == nil)
        #expect(UTF8Check.firstInvalidByte([]) == nil)
    }

    @Test func theFirstBadByteIsLocated() throws {
        let bad = try #require(UTF8Check.firstInvalidByte(Array("a\nText(\"é".utf8) + [0xE9, 0x22, 0x29]))
        #expect(bad.location == SourceLocation(line: 2, column: 8))
        #expect(bad.byte == 0xE9)
        // A truncated sequence at the end is invalid too.
        #expect(UTF8Check.firstInvalidByte([0x41, 0xE2, 0x9C])?.location == SourceLocation(line: 1, column: 2))
    }
}
