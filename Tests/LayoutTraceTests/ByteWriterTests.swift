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

    /// With a sink, a full buffer is handed over and reused: the pieces make the same bytes as one buffer would, and a
    /// write larger than the buffer still arrives whole.
    @Test func aSinkGetsTheBytesAFullBufferAtATime() {
        final class Collected { var pieces: [[UInt8]] = [] }
        let collected = Collected()
        var streamed = ByteWriter(capacity: 64) { chunk in
            collected.pieces.append(Array(chunk))
            return true
        }
        var whole = ByteWriter(capacity: 64)
        let long = String(repeating: "é", count: 100)
        for index in 0..<200 {
            streamed.write(index)
            whole.write(index)
            if index == 100 {
                streamed.write(string: long)
                whole.write(string: long)
            }
        }
        #expect(collected.pieces.count > 1)
        #expect(collected.pieces.contains { $0.count > 64 })  // the long string came whole, in a buffer grown for it
        streamed.flush()
        let wholeBytes = whole.bytes, streamedCount = streamed.byteCount, wholeCount = whole.byteCount, left = streamed.bytes
        #expect(collected.pieces.flatMap { $0 } == wholeBytes)
        #expect(streamedCount == wholeCount)
        #expect(left.isEmpty)
    }

    /// A sink that fails is not called again: the rest is dropped, and the writer says so.
    @Test func aFailingSinkDropsTheRest() {
        final class Calls { var count = 0 }
        let calls = Calls()
        var out = ByteWriter(capacity: 64) { _ in
            calls.count += 1
            return false
        }
        for index in 0..<500 { out.write(index) }
        out.flush()
        #expect(calls.count == 1)
        let failed = out.sinkFailed
        #expect(failed)
        let count = out.byteCount
        #expect(count == (0..<500).map { String($0).count }.reduce(0, +))
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
