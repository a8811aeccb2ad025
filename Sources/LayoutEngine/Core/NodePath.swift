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
        // Elided into one byte buffer (in a deep tree every node's path is elided: no intermediate strings).
        let parentCount = parent.utf8.count
        return full.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            let headEnd: Int
            if let marker = Self.firstElision(in: bytes[..<parentCount]) {
                headEnd = marker
            } else {
                headEnd = bytes[..<headLength].lastIndex(of: slash) ?? headLength
            }
            var tailStart = bytes.count - tailLength
            while tailStart < bytes.count && bytes[tailStart] != slash { tailStart += 1 }
            let tail = bytes[min(tailStart + 1, bytes.count)...]
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            var elided: [UInt8] = []
            elided.reserveCapacity(headEnd + Self.opening.count + 16 + Self.closing.count + tail.count)
            elided.append(contentsOf: bytes[..<headEnd])
            elided.append(contentsOf: Self.opening)
            for shift in stride(from: 60, through: 0, by: -4) {  // 16 lowercase hex digits, zero-padded
                elided.append(Self.hexDigits[Int((hash >> UInt64(shift)) & 0xF)])
            }
            elided.append(contentsOf: Self.closing)
            elided.append(contentsOf: tail)
            return String(decoding: elided, as: UTF8.self)
        }
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
