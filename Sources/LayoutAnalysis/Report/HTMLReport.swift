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
            <nav id="tree" aria-label="views" tabindex="0" data-count="\(trace.nodes.count)"><ol>

            """
        let depths = depths(trace)
        // Rows past `staticRows` are drawn by the script as they scroll into view; the page without scripts lists
        // the first ones and says how many more there are.
        for index in trace.nodes.indices.prefix(staticRows) {
            html += row(index, trace, names: names, depth: depths[index], flagged: flagged.contains(Int32(index)))
        }
        if trace.nodes.count > staticRows {
            html += "<li class=\"more\">… \(trace.nodes.count - staticRows) more views (scroll them with scripts on)</li>\n"
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
        html += "</section>\n<script type=\"application/json\" id=\"negotiation\">\(calls(trace, names: names, depths: depths, flagged: flagged))</script>\n"
        html += "<script>\(script)</script>\n</body>\n</html>\n"
        return Array(html.utf8)
    }

    /// How many tree rows the page holds as HTML: a larger tree's rows are drawn from the data as they come into view.
    /// Each row the page holds costs the browser 0.15–0.3 ms to open (headless Chromium, docs/report.md), so 500 (a
    /// few screens of the tree, what a page read without scripts shows) rather than thousands.
    static let staticRows = 500
    /// How many calls the page holds, in tree order: enough for any view of a tree of thousands, and a page of a
    /// 100,000-view tree still opens in a second or two. Past it a view's negotiation is left to the trace.
    static let maximumCalls = 300_000

    /// One row of the tree.
    static func row(_ index: Int, _ trace: Trace, names: [String], depth: Int, flagged: Bool) -> String {
        let info = trace.nodes[index]
        let frame = index < trace.frames.count ? trace.frames[index] : nil
        var html = "<li id=\"row-n\(index)\" data-node=\"\(index)\" style=\"padding-left: \(min(depth, 40) * 12 + 4)px\""
        html += flagged ? " class=\"flagged\">" : ">"
        // The tree's indentation shows where a view is: its row names it by the last part of its path.
        let shortName = names[index].split(separator: "/").last.map(String.init) ?? names[index]
        html += "<span class=\"name\" title=\"\(escape(info.path))\">\(escape(shortName))</span>"
        if let declaration = info.declarationText { html += " <span class=\"declared\">\(escape(declaration))</span>" }
        html += " <span class=\"size\">\(frame.map { "\(number($0.size.width)) × \(number($0.size.height))" } ?? "not placed")</span>"
        if flagged { html += " <span class=\"mark\" title=\"a finding\">!</span>" }
        return html + "</li>\n"
    }

    /// What the script needs, compact: per node its name, depth, size, flag and declaration (for rows drawn from
    /// data), and its calls (null past `maximumCalls`) as numbers, `[pass, kind, …]`: 0 request (w, h, reason, query), 1 reply (w, h, remeasured), 2 cache
    /// (w, h, hit), 3 place (x, y, w, h, proposed w, h); nil is null and infinity "inf". Parsed on first use, not at
    /// load, so a large page opens at once.
    static func calls(_ trace: Trace, names: [String], depths: [Int], flagged: Set<Int32>) -> String {
        var perNode = [[String]](repeating: [], count: trace.nodes.count)
        var pass = 1
        func n(_ value: Double?) -> String {
            guard let value else { return "null" }
            return value.isInfinite ? (value > 0 ? "\"inf\"" : "\"-inf\"") : value.isNaN ? "\"nan\"" : number(value)
        }
        let reasons = ProposalReason.allCases, queries = Query.allCases
        for event in trace.events {
            switch event {
            case .passStart(let number, _): pass = number
            case .request(let node, let p, let query, let reason, _):
                perNode[Int(node)].append("[\(pass),0,\(n(p.width)),\(n(p.height)),\(reasons.firstIndex(of: reason) ?? 0),\(queries.firstIndex(of: query) ?? 0)]")
            case .reply(let node, _, _, let size, _, let remeasured, _):
                perNode[Int(node)].append("[\(pass),1,\(n(size.width)),\(n(size.height)),\(remeasured ? 1 : 0)]")
            case .cacheLookup(let node, let p, _, let outcome, _):
                perNode[Int(node)].append("[\(pass),2,\(n(p.width)),\(n(p.height)),\(outcome.isHit ? 1 : 0)]")
            case .place(let node, let frame, _, _, let p, _):
                perNode[Int(node)].append("[\(pass),3,\(n(frame.origin.x)),\(n(frame.origin.y)),\(n(frame.size.width)),\(n(frame.size.height)),\(n(p.width)),\(n(p.height))]")
            default: break
            }
        }
        var json = "{\"maximumCalls\":\(maximumCalls),\"reasons\":[" + reasons.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "],\"queries\":["
        json += queries.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "],\"nodes\":[\n"
        var budget = maximumCalls
        json += perNode.enumerated().map { index, calls in
            let frame = index < trace.frames.count ? trace.frames[index] : nil
            let kept = calls.count <= budget
            budget -= kept ? calls.count : budget
            return "[\(self.json(names[index])),\(depths[index]),"
                + "\(frame.map { "[\(n($0.size.width)),\(n($0.size.height))]" } ?? "null"),\(flagged.contains(Int32(index)) ? 1 : 0),"
                + "\(trace.nodes[index].declarationText.map(self.json) ?? "null"),\(kept ? "[\(calls.joined(separator: ","))]" : "null")]"
        }.joined(separator: ",\n")
        return json + "]}"
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
            switch window.container {
            case .device, .fixed: parts.append("\(window.device), \(number(window.size.width)) × \(number(window.size.height)) pt")
            case .sizeThatFits: parts.append("\(window.device), sized to fit")
            }
        } else {
            parts.append("root proposal \(text(trace.header.rootProposal))")
        }
        parts.append("\(trace.nodes.count) views")
        parts.append("quirks: \(trace.header.quirks.isEmpty ? "none" : trace.header.quirks.joined(separator: ", "))")
        return parts.joined(separator: " · ")
    }

    private static func number(_ value: Double) -> String { NumberFormat.string(value) }
    private static func text(_ p: ProposedSize) -> String { ByteWriter.proposalText(p) }

    static func escape(_ text: String) -> String { MarkupText.escape(text) }

    /// A JSON string that is safe inside a `<script>` element: the trace writer's string, with `<` escaped.
    static func json(_ text: String) -> String {
        var out = ByteWriter(capacity: text.utf8.count + 8)
        out.writeJSONString(text)
        return String(decoding: out.bytes, as: UTF8.self).split(separator: "<", omittingEmptySubsequences: false).joined(separator: "\\u003c")
    }

    static let style = """
        body { font: 13px -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #222; }
        header { padding: 8px 16px; border-bottom: 1px solid #ddd; }
        header h1 { font-size: 15px; margin: 0; } header p { margin: 4px 0 0; color: #666; }
        main { display: grid; grid-template-columns: minmax(200px, 340px) minmax(0, 1fr) minmax(200px, 320px); gap: 0 16px; padding: 8px 16px; align-items: start; }
        #tree { position: relative; max-height: 85vh; overflow: auto; border: 1px solid #ddd; outline: none; }
        #tree:focus { border-color: #4a90d9; }
        #tree ol { list-style: none; margin: 0; padding: 0; }
        #tree li { height: 18px; box-sizing: border-box; padding: 2px 4px; line-height: 14px; white-space: nowrap; overflow: hidden; cursor: pointer; }
        #tree li.spacer { position: relative; padding: 0; cursor: default; }
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
          var ROW = 18;
          var tree = document.getElementById('tree'), list = tree.querySelector('ol');
          var total = Number(tree.dataset.count), staticCount = list.querySelectorAll('li[data-node]').length;
          var pass = document.getElementById('pass');
          var current = -1, data = null, spacer = null;
          // The data is parsed when first needed, so that a large page opens at once.
          function load() { if (!data) data = JSON.parse(document.getElementById('negotiation').textContent); return data; }
          function num(v) { return v === null ? 'nil' : String(v); }
          function pair(a, b) { return '(' + num(a) + ', ' + num(b) + ')'; }
          function text(c, d) {
            switch (c[1]) {
              case 0: return 'offered ' + pair(c[2], c[3]) + (c[5] ? ' (' + d.queries[c[5]] + ' only)' : '') + ' · ' + d.reasons[c[4]];
              case 1: return 'replied ' + pair(c[2], c[3]) + (c[4] ? ' · remeasured' : '');
              case 2: return pair(c[2], c[3]) + (c[4] ? ' answered from the cache' : ' missed the cache');
              default: return 'placed at ' + pair(c[2], c[3]) + ' in its parent, ' + num(c[4]) + ' × ' + num(c[5]) + ', proposed ' + pair(c[6], c[7]);
            }
          }
          var kinds = ['request', 'reply', 'cache', 'place'];
          function show(node) {
            var d = load(), out = document.getElementById('calls');
            out.innerHTML = '';
            var wanted = pass ? Number(pass.value) : null;
            var calls = d.nodes[node][5];
            if (!calls) {
              var note = document.createElement('li');
              note.textContent = 'not in this report (it holds the first ' + d.maximumCalls + ' calls): layoutdbg trace FILE has them all';
              out.appendChild(note);
            }
            (calls || []).forEach(function (c) {
              if (wanted !== null && c[0] !== wanted) return;
              var item = document.createElement('li');
              item.className = kinds[c[1]];
              item.textContent = text(c, d);
              out.appendChild(item);
            });
            document.getElementById('selected').textContent = d.nodes[node][0];
          }
          // A row past the page's own, drawn from the data.
          function makeRow(node) {
            var n = load().nodes[node], li = document.createElement('li');
            li.id = 'row-n' + node;
            li.dataset.node = node;
            li.style.paddingLeft = (Math.min(n[1], 40) * 12 + 4) + 'px';
            if (n[3]) li.className = 'flagged';
            var name = document.createElement('span');
            name.className = 'name';
            name.title = n[0];
            name.textContent = n[0].split('/').pop();
            li.appendChild(name);
            var size = document.createElement('span');
            size.className = 'size';
            size.textContent = ' ' + (n[2] ? num(n[2][0]) + ' × ' + num(n[2][1]) : 'not placed');
            li.appendChild(size);
            if (node === current) li.setAttribute('aria-selected', 'true');
            return li;
          }
          function drawVisible() {
            if (!spacer) return;
            var top = tree.scrollTop - spacer.offsetTop, bottom = top + tree.clientHeight;
            spacer.innerHTML = '';
            if (bottom < 0) return;
            var first = Math.max(0, Math.floor(top / ROW)), last = Math.min(total - staticCount, Math.ceil(bottom / ROW) + 1);
            for (var i = first; i < last; i++) {
              var li = makeRow(staticCount + i);
              li.style.position = 'absolute';
              li.style.top = (i * ROW) + 'px';
              li.style.left = '0';
              li.style.right = '0';
              spacer.appendChild(li);
            }
          }
          if (total > staticCount) {
            var more = list.querySelector('li.more');
            if (more) more.parentNode.removeChild(more);
            spacer = document.createElement('li');
            spacer.className = 'spacer';
            spacer.style.height = ((total - staticCount) * ROW) + 'px';
            list.appendChild(spacer);
            tree.addEventListener('scroll', drawVisible);
          }
          // Scrolls the tree, not the page, to show a row.
          function reveal(node) {
            var top = node < staticCount ? document.getElementById('row-n' + node).offsetTop : spacer.offsetTop + (node - staticCount) * ROW;
            if (top < tree.scrollTop) tree.scrollTop = top;
            else if (top + ROW > tree.scrollTop + tree.clientHeight) tree.scrollTop = top + ROW - tree.clientHeight;
            drawVisible();
          }
          function select(node, scroll) {
            if (current >= 0) {
              var oldRow = document.getElementById('row-n' + current), oldBox = document.getElementById('n' + current);
              if (oldRow) oldRow.removeAttribute('aria-selected');
              if (oldBox) oldBox.classList.remove('selected');
            }
            current = node;
            if (scroll) reveal(node);
            var row = document.getElementById('row-n' + node), box = document.getElementById('n' + node);
            if (row) row.setAttribute('aria-selected', 'true');
            if (box) box.classList.add('selected');
            show(node);
          }
          tree.addEventListener('click', function (event) {
            var row = event.target.closest('li[data-node]');
            if (row) select(Number(row.dataset.node), false);
          });
          Array.prototype.forEach.call(document.querySelectorAll('#canvas .view'), function (box) {
            box.addEventListener('click', function () { select(Number(box.id.slice(1)), true); });
          });
          Array.prototype.forEach.call(document.querySelectorAll('#findings a'), function (link) {
            link.addEventListener('click', function (event) { event.preventDefault(); select(Number(link.dataset.node), true); });
          });
          tree.addEventListener('keydown', function (event) {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            var next = current < 0 ? 0 : current + (event.key === 'ArrowDown' ? 1 : -1);
            if (next >= 0 && next < total) select(next, true);
          });
          if (pass) pass.addEventListener('change', function () { if (current >= 0) show(current); });
          // report.html#node=4 opens with that view selected (an id of the page would scroll the page to it).
          var linked = /^#node=(\\d+)$/.exec(location.hash);
          if (linked && Number(linked[1]) < total) select(Number(linked[1]), true);
        })();
        """
}
