import Foundation
import LayoutTestSupport
import Testing

/// `trace --format svg` (issue 13 item 1): the final frames as boxes with the screen or the root's proposal, marks for
/// views sized other than proposed, zero-sized views and findings; bounded however large the tree.
@Suite struct SVGOutputTests {
    @Test func aSmallLayoutIsDrawnBoxByBox() throws {
        let directory = try ScratchDirectory.make("svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("small.json")
        try """
            {"proposal": {"width": 100, "height": 60}, "root": {"view": "HStack", "spacing": 0, "children": [
              {"view": "Color", "modifiers": [{"frame": {"width": 40}}]},
              {"view": "Text", "text": "A&B"},
              {"view": "Color", "modifiers": [{"frame": {"width": 0, "height": 10}}]}]}}
            """.write(to: input, atomically: true, encoding: .utf8)
        let run = layoutdbg("trace", input.path, "--format", "svg")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Wide enough for the legend; the layout's own part is its proposal, 100 × 60, drawn dashed.
        #expect(lines[0] == #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 106" width="340" height="106" font-family="Helvetica, Arial, sans-serif" font-size="10">"#)
        #expect(lines.contains(#"<rect class="safe-area" x="0" y="0" width="100" height="60"><title>the root's proposal (100, 60)</title></rect>"#))
        // The stack answers 73.667 wide to 100: dashed; the Text's name is escaped nowhere it is not needed.
        #expect(lines.contains(#"<g class="view resized" id="n0"><title>HStack (0, 0, 73.667, 60), proposed (100, 60)</title><rect x="0" y="0" width="73.667" height="60"/><text x="2" y="10">HStack</text></g>"#))
        #expect(lines.contains(#"<g class="view" id="n2"><title>Color[0] (0, 0, 40, 60), proposed (40, 60)</title><rect x="0" y="0" width="40" height="60"/></g>"#))
        // A zero-width view gets a dot at its origin.
        #expect(lines.contains(#"<g class="view zero" id="n5"><title>Color[2] (73.667, 25, 0, 10), proposed (0, 10)</title><circle cx="73.667" cy="25" r="2"/><rect x="73.667" y="25" width="0" height="10"/></g>"#))
        #expect(lines.contains(#"<text class="summary" x="2" y="72">6 of 6 views drawn</text>"#))
        #expect(lines.suffix(2) == ["</svg>", ""])
    }

    @Test func theSeedsGridBugShowsItsFindingsOnTheScreen() {
        let run = layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--format", "svg")
        #expect(run.status == 0)
        // On the device: its screen and safe area; the findings go to standard error, as with JSON.
        #expect(run.stdout.contains(#"<rect class="screen" x="0" y="0" width="402" height="874"/>"#))
        #expect(run.stdout.contains(#"<rect class="safe-area" x="0" y="62" width="402" height="778"/>"#))
        #expect(run.stdout.contains(#"<g class="view finding" id="n4"><title>GridRow[0]/Grid[2] (205, 276, 167, 350), proposed (167, 350) · [nested-grid-min-size] Grid/GridRow[0]/Grid[2] replies (8, 16) to the zero proposal"#))
        #expect(run.stderr.contains("warning: [nested-grid-min-size]"))
        // Byte for byte the same again.
        #expect(layoutdbg("trace", "fixtures/seed-002/grid-bug.json", "--format", "svg").stdout == run.stdout)
    }

    @Test func aLargeTreeIsSummarisedNotDrawnWhole() throws {
        let directory = try ScratchDirectory.make("svg-large")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("large.json")
        // 6,000 rows of 1 pt and 2,000 of a tenth of a point: 5,000 drawn, 1,000 past the limit, 2,000 too thin.
        let rows = Array(repeating: #"{"view": "Color", "modifiers": [{"frame": {"height": 1}}]}"#, count: 6_000)
            + Array(repeating: #"{"view": "Color", "modifiers": [{"frame": {"height": 0.1}}]}"#, count: 2_000)
        try #"{"proposal": {"width": 100, "height": 8000}, "root": {"view": "VStack", "spacing": 0, "children": ["#
            .appending(rows.joined(separator: ",")).appending("]}}").write(to: input, atomically: true, encoding: .utf8)
        let run = layoutdbg("trace", input.path, "--format", "svg")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: "<g class=\"view").count - 1 == 5_000)
        #expect(run.stdout.contains(">5000 of 16001 views drawn; 4000 thinner than a pixel; 7001 smaller than the 5000 largest</text>"))
    }
}

/// `diff A B --report FILE`: the two pictures side by side, the changed views marked on both.
@Suite struct DiffReportTests {
    @Test func theSeedsBugAgainstItsWorkaround() throws {
        let directory = try ScratchDirectory.make("diff-report")
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("diff.html")
        let run = layoutdbg("diff", "fixtures/diff/seed-002-bug.json", "fixtures/diff/seed-002-workaround.json", "--report", page.path)
        #expect(run.status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<h1>A → B</h1><p>9 views changed: marked red on both sides (hover a box for its change)</p>"))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 2)
        // The outer grid, 342 wide in A and 350 in B, marked with its change on both sides.
        #expect(html.contains("<g class=\"view resized finding\" id=\"n1\"><title>Grid (30, 276, 342, 350), proposed (350, 350) · changed: ~ reply"))
        #expect(html.contains("<pre>--- a: fixtures/diff/seed-002-bug.json"))
    }
}

/// `report`: one page; with passes after the first, a pass selector and each call tagged with its pass.
@Suite struct HTMLReportTests {
    @Test func twoPassesGetASelectorAndCallsByPass() {
        let run = layoutdbg("report", "fixtures/stacks/zstack.json", "--proposal", "200x100", "--proposal", "100x200")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("<!doctype html>\n<html lang=\"en\">\n"))
        #expect(run.stdout.contains(#"<select id="pass"><option value="1">1</option><option value="2" selected>2</option></select>"#))
        // Calls as numbers, [pass, kind, …]: the root's request of each pass (kind 0, reason 0 "root", query 0 "size").
        #expect(run.stdout.contains(#"{"maximumCalls":300000,"reasons":["root","probe-min","probe-max","ideal","distribute","measure","place","candidate","custom","recorded"],"queries":["size","width","height"]"#))
        #expect(run.stdout.contains(#"[1,0,200,100,0,0]"#))
        #expect(run.stdout.contains(#"[2,0,100,200,0,0]"#))
        // Self-contained: nothing fetched from elsewhere.
        // One address in all: the SVG namespace, which names the format and is never fetched.
        #expect(run.stdout.components(separatedBy: "http://").count - 1 == 1)
        #expect(run.stdout.contains(#"xmlns="http://www.w3.org/2000/svg""#))
        #expect(!run.stdout.contains("https://") && !run.stdout.contains(" src=") && !run.stdout.contains("<link"))
    }

