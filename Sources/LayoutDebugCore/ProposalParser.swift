import LayoutModel

/// Reads a proposal written as `350x350`, `390xnil`, `infxinf` (also `×`, and `inf`/`nil` spelt out).
public enum ProposalParser {
    public static func parse(_ text: String) -> ProposedSize? {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map(String.init)
        guard parts.count == 2, let w = axis(parts[0]), let h = axis(parts[1]) else { return nil }
        return ProposedSize(width: w, height: h)
    }

    /// `.some(nil)` for an unspecified axis, `nil` when the text is not a valid axis.
    private static func axis(_ text: String) -> Double?? {
        switch text {
        case "nil", "unspecified": return .some(nil)
        case "inf", "infinity", ".infinity": return .some(.infinity)
        default:
            guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
            return .some(value)
        }
    }
}
