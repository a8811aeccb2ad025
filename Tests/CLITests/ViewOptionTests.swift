import Foundation
import LayoutTestSupport
import Testing

/// `--view NAME` and `--list-views` (issue 18, "Picking the view"): a view type traced through the preview that
/// shows it, and every view, layout and preview of the input and its `--with` files listed with where it is.
@Suite struct ViewOptionTests {
    static let file = "fixtures/swift-files/views-and-previews.swift"

    @Test func listViewsNamesEveryViewAndPreviewWithItsLine() {
        let run = layoutdbg("trace", Self.file, "--list-views")
        #expect(run.status == 0)
        #expect(run.stdout == """
            view     Badge        views-and-previews.swift:6   needs text: String
            view     SettingsRow  views-and-previews.swift:16  needs title: String
            view     Screen       views-and-previews.swift:28
            preview  0 "Row"      views-and-previews.swift:37  shows SettingsRow
            preview  1 (unnamed)  views-and-previews.swift:41  shows Screen

            """)
    }

    /// `--view` is the preview that shows the view: the same trace as `--preview` with that preview.
    @Test func aViewIsTracedThroughThePreviewThatShowsIt() {
        let byView = layoutdbg("trace", Self.file, "--view", "Screen")
        let byPreview = layoutdbg("trace", Self.file, "--preview", "1")
        #expect(byView.status == 0)
        #expect(byView.stdout == byPreview.stdout)
        #expect(byView.stdout.contains("VStack ← (402, 778) explicit, root"))
        #expect(layoutdbg("trace", Self.file, "--view", "SettingsRow").stdout == layoutdbg("trace", Self.file).stdout)
    }

    @Test func aViewNoPreviewShowsIsItsOwnRootWhenItNeedsNothing() throws {
        let directory = try ScratchDirectory.make("view-option")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Two.swift").path
        try """
            struct Plain: View {
                var body: some View { Color.red.frame(width: 40, height: 20) }
            }

            struct Other: View {
                var body: some View { Text("Other") }
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let run = layoutdbg("trace", path, "--view", "Plain")
        #expect(run.status == 0)
        #expect(run.stdout.contains("Color.frame ← (402, 778) explicit, root → (40, 20)"))
    }

    @Test func aViewThatNeedsArgumentsAndHasNoPreviewSaysHowToMakeIt() {
        let run = layoutdbg("trace", Self.file, "--view", "Badge")
        #expect(run.status == 65)
        #expect(run.stderr == """
            fixtures/swift-files/views-and-previews.swift:6:1: error: 'Badge' needs text: String to be made, and no preview shows it
                6 | struct Badge: View {
                  | ^
            note: name the root view with its arguments: --root 'Badge(text: "Title")'
            note: or add a #Preview { Badge(text: "Title") } block

            """)
    }

    @Test func anUnknownViewGetsADidYouMean() {
        let run = layoutdbg("trace", Self.file, "--view", "SettingRow")
        #expect(run.status == 65)
        #expect(run.stderr.contains("views-and-previews.swift:1:1: error: no view 'SettingRow' in this file"))
        #expect(run.stderr.contains("note: did you mean 'SettingsRow'?"))
        #expect(run.stderr.contains("note: --list-views lists the views and previews"))
    }

    @Test func viewAndRootTogetherAreAUsageError() {
        let run = layoutdbg("trace", Self.file, "--view", "Screen", "--root", "Badge")
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: --view and --root both pick the root; give one\n"))
    }

    /// The commands that read a tree pick the same root: `convert` and `diff` once ignored `--preview`.
    @Test func convertAndDiffPickTheRootAsTraceDoes() {
        #expect(layoutdbg("convert", Self.file, "--view", "Screen", "--to", "swift").stdout.hasPrefix("VStack {\n    HStack {\n        Text(\"Wi-Fi\")"))
        #expect(layoutdbg("convert", Self.file, "--preview", "1", "--to", "swift").stdout.hasPrefix("VStack {\n"))
        #expect(layoutdbg("diff", Self.file, Self.file, "--view", "Screen").stdout.hasPrefix("--- a: \(Self.file) (13 nodes, "))
        #expect(layoutdbg("diff", Self.file, Self.file, "--preview", "1").stdout.hasPrefix("--- a: \(Self.file) (13 nodes, "))
        #expect(layoutdbg("diff", Self.file, Self.file).stdout.hasPrefix("--- a: \(Self.file) (6 nodes, "))
    }
}
