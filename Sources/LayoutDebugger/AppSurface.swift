// What an app file declares around its views, so that it compiles as written: `App`, `Scene`, `WindowGroup`, and the
// preview machinery (`PreviewProvider`, `previewLayout`, …). None of it lays anything out; layoutdbg traces a view.

/// An app: its scenes. The compiled path never runs one (it traces a view), and blanks out `@main`.
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's interface.
public protocol Scene {}

/// The result builder of scenes.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock(_ scenes: any Scene...) -> _SceneList { _SceneList() }
}

public struct _SceneList: Scene {}

/// A window of views.
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ title: String, @ViewBuilder content: () -> Content) {}
    public init(id: String, @ViewBuilder content: () -> Content) {}
}

/// A settings window (macOS).
public struct Settings<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
}

/// The previews of a view, for Xcode's canvas: layoutdbg traces the first unless told otherwise.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The size a preview is shown at.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is shown on.
public struct PreviewDevice: Sendable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// The container Xcode shows a preview in: layoutdbg shows the root on the device, and says so for the others.
    public func previewLayout(_ layout: PreviewLayout, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        var isDevice = false
        if case .device = layout { isDevice = true }
        return ignoring("previewLayout", at: CallSite(fileID, line, column), if: !isDevice)
    }

    // How a preview is shown: no layout effect on the view traced.
    public func previewDisplayName(_ name: String?) -> some View { self }
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
}

/// A device orientation of a preview.
public struct InterfaceOrientation: Sendable {
    public static let portrait = InterfaceOrientation(), landscapeLeft = InterfaceOrientation(), landscapeRight = InterfaceOrientation()
}