    @Test func onePassHasNoSelectorAndTheFindingsLinkToTheirViews() {
        let run = layoutdbg("report", "fixtures/seed-002/grid-bug.json")
        #expect(run.status == 0)
        #expect(!run.stdout.contains(#"<select id="pass">"#))
        #expect(run.stdout.contains(#"<h2>Findings (2)</h2>"#))
        #expect(run.stdout.contains(##"<li class="warning"><a href="#row-n4" data-node="4">GridRow[0]/Grid[2]</a>: <strong>[nested-grid-min-size]</strong>"##))
        #expect(run.stdout.contains(#"<li id="row-n4" data-node="4" style="padding-left: 28px" class="flagged"><span class="name" title="Grid/GridRow[0]/Grid[2]">Grid[2]</span>"#))
    }

    /// A tree of 601 views: the page holds its first 500 rows as HTML and says how many the script draws from data.
    @Test func aLargeTreeHoldsItsFirstRowsAndSaysHowManyMore() throws {
        let directory = try ScratchDirectory.make("large-report")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("wide.json")
        let colors = Array(repeating: #"{"view": "Color"}"#, count: 600).joined(separator: ",")
        try Data(#"{"proposal": {"width": 100, "height": 100}, "root": {"view": "VStack", "children": [\#(colors)]}}"#.utf8).write(to: input)
        let run = layoutdbg("report", input.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: "<li id=\"row-n").count - 1 == 500)
        #expect(run.stdout.contains(#"<li id="row-n499" data-node="499""#))
        #expect(run.stdout.contains("<li class=\"more\">… 101 more views (scroll them with scripts on)</li>"))
        #expect(run.stdout.contains(#"data-count="601""#))
    }
}
