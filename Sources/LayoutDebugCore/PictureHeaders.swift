import LayoutModel

/// A picture's size from the first bytes of its file, for `AssetCatalog`: nothing is decoded.
enum PictureHeaders {
    /// PNG: the IHDR chunk, first after the 8-byte signature, holds width and height as big-endian 32-bit integers
    /// (PNG specification, 11.2.2).
    static func png(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return positive(Double(bigEndian(bytes, 16, 4)), Double(bigEndian(bytes, 20, 4)))
    }

    /// JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) holds height then width, 16 bits each
    /// (ITU T.81, B.2.2); the segments before it are skipped by their lengths.
    static func jpeg(_ bytes: [UInt8]) -> Size? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return positive(Double(bigEndian(bytes, index + 7, 2)), Double(bigEndian(bytes, index + 5, 2)))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// PDF: the first page's `/MediaBox [x0 y0 x1 y1]`, in points (ISO 32000-1, 14.11.2), where it is written plainly.
    static func pdf(_ bytes: [UInt8]) -> Size? {
        guard bytes.starts(with: Array("%PDF".utf8)), let box = numbers(after: "/MediaBox", in: bytes, count: 4) else { return nil }
        return positive(box[2] - box[0], box[3] - box[1])
    }

    /// SVG: the root element's `width` and `height` in user units (a unitless or `px` length), else its `viewBox`.
    static func svg(_ bytes: [UInt8]) -> Size? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return nil }
        let element = text[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> Double? {
            guard let range = element.range(of: " \(name)=\"") else { return nil }
            var value = element[range.upperBound...].prefix { $0 != "\"" }
            if value.hasSuffix("px") { value = value.dropLast(2) }
            return Double(value)
        }
        if let width = attribute("width"), let height = attribute("height") { return positive(width, height) }
        guard let range = element.range(of: " viewBox=\"") else { return nil }
        let box = element[range.upperBound...].prefix { $0 != "\"" }.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        return box.count == 4 ? positive(box[2], box[3]) : nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The `count` numbers after `key` and its `[`.
    private static func numbers(after key: String, in bytes: [UInt8], count: Int) -> [Double]? {
        let pattern = Array(key.utf8)
        guard pattern.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] && Array(bytes[start..<(start + pattern.count)]) == pattern {
            let rest = bytes[(start + pattern.count)...].prefix(120)
            let text = String(decoding: rest, as: UTF8.self).drop { $0 == " " || $0 == "\n" || $0 == "\r" }
            guard text.first == "[" else { continue }
            let values = text.dropFirst().prefix { $0 != "]" }.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" }).compactMap { Double($0) }
            if values.count == count { return values }
        }
        return nil
    }

    private static func positive(_ width: Double, _ height: Double) -> Size? {
        width > 0 && height > 0 && width.isFinite && height.isFinite ? Size(width: width, height: height) : nil
    }
}
