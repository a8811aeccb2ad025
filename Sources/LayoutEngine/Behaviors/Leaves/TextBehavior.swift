// Models: Text sizing (spec §3.1): (0, 0) → (0, 0) without measuring; nil axes unbounded; a finite width
// wraps at word boundaries and reports the widest line (Text never grows to fill); a finite height keeps the
// lines that fit, at least one; lineLimit caps the lines. Status: approximate (the metrics are a model,
// spec §3.2; a truncated line reports the full proposed width). Counts of characters and lines come from
// `Saturating.count`, so a huge width or a tiny metric gives the largest count instead of a trap.
import LayoutModel

enum TextBehavior {
    static func size(_ text: TextContent, _ p: ProposedSize) -> Size {
        if p == .zero { return .zero }
        let metrics = text.metrics
        let proposedWidth = p.width ?? .infinity
        let maxCharacters: Int?
        if proposedWidth.isInfinite {
            maxCharacters = nil
        } else {
            // A proposed 0 becomes the smallest positive width: one character per line.
            maxCharacters = max(1, Saturating.count(Saturating.divide(proposedWidth + 1e-9, metrics.advance)))
        }
        let lines = TextLines(text.words, maxCharacters: maxCharacters).lineLengths
        var visible = lines.count
        if let limit = text.lineLimit { visible = min(visible, max(limit, 1)) }
        if let height = p.height, height.isFinite {
            let fitting = Saturating.count(Saturating.divide(height + 1e-9, metrics.lineHeight))
            visible = min(visible, max(fitting, 1))
        }
        var widest = 0
        for length in lines[0..<visible] { widest = max(widest, length) }
        var width = metrics.width(ofCharacters: widest)
        if visible < lines.count, proposedWidth.isFinite { width = max(width, proposedWidth) }
        return Size(width: width, height: Saturating.multiply(Double(visible), metrics.lineHeight))
    }
}
