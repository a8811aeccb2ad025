import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

/// `--os RELEASE`: the quirks an OS release's SwiftUI has (OpenSwiftUI's Semantics versions), named in the header.
@Suite struct OSProfileTests {
    private func on(_ profile: String) -> Set<Quirk> {
        var quirks = QuirkSet.defaults
        for setting in OSProfile.named(profile)!.quirkSettings { quirks.set(setting.quirk, setting.on) }
        return Set(Quirk.allCases.filter { quirks.contains($0) })
    }

    @Test func eachReleaseHasTheBehavioursItIntroduced() {
        let defaults = Set(Quirk.allCases.filter { QuirkSet.defaults.contains($0) })
        // Today's SwiftUI is the default.
        #expect(on("ios18") == defaults)
        #expect(on("ios17") == defaults)
        // Before iOS 17 flexible frames propose their own size at placement; before iOS 15 the final size.
        #expect(on("ios16") == defaults.subtracting([.flexFrameIdealSizing]))
        #expect(on("ios14") == defaults.subtracting([.flexFrameIdealSizing, .placementUsesIncomingProposal]))
        #expect(on("ios13") == defaults.subtracting([.flexFrameIdealSizing, .placementUsesIncomingProposal,
                                                     .geometryReaderTopLeading, .frameInvalidValuesAsNil]))
        // macOS releases of the same year share the semantics.
        #expect(on("macos14") == on("ios17"))
        #expect(on("macos12") == on("ios15"))
        #expect(on("macos10.15") == on("ios13"))
    }

    @Test func theProfileIsNamedInTheHeaderAndAQuirkOptionStillWins() throws {
        let text = layoutdbg("trace", "fixtures/stacks/zstack.json", "--os", "ios16")
        #expect(text.status == 0)
        #expect(text.stdout.contains("\nengine 0.1.0 · as ios16 · quirks: frame-invalid-values-as-nil, geometry-reader-top-leading, "
                                     + "grid-span-min-reservation, lazy-grid-places-from-own-width, placement-uses-incoming-proposal, "
                                     + "stack-placement-fills-cross-axis\n"))
        let json = layoutdbg("trace", "fixtures/stacks/zstack.json", "--os", "ios16", "--quirk", "flex-frame-ideal-sizing", "--format", "json")
        #expect(json.stdout.contains("\"os\": \"ios16\", \"quirks\": [\"flex-frame-ideal-sizing\""))
        // A saved trace keeps it.
        let directory = try ScratchDirectory.make("os")
        defer { try? FileManager.default.removeItem(at: directory) }
        let saved = directory.appendingPathComponent("t.json").path
        try json.stdout.write(toFile: saved, atomically: true, encoding: .utf8)
        #expect(layoutdbg("trace", saved).stdout.contains(" · as ios16 · "))
        // Without --os the header is as before.
        #expect(!layoutdbg("trace", "fixtures/stacks/zstack.json").stdout.contains(" · as "))
    }

    @Test func anUnknownReleaseIsAUsageError() {
        let run = layoutdbg("trace", "fixtures/stacks/zstack.json", "--os", "ios19")
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: 'ios19' is not a valid RELEASE for '--os'; expected one of: ios13, ios14, ios15, ios16, ios17, ios18, macos10.15, macos11, macos12, macos13, macos14, macos15\n"))
    }
}
