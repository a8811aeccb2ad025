import LayoutModel

/// The report of `layoutdbg contract`: the sweep as two compact tables (reply widths and reply heights, one
/// row per proposed height, one column per proposed width), then the violations.
///
///     contract of Grid/GridRow[0]/Grid[2] "inner": 144 proposals, 2 violations
///
///     reply width (rows: proposed height, columns: proposed width)
///              0    1    5   10 …
///         0    8    8*   8   10 …
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
            for violation in sweep.violations.prefix(listLimit) { lines.append("  " + describe(violation)) }
            if sweep.violations.count > listLimit { lines.append("  … and \(sweep.violations.count - listLimit) more") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One violation as a sentence.
    public static func describe(_ v: ContractSweep.Violation) -> String {
        let p = NumberFormat.proposal, s = NumberFormat.size
        switch v.property {
        case .monotonic:
            let axis = v.axis ?? .horizontal
            let dimension = axis == .horizontal ? "width" : "height"
            return "monotonic (\(dimension)): \(p(v.smaller)) → \(s(v.smallerReply)), but the larger \(p(v.larger)) → "
                + "\(s(v.largerReply)): the reply's \(dimension) shrinks from \(NumberFormat.string(v.smallerReply[axis])) to "
                + "\(NumberFormat.string(v.largerReply[axis]))"
        case .consistent:
            return "consistent: \(p(v.larger)) → \(s(v.largerReply)) fits in \(p(v.smaller)), which gets \(s(v.smallerReply)) instead"
        }
    }

    private static func table(_ sweep: ContractSweep, _ axis: Axis, marked: Set<ProposedSize>) -> [String] {
        let headers = sweep.values.map(NumberFormat.string)
        var cells: [[String]] = []
        for (h, height) in sweep.values.enumerated() {
            cells.append(sweep.values.indices.map { w in
                let mark = marked.contains(ProposedSize(width: sweep.values[w], height: height)) ? "*" : ""
                return NumberFormat.string(sweep.reply(width: w, height: h)[axis]) + mark
            })
        }
        let rowHeaderWidth = headers.map(\.count).max() ?? 0
        let columnWidth = max(headers.map(\.count).max() ?? 0, cells.flatMap { $0 }.map(\.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(width - text.count, 0)) + text }
        var lines = [pad("", rowHeaderWidth) + " " + headers.map { " " + pad($0, columnWidth) }.joined()]
        for (h, row) in cells.enumerated() {
            lines.append(pad(headers[h], rowHeaderWidth) + " " + row.map { " " + pad($0, columnWidth) }.joined())
        }
        return lines
    }
}
