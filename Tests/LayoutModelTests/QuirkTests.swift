import LayoutModel
import Testing

/// The quirk flags: their names (the CLI's `--quirk` values), their defaults, and the set a run uses.
@Suite struct QuirkTests {
    @Test func namesAreTheCommandLinesSpelling() {
        #expect(Quirk.allCases.map(\.rawValue) == [
            "grid-span-min-reservation", "grid-span-share-without-internal-gaps", "flex-frame-ideal-sizing",
            "placement-uses-incoming-proposal", "stack-placement-fills-cross-axis", "geometry-reader-top-leading",
            "frame-invalid-values-as-nil", "lazy-grid-places-from-own-width",
        ])
        #expect(Quirk.allCases.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func defaultsAreCurrentIOS() {
        #expect(QuirkSet.defaults.sortedNames == [
            "flex-frame-ideal-sizing", "frame-invalid-values-as-nil", "geometry-reader-top-leading",
            "grid-span-min-reservation", "lazy-grid-places-from-own-width", "placement-uses-incoming-proposal",
            "stack-placement-fills-cross-axis",
        ])
        #expect(!QuirkSet.defaults.contains(.gridSpanShareWithoutInternalGaps))
    }

    @Test func settingAndClearing() {
        var quirks = QuirkSet([])
        #expect(quirks.sortedNames == [])
        quirks.set(.gridSpanShareWithoutInternalGaps, true)
        quirks.set(.flexFrameIdealSizing, true)
        quirks.set(.flexFrameIdealSizing, true)
        #expect(quirks.sortedNames == ["flex-frame-ideal-sizing", "grid-span-share-without-internal-gaps"])
        quirks.set(.flexFrameIdealSizing, false)
        #expect(quirks == QuirkSet([.gridSpanShareWithoutInternalGaps]))
        #expect(quirks.contains(.gridSpanShareWithoutInternalGaps) && !quirks.contains(.flexFrameIdealSizing))
    }
}
