// swift-tools-version:6.0
// An app-side package that traces its own custom layout on Linux with layoutdbg's LayoutDebugger library.
// Run: swift test --package-path Examples/CustomLayoutExample   (from the repository root; no network needed)
import PackageDescription

let package = Package(
    name: "CustomLayoutExample",
    dependencies: [
        // In your project: .package(url: "<layoutdbg's repository>", from: "…"), or a path to a checkout.
        .package(name: "layoutdbg", path: "../.."),
    ],
    targets: [
        // The layouts, shared with the app: they import SwiftUI where it exists and LayoutDebugger elsewhere.
        .target(name: "CustomLayoutExample", dependencies: [.product(name: "LayoutDebugger", package: "layoutdbg")]),
        // The golden is read by path from the test (#filePath), not bundled as a resource.
        .testTarget(name: "CustomLayoutExampleTests", dependencies: ["CustomLayoutExample", .product(name: "LayoutDebugger", package: "layoutdbg")],
                    exclude: ["Goldens"]),
    ]
)
