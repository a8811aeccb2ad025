import LayoutModel

/// Statements of view builders, bodies and inits, and closure parameter lists.
extension Parser {
    /// Statements that Swift has but a layout cannot be read from, with what to write instead.
    static let unsupportedStatements: [String: String] = [
        "switch": "write the view the matching case produces",
        "for": "use ForEach",
        "while": "use ForEach",
        "repeat": "use ForEach",
        "guard": "write the view the body produces",
        "do": "write the view the body produces",
        "defer": "remove it",
        "throw": "remove it",
    ]

    /// Statements up to the end of the range, separated by line breaks or `;`.
    mutating func parseStatements() throws(Diagnostic) -> [Statement] {
        var statements: [Statement] = []
        while !atEnd {
            if current.isPunctuation(.semicolon) {
                advance()
                continue
            }
            statements.append(try parseStatement())
            if !atEnd, !current.startsLine, !current.isPunctuation(.semicolon) {
                throw error("expected a line break or ';' between statements, found \(describe(current))", at: current.location)
            }
        }
        return statements
    }

    private mutating func parseStatement() throws(Diagnostic) -> Statement {
        let token = current
        // Attributes on local declarations (`@ViewBuilder`) change nothing here.
        while current.isPunctuation(.at), peek().kind == .identifier {
            advance()
            advance()
            if current.isPunctuation(.leftParen), !current.spaceBefore { skipGroup() }
        }
        if token.kind == .punctuation(.hash), peek().isIdentifier("if") {
            throw limitation("conditional compilation ('#if') is not supported by layoutdbg", at: token.location,
                        notes: ["keep the branch that applies and remove the directives"])
        }
        guard current.kind == .identifier else { return .expression(try parseExpression()) }
        let word = current.text
        let location = current.location
        if let advice = Self.unsupportedStatements[word], !peek().isPunctuation(.colon), !peek().isPunctuation(.dot) {
            throw limitation("'\(word)' is not supported by layoutdbg: \(advice)", at: location)
        }
        switch word {
        case "if":
            return try parseIf()
        case "let", "var":
            advance()
            let (name, nameLocation) = try expectIdentifier("a name after '\(word)'")
            if current.isPunctuation(.colon) { skipType(until: [.equals]) }
            guard current.isPunctuation(.equals) else {
                return .binding(name: name, value: nil, location: nameLocation)
            }
            advance()
            return .binding(name: name, value: try parseExpression(), location: nameLocation)
        case "return":
            advance()
            if atEnd || current.startsLine || current.isPunctuation(.semicolon) {
                return .returnValue(nil, location: location)
            }
            return .returnValue(try parseExpression(), location: location)
        case "self" where peek().isPunctuation(.dot) && peek(2).kind == .identifier && peek(3).isPunctuation(.equals):
            let target = peek(2).text
            position += 4
            return .assignment(target: target, value: try parseExpression(), location: location)
        case "self" where peek().isPunctuation(.dot) && peek(2).kind == .identifier && Self.isCompoundAssignment(peek(3)):
            throw compoundAssignment(peek(3))
        default:
            if peek().isPunctuation(.equals) {
                advance()
                advance()
                return .assignment(target: word, value: try parseExpression(), location: location)
            }
            if Self.isCompoundAssignment(peek()) { throw compoundAssignment(peek()) }
            return .expression(try parseExpression())
        }
    }

    /// `+=`, `-=`, `*=`, `/=`: valid Swift that changes a variable as code runs (a wrapping layout's running offset in
    /// an alignment guide), which the reader's values, bound once, cannot follow: its limitation, so the file is compiled.
    private static func isCompoundAssignment(_ token: Token) -> Bool {
        token.kind == .operator && ["+=", "-=", "*=", "/="].contains(token.text)
    }

    private func compoundAssignment(_ token: Token) -> Diagnostic {
        limitation("'\(token.text)' changes a variable as the code runs, which layoutdbg's reader does not follow", at: token.location,
                   notes: [DSLKnownNames.compileNote])
    }

