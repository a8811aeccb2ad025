/// Defaults that more than one front end needs, defined once.
public enum SurfaceDefaults {
    /// The natural size of an image whose input gives none (the SwiftUI-syntax reader warns when it uses it): an
    /// SF Symbol at the body font (17 pt) is about 20 pt square. Inferred, not measured: give real sizes with
    /// `// size: WxH` or `Image(_:naturalSize:)`.
    public static let imageSize = Size(width: 20, height: 20)
}
