// UIKit as SwiftUI views reach for it (`import SwiftUI` brings UIKit along on iOS): the screen's size, the device's
// idiom, the window's safe area, haptics in actions. The screen is the run's device (`--device`, a directive, or the
// default iPhone), as the view would see on it; nothing here lays anything out. Status: exact for the screen's points
// and scale and the safe area (DeviceCatalogue's); the rest has no layout effect.
import LayoutModel

/// The run's screen: set by the compiled path's entry point from the run's settings before the root view is made.
nonisolated(unsafe) private var shownWindow = DeviceChoice(DeviceCatalogue.defaultDevice).window

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public final class UIScreen: Sendable {
    public let bounds: CGRect
    public let scale: CGFloat

    init(_ window: Window) {
        bounds = CGRect(x: 0, y: 0, width: window.size.width, height: window.size.height)
        scale = window.scale
    }

    /// The run's device's screen.
    public static var main: UIScreen { UIScreen(shownWindow) }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public var nativeScale: CGFloat { scale }

    /// Shows the views on `settings`' device: what `UIScreen.main` and the window's safe area answer.
    public static func show(_ settings: RunSettings) {
        shownWindow = settings.applied(to: ViewTree(root: ViewNode(element: .emptyView))).effectiveDevice.window
    }
}

public enum UIUserInterfaceIdiom: Int, Hashable, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision }

public final class UIDevice: Sendable {
    public static let current = UIDevice()
    /// The run's platform: a phone for iOS devices (layoutdbg's catalogue has iPhones), a Mac for macOS.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { shownWindow.platform == .macOS ? .mac : .phone }
    public var name: String { shownWindow.device }
    public var model: String { userInterfaceIdiom == .mac ? "Mac" : "iPhone" }
    public var systemName: String { userInterfaceIdiom == .mac ? "macOS" : "iOS" }
    public var systemVersion: String { "18.0" }
}

public final class UIWindow: Sendable {
    /// The run's device's safe-area insets.
    public var safeAreaInsets: UIEdgeInsets {
        let insets = shownWindow.safeArea
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
    public var bounds: CGRect { UIScreen.main.bounds }
    public var isKeyWindow: Bool { true }
}

public final class UIApplication: Sendable {
    public static let shared = UIApplication()
    /// One window, the run's screen.
    public var windows: [UIWindow] { [UIWindow()] }
    public var keyWindow: UIWindow? { UIWindow() }
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
    public func canOpenURL(_ url: URL) -> Bool { false }
}

/// Haptics, played in actions that a layout trace never runs.
public final class UIImpactFeedbackGenerator: Sendable {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public final class UINotificationFeedbackGenerator: Sendable {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

public final class UISelectionFeedbackGenerator: Sendable {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}
