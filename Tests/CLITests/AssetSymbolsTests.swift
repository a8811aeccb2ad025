@testable import CompiledPath
import LayoutModel
import Testing

/// The symbols Xcode generates for an app's asset catalogs (`AssetSymbols`): what the compiled path adds to a program.
struct AssetSymbolsTests {
    @Test func theSymbolsTheProgramDoesNotDeclareAreGenerated() {
        let assets = AppAssets(images: ["Icons/badge-star", "logo"], colors: ["BrandColor", "red", "Panel"])
        // `panel` is the app's own (generation turned off, declared by hand); `red` is SwiftUI's.
        let source = AssetSymbols.source(assets, sources: ["extension Color { static let panel = Color(\"Panel\") }"])
        #expect(source == """

            // The app's asset symbols, as Xcode generates them.
            extension ImageResource {
                static let `badgeStar` = ImageResource(name: "Icons/badge-star", bundle: .main)
                static let `logo` = ImageResource(name: "logo", bundle: .main)
            }
            extension ColorResource {
                static let `brand` = ColorResource(name: "BrandColor", bundle: .main)
            }
            extension Color {
                static var `brand`: Color { Color(ColorResource.`brand`) }
            }
            extension ShapeStyle where Self == Color {
                static var `brand`: Color { Color(ColorResource.`brand`) }
            }

            """)
        #expect(AssetSymbols.source(AppAssets(), sources: []) == "")
    }
}
