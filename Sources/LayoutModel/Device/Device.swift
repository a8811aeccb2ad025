/// A device layoutdbg can lay a root out on: its screen, display scale and safe area in both orientations
/// (`--device NAME [--landscape]`). The table is `DeviceCatalogue`; docs/devices.md lists it with sources.
public struct Device: Hashable, Sendable {
    /// The name used on the command line and in inputs: lower case, words joined by hyphens (`iphone-16-pro`).
    public var name: String
    /// The marketing name, for output (`iPhone 16 Pro`).
    public var displayName: String
    public var platform: Platform
    /// The screen in points, portrait (width < height; for a Mac, the window).
    public var screen: Size
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// Where the numbers come from.
    public var source: String

    public init(_ name: String, _ displayName: String, _ platform: Platform, screen: Size, scale: Double,
                portrait: EdgeInsets, landscape: EdgeInsets, source: String) {
        self.name = name
        self.displayName = displayName
        self.platform = platform
        self.screen = screen
        self.scale = scale
        portraitSafeArea = portrait
        landscapeSafeArea = landscape
        self.source = source
    }

    /// The window of this device in `orientation` (a Mac window has one).
    public func window(_ orientation: Orientation) -> Window {
        let landscape = orientation == .landscape && platform != .macOS
        return Window(device: name, orientation: landscape ? .landscape : .portrait,
                      size: landscape ? Size(width: screen.height, height: screen.width) : screen,
                      safeArea: landscape ? landscapeSafeArea : portraitSafeArea, scale: scale, platform: platform)
    }
}

/// A device and an orientation, as a run asks for them.
public struct DeviceChoice: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation

    public init(_ device: Device, _ orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    public var window: Window { device.window(orientation) }
}
