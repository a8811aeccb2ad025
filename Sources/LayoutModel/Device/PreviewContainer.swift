// Models: the container Xcode's canvas shows a preview in, `.previewLayout(_:)` on a PreviewProvider's view or a
// layout trait of `#Preview(traits:)`. Documented (Apple, DeveloperToolsSupport `PreviewLayout` and `PreviewTrait`):
// `.device` "Center the preview in a container the size of the device on which the preview is running" (the
// default); `.fixed(width:height:)` "Center the preview in a fixed size container with the given dimensions";
// `.sizeThatFits` "Fit the container to the size of the preview when offered the size of the device".
// Inferred: the fixed and fitting containers have no safe-area insets (they are not the device's screen), and the
// size that fits is offered the whole screen. Observed (openillumi.com/?p=97726): Xcode 14 and later honour both in
// the canvas's Selectable mode; its Live mode shows the device. docs/fidelity.md, "Preview containers".
// The preview's orientation (`.previewInterfaceOrientation(_:)`, the `.landscapeLeft`… traits) is the device's, turned
// (`ViewTree.effectiveDevice`): documented, "Overrides the orientation of the preview"; left and right are one
// landscape here, as the device table has one set of landscape insets.

/// The container a preview is shown in.
public enum PreviewContainer: Hashable, Sendable {
    /// The device's screen: proposed its safe area, the root centred in it.
    case device
    /// A container the size of the root, which is offered the device's screen and sits at (0, 0).
    case sizeThatFits
    /// A container of this size, proposed to the root, the root centred in it.
    case fixed(width: Double, height: Double)
}

extension Window {
    /// This device's window as the preview `container` shows a root: the device's own, or one with no safe area.
    public func showing(_ container: PreviewContainer) -> Window {
        guard container != .device else { return self }
        var window = self
        window.container = container
        window.safeArea = EdgeInsets(all: 0)
        if case .fixed(let width, let height) = container { window.size = Size(width: width, height: height) }
        return window
    }
}
