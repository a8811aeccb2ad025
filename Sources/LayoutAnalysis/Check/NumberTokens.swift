/// A line of text split into numbers and the text around them, so that two lines can be compared with a
/// tolerance on their numbers (`--tolerance PT`).
///
/// A number is an optional `-`, digits, and an optional `.` with digits, not preceded by a letter, digit, `_`
/// or `.`; `inf`, `-inf` and `nan` count too, as the trace formats write them. Everything else is text and
/// must match exactly.
struct NumberTokens: Equatable {
    /// The line with every number replaced by `#`.
    var shape: String
    var numbers: [Double]

    init(_ line: Substring) {
        var shape = ""
        var numbers: [Double] = []
        let bytes = Array(line.utf8)
        var i = 0
        var previous: UInt8 = 0x20
        while i < bytes.count {
            if Self.startsNumber(bytes, i, after: previous), let (value, end) = Self.number(bytes, i) {
                numbers.append(value)
                shape.append("#")
                previous = bytes[end - 1]
                i = end
                continue
            }
            shape.unicodeScalars.append(Unicode.Scalar(bytes[i]))
            previous = bytes[i]
            i += 1
        }
        // Multi-byte characters were appended byte by byte as Latin-1 scalars: harmless for comparing shapes.
        self.shape = shape
        self.numbers = numbers
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2E
    }

    private static func startsNumber(_ bytes: [UInt8], _ i: Int, after previous: UInt8) -> Bool {
        guard !isWordByte(previous) else { return false }
        let c = bytes[i]
        if c >= 0x30 && c <= 0x39 { return true }
        if c == 0x2D, i + 1 < bytes.count { return (bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x39) || bytes[i + 1] == 0x69 }
        return c == 0x69 || c == 0x6E  // inf, nan
    }

    private static func number(_ bytes: [UInt8], _ start: Int) -> (Double, Int)? {
        var i = start
        var negative = false
        if bytes[i] == 0x2D { negative = true; i += 1 }
        for (word, value) in [(Array("inf".utf8), Double.infinity), (Array("nan".utf8), Double.nan)] {
            if i + word.count <= bytes.count, Array(bytes[i..<(i + word.count)]) == word,
               i + word.count == bytes.count || !isWordByte(bytes[i + word.count]) {
                return (negative ? -value : value, i + word.count)
            }
        }
        let digitsStart = i
        while i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
        guard i > digitsStart else { return nil }
        if i + 1 < bytes.count && bytes[i] == 0x2E && bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x39 {
            i += 1
            while i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
        }
        guard i == bytes.count || !isWordByte(bytes[i]) || bytes[i] == 0x2E else { return nil }
        guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { return nil }
        return (value, i)
    }

    /// True when both lines have the same text and every pair of numbers is equal under `numbers`.
    func matches(_ other: NumberTokens, _ numbers: NumberComparison) -> Bool {
        guard shape == other.shape, self.numbers.count == other.numbers.count else { return false }
        return zip(self.numbers, other.numbers).allSatisfy { numbers.equal($0, $1) }
    }
}
