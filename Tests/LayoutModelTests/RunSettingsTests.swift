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

    @Test func aTreeWithoutProposalIsShownOnTheDefaultDevice() {
        let bare = ViewTree(root: ViewNode(element: .emptyView))
        // An iPhone 16 Pro in portrait: 402 × 874 less the 62-point top and 34-point bottom insets.
        #expect(bare.rootProposal == ProposedSize(width: 402, height: 778))
        #expect(bare.window?.rootOrigin(for: Size(width: 100, height: 20)) == Point(x: 151, y: 441))
        #expect(tree.rootProposal == ProposedSize(width: 100, height: nil))
        #expect(tree.window == nil)
    }

    @Test func aDeviceReplacesTheInputsProposalAndSetsTheScale() {
        let se = DeviceChoice(DeviceCatalogue.device(named: "iphone-se")!, .landscape)
        let applied = RunSettings(device: se).applied(to: tree)
        #expect(applied.proposal == nil)
        #expect(applied.rootProposal == ProposedSize(width: 667, height: 375))
        #expect(applied.environment.displayScale == 2)
        // Both: the device's metrics with the harness's proposal.
        let both = RunSettings(proposal: ProposedSize(width: 300, height: 200), device: se).applied(to: tree)
        #expect(both.rootProposal == ProposedSize(width: 300, height: 200))
        #expect(both.window == nil)
        #expect(both.environment.displayScale == 2)
    }

    @Test func anOrientationAloneTurnsTheInputsDevice() {
        var input = ViewTree(root: ViewNode(element: .emptyView))
        input.show(on: DeviceChoice(DeviceCatalogue.device(named: "iphone-15")!))
        let turned = RunSettings(orientation: .landscape).applied(to: input)
        #expect(turned.window?.size == Size(width: 852, height: 393))
        // iPhone 15 in landscape: insets leading 59, trailing 59, bottom 21.
        #expect(turned.rootProposal == ProposedSize(width: 734, height: 372))
    }

    /// `a.then(b)` is applying `a`, then `b` (a file's header directives, then the command line, on the compiled path).
    @Test(arguments: [
        (RunSettings(proposal: ProposedSize(width: 200, height: 100)), RunSettings()),
        (RunSettings(proposal: ProposedSize(width: 200, height: 100)), RunSettings(proposal: ProposedSize(width: 300, height: 50))),
        (RunSettings(device: DeviceChoice(DeviceCatalogue.device(named: "iphone-se")!)), RunSettings(orientation: .landscape)),
        (RunSettings(proposal: ProposedSize(width: 200, height: 100)), RunSettings(device: DeviceChoice(DeviceCatalogue.device(named: "ipad")!))),
        (RunSettings(device: DeviceChoice(DeviceCatalogue.device(named: "iphone-se")!), orientation: .landscape),
         RunSettings(proposal: ProposedSize(width: 10, height: 10), quirks: [QuirkSetting(.flexFrameIdealSizing, false)])),
    ])
    func thenIsApplyingInTurn(_ first: RunSettings, _ second: RunSettings) {
        #expect(first.then(second).applied(to: tree) == second.applied(to: first.applied(to: tree)))
    }
}
