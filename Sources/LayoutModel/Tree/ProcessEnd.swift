/// Large values a short-lived process ends with instead of freeing them: the command-line tool exits right after its
/// output is written, and the kernel takes the memory back at once, where freeing a 100,000-view run's input tree,
/// compiled nodes, engine tables and rules' index an object at a time took about 0.2 s of a 2 s `layoutdbg trace`
/// (docs/performance.md item 47). Only the tool turns it on (`keepsValues`, for a command that makes one run); in any
/// other process (the tests, an app using the library) `keep` does nothing and values are freed as usual.
public enum ProcessEnd {
    /// Whether `keep` keeps: set by a command that makes one run (`trace`) when the process exits after it
    /// (`CommandIO.exitsWhenDone`), before its work.
    nonisolated(unsafe) public static var keepsValues = false
    nonisolated(unsafe) private static var kept: [Any] = []
    /// `keep` is the library's to call from any thread (the engine keeps its context where it lays out).
    private static let lock = ProcessLock()

    /// Keeps `value` until the process exits, when `keepsValues`.
    public static func keep(_ value: Any) {
        guard keepsValues else { return }
        lock.withLock { kept.append(value) }
    }

    /// Frees `value` on a thread of its own, when `keepsValues`, for a value the run is done with while its work goes
    /// on: the parsed JSON document once its views are read, which took 26 M instructions to free on the one thread
    /// that compiles the tree next (docs/performance.md item 58). The caller hands over its only reference
    /// (`consume`); otherwise `value` is freed here, as usual.
    public static func freeAside(_ value: consuming Any) {
        guard keepsValues else { return }
        let holder = FreedAside(consume value)
        keep(LargeStackThread { holder.drop() })  // kept: the thread reads its object while it runs
    }
}

/// The one reference to a value being freed aside, dropped on the thread that frees it.
private final class FreedAside: @unchecked Sendable {
    private var value: Any?

    init(_ value: consuming Any) { self.value = consume value }

    func drop() { value = nil }
}
