import LayoutModel

/// A recursive-descent parser over a range of a `TokenBuffer`.
///
/// The range `[position, limit)` looks like a whole input: at `limit` the parser sees an end token (carrying
/// the location and spelling of the real token there, for messages). Recursion is counted in `depth` and
/// stops with a located error at `DSLLimits.maximumDepth`.
struct Parser {
    let buffer: TokenBuffer
    var position: Int
    let limit: Int
    var depth: Int

    init(_ buffer: TokenBuffer, from start: Int = 0, to limit: Int? = nil, depth: Int = 0) {
        self.buffer = buffer
        self.position = start
        self.limit = min(limit ?? buffer.tokens.count - 1, buffer.tokens.count - 1)
        self.depth = depth
    }

    var file: String { buffer.file }

    // MARK: - Cursor

    var current: Token { token(at: position) }

    func peek(_ offset: Int = 1) -> Token { token(at: position + offset) }

    private func token(at index: Int) -> Token {
        if index < limit { return buffer.tokens[index] }
        var end = buffer.tokens[limit]
        end.kind = .end
        return end
    }

    var atEnd: Bool { position >= limit }

    mutating func advance() {
        if position < limit { position += 1 }
    }

    /// The index of the partner of the bracket at `index`, within the range (else the limit).
    func partner(of index: Int) -> Int {
        let other = index < limit ? buffer.matching[index] : -1
        return other >= 0 && other <= limit ? other : limit
    }

    /// Moves past the bracket group that starts at the current token.
    mutating func skipGroup() {
        position = min(partner(of: position) + 1, limit)
    }

    /// The current token is `mark`: consume it, or fail with "expected …".
    mutating func expect(_ mark: Punctuation, _ context: String) throws(Diagnostic) {
        guard current.isPunctuation(mark) else {
            throw error("expected '\(mark.rawValue)' \(context), found \(describe(current))", at: current.location)
        }
        advance()
    }

    mutating func expectIdentifier(_ context: String) throws(Diagnostic) -> (String, SourceLocation) {
        guard current.kind == .identifier else {
            throw error("expected \(context), found \(describe(current))", at: current.location)
        }
        let result = (current.text, current.location)
        advance()
        return result
    }

    /// Enters one level of nesting.
    mutating func enter(at location: SourceLocation) throws(Diagnostic) {
        depth += 1
        if depth > DSLLimits.maximumDepth {
            throw error(InputLimits.tooDeep, at: location)
        }
    }

    /// An error about Swift the reader cannot evaluate, rather than a mistake in the input (`isReaderLimitation`).
    func limitation(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        var diagnostic = error(message, at: location, notes: notes)
        diagnostic.isReaderLimitation = true
        return diagnostic
    }

    func error(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        Diagnostic(.error, message, file: file, at: location, notes: notes)
    }

    /// How a token is named in "found …".
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .end: token.text.isEmpty ? "the end of the file" : "'\(token.text)'"
        case .string: "a string"
        case .number: "'\(token.text)'"
        default: "'\(token.text)'"
        }
    }

    /// The source text of tokens `[start, end)`, joined with single spaces where the source had space.
    func text(from start: Int, to end: Int) -> String {
        var result = ""
        var index = start
        while index < end, index < buffer.tokens.count {
            let token = buffer.tokens[index]
            if index > start, token.spaceBefore { result += " " }
            result += token.text
            index += 1
        }
        return result
    }

    // MARK: - Lazily parsed parts

    /// The parameters and statements of the closure or block `ref`, parsed once and cached.
    static func body(of ref: ClosureRef, depth: Int) throws(Diagnostic) -> ClosureBody {
        if let cached = ref.buffer.closureBodies[ref.open] { return cached }
        var parser = Parser(ref.buffer, from: ref.open + 1, to: ref.close, depth: depth)
        let parameters = try parser.parseClosureParameters()
        let statements = try parser.parseStatements()
        let body = ClosureBody(parameters: parameters, statements: statements)
        ref.buffer.closureBodies[ref.open] = body
        return body
    }

    /// The expression in `ref`, parsed once and cached; it must use the whole range.
    static func expression(_ ref: ExprRef, depth: Int) throws(Diagnostic) -> Expr {
        if let cached = ref.buffer.expressions[ref.start] { return cached }
        var parser = Parser(ref.buffer, from: ref.start, to: ref.end, depth: depth)
        let expr = try parser.parseExpression()
        if !parser.atEnd {
            throw parser.error("expected the end of the value, found \(parser.describe(parser.current))", at: parser.current.location)
        }
        ref.buffer.expressions[ref.start] = expr
        return expr
    }
}
