// Models: how SwiftUI measures a line of the system font (SF Pro). Each character advances by its glyph's width
// in SF Pro Text (below 20 pt) or SF Pro Display (20 pt and up), Text Semibold for `.headline`, plus the HIG's
// tracking for the size, plus the font's pair kerning within a word; a line's width is rounded up to the pixel grid;
// a line is (ascender + descender) = 2444/2048 of the size high, rounded up likewise (body 17 → 20.333).
// Status: documented metrics (the fonts' hmtx/GPOS tables and the HIG's tracking table: docs/fidelity.md, "Text
// metrics", names the font files and the HIG copy), reproducing published measurements to 1/3 pt (case list in
// docs/fidelity.md). Inferred: the modern system font is a variable font whose tables could not be read; kerning
// across a space and outside printable ASCII is left out. A character the tables lack advances by
// `environment.characterAdvance` × size. A user's table (`environment.fontMetrics`, `--font-metrics`) replaces SF Pro's
// widths, tracking and line height. Metrics outside their accepted ranges give saturated or zero lengths,
// never NaN: products saturate, and no pixel grid is used when the pixel size is not a finite positive number.
import LayoutModel

/// The glyph widths and pair kerning of one SF Pro face.
struct TextFace {
    let advances: [UInt16]
    /// The pair kerning of printable ASCII as a dense table, `first << 7 | second`: every pair of adjacent
    /// characters in a word is looked up, and a binary search over the font's sorted pairs was a tenth of the time
    /// of measuring a text-heavy tree. Made once per face from the pairs and values the tables list.
    let kerningTable: [Int16]

    init(advances: [UInt16], kerningPairs: [UInt16], kerningValues: [Int16]) {
        self.advances = advances
        var table = [Int16](repeating: 0, count: 128 * 128)
        var set = [Bool](repeating: false, count: 128 * 128)
        for (pair, value) in zip(kerningPairs, kerningValues) {
            let first = Int(pair >> 8), second = Int(pair & 0xFF)
            guard first < 0x7F, second < 0x7F, !set[first << 7 | second] else { continue }  // the first listing wins
            table[first << 7 | second] = value
            set[first << 7 | second] = true
        }
        kerningTable = table
    }

    static let text = TextFace(advances: SFProTables.textRegular, kerningPairs: SFProTables.textRegularKerningPairs,
                               kerningValues: SFProTables.textRegularKerningValues)
    // The fonts give Semibold no kerning table of its own here: it uses the Regular's (inferred).
    static let textSemibold = TextFace(advances: SFProTables.textSemibold, kerningPairs: SFProTables.textRegularKerningPairs,
                                       kerningValues: SFProTables.textRegularKerningValues)
    static let display = TextFace(advances: SFProTables.displayRegular, kerningPairs: SFProTables.displayRegularKerningPairs,
                                  kerningValues: SFProTables.displayRegularKerningValues)

    /// The face SwiftUI sets `font` in: Display from 20 pt (the static fonts' switch, Apple's WWDC20 "The details of
    /// UI typography"), Semibold for `.headline`.
    static func face(for font: Font) -> TextFace {
        if font.size >= 20 { return .display }
        return font.name == "headline" ? .textSemibold : .text
    }

    /// The advance of `scalar` in font units, or nil when the table has no glyph for it.
    @inline(__always)
    func advance(_ scalar: Unicode.Scalar) -> UInt16? {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return advances[Int(value - 0x20)] }
        if value >= 0xA0 && value <= 0xFF, value != 0xAD { return advances[Int(value - 0xA0) + 95] }
        return nil
    }

    /// The kerning between two printable ASCII characters, in font units.
    @inline(__always)
    func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Int16 {
        guard first.value < 0x7F, second.value < 0x7F else { return 0 }
        return kerningTable[Int(first.value << 7 | second.value)]
    }
}

/// Line height, tracking and glyph widths for one font at one display scale.
struct TextMetrics {
    /// Where the glyph widths come from: SF Pro's tables, or the user's (`--font-metrics`).
    enum Glyphs {
        case sfPro(TextFace)
        case table(FontMetricsTable)
    }

    var lineHeight: Double
    var pixel: Double
    /// Points per font unit.
    var unit: Double
    /// Added to every character's advance, in points (the tracking for the size).
    var tracking: Double
    /// The advance of a character the glyph source has no width for, in points.
    var fallbackAdvance: Double
    var glyphs: Glyphs

