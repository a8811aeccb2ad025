import LayoutModel

/// The inspector table of ole/swiftui-layout-inspector, in plain text: one row per request with the view
/// (indented by depth), the proposal, why it was made, and the reply. Placements and cache lookups are left out.
public enum TraceTableRenderer {
    public static func render(_ trace: Trace) -> [UInt8] {
        let names = NodeNames.short(trace.nodes)
        // The user's view or layout a node comes from, on the node's first row; the column only when some node has one.
        var declarations = trace.nodes.map(\.declarationText)
        let showsDeclarations = declarations.contains { $0 != nil }
        var rows: [(String, String, String, String, String)] = [("View", "Proposal", "Reason", "Response", showsDeclarations ? "Declared" : "")]
        // The row of each request, by its sequence number, which its reply carries.
        var rowOfRequest: [Int32: Int] = [:]
        for (index, event) in trace.events.enumerated() {
            switch event {
            case .request(let node, let p, let query, let reason, let depth):
                let level = min(Int(depth), TraceTextRenderer.maxIndent)
                let view = String(repeating: "  ", count: level) + names[Int(node)]
                let proposal = (query == .size ? "" : (query == .width ? "width? " : "height? ")) + NumberFormat.proposal(p) + " " + p.kind.description
                rows.append((view, proposal, reason.rawValue, "", declarations[Int(node)] ?? ""))
                declarations[Int(node)] = nil
                rowOfRequest[Int32(index + 1)] = rows.count - 1
            case .reply(_, _, let query, let size, _, let remeasured, let request):
                guard let row = rowOfRequest.removeValue(forKey: request) else { continue }
                var reply = query == .size ? NumberFormat.size(size) : NumberFormat.string(query == .width ? size.width : size.height)
                if remeasured { reply += " (re-measured)" }
                rows[row].3 = reply
            default:
                continue
            }
        }
        let widths = (rows.map { $0.0.count }.max() ?? 0, rows.map { $0.1.count }.max() ?? 0, rows.map { $0.2.count }.max() ?? 0,
                      rows.map { $0.3.count }.max() ?? 0)
        var out = ByteWriter(capacity: rows.count * 80)
        for (index, row) in rows.enumerated() {
            for (cell, width) in [(row.0, widths.0), (row.1, widths.1), (row.2, widths.2)] {
                out.write(string: cell)
                out.write(spaces: width - cell.count + 3)
            }
            out.write(string: row.3)
            if !row.4.isEmpty {
                out.write(spaces: widths.3 - row.3.count + 3)
                out.write(string: row.4)
            }
            out.write("\n")
            if index == 0 {
                let declared = showsDeclarations ? 3 + (rows.map { $0.4.count }.max() ?? 0) : 0
                out.write(string: String(repeating: "-", count: widths.0 + widths.1 + widths.2 + 9 + max(8, widths.3) + declared))
                out.write("\n")
            }
        }
        return out.bytes
    }
}
