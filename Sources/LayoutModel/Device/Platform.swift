// Models: what differs between the platforms SwiftUI runs on, as far as layout sees it: the point sizes of the
// text styles at the default content size. Status: documented (Apple's Human Interface Guidelines, Typography,
// "Specifications": the iOS/iPadOS and macOS built-in text styles; cited per value in docs/fidelity.md).

/// The platform a device runs; it picks the text styles' sizes.
public enum Platform: String, Hashable, Sendable, CaseIterable {
    case iOS, iPadOS, macOS

    /// The point size of a built-in text style on this platform at the default (Large) content size, or nil for a
    /// name that is not a text style.
    public func textStyleSize(_ name: String) -> Double? {
        let table = self == .macOS ? Platform.macOSTextStyles : Platform.iOSTextStyles
        return table.first { $0.name == name }?.size
    }

    /// iOS and iPadOS, Dynamic Type size Large (HIG, Typography, "iOS, iPadOS Dynamic Type sizes").
    public static let iOSTextStyles: [(name: String, size: Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("headline", 17), ("body", 17),
        ("callout", 16), ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]

    /// macOS (HIG, Typography, "macOS built-in text styles").
    public static let macOSTextStyles: [(name: String, size: Double)] = [
        ("largeTitle", 26), ("title", 22), ("title2", 17), ("title3", 15), ("headline", 13), ("body", 13),
        ("callout", 12), ("subheadline", 11), ("footnote", 10), ("caption", 10), ("caption2", 10),
    ]
}
