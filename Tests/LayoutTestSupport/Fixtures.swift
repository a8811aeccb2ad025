import Foundation
import LayoutDebugCore

/// The fixtures under fixtures/, named by their path from the package root.
public enum Fixtures {
    /// Every input (`GoldenFiles.isInput`) under `folder`, sorted, less those under a prefix in `excluded`.
    public static func inputs(under folder: String = "fixtures", excluding excluded: [String] = []) -> [String] {
        GoldenFiles.inputs(under: PackageRoot.path(folder))
            .map { String($0.dropFirst(PackageRoot.path.count + 1)) }
            .filter { path in !excluded.contains(where: { path.hasPrefix($0) }) }
    }

    /// The files directly in `folder` whose names end with `suffix`, sorted.
    public static func files(in folder: String, withSuffix suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackageRoot.path(folder))) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }
}
