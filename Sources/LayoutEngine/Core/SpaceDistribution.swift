// Models: how HStack/VStack order their children and hand out space (spec §7.2, §7.3); Grid reuses it
// for columns and rows (spec §11.3, inferred). Status: exact for stacks per OpenSwiftUI's audited
// StackLayout; the order of the lazy probes follows the insertion sort's comparisons, and past 32 children
// every child is probed up front in order (both inferred). Sums saturate (`Saturating`).
import LayoutModel

/// Ordering by layout priority and flexibility, then sharing out the available length.
enum SpaceDistribution {
    /// Indices sorted by the stack comparator: higher priority first; for equal priority, smaller
    /// flexibility (max − min) first; equal infinite flexibility puts the larger minimum first; otherwise
    /// the original order holds. `bounds(i)` is only called when a comparison needs it (lazy probing).
    static func prioritize(count: Int, priority: (Int) -> Double, bounds: (Int) -> (min: Double, max: Double)) -> [Int] {
        var order: [Int] = []
        prioritize(count: count, priority: priority, bounds: bounds, into: &order)
        return order
    }

    /// `prioritize` into `order`, whose storage is reused (a stack sorts its children again for every new cross
    /// proposal). `bounds` is asked again for an item already compared: the callers keep what they measured.
    static func prioritize(count: Int, priority: (Int) -> Double, bounds: (Int) -> (min: Double, max: Double),
                           into order: inout [Int]) {
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: 0..<count)
        guard count > 1 else { return }
        if count > 32 {
            // SwiftUI switches to a non-stable sort past 32 children; an insertion sort would be quadratic here.
            // Every item is probed up front, in order, and a stable sort keeps the result deterministic.
            let keys = (0..<count).map { (priority: priority($0), bounds: bounds($0)) }
            order.sort { a, b in
                let (ka, kb) = (keys[a], keys[b])
                if ka.priority != kb.priority { return ka.priority > kb.priority }
                // NaN flexibility sorts first, so that the comparator stays a strict weak ordering.
                let flexA = ka.bounds.max - ka.bounds.min, flexB = kb.bounds.max - kb.bounds.min
                let (fa, fb) = (flexA.isNaN ? -Double.infinity : flexA, flexB.isNaN ? -Double.infinity : flexB)
                if fa == fb {
                    if fa == .infinity && ka.bounds.min != kb.bounds.min { return ka.bounds.min > kb.bounds.min }
                    return a < b
                }
                return fa < fb
            }
            return
        }
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let (pa, pb) = (priority(a), priority(b))
            if pa != pb { return pa > pb }
            let (fa, fb) = (bounds(a), bounds(b))
            let (flexA, flexB) = (fa.max - fa.min, fb.max - fb.min)
            if flexA == flexB { return flexA == .infinity && fa.min > fb.min }
            return flexA < flexB
        }
        // A stable insertion sort, as SwiftUI's; the new element is the left operand of each comparison.
        for i in 1..<count {
            let element = order[i]
            var j = i
            while j > 0 && precedes(element, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = element
        }
    }

    /// Hands out `available` along the sorted `order`: each priority group, highest first, gets what is
    /// left after reserving the minimum of every lower group; within a group each item is offered an equal
    /// share of what remains. `take(i, offer)` sizes item i and returns the length it used.
    static func distribute(order: [Int], available: Double, priority: (Int) -> Double, minimum: (Int) -> Double,
                           take: (Int, Double) -> Double) {
        guard !order.isEmpty else { return }
        let topPriority = priority(order[0])
        var avail = available
        for i in order where priority(i) != topPriority { avail = Saturating.subtract(avail, minimum(i)) }
        var start = 0
        while start < order.count {
            let groupPriority = priority(order[start])
            var end = start
            while end < order.count && priority(order[end]) == groupPriority { end += 1 }
            if start > 0 { for k in start..<end { avail = Saturating.add(avail, minimum(order[k])) } }
            var remaining = Double(end - start)
            for k in start..<end {
                let offer = max(avail / remaining, 0)
                let used = take(order[k], offer)
                // ∞ − ∞ keeps ∞: under an infinite proposal every greedy item is offered ∞ (a NaN reply from a
                // custom layout leaves it unchanged too).
                if !(avail.isInfinite && used == avail) && !used.isNaN { avail = Saturating.subtract(avail, used) }
                remaining -= 1
            }
            start = end
        }
    }
}
