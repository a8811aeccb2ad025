/// Defaults that more than one front end needs, defined once.
public enum SurfaceDefaults {
    /// The natural size of an image whose input gives none (the SwiftUI-syntax reader warns when it uses it): an
    /// SF Symbol at the body font (17 pt) is about 20 pt square. Inferred, not measured: give real sizes with
    /// `// size: WxH` or `Image(_:naturalSize:)`.
    public static let imageSize = Size(width: 20, height: 20)

    /// The side of an SF Symbol with no size given, set in a font of `fontSize` points: `imageSize` at the body's
    /// 17 pt, scaled with the font (documented: a symbol takes the size of the font it is in, "use font(_:) to set
    /// the symbol's size"; the 20 at 17 pt and the proportion are inferred). The engine rounds it up to the pixel
    /// grid, as it does a line of text.
    public static func symbolSide(fontSize: Double) -> Double {
        Saturating.multiply(imageSize.width, Saturating.divide(fontSize, Font.body.size))
    }
}
