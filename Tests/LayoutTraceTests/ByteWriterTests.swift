import LayoutModel
import LayoutTrace
import Testing

/// The byte buffer every renderer writes through.
@Suite struct ByteWriterTests {
    @Test func textBytesAndNumbers() {
        var out = ByteWriter(capacity: 1)
        out.write("a·")
        out.write(string: "→é")
        out.write([0x21])
        out.write(byte: 0x20)
        out.write(20.333_333)
        out.write(byte: 0x20)
        out.write(-42)
        out.write(byte: 0x20)
        out.write(Int.min)
        out.write(spaces: 2)
        out.write(spaces: -1)
        out.write(Double.infinity)
        #expect(out.string == "a·→é! 20.333 -42 -9223372036854775808  inf")
        #expect(out.byteCount == out.bytes.count)
        #expect(out.byteCount == 46)  // · is 2 bytes, → 3, é 2
    }

    @Test func growsPastItsCapacity() {
        var out = ByteWriter(capacity: 64)
        for index in 0..<1000 { out.write(index % 10) }
        #expect(out.byteCount == 1000)
        #expect(out.string.hasPrefix("0123456789012") && out.string.hasSuffix("789"))
    }

    @Test func jsonStringEscapes() {
        var out = ByteWriter()
        out.writeJSONString("q\"b\\n\nr\rt\t\u{01}\u{1F} é/")
        #expect(out.string == #""q\"b\\n\nr\rt\t\u0001\u001f é/""#)
    }

    @Test func jsonNumbers() {
        var out = ByteWriter()
        for number in [1.5, -0.0, .infinity, -.infinity, .nan] as [Double] {
            out.writeJSONNumber(number)
            out.write(",")
        }
        out.writeJSONNumber(nil as Double?)
        out.writeJSONNumber(Optional(3.0))
        #expect(out.string == #"1.5,0,"inf","-inf","nan",null3"#)
    }

    @Test func layoutValues() {
        var out = ByteWriter()
        out.writeProposal(ProposedSize(width: 390, height: nil))
        out.writeSize(Size(width: 8, height: 16.6667))
        out.writeKind(ProposedSize(width: nil, height: .infinity).kind)
        out.write(" ")
        out.writeKind(ProposedSize.zero.kind)
        #expect(out.string == "(390, nil)(8, 16.667)mixed(unspecified,infinity) zero")
    }
}
