// The devices of `--device`, with their screens and safe areas. Status: observed values, each agreed by at least two
// hand-maintained public device tables (the `source` of each entry; docs/fidelity.md, "Devices and the safe area",
// quotes them): screen sizes in points, display scales, and the safe-area insets UIKit reports for a full-screen
// view with no bars, per orientation (iOS 17 and 18; iOS 26 changes some landscape insets). A Mac has no fixed
// screen and no documented default window size: its entry is an 800 × 600 window, our choice (inferred).

public enum DeviceCatalogue {
    private static func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> EdgeInsets {
        EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    private static let dynamicIsland59 = (portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59))
    private static let dynamicIsland62 = (portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62))
    private static let faceIDiPad = (portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0))

    public static let devices: [Device] = [
        Device("iphone-se", "iPhone SE (2nd and 3rd generation)", .iOS, screen: Size(width: 375, height: 667), scale: 2,
               portrait: insets(20, 0, 0, 0), landscape: insets(0, 0, 0, 0),
               source: "swift-snapshot-testing's iPhone 8 preset (the same screen); useyourloaf, \"Supporting iPhone X\""),
        Device("iphone-15", "iPhone 15", .iOS, screen: Size(width: 393, height: 852), scale: 3,
               portrait: dynamicIsland59.portrait, landscape: dynamicIsland59.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("iphone-15-plus", "iPhone 15 Plus", .iOS, screen: Size(width: 430, height: 932), scale: 3,
               portrait: dynamicIsland59.portrait, landscape: dynamicIsland59.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("iphone-15-pro", "iPhone 15 Pro", .iOS, screen: Size(width: 393, height: 852), scale: 3,
               portrait: dynamicIsland59.portrait, landscape: dynamicIsland59.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("iphone-15-pro-max", "iPhone 15 Pro Max", .iOS, screen: Size(width: 430, height: 932), scale: 3,
               portrait: dynamicIsland59.portrait, landscape: dynamicIsland59.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("iphone-16", "iPhone 16", .iOS, screen: Size(width: 393, height: 852), scale: 3,
               portrait: dynamicIsland59.portrait, landscape: dynamicIsland59.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("iphone-16-plus", "iPhone 16 Plus", .iOS, screen: Size(width: 430, height: 932), scale: 3,
               portrait: dynamicIsland59.portrait, landscape: dynamicIsland59.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("iphone-16-pro", "iPhone 16 Pro", .iOS, screen: Size(width: 402, height: 874), scale: 3,
               portrait: dynamicIsland62.portrait, landscape: dynamicIsland62.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("iphone-16-pro-max", "iPhone 16 Pro Max", .iOS, screen: Size(width: 440, height: 956), scale: 3,
               portrait: dynamicIsland62.portrait, landscape: dynamicIsland62.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("ipad", "iPad (10th generation)", .iPadOS, screen: Size(width: 820, height: 1180), scale: 2,
               portrait: faceIDiPad.portrait, landscape: faceIDiPad.landscape,
               source: "screen: public screenshot-size tables; insets: swift-snapshot-testing's preset for the same screen (inferred)"),
        Device("ipad-pro-11", "iPad Pro 11-inch (M4)", .iPadOS, screen: Size(width: 834, height: 1210), scale: 2,
               portrait: faceIDiPad.portrait, landscape: faceIDiPad.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("ipad-pro-13", "iPad Pro 13-inch (M4)", .iPadOS, screen: Size(width: 1032, height: 1376), scale: 2,
               portrait: faceIDiPad.portrait, landscape: faceIDiPad.landscape, source: "swift-snapshot-testing device presets; Flutter device_frame"),
        Device("mac", "Mac window", .macOS, screen: Size(width: 800, height: 600), scale: 2,
               portrait: insets(28, 0, 0, 0), landscape: insets(28, 0, 0, 0),
               source: "inferred: no documented default size; the 28-point title bar as third-party code uses it"),
    ]

    /// The device a run uses when it names none and gives no root proposal: a current iPhone Pro, portrait.
    public static let defaultDevice = device(named: "iphone-16-pro")!

    public static func device(named name: String) -> Device? { devices.first { $0.name == name.lowercased() } }

    /// What every front end says of a device name that is not in the table: the message, and a "did you mean".
    public static func unknown(_ name: String) -> (message: String, notes: [String]) {
        let names = devices.map(\.name)
        let notes = Suggestion.closest(to: name.lowercased(), in: names).map { ["did you mean '\($0)'?"] } ?? []
        return ("unknown device '\(name)'; the devices are: \(names.joined(separator: ", ")) ('layoutdbg devices' describes them)", notes)
    }
}
