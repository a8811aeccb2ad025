// The settings value of a run, as the command line takes it (`--device`, `--proposal`, `--quirk`, `--no-quirk`), for
// `trace(_:settings:)` and `TraceSession`: the same type, so a test and `layoutdbg trace` cannot disagree.
import LayoutModel

public typealias RunSettings = LayoutModel.RunSettings
public typealias QuirkSetting = LayoutModel.QuirkSetting
public typealias Quirk = LayoutModel.Quirk
public typealias DeviceChoice = LayoutModel.DeviceChoice
public typealias DeviceCatalogue = LayoutModel.DeviceCatalogue
public typealias Orientation = LayoutModel.Orientation
public typealias FontMetricsTable = LayoutModel.FontMetricsTable

extension RunSettings {
    /// Settings with the root proposal as SwiftUI spells it.
    public init(proposal: ProposedViewSize?, device: DeviceChoice? = nil, orientation: Orientation? = nil, quirks: [QuirkSetting] = []) {
        self.init(proposal: proposal?.model, device: device, orientation: orientation, quirks: quirks, environment: nil)
    }
}

/// Where the user's view and layout types are declared: the compiled path passes them, and the trace shows them.
public typealias SourceDeclarations = LayoutModel.SourceDeclarations
public typealias Declaration = LayoutModel.Declaration
public typealias ImageSizeComments = LayoutModel.ImageSizeComments
