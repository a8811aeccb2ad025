// UIKit's fonts as SwiftUI views reach for them: `Font(UIFont.preferredFont(forTextStyle: .body))`,
// `UIFont.systemFont(ofSize: 15).lineHeight` in a frame's height. A text style's font is that style (its size the
// run's platform's, as `Font.body` is); a sized font is `Font.system(size:)`. Status: exact for the text styles and
// sizes; `lineHeight` is SF Pro's ascender plus descender for the size, unrounded (the text model's
// `lineHeightFactor`): observed, UIKit logs 17.900391 for 15 points (StackOverflow question 33278645), 15 × 2444/2048.
import Foundation
import LayoutModel

/// A UIKit font: its size (and the text style it was made for) is what views read.
public final class UIFont: @unchecked Sendable {
    public let pointSize: CGFloat
    public let fontName: String
    /// The SwiftUI font it stands for: the text style's for `preferredFont(forTextStyle:)`.
    let font: Font

    init(_ font: Font, name: String) {
        self.font = font
        pointSize = CGFloat(font.size)
        fontName = name
    }

    public convenience init?(name: String, size: CGFloat) { self.init(.custom(name, size: size), name: name) }

    public struct TextStyle: Hashable, Sendable {
        let font: Font
        public static let largeTitle = TextStyle(font: .largeTitle), title1 = TextStyle(font: .title)
        public static let title2 = TextStyle(font: .title2), title3 = TextStyle(font: .title3)
        public static let headline = TextStyle(font: .headline), subheadline = TextStyle(font: .subheadline)
        public static let body = TextStyle(font: .body), callout = TextStyle(font: .callout)
        public static let footnote = TextStyle(font: .footnote), caption1 = TextStyle(font: .caption)
        public static let caption2 = TextStyle(font: .caption2)
    }

    /// A font weight, UIKit's values as AppKit's (they are the same numbers in both frameworks).
    public typealias Weight = NSFont.Weight

    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(style.font, name: ".SFUI-Regular") }
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(.system(size: size), name: ".SFUI-Regular")
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(.system(size: size), name: ".SFUI-Semibold") }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(.system(size: size), name: ".SFUI-RegularItalic") }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(size: size), name: ".SFUIMono-Regular")
    }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: size, weight: weight) }
    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }

    public func withSize(_ size: CGFloat) -> UIFont { UIFont(.custom(fontName, size: size), name: fontName) }

    /// The height of a line of this font: SF Pro's ascender plus descender, not rounded to pixels as a Text is.
    public var lineHeight: CGFloat { pointSize * CGFloat(LayoutEnvironment().lineHeightFactor) }
}

extension Font {
    /// The SwiftUI font of a UIKit one: a text style stays that style.
    public init(_ font: UIFont) { self = font.font }
}
