import LayoutModel
import LayoutTrace

/// `layoutdbg report FILE -o report.html`: one self-contained page (no network, no external script or font). The
/// views as a tree on one side, the picture of their final frames on the other (`TraceSVGRenderer`, inline), the
/// selected view's negotiation below (every request, reply and placement, by pass), and the findings with their
/// explanation and fix, each linking to its view. Selecting a row highlights its box; clicking a box selects its
/// row; arrow keys move through the tree; `report.html#node=4` opens with node 4 selected. Without scripts it is a
/// static picture: the tree, the boxes, the findings.
public enum HTMLReport {
    public static func render(_ trace: Trace, findings: [Finding]) -> [UInt8] {
        let names = NodeNames.short(trace.nodes)
        let marks = findings.compactMap { f in f.node.map { TraceSVGRenderer.Mark(node: $0, message: "[\(f.ruleID)] \(f.message)") } }
        let svg = String(decoding: TraceSVGRenderer.render(trace, marks: marks), as: UTF8.self)
        var flagged = Set<Int32>()
        for finding in findings { if let node = finding.node { flagged.insert(node) } }

        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>layoutdbg report: \(escape(trace.header.input))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><h1>\(escape(trace.header.input))</h1><p>\(escape(headerLine(trace)))</p></header>
            <main>
            <nav id="tree" aria-label="views" tabindex="0"><ol>

            """
        let depths = depths(trace)
        for (index, info) in trace.nodes.enumerated() {
            let depth = depths[index]
            let frame = index < trace.frames.count ? trace.frames[index] : nil
            html += "<li id=\"row-n\(index)\" data-node=\"\(index)\" style=\"padding-left: \(min(depth, 40) * 12 + 4)px\""
            html += flagged.contains(Int32(index)) ? " class=\"flagged\">" : ">"
            // The tree's indentation shows where a view is: its row names it by the last part of its path.
            let shortName = names[index].split(separator: "/").last.map(String.init) ?? names[index]
            html += "<span class=\"name\" title=\"\(escape(info.path))\">\(escape(shortName))</span>"
            if let declaration = info.declarationText { html += " <span class=\"declared\">\(escape(declaration))</span>" }
            html += " <span class=\"size\">\(frame.map { "\(number($0.size.width)) × \(number($0.size.height))" } ?? "not placed")</span>"
            if flagged.contains(Int32(index)) { html += " <span class=\"mark\" title=\"a finding\">!</span>" }
            html += "</li>\n"
        }
        html += "</ol></nav>\n<section id=\"canvas\" aria-label=\"frames\">\n\(svg)</section>\n"
        html += "<section id=\"details\" aria-live=\"polite\"><h2>Negotiation</h2>"
        let passes = passCount(trace)
        if passes > 1 {
            html += "<label>pass <select id=\"pass\">"
            for pass in 1...passes { html += "<option value=\"\(pass)\"\(pass == passes ? " selected" : "")>\(pass)</option>" }
            html += "</select></label>"
        }
        html += "<p id=\"selected\">Select a view in the tree or the picture.</p><ol id=\"calls\"></ol></section>\n</main>\n"
        html += "<section id=\"findings\"><h2>Findings (\(findings.count))</h2>"
        if findings.isEmpty {
            html += "<p>No findings.</p>"
        } else {
            html += "<ul>"
            for finding in findings {
                let link = finding.node.map { "<a href=\"#row-n\($0)\" data-node=\"\($0)\">\(escape(names[Int($0)]))</a>: " } ?? ""
                html += "<li class=\"\(finding.severity.rawValue)\">\(link)<strong>[\(escape(finding.ruleID))]</strong> \(escape(finding.message))"
                if !finding.fix.isEmpty { html += " <em>Fix:</em> \(escape(finding.fix))" }
                html += "</li>"
            }
            html += "</ul>"
        }
        html += "</section>\n<script type=\"application/json\" id=\"negotiation\">\(calls(trace, names: names))</script>\n"
        html += "<script>\(script)</script>\n</body>\n</html>\n"
        return Array(html.utf8)
    }

    /// Each node's calls, by pass: `[pass, "request" | "reply" | "place", text]`, as JSON (`</` escaped).
    static func calls(_ trace: Trace, names: [String]) -> String {
        var perNode = [[String]](repeating: [], count: trace.nodes.count)
        var pass = 1
        for event in trace.events {
            switch event {
            case .passStart(let number, _): pass = number
            case .request(let node, let proposal, let query, let reason, _):
                perNode[Int(node)].append("[\(pass),\"request\",\(json("offered \(text(proposal))\(query == .size ? "" : " (\(query.rawValue) only)") · \(reason.rawValue)"))]")
            case .reply(let node, _, _, let size, _, let remeasured, _):
                perNode[Int(node)].append("[\(pass),\"reply\",\(json("replied (\(number(size.width)), \(number(size.height)))\(remeasured ? " · remeasured" : "")"))]")
            case .cacheLookup(let node, let proposal, _, let outcome, _):
                let what = outcome.isHit ? "answered from the cache" : "missed the cache"
                perNode[Int(node)].append("[\(pass),\"cache\",\(json("\(text(proposal)) \(what)"))]")
            case .place(let node, let frame, _, _, let proposal, _):
                perNode[Int(node)].append("[\(pass),\"place\",\(json("placed at (\(number(frame.origin.x)), \(number(frame.origin.y))) in its parent, \(number(frame.size.width)) × \(number(frame.size.height)), proposed \(text(proposal))"))]")
            default: break
            }
        }
        let nodes = perNode.enumerated().map { index, calls in "{\"name\":\(json(names[index])),\"calls\":[\(calls.joined(separator: ","))]}" }
        return "[" + nodes.joined(separator: ",\n") + "]"
    }

    static func depths(_ trace: Trace) -> [Int] {
        var depths = [Int](repeating: 0, count: trace.nodes.count)
        for (index, info) in trace.nodes.enumerated() where info.parent >= 0 && Int(info.parent) < index {
            depths[index] = depths[Int(info.parent)] + 1
        }
        return depths
    }

    private static func passCount(_ trace: Trace) -> Int {
        trace.events.reduce(0) { count, event in if case .passStart = event { count + 1 } else { count } }
    }

    private static func headerLine(_ trace: Trace) -> String {
        var parts: [String] = []
        if let window = trace.header.window {
            parts.append("\(window.device), \(number(window.size.width)) × \(number(window.size.height)) pt")
        } else {
            parts.append("root proposal \(text(trace.header.rootProposal))")
        }
        parts.append("\(trace.nodes.count) views")
        parts.append("quirks: \(trace.header.quirks.isEmpty ? "none" : trace.header.quirks.joined(separator: ", "))")
        return parts.joined(separator: " · ")
    }

    private static func number(_ value: Double) -> String { NumberFormat.string(value) }
    private static func text(_ p: ProposedSize) -> String { "(\(p.width.map(number) ?? "nil"), \(p.height.map(number) ?? "nil"))" }

    static func escape(_ text: String) -> String { MarkupText.escape(text) }

    /// A JSON string that is safe inside a `<script>` element.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static let style = """
        body { font: 13px -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #222; }
        header { padding: 8px 16px; border-bottom: 1px solid #ddd; }
        header h1 { font-size: 15px; margin: 0; } header p { margin: 4px 0 0; color: #666; }
        main { display: grid; grid-template-columns: minmax(200px, 340px) minmax(0, 1fr) minmax(200px, 320px); gap: 0 16px; padding: 8px 16px; align-items: start; }
        #tree { position: relative; max-height: 85vh; overflow: auto; border: 1px solid #ddd; outline: none; }
        #tree:focus { border-color: #4a90d9; }
        #tree ol { list-style: none; margin: 0; padding: 0; }
        #tree li { padding: 2px 4px; white-space: nowrap; cursor: pointer; }
        #tree li:hover { background: #f0f4fa; }
        #tree li[aria-selected="true"] { background: #d6e6fa; }
        #tree li.flagged .name { color: #b00015; }
        .declared, .size { color: #777; font-size: 12px; }
        .mark { color: #fff; background: #d0021b; border-radius: 7px; padding: 0 5px; font-size: 11px; }
        #canvas svg { max-height: 85vh; max-width: 100%; width: auto; height: auto; border: 1px solid #ddd; }
        #details h2 { font-size: 14px; margin: 0 0 6px; } #details p { margin: 4px 0; font-weight: 600; }
        #canvas .view { cursor: pointer; }
        #canvas .view.selected rect { stroke: #000; stroke-width: 2.5; fill: rgba(255, 204, 0, 0.35); }
        #details ol { padding-left: 20px; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        #details .reply { color: #2a6a2a; } #details .place { color: #555; } #details .cache { color: #888; }
        #findings { padding: 0 16px 16px; } #findings li { margin: 4px 0; } #findings li.error strong { color: #d0021b; }
        """

    static let script = """
        (function () {
          var data = JSON.parse(document.getElementById('negotiation').textContent);
          var rows = Array.prototype.slice.call(document.querySelectorAll('#tree li'));
          var pass = document.getElementById('pass');
          var current = -1;
          function show(node) {
            var list = document.getElementById('calls');
            list.innerHTML = '';
            var wanted = pass ? Number(pass.value) : null;
            data[node].calls.forEach(function (call) {
              if (wanted !== null && call[0] !== wanted) return;
              var item = document.createElement('li');
              item.className = call[1];
              item.textContent = call[2];
              list.appendChild(item);
            });
            document.getElementById('selected').textContent = data[node].name;
          }
          // Scrolls the tree, not the page, to show a row.
          function reveal(row) {
            var tree = document.getElementById('tree'), top = row.offsetTop;
            if (top < tree.scrollTop) tree.scrollTop = top;
            else if (top + row.offsetHeight > tree.scrollTop + tree.clientHeight) tree.scrollTop = top + row.offsetHeight - tree.clientHeight;
          }
          function select(node, scroll) {
            if (current >= 0) {
              rows[current].removeAttribute('aria-selected');
              var old = document.getElementById('n' + current);
              if (old) old.classList.remove('selected');
            }
            current = node;
            rows[node].setAttribute('aria-selected', 'true');
            var box = document.getElementById('n' + node);
            if (box) box.classList.add('selected');
            if (scroll) reveal(rows[node]);
            show(node);
          }
          rows.forEach(function (row) {
            row.addEventListener('click', function () { select(Number(row.dataset.node), false); });
          });
          Array.prototype.forEach.call(document.querySelectorAll('#canvas .view'), function (box) {
            box.addEventListener('click', function () { select(Number(box.id.slice(1)), true); });
          });
          Array.prototype.forEach.call(document.querySelectorAll('#findings a'), function (link) {
            link.addEventListener('click', function (event) { event.preventDefault(); select(Number(link.dataset.node), true); });
          });
          document.getElementById('tree').addEventListener('keydown', function (event) {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            var next = current < 0 ? 0 : current + (event.key === 'ArrowDown' ? 1 : -1);
            if (next >= 0 && next < rows.length) select(next, true);
          });
          if (pass) pass.addEventListener('change', function () { if (current >= 0) show(current); });
          // report.html#node=4 opens with that view selected (an id of the page would scroll the page to it).
          var linked = /^#node=(\\d+)$/.exec(location.hash);
          if (linked && Number(linked[1]) < rows.length) select(Number(linked[1]), true);
        })();
        """
}
