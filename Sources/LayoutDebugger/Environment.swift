// The environment as views read it: `@Environment(\.key)` with SwiftUI's default values (or the app's own keys',
// `EnvironmentKey.defaultValue`, documented), `@Environment(Model.self)` and `@EnvironmentObject` for objects an
// ancestor provided with `.environment(_:)` / `.environmentObject(_:)`.
// The tree builder keeps the environment of the view being built (views are built top-down, once).
import Foundation
import LayoutModel

/// The values of the environment that views read, with SwiftUI's defaults on an iPhone in light mode.
public struct EnvironmentValues {
    public var colorScheme: ColorScheme = .light
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var layoutDirection: LayoutDirection = .leftToRight
    public var isEnabled = true
    public var displayScale: CGFloat = 3
    /// Foundation's, as SwiftUI's is: a second `Locale` made every app file that imports Foundation too ambiguous.
    public var locale = Locale(identifier: "en_US")
    public var font: Font? = nil
    public var lineLimit: Int? = nil
    public var lineSpacing: CGFloat = 0
    public var dismiss = DismissAction()
    public var openURL = OpenURLAction()
    /// StoreKit's review prompt, which SwiftUI's environment carries.
    public var requestReview = RequestReviewAction()
    public var isPresented = false
    public var editMode: Binding<EditMode>? = nil
    public var sizeCategory: ContentSizeCategory = .large
    public var scenePhase: ScenePhase = .active
    public var presentationMode: Binding<PresentationMode> = .constant(PresentationMode())
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    public var accessibilityReduceMotion = false
    public var accessibilityReduceTransparency = false
    public var accessibilityDifferentiateWithoutColor = false
    public var isSearching = false
    public var isFocused = false
    /// The values of the app's own keys that an ancestor set, by key type; a key not set reads its default.
    private var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// A value of the app's own (`extension EnvironmentValues { var accent: Color { get { self[AccentKey.self] } … } }`).
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

/// A key of the app's own for a value in the environment, with the value a view reads when no ancestor set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The text size the user chose (before `DynamicTypeSize`): Large, the default.
public enum ContentSizeCategory: Hashable, Sendable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

public enum ScenePhase: Hashable, Sendable { case background, inactive, active }
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

/// The older presentation state: not presented, and `dismiss()` does nothing.
public struct PresentationMode: Sendable {
    public var isPresented = false
    public mutating func dismiss() {}
}

public enum ColorScheme: Hashable, Sendable { case light, dark }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum EditMode: Hashable, Sendable { case inactive, transient, active }
public enum DynamicTypeSize: Hashable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// `dismiss()`: does nothing here.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// `openURL(url)`: does nothing here.
public struct OpenURLAction: Sendable {
    public func callAsFunction(_ url: Any) {}
}

/// `requestReview()`: does nothing here.
public struct RequestReviewAction: Sendable {
    public func callAsFunction() {}
}

/// A value or object read from the environment.
@propertyWrapper
public struct Environment<Value> {
    private let read: () -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { ViewTreeBuilder.environment.values[keyPath: keyPath] }
    }

    /// An `@Observable` object an ancestor provided with `.environment(_:)`.
    public init(_ type: Value.Type) where Value: AnyObject {
        read = { ViewTreeBuilder.environment.object(of: type, modifier: ".environment(_:)") }
    }

    public var wrappedValue: Value { read() }
}

/// An `ObservableObject` an ancestor provided with `.environmentObject(_:)`.
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: AnyObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        ViewTreeBuilder.environment.object(of: ObjectType.self, modifier: ".environmentObject(_:)")
    }

    public var projectedValue: EnvironmentObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// The environment of the view being built: values, and objects by type. Views are built on one thread, top-down.
struct BuildEnvironment: @unchecked Sendable {
    var values = EnvironmentValues()
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// The app's own ButtonStyle set by `.buttonStyle(_:)` around the view: a button's appearance from its label.
    var buttonStyle: ((ButtonStyleConfiguration.Label) -> AnyView)?
    /// The app's own ToggleStyle set by `.toggleStyle(_:)`: a toggle's appearance from its label and binding.
    var toggleStyle: ((ToggleStyleConfiguration.Label, Binding<Bool>) -> AnyView)?

    func object<T: AnyObject>(of type: T.Type, modifier: String) -> T {
        guard let object = objects[ObjectIdentifier(type)] as? T else {
            // SwiftUI's own words for this crash.
            fatalError("No ObservableObject of type \(type) found. A View\(modifier) for \(type) may be missing as an ancestor of this view.")
        }
        return object
    }
}

/// A view whose content is built in a changed environment.
public struct _EnvironmentWriter<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let change: (inout BuildEnvironment) -> Void

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        var environment = ViewTreeBuilder.environment
        change(&environment)
        return ViewTreeBuilder.$environment.withValue(environment) { builder.nodes(content) }
    }
}

extension View {
    /// Provides `object` to the views inside (`@EnvironmentObject`).
    public func environmentObject<T: AnyObject>(_ object: T) -> some View {
        _EnvironmentWriter(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Provides an `@Observable` object to the views inside (`@Environment(T.self)`).
    public func environment<T: AnyObject>(_ object: T?) -> some View {
        _EnvironmentWriter(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Sets an environment value for the views inside.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentWriter(content: self) { $0.values[keyPath: keyPath] = value }
    }
}
