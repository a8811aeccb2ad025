import LayoutModel

/// Warnings of one read, each reported once: a view struct used ten times must not warn ten times, and
/// an ignored modifier is reported at its first use only.
struct WarningLog {
    private var byKey: [String: Diagnostic] = [:]
    /// The images made with no natural size, by the `Image(…)` that made them (`ApproximationWarning.unsizedImages`).
    private var unsizedImages: [String: (file: String, location: SourceLocation, symbol: Bool, names: Set<String>)] = [:]

    /// Records `diagnostic` under `key`, keeping the earliest location when the key is already there.
    mutating func add(_ diagnostic: Diagnostic, key: String) {
        if let existing = byKey[key], existing.location <= diagnostic.location { return }
        byKey[key] = diagnostic
    }

    /// Records that the `Image(…)` at `location` made the image `name` with no natural size: one warning a line.
    mutating func addUnsizedImage(_ name: String, symbol: Bool, file: String, at location: SourceLocation) {
        unsizedImages["\(file):\(location.line):\(location.column)", default: (file, location, symbol, [])].names.insert(name)
    }

    /// The warnings in source order.
    var diagnostics: [Diagnostic] {
        let images = unsizedImages.values.map { site in
            let warning = ApproximationWarning.unsizedImages(Array(site.names), symbol: site.symbol)
            return Diagnostic(.warning, warning.message, file: site.file, at: site.location, notes: warning.notes)
        }
        return (Array(byKey.values) + images).sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}
