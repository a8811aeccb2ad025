/// What marks a folder as a project's (`EnclosingProject`): an Xcode project or workspace in it, the spec an Xcode
/// project is generated from (XcodeGen's `project.yml`, Tuist's `Project.swift`: such apps commit no `.xcodeproj`), a
/// `Package.swift`, a `.git`. Read with `readdir` (`DirectoryEntries`), comparing each entry's name in place: the search runs for every
/// Swift input (its asset catalogs), and a folder such as /tmp holds thousands of entries, whose listing as sorted
/// Strings cost 66 M instructions (2% of tracing a 20,000-view file) before.
struct FolderMarkers {
    /// The first, in name order, of the folder's `.xcodeproj` and `.xcworkspace` entries.
    var xcodeProject: String?
    /// `project.yml` or `Project.swift`.
    var projectSpec: String?
    var hasPackageManifest = false
    var hasGit = false

    init(_ folder: String) {
        DirectoryEntries.forEach(in: folder) { name in
            if name.elementsEqual("Package.swift".utf8) { hasPackageManifest = true; return }
            if name.elementsEqual(".git".utf8) { hasGit = true; return }
            // Most entries are neither: their length says so before any comparison.
            if name.count == 11 || name.count == 13 {
                for spec in Self.projectSpecs where name.elementsEqual(spec.utf8) { projectSpec = spec; return }
            }
            guard Self.hasSuffix(name, ".xcodeproj") || Self.hasSuffix(name, ".xcworkspace") else { return }
            let found = String(decoding: name, as: UTF8.self)
            if xcodeProject.map({ found < $0 }) ?? true { xcodeProject = found }
        }
    }

    /// 11 and 13 bytes long.
    static let projectSpecs = ["project.yml", "Project.swift"]

    private static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: String) -> Bool {
        let tail = Array(suffix.utf8)
        return bytes.count > tail.count && bytes[(bytes.count - tail.count)...].elementsEqual(tail)
    }
}
