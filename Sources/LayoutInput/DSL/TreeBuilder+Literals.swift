import LayoutModel

/// Numbers, booleans and strings out of expressions: literals, operators on them, and names holding them.
extension TreeBuilder {
    /// A number, as `CGFloat` arguments take it: literals, `-x`, `+ - * /`, `.infinity`, `CGFloat(x)`, names.
    /// `-0` reads as 0, and arithmetic on finite numbers that overflows is refused as a literal that overflows is
    /// (NumberLimits), where Swift would compute infinity.
    mutating func number(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Double {
        NumberLimits.canonical(try evaluateNumber(expr, in: scope, for: what))
    }

    private mutating func evaluateNumber(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Double {
        try enter(at: expr.location)
        defer { depth -= 1 }
        let (value, valueScope, property) = try resolveFollowing(expr, in: scope)
        let entered = try enterValue(of: property, at: expr.location)
        defer { if entered { expandingProperties.removeLast() } }
        switch value {
        case .number(let number, _, _):
            return number
        case .prefix("-", let operand, _):
            return -(try number(operand, in: valueScope, for: what))
        case .prefix("+", let operand, _):
            return try number(operand, in: valueScope, for: what)
        case .binary(let op, let left, let right, _) where ["+", "-", "*", "/"].contains(op):
            let a = try number(left, in: valueScope, for: what)
            let b = try number(right, in: valueScope, for: what)
            let result: Double
            switch op {
            case "+": result = a + b
            case "-": result = a - b
            case "*": result = a * b
            default: result = a / b
            }
            if result.isInfinite, a.isFinite, b.isFinite, op != "/" {
                throw error(NumberLimits.overflowMessage(value.written), at: value.location, notes: [NumberLimits.overflowNote])
            }
            return result
        case .implicitMember(let name, _):
            if let constant = Self.numericConstants[name] { return constant }
        case .chain(.identifier(let type, _), let suffixes) where Self.numericTypes.contains(type) && suffixes.count == 1:
            switch suffixes[0].kind {
            case .member(let name):
                if let constant = Self.numericConstants[name] { return constant }
            case .call(let call) where call.arguments.count == 1 && call.trailingClosures.isEmpty:
                let converted = try number(call.arguments[0].value, in: valueScope, for: what)
                return type == "Int" ? converted.rounded(.towardZero) : converted
            default:
                break
            }
        default:
            break
        }
        throw unevaluable(value, in: valueScope, expected: "a number for \(what)")
    }

    static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]
    static let numericConstants: [String: Double] = [
        "infinity": .infinity, "zero": 0, "pi": .pi, "greatestFiniteMagnitude": .greatestFiniteMagnitude, "nan": .nan,
    ]

    /// A number or `nil`.
    mutating func optionalNumber(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Double? {
        let (value, valueScope) = try resolve(expr, in: scope)
        if case .nilLiteral = value { return nil }
        return try number(value, in: valueScope, for: what)
    }

    /// A finite number ≥ 0 (a size), or `nil` when `optional`: negative and NaN values are caught here.
    mutating func length(_ expr: Expr, in scope: Scope, for what: String, allowInfinity: Bool = true) throws(Diagnostic) -> Double {
        let value = try number(expr, in: scope, for: what)
        try checkLength(value, for: what, at: expr.location, allowInfinity: allowInfinity)
        return value
    }

    func checkLength(_ value: Double, for what: String, at location: SourceLocation, allowInfinity: Bool = true) throws(Diagnostic) {
        if value.isNaN { throw error("\(what) is not a number (NaN)", at: location) }
        if value < 0 { throw error("\(what) must not be negative, got \(NumberFormat.string(value))", at: location) }
        if value.isInfinite, !allowInfinity { throw error("\(what) must be finite", at: location) }
    }

    mutating func optionalLength(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Double? {
        let (value, valueScope) = try resolve(expr, in: scope)
        if case .nilLiteral = value { return nil }
        return try length(value, in: valueScope, for: what)
    }

    /// A whole number.
    mutating func integer(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Int {
        let value = try number(expr, in: scope, for: what)
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
            throw error("expected an integer for \(what), got \(NumberFormat.string(value))", at: expr.location)
        }
        return Int(value)
    }

    // MARK: - Booleans and strings

    /// `true`, `false`, `!`, `&&`, `||`, comparisons of numbers, strings and booleans, `#available`, and names
    /// holding them.
    mutating func bool(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Bool {
        try enter(at: expr.location)
        defer { depth -= 1 }
        let (value, valueScope, property) = try resolveFollowing(expr, in: scope)
        let entered = try enterValue(of: property, at: expr.location)
        defer { if entered { expandingProperties.removeLast() } }
        switch value {
        case .bool(let flag, _): return flag
        case .available: return true
        case .prefix("!", let operand, _): return !(try bool(operand, in: valueScope, for: what))
        case .binary("&&", let left, let right, _):
            guard try bool(left, in: valueScope, for: what) else { return false }
            return try bool(right, in: valueScope, for: what)
        case .binary("||", let left, let right, _):
            if try bool(left, in: valueScope, for: what) { return true }
            return try bool(right, in: valueScope, for: what)
        case .binary(let op, let left, let right, _) where ["==", "!=", "<", ">", "<=", ">="].contains(op):
            if let a = try? literalNumber(left, in: valueScope), let b = try? literalNumber(right, in: valueScope) {
                return Self.compare(a, op, b)
            }
            if let a = try? string(left, in: valueScope, for: what), let b = try? string(right, in: valueScope, for: what) {
                return Self.compare(a, op, b)
            }
            if op == "==" || op == "!=", let a = try? bool(left, in: valueScope, for: what),
               let b = try? bool(right, in: valueScope, for: what) {
                return (a == b) == (op == "==")
            }
        default:
            break
        }
        if let (name, reason) = Self.unknowableName(in: value, scope: valueScope) {
            throw limitation("layoutdbg cannot evaluate \(value.quoted): '\(name)' \(reason)", at: value.location)
        }
        throw limitation("\(what) must be a literal 'true' or 'false' (or a property holding one); layoutdbg cannot evaluate \(value.quoted)",
                    at: value.location, notes: ["write 'if true' or 'if false' for the branch you want to see"])
    }

    private static func compare<T: Comparable>(_ a: T, _ op: String, _ b: T) -> Bool {
        switch op {
        case "==": a == b
        case "!=": a != b
        case "<": a < b
        case ">": a > b
        case "<=": a <= b
        default: a >= b
        }
    }

    /// A number for a comparison; errors are dropped by the caller.
    private mutating func literalNumber(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> Double {
        try number(expr, in: scope, for: "the comparison")
    }

    /// A string: a literal (its interpolations evaluated; one the reader cannot evaluate is the app's code to run,
    /// as its text and so its width are the app's), `+` of strings, or a name holding one.
    /// `asKey`: the literal is a Text's `LocalizedStringKey` (`Text("…")`), whose number interpolations have their
    /// type's default specifier (`%lf` for a floating-point value), where a String's show as Swift prints them.
    mutating func string(_ expr: Expr, in scope: Scope, for what: String, asKey: Bool = false) throws(Diagnostic) -> String {
        try enter(at: expr.location)
        defer { depth -= 1 }
        let (value, valueScope, property) = try resolveFollowing(expr, in: scope)
        let entered = try enterValue(of: property, at: expr.location)
        defer { if entered { expandingProperties.removeLast() } }
        switch value {
        case .string(let literal, _):
            let text = try interpolated(literal, in: valueScope, asKey: asKey)
            if text.utf8.count > limits.string { throw limitError(.string, at: expr.location) }
            return text
        case .binary("+", let left, let right, _):
            // Checked before joining: names that each add a name to itself double a string at every step.
            let head = try string(left, in: valueScope, for: what)
            let tail = try string(right, in: valueScope, for: what)
            if head.utf8.count + tail.utf8.count > limits.string { throw limitError(.string, at: expr.location) }
            return head + tail
        default:
            throw unevaluable(value, in: valueScope, expected: "a string for \(what)")
        }
    }

    /// The text of a literal with each `\(…)` replaced by its value when it evaluates to a number, a string or a
    /// Boolean (a loop variable, a property); any other is the app's code, which the compiled path runs.
    mutating func interpolated(_ literal: StringLiteral, in scope: Scope, asKey: Bool = false) throws(Diagnostic) -> String {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .text(let run):
                text += run
            case .interpolation(let interpolation):
                guard let value = interpolationValue(interpolation, in: scope, asKey: asKey) else {
                    throw limitation("the reader cannot evaluate the interpolation '\\(\(interpolation.written))', so it does not know "
                                     + "the text's width", at: interpolation.location,
                                     notes: [DSLKnownNames.compileNote])
                }
                text += value
            }
        }
        return text
    }

    private mutating func interpolationValue(_ interpolation: Interpolation, in scope: Scope, asKey: Bool) -> String? {
        let saved = (depth, evaluations)
        defer { (depth, evaluations) = saved }
        if let (tokens, specifier) = Self.specified(interpolation) {
            return withInterpolation(tokens) { builder, expr in
                (try? builder.number(expr, in: scope, for: "the interpolation")).flatMap { FormatSpecifier.format($0, specifier) }
            }
        }
        return withInterpolation(interpolation.tokens) { builder, expr in
            guard let (value, valueScope) = try? builder.resolve(expr, in: scope) else { return nil }
            if case .string = value, let text = try? builder.string(value, in: valueScope, for: "the interpolation") { return text }
            if case .bool(let flag, _) = value { return flag ? "true" : "false" }
            // An integer shows as its digits in a Text's key (`%lld`) and a String alike; a floating-point value as
            // `%lf` in a key ("185.000000") and as Swift prints it in a String ("185.0"). The reader's numbers carry no
            // type: it shows what it knows the type of, and leaves the rest to the compiled path, which runs Swift.
            guard let number = try? builder.number(value, in: valueScope, for: "the interpolation") else { return nil }
            switch builder.numberType(expr, in: scope) {
            case .integer: return DSLNumber.spelling(number)
            case .floatingPoint where asKey: return FormatSpecifier.format(number, "%lf")
            default: return nil
            }
        }
    }

    /// A number's type as Swift would infer it, as far as the reader can tell.
    enum NumberType { case integer, floatingPoint }

    /// The type of the number `expr`: a literal's (a fraction or an exponent makes it floating-point), a name's (one the
    /// file declares CGFloat, Double or Float, else what it holds), or arithmetic's (Swift has no mixed arithmetic: one
    /// floating-point operand makes the other one too); nil when the reader cannot tell. The caller restores the
    /// evaluation counters (`interpolationValue`), as resolving names counts.
    mutating func numberType(_ expr: Expr, in scope: Scope, depth: Int = 0) -> NumberType? {
        guard depth < 16 else { return nil }
        var name: String
        switch expr {
        case .number(_, let isInteger, _):
            return isInteger ? .integer : .floatingPoint
        case .prefix("-", let operand, _):
            return numberType(operand, in: scope, depth: depth + 1)
        case .binary(let op, let left, let right, _) where ["+", "-", "*", "/", "%"].contains(op):
            let types = (numberType(left, in: scope, depth: depth + 1), numberType(right, in: scope, depth: depth + 1))
            if types.0 == .floatingPoint || types.1 == .floatingPoint { return op == "%" ? nil : .floatingPoint }
            return types.0 == .integer && types.1 == .integer ? .integer : nil
        case .identifier(let identifier, _):
            name = identifier
        case .chain(_, let suffixes):
            guard case .member(let member) = suffixes.last?.kind else { return nil }
            name = member
        default:
            return nil
        }
        if syntax.floatingPointNames.contains(name) { return .floatingPoint }
        guard let (value, valueScope) = try? resolve(expr, in: scope) else { return nil }
        if case .identifier(name, _) = value { return nil }  // not bound to anything the reader holds
        return numberType(value, in: valueScope, depth: depth + 1)
    }

    /// `body` with the expression of an interpolation's tokens (ending with the end token), whose buffer lives as long
    /// as `body` runs; nil when the tokens are not one expression.
    private mutating func withInterpolation(_ tokens: [Token], _ body: (inout TreeBuilder, Expr) -> String?) -> String? {
        guard let buffer = try? TokenBuffer(tokens: tokens, file: file) else { return nil }
        defer { buffer.releaseParsed() }
        var parser = Parser(buffer, depth: depth)
        guard let expr = try? parser.parseExpression(), parser.atEnd else { return nil }
        return body(&self, expr)
    }

    /// `\(value, specifier: "%.1f")`: the value's tokens (with the end token) and the specifier.
    private static func specified(_ interpolation: Interpolation) -> (value: [Token], specifier: String)? {
        let tokens = interpolation.tokens.filter { !$0.isEnd }
        let comma = tokens.count - 4
        guard comma >= 1, tokens[comma].isPunctuation(.comma), tokens[comma + 1].isIdentifier("specifier"),
              tokens[comma + 2].isPunctuation(.colon), case .string(let literal) = tokens[comma + 3].kind else { return nil }
        var specifier = ""
        for segment in literal.segments {
            guard case .text(let run) = segment else { return nil }
            specifier += run
        }
        return (Array(tokens[..<comma]) + interpolation.tokens.filter(\.isEnd), specifier)
    }
}
