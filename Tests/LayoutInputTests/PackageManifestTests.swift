import LayoutInput
import Testing

/// `PackageManifest`: a manifest's targets read without running it.
@Suite struct PackageManifestTests {
    @Test func targetsWithTheirFolders() throws {
        let manifest = try PackageManifest.read("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                products: [.library(name: "ShopUI", targets: ["ShopUI"])],
                dependencies: [.package(url: "https://example.com/x.git", from: "1.0.0")],
                targets: [
                    .target(name: "ShopUI", dependencies: [.product(name: "X", package: "x")]),
                    .executableTarget(name: "Shop", dependencies: ["ShopUI"], path: "App/Sources"),
                    .testTarget(name: "ShopUITests", dependencies: ["ShopUI"]),
                ]
            )
            """, file: "Package.swift")
        #expect(manifest.targets.map(\.name) == ["ShopUI", "Shop", "ShopUITests"])
        #expect(manifest.targets.map(\.folder) == ["Sources/ShopUI", "App/Sources", "Tests/ShopUITests"])
        #expect(manifest.targets.map(\.isTest) == [false, false, true])
    }

    @Test func anUnreadableManifestIsALocatedError() {
        var message: String?
        do {
            _ = try PackageManifest.read("let package = Package(name: \"A\"", file: "Package.swift")
        } catch {
            message = error.diagnostics.first.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        }
        #expect(message?.hasPrefix("1:") == true)
    }
}
