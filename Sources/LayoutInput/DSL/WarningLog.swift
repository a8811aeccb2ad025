import LayoutModel

/// Warnings of one read, each reported once: a view struct used ten times must not warn ten times, and
/// an ignored modifier is reported at its first use only.
struct WarningLog {
    private var byKey: [String: Diagnostic] = [:]

    /// Records `diagnostic` under `key`, keeping the earliest location when the key is already there.
    mutating func add(_ diagnostic: Diagnostic, key: String) {
        if let existing = byKey[key], existing.location <= diagnostic.location { return }
        byKey[key] = diagnostic
    }

    /// The warnings in source order.
    var diagnostics: [Diagnostic] {
        byKey.values.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}
