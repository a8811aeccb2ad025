/// An array that grows in fixed-size chunks: appending never copies what is stored, and it never holds more than one
/// chunk of spare room. The trace index's per-call arrays have a million entries or more for a 100,000-view tree;
/// grown by doubling, each held up to twice its entries, and three times while it was being copied (the peak).
///
/// The first chunk grows as an array does, so a small trace pays for what it holds; later chunks are allocated whole.
public struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    private var chunks: [[Element]] = []
    public private(set) var count = 0
    private static var chunkShift: Int { 16 }
    private static var chunkMask: Int { (1 << chunkShift) - 1 }

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        get { chunks[position >> Self.chunkShift][position & Self.chunkMask] }
        set { chunks[position >> Self.chunkShift][position & Self.chunkMask] = newValue }
    }

    public mutating func append(_ element: Element) {
        if count & Self.chunkMask == 0 {
            chunks.append([])
            if count > 0 { chunks[chunks.count - 1].reserveCapacity(1 << Self.chunkShift) }
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    /// Changes the element at `position` in place (no copy of it out and back).
    @inline(__always)
    mutating func modify<Result>(_ position: Int, _ body: (inout Element) -> Result) -> Result {
        body(&chunks[position >> Self.chunkShift][position & Self.chunkMask])
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
