import LayoutModel

/// One token of SwiftUI-syntax input.
///
/// Keywords are identifiers whose text the parser checks (`struct`, `if`, `true`…), as Swift's own grammar
/// lets most of them be argument labels (`in:`, `for:`).
struct Token: Sendable {
    var kind: TokenKind
    /// The token as written (for strings, the whole literal with its quotes).
    var text: String
    var location: SourceLocation
    /// True when a line break separates this token from the previous one: it ends a statement, and a `(`
    /// or `[` there starts something new instead of calling or subscripting what came before (Swift's rule).
    var startsLine: Bool
    /// Whitespace (or a comment, or the start of the input) right before / after the token. Swift tells a
    /// prefix `-` (`-3`) from a binary one (`a - 3`) by this.
    var spaceBefore: Bool
    var spaceAfter: Bool

    var isEnd: Bool { kind == .end }

    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    func isPunctuation(_ mark: Punctuation) -> Bool { kind == .punctuation(mark) }
    func isOperator(_ op: String) -> Bool { kind == .operator && text == op }
}

enum TokenKind: Equatable, Sendable {
    /// A name or keyword; backticks are removed from the text.
    case identifier
    /// A number; `1_000` and `0x10` are read here, `-3` is a prefix operator and a number.
    case number(Double, isInteger: Bool)
    case string(StringLiteral)
    case punctuation(Punctuation)
    /// Operators such as `..<`, `+`, `==`, `?` (ternary), `!`; the text holds the spelling.
    case `operator`
    /// A regex literal, `/…/` or `#/…/#`: read as written, never evaluated (the compiled path runs it).
    case regex
    /// The end of the input, also the last token of every token list.
    case end
}

/// The marks with a fixed meaning in the grammar.
enum Punctuation: String, Sendable {
    case leftParen = "(", rightParen = ")", leftBrace = "{", rightBrace = "}", leftBracket = "[", rightBracket = "]"
    case comma = ",", colon = ":", semicolon = ";", dot = ".", at = "@", hash = "#", backslash = "\\"
    case arrow = "->", equals = "="

    var isOpening: Bool { self == .leftParen || self == .leftBrace || self == .leftBracket }
    var isClosing: Bool { self == .rightParen || self == .rightBrace || self == .rightBracket }

    /// The closing mark of an opening one.
    var closing: Punctuation? {
        switch self {
        case .leftParen: .rightParen
        case .leftBrace: .rightBrace
        case .leftBracket: .rightBracket
        default: nil
        }
    }
}

/// A string literal: text runs and `\(…)` interpolations, each interpolation kept as tokens (to evaluate a
/// loop variable) and as written (to show it as is when it cannot be evaluated).
struct StringLiteral: Equatable, Sendable {
    enum Segment: Equatable, Sendable {
        case text(String)
        case interpolation(Interpolation)
    }

    var segments: [Segment]

    /// The text with each interpolation shown as written, `\(name)`.
    var writtenText: String {
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text): result += text
            case .interpolation(let interpolation): result += "\\(" + interpolation.written + ")"
            }
        }
        return result
    }

    /// The text when there is no interpolation.
    var plainText: String? {
        if segments.isEmpty { return "" }
        if segments.count == 1, case .text(let text) = segments[0] { return text }
        return nil
    }
}

/// One `\(…)` of a string literal.
struct Interpolation: Equatable, Sendable {
    /// The source between the parentheses, as written.
    var written: String
    /// Its tokens, ending with an `.end` token.
    var tokens: [Token]
    var location: SourceLocation

    static func == (a: Interpolation, b: Interpolation) -> Bool {
        a.written == b.written && a.location == b.location
    }
}

/// A line comment, kept for the `// layoutdbg:` directives and the `// size: WxH` image comments.
struct LineComment: Sendable {
    /// The text after `//`.
    var text: String
    var location: SourceLocation
    /// The column right after `//`, to locate words inside the comment.
    var textColumn: Int
}

extension Token {
    /// Whether a line that starts with `next`, after a line that ends with `previous`, goes on with the same declaration
    /// or expression: `next` is `.member`, `{`, `->`, a binary operator, `where`, `throws` or `async`; or `previous`
    /// is `=`, `,`, `:`, `->`, `.` or a binary operator (`let gradient: LinearGradient =` with its value on the next
    /// line, as damus writes it, whose value is not a bare view expression of the file). The reader and the outline
    /// both end a statement here.
    static func lineContinues(_ next: Token, after previous: Token) -> Bool {
        if next.isPunctuation(.dot) || next.isPunctuation(.leftBrace) || next.isPunctuation(.arrow) { return true }
        if next.kind == .operator { return next.spaceAfter }
        if next.isIdentifier("where") || next.isIdentifier("throws") || next.isIdentifier("async") { return true }
        if previous.kind == .operator { return previous.spaceBefore }  // `a +`, not a postfix `y!`
        return [.equals, .comma, .colon, .arrow, .dot].contains { previous.isPunctuation($0) }
    }
}
