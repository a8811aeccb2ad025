import LayoutModel

/// Splits SwiftUI-syntax source into tokens, and keeps the line comments (for directives and image sizes).
///
/// One pass over the UTF-8 bytes. Locations are 1-based lines and columns counting Unicode scalars, as the
/// JSON reader counts them. Every loop stops at the end of the input; string interpolations, which nest,
/// are bounded by `DSLLimits.maximumChain`.
struct Lexer {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    /// Line comments in source order.
    private(set) var comments: [LineComment] = []

    init(_ source: String, file: String) {
        self.bytes = Array(source.utf8)
        self.file = file
        // A byte order mark is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// All tokens of the input, ending with an `.end` token; `spaceAfter` is filled in from the next token.
    mutating func tokenize() throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        while true {
            let token = try nextToken(depth: 0)
            tokens.append(token)
            if token.isEnd { break }
        }
        Self.linkSpacing(&tokens)
        return tokens
    }

    private static func linkSpacing(_ tokens: inout [Token]) {
        for i in tokens.indices.dropLast() { tokens[i].spaceAfter = tokens[i + 1].spaceBefore }
        if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = true }
    }

    // MARK: - Reading bytes

    private var atEnd: Bool { index >= bytes.count }
    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> UInt8 {
        let i = index + offset
        return i < bytes.count ? bytes[i] : 0
    }

    /// Consumes one byte, keeping the line and the scalar column.
    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<count { advance() }
    }

    /// An error about Swift the reader cannot evaluate, rather than a mistake in the input (`isReaderLimitation`).
    private func limitation(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        var diagnostic = error(message, at: location, notes: notes)
        diagnostic.isReaderLimitation = true
        return diagnostic
    }

    private func error(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        Diagnostic(.error, message, file: file, at: location, notes: notes)
    }

    // MARK: - Trivia

    /// The byte length of a Unicode space that pasted code often carries (no-break space, zero-width
    /// space, byte order mark), or 0.
    private func unicodeSpaceLength() -> Int {
        if peek() == 0xC2, peek(1) == 0xA0 { return 2 }
        if peek() == 0xE2, peek(1) == 0x80, peek(2) == 0x8B { return 3 }
        if peek() == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF { return 3 }
        return 0
    }

    /// Skips whitespace and comments; reports whether a line break / any space was crossed.
    private mutating func skipTrivia() throws(Diagnostic) -> (newline: Bool, space: Bool) {
        var newline = false
        var space = false
        while !atEnd {
            let byte = peek()
            if byte == 0x0A {
                newline = true
                space = true
                advance()
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                space = true
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                readLineComment()
                space = true
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                try skipBlockComment()
                space = true
            } else if case let length = unicodeSpaceLength(), length > 0 {
                advance(length)
                space = true
            } else {
                break
            }
        }
        return (newline, space)
    }

    private mutating func readLineComment() {
        let location = here
        advance(2)
        let textColumn = column
        let start = index
        while !atEnd, peek() != 0x0A { advance() }
        var end = index
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        comments.append(LineComment(text: String(decoding: bytes[start..<end], as: UTF8.self), location: location,
                                    textColumn: textColumn))
    }

    /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
    private mutating func skipBlockComment() throws(Diagnostic) {
        let location = here
        advance(2)
        var depth = 1
        while depth > 0 {
            if atEnd {
                throw error("unterminated '/*' comment", at: location, notes: ["add '*/' to close it"])
            }
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance(2)
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(2)
            } else {
                advance()
            }
        }
    }

    // MARK: - Tokens

    /// The next token after any trivia; `depth` counts the string interpolations we are inside.
    private mutating func nextToken(depth: Int) throws(Diagnostic) -> Token {
        let (newline, space) = try skipTrivia()
        let startsLine = newline || index == 0 || (index == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let location = here
        let start = index
        func make(_ kind: TokenKind, _ text: String? = nil) -> Token {
            Token(kind: kind, text: text ?? String(decoding: bytes[start..<index], as: UTF8.self), location: location,
                  startsLine: startsLine, spaceBefore: space || start == 0, spaceAfter: false)
        }
        if atEnd { return make(.end, "") }
        let byte = peek()
        if Self.isIdentifierStart(byte) {
            while !atEnd, Self.isIdentifierContinuation(peek()), unicodeSpaceLength() == 0 { advance() }
            return make(.identifier)
        }
        if Self.isDigit(byte) { return make(try lexNumber(at: location, start: start)) }
        switch byte {
        case UInt8(ascii: "`"):
            advance()
            let nameStart = index
            while !atEnd, peek() != UInt8(ascii: "`"), peek() != 0x0A { advance() }
            guard peek() == UInt8(ascii: "`"), index > nameStart else {
                throw error("expected a name between backticks", at: location)
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            advance()
            return make(.identifier, name)
        case UInt8(ascii: "\""):
            return make(.string(try lexString(at: location, depth: depth, hashes: 0)))
        case UInt8(ascii: "#"):
            var hashes = 1
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                advance(hashes)
                return make(.string(try lexString(at: location, depth: depth, hashes: hashes)))
            }
            if peek(hashes) == UInt8(ascii: "/"), let length = extendedRegexLength(hashes: hashes) {
                advance(length)
                return make(.regex)
            }
            advance()
            return make(.punctuation(.hash))
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                while !atEnd, peek() == UInt8(ascii: ".") || Self.isOperatorByte(peek()) { advance() }
                return make(.operator)
            }
            advance()
            return make(.punctuation(.dot))
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
            advance(2)
            return make(.punctuation(.arrow))
        case UInt8(ascii: "=") where !Self.isOperatorByte(peek(1)):
            advance()
            return make(.punctuation(.equals))
        default:
            break
        }
        if let mark = Self.singlePunctuation[byte] {
            advance()
            return make(.punctuation(mark))
        }
        if byte == UInt8(ascii: "/"), !endsOperandBefore(), let length = bareRegexLength() {
            advance(length)
            return make(.regex)
        }
        if Self.isOperatorByte(byte) {
            advance()
            // Maximal munch, but `//` and `/*` start comments even right after an operator.
            while !atEnd, Self.isOperatorByte(peek()),
                  !(peek() == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"))) {
                advance()
            }
            return make(.operator)
        }
        if byte == UInt8(ascii: "'") {
            throw error("single quotes do not make a string in Swift", at: location, notes: ["write \"…\" instead"])
        }
        let scalarEnd = index + Self.scalarLength(byte)
        let character = String(decoding: bytes[index..<min(scalarEnd, bytes.count)], as: UTF8.self)
        throw error("unexpected character '\(character)'", at: location)
    }

    /// Keywords after which an expression starts (`return /a+/`).
    private static let expressionKeywords: Set<String> = ["return", "case", "in", "if", "guard", "while", "where", "else", "throw",
                                                          "try", "await", "let", "var", "repeat", "switch", "is", "as"]

    /// Whether the code before the cursor ends an operand (a name other than such a keyword, a literal, a closing
    /// bracket, a postfix `!` or `?`): a `/` after one divides. Read backwards from a `/`, the only byte that asks, so
    /// that no other token pays for it.
    private func endsOperandBefore() -> Bool {
        var end = index - 1
        while end >= 0, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0A || bytes[end] == 0x0D { end -= 1 }
        guard end >= 0 else { return false }
        let byte = bytes[end]
        switch byte {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""): return true
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            return end == index - 1 && end > 0 && (Self.isIdentifierContinuation(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: ")"))
        default:
            guard Self.isIdentifierContinuation(byte) else { return false }
            var start = end
            while start > 0, Self.isIdentifierContinuation(bytes[start - 1]) { start -= 1 }
            return !Self.expressionKeywords.contains(String(decoding: bytes[start...end], as: UTF8.self))
        }
    }

    /// The byte length of the bare regex literal `/…/` at the cursor, or nil when the `/` does not open one: as Swift
    /// reads them (SE-0354), it does not start or end with a space, and it ends on its own line at the first `/` that
    /// is neither escaped nor inside a character class.
    private func bareRegexLength() -> Int? {
        let first = peek(1)
        guard first != 0x20, first != 0x09, first != 0x0A, first != 0x0D, first != 0,
              first != UInt8(ascii: "/"), first != UInt8(ascii: "*") else { return nil }
        var offset = 1
        var inClass = false
        while index + offset < bytes.count {
            let byte = peek(offset)
            switch byte {
            case 0x0A, 0x0D: return nil
            case UInt8(ascii: "\\"): offset += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass:
                let last = peek(offset - 1)
                return last == 0x20 || last == 0x09 ? nil : offset + 1
            default: break
            }
            offset += 1
        }
        return nil
    }

    /// The byte length of the extended regex literal `#/…/#` (as many `#` on each side) at the cursor, or nil when it
    /// is not closed.
    private func extendedRegexLength(hashes: Int) -> Int? {
        var offset = hashes + 1
        while index + offset < bytes.count {
            if peek(offset) == UInt8(ascii: "\\") {
                offset += 2
                continue
            }
            if peek(offset) == UInt8(ascii: "/"), (1...hashes).allSatisfy({ peek(offset + $0) == UInt8(ascii: "#") }) {
                return offset + 1 + hashes
            }
            offset += 1
        }
        return nil
    }

    private static let singlePunctuation: [UInt8: Punctuation] = [
        UInt8(ascii: "("): .leftParen, UInt8(ascii: ")"): .rightParen, UInt8(ascii: "{"): .leftBrace,
        UInt8(ascii: "}"): .rightBrace, UInt8(ascii: "["): .leftBracket, UInt8(ascii: "]"): .rightBracket,
        UInt8(ascii: ","): .comma, UInt8(ascii: ":"): .colon, UInt8(ascii: ";"): .semicolon,
        UInt8(ascii: "@"): .at, UInt8(ascii: "\\"): .backslash,
    ]

    /// A decimal (`1_000`, `12.5`, `1e3`) or hexadecimal (`0x1F`) literal.
    private mutating func lexNumber(at location: SourceLocation, start: Int) throws(Diagnostic) -> TokenKind {
        var isInteger = true
        var value: Double?
        // Swift's integer literals with a radix prefix: 0x1F, 0o755, 0b1010 (underscores allowed, as in decimals).
        let radix: Int? = switch peek() == UInt8(ascii: "0") ? peek(1) : 0 {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
        if let radix {
            advance(2)
            var digits = ""
            while !atEnd, Self.isHexDigit(peek()) || peek() == UInt8(ascii: "_") {
                if peek() != UInt8(ascii: "_") { digits.unicodeScalars.append(Unicode.Scalar(peek())) }
                advance()
            }
            value = UInt64(digits, radix: radix).map { Double($0) }
        } else {
            var digits = ""
            func take(_ lexer: inout Lexer) {
                while !lexer.atEnd, Lexer.isDigit(lexer.peek()) || lexer.peek() == UInt8(ascii: "_") {
                    if lexer.peek() != UInt8(ascii: "_") { digits.unicodeScalars.append(Unicode.Scalar(lexer.peek())) }
                    lexer.advance()
                }
            }
            take(&self)
            // `0..<3` is 0 then `..<`: a dot is a decimal point only before a digit.
            if peek() == UInt8(ascii: "."), Self.isDigit(peek(1)) {
                isInteger = false
                digits += "."
                advance()
                take(&self)
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                let signed = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
                if Self.isDigit(peek(signed ? 2 : 1)) {
                    isInteger = false
                    digits += "e"
                    advance()
                    if signed {
                        digits.unicodeScalars.append(Unicode.Scalar(peek()))
                        advance()
                    }
                    take(&self)
                }
            }
            value = Double(digits)
        }
        if !atEnd, Self.isIdentifierContinuation(peek()) {
            while !atEnd, Self.isIdentifierContinuation(peek()) { advance() }
            let written = String(decoding: bytes[start..<index], as: UTF8.self)
            throw error("'\(written)' is not a number", at: location)
        }
        guard let value else {
            throw error("'\(String(decoding: bytes[start..<index], as: UTF8.self))' is not a number", at: location)
        }
        guard value.isFinite else {
            // Swift's compiler warns and reads infinity; layoutdbg refuses it as the JSON reader does (NumberLimits).
            throw error(NumberLimits.overflowMessage(String(decoding: bytes[start..<index], as: UTF8.self)), at: location,
                        notes: [NumberLimits.overflowNote])
        }
        return .number(value, isInteger: isInteger)
    }

    // MARK: - Strings

    /// A string literal, from its opening quote (past the `#`s of a raw string, counted in `hashes`).
    ///
    /// Escapes: `\0 \\ \t \n \r \" \'`, `\u{…}`, and `\(…)` interpolations, lexed into tokens here (they may
    /// hold strings of their own). Swift's own rules for the other two forms, which previews and log messages use:
    /// - a raw string (`#"…"#`, SE-0200) spells each escape with its number of `#`s after the backslash (`\#n`,
    ///   `\#(x)`) and takes every other backslash and quote as text, up to a quote followed by the same `#`s;
    /// - a multi-line literal (`"""`, SE-0168) starts on the line after the opening delimiter and ends on the line
    ///   before the closing one, whose indentation every non-empty line must start with and loses; a backslash at
    ///   a line's end joins the next line on; CR-LF line ends count as "\n".
    private mutating func lexString(at location: SourceLocation, depth: Int, hashes: Int) throws(Diagnostic) -> StringLiteral {
        if depth >= DSLLimits.maximumChain {
            throw error("string interpolations nested too deeply (more than \(DSLLimits.maximumChain) levels)", at: location)
        }
        let quote = UInt8(ascii: "\"")
        let multiline = peek(1) == quote && peek(2) == quote
        if hashes == 0, !multiline, let plain = lexPlainString() { return plain }
        advance(multiline ? 3 : 1)  // the opening quotes
        var literal = StringPieces()
        if multiline {
            guard skipToNextLine() else {
                throw error("multi-line string literal content must begin on a new line", at: here,
                            notes: ["start the text on the line after '\"\"\"'"])
            }
            literal.startLine(at: here)
        }
        let quotes = multiline ? 3 : 1
        while true {
            if atEnd || (atLineBreak && !multiline) {
                throw error("unterminated string literal", at: location,
                            notes: [multiline ? "add '\"\"\"' on a line of its own to close it"
                                              : "add '\"' to close it on the same line"])
            }
            if atLineBreak {
                _ = skipToNextLine()
                literal.text.append(0x0A)
                literal.startLine(at: here)
                continue
            }
            if follows(quote, times: quotes, then: hashes) {
                if multiline { try literal.closeLines(at: here, file: file) }
                advance(quotes + hashes)
                break
            }
            guard follows(UInt8(ascii: "\\"), times: 1, then: hashes) else {
                literal.text.append(peek())
                advance()
                continue
            }
            let escapeLocation = here
            advance(1 + hashes)
            let escaped = peek()
            switch escaped {
            case UInt8(ascii: "0"): literal.text.append(0); advance()
            case UInt8(ascii: "\\"), quote, UInt8(ascii: "'"): literal.text.append(escaped); advance()
            case UInt8(ascii: "t"): literal.text.append(0x09); advance()
            case UInt8(ascii: "n"): literal.text.append(0x0A); advance()
            case UInt8(ascii: "r"): literal.text.append(0x0D); advance()
            case UInt8(ascii: "u"):
                advance()
                let scalar = try lexUnicodeEscape(at: escapeLocation)
                literal.text.append(contentsOf: Array(String(Character(scalar)).utf8))
            case UInt8(ascii: "("):
                advance()
                literal.append(try lexInterpolation(at: escapeLocation, string: location, depth: depth))
            case _ where multiline && (escaped == 0x20 || escaped == 0x09 || atLineBreak):
                // An escaped line break: spaces may follow the backslash, then the line ends without a "\n".
                guard skipToNextLine() else {
                    throw error("invalid escape sequence in string literal", at: escapeLocation,
                                notes: ["a backslash followed by spaces must end its line"])
                }
                literal.startLine(at: here)
            default:
                if atEnd || atLineBreak { continue }  // reported as unterminated above
                let scalarEnd = index + Self.scalarLength(escaped)
                let character = String(decoding: bytes[index..<min(scalarEnd, bytes.count)], as: UTF8.self)
                throw error("invalid escape sequence '\\\(character)' in string literal", at: escapeLocation,
                            notes: ["the escapes are \\n \\t \\r \\0 \\\\ \\\" \\' \\u{…} and \\(…); write '\\\\' for a backslash"])
            }
        }
        return literal.finished()
    }

    /// Whether the next bytes are `byte` `times` times, then `hashes` `#`s: a string's closing delimiter, or
    /// the backslash of an escape in a raw string.
    private func follows(_ byte: UInt8, times: Int, then hashes: Int) -> Bool {
        (0..<times).allSatisfy { peek($0) == byte } && (0..<hashes).allSatisfy { peek(times + $0) == UInt8(ascii: "#") }
    }

    /// Past spaces and tabs and the line break after them (LF or CR-LF); false, with the spaces consumed, when
    /// something else follows them on the line.
    private mutating func skipToNextLine() -> Bool {
        while peek() == 0x20 || peek() == 0x09 { advance() }
        guard atLineBreak else { return false }
        advance(peek() == 0x0D ? 2 : 1)
        return true
    }

    private var atLineBreak: Bool { peek() == 0x0A || (peek() == 0x0D && peek(1) == 0x0A) }

    /// Most literals are plain text on one line: one String straight from the source bytes, or nil to lex it
    /// in full (an escape, an interpolation or no closing quote on the line).
    private mutating func lexPlainString() -> StringLiteral? {
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] != 0x0A,
              !(bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A) {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        let text = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        advance(end - index + 1)  // the quotes and the text, no line break among them
        return StringLiteral(segments: text.isEmpty ? [] : [.text(text)])
    }

    /// `\u{1F600}`: one to eight hex digits naming a Unicode scalar. The `u` is already consumed.
    private mutating func lexUnicodeEscape(at location: SourceLocation) throws(Diagnostic) -> Unicode.Scalar {
        guard peek() == UInt8(ascii: "{") else {
            throw error("expected '{' in '\\u{…}' escape", at: location)
        }
        advance()
        var digits = ""
        while !atEnd, Self.isHexDigit(peek()), digits.count < 9 {
            digits.unicodeScalars.append(Unicode.Scalar(peek()))
            advance()
        }
        guard peek() == UInt8(ascii: "}"), (1...8).contains(digits.count) else {
            throw error("expected 1 to 8 hexadecimal digits and '}' in '\\u{…}' escape", at: location)
        }
        advance()
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw error("'\\u{\(digits)}' is not a valid Unicode scalar", at: location)
        }
        return scalar
    }

    /// The tokens of `\(…)` up to its closing parenthesis (already past the opening one).
    private mutating func lexInterpolation(at location: SourceLocation, string: SourceLocation, depth: Int) throws(Diagnostic) -> Interpolation {
        var tokens: [Token] = []
        var parentheses = 0
        let start = index
        var end = index
        while true {
            let token = try nextToken(depth: depth + 1)
            if token.isEnd {
                throw error("unterminated string literal", at: string, notes: ["the interpolation '\\(' is not closed"])
            }
            if token.isPunctuation(.leftParen) { parentheses += 1 }
            if token.isPunctuation(.rightParen) {
                if parentheses == 0 { break }
                parentheses -= 1
            }
            tokens.append(token)
            end = index
        }
        let written = String(decoding: bytes[start..<end], as: UTF8.self).trimmingSpaces()
        tokens.append(Token(kind: .end, text: "", location: here, startsLine: false, spaceBefore: true, spaceAfter: true))
        Self.linkSpacing(&tokens)
        return Interpolation(written: written, tokens: tokens, location: location)
    }

    // MARK: - Character classes

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    /// Letters, `_`, `$` (for `$binding`, `$0`) and any non-ASCII scalar: Swift allows most of them in names.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"): true
        default: false
        }
    }

    /// The byte length of the UTF-8 sequence a lead byte starts (1 for stray continuation bytes).
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks (Foundation-free).
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[first...last])
    }
}
