import LayoutModel

/// Sizes and proposals as Swift prints them on a device, read back: what `print(proposal)` and `print(size)` write
/// in a LayoutMonitor, and the numbers of the Layout Inspector's table.
enum ValueText {
    /// `ProposedViewSize(width: Optional(0.0), height: nil)`; `width: 0.0` without `Optional` too.
    static func proposal(_ text: Substring) -> ProposedSize? {
        var rest = text.drop { $0 == " " }
        guard rest.hasPrefix("ProposedViewSize(") else { return nil }
        rest = rest.dropFirst("ProposedViewSize(".count)
        guard let fields = fields(rest, names: ["width", "height"]),
              let width = optionalAxis(fields[0]), let height = optionalAxis(fields[1]) else { return nil }
        return ProposedSize(width: width, height: height)
    }

    /// `(8.0, 16.0)`, as `print(CGSize)` writes it, or `CGSize(width: 8.0, height: 16.0)`.
    static func size(_ text: Substring) -> Size? {
        var rest = text.drop { $0 == " " }
        if rest.hasPrefix("CGSize(") {
            rest = rest.dropFirst("CGSize(".count)
            guard let fields = fields(rest, names: ["width", "height"]),
                  let width = number(fields[0]), let height = number(fields[1]) else { return nil }
            return Size(width: width, height: height)
        }
        guard rest.hasPrefix("("), let fields = fields(rest.dropFirst(), names: nil),
              let width = number(fields[0]), let height = number(fields[1]) else { return nil }
        return Size(width: width, height: height)
    }

    /// A number as Swift prints a Double or CGFloat (`8.0`, `inf`, `-inf`, `nan`, `1e-05`).
    static func number(_ text: Substring) -> Double? {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty, trimmed.first != "+" else { return nil }
        return Double(trimmed)
    }

    /// A proposal axis of the inspector's table: a number or `nil`. The outer optional is nil when unreadable.
    static func axis(_ text: String) -> Double?? {
        if text == "nil" { return .some(nil) }
        guard let value = number(Substring(text)) else { return nil }
        return .some(value)
    }

    /// `Optional(0.0)`, `0.0` or `nil`.
    private static func optionalAxis(_ text: Substring) -> Double?? {
        let trimmed = text.trimmingSpaces
        if trimmed == "nil" { return .some(nil) }
        if trimmed.hasPrefix("Optional("), trimmed.hasSuffix(")") {
            guard let value = number(trimmed.dropFirst("Optional(".count).dropLast()) else { return nil }
            return .some(value)
        }
        guard let value = number(trimmed) else { return nil }
        return .some(value)
    }

    /// The two comma-separated fields of `…)` (the text after the opening parenthesis), checking the labels when
    /// given; nothing but spaces may follow the closing parenthesis.
    private static func fields(_ text: Substring, names: [String]?) -> [Substring]? {
        guard let close = text.lastIndex(of: ")"), text[text.index(after: close)...].trimmingSpaces.isEmpty else { return nil }
        let parts = text[..<close].split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        guard let names else { return parts }
        var values: [Substring] = []
        for (part, name) in zip(parts, names) {
            let field = part.drop { $0 == " " }
            guard field.hasPrefix(name + ":") else { return nil }
            values.append(field.dropFirst(name.count + 1))
        }
        return values
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
