import LayoutModel

/// Closures that run only when the user acts (a button's action, a gesture's handler, `onChange`, `task`): nothing
/// a layout computes comes from their code, so the compiled path may leave out one whose code does not build here
/// (an AppKit call in a Mac app's button, `UIApplication.shared.open` in an iPhone app's), and the trace is the
/// same as it would be with it. Found by where a closure is written, never by what it contains:
///
/// - the closure of an `action:` or `perform:` argument (`Button(action: { … })`, `.onDelete(perform: { … })`);
/// - the trailing closure of an action modifier (`.onTapGesture { … }`, `.onChange(of: x) { … }`);
/// - `Button`'s first trailing closure when no `action:` argument came before it (`Button("Save") { … }`,
///   `Button { … } label: { … }`); with one, the trailing closure is the label, views, and is kept;
/// - the trailing closure of the app's own view whose last parameter is an action (`takingActions`).
public struct ActionClosure: Sendable, Equatable {
    /// What runs it: `Button`, `.onTapGesture`, `action:`.
    public var owner: String
    /// Its `{`.
    public var open: SourceLocation
    /// Where its statements start: after `in` when it names its parameters (which stay, so that it keeps its type),
    /// else after `{`.
    public var bodyStart: SourceLocation
    /// Its `}`.
    public var close: SourceLocation

    /// True when `location` lies in its statements (the part `emptying` removes).
    public func holdsStatement(at location: SourceLocation) -> Bool { bodyStart <= location && location < close }

