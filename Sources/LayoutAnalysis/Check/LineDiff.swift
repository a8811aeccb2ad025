/// A line diff of an expected file and the actual output, printed as unified-diff hunks whose line numbers
/// point into both files, as `diff -u` does (and swift-snapshot-testing's `Diff.swift`).
///
///     --- expected: fixtures/grid.trace.txt
///     +++ actual: /tmp/layoutdbg-artifacts/fixtures/grid.trace.txt
///     @@ -12,3 +12,3 @@
///        Grid ← (350, 350) explicit, place
///     -    GridRow[0]/Color[0] ← (0, 0) zero, probe-min → (0, 0)
///     +    GridRow[0]/Color[0] ← (0, 0) zero, probe-min → (1, 0)
///        …
///
/// Lines are aligned on their exact text; a removed and an added line of the same shape (same text apart
/// from numbers) whose numbers agree within the tolerance count as equal.
public struct LineDiff: Sendable {
    /// One line of a hunk.
    public enum Line: Sendable, Hashable {
        case context(String)
        case removed(String)
        case added(String)
    }

    /// Consecutive changes with their context, and where they start in each file (1-based).
    public struct Hunk: Sendable, Hashable {
        public var expectedStart: Int
        public var expectedCount: Int
        public var actualStart: Int
        public var actualCount: Int
        public var lines: [Line]
    }

    public var hunks: [Hunk]

    /// True when the two texts are equal (under the tolerance).
    public var isEmpty: Bool { hunks.isEmpty }

    /// The first line of the expected file that differs (1-based), for annotations; nil when equal.
    public var firstChangedExpectedLine: Int? {
        guard let hunk = hunks.first else { return nil }
        var line = hunk.expectedCount == 0 ? hunk.expectedStart + 1 : hunk.expectedStart
        for item in hunk.lines {
            switch item {
            case .context: line += 1
            case .removed: return line
            case .added: return max(line - 1, 1)  // an insertion: the line it follows
            }
        }
        return max(hunk.expectedStart, 1)
    }

    /// Compares `expected` with `actual` line by line, with `context` unchanged lines around each change.
    public init(expected: String, actual: String, numbers: NumberComparison = NumberComparison(), context: Int = 3) {
        let a = Self.lines(expected), b = Self.lines(actual)
        let strongA = a.map { $0.hashValue }, strongB = b.map { $0.hashValue }
        let tokensA = a.map { NumberTokens($0) }, tokensB = b.map { NumberTokens($0) }
        let steps = SequenceAlignment.align(strongA: strongA, strongB: strongB,
                                            weakA: tokensA.map { $0.shape.hashValue }, weakB: tokensB.map { $0.shape.hashValue })
        // Flatten into (expected index?, actual index?, changed).
        var rows: [(Int?, Int?, Bool)] = []
        rows.reserveCapacity(steps.count)
        for step in steps {
            switch step {
            case .pair(let i, let j):
                if a[i] == b[j] || tokensA[i].matches(tokensB[j], numbers) {
                    rows.append((i, j, false))
                } else {
                    rows.append((i, nil, true))
                    rows.append((nil, j, true))
                }
            case .removed(let i): rows.append((i, nil, true))
            case .added(let j): rows.append((nil, j, true))
            }
        }
        // A changed line pairs as "-" then "+"; keep all "-" of a run before its "+".
        rows = Self.groupRuns(rows)
        hunks = Self.hunks(rows, a, b, context: context)
    }

    private static func lines(_ text: String) -> [Substring] {
        // "\r\n" is one Character in Swift: split on both.
        var result = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        if result.last == "" { result.removeLast() }
        return result
    }

    private static func groupRuns(_ rows: [(Int?, Int?, Bool)]) -> [(Int?, Int?, Bool)] {
        var result: [(Int?, Int?, Bool)] = []
        var removed: [(Int?, Int?, Bool)] = [], added: [(Int?, Int?, Bool)] = []
        func flush() {
            result += removed
            result += added
            removed = []
            added = []
        }
        for row in rows {
            if !row.2 { flush(); result.append(row); continue }
            if row.0 != nil { removed.append(row) } else { added.append(row) }
        }
        flush()
        return result
    }

    private static func hunks(_ rows: [(Int?, Int?, Bool)], _ a: [Substring], _ b: [Substring], context: Int) -> [Hunk] {
        let changed = rows.indices.filter { rows[$0].2 }
        guard !changed.isEmpty else { return [] }
        // Group changed rows whose context windows touch.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let window = max(0, index - context)...min(rows.count - 1, index + context)
            if let last = groups.last, window.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, window.upperBound)
            } else {
                groups.append(window)
            }
        }
        // Position of each row in each file: the next line number at that row.
        var nextA = [Int](repeating: 0, count: rows.count), nextB = [Int](repeating: 0, count: rows.count)
        var lineA = 0, lineB = 0
        for (index, row) in rows.enumerated() {
            nextA[index] = lineA
            nextB[index] = lineB
            if row.0 != nil { lineA += 1 }
            if row.1 != nil { lineB += 1 }
        }
        return groups.map { range in
            var lines: [Line] = []
            var countA = 0, countB = 0
            for index in range {
                let row = rows[index]
                switch (row.0, row.1, row.2) {
                case (let i?, _, false): lines.append(.context(String(a[i]))); countA += 1; countB += 1
                case (let i?, nil, true): lines.append(.removed(String(a[i]))); countA += 1
                case (nil, let j?, true): lines.append(.added(String(b[j]))); countB += 1
                default: break
                }
            }
            // Unified-diff convention: an empty side starts at the line before.
            let startA = countA == 0 ? nextA[range.lowerBound] : nextA[range.lowerBound] + 1
            let startB = countB == 0 ? nextB[range.lowerBound] : nextB[range.lowerBound] + 1
            return Hunk(expectedStart: startA, expectedCount: countA, actualStart: startB, actualCount: countB, lines: lines)
        }
    }

    /// The hunks as unified-diff text, under a `--- expected` / `+++ actual` header naming the two files.
    public func render(expectedName: String, actualName: String) -> String {
        guard !hunks.isEmpty else { return "" }
        var text = "--- expected: \(expectedName)\n+++ actual: \(actualName)\n"
        for hunk in hunks {
            text += "@@ -\(hunk.expectedStart),\(hunk.expectedCount) +\(hunk.actualStart),\(hunk.actualCount) @@\n"
            for line in hunk.lines {
                switch line {
                case .context(let s): text += " \(s)\n"
                case .removed(let s): text += "-\(s)\n"
                case .added(let s): text += "+\(s)\n"
                }
            }
        }
        return text
    }
}