    /// `if condition { … } else if … { … } else { … }`, where the condition may be `let name = value`.
    private mutating func parseIf() throws(Diagnostic) -> Statement {
        let location = current.location
        try enter(at: location)
        defer { depth -= 1 }
        advance()
        if current.isIdentifier("case") {
            throw limitation("'if case' is not supported by layoutdbg: conditions must be literals", at: current.location,
                        notes: ["write 'if true' or 'if false' for the branch you want to see"])
        }
        let condition: Condition
        if current.isIdentifier("let") || current.isIdentifier("var") {
            advance()
            let (name, nameLocation) = try expectIdentifier("a name after 'if let'")
            var value = Expr.identifier(name, nameLocation)
            if current.isPunctuation(.colon) { skipType(until: [.equals, .leftBrace]) }
            if current.isPunctuation(.equals) {
                advance()
                value = try parseExpression(trailingClosures: false)
            }
            condition = .optionalBinding(name: name, value: value, location: nameLocation)
        } else {
            condition = .boolean(try parseExpression(trailingClosures: false))
        }
        if current.isPunctuation(.comma) {
            throw limitation("write one condition: layoutdbg does not read condition lists", at: current.location)
        }
        let then = try parseBlock("after the 'if' condition")
        guard current.isIdentifier("else") else {
            return .conditional(condition: condition, then: then, otherwise: nil, location: location)
        }
        advance()
        if current.isIdentifier("if") {
            let nested = try parseIf()
            return .conditional(condition: condition, then: then, otherwise: [nested], location: location)
        }
        let otherwise = try parseBlock("after 'else'")
        return .conditional(condition: condition, then: then, otherwise: otherwise, location: location)
    }

    /// The statements of the `{ … }` at the current token.
    private mutating func parseBlock(_ context: String) throws(Diagnostic) -> [Statement] {
        guard current.isPunctuation(.leftBrace) else {
            throw error("expected '{' \(context), found \(describe(current))", at: current.location)
        }
        let close = partner(of: position)
        var inner = Parser(buffer, from: position + 1, to: close, depth: depth)
        let statements = try inner.parseStatements()
        position = min(close + 1, limit)
        return statements
    }

    /// Skips a type annotation (after its `:`) up to one of `stops` at the outer level, a line break, or the end.
    mutating func skipType(until stops: [Punctuation]) {
        advance()  // the colon
        var first = true
        while !atEnd {
            let token = current
            if case .punctuation(let mark) = token.kind, stops.contains(mark) { return }
            if !first, token.startsLine { return }
            if case .punctuation(let mark) = token.kind, mark.isOpening { skipGroup() } else { advance() }
            first = false
        }
    }

    /// What may follow a closure's parameters before `in` or its result type.
    private static let closureEffects: Set<String> = ["async", "throws", "rethrows"]

    /// The parameters before `in` at the start of a closure: `proxy in`, `_ in`, `(i) in`, `(a, b) -> V in`,
    /// `[weak model] item in`, `@MainActor in`, `(x) async throws -> V in`. Without `in`, there are none and nothing is
    /// consumed.
    mutating func parseClosureParameters() throws(Diagnostic) -> [(name: String, location: SourceLocation)] {
        let start = position
        var scan = self
        scan.skipAttributes()
        if scan.current.isPunctuation(.leftBracket) { scan.skipGroup() }
        var names: [(String, SourceLocation)] = []
        if scan.current.isPunctuation(.leftParen) {
            let close = scan.partner(of: scan.position)
            scan.advance()
            while scan.position < close {
                if scan.current.kind == .identifier, names.isEmpty || scan.buffer.tokens[scan.position - 1].isPunctuation(.comma) {
                    names.append((scan.current.text, scan.current.location))
                }
                if scan.current.kind == .punctuation(.leftParen) || scan.current.kind == .punctuation(.leftBracket) {
                    scan.skipGroup()
                } else {
                    scan.advance()
                }
            }
            scan.position = min(close + 1, scan.limit)
            while scan.current.kind == .identifier, Self.closureEffects.contains(scan.current.text) { scan.advance() }
            if scan.current.isPunctuation(.arrow) {
                while !scan.atEnd, !scan.current.isIdentifier("in"), !scan.current.startsLine || scan.current.isPunctuation(.arrow) {
                    if case .punctuation(let mark) = scan.current.kind, mark.isOpening { scan.skipGroup() } else { scan.advance() }
                }
            }
        } else {
            while scan.current.kind == .identifier, !scan.current.isIdentifier("in") {
                names.append((scan.current.text, scan.current.location))
                scan.advance()
                guard scan.current.isPunctuation(.comma) else { break }
                scan.advance()
            }
        }
        guard scan.current.isIdentifier("in"), scan.position > start else {
            position = start
            return []
        }
        position = scan.position + 1
        return names
    }
}
