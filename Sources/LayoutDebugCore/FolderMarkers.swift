#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What marks a folder as a project's (`EnclosingProject`): an Xcode project or workspace in it, a `Package.swift`, a
/// `.git`. Read with `readdir`, comparing each entry's name in place: the search runs for every Swift input (its asset
/// catalogs), and a folder such as /tmp holds thousands of entries, whose listing as sorted Strings cost 66 M
/// instructions (2% of tracing a 20,000-view file) before.
struct FolderMarkers {
    /// The first, in name order, of the folder's `.xcodeproj` and `.xcworkspace` entries.
    var xcodeProject: String?
    var hasPackageManifest = false
    var hasGit = false

    init(_ folder: String) {
        guard let handle = opendir(folder) else { return }
        defer { closedir(handle) }
        // The name is read where it lies (as OutputFile's temporaries are): an entry is only as long as its name.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(handle) {
            let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let length = strlen(name)
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: length)
            if bytes.elementsEqual("Package.swift".utf8) { hasPackageManifest = true; continue }
            if bytes.elementsEqual(".git".utf8) { hasGit = true; continue }
            guard Self.hasSuffix(bytes, ".xcodeproj") || Self.hasSuffix(bytes, ".xcworkspace") else { continue }
            let found = String(decoding: bytes, as: UTF8.self)
            if xcodeProject.map({ found < $0 }) ?? true { xcodeProject = found }
        }
    }

    private static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: String) -> Bool {
        let tail = Array(suffix.utf8)
        return bytes.count > tail.count && bytes[(bytes.count - tail.count)...].elementsEqual(tail)
    }
}
