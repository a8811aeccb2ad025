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

/// A trait of a `#Preview`: the modifier it stands for on the root (a container, an orientation). The stand-in has
/// no `PreviewModifier`, so no `.modifier(…)` trait (the reader says it ignores one).
public struct PreviewTrait<T>: Sendable {
    let modifier: Modifier
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait { PreviewTrait(modifier: .previewLayout(.device)) }
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(modifier: .previewLayout(.sizeThatFits)) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(modifier: .previewLayout(.fixed(width: Double(width), height: Double(height))))
    }
    public static var portrait: PreviewTrait { orientation(.portrait) }
    public static var portraitUpsideDown: PreviewTrait { orientation(.portraitUpsideDown) }
    public static var landscapeLeft: PreviewTrait { orientation(.landscapeLeft) }
    public static var landscapeRight: PreviewTrait { orientation(.landscapeRight) }

    private static func orientation(_ orientation: InterfaceOrientation) -> PreviewTrait {
        PreviewTrait(modifier: .previewInterfaceOrientation(orientation.model))
    }
}

extension View {
    /// The container Xcode shows the preview in, when this view is the preview's root (PreviewContainer.swift).
    public func previewLayout(_ layout: PreviewLayout, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.previewLayout(layout.model), at: CallSite(fileID, line, column))
    }

    /// The orientation of the preview's device, when this view is the preview's root (PreviewContainer.swift).
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation, fileID: String = #fileID, line: Int = #line,
                                            column: Int = #column) -> some View {
        modified(.previewInterfaceOrientation(orientation.model), at: CallSite(fileID, line, column))
    }

    /// A `#Preview`'s trait, applied by the compiled path's root expression, which says where the trait is written:
    /// the root's `.previewLayout` or `.previewInterfaceOrientation`.
    public func _previewTrait(_ trait: PreviewTrait<Preview.ViewTraits>, line: Int, column: Int,
                              fileID: String = #fileID) -> some View {
        modified(trait.modifier, at: CallSite(fileID, line, column))
    }

    // How a preview is shown: no layout effect on the view traced.
    public func previewDisplayName(_ name: String?) -> some View { self }
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}

/// A device orientation of a preview: left and right are one landscape here, as the device table has one set of
/// landscape insets.
public struct InterfaceOrientation: Sendable {
    let model: Orientation

    public static let portrait = InterfaceOrientation(model: .portrait)
    public static let portraitUpsideDown = InterfaceOrientation(model: .portrait)
    public static let landscapeLeft = InterfaceOrientation(model: .landscape)
    public static let landscapeRight = InterfaceOrientation(model: .landscape)
}
