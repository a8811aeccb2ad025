// The property wrappers views hold their state in, as SwiftUI spells them, so a real view's code compiles and runs:
// `@State`, `@Binding`, `@ObservedObject`, `@StateObject`, `@Bindable`, `@FocusState`, `@AppStorage`,
// `@SceneStorage`, `@Namespace`, `@GestureState`. State starts at its initial value, what a preview canvas shows
// first; `.onAppear` and `.onChange` actions may set it, and then the view is built again with it (ViewLifecycle,
// StateSlots). Nothing here changes layout by itself.

/// A value a view owns: its initial value for the trace.
@propertyWrapper
public struct State<Value>: KeptState {
    private let storage: Storage<Value>
    var keptStorage: AnyObject { storage }

    public init(wrappedValue value: Value) { storage = Storage(value) }
    public init(initialValue value: Value) { storage = Storage(value) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// `@State var selection: Item?` starts as nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes: what previews pass.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// The binding whose changes animate: the same value here (a trace is one frame).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// A binding to an optional's value, nil when the optional is.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self = .constant(value)
    }
}

/// A binding to a collection is a collection of bindings to its elements: `ForEach($model.pets) { $pet in … }`.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

/// A binding to an identifiable value is identified as the value is (what `ForEach($items)` keys its views by).
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// A box for state: views are values, their state is not.
final class Storage<Value>: AdoptingStorage {
    var value: Value {
        didSet { StateWrites.record(oldValue, value) }
    }
    init(_ value: Value) { self.value = value }

    func adopt(_ earlier: AnyObject) {
        if let earlier = earlier as? Storage<Value> { value = earlier.value }
    }
}

/// An object a view observes; given by its parent.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: AnyObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: ObservedObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An object a view creates and owns.
@propertyWrapper
@dynamicMemberLookup
public struct StateObject<ObjectType: AnyObject> {
    private let make: () -> ObjectType
    private let storage = Storage<ObjectType?>(nil)

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType {
        if let object = storage.value { return object }
        let object = make()
        storage.value = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An `@Observable` object's bindings (`$model.name`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// Keyboard focus: never focused while a trace is made.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private let storage: Storage<Value>

    public init() where Value == Bool { storage = Storage(false) }
    public init<T: Hashable>() where Value == T? { storage = Storage(nil) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding { Binding(storage: storage) }

    public struct Binding {
        let storage: Storage<Value>
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }
    }
}

/// A value stored in user defaults: its default here.
@propertyWrapper
public struct AppStorage<Value> {
    private let storage: Storage<Value>

    public init(wrappedValue: Value, _ key: String) { storage = Storage(wrappedValue) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

/// A value restored with the scene: its default here.
public typealias SceneStorage<Value> = AppStorage<Value>

/// A gesture's transient state: its initial value.
@propertyWrapper
public struct GestureState<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: GestureState<Value> { self }
}

/// The namespace of `matchedGeometryEffect`: no layout effect.
@propertyWrapper
public struct Namespace {
    public struct ID: Hashable, Sendable {}
    public init() {}
    public var wrappedValue: ID { ID() }
}

/// An object whose changes views observe. Its publisher announces changes to no one here: a trace is one moment.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// What a model calls before it changes (`objectWillChange.send()`); a model that declares its own keeps it.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher of an `ObservableObject`'s changes, silent as every publisher here (CombineSurface.swift).
public final class ObservableObjectPublisher: Publisher, Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

/// A published property of an `ObservableObject`: its value.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value {
        didSet { StateWrites.record(oldValue, wrappedValue) }
    }
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }

    /// `$property`: its publisher, which never delivers here (CombineSurface.swift).
    public var projectedValue: Publisher {
        get { Publisher() }
        set {}
    }

    public struct Publisher: LayoutDebugger.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}

/// A length scaled with Dynamic Type: at the default text size, a preview's and the one layoutdbg sets text in
/// (docs/fidelity.md, "Text metrics"), it is the value written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
