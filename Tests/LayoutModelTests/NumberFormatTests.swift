import LayoutModel
import Testing

/// The one number formatter every output and golden goes through (docs/trace-format.md, "Numbers").
@Suite struct NumberFormatTests {
    @Test(arguments: [
        (350.0, "350"), (83.5, "83.5"), (111.333_333_333, "111.333"), (20.333_333_333, "20.333"),
        (238.666_666_667, "238.667"), (0.0005, "0.001"), (-0.0004, "0"), (-0.0, "0"), (-1.5, "-1.5"),
        (0.333_333_3, "0.333"), (1_000_000, "1000000"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
        (Double.nan, "nan"), (1e20, "1e+20"),
    ])
    func formats(_ value: Double, _ expected: String) {
        #expect(NumberFormat.string(value) == expected)
        var bytes: [UInt8] = []
        NumberFormat.append(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func proposalsAndSizes() {
        #expect(NumberFormat.proposal(ProposedSize(width: 390, height: nil)) == "(390, nil)")
        #expect(NumberFormat.size(Size(width: 8, height: 16)) == "(8, 16)")
    }

    @Test func proposalKinds() {
        #expect(ProposedSize.zero.kind.description == "zero")
        #expect(ProposedSize.infinity.kind.description == "infinity")
        #expect(ProposedSize.unspecified.kind.description == "unspecified")
        #expect(ProposedSize(width: 167, height: 350).kind.description == "explicit")
        #expect(ProposedSize(width: 0, height: 350).kind.description == "mixed(zero,explicit)")
    }

    @Test func suggestions() {
        #expect(Suggestion.closest(to: "HStak", in: ["HStack", "VStack", "ZStack"]) == "HStack")
        #expect(Suggestion.closest(to: "trcae", in: ["trace", "diff", "check"]) == "trace")
        #expect(Suggestion.closest(to: "xyzzy", in: ["trace", "diff", "check"]) == nil)
    }

    /// Integers are written two digits at a time: every digit count, the edges of each, and the largest.
    @Test func integersAreWrittenInDecimal() {
        var values: [UInt64] = [0, 1, 9, 10, 11, 42, 99, 100, 101, 109, 110, 999, 1_000, 1_001, 2_437_385, UInt64.max, UInt64.max - 1]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1, power / 2 * 3]
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 { values.append(UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            for value in values {
                let count = NumberFormat.formatInteger(value, into: buffer.baseAddress!)
                let written = String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: count), as: UTF8.self)
                #expect(written == String(value), "\(value)")
            }
        }
    }
}
