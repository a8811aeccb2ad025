// UIKit's UIImage and AppKit's NSImage as views use them (`import SwiftUI` brings them on Apple's platforms): an
// image made from an asset's name or an SF Symbol's, shown with `Image(uiImage:)` / `Image(nsImage:)`, is laid out as
// `Image(name)` / `Image(systemName:)` is, its natural size from the file's size comment or directive, else the
// default with the same warning. No pixels are read: an image made from data or a file is named after it. Status:
// as Image (docs/dsl.md, "Images and their natural size").

/// A platform image: the name it was made from, an asset's or a symbol's.
public class PlatformImage: @unchecked Sendable {
    let name: String
    let isSymbol: Bool

    init(name: String, isSymbol: Bool) {
        self.name = name
        self.isSymbol = isSymbol
    }

    /// An image read from a file, named after it.
    public convenience init?(contentsOfFile path: String) {
        self.init(name: (path as NSString).lastPathComponent, isSymbol: false)
    }

    /// The size layoutdbg gives an image that has none (`Image.defaultNaturalSize`): its pixels are not read.
    public var size: CGSize { Image.defaultNaturalSize }
}

/// UIKit's image.
public final class UIImage: PlatformImage {
    public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public convenience init?(named name: String, in bundle: Bundle? = nil, with configuration: Any? = nil) {
        self.init(name: name, isSymbol: false)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Any? = nil) {
        self.init(name: name, isSymbol: true)
    }

    public convenience init?(data: Data, scale: CGFloat = 1) { self.init(name: "image data", isSymbol: false) }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .automatic) -> UIImage { self }
}

/// AppKit's image.
public final class NSImage: PlatformImage {
    public convenience init?(named name: String) { self.init(name: name, isSymbol: false) }

    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        self.init(name: name, isSymbol: true)
    }

    public convenience init?(data: Data) { self.init(name: "image data", isSymbol: false) }
}

extension Image {
    /// The image a UIImage was made from, laid out as `Image(name)` or `Image(systemName:)`.
    public init(uiImage: UIImage, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(platformImage: uiImage, fileID: fileID, line: line, column: column)
    }

    /// The image an NSImage was made from, laid out as `Image(name)` or `Image(systemName:)`.
    public init(nsImage: NSImage, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(platformImage: nsImage, fileID: fileID, line: line, column: column)
    }

    private init(platformImage image: PlatformImage, fileID: String, line: Int, column: Int) {
        self.init(image.name, fileID: fileID, line: line, column: column)
        isSymbol = image.isSymbol
    }
}
