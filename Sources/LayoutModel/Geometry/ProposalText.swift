/// A proposal written as text, `WIDTHxHEIGHT`: the one reading of `--proposal` and of the `// layoutdbg: proposal`
/// directive, so both accept the same spellings and refuse the same mistakes in the same words.
///
/// Each side is a number ≥ 0, `inf` / `infinity` (infinite) or `nil` / `unspecified` (unspecified), any case; the
/// sides are separated by `x`, `X` or `×`. A number too large for a Double (`1e999`) is refused rather than read as
/// infinity, in the words every reader uses (`NumberLimits.overflowMessage`): write `inf` for that. `-0` reads as 0.
public enum ProposalText {
    /// The proposal `text` spells, or what is wrong with it.
    public static func parse(_ text: String) -> Result<ProposedSize, ProposalTextError> {
        let scalars = Array(text.unicodeScalars)
        guard let separator = scalars.firstIndex(where: { $0 == "x" || $0 == "X" || $0 == "×" }) else {
            return .failure(ProposalTextError("expected WIDTHxHEIGHT, such as 350x350, 390xnil or infxinf, found '\(text)'"))
        }
        var width = "", height = ""
        width.unicodeScalars.append(contentsOf: scalars[..<separator])
        height.unicodeScalars.append(contentsOf: scalars[(separator + 1)...])
        switch (side(width, "width", in: text), side(height, "height", in: text)) {
        case (.success(let w), .success(let h)): return .success(ProposedSize(width: w, height: h))
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        }
    }

    private static func side(_ text: String, _ name: String, in whole: String) -> Result<Double?, ProposalTextError> {
        switch text.lowercased() {
        case "nil", "unspecified": return .success(nil)
        case "inf", "infinity": return .success(.infinity)
        default: break
        }
        guard let value = Double(text), !value.isNaN else {
            return .failure(ProposalTextError("expected a number, 'inf' or 'nil' for the \(name) in '\(whole)', found '\(text)'"))
        }
        guard value.isFinite else {
            return .failure(ProposalTextError(NumberLimits.overflowMessage(text), notes: [NumberLimits.overflowNote]))
        }
        guard value >= 0 else {
            return .failure(ProposalTextError("a proposal must not be negative, got \(text) for the \(name) in '\(whole)'"))
        }
        return .success(NumberLimits.canonical(value))
    }
}

/// Why a proposal's text does not read.
public struct ProposalTextError: Error, Equatable, Sendable {
    public var message: String
    public var notes: [String]
    public init(_ message: String, notes: [String] = []) {
        self.message = message
        self.notes = notes
    }
}
