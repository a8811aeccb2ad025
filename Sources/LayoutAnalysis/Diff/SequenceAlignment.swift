/// Aligns two sequences whose items carry a strong key (same item) and a weak key (same kind of item).
///
/// 1. Common prefix and suffix on the strong key are matched outright (the usual case: most of two traces
///    agree, and this is linear).
/// 2. In the middle, anchors are a longest common subsequence of strong keys: an exact table when the middle is
///    small, else patience-style (the k-th occurrence of a key in A pairs with the k-th in B, and the longest
///    increasing run of those pairs is kept, O(n log n)).
/// 3. Between two anchors, leftover items are paired in order by weak key (a changed call, a moved-and-changed
///    view); what still has no partner was removed (A only) or added (B only).
///
/// Used for a node's own calls and for a view's children; neither is long except in generated stress trees.
enum SequenceAlignment {
    /// One step of an alignment: both sides (a pair), A only (removed), or B only (added).
    enum Step: Equatable {
        case pair(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// Above this many cells the exact LCS table gives way to the patience method.
    static let exactLimit = 1 << 18

    static func align(strongA: [Int], strongB: [Int], weakA: [Int], weakB: [Int]) -> [Step] {
        var steps: [Step] = []
        steps.reserveCapacity(max(strongA.count, strongB.count))
        let n = strongA.count, m = strongB.count
        var prefix = 0
        while prefix < n && prefix < m && strongA[prefix] == strongB[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < n - prefix && suffix < m - prefix && strongA[n - 1 - suffix] == strongB[m - 1 - suffix] { suffix += 1 }
        for i in 0..<prefix { steps.append(.pair(i, i)) }
        let midA = prefix..<(n - suffix), midB = prefix..<(m - suffix)
        if !midA.isEmpty || !midB.isEmpty {
            let anchors = commonSubsequence(strongA, midA, strongB, midB)
            var lastA = midA.lowerBound, lastB = midB.lowerBound
            for (i, j) in anchors {
                fillGap(weakA, lastA..<i, weakB, lastB..<j, into: &steps)
                steps.append(.pair(i, j))
                lastA = i + 1
                lastB = j + 1
            }
            fillGap(weakA, lastA..<midA.upperBound, weakB, lastB..<midB.upperBound, into: &steps)
        }
        for k in 0..<suffix { steps.append(.pair(n - suffix + k, m - suffix + k)) }
        return steps
    }

    /// Pairs of indices forming a common subsequence of `a[ra]` and `b[rb]`, increasing in both.
    static func commonSubsequence(_ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>) -> [(Int, Int)] {
        if ra.isEmpty || rb.isEmpty { return [] }
        if ra.count * rb.count <= exactLimit { return exactLCS(a, ra, b, rb) }
        return patience(a, ra, b, rb)
    }

    /// The classic dynamic-programming LCS, backtracked from the end so earlier items pair first on ties.
    private static func exactLCS(_ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>) -> [(Int, Int)] {
        let n = ra.count, m = rb.count
        let width = m + 1
        var table = [Int32](repeating: 0, count: (n + 1) * width)
        // table[i][j] = LCS length of a[ra][i...] and b[rb][j...]
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * width + j] = a[ra.lowerBound + i] == b[rb.lowerBound + j]
                    ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < n && j < m {
            if a[ra.lowerBound + i] == b[rb.lowerBound + j] {
                pairs.append((ra.lowerBound + i, rb.lowerBound + j))
                i += 1
                j += 1
            } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    /// k-th occurrence pairing, then the longest run increasing in B (patience sorting), in O(n log n).
    private static func patience(_ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>) -> [(Int, Int)] {
        var positions: [Int: [Int]] = [:]
        for j in rb { positions[b[j], default: []].append(j) }
        var used: [Int: Int] = [:]
        var candidates: [(Int, Int)] = []
        for i in ra {
            guard let list = positions[a[i]] else { continue }
            let k = used[a[i], default: 0]
            guard k < list.count else { continue }
            used[a[i]] = k + 1
            candidates.append((i, list[k]))
        }
        // Longest strictly increasing subsequence of candidates by B index.
        var tails: [Int] = []          // index into candidates of the smallest tail of each length
        var previous = [Int](repeating: -1, count: candidates.count)
        for (index, candidate) in candidates.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if candidates[tails[mid]].1 < candidate.1 { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [(Int, Int)] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(candidates[cursor])
            cursor = previous[cursor]
        }
        return result.reversed()
    }

    /// Between anchors: pair by weak key (a common subsequence again), the rest removed, then added, in order.
    private static func fillGap(_ weakA: [Int], _ ra: Range<Int>, _ weakB: [Int], _ rb: Range<Int>, into steps: inout [Step]) {
        if ra.isEmpty { for j in rb { steps.append(.added(j)) }; return }
        if rb.isEmpty { for i in ra { steps.append(.removed(i)) }; return }
        let pairs = commonSubsequence(weakA, ra, weakB, rb)
        var i = ra.lowerBound, j = rb.lowerBound
        for (pi, pj) in pairs {
            while i < pi { steps.append(.removed(i)); i += 1 }
            while j < pj { steps.append(.added(j)); j += 1 }
            steps.append(.pair(pi, pj))
            i = pi + 1
            j = pj + 1
        }
        while i < ra.upperBound { steps.append(.removed(i)); i += 1 }
        while j < rb.upperBound { steps.append(.added(j)); j += 1 }
    }
}
