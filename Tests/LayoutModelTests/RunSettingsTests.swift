import LayoutModel
import Testing

/// The one settings value every entry point applies.
@Suite struct RunSettingsTests {
    let tree = ViewTree(root: ViewNode(element: .emptyView), proposal: ProposedSize(width: 100, height: nil))

    @Test func emptySettingsKeepTheInput() {
        #expect(RunSettings().applied(to: tree) == tree)
    }

    @Test func theProposalReplacesTheInputs() {
        let applied = RunSettings(proposal: ProposedSize(width: 350, height: 350)).applied(to: tree)
        #expect(applied.proposal == ProposedSize(width: 350, height: 350))
    }

    @Test func aLaterQuirkSettingWins() {
        let settings = RunSettings(quirks: [QuirkSetting(.gridSpanShareWithoutInternalGaps, true),
                                            QuirkSetting(.gridSpanShareWithoutInternalGaps, false),
                                            QuirkSetting(.gridSpanMinimumReservation, false)])
        let applied = settings.applied(to: tree)
        #expect(!applied.quirks.contains(.gridSpanShareWithoutInternalGaps))
        #expect(!applied.quirks.contains(.gridSpanMinimumReservation))
        #expect(applied.quirks.contains(.flexFrameIdealSizing))
    }

    @Test func theEnvironmentReplacesTheInputs() {
        var environment = LayoutEnvironment()
        environment.defaultPadding = 20
        #expect(RunSettings(environment: environment).applied(to: tree).environment.defaultPadding == 20)
    }

    @Test func aTreeWithoutProposalGetsTheDefaultDevice() {
        #expect(RunSettings.rootProposal(of: ViewTree(root: ViewNode(element: .emptyView))) == ProposedSize(width: 393, height: 852))
        #expect(RunSettings.rootProposal(of: tree) == ProposedSize(width: 100, height: nil))
    }
}
