import LayoutModel

/// Expressions: literals, names, implicit members, chains of members and calls with trailing closures,
/// tuples, arrays, dictionaries, key paths, prefix, binary and ternary operators.
extension Parser {
    /// Binary operators and their precedence, higher binds tighter (Swift's standard groups).
    static let binaryPrecedence: [String: Int] = [
        "*": 60, "/": 60, "%": 60, "+": 50, "-": 50, "..<": 45, "...": 45, "??": 40,
        "==": 30, "!=": 30, "<": 30, ">": 30, "<=": 30, ">=": 30, "&&": 20, "||": 10,
    ]

    /// One expression. `trailingClosures` is false in an `if` condition, where `{` opens the branch.
    mutating func parseExpression(trailingClosures: Bool = true) throws(Diagnostic) -> Expr {
        try enter(at: current.location)
        defer { depth -= 1 }
        let condition = try parseBinary(trailingClosures: trailingClosures)
        // A ternary `?` has space on both sides; a `?` glued to a name is optional chaining.
        guard current.isOperator("?"), current.spaceBefore, current.spaceAfter else { return condition }
        let location = current.location
        advance()
        let whenTrue = try parseExpression(trailingClosures: trailingClosures)
        try expect(.colon, "in the ternary expression")
        let whenFalse = try parseExpression(trailingClosures: trailingClosures)
        return .ternary(condition, whenTrue, whenFalse, location)
    }

    /// Whether the current token is a binary operator: spaced alike on both sides, as Swift tells `a - b`
    /// and `a-b` from `a -b`.
    private var atBinaryOperator: Bool {
        let token = current
        guard token.kind == .operator, Self.binaryPrecedence[token.text] != nil else { return false }
        if token.startsLine { return token.spaceAfter }
        return token.spaceBefore == token.spaceAfter
    }

    /// A cast (`x as? [Int]`, `x is T`) is valid Swift whose value the reader cannot know: a limitation, so that a
    /// file using one goes through the compiled path, never a syntax error.
    private func refuseCast() throws(Diagnostic) {
        // Read in place: this runs after every operand, and `current` copies the token (its text retained).
        guard position < limit, case .identifier = buffer.tokens[position].kind, !buffer.tokens[position].startsLine,
              buffer.tokens[position].text.utf8.count == 2, current.isIdentifier("as") || current.isIdentifier("is") else { return }
        throw limitation("a type cast ('\(current.text)') is not evaluated by layoutdbg's reader", at: current.location,
                         notes: ["write the value the cast gives"])
    }

    /// Operands joined by binary operators, by precedence climbing. Each operator deepens the tree by one
    /// level, so a long chain counts against the depth limit too.
    private mutating func parseBinary(trailingClosures: Bool) throws(Diagnostic) -> Expr {
        let first = try parsePrefix(trailingClosures: trailingClosures)
        try refuseCast()
        guard atBinaryOperator else { return first }  // most expressions have no operator: no operand stack
        var operands = [first]
        var operators: [(String, Int, SourceLocation)] = []
        func reduce(_ operands: inout [Expr], _ operators: inout [(String, Int, SourceLocation)]) {
            let (op, _, location) = operators.removeLast()
            let right = operands.removeLast()
            let left = operands.removeLast()
            operands.append(.binary(op, left, right, location))
        }
        var count = 0
        while atBinaryOperator {
            let token = current
            let precedence = Self.binaryPrecedence[token.text]!
            count += 1
            if count > DSLLimits.maximumChain || depth + count > DSLLimits.maximumDepth {
                throw error("expression too long: layoutdbg reads at most \(DSLLimits.maximumChain) operators in a row", at: token.location)
            }
            // `??` groups to the right; everything else to the left.
            while let last = operators.last, last.1 > precedence || (last.1 == precedence && token.text != "??") {
                reduce(&operands, &operators)
            }
            advance()
            operators.append((token.text, precedence, token.location))
            operands.append(try parsePrefix(trailingClosures: trailingClosures))
            try refuseCast()
        }
        while !operators.isEmpty { reduce(&operands, &operators) }
        return operands[0]
    }

