#!/usr/bin/env python3
"""The HTML report in a real browser (headless Chromium), as `Tests/Browser/check-report.sh` runs it.

For one input: writes the report with the built `layoutdbg`, then
  1. loads it and fails on any console error;
  2. loads a copy with a test script appended that clicks every row of the tree and checks that exactly the matching
     box is highlighted and that the box's rectangle on screen is the node's frame from `layoutdbg trace --format json
     --frames`, scaled as the picture is scaled; it also moves through the tree with the arrow keys;
  3. takes its screenshot (kept as an artifact, and what docs/report.png shows), and one of a copy without its scripts
     (headless Chromium takes no screenshot with scripts turned off): the two must be the same picture, so the page
     is complete as a static page;
  4. writes the report of a generated tree of 99,101 nodes and checks that it loads in under 2 s (the fastest of up to
     three loads, navigation start to the load event), that scrolling the tree to its end draws the last rows from the data, and that one of them
     selects.
Standard library only. Exit status 1 on any failure, with what failed.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(arguments, **kwargs):
    return subprocess.run(arguments, capture_output=True, text=True, timeout=120, **kwargs)


def chromium(*arguments):
    return run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--window-size=1300,1000", *arguments])


def main():
    layoutdbg, source, out = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(out, exist_ok=True)
    report = os.path.join(out, "report.html")
    made = run([layoutdbg, "report", source, "-o", report], cwd=ROOT)
    if made.returncode != 0:
        sys.exit("layoutdbg report failed: " + made.stderr)
    traced = run([layoutdbg, "trace", source, "--format", "json", "--frames"], cwd=ROOT)
    trace = json.loads(traced.stdout)
    frames = {str(node["id"]): node.get("frame") for node in trace["nodes"]}
    failures = []

    # 1. Nothing on the console: the page logs nothing, so any message is an error (Chromium prints console.error
    # and uncaught exceptions alike as CONSOLE lines, without their level).
    logged = chromium("--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + report)
    console = [line for line in logged.stderr.splitlines() if ":CONSOLE" in line]
    if console:
        failures.append("console messages: " + " | ".join(console))

    # 2. Selection, both ways, against the trace's frames.
    with open(report, encoding="utf-8") as handle:
        page = handle.read()
    probe = """
