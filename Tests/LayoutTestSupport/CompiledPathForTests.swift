import CompiledPath
import Foundation
import LayoutDebugCore

/// How tests run Swift inputs: as `layoutdbg trace` does (`--engine auto`), with the compiled path's cache inside
/// the package's build directory, so a test run builds the scratch package once and a clean clone starts afresh.
public enum CompiledPathForTests {
    public static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTDBG_CACHE"] = PackageRoot.path(".build/layoutdbg-test-cache")
        environment["LAYOUTDBG_PACKAGE"] = PackageRoot.path
        return environment
    }

    public static func options(engine: SwiftEngine = .auto, preview: String? = nil) -> SwiftInputOptions {
        SwiftInputOptions(engine: engine, preview: preview, environment: CompiledPathEnvironment(environment: environment))
    }
}
