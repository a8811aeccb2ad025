import Foundation
import LayoutModel

/// What an app's asset catalogs hold (`AppAssets`): its image sets with their natural sizes, so that `Image("logo")`
/// in a file of the app is as large as the picture Xcode would load, not a guessed 20 × 20, and its colour sets, whose
/// generated symbols (`.brand`) the app's code may use.
///
/// Models (documented): an image's size in points is its pixel size divided by its scale (Apple, `UIImage.size`:
/// "the logical dimensions of the image"; `scale`: "If you load an image from a file whose name includes the @2x
/// modifier, the scale is set to 2.0"), and an asset catalog gives each representation its scale in the set's
/// `Contents.json` (Apple, "Asset Catalog Format Reference", Image Set Type: `scale` 1x, 2x, 3x; none for a single
/// vector image, whose size is the PDF's page or the SVG's own). A folder with `"provides-namespace": true` puts its
/// name before its images' (`Icons/star`).
///
/// Inferred: which representation the device loads matters only where a set's pictures disagree; the one read here
/// is the universal (else iPhone, else any) representation of the highest scale, whose points are the set's.
///
/// Bounded: at most `folderLimit` folders are visited looking for catalogs and images, and only the first
/// `headerBytes` of a picture are read. What cannot be read (HEIC, a compressed PDF page tree) has no size here: the
/// image keeps the default size and its warning.
public enum AssetCatalog {
    public static let folderLimit = 20_000
    public static let headerBytes = 1 << 20
    /// The data files an app loads from its bundle by name (`Bundle.main.url(forResource: "landmarkData.json",
    /// withExtension: nil)`, Apple's Landmarks tutorial): Xcode copies an app's resource files into the bundle's top
    /// folder, whatever group holds them (documented: Xcode's "Copy Bundle Resources" build phase). Which files a target
    /// copies is its project's to say; layoutdbg reads folders, not targets, and takes these kinds of data files.
    public static let bundleFileExtensions: Set<String> = ["json", "geojson", "plist", "txt", "csv", "tsv", "xml", "yaml", "yml", "md", "html"]
    public static let bundleFileLimit = 1_000
    /// Folders of Xcode's own files, not the app's (a workspace's settings are property lists too).
    static let projectFolderSuffixes = [".xcodeproj", ".xcworkspace", ".swiftpm", ".xcdatamodeld", ".xctemplate"]

    /// The assets of the app a Swift input belongs to: the catalogs under its project's folder (`EnclosingProject`), or
    /// under the input itself when it is a folder with no project above it; none for a file with no project.
    public static func assets(for input: String) -> AppAssets { assets(for: input, in: project(of: input)) }

    /// The assets of `input`, given its project (`project(of:)`, found once for what else it decides).
    public static func assets(for input: String, in project: EnclosingProject.Found?) -> AppAssets {
        guard input != "-", input.hasSuffix(".swift") || FolderInput.isFolder(input) else { return AppAssets() }
        if let project { return assets(under: project.folder) }
        return FolderInput.isFolder(input) ? assets(under: input) : AppAssets()
    }

    /// The project of a Swift file or a folder given as the input; nil for anything else.
    public static func project(of input: String) -> EnclosingProject.Found? {
        guard input != "-", input.hasSuffix(".swift") || FolderInput.isFolder(input) else { return nil }
        // A folder is looked up from a file inside it: `find` starts at a file's folder.
        return EnclosingProject.find(for: FolderInput.isFolder(input) ? (input as NSString).appendingPathComponent("_") : input)
    }

