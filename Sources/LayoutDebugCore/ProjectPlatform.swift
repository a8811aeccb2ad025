import Foundation
import LayoutModel

/// The platform an app's Xcode project builds for, read from its `project.pbxproj` without running anything: when every
/// `SDKROOT` it sets is `macosx`, it is a Mac app, whose previews Xcode's canvas shows on the Mac, so its views are
/// traced on layoutdbg's Mac window unless the file or the command line names a device. A project that also builds
/// for iOS (`iphoneos`, or `auto`, a multiplatform target), a package or a folder with no project says nothing: the
/// default iPhone.
public enum ProjectPlatform {
    /// The most of a `project.pbxproj` read (a large app's is a few MB): past it, nothing is decided.
    public static let byteLimit = 16 << 20

    /// The Mac window, with the note that says why, when `project` builds for macOS only.
    public static func macWindow(for project: EnclosingProject.Found) -> DefaultDevice? {
        guard let marker = project.marker, marker.hasSuffix(".xcodeproj"), let mac = DeviceCatalogue.device(named: "mac") else { return nil }
        let file = ((project.folder as NSString).appendingPathComponent(marker) as NSString).appendingPathComponent("project.pbxproj")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
              (attributes[.size] as? Int ?? .max) <= byteLimit,
              let data = FileManager.default.contents(atPath: file), buildsForMacOnly(String(decoding: data, as: UTF8.self)) else { return nil }
        return DefaultDevice(device: DeviceChoice(mac),
                             note: "traced on the Mac window: \(marker) builds for macOS only (SDKROOT = macosx), and Xcode's canvas "
                                 + "shows its previews on the Mac; --device picks another")
    }

    /// True when the project text sets `SDKROOT`, and only ever to `macosx`.
    static func buildsForMacOnly(_ text: String) -> Bool {
        var found = false
        for line in text.split(separator: "\n") where line.contains("SDKROOT = ") {
            guard let value = line.split(separator: "=", maxSplits: 1).last?.trimmingCharacters(in: CharacterSet(charactersIn: " \t;\"")) else { continue }
            guard value == "macosx" else { return false }
            found = true
        }
        return found
    }
}

/// The device a project's views are shown on when neither the file nor the command line names one, and the note
/// that says so when it is used.
public struct DefaultDevice: Sendable {
    public var device: DeviceChoice
    public var note: String
}
