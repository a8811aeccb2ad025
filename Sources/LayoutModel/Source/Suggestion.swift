/// "Did you mean" suggestions by edit distance, for misspelt element, modifier, option and rule names.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible misspelling.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().utf8)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().utf8))
            if distance == 0 { return candidate }
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        guard let (name, distance) = best else { return nil }
        let limit = max(2, min(target.count, name.utf8.count) / 3)
        return distance <= limit ? name : nil
    }

    /// Up to `count` candidates close enough to `word` to be plausible misspellings, nearest first (ties by name).
    public static func nearest(to word: String, in candidates: some Sequence<String>, count: Int) -> [String] {
        let target = Array(word.lowercased().utf8)
        var close: [(String, Int)] = []
        for candidate in Set(candidates) {
            let distance = editDistance(target, Array(candidate.lowercased().utf8))
            if distance <= max(2, min(target.count, candidate.utf8.count) / 3) { close.append((candidate, distance)) }
        }
        return close.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(count).map(\.0)
    }

    /// The edits between `a` and `b`, letter case ignored: 1 is a typo.
    public static func distance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a.lowercased().utf8), Array(b.lowercased().utf8))
    }

    /// Levenshtein distance with transpositions counted as one edit.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
