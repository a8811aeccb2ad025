/// An array that grows in fixed-size chunks: appending never copies what is stored, and it never holds more than one
/// chunk of spare room. The trace index's per-call arrays have a million entries or more for a 100,000-view tree;
/// grown by doubling, each held up to twice its entries, and three times while it was being copied (the peak).
///
/// The first chunk grows as an array does, so a small trace pays for what it holds; later chunks are allocated whole.
public struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    /// The full chunks.
    private var sealed: [[Element]] = []
    /// The chunk being filled, apart: an append touches one array, not an element of the array of chunks (whose
    /// uniqueness checks and copies made an append cost four times as much: docs/performance.md item 55).
    private var tail: [Element] = []
    public private(set) var count = 0
    private static var chunkShift: Int { 16 }
    private static var chunkSize: Int { 1 << chunkShift }
    private static var chunkMask: Int { chunkSize - 1 }

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        get {
            let chunk = position >> Self.chunkShift
            return chunk < sealed.count ? sealed[chunk][position & Self.chunkMask] : tail[position & Self.chunkMask]
        }
        set { modify(position) { $0 = newValue } }
    }

    @inline(__always)
    public mutating func append(_ element: Element) {
        tail.append(element)
        count += 1
        if tail.count == Self.chunkSize {
            sealed.append(tail)
            tail = []
            tail.reserveCapacity(Self.chunkSize)
        }
    }

    /// Changes the element at `position` in place (no copy of it out and back).
    @inline(__always)
    mutating func modify<Result>(_ position: Int, _ body: (inout Element) -> Result) -> Result {
        let chunk = position >> Self.chunkShift
        if chunk < sealed.count { return body(&sealed[chunk][position & Self.chunkMask]) }
        return body(&tail[position & Self.chunkMask])
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
