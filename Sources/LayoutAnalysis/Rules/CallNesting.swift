/// Which call each call of a `TraceIndex` was made in, and the calls made in each, in 8 bytes a call: the parent's
/// index and the next call made in the same parent. Calls are added in the order they were made, so a call's nested
/// calls follow it (preorder): its first nested call, if any, is the call right after it, and only the chain from the
/// outermost call to the last one added can still gain nested calls (`path`).
public struct CallNesting: Sendable {
    private var parents = ChunkedArray<Int32>()
    private var nextSibling = ChunkedArray<Int32>()
    /// The last call added and the calls it was made in, outermost first, each with its last nested call so far.
    private var path: [(call: Int32, lastNested: Int32)] = []

    init() {}

    /// Adds the next call, made in `parent` (nil: at the top of a pass), which is the last call added or one it was
    /// made in: a call can only be made in a call still open, and those are on the path.
    mutating func append(parent: Int?) {
        let index = Int32(parents.count)
        let parent = parent.map(Int32.init) ?? -1
        parents.append(parent)
        nextSibling.append(-1)
        while let top = path.last, top.call != parent { path.removeLast() }
        assert(parent < 0 || !path.isEmpty, "a call's parent must be open")
        if !path.isEmpty {
            let last = path.count - 1
            if path[last].lastNested >= 0 { nextSibling[Int(path[last].lastNested)] = index }
            path[last].lastNested = index
        }
        path.append((index, -1))
    }

    /// The call `call` was made in; nil at the top of a pass.
    public func parent(of call: Int) -> Int? {
        let parent = parents[call]
        return parent < 0 ? nil : Int(parent)
    }

    /// The calls made in `call`, in order.
    public func nested(in call: Int) -> ThreadedIndices {
        let next = call + 1
        let first = next < parents.count && parents[next] == Int32(call) ? Int32(next) : -1
        return ThreadedIndices(links: nextSibling, first: first)
    }
}
