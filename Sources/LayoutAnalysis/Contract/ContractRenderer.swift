import LayoutModel

/// The report of `layoutdbg contract`: the sweep as two compact tables (reply widths and reply heights, one
/// row per proposed height, one column per proposed width), then the violations.
///
///     contract of Grid/GridRow[0]/Grid[2] "inner": 144 proposals, 2 violations
///
///     reply width (rows: proposed height, columns: proposed width)
///               0      1      5     10 …
///         0     8      8*     8     10 …
///
/// A `*` marks a reply that takes part in a violation.
public enum ContractRenderer {
    /// At most this many violations are listed; the rest are counted.
    public static let listLimit = 20

    public static func render(_ sweep: ContractSweep, node: String) -> String {
        var lines = ["contract of \(node): \(sweep.values.count * sweep.values.count) proposals, "
            + (sweep.violations.isEmpty ? "no violations" : "\(sweep.violations.count) violation\(sweep.violations.count == 1 ? "" : "s")")]
        var marked = Set<ProposedSize>()
        for violation in sweep.violations { marked.insert(violation.smaller); marked.insert(violation.larger) }
        for axis in Axis.allCases {
            lines.append("")
            lines.append("reply \(axis == .horizontal ? "width" : "height") (rows: proposed height, columns: proposed width)")
            lines += table(sweep, axis, marked: marked)
        }
        if !sweep.violations.isEmpty {
            lines.append("")
            lines.append("violations:")
            let groups = group(sweep)
            for text in groups.prefix(listLimit) { lines.append("  " + text) }
            if groups.count > listLimit { lines.append("  … and \(groups.count - listLimit) more") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The violations as sentences, one per pattern: violations that differ only in the proposal on the other
    /// axis (monotonicity) or only in the larger proposal (consistency) share a line.
    public static func group(_ sweep: ContractSweep) -> [String] {
        var order: [String] = []
        var members: [String: [String]] = [:]
        var heads: [String: String] = [:]
        let p = NumberFormat.proposal, s = NumberFormat.size
        let n: (Double) -> String = NumberFormat.string
        for v in sweep.violations {
            let key: String, head: String, member: String
            switch v.property {
            case .monotonic:
                let axis = v.axis ?? .horizontal
                let (dimension, other) = axis == .horizontal ? ("width", "height") : ("height", "width")
                key = "m/\(dimension)/\(n(v.smaller[axis] ?? 0))/\(n(v.larger[axis] ?? 0))/\(n(v.smallerReply[axis]))/\(n(v.largerReply[axis]))"
                head = "monotonic (\(dimension)): a proposed \(dimension) of \(n(v.smaller[axis] ?? 0)) gets \(n(v.smallerReply[axis])), "
                    + "the larger \(n(v.larger[axis] ?? 0)) only \(n(v.largerReply[axis])); at \(other)s"
                member = NumberFormat.string(v.smaller[axis.other])
            case .consistent:
                key = "c/\(s(v.smallerReply))/\(s(v.largerReply))"
                head = "consistent: \(s(v.largerReply)), the reply to a larger proposal such as \(p(v.larger)), fits in proposals "
                    + "that get \(s(v.smallerReply)) instead:"
                member = p(v.smaller)
            }
            if members[key] == nil { order.append(key); heads[key] = head }
            if members[key]?.contains(member) != true { members[key, default: []].append(member) }
        }
        return order.map { key in
            let list = members[key]!
            let shown = list.count > 6 ? list.prefix(5).joined(separator: ", ") + ", … (\(list.count) in all)" : list.joined(separator: ", ")
            return heads[key]! + " " + shown
        }
    }

    private static func table(_ sweep: ContractSweep, _ axis: Axis, marked: Set<ProposedSize>) -> [String] {
        let headers = sweep.values.map(NumberFormat.string)
        let cells = sweep.values.indices.map { h in
            sweep.values.indices.map { w in NumberFormat.string(sweep.reply(width: w, height: h)[axis]) }
        }
        let rowHeaderWidth = headers.map(\.count).max() ?? 0
        let columnWidth = max(headers.map(\.count).max() ?? 0, cells.flatMap { $0 }.map(\.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(width - text.count, 0)) + text }
        // Every cell keeps one column after its number for the mark, so that numbers stay right-aligned.
        var lines = [pad("", rowHeaderWidth) + headers.map { "  " + pad($0, columnWidth) + " " }.joined()]
        for (h, row) in cells.enumerated() {
            let marks = sweep.values.indices.map { w in
                marked.contains(ProposedSize(width: sweep.values[w], height: sweep.values[h])) ? "*" : " "
            }
            lines.append(pad(headers[h], rowHeaderWidth) + zip(row, marks).map { "  " + pad($0, columnWidth) + $1 }.joined())
        }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
