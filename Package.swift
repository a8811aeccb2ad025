// swift-tools-version:6.0
// layoutdbg: SwiftUI's layout negotiation, simulated and traced anywhere Swift runs.
// No third-party packages: the toolchain only (see README.md).
import PackageDescription

let package = Package(
    name: "layoutdbg",
    products: [
        .executable(name: "layoutdbg", targets: ["layoutdbg"]),
        .executable(name: "layoutdbg-bench", targets: ["layoutdbg-bench"]),
        .library(name: "LayoutDebugCore", targets: ["LayoutDebugCore"]),
        // For users' own test targets: SwiftUI's Layout protocol on Linux, traced (docs/custom-layouts.md).
        .library(name: "LayoutDebugger", targets: ["LayoutDebugger"]),
        // The seed articles' custom layouts, written against LayoutDebugger: examples, fixtures, named CLI layouts.
        .library(name: "SeedLayouts", targets: ["SeedLayouts"]),
    ],
    targets: [
        // Geometry, the view tree, source locations, diagnostics, quirks and the trace event vocabulary.
        .target(name: "LayoutModel"),
        // Readers that turn a file into a ViewTree (JSON; the SwiftUI-syntax reader lives beside it).
        .target(name: "LayoutInput", dependencies: ["LayoutModel"]),
        // The simulation of SwiftUI's layout passes. Reports to a LayoutObserver and knows nothing of output.
        .target(name: "LayoutEngine", dependencies: ["LayoutModel"]),
        // Recording a trace, and writing / reading / rendering it.
        .target(name: "LayoutTrace", dependencies: ["LayoutModel"]),
        // Anomaly rules, the contract sweep, trace diffs and golden checks: all over traces, none over the engine.
        .target(name: "LayoutAnalysis", dependencies: ["LayoutModel", "LayoutTrace"]),
        // The compiled path: a user's Swift file built against LayoutDebugger in a cached scratch package and run.
        .target(name: "CompiledPath", dependencies: ["LayoutModel", "LayoutInput", "LayoutEngine", "LayoutTrace"]),
        // One-call pipelines shared by the CLI, the benchmark and tests.
        .target(name: "LayoutDebugCore", dependencies: ["LayoutModel", "LayoutInput", "LayoutEngine", "LayoutTrace", "LayoutAnalysis", "CompiledPath"]),
        // SwiftUI's Layout protocol and view building, source-compatible, driven by the engine and traced.
        .target(name: "LayoutDebugger", dependencies: ["LayoutModel", "LayoutEngine", "LayoutTrace"]),
        .target(name: "SeedLayouts", dependencies: ["LayoutDebugger"]),
        // The recorder for apps (docs/device.md): one file users copy into an app, where it imports SwiftUI; here it is
        // compiled against the stand-in, so a test records through it.
        .target(name: "LayoutRecorder", dependencies: ["LayoutDebugger"], swiftSettings: [.define("LAYOUTDBG_STANDIN")]),
        // The command layer: argument parsing, commands, exit statuses. A library so tests run it in-process.
        .target(name: "LayoutDebugCLI", dependencies: ["LayoutDebugCore", "CompiledPath", "LayoutModel", "LayoutInput", "LayoutEngine", "LayoutTrace", "LayoutAnalysis"]),
        // The executable composes the CLI with the seed layouts, the custom layouts inputs may name.
        .executableTarget(name: "layoutdbg", dependencies: ["LayoutDebugCLI", "LayoutModel", "SeedLayouts"]),
        // The benchmark's count of heap allocations (Linux: glibc's allocator interposed; docs/performance.md).
        .target(name: "AllocationCounter"),
        .executableTarget(name: "layoutdbg-bench", dependencies: ["AllocationCounter", "LayoutDebugCore", "CompiledPath", "LayoutModel", "LayoutInput", "LayoutEngine", "LayoutTrace", "LayoutAnalysis"]),
        // What the test targets share: the package root, the fixtures, the golden-file comparison (with
        // `layoutdbg check`'s record modes) and the subprocess runner.
        .target(name: "LayoutTestSupport", dependencies: ["LayoutAnalysis", "LayoutDebugCore", "CompiledPath"], path: "Tests/LayoutTestSupport"),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutTestSupport"]),
        .testTarget(name: "LayoutInputTests", dependencies: ["LayoutInput", "LayoutTestSupport"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutInput", "LayoutTrace", "LayoutDebugCore"]),
        .testTarget(name: "LayoutTraceTests", dependencies: ["LayoutTrace", "LayoutModel", "LayoutTestSupport"], exclude: ["Version1"]),
        .testTarget(name: "LayoutAnalysisTests", dependencies: ["LayoutAnalysis", "LayoutDebugCore", "LayoutTestSupport", "SeedLayouts"]),
        .testTarget(name: "LayoutDebuggerTests", dependencies: ["LayoutDebugger", "LayoutRecorder", "LayoutAnalysis", "SeedLayouts", "LayoutDebugCore", "LayoutInput", "LayoutTrace", "LayoutEngine", "LayoutTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "GoldenTests", dependencies: ["LayoutDebugCLI", "LayoutDebugCore", "LayoutTestSupport", "SeedLayouts"]),
        .testTarget(name: "CLITests", dependencies: ["LayoutDebugCLI", "LayoutDebugCore", "LayoutModel", "LayoutTestSupport", "SeedLayouts"]),
    ]
)
