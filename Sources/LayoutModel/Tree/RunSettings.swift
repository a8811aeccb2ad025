/// What a run is asked on top of what its input says: the device, the root proposal, quirks turned on or off, and
/// environment values. One value used by every entry point: the command line (`--proposal`, `--quirk`, `--no-quirk`), the
/// LayoutDebugger library (`trace(_:settings:)`) and the compiled path, so they cannot disagree on what a setting
/// means or which one wins (the settings win over the input; a later quirk setting over an earlier one).
public struct RunSettings: Hashable, Sendable {
    /// The root proposal; nil keeps the input's, and an input without one is shown on its device.
    public var proposal: ProposedSize?
    /// The device; it replaces the input's device and, unless `proposal` is also given, its root proposal.
    public var device: DeviceChoice?
    /// An orientation for the input's device (or the default device) when `device` is not given.
    public var orientation: Orientation?
    /// Quirks set on (true) or off (false), in the order given.
    public var quirks: [QuirkSetting]
    /// Environment values replacing the input's; nil keeps them.
    public var environment: LayoutEnvironment?
    /// The user's font metrics (`--font-metrics`) in place of SF Pro's; nil keeps the input's.
    public var fontMetrics: FontMetricsTable?
    /// Whether `environment` names the display scale, which the device then does not replace.
    public var keepsDisplayScale = false
    /// Passes after the first, in order (`--proposal` given again, a file's `// layoutdbg: pass` directives).
    public var passes: [ExtraPass] = []
    /// The OS release whose quirks the run has (`--os ios17`); its settings come before `quirks`, so an explicit
    /// `--quirk` still wins. Named in the trace header.
    public var os: OSProfile?
    /// Recorded replies for the leaves of recorders, by recorder name (`--measured`; `ViewTree.replayed`).
    public var replayed: [String: MeasuredTable] = [:]
    /// The natural sizes the file's comments give its images, for the compiled path (the reader reads them itself).
    public var imageSizes = ImageSizeComments()

    public init(proposal: ProposedSize? = nil, device: DeviceChoice? = nil, orientation: Orientation? = nil,
                quirks: [QuirkSetting] = [], environment: LayoutEnvironment? = nil) {
        self.proposal = proposal
        self.device = device
        self.orientation = orientation
        self.quirks = quirks
        self.environment = environment
    }

    /// `tree` with these settings applied.
    public func applied(to tree: ViewTree) -> ViewTree {
        var tree = tree
        for setting in (os?.quirkSettings ?? []) + quirks { tree.quirks.set(setting.quirk, setting.on) }
        if let environment { tree.environment = environment }
        if let fontMetrics { tree.environment.fontMetrics = fontMetrics }
        if device != nil || orientation != nil {
            var choice = device ?? tree.effectiveDevice
            if let orientation { choice.orientation = orientation }
            tree.show(on: choice, keepingDisplayScale: keepsDisplayScale)
            tree.proposal = nil
        }
        if let proposal { tree.proposal = proposal }
        tree.replayed.merge(replayed) { $1 }
        return tree
    }

    /// These settings followed by `later`: what applying the two in turn does, as one value (a file's header
    /// directives, then the command line's options, for the compiled path).
    public func then(_ later: RunSettings) -> RunSettings {
        var combined = later
        combined.quirks = quirks + later.quirks
        combined.environment = later.environment ?? environment
        combined.keepsDisplayScale = later.environment == nil ? keepsDisplayScale : later.keepsDisplayScale
        combined.fontMetrics = later.fontMetrics ?? fontMetrics
        combined.passes = passes + later.passes
        combined.os = later.os ?? os
        combined.replayed = replayed.merging(later.replayed) { $1 }
        combined.imageSizes = later.imageSizes == ImageSizeComments() ? imageSizes : later.imageSizes
        if later.device == nil {
            combined.device = device
            combined.orientation = later.orientation ?? orientation
            if later.orientation == nil { combined.proposal = later.proposal ?? proposal }
        }
        return combined
    }
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
