import LayoutModel

/// Short Swift-like spellings of expressions for messages: `'proxy.size.width'`, `'.top'`, `'Text(…)'`.
extension Expr {
    /// The expression as written, abbreviated (arguments become `…`), without quotes.
    var written: String {
        switch self {
        case .identifier(let name, _): return name
        case .number(let value, let isInteger, _): return DSLNumber.spelling(value, isInteger: isInteger)
        case .string(let literal, _): return "\"" + literal.writtenText + "\""
        case .bool(let value, _): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case .implicitMember(let name, _): return "." + name
        case .chain(let base, let suffixes):
            var text = base.written
            for suffix in suffixes.prefix(8) {
                switch suffix.kind {
                case .member(let name): text += "." + name
                case .call(let call): text += call.hasParentheses ? (call.arguments.isEmpty ? "()" : "(…)") : " { … }"
                case .subscript: text += "[…]"
                case .postfix(let mark): text += mark
                }
            }
            return suffixes.count > 8 ? text + "…" : text
        case .tuple: return "(…)"
        case .array: return "[…]"
        case .dictionary: return "[…: …]"
        case .closure: return "{ … }"
        case .keyPath(let path, _): return "\\" + path
        case .prefix(let op, let operand, _): return op + operand.written
        case .binary(let op, let left, let right, _): return left.written + " " + op + " " + right.written
        case .ternary(let condition, _, _, _): return condition.written + " ? … : …"
        case .available: return "#available(…)"
        }
    }

    /// `'written'` for "found …" in messages; strings and closures are named by kind.
    var quoted: String {
        switch self {
        case .string: "a string"
        case .closure: "a closure"
        default: "'\(written)'"
        }
    }
}

/// Numbers as Swift source writes them: integers without a fraction, others in Swift's shortest form.
enum DSLNumber {
    static func spelling(_ value: Double, isInteger: Bool = false) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return "\(value)"
    }
}