<script>
(function () {
  var frames = %s, results = [], rows = document.querySelectorAll('#tree li');
  var svg = document.querySelector('#canvas svg'), ctm = svg.getScreenCTM();
  // The frame in the picture's coordinates, mapped to the screen as the browser scales the picture.
  function screen(x, y) { var p = svg.createSVGPoint(); p.x = x; p.y = y; return p.matrixTransform(ctm); }
  rows.forEach(function (row) {
    row.click();
    var node = row.dataset.node, selected = document.querySelectorAll('#canvas .view.selected');
    var result = {node: node, selected: Array.prototype.map.call(selected, function (g) { return g.id; })};
    var rect = document.getElementById('n' + node);
    if (rect && frames[node]) {
      var r = rect.querySelector('rect').getBoundingClientRect(), f = frames[node];
      var a = screen(f[0], f[1]), b = screen(f[0] + f[2], f[1] + f[3]);
      result.onScreen = [r.left, r.top, r.width, r.height];
      result.expected = [a.x, a.y, b.x - a.x, b.y - a.y];
      result.frame = f;
    }
    result.details = document.getElementById('selected').textContent;
    results.push(result);
  });
  // Clicking a box selects its row; the arrow keys move the selection.
  var last = document.querySelectorAll('#canvas .view');
  last[last.length - 1].dispatchEvent(new MouseEvent('click', {bubbles: true}));
  var clicked = document.querySelector('#tree li[aria-selected="true"]').dataset.node;
  document.getElementById('tree').dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowUp', bubbles: true}));
  var up = document.querySelector('#tree li[aria-selected="true"]').dataset.node;
  var pre = document.createElement('pre');
  pre.id = 'probe';
  pre.textContent = JSON.stringify({rows: results, clickedBox: last[last.length - 1].id, clickedRow: clicked, afterUp: up});
  document.body.appendChild(pre);
})();
</script>
""" % json.dumps(frames)
    probed = os.path.join(out, "report-probe.html")
    with open(probed, "w", encoding="utf-8") as handle:
        handle.write(page.replace("</body>", probe + "</body>"))
    dom = chromium("--dump-dom", "file://" + probed).stdout
    found = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    if not found:
        failures.append("the probe did not run")
    else:
        text = found.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
        probe = json.loads(text)
        for row in probe["rows"]:
            node = row["node"]
            if frames.get(node) and row["selected"] != ["n" + node]:
                failures.append("row %s highlighted %s" % (node, row["selected"]))
            if "frame" in row:
                if any(abs(a - b) > 0.01 for a, b in zip(row["onScreen"], row["expected"])):
                    failures.append("box of node %s is at %s on screen, its frame %s scaled is %s"
                                    % (node, row["onScreen"], row["frame"], row["expected"]))
            if not row["details"]:
                failures.append("row %s shows no negotiation" % node)
        if "n" + probe["clickedRow"] != probe["clickedBox"]:
            failures.append("clicking box %s selected row %s" % (probe["clickedBox"], probe["clickedRow"]))
        if int(probe["afterUp"]) != int(probe["clickedRow"]) - 1:
            failures.append("ArrowUp from row %s went to %s" % (probe["clickedRow"], probe["afterUp"]))

    # 3. The screenshot, for people, and the same picture without scripts.
    shot, static_shot = os.path.join(out, "report.png"), os.path.join(out, "report-static.png")
    static_page = os.path.join(out, "report-static.html")
    with open(static_page, "w", encoding="utf-8") as handle:
        handle.write(re.sub(r"<script.*?</script>\n?", "", page, flags=re.S))
    chromium("--screenshot=" + shot, "file://" + report)
    chromium("--screenshot=" + static_shot, "file://" + static_page)
    if not (os.path.exists(shot) and os.path.exists(static_shot)):
        failures.append("no screenshot")
    elif open(shot, "rb").read() != open(static_shot, "rb").read():
        failures.append("without its scripts the page looks different (%s, %s)" % (shot, static_shot))
    # The picture docs/report.png shows: the deepest view with a finding (the cause, in the seed) selected through
    # the page's link.
    flagged = re.findall(r'<li id="row-n(\d+)"[^>]* class="flagged"', page)
    chromium("--screenshot=" + os.path.join(out, "report-selected.png"),
             "file://" + report + ("#node=" + flagged[-1] if flagged else ""))
    # The link opens with its view selected: its row marked, its negotiation shown.
    if flagged:
        linked = chromium("--dump-dom", "file://" + report + "#node=" + flagged[-1]).stdout
        if not re.search(r'<li id="row-n%s"[^>]* aria-selected="true"' % flagged[-1], linked) or '<ol id="calls"></ol>' in linked:
            failures.append("report.html#node=%s does not open with that view selected" % flagged[-1])

    failures += large(layoutdbg, out)

    if failures:
        print("report in the browser: FAILED\n  " + "\n  ".join(failures))
        sys.exit(1)
    print("report in the browser: %d rows selected and matched their boxes, no console errors, static without "
          "scripts; screenshot %s" % (len(probe["rows"]), os.path.join(out, "report.png")))


def large(layoutdbg, out):
    """A 100,000-node report: opens in under 2 s, and its tree draws the rows in view."""
    def color():
        return {"view": "Color", "modifiers": [{"frame": {"height": 2}}]}
    stacks = [{"view": "HStack", "spacing": 0, "children": [{"view": "VStack", "spacing": 0, "children": [color() for _ in range(49)]}
                                                             for _ in range(10)]} for _ in range(100)]
    tree = os.path.join(out, "large.json")
    with open(tree, "w", encoding="utf-8") as handle:
        json.dump({"proposal": {"width": 1000, "height": 20000}, "root": {"view": "VStack", "spacing": 0, "children": stacks}}, handle)
    report = os.path.join(out, "large.html")
    made = run([layoutdbg, "report", tree, "-o", report, "--limit", "views=60000"], cwd=ROOT)
    if made.returncode != 0:
        return ["the large report failed: " + made.stderr]
    with open(report, encoding="utf-8") as handle:
        page = handle.read()
    probe = """<script>
window.addEventListener('load', function () {
  setTimeout(function () {
    var t = performance.timing, tree = document.getElementById('tree');
    tree.scrollTop = tree.scrollHeight;
    tree.dispatchEvent(new Event('scroll'));
    var drawn = tree.querySelectorAll('li.spacer li[data-node]');
    if (drawn.length) drawn[drawn.length - 1].click();
    var pre = document.createElement('pre');
    pre.id = 'probe';
    pre.textContent = JSON.stringify({load: t.loadEventStart - t.navigationStart, drawn: drawn.length,
      last: drawn.length ? Number(drawn[drawn.length - 1].dataset.node) : -1, selected: document.getElementById('selected').textContent});
    document.body.appendChild(pre);
  }, 0);
});
</script>"""
    probed = os.path.join(out, "large-probe.html")
    with open(probed, "w", encoding="utf-8") as handle:
        handle.write(page.replace("</body>", probe + "</body>"))
    # The load time is the fastest of up to three loads: a busy machine only ever adds time, and one slow load (the CI
    # machine once took 2.43 s where this one takes 1.5) is the machine's, not the page's; a page slow every time
    # fails. What each load drew is checked every time.
    failures = []
    result = None
    for _ in range(3):
        found = re.search(r'<pre id="probe">(.*?)</pre>', chromium("--dump-dom", "file://" + probed).stdout, re.S)
        if not found:
            return failures + ["the large page's probe did not run"]
        loaded = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
        if loaded["drawn"] == 0 or loaded["last"] != 99100 or not loaded["selected"].endswith("Color[48]"):
            failures.append("the large tree's last rows: %s" % loaded)
        if result is None or loaded["load"] < result["load"]:
            result = loaded
        if result["load"] < 2000:
            break
    if result["load"] >= 2000:
        failures.append("the 99,101-node report took %d ms to load" % result["load"])
    print("large report: %d bytes, loaded in %d ms, %d rows drawn at the end of the tree"
          % (len(page), result["load"], result["drawn"]))
    return failures


if __name__ == "__main__":
    main()
