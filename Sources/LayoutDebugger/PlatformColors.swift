// UIKit's and AppKit's colours as app code hands them to SwiftUI (`Color(.systemBackground)`,
// `Color(uiColor: .secondaryLabel)`, `Color(NSColor.windowBackgroundColor)`). A colour has no layout effect: each is
// its name, which labels the trace as the reader labels it (`TreeBuilder+Colors`: the member's name).
import Foundation
import LayoutModel

/// A platform colour, by name, with its components when the app gave them (an app may compute with them, to pick a
/// contrasting colour: still no layout effect). A class, as UIKit's and AppKit's are: apps extend it with `final`
/// methods and convenience initialisers.
public final class UIColor: Hashable, Sendable {
    let name: String
    /// Red, green, blue and alpha as given; nil for a named colour, whose components are the system's.
    let components: [CGFloat]?

    init(_ name: String) {
        self.name = name
        components = nil
    }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = "rgb(\(NumberFormat.string(Double(red))), \(NumberFormat.string(Double(green))), \(NumberFormat.string(Double(blue))))"
        components = [red, green, blue, alpha]
    }
    public init(white: CGFloat, alpha: CGFloat) {
        name = "white(\(NumberFormat.string(Double(white))))"
        components = [white, white, white, alpha]
    }
    public convenience init?(named name: String) { self.init(name) }
    /// An asset colour of a bundle (a framework's, a package's): the bundle and traits choose no size.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) { self.init(name) }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.name == b.name && a.components == b.components }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(components)
    }

    /// The same colour (opacity has no layout effect).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

    /// The same colour: every colour here is in one space.
    public func usingColorSpace(_ space: NSColorSpace) -> UIColor? { self }

    /// The components the app gave; false, and zeros, for a named colour (its values are the system's).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let values = components ?? [0, 0, 0, 0]
        red?.pointee = values[0]
        green?.pointee = values[1]
        blue?.pointee = values[2]
        alpha?.pointee = values[3]
        return components != nil
    }

    public var redComponent: CGFloat { components?[0] ?? 0 }
    public var greenComponent: CGFloat { components?[1] ?? 0 }
    public var blueComponent: CGFloat { components?[2] ?? 0 }
    public var alphaComponent: CGFloat { components?[3] ?? 1 }

    public static let systemBackground = UIColor("systemBackground"), secondarySystemBackground = UIColor("secondarySystemBackground"), tertiarySystemBackground = UIColor("tertiarySystemBackground"), systemGroupedBackground = UIColor("systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground"), tertiarySystemGroupedBackground = UIColor("tertiarySystemGroupedBackground"), label = UIColor("label"), secondaryLabel = UIColor("secondaryLabel")
    public static let tertiaryLabel = UIColor("tertiaryLabel"), quaternaryLabel = UIColor("quaternaryLabel"), systemFill = UIColor("systemFill"), secondarySystemFill = UIColor("secondarySystemFill")
    public static let tertiarySystemFill = UIColor("tertiarySystemFill"), quaternarySystemFill = UIColor("quaternarySystemFill"), placeholderText = UIColor("placeholderText"), separator = UIColor("separator")
    public static let opaqueSeparator = UIColor("opaqueSeparator"), link = UIColor("link"), systemGray = UIColor("systemGray"), systemGray2 = UIColor("systemGray2")
    public static let systemGray3 = UIColor("systemGray3"), systemGray4 = UIColor("systemGray4"), systemGray5 = UIColor("systemGray5"), systemGray6 = UIColor("systemGray6")
    public static let systemRed = UIColor("systemRed"), systemOrange = UIColor("systemOrange"), systemYellow = UIColor("systemYellow"), systemGreen = UIColor("systemGreen")
    public static let systemMint = UIColor("systemMint"), systemTeal = UIColor("systemTeal"), systemCyan = UIColor("systemCyan"), systemBlue = UIColor("systemBlue")
    public static let systemIndigo = UIColor("systemIndigo"), systemPurple = UIColor("systemPurple"), systemPink = UIColor("systemPink"), systemBrown = UIColor("systemBrown")
    public static let tintColor = UIColor("tintColor"), darkText = UIColor("darkText"), lightText = UIColor("lightText"), black = UIColor("black")
    public static let white = UIColor("white"), gray = UIColor("gray"), darkGray = UIColor("darkGray"), lightGray = UIColor("lightGray")
    public static let red = UIColor("red"), green = UIColor("green"), blue = UIColor("blue"), cyan = UIColor("cyan")
    public static let yellow = UIColor("yellow"), magenta = UIColor("magenta"), orange = UIColor("orange"), purple = UIColor("purple")
    public static let brown = UIColor("brown"), clear = UIColor("clear"), windowBackgroundColor = UIColor("windowBackgroundColor"), controlBackgroundColor = UIColor("controlBackgroundColor")
    public static let textBackgroundColor = UIColor("textBackgroundColor"), underPageBackgroundColor = UIColor("underPageBackgroundColor"), labelColor = UIColor("labelColor"), secondaryLabelColor = UIColor("secondaryLabelColor")
    public static let tertiaryLabelColor = UIColor("tertiaryLabelColor"), quaternaryLabelColor = UIColor("quaternaryLabelColor"), textColor = UIColor("textColor"), controlColor = UIColor("controlColor")
    public static let controlTextColor = UIColor("controlTextColor"), separatorColor = UIColor("separatorColor"), gridColor = UIColor("gridColor"), linkColor = UIColor("linkColor")
    public static let controlAccentColor = UIColor("controlAccentColor"), selectedContentBackgroundColor = UIColor("selectedContentBackgroundColor"), unemphasizedSelectedContentBackgroundColor = UIColor("unemphasizedSelectedContentBackgroundColor"), systemGrayColor = UIColor("systemGrayColor")
}

/// AppKit's colour spaces, by name: colours here are not converted.
public struct NSColorSpace: Hashable, Sendable {
    let name: String

    public static let sRGB = NSColorSpace(name: "sRGB"), extendedSRGB = NSColorSpace(name: "extendedSRGB")
    public static let displayP3 = NSColorSpace(name: "displayP3"), deviceRGB = NSColorSpace(name: "deviceRGB")
    public static let genericRGB = NSColorSpace(name: "genericRGB"), adobeRGB1998 = NSColorSpace(name: "adobeRGB1998")
}

/// AppKit's colour: the same stand-in.
public typealias NSColor = UIColor

extension Color {
    /// Disfavoured beside `init(_ resource: ColorResource)`: an app with a colour asset named as a system colour
    /// (Enchanted's "label") writes `Color(.label)` for its asset, which Xcode's generated `ColorResource.label` is and
    /// which compiles there; here UIColor and NSColor are one type, so both would match.
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(color.name) }
    public init(uiColor: UIColor) { self.init(color: uiColor) }
    public init(nsColor: UIColor) { self.init(color: nsColor) }

    private init(color: UIColor) { self.init(color.name) }
}
