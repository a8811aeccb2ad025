import LayoutModel

/// Bounds that keep the reader from crashing or hanging on any input.
enum DSLLimits {
    /// The deepest nesting of views, closures and parentheses. Each level costs a few stack frames: run deep inputs
    /// on a large stack (`withLargeStack`).
    static let maximumDepth = InputLimits.depth
    /// The longest run of operators, the deepest interpolation in an interpolation, and the longest chain of view
    /// struct and property references (a `body` that refers to itself stops here).
    static let maximumChain = InputLimits.chain
    /// The most evaluation steps one read may take, so that a chain of properties that each use the previous
    /// one twice cannot take exponential time (a few seconds at most in a release build).
    static let maximumEvaluations = 10_000_000
    /// The deepest a function of the file may be inside calls of itself (`SelfReference.swift`). A view function that
    /// recurses on its argument and stops (a tree of `AnyView`s) is a few levels deep; one that never stops is refused
    /// here in a fraction of a second, where 10,000 levels took 5 s in the fuzzers' unoptimised build (whose limit for
    /// one input is 10 s).
    static let maximumSelfCalls = 1_000
}

/// The tokens of one source (the file, or one string interpolation) with the index of each bracket's
/// partner, and the bodies and expressions parsed from it so far.
///
/// A class: closures in the syntax tree point into it, and parsing a body caches the result here.
final class TokenBuffer {
    let tokens: [Token]
    /// For each `(`, `[`, `{`: the index of its closing partner, and the reverse; -1 elsewhere.
    let matching: [Int]
    let file: String
    var closureBodies: [Int: ClosureBody] = [:]
    var expressions: [Int: Expr] = [:]

    /// Drops what was parsed. The parsed syntax points back at this buffer (`ClosureRef`), so the cache
    /// makes a reference cycle that must be broken when a read ends.
    func releaseParsed() {
        closureBodies.removeAll()
        expressions.removeAll()
    }

    /// Pairs the brackets; unbalanced ones are errors at once, so later stages can jump over any group.
    init(tokens: [Token], file: String) throws(Diagnostic) {
        self.tokens = tokens
        self.file = file
        var matching = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            guard case .punctuation(let mark) = token.kind else { continue }
            if mark.isOpening {
                open.append(index)
            } else if mark.isClosing {
                guard let opener = open.popLast() else {
                    throw Diagnostic(.error, "unmatched '\(mark.rawValue)'", file: file, at: token.location,
                                     notes: ["there is no '\(Self.opening(of: mark))' open here"])
                }
                let openMark = Self.mark(tokens[opener])
                guard openMark.closing == mark else {
                    let at = tokens[opener].location
                    throw Diagnostic(.error, "expected '\(openMark.closing!.rawValue)' to close the '\(openMark.rawValue)' at line \(at.line), column \(at.column), found '\(mark.rawValue)'",
                                     file: file, at: token.location)
                }
                matching[opener] = index
                matching[index] = opener
            }
        }
        if let opener = open.last {
            let openMark = Self.mark(tokens[opener])
            let at = tokens[opener].location
            throw Diagnostic(.error, "expected '\(openMark.closing!.rawValue)' to close the '\(openMark.rawValue)' at line \(at.line), column \(at.column)",
                             file: file, at: tokens[tokens.count - 1].location)
        }
        self.matching = matching
    }

    private static func mark(_ token: Token) -> Punctuation {
        if case .punctuation(let mark) = token.kind { return mark }
        return .comma
    }

    private static func opening(of mark: Punctuation) -> String {
        switch mark {
        case .rightParen: "("
        case .rightBrace: "{"
        default: "["
        }
    }
}
