// The settings value of a run, as the command line takes it (`--proposal`, `--quirk`, `--no-quirk`), for
// `trace(_:settings:)` and `TraceSession`: the same type, so a test and `layoutdbg trace` cannot disagree.
import LayoutModel

public typealias RunSettings = LayoutModel.RunSettings
public typealias QuirkSetting = LayoutModel.QuirkSetting
public typealias Quirk = LayoutModel.Quirk

extension RunSettings {
    /// Settings with the root proposal as SwiftUI spells it.
    public init(proposal: ProposedViewSize?, quirks: [QuirkSetting] = []) {
        self.init(proposal: proposal?.model, quirks: quirks, environment: nil)
    }
}

/// Where the user's view and layout types are declared: the compiled path passes them, and the trace shows them.
public typealias SourceDeclarations = LayoutModel.SourceDeclarations
public typealias Declaration = LayoutModel.Declaration
