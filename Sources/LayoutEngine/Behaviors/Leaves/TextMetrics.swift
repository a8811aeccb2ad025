// Models: the deterministic text metrics of spec §3.2 in place of Apple's fonts: line height
// ceilToPixel(size × 1.1935), a fixed advance per character, widths rounded up to the pixel grid.
// Status: inferred (no public glyph table exists); body 17 → 20.333 matches the observed single line.
// Metrics outside their accepted ranges (NumberLimits; a tree built in Swift is not checked by a reader) give
// saturated or zero lengths, never NaN: the products saturate, and no pixel grid is used when the pixel size or
// the number of pixels is not a finite positive number.
import LayoutModel

/// Line height and character advance for one font at one display scale.
struct TextMetrics {
    var lineHeight: Double
    var advance: Double
    var pixel: Double

    init(font: Font, environment: LayoutEnvironment) {
        pixel = Saturating.divide(1, environment.displayScale)
        advance = Saturating.multiply(font.size, environment.characterAdvance)
        lineHeight = TextMetrics.ceilToPixel(Saturating.multiply(font.size, environment.lineHeightFactor), pixel: pixel)
    }

    /// Rounds up to the device pixel grid, forgiving float noise (20.333… stays 20.333…, not 20.667).
    static func ceilToPixel(_ value: Double, pixel: Double) -> Double {
        let pixels = value / pixel
        guard pixel > 0, pixels.isFinite else { return value }
        return Saturating.multiply((pixels - 1e-9).rounded(.up), pixel)
    }

    func width(ofCharacters count: Int) -> Double {
        TextMetrics.ceilToPixel(Saturating.multiply(Double(count), advance), pixel: pixel)
    }
}

/// A string reduced to what line breaking needs: the character count of each word, per paragraph.
struct TextWords {
    var paragraphs: [[Int]]
    /// Characters per paragraph, spaces included: its width on one line.
    var paragraphLengths: [Int]

    init(_ string: String) {
        let split = string.split(separator: "\n", omittingEmptySubsequences: false)
        paragraphs = split.map { $0.split(separator: " ").map(\.count) }
        paragraphLengths = split.map(\.count)
    }
}

/// The result of breaking a string into lines for a width.
struct TextLines {
    /// Character count of each laid-out line (without the spaces at the breaks).
    var lineLengths: [Int]

    /// Greedy breaking at spaces; a word longer than the line is broken inside itself, at least one
    /// character per line. `maxCharacters` is how many characters fit in the width (nil: unbounded).
    init(_ words: TextWords, maxCharacters: Int?) {
        guard let limit = maxCharacters else {
            lineLengths = words.paragraphLengths
            return
        }
        var lengths: [Int] = []
        for paragraph in words.paragraphs {
            var line = 0
            for var word in paragraph {
                if line > 0 && line + 1 + word <= limit { line += 1 + word; continue }
                if line > 0 { lengths.append(line); line = 0 }
                while word > limit {
                    lengths.append(max(limit, 1))
                    word -= max(limit, 1)
                }
                line = word
            }
            lengths.append(line)
        }
        lineLengths = lengths
    }
}
