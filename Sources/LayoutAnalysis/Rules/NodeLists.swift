/// A list of item indices per node (a node's sizing calls, its placements), in the order they were added, threaded
/// through the items (`ThreadedIndices`): per node its first and last item, per item the next of the same node. An
/// array per node cost one allocation per node and more as each grew; this is two arrays for the whole index and
/// the links, in chunks (`ChunkedArray`).
public struct NodeLists: Sendable {
    private var first: [Int32]
    private var last: [Int32]
    private var links = ChunkedArray<Int32>()

    init(nodes: Int) {
        first = Array(repeating: -1, count: nodes)
        last = Array(repeating: -1, count: nodes)
    }

    /// How many nodes there are lists for.
    public var nodeCount: Int { first.count }

    /// Adds item `item` (the next index: items are added in order, 0, 1, 2, …) to `node`'s list.
    mutating func append(_ item: Int, to node: Int) {
        links.append(-1)
        let tail = last[node]
        if tail < 0 { first[node] = Int32(item) } else { links[Int(tail)] = Int32(item) }
        last[node] = Int32(item)
    }

    /// `node`'s items, in order.
    public subscript(node: Int) -> ThreadedIndices { ThreadedIndices(links: links, first: first[node]) }

    /// `node`'s last item, without walking its list.
    public func last(of node: Int) -> Int? { last[node] < 0 ? nil : Int(last[node]) }
}
