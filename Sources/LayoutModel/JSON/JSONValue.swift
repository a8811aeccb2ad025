/// A parsed JSON value that remembers where it was written, so that readers built on it can report
/// `file:line:column` diagnostics. Produced by `JSONParser`.
///
/// Every case carries the `SourceLocation` of the value's first character (the `{`, `[`, `"`, digit,
/// `-` or first letter of a literal). Objects keep their members in document order, with the location
/// of each key; the parser rejects duplicate keys, so a key names at most one member.
public enum JSONValue: Hashable, Sendable {
    case null(SourceLocation)
    case bool(Bool, SourceLocation)
    case number(Double, SourceLocation)
    case string(String, SourceLocation)
    case array([JSONValue], SourceLocation)
    case object([JSONMember], SourceLocation)

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
        guard case .object(let members, _) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
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
        if case .array(let elements, _) = self { return elements }
        return nil
    }

    /// The members when the value is an object, in document order.
    public var objectMembers: [JSONMember]? {
        if case .object(let members, _) = self { return members }
        return nil
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
