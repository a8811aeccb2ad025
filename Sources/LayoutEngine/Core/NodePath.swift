import LayoutModel

/// Builds structural node paths, keeping them bounded in length.
///
/// A path names every ancestor, so in a 10,000-deep tree paths would grow to hundreds of kilobytes and the
/// node table quadratically. Past `limit` bytes the middle is elided: the head, `/…` a hash `…/`, and the last
/// segments. The hash chains the elided parent's own path with the new segment (FNV-1a, 64 bits), so paths
/// stay unique and deterministic on every platform.
enum NodePath {
    static let limit = 320
    static let headLength = 120
    static let tailLength = 150

    /// The most modifier names a node's path spells out; a longer chain shows its first and last three around
    /// `…(+N)`, N the names left out, which differs from node to node of the chain, so paths stay unique.
    static let chainLimit = 8

    /// The path of the node the first `count` of a view's layout modifiers make: the view's path and the
    /// modifiers' names (`Color.padding.frame`), bounded in length however long the chain is.
    static func chain(_ path: String, _ names: [String], count: Int) -> String {
        guard count > chainLimit else {
            // Built in one string (a path per modifier node of the tree).
            var chained = path
            chained.reserveCapacity(names[..<count].reduce(path.utf8.count) { $0 + 1 + $1.utf8.count })
            for name in names[..<count] {
                chained += "."
                chained += name
            }
            return chained
        }
        let elided = count - 6
        return ([path] + names[..<3]).joined(separator: ".") + ".…(+\(elided))." + names[(count - 3)..<count].joined(separator: ".")
    }

    /// `parent/name[index]`: a view among its siblings. Its segment is written as bytes, which costs a fifth of
    /// string interpolation (a path per node of the tree: docs/performance.md item 56).
    static func join(_ parent: String, _ name: String, index: Int) -> String {
        var name = name
        let segment = name.withUTF8 { nameBytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: nameBytes.count + 22) { buffer in
                var count = UnsafeMutableBufferPointer(rebasing: buffer[..<nameBytes.count]).initialize(from: nameBytes).1
                buffer[count] = UInt8(ascii: "[")
                count += 1 + NumberFormat.formatInteger(UInt64(index), into: buffer.baseAddress! + count + 1)
                buffer[count] = UInt8(ascii: "]")
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[...count]), as: UTF8.self)
            }
        }
        return join(parent, segment)
    }

    static func join(_ parent: String, _ segment: String) -> String {
        var parent = parent, segment = segment
        let length = parent.utf8.count + 1 + segment.utf8.count
        guard length > limit else {
            // Bytes become a string only when they are ASCII: decoding validates them, and bytes that are not all
            // ASCII (an elided parent's `…`, so every path of a deep tree) are validated one at a time, ten
            // instructions a byte (docs/performance.md item 66). Other strings are appended, which copies them as
            // they are.
            guard parent.withUTF8(Self.isASCII), segment.withUTF8(Self.isASCII) else {
                var joined = String()
                joined.reserveCapacity(length)
                joined += parent
                joined += "/"
                joined += segment
                return joined
            }
            // Copied as bytes into one new string: appending strings cost five times as much, checking each seam for
            // a character that spans it (a path per node of the tree: docs/performance.md item 56).
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
                let parentCount = parent.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<bytes.count]).initialize(from: bytes)
                    return bytes.count
                }
                buffer[parentCount] = UInt8(ascii: "/")
                segment.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(parentCount + 1)...]).initialize(from: bytes)
                }
                return String(decoding: buffer, as: UTF8.self)
            }
        }
        var full = String()
        full.reserveCapacity(length)
        full += parent
        full += "/"
        full += segment
        // Where the head ends and the tail starts, and the hash of the whole, read from the bytes; the pieces are
        // then cut from the string at those slashes, so that no byte is decoded again.
        let parentCount = parent.utf8.count
        let (headEnd, tailStart, hash, headIsWhole) = full.withUTF8 { bytes -> (Int, Int, UInt64, Bool) in
            let slash = UInt8(ascii: "/")
            let headEnd: Int
            if let marker = Self.firstElision(in: bytes[..<parentCount]) {
                headEnd = marker
            } else {
                headEnd = bytes[..<headLength].lastIndex(of: slash) ?? headLength
            }
            var tailStart = bytes.count - tailLength
            while tailStart < bytes.count && bytes[tailStart] != slash { tailStart += 1 }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            // A head cut at `headLength` bytes, with no slash before it, may end inside a character.
            let headIsWhole = headEnd >= bytes.count || bytes[headEnd] & 0xC0 != 0x80
            return (headEnd, min(tailStart + 1, bytes.count), hash, headIsWhole)
        }
        var digits = [UInt8](repeating: 0, count: 16)  // 16 lowercase hex digits, zero-padded
        for (position, shift) in stride(from: 60, through: 0, by: -4).enumerated() {
            digits[position] = Self.hexDigits[Int((hash >> UInt64(shift)) & 0xF)]
        }
        guard headIsWhole else {
            // Decoded as bytes, so that the broken character reads as U+FFFD, as it always has.
            var bytes = Array(full.utf8[..<full.utf8.index(full.utf8.startIndex, offsetBy: headEnd)])
            bytes += Self.opening + digits + Self.closing
            bytes += full.utf8[full.utf8.index(full.utf8.startIndex, offsetBy: tailStart)...]
            return String(decoding: bytes, as: UTF8.self)
        }
        let utf8 = full.utf8
        // The tail starts after a slash or at the end, and the head is whole: each piece is whole characters.
        let head = Substring(utf8[..<utf8.index(utf8.startIndex, offsetBy: headEnd)])
        let tail = Substring(utf8[utf8.index(utf8.startIndex, offsetBy: tailStart)...])
        var elided = String()
        elided.reserveCapacity(headEnd + Self.opening.count + 16 + Self.closing.count + (length - tailStart))
        elided += head
        elided += "/…"
        elided += String(decoding: digits, as: UTF8.self)
        elided += "…/"
        elided += tail
        return elided
    }

    /// True when every byte is ASCII, read eight at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        var position = 0
        while position + 8 <= bytes.count {
            if base.loadUnaligned(fromByteOffset: position, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            position += 8
        }
        while position < bytes.count {
            if bytes[position] >= 0x80 { return false }
            position += 1
        }
        return true
    }

    private static let opening = Array("/…".utf8)
    private static let closing = Array("…/".utf8)
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Where the first `/…` of an elided path starts in `bytes`, if it has one.
    private static func firstElision(in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard bytes.count >= opening.count else { return nil }
        for start in bytes.startIndex...(bytes.endIndex - opening.count)
        where bytes[start] == opening[0] && bytes[start + 1] == opening[1] && bytes[start + 2] == opening[2]
            && bytes[start + 3] == opening[3] {
            return start
        }
        return nil
    }
}