    private mutating func parsePrefix(trailingClosures: Bool) throws(Diagnostic) -> Expr {
        let token = current
        // `try`, `try?`, `try!` and `await` call code the reader does not run (a model container, a fetch).
        if token.isIdentifier("try") || token.isIdentifier("await"), !peek().isPunctuation(.colon), !peek().isPunctuation(.dot) {
            throw limitation("'\(token.text)' is not supported by the reader: it calls code that layoutdbg runs by compiling the file",
                             at: token.location)
        }
        // `...4` and `..<4` are partial ranges when the operator is glued to its operand.
        let rangePrefix = (token.text == "..." || token.text == "..<") && !token.spaceAfter
        if token.kind == .operator, token.text == "-" || token.text == "+" || token.text == "!" || rangePrefix {
            try enter(at: token.location)
            defer { depth -= 1 }
            advance()
            return .prefix(token.text, try parsePrefix(trailingClosures: trailingClosures), token.location)
        }
        return try parsePostfix(trailingClosures: trailingClosures)
    }

    /// A primary expression followed by `.member`, `(…)`, `[…]`, trailing closures, `!` and `?`.
    private mutating func parsePostfix(trailingClosures: Bool) throws(Diagnostic) -> Expr {
        let base = try parsePrimary()
        var suffixes: [Suffix] = []
        while true {
            let token = current
            if token.isPunctuation(.dot) {
                advance()
                guard current.kind == .identifier || isNumber(current) else {
                    throw error("expected a member name after '.', found \(describe(current))", at: current.location)
                }
                suffixes.append(Suffix(kind: .member(current.text), location: token.location))
                advance()
            } else if token.isPunctuation(.leftParen), !token.startsLine {
                let arguments = try parseArgumentList()
                suffixes.append(Suffix(kind: .call(CallArguments(arguments: arguments, trailingClosures: [],
                                                                 location: token.location, hasParentheses: true)),
                                       location: token.location))
            } else if token.isPunctuation(.leftBracket), !token.startsLine {
                let start = position
                var arguments: [Argument]?
                do throws(Diagnostic) {
                    arguments = try parseArgumentList(closing: "]")
                } catch {
                    // Ranges and other subscripts layoutdbg never evaluates: skipped, as before.
                    position = start
                    skipGroup()
                }
                suffixes.append(Suffix(kind: .subscript(arguments), location: token.location))
            } else if token.isPunctuation(.leftBrace), trailingClosures {
                let closures = try parseTrailingClosures()
                if case .call(var call)? = suffixes.last?.kind, call.trailingClosures.isEmpty {
                    call.trailingClosures = closures
                    suffixes[suffixes.count - 1].kind = .call(call)
                } else {
                    let call = CallArguments(arguments: [], trailingClosures: closures, location: token.location, hasParentheses: false)
                    suffixes.append(Suffix(kind: .call(call), location: token.location))
                }
            } else if token.kind == .operator, token.text == "!" || token.text == "?", !token.spaceBefore {
                suffixes.append(Suffix(kind: .postfix(token.text), location: token.location))
                advance()
            } else if token.kind == .operator, token.text == "...", !token.spaceBefore, closesOperand(peek()) {
                // `2...` (a partial range): glued to its operand, and nothing follows it to be the other bound.
                suffixes.append(Suffix(kind: .postfix(token.text), location: token.location))
                advance()
            } else {
                break
            }
        }
        return suffixes.isEmpty ? base : .chain(base, suffixes)
    }

    /// True for a token that ends an expression: a closing bracket, a comma, the end.
    private func closesOperand(_ token: Token) -> Bool {
        token.isPunctuation(.rightParen) || token.isPunctuation(.rightBracket) || token.isPunctuation(.comma) || token.kind == .end
    }

    private func isNumber(_ token: Token) -> Bool {
        if case .number = token.kind { return true }
        return false
    }

    /// `{ … }` then any `label: { … }` that follow.
    private mutating func parseTrailingClosures() throws(Diagnostic) -> [TrailingClosure] {
        var closures = [TrailingClosure(label: nil, closure: closureRef())]
        while current.kind == .identifier, peek().isPunctuation(.colon), peek(2).isPunctuation(.leftBrace) {
            let label = current.text
            advance()
            advance()
            closures.append(TrailingClosure(label: label, closure: closureRef()))
        }
        return closures
    }

    /// The closure at the current `{`, left unparsed.
    private mutating func closureRef() -> ClosureRef {
        let open = position
        let close = partner(of: open)
        position = min(close + 1, limit)
        return ClosureRef(buffer: buffer, open: open, close: close)
    }

