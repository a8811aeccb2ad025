/// A parsed JSON value that remembers where it was written, so that readers built on it can report
/// `file:line:column` diagnostics. Produced by `JSONParser`.
///
/// Every case carries the `SourceLocation` of the value's first character (the `{`, `[`, `"`, digit,
/// `-` or first letter of a literal). Objects keep their members in document order, with the location
/// of each key; the parser rejects duplicate keys, so a key names at most one member.
///
/// Arrays and objects live in `JSONArray` / `JSONObject` boxes that take their contents apart iteratively
/// when freed, so dropping a 100,000-deep value cannot overflow the stack (plain nested arrays would be
/// destroyed recursively, one stack frame group per level). Comparing two deep values still recurses.
public enum JSONValue: Hashable, Sendable {
    case null(SourceLocation)
    case bool(Bool, SourceLocation)
    case number(Double, SourceLocation)
    case string(String, SourceLocation)
    case array(JSONArray, SourceLocation)
    case object(JSONObject, SourceLocation)

    /// Where the value starts.
    public var location: SourceLocation {
        switch self {
        case .null(let location): location
        case .bool(_, let location), .number(_, let location), .string(_, let location): location
        case .array(_, let location): location
        case .object(_, let location): location
        }
    }

    /// The value's kind with an article, for messages such as "expected a number, got a string".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member named `key` of an object (nil for other values or when absent).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object, _) = self else { return nil }
        return object[key]
    }

    /// The value itself when it is a number.
    public var numberValue: Double? {
        if case .number(let value, _) = self { return value }
        return nil
    }

    /// The value itself when it is a string.
    public var stringValue: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    /// The value itself when it is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value, _) = self { return value }
        return nil
    }

    /// The elements when the value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let array, _) = self { return array.elements }
        return nil
    }

    /// The members when the value is an object, in document order.
    public var objectMembers: [JSONMember]? {
        if case .object(let object, _) = self { return object.members }
        return nil
    }

    /// Levels of arrays and objects: 0 for a scalar, 1 for `[1]`, 2 for `[[1]]`.
    public var depth: Int {
        switch self {
        case .array(let array, _): array.depth
        case .object(let object, _): object.depth
        default: 0
        }
    }

    /// True for arrays and objects.
    public var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    /// True for `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation
    public var value: JSONValue

    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// The elements of a JSON array, in document order. Immutable once parsed.
// @unchecked Sendable: `elements` is only written by `init` and by the teardown, which owns the box.
public final class JSONArray: RandomAccessCollection, Hashable, @unchecked Sendable {
    /// Written only as the box is freed, by its one owner (`JSONTeardown`): read with no dynamic exclusivity check,
    /// which every read of an input's values paid (docs/performance.md item 50).
    @exclusivity(unchecked) public fileprivate(set) var elements: [JSONValue]
    /// Levels of arrays and objects, this one included: 1 for `[1, 2]`, 2 for `[[1]]`.
    public let depth: Int

    public convenience init(_ elements: [JSONValue]) {
        self.init(elements: elements, depth: 1 + (elements.map(\.depth).max() ?? 0))
    }

    init(elements: [JSONValue], depth: Int) {
        self.elements = elements
        self.depth = depth
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(position: Int) -> JSONValue { elements[position] }

    public static func == (a: JSONArray, b: JSONArray) -> Bool { a === b || a.elements == b.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    deinit {
        guard depth > JSONTeardown.recursionLimit else { return }
        var children = elements
        elements = []
        JSONTeardown.run(&children)
    }
}

/// The members of a JSON object, in document order, with unique keys. Immutable once parsed.
// @unchecked Sendable: `members` is only written by `init` and by the teardown, which owns the box.
public final class JSONObject: RandomAccessCollection, Hashable, @unchecked Sendable {
    /// Written only as the box is freed, by its one owner (`JSONTeardown`): no dynamic exclusivity check.
    @exclusivity(unchecked) public fileprivate(set) var members: [JSONMember]
    /// Levels of arrays and objects, this one included: 1 for `{"a": 1}`, 2 for `{"a": []}`.
    public let depth: Int

    public convenience init(_ members: [JSONMember]) {
        self.init(members: members, depth: 1 + (members.map(\.value.depth).max() ?? 0))
    }

    init(members: [JSONMember], depth: Int) {
        self.members = members
        self.depth = depth
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { members.count }
    public subscript(position: Int) -> JSONMember { members[position] }

    /// The member named `key`, if any (a linear search: objects in layout inputs are small).
    public func member(_ key: String) -> JSONMember? { members.first(where: { $0.key == key }) }

    /// The value of the member named `key`, if any.
    public subscript(key: String) -> JSONValue? { member(key)?.value }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }

    public static func == (a: JSONObject, b: JSONObject) -> Bool { a === b || a.members == b.members }
    public func hash(into hasher: inout Hasher) { hasher.combine(members) }

    deinit {
        guard depth > JSONTeardown.recursionLimit else { return }
        var children = members.map(\.value)
        members = []
        JSONTeardown.run(&children)
    }
}

/// Frees deep values with work lists instead of recursion. Boxes at most `recursionLimit` deep are freed the
/// ordinary (recursive, fast) way; a deeper box we hold the only reference to is emptied, its children moved
/// to the lists, before it is released, so its own deinit has nothing left to do. A box still referenced
/// elsewhere (a value the caller kept) is merely released; its own deinit runs later.
enum JSONTeardown {
    /// A few hundred levels of recursive freeing take well under 100 KB of stack.
    static let recursionLimit = 256

    static func run(_ values: inout [JSONValue]) {
        var arrays: [JSONArray] = []
        var objects: [JSONObject] = []
        collect(values, &arrays, &objects)
        values = []  // shallow children are freed here; the lists hold the only references to deep ones
        while true {
            // Boxes are popped into `var`s, not matched out of enum values, so that no hidden copy makes
            // isKnownUniquelyReferenced answer false.
            if var array = arrays.popLast() {
                guard isKnownUniquelyReferenced(&array) else { continue }
                var elements = array.elements
                array.elements = []
                collect(elements, &arrays, &objects)
                elements = []
            } else if var object = objects.popLast() {
                guard isKnownUniquelyReferenced(&object) else { continue }
                var members = object.members
                object.members = []
                collect(members.lazy.map(\.value), &arrays, &objects)
                members = []
            } else {
                return
            }
        }
    }

    private static func collect(_ values: some Sequence<JSONValue>, _ arrays: inout [JSONArray], _ objects: inout [JSONObject]) {
        for value in values {
            switch value {
            case .array(let array, _) where array.depth > recursionLimit: arrays.append(array)
            case .object(let object, _) where object.depth > recursionLimit: objects.append(object)
            default: break
            }
        }
    }
}
