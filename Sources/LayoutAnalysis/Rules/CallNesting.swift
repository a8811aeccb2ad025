/// Which call each call of a `TraceIndex` was made in, and the calls made in each, in 12 bytes a call: the parent's
/// index, and the nested calls as a list threaded through the calls (first nested call, next sibling), in the
/// order they were made. Arrays of arrays cost an allocation per call with nested calls and most of the index's
/// memory besides the calls themselves.
public struct CallNesting: Sendable {
    private var parents: [Int32] = []
    private var firstNested: [Int32] = []
    private var nextSibling: [Int32] = []
    /// Per call, its last nested call so far: appending stays constant time.
    private var lastNested: [Int32] = []

    init() {}

    /// Adds the next call, made in `parent` (nil: at the top of a pass).
    mutating func append(parent: Int?) {
        let index = Int32(parents.count)
        parents.append(parent.map(Int32.init) ?? -1)
        firstNested.append(-1)
        nextSibling.append(-1)
        lastNested.append(-1)
        guard let parent else { return }
        if lastNested[parent] < 0 { firstNested[parent] = index } else { nextSibling[Int(lastNested[parent])] = index }
        lastNested[parent] = index
    }

    /// The call `call` was made in; nil at the top of a pass.
    public func parent(of call: Int) -> Int? {
        let parent = parents[call]
        return parent < 0 ? nil : Int(parent)
    }

    /// The calls made in `call`, in order.
    public func nested(in call: Int) -> ThreadedIndices { ThreadedIndices(links: nextSibling, first: firstNested[call]) }
}
