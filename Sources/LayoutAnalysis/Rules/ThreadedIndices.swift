/// Indices read along a thread through an array: the first, then `links[i]` after each `i`, until -1. How the
/// trace index keeps its many short lists (the calls made in a call, a node's calls and placements) without an
/// array for each: one array of links serves them all (`CallNesting`, `NodeLists`).
public struct ThreadedIndices: Sequence {
    let links: ChunkedArray<Int32>
    let first: Int32

    public var isEmpty: Bool { first < 0 }

    public func makeIterator() -> Iterator { Iterator(links: links, upcoming: first) }

    public struct Iterator: IteratorProtocol {
        fileprivate let links: ChunkedArray<Int32>
        fileprivate var upcoming: Int32

        public mutating func next() -> Int? {
            guard upcoming >= 0 else { return nil }
            defer { upcoming = links[Int(upcoming)] }
            return Int(upcoming)
        }
    }
}
