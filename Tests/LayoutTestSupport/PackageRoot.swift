import Foundation

/// The package's root directory, found from this file's path (Tests/LayoutTestSupport/PackageRoot.swift), so
/// that tests name files as the README does (`fixtures/seed-002/grid-bug.json`) from any working directory.
public enum PackageRoot {
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var path: String { url.path }

    /// The absolute path of `relative`, a path from the root.
    public static func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// The bytes of the file at `relative`, or nil when it does not exist.
    public static func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(relative)).map { [UInt8]($0) }
    }

    /// The text of the file at `relative`, or nil when it does not exist.
    public static func read(_ relative: String) -> String? {
        bytes(relative).map { String(decoding: $0, as: UTF8.self) }
    }
}
