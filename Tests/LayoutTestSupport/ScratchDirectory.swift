import Foundation

/// A fresh, empty directory under the system's temporary directory, for tests that write files.
public enum ScratchDirectory {
    /// Creates `layoutdbg-PURPOSE-UUID`; the caller removes it.
    public static func make(_ purpose: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
