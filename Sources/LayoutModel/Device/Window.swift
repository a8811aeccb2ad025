// Models: how a root view is shown on a device. The hosting view proposes the root the window's safe area and
// centres the root's reply in it (a small root sits in the middle of the screen, below the status bar); frames
// are in window coordinates. Status: observed for the proposal and the centring (docs/fidelity.md, "Devices and
// the safe area", with sources); the insets per device are documented values (DeviceCatalogue.swift). A preview
// shown in another container (`.previewLayout`) is a window of that container (PreviewContainer.swift).

/// A device's screen in one orientation: the window a root is laid out in.
public struct Window: Hashable, Sendable {
    /// The device's catalogue name (`iphone-16-pro`).
    public var device: String
    public var orientation: Orientation
    /// The screen (or window) in points.
    public var size: Size
    /// The safe area's insets from the screen's edges.
    public var safeArea: EdgeInsets
    /// Pixels per point.
    public var scale: Double
    public var platform: Platform
    /// The device's screen, or the container of a preview shown another way (`size` is then the container's, or
    /// the screen a root sized to fit is offered).
    public var container: PreviewContainer

    public init(device: String, orientation: Orientation, size: Size, safeArea: EdgeInsets, scale: Double, platform: Platform,
                container: PreviewContainer = .device) {
        self.device = device
        self.orientation = orientation
        self.size = size
        self.safeArea = safeArea
        self.scale = scale
        self.platform = platform
        self.container = container
    }

    /// The safe area in window coordinates.
    public var safeRect: Rect {
        Rect(origin: Point(x: safeArea.leading, y: safeArea.top),
             size: Size(width: size.width - safeArea.sum(.horizontal), height: size.height - safeArea.sum(.vertical)))
    }

    /// What the hosting view proposes the root: the safe area's size.
    public var rootProposal: ProposedSize { ProposedSize(safeRect.size) }

    /// Where a root of `size` goes: centred in the safe area (an oversized root overflows it equally on both sides),
    /// or at (0, 0) in a container sized to fit it.
    public func rootOrigin(for size: Size) -> Point {
        if container == .sizeThatFits { return .zero }
        let safe = safeRect
        return Point(x: safe.origin.x + (safe.size.width - size.width) / 2,
                     y: safe.origin.y + (safe.size.height - size.height) / 2)
    }
}

/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}
