// UIKit's and AppKit's colours as app code hands them to SwiftUI (`Color(.systemBackground)`,
// `Color(uiColor: .secondaryLabel)`, `Color(NSColor.windowBackgroundColor)`). A colour has no layout effect: each is
// its name, which labels the trace as the reader labels it (`TreeBuilder+Colors`: the member's name).
import LayoutModel

/// A platform colour, by name.
public struct UIColor: Hashable, Sendable {
    let name: String

    init(_ name: String) { self.name = name }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = "rgb(\(NumberFormat.string(Double(red))), \(NumberFormat.string(Double(green))), \(NumberFormat.string(Double(blue))))"
    }
    public init(white: CGFloat, alpha: CGFloat) { name = "white(\(NumberFormat.string(Double(white))))" }
    public init?(named name: String) { self.name = name }

    /// The same colour (opacity has no layout effect).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

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

/// AppKit's colour: the same stand-in.
public typealias NSColor = UIColor

extension Color {
    public init(_ color: UIColor) { self.init(color.name) }
    public init(uiColor: UIColor) { self.init(color: uiColor) }
    public init(nsColor: UIColor) { self.init(color: nsColor) }

    private init(color: UIColor) { self.init(color.name) }
}
