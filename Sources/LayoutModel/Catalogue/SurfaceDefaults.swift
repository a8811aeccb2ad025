/// Defaults that more than one front end needs, defined once.
public enum SurfaceDefaults {
    /// The device size proposed to the root when the input names none: an iPhone 15/16 screen in portrait, in
    /// points (Apple's Human Interface Guidelines, device screen sizes).
    public static let proposal = ProposedSize(width: 393, height: 852)

    /// The natural size of an image whose input gives none (the SwiftUI-syntax reader warns when it uses it): an
    /// SF Symbol at the body font (17 pt) is about 20 pt square. Inferred, not measured: give real sizes with
    /// `// size: WxH` or `Image(_:naturalSize:)`.
    public static let imageSize = Size(width: 20, height: 20)
}
