import Foundation
import Testing

/// `layoutdbg explain FILE NODE` (issue 13 item 3): every offer from the window down to the view, each view's rule in
/// plain words with the layout's numbers, the frame, and the findings on the way.
@Suite struct ExplainCommandTests {
    @Test func theNestedGridsWidthIsExplainedStepByStep() throws {
        let run = layoutdbg("explain", "fixtures/seed-002/grid-bug.json", "GridRow[0]/Grid[2]")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "why GridRow[0]/Grid[2] is (167, 350)")
        #expect(lines[2...5] == [
            "1. Grid.frame",
            "   offered (402, 778) by the window",
            "   A .frame(width:height:) offers its view its fixed width and height (and passes the offer through on an axis it leaves "
                + "free); it is that size, (350, 350) here, whatever its view takes, and aligns the view inside. It offered Grid "
                + "(350, 350), which took (342, 350).",
            "   took (350, 350)",
        ])
        #expect(lines[6...9] == [
            "2. Grid",
            "   offered (350, 350) by Grid.frame",
            "   A Grid makes each column as wide as its widest cell and each row as tall as its tallest; flexible cells share what is "
                + "left. A cell is offered its column's width and its row's height; the next view spans 2 columns, so it is offered "
                + "their widths and the spacing between them. It offered GridRow[0]/Grid[2] (167, 350), which took (167, 350).",
            "   took (342, 350)",
        ])
        #expect(lines.contains("So GridRow[0]/Grid[2] is 167 × 350, at (205, 276) in window coordinates."))
        #expect(lines.contains("Findings on the way:"))
        #expect(lines.contains { $0.hasPrefix("  [nested-grid-min-size] Grid/GridRow[0]/Grid[2] replies (8, 16) to the zero proposal") })
    }

    @Test func aViewOfAnAppFolderWithItsPaddingAndStacks() {
        let run = layoutdbg("explain", "fixtures/apps/x-profile-card", "VStack[1]/Text[0]")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("""
            1. HStack.padding  · in ProfileCard (ProfileCard.swift:3)
               offered (402, 778) by the window
               A .padding takes its insets (top 16, leading 16, bottom 16, trailing 16) off what it is offered
            """))
        #expect(run.stdout.contains("An HStack of 3 views takes the spacing between them (24 pt here) off the width it is offered"))
        #expect(run.stdout.contains("A VStack of 3 views takes the spacing between them (8 pt here) off the height it is offered"))
        #expect(run.stdout.hasSuffix("So VStack[1]/Text[0] is 105 × 20.333, at (84, 416.667) in window coordinates.\n"
                                     + "No finding about it or the views on the way.\n"))
        // A view of another file of the app, named where it is written there.
        let badge = layoutdbg("explain", "fixtures/apps/x-profile-card", "Badge.swift:7")
        #expect(badge.status == 0, "\(badge.stderr)")
        #expect(badge.stdout.hasPrefix("why Text[2] is (43, 14.333)\n"))
    }

    /// A safe-area inset says what it did, with its content's size, rather than the generic "passes what it is offered".
    @Test func aSafeAreaInsetSaysHowItSharesTheOffer() {
        let run = layoutdbg("explain", "fixtures/modifiers/safe-area-inset.swift", "ZStack")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("""
            1. ZStack.safeAreaInset  · in Feed (safe-area-inset.swift:11)
               offered (402, 778) by the window
               A .safeAreaInset puts its content (200 × 50 here) along one edge and offers its view what is left
            """))
        #expect(run.stdout.contains("It offered ZStack (402, 728), which took (402, 728)."))
    }

    @Test func jsonForTools() throws {
        let run = layoutdbg("explain", "fixtures/seed-002/grid-bug.json", "GridRow[0]/Grid[2]", "--format", "json")
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "layoutdbg-explain")
        #expect(object["frame"] as? [Double] == [205, 276, 167, 350])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["name"] as? String } == ["Grid.frame", "Grid", "GridRow[0]/Grid[2]"])
        #expect(steps.map { $0["offered"] as? [Double] } == [[402, 778], [350, 350], [167, 350]])
        #expect((object["findings"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["container-underfill", "nested-grid-min-size"])
    }

    @Test func anUnknownOrAmbiguousNameIsAUsageError() {
        let unknown = layoutdbg("explain", "fixtures/seed-002/grid-bug.json", "GridRow[0]/Grdi[2]")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("error: no view named 'GridRow[0]/Grdi[2]' in fixtures/seed-002/grid-bug.json"))
        #expect(unknown.stderr.contains("note: did you mean 'GridRow[0]/Grid[2]'"))
        let ambiguous = layoutdbg("explain", "fixtures/seed-002/grid-bug.json", "Color[0]")
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr.contains("error: 'Color[0]' names 2 views in fixtures/seed-002/grid-bug.json; give more of the path"))
    }
}
