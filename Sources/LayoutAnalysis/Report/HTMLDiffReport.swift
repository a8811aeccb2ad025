import LayoutModel
import LayoutTrace

/// The page of a diff (`layoutdbg diff A B --report FILE`, and a failing `check`'s report): the two pictures side by
/// side, the views that changed marked red on each (their change in the tooltip), and the diff as `diff` prints it.
/// Self-contained and static: no script.
public enum HTMLDiffReport {
    public static func render(_ a: Trace, _ b: Trace, diff: TraceDiff, titleA: String = "A", titleB: String = "B") -> [UInt8] {
        // Each changed view's entries, for its mark on both sides.
        var changes: [Int: [String]] = [:]
        for entry in diff.entries where entry.view >= 0 {
            changes[entry.view, default: []].append(DiffTextRenderer.text(of: entry))
        }
        func marks(_ trace: Trace, _ path: (DiffView) -> String?) -> [TraceSVGRenderer.Mark] {
            var index: [String: Int32] = [:]
            for (i, node) in trace.nodes.enumerated() where index[node.path] == nil { index[node.path] = Int32(i) }
            return changes.keys.sorted().compactMap { view in
                guard let found = path(diff.views[view]).flatMap({ index[$0] }) else { return nil }
                return TraceSVGRenderer.Mark(node: found, message: "changed: " + changes[view]!.joined(separator: "; "))
            }
        }
        let svgA = String(decoding: TraceSVGRenderer.render(a, marks: marks(a, \.pathA)), as: UTF8.self)
        let svgB = String(decoding: TraceSVGRenderer.render(b, marks: marks(b, \.pathB)), as: UTF8.self)
        let text = String(decoding: DiffTextRenderer.render(diff), as: UTF8.self)
        let html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>layoutdbg diff: \(HTMLReport.escape(a.header.input)) → \(HTMLReport.escape(b.header.input))</title>
            <style>
            body { font: 13px -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #222; }
            header { padding: 8px 16px; border-bottom: 1px solid #ddd; } header h1 { font-size: 15px; margin: 0; }
            header p { margin: 4px 0 0; color: #666; }
            .sides { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; padding: 8px 16px; }
            .sides h2 { font-size: 14px; margin: 0 0 6px; }
            .sides svg { max-width: 100%; max-height: 80vh; width: auto; height: auto; border: 1px solid #ddd; }
            pre { margin: 0 16px 16px; padding: 8px; background: #f6f6f6; border: 1px solid #ddd; overflow: auto; font-size: 12px; }
            </style>
            </head>
            <body>
            <header><h1>\(HTMLReport.escape(titleA)) → \(HTMLReport.escape(titleB))</h1><p>\(diff.isEqual ? "no differences" : "\(changes.count) view\(changes.count == 1 ? "" : "s") changed: marked red on both sides (hover a box for its change)")</p></header>
            <div class="sides">
            <section><h2>\(HTMLReport.escape(titleA)): \(HTMLReport.escape(a.header.input))</h2>
            \(svgA)</section>
            <section><h2>\(HTMLReport.escape(titleB)): \(HTMLReport.escape(b.header.input))</h2>
            \(svgB)</section>
            </div>
            <pre>\(HTMLReport.escape(text))</pre>
            </body>
            </html>

            """
        return Array(html.utf8)
    }
}