    /// `(label: value, value, …)` from the current `(` to its partner; a trailing comma is allowed.
    mutating func parseArgumentList(closing: String = ")") throws(Diagnostic) -> [Argument] {
        let close = partner(of: position)
        advance()
        var arguments: [Argument] = []
        while position < close {
            var label: String?
            let location = current.location
            if current.kind == .identifier, peek().isPunctuation(.colon) {
                label = current.text
                advance()
                advance()
            }
            let value = try parseExpression()
            arguments.append(Argument(label: label, value: value, location: label == nil ? value.location : location))
            if current.isPunctuation(.comma) {
                advance()
            } else if position != close {
                throw error("expected ',' or '\(closing)' in the argument list, found \(describe(current))", at: current.location)
            }
        }
        position = min(close + 1, limit)
        return arguments
    }

    private mutating func parsePrimary() throws(Diagnostic) -> Expr {
        let token = current
        let location = token.location
        switch token.kind {
        case .number(let value, let isInteger):
            advance()
            return .number(value, isInteger: isInteger, location)
        case .string(let literal):
            advance()
            return .string(literal, location)
        case .regex:
            // A regex literal (`/@.+\./`, `#/…/#`): Swift code the compiled path runs.
            throw limitation("regex literals are not evaluated by the reader", at: location,
                             notes: [DSLKnownNames.compileNote])
        case .identifier:
            switch token.text {
            case "true", "false":
                advance()
                return .bool(token.text == "true", location)
            case "nil":
                advance()
                return .nilLiteral(location)
            case "if", "switch", "for", "while", "guard", "let", "var", "return", "struct", "func", "import", "in", "else":
                throw error("expected an expression, found '\(token.text)'", at: location)
            default:
                advance()
                return .identifier(token.text, location)
            }
        case .punctuation(.dot):
            advance()
            guard current.kind == .identifier else {
                throw error("expected a member name after '.', found \(describe(current))", at: current.location)
            }
            let name = current.text
            advance()
            return .implicitMember(name, location)
        case .punctuation(.leftParen):
            // The elements are expressions, each a level of its own.
            let elements = try parseArgumentList()
            if elements.count == 1, elements[0].label == nil { return elements[0].value }
            return .tuple(elements, location)
        case .punctuation(.leftBracket):
            return try parseCollection()
        case .punctuation(.leftBrace):
            return .closure(closureRef())
        case .punctuation(.backslash):
            return try parseKeyPath()
        case .punctuation(.hash):
            advance()
            if current.isIdentifier("available") || current.isIdentifier("unavailable") {
                let negated = current.text == "unavailable"
                advance()
                if current.isPunctuation(.leftParen) { skipGroup() }
                return negated ? .bool(false, location) : .available(location)
            }
            throw limitation("'#\(current.text)' is not supported by layoutdbg", at: location)
        case .end:
            throw error("expected an expression, found \(describe(token))", at: location)
        default:
            throw error("expected an expression, found \(describe(token))", at: location)
        }
    }

    /// `[a, b]`, `[k: v]`, `[:]` or `[]`, from the current `[`.
    private mutating func parseCollection() throws(Diagnostic) -> Expr {
        let location = current.location
        let close = partner(of: position)
        advance()
        if current.isPunctuation(.colon), position + 1 == close {
            position = min(close + 1, limit)
            return .dictionary([], location)
        }
        var elements: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        var isDictionary = false
        while position < close {
            let element = try parseExpression()
            if elements.isEmpty, pairs.isEmpty, current.isPunctuation(.colon) { isDictionary = true }
            if isDictionary {
                try expect(.colon, "after the dictionary key")
                pairs.append((element, try parseExpression()))
            } else {
                elements.append(element)
            }
            if current.isPunctuation(.comma) {
                advance()
            } else if position != close {
                throw error("expected ',' or ']' in the \(isDictionary ? "dictionary" : "array"), found \(describe(current))",
                            at: current.location)
            }
        }
        position = min(close + 1, limit)
        return isDictionary ? .dictionary(pairs, location) : .array(elements, location)
    }

    /// `\.self`, `\Item.id`: kept as written after the backslash.
    private mutating func parseKeyPath() throws(Diagnostic) -> Expr {
        let location = current.location
        advance()
        var text = ""
        if current.kind == .identifier, !current.spaceBefore {
            text = current.text
            advance()
        }
        while current.isPunctuation(.dot), !current.spaceBefore {
            advance()
            guard current.kind == .identifier || isNumber(current) else {
                throw error("expected a property name in the key path, found \(describe(current))", at: current.location)
            }
            text += "." + current.text
            advance()
        }
        if text.isEmpty { throw error("expected a key path after '\\', such as '\\.self'", at: location) }
        return .keyPath(text, location)
    }
}
