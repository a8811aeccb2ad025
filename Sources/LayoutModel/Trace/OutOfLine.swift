/// Fields that few of many values have, kept behind one pointer: a value without them costs 8 bytes, where inline
/// they cost their whole size in every node of a 100,000-view trace (`NodeFacts`, `NodeInfo`). The box is never
/// changed once made (a change makes a new one), so copies of the value that holds it stay independent; there is a
/// box exactly when a field is set, so reading an unset field, comparing and hashing need no `Fields()` made.
struct OutOfLine<Fields: RareFields>: Hashable, Sendable {
    private var box: Box?

    init() {}

    /// True when no field is set.
    var isEmpty: Bool { box == nil }

    /// A field, nil when none is set (read without making `Fields()`, as most values have none).
    @inline(__always)
    func read<Value>(_ field: (Fields) -> Value?) -> Value? {
        guard let box else { return nil }
        return field(box.fields)
    }

    /// A flag, false when none is set.
    @inline(__always)
    func read(_ field: (Fields) -> Bool) -> Bool {
        guard let box else { return false }
        return field(box.fields)
    }

    /// Sets a field to `value`; setting nothing where nothing is set does nothing.
    @inline(__always)
    mutating func write<Value>(_ value: Value?, _ assign: (inout Fields, Value?) -> Void) {
        if value == nil && box == nil { return }
        update { assign(&$0, value) }
    }

    /// Sets a flag; clearing it where nothing is set does nothing.
    @inline(__always)
    mutating func write(_ value: Bool, _ assign: (inout Fields, Bool) -> Void) {
        if !value && box == nil { return }
        update { assign(&$0, value) }
    }

    /// Changes the fields: a new box, or none when they are back to `Fields()`.
    mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box?.fields ?? Fields()
        change(&fields)
        box = fields == Fields() ? nil : Box(fields)
    }

    static func == (a: Self, b: Self) -> Bool {
        switch (a.box, b.box) {
        case (nil, nil): true
        case let (x?, y?): x === y || x.fields == y.fields
        default: false
        }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(box?.fields) }

    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}

/// Fields kept `OutOfLine`: `init()` makes them all unset.
protocol RareFields: Hashable, Sendable {
    init()
}
