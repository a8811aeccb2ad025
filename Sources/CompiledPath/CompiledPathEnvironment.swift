import Foundation

/// Where the compiled path works and what it builds against, from the environment:
///
/// - `LAYOUTDBG_CACHE`: the cache directory (default `$XDG_CACHE_HOME/layoutdbg`, else `~/.cache/layoutdbg`). It
///   holds the scratch package and its build of the library, each run's program while it runs, and the traces of
///   files already run. Nothing of a compile is written anywhere else. Several runs may share it at once: they
///   compile at once, and a run that must build the library waits for the others, and they for it (a lock file).
/// - `LAYOUTDBG_PACKAGE`: the layoutdbg package whose LayoutDebugger library user files are compiled against
///   (default: the package this binary was built from, which is right for a clone and for `swift build` products;
///   an installed binary whose clone moved needs it set).
/// - `LAYOUTDBG_SWIFT`: the `swift` executable (default: the first on `PATH`).
public struct CompiledPathEnvironment: Sendable {
    /// The variables, kept as given: the paths below are worked out when the compiled path asks for them, so that a
    /// JSON input or a file the reader reads pays nothing for them (a search of `PATH` and Foundation's URLs were 8% of
    /// a tiny trace's start-up; docs/performance.md item 45).
    private let variables: [String: String]

    public init(environment: [String: String]) {
        variables = environment.filter { Self.names.contains($0.key) }
    }

    /// The variables read here.
    private static let names: Set<String> = ["HOME", "LAYOUTDBG_CACHE", "XDG_CACHE_HOME", "LAYOUTDBG_PACKAGE", "LAYOUTDBG_SWIFT", "PATH"]

    /// The cache directory.
    public var cache: URL {
        if let explicit = variables["LAYOUTDBG_CACHE"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let xdg = variables["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("layoutdbg") }
        let home = variables["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/layoutdbg")
    }

    /// The layoutdbg package whose library user files are compiled against.
    public var package: URL {
        if let explicit = variables["LAYOUTDBG_PACKAGE"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        // Sources/CompiledPath/CompiledPathEnvironment.swift → the package root.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The `swift` executable, nil when there is none.
    public var swift: URL? {
        if let explicit = variables["LAYOUTDBG_SWIFT"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        let path = variables["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
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