    /// The assets of the catalogs under `folder`, and the data files beside them that the app's bundle holds; a name
    /// in two catalogs, or of two files, is the first's.
    public static func assets(under folder: String) -> AppAssets {
        var assets = AppAssets()
        var visited = 0
        // Catalogs and files are found breadth-first, skipping hidden folders and build products.
        var pending = [URL(fileURLWithPath: folder)]
        var catalogs: [URL] = []
        while !pending.isEmpty, visited < folderLimit {
            let current = pending.removeFirst()
            visited += 1
            let (folders, files) = sortedEntries(in: current)
            for entry in folders {
                let name = entry.lastPathComponent
                if name.hasPrefix(".") || ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules"].contains(name) { continue }
                if name.hasSuffix(".xcassets") {
                    catalogs.append(entry)
                } else if !Self.projectFolderSuffixes.contains(where: name.hasSuffix) {
                    pending.append(entry)
                }
            }
            // A hidden file (a linter's `.swiftlint.yml`) is the tools', not the app's.
            for file in files where !file.lastPathComponent.hasPrefix(".") && bundleFileExtensions.contains(file.pathExtension.lowercased())
                && assets.bundleFiles.count < bundleFileLimit && assets.bundleFiles[file.lastPathComponent] == nil {
                assets.bundleFiles[file.lastPathComponent] = file.path
            }
        }
        var images = Set<String>(), colors = Set<String>()
        for catalog in catalogs {
            read(catalog, namespace: "", into: &assets.imageSizes, images: &images, colors: &colors, visited: &visited)
        }
        assets.images = images.sorted()
        assets.colors = colors.sorted()
        return assets
    }

    /// Adds the image and colour sets under `folder` (inside a catalog); a set already named keeps its first size.
    private static func read(_ folder: URL, namespace: String, into sizes: inout [String: Size], images: inout Set<String>,
                             colors: inout Set<String>, visited: inout Int) {
        for entry in sortedFolders(in: folder) where visited < folderLimit {
            visited += 1
            let name = entry.lastPathComponent
            if name.hasSuffix(".imageset") {
                let asset = namespace + String(name.dropLast(".imageset".count))
                guard images.insert(asset).inserted, let size = size(ofSet: entry) else { continue }
                sizes[asset] = size
            } else if name.hasSuffix(".colorset") {
                colors.insert(namespace + String(name.dropLast(".colorset".count)))
            } else if !name.contains(".") {
                let contents = json(entry.appendingPathComponent("Contents.json"))
                let provides = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                read(entry, namespace: provides ? namespace + name + "/" : namespace, into: &sizes, images: &images, colors: &colors,
                     visited: &visited)
            }
        }
    }

    /// The size in points of the set's representation: universal, else iPhone, else any idiom; the highest scale.
    static func size(ofSet set: URL) -> Size? {
        guard let entries = json(set.appendingPathComponent("Contents.json"))?["images"] as? [[String: Any]] else { return nil }
        func rank(_ entry: [String: Any]) -> (Int, Double) {
            let idiom = entry["idiom"] as? String ?? "universal"
            let scale = Double((entry["scale"] as? String ?? "").dropLast()) ?? 0
            return (idiom == "universal" ? 2 : idiom == "iphone" ? 1 : 0, scale)
        }
        let files = entries.filter { $0["filename"] is String }.sorted { rank($0) > rank($1) }
        for entry in files {
            guard let file = entry["filename"] as? String, !file.contains("/"),
                  let pixels = pictureSize(set.appendingPathComponent(file)) else { continue }
            // A set without scales holds one vector picture, whose own size is in points.
            let scale = max(rank(entry).1, 1)
            return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
        return nil
    }

    /// A picture's size in pixels (PNG, JPEG) or points (PDF page, SVG), from its first bytes.
    static func pictureSize(_ file: URL) -> Size? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: headerBytes) else { return nil }
        let bytes = [UInt8](data)
        switch file.pathExtension.lowercased() {
        case "png": return PictureHeaders.png(bytes)
        case "jpg", "jpeg": return PictureHeaders.jpeg(bytes)
        case "pdf": return PictureHeaders.pdf(bytes)
        case "svg": return PictureHeaders.svg(bytes)
        default: return nil
        }
    }

    private static func sortedFolders(in folder: URL) -> [URL] { sortedEntries(in: folder).folders }

    /// The folders and the regular files in `folder`, each sorted by name.
    private static func sortedEntries(in folder: URL) -> (folders: [URL], files: [URL]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var folders: [URL] = [], files: [URL] = []
        for name in names.sorted() {
            let entry = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue { folders.append(entry) } else { files.append(entry) }
        }
        return (folders, files)
    }

    private static func json(_ file: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
