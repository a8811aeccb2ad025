/// SwiftUI's named colours and the shape styles that fill like one: what `.red` or `.background` may name where a
/// colour or style is expected. The reader checks colour names against them; the compiled path's generated asset
/// symbols (`AssetSymbols`) leave out an app colour of the same name, which would make `.red` ambiguous.
extension SwiftUICatalogue {
    /// `Color`'s static colours.
    public static let colorNames: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple",
        "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    ]

    /// `ShapeStyle`s that fill like a colour where a style is expected (`.background(.regularMaterial)`).
    public static let shapeStyleNames: Set<String> = [
        "tint", "foreground", "background", "separator", "selection", "placeholder", "link", "fill", "tertiary",
        "quaternary", "quinary", "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
        "ultraThickMaterial", "bar", "windowBackground",
    ]
}
