/// Array construction that stays in code specialized for the element type.
///
/// The standard library's `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)` allocate
/// through an entry point of the standard library that is not specialized (`Array._allocateBufferUninitialized`): it
/// looks the storage class's generic metadata up in the runtime's table on every call, about 700 instructions before
/// the allocation itself. `reserveCapacity` and `append` are specialized in the caller, where the metadata is a cached
/// global. For a stack's per-proposal results and the JSON parser's containers that was 47 M of the 1,451 M
/// instructions of `trace mid.json`'s layout thread (docs/performance.md item 58).
extension Array {
    /// `count` copies of `element`, as `Array(repeating:count:)` makes them.
    @inlinable
    public init(filledWith element: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(element) }
    }

    /// The `count` elements at `source`, moved out (left uninitialized there), as one exactly sized array.
    @inlinable
    public init(moving count: Int, from source: UnsafeMutablePointer<Element>) {
        self.init()
        reserveCapacity(count)
        for offset in 0..<count { append((source + offset).move()) }
    }
}
