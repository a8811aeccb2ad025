import CompiledPath
import LayoutModel

/// How a Swift input is run: by the reader (which evaluates the view code it understands), by the compiled path
/// (which builds and runs the file against the LayoutDebugger library), or by the reader unless the file needs the
/// compiled path: it declares its own `Layout` (a user's type always wins over a built-in of the same name), or the
/// reader stops at Swift it cannot evaluate (`Diagnostic.isReaderLimitation`).
public enum SwiftEngine: String, Sendable, CaseIterable {
    case auto, interpret, compile
}

/// What a Swift input needs beyond its text: the engine, the root (`--root`, `--preview`), the sample subviews of a
/// layout-only file, and the run settings, which a compiled run applies itself.
public struct SwiftInputOptions: Sendable {
    public var engine: SwiftEngine
    public var preview: String?
    /// `--view NAME`: a view type to trace, through the preview that shows it (`ViewChoice`).
    public var view: String?
    public var subviews: Int
    public var settings: RunSettings
    public var environment: CompiledPathEnvironment
    public var limits: CompiledRun.Limits
    /// Other files of the app (`--with`, a folder's, a package target's): the reader reads them with the input, and
    /// the compiled path compiles them with it (`SwiftEngineChoice`).
    public var companions: [CompiledRun.CompanionFile] = []
    /// The modules the program's own files make up (`CompanionFiles.modules`): an `import` of one is not compiled.
    public var modules: Set<String> = []
    /// The app's asset catalogs (`AssetCatalog`): their images' natural sizes (a file's own `// size:` comments and
    /// image directives win) and the colours and images whose generated symbols the code may name.
    public var assets = AppAssets()
    /// The device the input's project shows its views on when neither the file nor `settings` names one: the Mac
    /// window for a Mac app's project (`ProjectPlatform`).
    public var projectDevice: DefaultDevice?

    /// The project's device, with the note that says so, when neither the command line nor the file (`named`: the
    /// device its header names) names one: the one rule both paths apply.
    func projectDevice(unless named: DeviceChoice?, file: String) -> (device: DeviceChoice, note: Diagnostic)? {
        guard named == nil, settings.device == nil, let shown = projectDevice else { return nil }
        return (shown.device, Diagnostic(.note, shown.note, file: file, at: .unknown))
    }

    public init(engine: SwiftEngine = .auto, preview: String? = nil, subviews: Int = 5, settings: RunSettings = RunSettings(),
                environment: CompiledPathEnvironment, limits: CompiledRun.Limits = CompiledRun.Limits()) {
        self.engine = engine
        self.preview = preview
        self.subviews = subviews
        self.settings = settings
        self.environment = environment
        self.limits = limits
    }
}
