// `import Defaults`: Sindre Sorhus's Defaults package (MIT), the typed UserDefaults of many Mac and iPhone apps (233
// files of the third and fourth fresh collections' apps import it). Not SwiftUI, but the settings screens that use it
// are what users trace. Its surface as the package declares it (sindresorhus/Defaults' Defaults.swift, found with the
// code search: `Defaults.Key` a subclass of `Defaults._AnyKey`, which `Defaults.Keys` names and which names `Key`, so
// that an app's `extension Defaults.Keys { static let x = Key<Int>("x", default: 1) }` compiles and `.x` is found on
// any key); a key's value is its default until the code sets
// it, as on a fresh install, which a preview is. `Defaults.Toggle` is the package's SwiftUI Toggle bound to a key.
import Foundation

public enum Defaults {
    /// What every key is: the type app code extends with its keys.
    public class _AnyKey: @unchecked Sendable {
        /// So that `Key<Int>(…)` names the key class inside `extension Defaults.Keys { … }`, as in the package.
        public typealias Key = Defaults.Key
        /// The package's key for NSSecureCoding values (`NSColorSpace`, `NSColor`) in its earlier versions: a key here.
        public typealias NSSecureCodingKey<Value> = Defaults.Key<Value>
        public let name: String
        init(name: String) { self.name = name }
        public func reset() { Defaults.values[name] = nil }
    }
    public typealias Keys = _AnyKey
    public typealias NSSecureCodingKey<Value> = Key<Value>
    public typealias AnyKey = _AnyKey

    /// A key with its default value.
    public final class Key<Value>: _AnyKey, @unchecked Sendable {
        private let makeDefault: () -> Value
        public var defaultValue: Value { makeDefault() }

        public init(_ name: String, default defaultValue: Value, suite: UserDefaults = .standard, iCloud: Bool = false) {
            makeDefault = { defaultValue }
            super.init(name: name)
        }
        public init(_ name: String, suite: UserDefaults = .standard, default makeDefault: @escaping () -> Value) {
            self.makeDefault = makeDefault
            super.init(name: name)
        }
        public init<Wrapped>(_ name: String, suite: UserDefaults = .standard, iCloud: Bool = false) where Value == Wrapped? {
            makeDefault = { nil }
            super.init(name: name)
        }
    }

    /// What a key's value must be in the package: any value here.
    public protocol Serializable {}
    public protocol Bridge {}

    /// A change of a key's value, as `publisher` and `observe` give it.
    public struct KeyChange<Value> {
        public let newValue: Value
        public let oldValue: Value
    }

    /// The values set while the code runs, by key name.
    nonisolated(unsafe) static var values: [String: Any] = [:]

    public static subscript<Value>(key: Key<Value>) -> Value {
        get { values[key.name] as? Value ?? key.defaultValue }
        set { values[key.name] = newValue }
    }

    public static func reset(_ keys: _AnyKey...) { for key in keys { key.reset() } }
    public static func reset(_ keys: [_AnyKey]) { for key in keys { key.reset() } }
    public static func publisher<Value>(_ key: Key<Value>, options: Set<String> = []) -> AnyPublisher<KeyChange<Value>, Never> { AnyPublisher() }
    public static func updates<Value: Sendable>(_ key: Key<Value>, initial: Bool = true) -> AsyncStream<Value> {
        AsyncStream { $0.finish() }
    }
    public static func observe<Value>(_ key: Key<Value>, options: Set<String> = [], handler: @escaping (KeyChange<Value>) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }

    /// The package's Toggle: SwiftUI's, bound to a key.
    public struct Toggle<Label: View>: View {
        let label: Label
        let binding: Binding<Bool>

        public init(key: Key<Bool>, @ViewBuilder label: () -> Label) { self.init(key: key, label: label()) }

        init(key: Key<Bool>, label: Label) {
            self.label = label
            binding = Binding(get: { Defaults[key] }, set: { Defaults[key] = $0 })
        }

        public var body: some View { SwiftUI_Toggle(isOn: binding) { label } }
    }
}

extension Defaults.Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, key: Defaults.Key<Bool>) {
        self.init(titleKey.key, key: key)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, key: Defaults.Key<Bool>) {
        self.init(key: key, label: Text(title))
    }
}

/// The package's SwiftUI Toggle, named apart from `Defaults.Toggle`.
typealias SwiftUI_Toggle = Toggle

/// A key's value in a view: its default until set, as on a fresh install.
@propertyWrapper
public struct Default<Value> {
    public let key: Defaults.Key<Value>

    public init(_ key: Defaults.Key<Value>) { self.key = key }

    public var wrappedValue: Value {
        get { Defaults[key] }
        nonmutating set { Defaults[key] = newValue }
    }

    public var projectedValue: Binding<Value> {
        let key = self.key
        return Binding(get: { Defaults[key] }, set: { Defaults[key] = $0 })
    }

    public var defaultValue: Value { key.defaultValue }
    public var isDefaultValue: Bool { Defaults.values[key.name] == nil }
    public func reset() { key.reset() }
}