    init(font: Font, environment: LayoutEnvironment, platform: Platform) {
        pixel = Saturating.divide(1, environment.displayScale)
        var lineHeightFactor = environment.lineHeightFactor
        let perMille: Double
        if let table = environment.fontMetrics {
            glyphs = .table(table)
            unit = Saturating.divide(font.size, table.unitsPerEm)
            perMille = table.trackingPerMille(size: font.size)
            fallbackAdvance = Saturating.multiply(table.defaultAdvance, unit)
            if let height = table.lineHeight { lineHeightFactor = Saturating.divide(height, table.unitsPerEm) }
        } else {
            glyphs = .sfPro(TextFace.face(for: font))
            unit = Saturating.divide(font.size, SFProTables.unitsPerEm)
            perMille = FontMetricsTable.interpolate(platform == .macOS ? SFProTables.macOSTracking : SFProTables.iOSTracking,
                                                    at: font.size)
            fallbackAdvance = Saturating.multiply(font.size, environment.characterAdvance)
        }
        tracking = Saturating.multiply(font.size, perMille / 1000)
        lineHeight = TextMetrics.ceilToPixel(Saturating.multiply(font.size, lineHeightFactor), pixel: pixel)
    }

    /// Rounds up to the device pixel grid, forgiving float noise (20.333… stays 20.333…, not 20.667).
    static func ceilToPixel(_ value: Double, pixel: Double) -> Double {
        let pixels = value / pixel
        guard pixel > 0, pixels.isFinite else { return value }
        return Saturating.multiply((pixels - 1e-9).rounded(.up), pixel)
    }

    /// A character's advance in points, tracking included.
    @inline(__always)
    func advance(_ scalar: Unicode.Scalar) -> Double {
        let units: Double?
        switch glyphs {
        case .sfPro(let face): units = face.advance(scalar).map(Double.init)
        case .table(let table): units = table.advances[scalar.value]
        }
        guard let units else { return Saturating.add(fallbackAdvance, tracking) }
        return Saturating.add(Saturating.multiply(units, unit), tracking)
    }

    /// The pair kerning between two characters, in points (SF Pro's, within printable ASCII; a user table has none).
    @inline(__always)
    func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Double {
        guard case .sfPro(let face) = glyphs else { return 0 }
        return Double(face.kerning(first, second)) * unit
    }
}

/// A string reduced to what line breaking needs: per paragraph, the pieces between break opportunities (after a
/// run of spaces, and after a hyphen) with their widths, and each character's advance for breaking inside a piece.
/// Stored flat, one array of pieces and one of advances for the whole string, with each paragraph's ranges in
/// them: a Text is measured once as its tree is compiled, and arrays per paragraph grown as they filled cost a
/// dozen allocations a Text.
struct TextWords {
    struct Piece {
        /// The width of the spaces before it (0 after a hyphen or at the start of the paragraph).
        var gap: Double
        var width: Double
        /// Its characters' advances: `advances[start ..< start + count]`.
        var start: Int
        var count: Int
    }

    struct Paragraph {
        /// Its pieces: `pieces[pieceRange]`.
        var pieceRange: Range<Int>
        /// The paragraph on one line, spaces included.
        var width: Double
    }

    /// The first paragraph, and those after it (most Texts have one: no array then).
    var firstParagraph: Paragraph
    var laterParagraphs: [Paragraph]
    var pieces: [Piece]
    /// Each character's advance (with the kerning to the next character of the same piece).
    var advances: [Double]

    init(_ string: String, metrics: TextMetrics) {
        var builder = Builder()
        builder.reserve(for: string)
        builder.append(string, metrics: metrics)
        self = builder.finish()
    }

    /// The words of Texts added together, each run measured in its own font. Line breaking runs across the seams
    /// (a word may be made of two runs); pair kerning does not, as Core Text kerns within a run of one font.
    init(runs: [(string: String, metrics: TextMetrics)]) {
        var builder = Builder()
        for run in runs { builder.reserve(for: run.string) }
        for run in runs { builder.append(run.string, metrics: run.metrics) }
        self = builder.finish()
    }

    /// Reads characters run by run into pieces and paragraphs.
    private struct Builder {
        var first: Paragraph?
        var later: [Paragraph] = []
        var pieces: [Piece] = []
        var advances: [Double] = []
        var firstPiece = 0, firstAdvance = 0
        var gap = 0.0
        var piece: Piece?
        var previous: Unicode.Scalar?
        // A paragraph ends at each "\n" that is a Character of its own: "\r\n" is one Character, not a break.
        var afterReturn = false

