/// What a run is asked on top of what its input says: the root proposal, quirks turned on or off, and environment
/// values. One value used by every entry point: the command line (`--proposal`, `--quirk`, `--no-quirk`), the
/// LayoutDebugger library (`trace(_:settings:)`) and the compiled path, so they cannot disagree on what a setting
/// means or which one wins (the settings win over the input; a later quirk setting over an earlier one).
public struct RunSettings: Hashable, Sendable {
    /// The root proposal; nil keeps the input's, and an input without one gets `SurfaceDefaults.proposal`.
    public var proposal: ProposedSize?
    /// Quirks set on (true) or off (false), in the order given.
    public var quirks: [QuirkSetting]
    /// Environment values replacing the input's; nil keeps them.
    public var environment: LayoutEnvironment?

    public init(proposal: ProposedSize? = nil, quirks: [QuirkSetting] = [], environment: LayoutEnvironment? = nil) {
        self.proposal = proposal
        self.quirks = quirks
        self.environment = environment
    }

    /// `tree` with these settings applied.
    public func applied(to tree: ViewTree) -> ViewTree {
        var tree = tree
        for setting in quirks { tree.quirks.set(setting.quirk, setting.on) }
        if let proposal { tree.proposal = proposal }
        if let environment { tree.environment = environment }
        return tree
    }

    /// The root proposal a run of `tree` uses.
    public static func rootProposal(of tree: ViewTree) -> ProposedSize { tree.proposal ?? SurfaceDefaults.proposal }
}

/// One quirk turned on or off.
public struct QuirkSetting: Hashable, Sendable {
    public var quirk: Quirk
    public var on: Bool

    public init(_ quirk: Quirk, _ on: Bool) {
        self.quirk = quirk
        self.on = on
    }
}
