import Foundation

/// One run's program: the user's prepared files and the generated entry point, compiled against the scratch
/// package's library (`ScratchPackage`, built once) into an executable in a directory of the run's own
/// (`<cache>/programs/<process>-<random>`), which the run removes when it is done. Runs sharing a cache each have
/// theirs, so they compile and run at once instead of taking turns with one package.
struct ProgramDirectory {
    let directory: URL

    /// A new, empty directory under `cache`, once the directories that runs killed before they could remove their own
    /// left are gone: those of processes that no longer exist, untouched for a day (a process of another PID namespace
    /// sharing the cache, a container's, looks gone from here while it runs).
    static func make(in cache: URL) throws -> ProgramDirectory {
        let programs = cache.appendingPathComponent("programs", isDirectory: true)
        let manager = FileManager.default
        try manager.createDirectory(at: programs, withIntermediateDirectories: true)
        let dayAgo = Date().addingTimeInterval(-24 * 60 * 60)
        for name in (try? manager.contentsOfDirectory(atPath: programs.path)) ?? [] {
            guard let owner = Int32(name.prefix { $0 != "-" }), kill(owner, 0) != 0, errno == ESRCH else { continue }
            let left = programs.appendingPathComponent(name)
            guard let modified = (try? manager.attributesOfItem(atPath: left.path))?[.modificationDate] as? Date, modified < dayAgo else { continue }
            try? manager.removeItem(at: left)
        }
        // The process and a random part: runs of one process (the tests run the command line in-process) differ too.
        let directory = programs.appendingPathComponent("\(getpid())-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try manager.createDirectory(at: directory.appendingPathComponent("Preview"), withIntermediateDirectories: true)
        return ProgramDirectory(directory: directory)
    }

    /// The source file whose `#fileID` is `fileID` (`Preview/User.swift`): the module is `Preview`, whatever the
    /// directory, so node locations and crash reports name the files as the user's trace expects.
    func path(of fileID: String) -> String { directory.appendingPathComponent(fileID).path }

    var executable: URL { directory.appendingPathComponent("program") }
    /// What the program writes: its trace, the build keys it was made with, and the warnings of the user's code.
    var traceFile: URL { directory.appendingPathComponent("trace.json") }
    var keyFile: URL { directory.appendingPathComponent("build-key") }
    var warningsFile: URL { directory.appendingPathComponent("warnings.txt") }
    /// The compiler's response file naming the library's objects.
    private var objectsFile: URL { directory.appendingPathComponent("objects.txt") }

    /// The user's file, its companions (`ScratchPackage.companionFileID`) and the entry point, in the order they are
    /// compiled.
    func write(user: String, main: String, companions: [String]) throws -> [String] {
        var sources = [(ScratchPackage.userFileID, user)]
        for (index, companion) in companions.enumerated() { sources.append((ScratchPackage.companionFileID(index), companion)) }
        sources.append(("Preview/main.swift", main))
        for (fileID, text) in sources { try Data(text.utf8).write(to: URL(fileURLWithPath: path(of: fileID))) }
        return sources.map { path(of: $0.0) }
    }

    /// The compiler's arguments for the program, as SwiftPM's debug build compiles a target: DEBUG and SWIFT_PACKAGE
    /// defined, and a package name (without one, each `package` declaration is an error, and its uses another:
    /// Pulse's views); in the Swift 5 language mode, which apps are written in more often than not (it accepts what
    /// Swift 6 would refuse), and with `/…/` regex literals, as Xcode's app templates enable them. The whole module
    /// in one job: a batch build prints the errors of whichever job failed first (seen: 1 error in one run, 3 in the
    /// next), one job all of them, in the same order every time.
    func compilerArguments(sources: [String], library: ScratchPackage.LibraryBuild) throws -> [String] {
        try Data(library.objects.joined(separator: "\n").utf8).write(to: objectsFile)
        return ["-module-name", "Preview", "-wmo", "-Onone", "-g", "-swift-version", "5", "-enable-bare-slash-regex",
                "-D", "DEBUG", "-D", "SWIFT_PACKAGE", "-package-name", "scratch", "-I", library.modules.path,
                "-module-cache-path", library.moduleCache.path] + sources + ["@" + objectsFile.path, "-o", executable.path]
    }

    /// Puts the app's bundle files (`AppAssets.bundleFiles`) where the program's main bundle finds them: Foundation's
    /// main bundle of an executable outside a bundle is the executable's folder, resources and all (observed on Linux:
    /// `Bundle.main.url(forResource:withExtension:)` finds a file beside the executable). Each is a link to the app's
    /// file; a name the program's own files take is left out.
    func link(bundleFiles: [String: String]) throws {
        let manager = FileManager.default
        for (name, path) in bundleFiles.sorted(by: { $0.key < $1.key }) {
            let link = directory.appendingPathComponent(name)
            guard !manager.fileExists(atPath: link.path), !Self.ownNames.contains(name) else { continue }
            try manager.createSymbolicLink(atPath: link.path, withDestinationPath: URL(fileURLWithPath: path).standardizedFileURL.path)
        }
    }

    /// What the directory holds of its own, whatever the run: no bundle file may take these names.
    private static let ownNames: Set<String> = ["program", "trace.json", "build-key", "warnings.txt", "objects.txt", "Preview"]

    /// The part of a run's cache key that says which bundle files the program can read and which version of each
    /// (name, size and modification time: a changed file traces anew).
    static func bundleKey(_ bundleFiles: [String: String]) -> String {
        bundleFiles.sorted(by: { $0.key < $1.key }).map { name, path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(name):\(size):\(modified)"
        }.joined(separator: "\n")
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}
