// SwiftData as views and their previews use it (`import SwiftData`, `@Model`, `@Query`, `ModelContainer`,
// `\.modelContext`), kept in memory: what a preview inserts is what `@Query` shows, as in SwiftUI's canvas with an
// in-memory container. No macro can be built here, so the compiled path blanks `@Model` and SwiftData's other macros
// out of the user's file and makes each model class a `PersistentModel` (PreparedSource).
// A run has one store: every context inserts into it and every query reads it, whichever container made the context
// (a preview makes one container; an app's several would share this store). Status: no layout effect of its own; the
// views a query's results make are laid out as any others.
import Observation

/// A SwiftData model: an app's `@Model` class. Identifiable by the object (or by the class's own `id`), hashable by
/// its identity and observable, as SwiftData's models are (Apple: `protocol PersistentModel : AnyObject, Observable,
/// Hashable, Identifiable, SendableMetatype`; views use it in `ForEach(models, id: \.self)` and `Set<Model>`).
public protocol PersistentModel: AnyObject, Identifiable, Hashable, Observable {}

/// A model's identity in its store.
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
}

extension PersistentModel {
    /// The same model object, as SwiftData compares models by their identity.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }
    public var modelContext: ModelContext? { ModelStore.contains(self) ? ModelContainer.shared.mainContext : nil }
    public var hasChanges: Bool { false }
    public var isDeleted: Bool { false }
}

/// The run's one store: the models inserted so far, in order.
enum ModelStore {
    nonisolated(unsafe) static var models: [any PersistentModel] = []

    static func contains(_ model: any PersistentModel) -> Bool { models.contains { $0 === model } }

    /// The models of type `T` that `descriptor` selects, in its order.
    static func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        let start = min(descriptor.fetchOffset ?? 0, found.count)
        let end = descriptor.fetchLimit.map { min(start + $0, found.count) } ?? found.count
        return Array(found[start..<end])
    }
}

/// Which models a fetch selects, in which order.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// Where a container keeps its models: here always in memory.
public struct ModelConfiguration {
    public var isStoredInMemoryOnly: Bool

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }

    public init(isStoredInMemoryOnly: Bool) { self.isStoredInMemoryOnly = isStoredInMemoryOnly }
}

/// The model types of a container.
public struct Schema {
    public let types: [any PersistentModel.Type]
    public init(_ types: [any PersistentModel.Type], version: Any? = nil) { self.types = types }
    public init(_ types: any PersistentModel.Type...) { self.types = types }
}

/// A container of models: every one shares the run's store.
public final class ModelContainer: @unchecked Sendable {
    /// The container views use when none was made (`\.modelContext`).
    static let shared = ModelContainer(schema: Schema([]))
    public let schema: Schema
    public private(set) lazy var mainContext = ModelContext(self)

    private init(schema: Schema) { self.schema = schema }

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        self.init(schema: Schema(forTypes))
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        self.init(schema: schema)
    }

    public convenience init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: schema)
    }
}

/// Inserts models into the run's store, deletes them and fetches them; saving does nothing (nothing is on disk).
public final class ModelContext: @unchecked Sendable {
    public let container: ModelContainer
    public var autosaveEnabled = true
    public var hasChanges: Bool { false }

    public init(_ container: ModelContainer) { self.container = container }

    public func insert<T: PersistentModel>(_ model: T) {
        if !ModelStore.contains(model) { ModelStore.models.append(model) }
    }

    public func delete<T: PersistentModel>(_ model: T) { ModelStore.models.removeAll { $0 === model } }

    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try ModelStore.fetch(FetchDescriptor(predicate: predicate)) { delete(found) }
    }

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] { try ModelStore.fetch(descriptor) }
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try ModelStore.fetch(descriptor).count }
    public func save() throws {}
    public func rollback() {}
    public func processPendingChanges() {}
}

/// The models of a type in the run's store that a fetch selects: SwiftData's `@Query`, read when the view is built.
@propertyWrapper
public struct Query<Element: PersistentModel> {
    let descriptor: FetchDescriptor<Element>

    public var wrappedValue: [Element] { (try? ModelStore.fetch(descriptor)) ?? [] }

    public init(_ descriptor: FetchDescriptor<Element> = FetchDescriptor(), animation: Animation? = nil) {
        self.descriptor = descriptor
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
}

extension EnvironmentValues {
    /// The context views insert into and delete from: the run's store.
    public var modelContext: ModelContext {
        get { ModelContainer.shared.mainContext }
        set {}
    }
}

extension View {
    /// A container for the view's queries: they read the run's one store whichever container is given.
    public func modelContainer(_ container: ModelContainer) -> some View { self }
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false) -> some View { self }
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false) -> some View { self }
    public func modelContext(_ context: ModelContext) -> some View { self }
}
