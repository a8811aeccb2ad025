/// Fields that few of many values have, kept behind one pointer: a value without them costs 8 bytes, where inline
/// they cost their whole size in every node of a 100,000-view trace (`NodeFacts`, `NodeInfo`). The box is never
/// changed once made (a change makes a new one), so copies of the value that holds it stay independent, and it is
/// compared and hashed by its contents, so that value keeps its equality.
struct OutOfLine<Fields: RareFields>: Hashable, Sendable {
    private var box: Box?

    init() {}

    /// The fields; `Fields()` when none is set.
    var fields: Fields { box?.fields ?? Fields() }

    /// Changes the fields: a new box, or none when they are back to `Fields()`.
    mutating func update(_ change: (inout Fields) -> Void) {
        var fields = self.fields
        change(&fields)
        box = fields == Fields() ? nil : Box(fields)
    }

    static func == (a: Self, b: Self) -> Bool { a.fields == b.fields }
    func hash(into hasher: inout Hasher) { hasher.combine(fields) }

    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}

/// Fields kept `OutOfLine`: `init()` makes them all unset.
protocol RareFields: Hashable, Sendable {
    init()
}