        /// Sizes the arrays up front from a count of the break opportunities: a piece ends at a space or a hyphen.
        mutating func reserve(for string: String) {
            var scalars = 0, breaks = 0, newlines = 0
            for scalar in string.unicodeScalars {
                scalars += 1
                if scalar == " " || scalar == "-" { breaks += 1 } else if scalar == "\n" { newlines += 1 }
            }
            if newlines > 0 { later.reserveCapacity(later.count + newlines) }
            pieces.reserveCapacity(pieces.count + breaks + newlines + 1)
            advances.reserveCapacity(advances.count + scalars)
        }

        mutating func append(_ string: String, metrics: TextMetrics) {
            previous = nil  // no kerning across runs
            for scalar in string.unicodeScalars {
                defer { afterReturn = scalar == "\r" }
                if scalar == "\n" && !afterReturn {
                    endParagraph()
                    continue
                }
                let advance = metrics.advance(scalar)
                if scalar == " " {
                    if let finished = piece { pieces.append(finished); piece = nil }
                    gap = Saturating.add(gap, advance)
                    advances.append(advance)
                    previous = nil
                    continue
                }
                if var current = piece, let previous {
                    // Pair kerning inside a piece belongs to its first character.
                    let kern = metrics.kerning(previous, scalar)
                    advances[advances.count - 1] = Saturating.add(advances[advances.count - 1], kern)
                    current.width = Saturating.add(current.width, kern)
                    piece = current
                }
                if piece == nil {
                    piece = Piece(gap: gap, width: 0, start: advances.count, count: 0)
                    gap = 0
                }
                piece!.width = Saturating.add(piece!.width, advance)
                piece!.count += 1
                advances.append(advance)
                previous = scalar
                if scalar == "-" {  // a break opportunity after a hyphen
                    pieces.append(piece!)
                    piece = nil
                    previous = nil
                }
            }
        }

        mutating func endParagraph() {
            if let finished = piece { pieces.append(finished) }
            var width = 0.0
            for advance in advances[firstAdvance...] { width = Saturating.add(width, advance) }
            let paragraph = Paragraph(pieceRange: firstPiece..<pieces.count, width: width)
            if first == nil { first = paragraph } else { later.append(paragraph) }
            firstPiece = pieces.count
            firstAdvance = advances.count
            gap = 0
            piece = nil
            previous = nil
        }

        mutating func finish() -> TextWords {
            endParagraph()
            return TextWords(firstParagraph: first!, laterParagraphs: later, pieces: pieces, advances: advances)
        }
    }

    private init(firstParagraph: Paragraph, laterParagraphs: [Paragraph], pieces: [Piece], advances: [Double]) {
        self.firstParagraph = firstParagraph
        self.laterParagraphs = laterParagraphs
        self.pieces = pieces
        self.advances = advances
    }

    var paragraphCount: Int { 1 + laterParagraphs.count }

    func paragraph(_ number: Int) -> Paragraph { number == 0 ? firstParagraph : laterParagraphs[number - 1] }
}

/// Breaking a string into lines for a width.
enum TextLines {
    /// Greedy breaking at the break opportunities; a piece longer than the line is broken inside itself, at least
    /// one character per line. `limit` nil: every paragraph on one line. Hands each line's width (without the
    /// spaces at the breaks, before rounding to pixels) to `line`, in order, until it returns false: a caller that
    /// needs only the first lines stops there, and nothing is kept.
    static func forEach(in words: TextWords, limit: Double?, _ line: (Double) -> Bool) {
        guard let limit else {
            for number in 0..<words.paragraphCount where !line(words.paragraph(number).width) { return }
            return
        }
        // A width that fits up to float noise fits (a line measured at exactly its own width keeps its words).
        let fits = limit + 1e-9
        for number in 0..<words.paragraphCount {
            let paragraph = words.paragraph(number)
            var width = 0.0
            var started = false
            for piece in words.pieces[paragraph.pieceRange] {
                if started && width + piece.gap + piece.width <= fits {
                    width += piece.gap + piece.width
                    continue
                }
                if started && !line(width) { return }
                width = started ? 0 : piece.gap  // a paragraph's leading spaces stay on its first line
                if width + piece.width <= fits {
                    width += piece.width
                } else {
                    // Longer than the line: break it by characters.
                    width = 0
                    var count = 0
                    for advance in words.advances[piece.start ..< piece.start + piece.count] {
                        if count > 0 && width + advance > fits {
                            if !line(width) { return }
                            width = 0
                            count = 0
                        }
                        width += advance
                        count += 1
                    }
                }
                started = true
            }
            if !line(width) { return }
        }
    }
}
