import Foundation

/// Where the compiled path works and what it builds against, from the environment:
///
/// - `LAYOUTDBG_CACHE`: the cache directory (default `$XDG_CACHE_HOME/layoutdbg`, else `~/.cache/layoutdbg`). It
///   holds the scratch package and its build, and the traces of files already run. Nothing of a compile is written
///   anywhere else. Several runs may share it at once: they take turns through a lock file in it.
/// - `LAYOUTDBG_PACKAGE`: the layoutdbg package whose LayoutDebugger library user files are compiled against
///   (default: the package this binary was built from, which is right for a clone and for `swift build` products;
///   an installed binary whose clone moved needs it set).
/// - `LAYOUTDBG_SWIFT`: the `swift` executable (default: the first on `PATH`).
public struct CompiledPathEnvironment: Sendable {
    public var cache: URL
    public var package: URL
    public var swift: URL?

    public init(environment: [String: String]) {
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        if let explicit = environment["LAYOUTDBG_CACHE"], !explicit.isEmpty {
            cache = URL(fileURLWithPath: explicit)
        } else if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            cache = URL(fileURLWithPath: xdg).appendingPathComponent("layoutdbg")
        } else {
            cache = home.appendingPathComponent(".cache/layoutdbg")
        }
        if let explicit = environment["LAYOUTDBG_PACKAGE"], !explicit.isEmpty {
            package = URL(fileURLWithPath: explicit)
        } else {
            // Sources/CompiledPath/CompiledPathEnvironment.swift → the package root.
            package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        }
        if let explicit = environment["LAYOUTDBG_SWIFT"], !explicit.isEmpty {
            swift = URL(fileURLWithPath: explicit)
        } else {
            let path = environment["PATH"] ?? "/usr/bin:/bin"
            swift = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }
    }

    /// What the library's sources are now, for the cache key: a trace cached before the library changed (a new
    /// modifier, a changed control metric) must not be reused. Paths, sizes and modification times of the files
    /// under `Sources/` and of `Package.swift`: a stat per file, no reading, so a cached run stays fast.
    public var libraryFingerprint: String {
        let fileManager = FileManager.default
        var parts: [String] = []
        let sources = package.appendingPathComponent("Sources")
        for relative in ((try? fileManager.subpathsOfDirectory(atPath: sources.path)) ?? []).sorted() {
            parts.append(relative + Self.stamp(sources.appendingPathComponent(relative).path))
        }
        parts.append("Package.swift" + Self.stamp(package.appendingPathComponent("Package.swift").path))
        return CacheKey.of(parts)
    }

    private static func stamp(_ path: String) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return ":missing" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return ":\(size):\(modified)"
    }

    /// Whether the package has the library (a moved clone or a stray LAYOUTDBG_PACKAGE does not).
    var hasLibrary: Bool {
        FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/LayoutDebugger").path)
    }
}
