// Models: SwiftUI keeps a view's `@State` for as long as the view keeps its identity, however often its parent's body
// makes a new value of the view (Apple, State: "SwiftUI manages the property's storage"). Here every build makes new
// view values with their initial state, so the state an action set would be lost: each `@State` of a view is matched
// with the same view's in the build before, by the view's type, how many views of that type the build made before
// it, and the property, and takes its value. Status: inferred, and exact while the structure stays the same (a view
// that appears or goes between builds shifts the count of its type after it).

/// A property wrapper whose value SwiftUI keeps across updates: its storage, to carry over.
protocol KeptState {
    var keptStorage: AnyObject { get }
}

/// Storage that can take the value of the storage before it.
protocol AdoptingStorage: AnyObject {
    func adopt(_ earlier: AnyObject)
}

/// The `@State` storage of the views of the last build, by view type, occurrence and property.
final class StateSlots {
    private struct Key: Hashable {
        var type: ObjectIdentifier
        var occurrence: Int
        var property: Int
    }

    private var slots: [Key: AnyObject] = [:]
    /// Per view type, how many views of it this build evaluated.
    private var occurrences: [ObjectIdentifier: Int] = [:]

    /// Starts a build: the counts start again; the slots keep the last build's storage.
    func beginBuild() { occurrences = [:] }

    /// Gives each `@State` of `view` the value it had in the last build, and keeps its storage for the next.
    func carry<V>(_ view: V) {
        let type = ObjectIdentifier(V.self)
        let occurrence = occurrences[type, default: 0]
        occurrences[type] = occurrence + 1
        for (property, child) in Mirror(reflecting: view).children.enumerated() {
            guard let state = child.value as? any KeptState else { continue }
            let key = Key(type: type, occurrence: occurrence, property: property)
            let storage = state.keptStorage
            if let earlier = slots[key], earlier !== storage, let adopting = storage as? any AdoptingStorage {
                adopting.adopt(earlier)
            }
            slots[key] = storage
        }
    }
}