    /// Modifiers whose trailing closure (or only closure argument) is an action. Not `onGeometryChange`: its first
    /// closure computes the value watched.
    static let actionModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onSubmit", "onChange", "onReceive", "onAppear", "onDisappear", "task",
        "refreshable", "onHover", "onContinuousHover", "onEnded", "onChanged", "onDelete", "onMove", "onInsert", "onDrop",
        "onOpenURL", "onCommand", "onExitCommand", "onMoveCommand", "onPasteCommand", "onDeleteCommand",
        "onKeyPress", "onPreferenceChange", "fileImporter", "fileExporter", "onContinueUserActivity", "userActivity",
        "onCopyCommand", "onCutCommand", "onScrollPhaseChange", "onScrollVisibilityChange",
    ]
    /// Words that start a statement: a closure beginning with one has no parameter list.
    static let statementKeywords: Set<String> = ["for", "if", "guard", "let", "var", "while", "switch", "return", "try", "await",
                                                 "do", "repeat", "throw", "defer"]
    /// Argument labels whose closure is an action.
    static let actionLabels: Set<String> = ["action", "perform", "onCommit", "onEditingChanged", "onDismiss", "completion"]

    /// The action closures of `source`, outermost first; none when it cannot be tokenised (the compiler says why).
    /// `takers` are the app's own views whose last parameter is an action (`takingActions`): their trailing closure is one.
    public static func find(in source: String, file: String, takers: Set<String> = []) -> [ActionClosure] {
        var lexer = Lexer(source, file: file)
        guard let tokens = try? lexer.tokenize(), let buffer = try? TokenBuffer(tokens: tokens, file: file) else { return [] }
        return find(tokens, matching: buffer.matching, takers: takers)
    }

    /// The types of `outlines` whose last parameter without a default (of their `init`, else of the memberwise one) is
    /// a function returning nothing: Whisky's `ActionView(text:…) { NSOpenPanel()… }` takes its action so.
    public static func takingActions(_ outlines: [SwiftFileOutline]) -> Set<String> {
        Set(outlines.flatMap(\.types).filter { type in type.rootParameters.last.map { isAction($0.type) } ?? false }.map(\.name))
    }

    /// `() -> Void`, `@escaping (Int) -> Void`, `@MainActor () -> ()`.
    static func isAction(_ type: String) -> Bool {
        let words = type.split(separator: " ").filter { !$0.hasPrefix("@") }.joined()
        return words.hasPrefix("(") && (words.hasSuffix("->Void") || words.hasSuffix("->()"))
    }

    static func find(_ tokens: [Token], matching: [Int], takers: Set<String> = []) -> [ActionClosure] {
        var found: [ActionClosure] = []
        for index in tokens.indices.dropFirst() where tokens[index].isPunctuation(.leftBrace) && matching[index] > index {
            guard let owner = owner(ofClosureAt: index, tokens, matching, takers: takers) else { continue }
            let close = matching[index]
            found.append(ActionClosure(owner: owner, open: tokens[index].location,
                                       bodyStart: bodyStart(index, tokens, matching), close: tokens[close].location))
        }
        return found
    }

    /// What the closure opening at `brace` is the action of, or nil when it is not an action's.
    private static func owner(ofClosureAt brace: Int, _ tokens: [Token], _ matching: [Int], takers: Set<String>) -> String? {
        let before = tokens[brace - 1]
        // `action: {`
        if before.isPunctuation(.colon), brace >= 2, tokens[brace - 2].kind == .identifier,
           actionLabels.contains(tokens[brace - 2].text) {
            return tokens[brace - 2].text + ":"
        }
        // The callee of a trailing closure: `name {` or `name(…) {` on the same line.
        guard !tokens[brace].startsLine else { return nil }
        var callee = brace - 1
        var arguments: Range<Int>?
        if before.isPunctuation(.rightParen), matching[brace - 1] > 0 {
            arguments = (matching[brace - 1] + 1)..<(brace - 1)
            callee = matching[brace - 1] - 1
        }
        guard callee >= 0, tokens[callee].kind == .identifier else { return nil }
        let name = tokens[callee].text
        if callee > 0, tokens[callee - 1].isPunctuation(.dot), actionModifiers.contains(name) { return "." + name }
        if name == "Button", callee == 0 || !tokens[callee - 1].isPunctuation(.dot) {
            // With an `action:` argument, the trailing closure is the label.
            if let arguments, arguments.contains(where: { tokens[$0].isIdentifier("action") && tokens[$0 + 1].isPunctuation(.colon) }) {
                return nil
            }
            return "Button"
        }
        if takers.contains(name), callee == 0 || !tokens[callee - 1].isPunctuation(.dot) { return name }
        return nil
    }

    /// Where the closure at `brace` starts its statements: after `in` when a parameter list comes first (`{ value in`,
    /// `{ _, new in`, `{ [weak self] in`, `{ @MainActor (x: Int) in`), else after the `{`.
    private static func bodyStart(_ brace: Int, _ tokens: [Token], _ matching: [Int]) -> SourceLocation {
        var index = brace + 1
        let close = matching[brace]
        while index < close {
            let token = tokens[index]
            if token.isIdentifier("in") { return end(of: token) }
            // `for item in items` is a statement, not a parameter list.
            if token.kind == .identifier, statementKeywords.contains(token.text) { break }
            if token.isPunctuation(.leftParen) || token.isPunctuation(.leftBracket) {
                index = matching[index] + 1
                continue
            }
            let signature = token.kind == .identifier || token.isPunctuation(.comma) || token.isPunctuation(.at)
                || token.isPunctuation(.colon) || token.isPunctuation(.arrow) || token.isPunctuation(.dot) || token.kind == .operator
            guard signature else { break }
            index += 1
        }
        return end(of: tokens[brace])
    }

    /// The column after `token`.
    private static func end(of token: Token) -> SourceLocation {
        SourceLocation(line: token.location.line, column: token.location.column + token.text.unicodeScalars.count)
    }

    /// `source` with the statements of `closures` emptied: each of their characters but line breaks a space, so that
    /// every other line and column stays where it was.
    public static func emptying(_ closures: [ActionClosure], in source: String) -> String {
        guard !closures.isEmpty else { return source }
        var scalars = String.UnicodeScalarView()
        var line = 1, column = 1
        for scalar in source.unicodeScalars {
            let here = SourceLocation(line: line, column: column)
            let emptied = scalar != "\n" && closures.contains { $0.holdsStatement(at: here) }
            scalars.append(emptied ? " " : scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return String(scalars)
    }
}
