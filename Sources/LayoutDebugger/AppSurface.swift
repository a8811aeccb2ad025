// What an app file declares around its views, so that it compiles as written: `App`, `Scene`, `WindowGroup`, and the
// preview machinery (`PreviewProvider`, `#Preview` traits, …). None of it lays anything out; a preview's `.previewLayout`
// and layout traits name the container its root is shown in (PreviewContainer.swift).
import LayoutModel

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

/// The container a preview is shown in (PreviewContainer.swift).
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)

    var model: PreviewContainer {
        switch self {
        case .device: .device
        case .sizeThatFits: .sizeThatFits
        case .fixed(let width, let height): .fixed(width: Double(width), height: Double(height))
        }
    }
}

/// A device a preview is shown on.
public struct PreviewDevice: Sendable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The namespace of `#Preview`'s trait types.
public enum Preview {
    public enum ViewTraits {}
}

/// A trait of a `#Preview`: its container (the layout traits), or what layoutdbg says it ignores.
public struct PreviewTrait<T>: Sendable {
    let container: PreviewContainer?
    let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait { PreviewTrait(container: .device, name: "defaultLayout") }
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(container: .sizeThatFits, name: "sizeThatFitsLayout") }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(container: .fixed(width: Double(width), height: Double(height)), name: "fixedLayout")
    }
    public static var portrait: PreviewTrait { PreviewTrait(container: nil, name: "portrait") }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(container: nil, name: "portraitUpsideDown") }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(container: nil, name: "landscapeLeft") }
    public static var landscapeRight: PreviewTrait { PreviewTrait(container: nil, name: "landscapeRight") }
}

extension View {
    /// The container Xcode shows the preview in, when this view is the preview's root (PreviewContainer.swift).
    public func previewLayout(_ layout: PreviewLayout, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.previewLayout(layout.model), at: CallSite(fileID, line, column))
    }

    /// A `#Preview`'s trait, applied by the compiled path's root expression, which says where the trait is written:
    /// a layout trait is the root's `.previewLayout`; the others are said and ignored, as the reader says them.
    public func _previewTrait(_ trait: PreviewTrait<Preview.ViewTraits>, line: Int, column: Int,
                              fileID: String = #fileID) -> some View {
        let site = CallSite(fileID, line, column)
        return modified { node, builder in
            guard let container = trait.container else {
                builder.warn(ApproximationWarning.ignoredPreviewTrait(trait.name), at: site, key: "trait:\(trait.name)")
                return node
            }
            return node.modified(.previewLayout(container), at: site)
        }
    }

    // How a preview is shown: no layout effect on the view traced.
    public func previewDisplayName(_ name: String?) -> some View { self }
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }

    /// The preview's orientation: layoutdbg shows the one `--landscape` asks for, and says so, as the reader does.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation, fileID: String = #fileID, line: Int = #line,
                                            column: Int = #column) -> some View {
        ignoring("previewInterfaceOrientation", at: CallSite(fileID, line, column))
    }
}

/// A device orientation of a preview.
public struct InterfaceOrientation: Sendable {
    public static let portrait = InterfaceOrientation(), portraitUpsideDown = InterfaceOrientation()
    public static let landscapeLeft = InterfaceOrientation(), landscapeRight = InterfaceOrientation()
}
