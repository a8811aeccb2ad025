import Foundation
import LayoutModel
import LayoutTestSupport
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

    /// Whole numbers take a path of their own and thousandths are rounded by hand: both give what rounding the
    /// thousandths half away from zero gives (`reference`), at every magnitude, at the halves, and past the range
    /// written in decimal.
    @Test func theFastPathsWriteWhatRoundingGives() {
        func reference(_ value: Double) -> String {
            if value.isNaN { return "nan" }
            if value.isInfinite { return value < 0 ? "-inf" : "inf" }
            let scaled = (abs(value) * 1000).rounded(.toNearestOrAwayFromZero)
            guard scaled < 9.0e15 else { return String(value.description.prefix(NumberFormat.maximumLength)) }
            let thousandths = UInt64(scaled)
            if thousandths == 0 { return "0" }
            var text = (value < 0 ? "-" : "") + String(thousandths / 1000)
            var fraction = String(thousandths % 1000)
            if fraction != "0" {
                while fraction.count < 3 { fraction = "0" + fraction }
                while fraction.hasSuffix("0") { fraction.removeLast() }
                text += "." + fraction
            }
            return text
        }
        var values: [Double] = [0, -0.0, 0.0004999, 0.0005, 0.0015, 0.0025, 1.0005, 2.4995, 8.9999e12, 9.0e12, 9.0e12 - 0.5,
                                8_999_999_999_999.999, 8_999_999_999_999.9995, 1e13, 4_503_599_627_370_495.5, .greatestFiniteMagnitude,
                                .leastNonzeroMagnitude, 1e-300, 123_456.789_5, 0.1 + 0.2]
        var generator = SplitMix(seed: 20261128)  // a failure is one that reruns alike
        for _ in 0..<5_000 {
            let magnitude = Double.random(in: -4...14, using: &generator)
            let value = pow(10, magnitude) * (Bool.random(using: &generator) ? 1 : -1)
            values += [value, value.rounded(), (value * 1000).rounded() / 1000 + 0.0005, (value * 2).rounded() / 2]
        }
        for value in values {
            #expect(NumberFormat.string(value) == reference(value), "\(value)")
        }
    }

    /// Integers are written two digits at a time: every digit count, the edges of each, and the largest.
    @Test func integersAreWrittenInDecimal() {
        var values: [UInt64] = [0, 1, 9, 10, 11, 42, 99, 100, 101, 109, 110, 999, 1_000, 1_001, 2_437_385, UInt64.max, UInt64.max - 1]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1, power / 2 * 3]
        }
        var generator = SplitMix(seed: 20261128)  // a failure is one that reruns alike
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
