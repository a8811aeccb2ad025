import AllocationCounter

/// Heap allocations made by a piece of work in this process, counted by the interposed allocator
/// (Sources/AllocationCounter: Linux with glibc; nil elsewhere). The measure is allocations per node.
enum AllocationCount {
    /// Whether this platform counts at all.
    static var isCounted: Bool { layoutdbg_allocation_count() != .max }

    /// `body`'s allocations (with whatever another thread allocated meanwhile: the benchmark runs one thing at a
    /// time) and its result; nil allocations where they are not counted.
    static func of<T>(_ body: () -> T) -> (Int?, T) {
        let before = layoutdbg_allocation_count()
        let result = body()
        let after = layoutdbg_allocation_count()
        return (isCounted ? Int(after - before) : nil, result)
    }
}
