/// A font's metrics given by the user (`--font-metrics FILE`, docs/font-metrics.md) in place of SF Pro's: glyph
/// advances, tracking by point size and line height, in font units. A team that measured its own font on a device
/// puts the numbers here; the engine then sets every Text in this font, whatever its text style.
public struct FontMetricsTable: Hashable, Sendable {
    /// One point of a tracking table: the point size and the tracking in 1/1000 em.
    public struct Tracking: Hashable, Sendable {
        public var size: Double
        public var perMille: Double

        public init(size: Double, perMille: Double) {
            self.size = size
            self.perMille = perMille
        }
    }

    public var unitsPerEm: Double
    /// The advance of each character the table names, by Unicode scalar value.
    public var advances: [UInt32: Double]
    /// The advance of every other character.
    public var defaultAdvance: Double
    /// Tracking by size, sorted by size (interpolated between, held at the ends); empty is none.
    public var tracking: [Tracking]
    /// The height of a line (ascender + descender) in font units; nil keeps the environment's `lineHeightFactor`.
    public var lineHeight: Double?

    public init(unitsPerEm: Double, advances: [UInt32: Double], defaultAdvance: Double, tracking: [Tracking] = [],
                lineHeight: Double? = nil) {
        self.unitsPerEm = unitsPerEm
        self.advances = advances
        self.defaultAdvance = defaultAdvance
        self.tracking = tracking.sorted { $0.size < $1.size }
        self.lineHeight = lineHeight
    }

    /// Every character `em` wide, no tracking: a monospaced font, and the simple model of spec §3.2 (0.5 em).
    public static func uniform(em: Double) -> FontMetricsTable {
        FontMetricsTable(unitsPerEm: 1, advances: [:], defaultAdvance: em)
    }

    /// The tracking for `size` in 1/1000 em, linear between the table's sizes and held at its ends.
    public func trackingPerMille(size: Double) -> Double {
        FontMetricsTable.interpolate(tracking.map { ($0.size, $0.perMille) }, at: size)
    }

    /// A table of (size, value) pairs sorted by size, read at `size`: linear between points, held at the ends, 0 when
    /// empty (as CoreText reads a font's `trak` table).
    public static func interpolate(_ table: [(size: Double, value: Double)], at size: Double) -> Double {
        guard size.isFinite, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.value }
        if size >= last.size { return last.value }
        var index = 1
        while table[index].size < size { index += 1 }
        let (a, b) = (table[index - 1], table[index])
        return a.value + (b.value - a.value) * (size - a.size) / (b.size - a.size)
    }
}
