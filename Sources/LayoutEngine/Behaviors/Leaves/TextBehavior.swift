// Models: Text sizing (spec §3.1): (0, 0) → (0, 0) without measuring; nil axes unbounded; a finite width wraps at
// the break opportunities (TextMetrics) and reports the widest line (Text never grows to fill); a width of 0 or less
// lays out one character per line and reports width 0 (SwiftUI measures with the smallest positive width and
// reports a bounding width of that size as 0: OpenSwiftUI's `Text+StringDrawingContext`, `.leastNonzeroMagnitude`
// → `.zero`); a finite height keeps the lines that fit, at least one; lineLimit caps the lines, and with
// `reservesSpace` the Text is as tall as that many lines even with fewer (documented: `lineLimit(_:reservesSpace:)`,
// "the height required to display the specified number of lines"; the width stays the widest line's, inferred);
// a range's lower bound does the same (documented for `lineLimit(_: PartialRangeFrom<Int>)`, "that view expands
// to occupy the minimum number of lines"; observed for `3...5`: juejin.cn/post/7164738119207108616);
// `.lineSpacing(s)` puts s points between the bottom of one line and the top of the next (documented: Apple's
// `lineSpacing(_:)`), so n lines are n line heights and n − 1 spacings: none after the last line (inferred, and one
// line is unchanged, as observed: codegenes.net, "How to Set Line Height for Single Line Text in SwiftUI"); the
// spacing is not rounded to pixels (inferred); `.kerning` and `.tracking` widen each character (LetterSpacing.swift).
// Each "\n" starts a paragraph. Inferred: an empty string is one empty line (width 0, one line high), as before; no
// source settles it.
// Texts added together are measured run by run in their fonts, each line as high as the tallest run's (inferred;
// TextContent, docs/fidelity.md "Texts added together").
// Status: approximate (the metrics: TextMetrics.swift; a truncated line reports the full proposed width). Lines
// come from the characters, so a huge width or a tiny metric gives bounded work.
import LayoutModel

enum TextBehavior {
    static func size(_ text: TextContent, _ p: ProposedSize) -> Size {
        if p == .zero { return .zero }
        let proposedWidth = p.width ?? .infinity
        // A line's width leaves out the tracking after its last character (LetterSpacing.swift): it fits a width that
        // much wider.
        let trailing = text.trailingSpacing
        let limit: Double? = proposedWidth.isInfinite ? nil : Saturating.add(max(proposedWidth, 0), trailing)
        // The lines that can show: lineLimit's, and those that fit a finite height (at least one either way).
        var shown = Int.max
        if let lineLimit = text.lineLimit { shown = max(lineLimit, 1) }
        if let height = p.height, height.isFinite {
            // n lines need n × lineHeight + (n − 1) × spacing.
            let fitting = Saturating.count(Saturating.divide(Saturating.add(height + 1e-9, text.lineSpacing),
                                                             Saturating.add(text.lineHeight, text.lineSpacing)))
            shown = min(shown, max(fitting, 1))
        }
        // The widest of the visible lines, and whether any line is cut off (one past them is enough to know).
        var visible = 0, truncated = false
        var widest = 0.0
        TextLines.forEach(in: text.words, limit: limit) { line in
            guard visible < shown else {
                truncated = true
                return false
            }
            visible += 1
            widest = max(widest, line == 0 ? 0 : line - trailing)
            return true
        }
        var width = TextMetrics.ceilToPixel(widest, pixel: text.pixel)
        if proposedWidth <= 0 { width = 0 }
        if truncated, proposedWidth.isFinite { width = max(width, proposedWidth) }
        // `reservesSpace` or a range's lower bound: "the height required to display the specified number of lines"
        // however few there are.
        let lines = max(visible, text.minimumLines ?? 0)
        let spacings = Saturating.multiply(Double(max(lines - 1, 0)), text.lineSpacing)
        return Size(width: width, height: Saturating.add(Saturating.multiply(Double(lines), text.lineHeight), spacings))
    }
}
