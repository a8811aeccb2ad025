/// One piece of a Text made by adding Texts (`Text("12").font(.title) + Text(" items")`): its characters and the
/// font its own `.font` gave it. A run without a font of its own takes the environment's, as the whole Text would.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: Font?

    public init(_ string: String, font: Font? = nil) {
        self.string = string
        self.font = font
    }

    /// The view that `runs` make, as every input writes it: runs that share one font are one plain Text with that
    /// font as a modifier (the same characters in the same font measure the same, kerning across the seam
    /// included, as Core Text joins runs of equal attributes); only runs of different fonts stay runs.
    public static func text(_ runs: [TextRun]) -> (element: Element, font: Font?) {
        let font = runs.first?.font
        if runs.allSatisfy({ $0.font == font }) { return (.text(string(of: runs)), font) }
        return (.concatenatedText(runs), nil)
    }

    /// All characters of `runs`.
    public static func string(of runs: [TextRun]) -> String { runs.map(\.string).joined() }
}

extension Element {
    /// The bytes of the characters a Text shows (0 for any other view): what the `text` input limit counts.
    public var textByteCount: Int {
        switch self {
        case .text(let string): string.utf8.count
        case .concatenatedText(let runs): runs.reduce(0) { $0 + $1.string.utf8.count }
        default: 0
        }
    }
}
