/// `Text("\(value, specifier: "%.1f")")`: the C format specifiers SwiftUI's string interpolation takes for a number,
/// formatted alike by the SwiftUI-syntax reader and the compiled path (LayoutDebugger's `LocalizedStringKey`), so a
/// Text is as wide in both. Supported: one conversion among `%d`, `%i`, `%u` (with `l`, `ll`, `h` length modifiers;
/// the value rounded toward zero), `%f` and `%.Nf` (N ≤ 15), with `%%` and literal text around it. Fixed-point
/// rounding is half away from zero of the value scaled by 10^N, which agrees with printf except where the scaled
/// binary value lies within a rounding error of a half.
public enum FormatSpecifier {
    /// `value` formatted by `specifier`; nil for a specifier outside the supported set or a value it cannot show.
    public static func format(_ value: Double, _ specifier: String) -> String? {
        var output = ""
        var conversions = 0
        var characters = Array(specifier)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                output.append(character)
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                output.append("%")
                continue
            }
            var precision: Int?
            if characters.first == "." {
                characters.removeFirst()
                var digits = 0
                while let digit = characters.first?.wholeNumberValue, digits < 3 {
                    precision = (precision ?? 0) * 10 + digit
                    digits += 1
                    characters.removeFirst()
                }
                if precision == nil { precision = 0 }
            }
            while let modifier = characters.first, modifier == "l" || modifier == "h" { characters.removeFirst() }
            guard let conversion = characters.popFirst(), conversions == 0 else { return nil }
            conversions += 1
            switch conversion {
            case "d", "i", "u":
                guard precision == nil, value.isFinite, abs(value) < 9.2e18 else { return nil }
                output += String(Int64(value.rounded(.towardZero)))
            case "f", "F":
                guard let text = fixed(value, precision ?? 6) else { return nil }
                output += text
            default:
                return nil
            }
        }
        return conversions == 1 ? output : nil
    }

    /// `value` with `places` decimals.
    static func fixed(_ value: Double, _ places: Int) -> String? {
        guard value.isFinite, places <= 15 else { return nil }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.2e18 else { return nil }
        var digits = String(UInt64(scaled))
        if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
        if places > 0 { digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places)) }
        return (value < 0 && scaled != 0 ? "-" : "") + digits
    }
}
