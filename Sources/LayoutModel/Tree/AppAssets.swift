/// What an app's asset catalogs hold that its views can name: image sets (with their size in points, where their
/// picture could be read) and colour sets; and the data files its bundle holds. Read by `AssetCatalog` (LayoutDebugCore); both Swift paths use it.
///
/// Xcode (15 and later, by default) generates a Swift symbol for each (documented: Xcode 15 release notes, "Asset
/// catalogs now generate Swift symbols for colors and images"; observed in the GeneratedAssetSymbols.swift files apps
/// commit): `ImageResource.NAME` and `ColorResource.NAME`, and for colours `Color.NAME` and
/// `ShapeStyle where Self == Color` `.NAME`, so that `Image(.logo)`, `Color(.brand)` and `.fill(.brand)` compile.
/// `symbol(for:suffix:)` is the name.
public struct AppAssets: Hashable, Sendable {
    /// Image sets by name: their size in points, for those whose picture could be read.
    public var imageSizes: [String: Size]
    /// Every image set's name, sorted.
    public var images: [String]
    /// Every colour set's name, sorted.
    public var colors: [String]

    /// The data files the app's bundle holds, by the name code loads them with (`landmarkData.json`): the path of each.
    /// The compiled path's program finds them in its main bundle (CompiledRun).
    public var bundleFiles: [String: String]

    public init(imageSizes: [String: Size] = [:], images: [String] = [], colors: [String] = [], bundleFiles: [String: String] = [:]) {
        self.imageSizes = imageSizes
        self.images = images
        self.colors = colors
        self.bundleFiles = bundleFiles
    }

    /// The image sizes by set name and by the symbol Xcode generates for the set (`Image(.iconHousewares)` in the
    /// reader, which sees the symbol, not the set's name); a set's own name wins over another set's symbol.
    public var imageSizesBySymbol: [String: Size] {
        var sizes = imageSizes
        for (name, size) in imageSizes.sorted(by: { $0.key < $1.key }) {
            if let symbol = Self.symbol(for: name, suffix: "Image"), sizes[symbol] == nil { sizes[symbol] = size }
        }
        return sizes
    }

    /// The colours' symbols: what `.brand` may name.
    public var colorSymbols: [String] { colors.compactMap { Self.symbol(for: $0, suffix: "Color") } }

    /// The symbol Xcode generates for the asset `name` (observed, GeneratedAssetSymbols.swift files):
    /// `icon-housewares` → `iconHousewares`, `checkmark_unchecked_DM` → `checkmarkUncheckedDM`, `AVR_Red_Smarthome` →
    /// `avrRedSmarthome`, `WebClipLinkIcon` → `webClipLinkIcon`; a colour's `Color` suffix and an image's `Image`
    /// suffix are dropped (`AccentColor` → `accent`, `AllSetImage` → `allSet`). A folder's namespace is not part of
    /// it. Nil when the name makes no identifier.
    public static func symbol(for name: String, suffix: String) -> String? {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let words = last.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        guard let first = words.first else { return nil }
        // The first word's leading capitals are lowered (`AVR` → `avr`, `WebClip` → `webClip`); the others start upper.
        let capitals = first.prefix { $0.isUppercase }
        let lowered = capitals.count > 1 && capitals.count < first.count ? capitals.count - 1 : capitals.count
        var symbol = first.prefix(lowered).lowercased() + first.dropFirst(lowered)
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        guard let head = symbol.unicodeScalars.first, head.properties.isXIDStart || head == "_" else { return nil }
        return symbol
    }
}
