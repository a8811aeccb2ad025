import LayoutInput
import LayoutModel

/// The Swift that Xcode generates for an app's asset catalogs (its GeneratedAssetSymbols.swift, which is not in the
/// app's sources), compiled with the user's files so that `Image(.logo)`, `Color(.brand)` and `.fill(.brand)` compile
/// here as they do in Xcode: `ImageResource.NAME`, `ColorResource.NAME`, and for colours `Color.NAME` and
/// `ShapeStyle where Self == Color` `.NAME` (`AppAssets.symbol(for:suffix:)` names them). A symbol the program
/// declares itself (an app that turned generation off and wrote `static let brand = Color("brand")`) is left out, as
/// it would be declared twice; so is a colour named as one of SwiftUI's (`.red`), which would be ambiguous.
enum AssetSymbols {
    /// The declarations for `assets`, none of them named as a word the `sources` declare.
    static func source(_ assets: AppAssets, sources: [String]) -> String {
        let declared = declaredNames(in: sources)
        var images: [(symbol: String, name: String)] = [], colors: [(symbol: String, name: String)] = []
        var seen = Set<String>()
        for name in assets.images {
            if let symbol = AppAssets.symbol(for: name, suffix: "Image"), !declared.contains(symbol), seen.insert("i" + symbol).inserted {
                images.append((symbol, name))
            }
        }
        for name in assets.colors {
            if let symbol = AppAssets.symbol(for: name, suffix: "Color"), !declared.contains(symbol),
               !SwiftUICatalogue.colorNames.contains(symbol), !SwiftUICatalogue.shapeStyleNames.contains(symbol), seen.insert("c" + symbol).inserted {
                colors.append((symbol, name))
            }
        }
        guard !images.isEmpty || !colors.isEmpty else { return "" }
        var text = "\n// The app's asset symbols, as Xcode generates them.\n"
        text += "extension ImageResource {\n"
        for image in images { text += "    static let `\(image.symbol)` = ImageResource(name: \(ScratchPackage.literal(image.name)), bundle: .main)\n" }
        text += "}\nextension ColorResource {\n"
        for color in colors { text += "    static let `\(color.symbol)` = ColorResource(name: \(ScratchPackage.literal(color.name)), bundle: .main)\n" }
        text += "}\nextension Color {\n"
        for color in colors { text += "    static var `\(color.symbol)`: Color { Color(ColorResource.`\(color.symbol)`) }\n" }
        text += "}\nextension ShapeStyle where Self == Color {\n"
        for color in colors { text += "    static var `\(color.symbol)`: Color { Color(ColorResource.`\(color.symbol)`) }\n" }
        return text + "}\n"
    }

    /// The names the sources declare (`DeclaredWords`): enough to keep a generated symbol from being declared twice.
    static func declaredNames(in sources: [String]) -> Set<String> {
        var names = Set<String>()
        for source in sources { DeclaredWords.forEach(in: source) { names.insert(String($0)) } }
        return names
    }
}
