// `import UniformTypeIdentifiers` where Apple's SDK is not (Linux): `UTType`, which file importers, drop targets and
// document types name (`.fileImporter(allowedContentTypes: [.pdf])`, `.onDrop(of: [.fileURL])`). A type changes no
// layout; here it is its identifier, with the SDK's common types and initialisers. Where the SDK is, its own module
// is used.
#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#else
/// A uniform type identifier: `public.png`, `com.adobe.pdf`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String

    public init?(_ identifier: String) { self.identifier = identifier }
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) { self.identifier = identifier }
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) { self.identifier = identifier }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) { identifier = "dyn." + filenameExtension }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) { identifier = "dyn." + mimeType }
    private init(known identifier: String) { self.identifier = identifier }

    public var description: String { identifier }
    public var preferredFilenameExtension: String? { nil }
    public var preferredMIMEType: String? { nil }
    public var localizedDescription: String? { identifier }
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    public func conforms(to type: UTType) -> Bool { self == type || type == .item || (type == .data && self != .folder) }

    public static let item = UTType(known: "public.item"), content = UTType(known: "public.content")
    public static let data = UTType(known: "public.data"), text = UTType(known: "public.text")
    public static let plainText = UTType(known: "public.plain-text"), utf8PlainText = UTType(known: "public.utf8-plain-text")
    public static let json = UTType(known: "public.json"), xml = UTType(known: "public.xml"), html = UTType(known: "public.html")
    public static let url = UTType(known: "public.url"), fileURL = UTType(known: "public.file-url")
    public static let image = UTType(known: "public.image"), png = UTType(known: "public.png"), jpeg = UTType(known: "public.jpeg")
    public static let gif = UTType(known: "com.compuserve.gif"), heic = UTType(known: "public.heic"), tiff = UTType(known: "public.tiff")
    public static let svg = UTType(known: "public.svg-image"), webP = UTType(known: "org.webmproject.webp")
    public static let pdf = UTType(known: "com.adobe.pdf"), rtf = UTType(known: "public.rtf")
    public static let movie = UTType(known: "public.movie"), video = UTType(known: "public.video"), audio = UTType(known: "public.audio")
    public static let mp3 = UTType(known: "public.mp3"), mpeg4Movie = UTType(known: "public.mpeg-4"), quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    public static let folder = UTType(known: "public.folder"), directory = UTType(known: "public.directory")
    public static let archive = UTType(known: "public.archive"), zip = UTType(known: "public.zip-archive"), gzip = UTType(known: "org.gnu.gnu-zip-archive")
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text")
    public static let sourceCode = UTType(known: "public.source-code"), swiftSource = UTType(known: "public.swift-source")
    public static let executable = UTType(known: "public.executable"), application = UTType(known: "com.apple.application")
    public static let applicationBundle = UTType(known: "com.apple.application-bundle"), propertyList = UTType(known: "com.apple.property-list")
    public static let log = UTType(known: "public.log"), epub = UTType(known: "org.idpf.epub-container"), vCard = UTType(known: "public.vcard")
    public static let font = UTType(known: "public.font"), spreadsheet = UTType(known: "public.spreadsheet")
    public static let presentation = UTType(known: "public.presentation"), database = UTType(known: "public.database")
}
#endif
