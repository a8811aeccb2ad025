import LayoutModel

/// The top-level walk behind `SwiftFileOutline`: declarations are recognised by their keywords, bodies skipped by
/// bracket matching, so nothing inside them can confuse it.
struct OutlineScanner {
    let tokens: [Token]
    let matching: [Int]
    private var outline = SwiftFileOutline()
    /// Conformances declared on extensions, merged into the types at the end.
    private var extensionConformances: [(String, [String])] = []

    init(tokens: [Token], matching: [Int]) {
        self.tokens = tokens
        self.matching = matching
    }

    mutating func scan() -> SwiftFileOutline {
        var index = 0
        while index < tokens.count, !tokens[index].isEnd {
            index = declaration(at: index)
        }
        for token in tokens where token.kind == .identifier { outline.identifierCounts[token.text, default: 0] += 1 }
        findBlanked()
        findModuleQualifiers()
        for (name, conformances) in extensionConformances {
            guard let type = outline.types.firstIndex(where: { $0.name == name }) else { continue }
            outline.types[type].conformances += conformances
        }
        return outline
    }

    /// SwiftData's attributes and freestanding macros (the file imports SwiftData).
    static let swiftDataAttributes: Set<String> = ["Attribute", "Relationship", "Transient"]
    static let swiftDataMacros: Set<String> = ["Unique", "Index"]

    /// What SwiftFileOutline.blanked lists, in bodies too: every `@MainActor` but a closure's `@MainActor in`, and
    /// SwiftData's macros in a file that imports it.
    private mutating func findBlanked() {
        let swiftData = outline.imports.contains("SwiftData")
        for index in tokens.indices.dropLast(2) where tokens[index].isPunctuation(.at) || tokens[index].isPunctuation(.hash) {
            let name = tokens[index + 1].kind == .identifier ? tokens[index + 1].text : ""
            var last = index + 1
            if tokens[index].isPunctuation(.at) {
                guard name == "MainActor" || (swiftData && Self.swiftDataAttributes.contains(name)) else { continue }
                if tokens[index + 2].isPunctuation(.leftParen), !tokens[index + 2].spaceBefore { last = matching[index + 2] }
                if name == "MainActor", tokens[last + 1].isIdentifier("in") { continue }
            } else {
                guard swiftData, Self.swiftDataMacros.contains(name) else { continue }
                if tokens[last + 1].isOperator("<") { last = skipGenerics(last + 1) - 1 }
                guard tokens[last + 1].isPunctuation(.leftParen) else { continue }
                last = matching[last + 1]
            }
            guard tokens[last].location.line == tokens[index].location.line else { continue }
            outline.blanked.append((tokens[index].location, end(of: tokens[last])))
        }
    }

    /// What SwiftFileOutline.moduleQualifiers lists: an imported module's name followed by `.` and a name, itself not
    /// after a `.` (`x.Backend.y` is a member) nor declared (`let Backend = …`).
    private mutating func findModuleQualifiers() {
        let imported = Set(outline.imports)
        guard !imported.isEmpty else { return }
        for index in tokens.indices.dropFirst().dropLast(2) where tokens[index].kind == .identifier && imported.contains(tokens[index].text) {
            guard tokens[index + 1].isPunctuation(.dot), !tokens[index + 1].spaceBefore, tokens[index + 2].kind == .identifier,
                  !tokens[index - 1].isPunctuation(.dot), !tokens[index - 1].isIdentifier("import"),
                  !["let", "var", "struct", "class", "enum", "actor", "func"].contains(tokens[index - 1].text) else { continue }
            outline.moduleQualifiers.append((tokens[index].text, tokens[index].location))
        }
    }

    /// The column after `token`.
    private func end(of token: Token) -> SourceLocation {
        SourceLocation(line: token.location.line, column: token.location.column + token.text.unicodeScalars.count)
    }

    /// Reads the declaration or statement starting at `index`; returns the index after it.
    private mutating func declaration(at start: Int) -> Int {
        var index = start
        var attributes: [String] = []
        var model: Int?
        while tokens[index].isPunctuation(.at), tokens[index + 1].kind == .identifier {
            if tokens[index + 1].text == "main" { outline.mainAttributes.append(tokens[index].location) }
            if tokens[index + 1].text == "Model" { model = index }
            attributes.append(tokens[index + 1].text)
            index += 2
            if tokens[index].isPunctuation(.leftParen), !tokens[index].spaceBefore { index = matching[index] + 1 }
        }
        while tokens[index].kind == .identifier, Parser.declarationModifiers.contains(tokens[index].text) { index += 1 }
        let token = tokens[index]
        if token.isPunctuation(.hash), tokens[index + 1].isIdentifier("Preview") { return preview(at: index) }
        switch token.kind == .identifier ? token.text : "" {
        case "struct", "class", "enum", "actor":
            let end = type(at: index)
            // A SwiftData model (the imports known so far: they come first), made a PersistentModel when compiled.
            if let model, token.text == "class", outline.imports.contains("SwiftData"), let name = outline.types.last?.name,
               outline.types.last?.location == token.location {
                outline.models.append(name)
                outline.blanked.append((tokens[model].location, self.end(of: tokens[model + 1])))
            }
            return end
        case "extension": return extensionDeclaration(at: index)
        case "func":
            if tokens[index + 1].kind == .identifier { outline.memberNames.append(tokens[index + 1].text) }
            return function(at: index)
        case "import":
            var next = index + 1
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(tokens[next].text) { next += 1 }
            if tokens[next].kind == .identifier { outline.imports.append(tokens[next].text) }
            return skipStatement(from: index)
        case "let", "var", "typealias", "protocol", "macro", "precedencegroup", "operator", "prefix", "postfix", "infix":
            if ["let", "var", "typealias", "protocol"].contains(token.text), tokens[index + 1].kind == .identifier {
                outline.memberNames.append(tokens[index + 1].text)
            }
            return skipStatement(from: index)
        default:
            guard index == start, !token.isPunctuation(.hash), !token.isPunctuation(.semicolon) else { return skipStatement(from: index) }
            let end = skipStatement(from: index)
            let last = tokens[end - 1]
            outline.expressions.append((token.location, self.end(of: last)))
            return end
        }
    }

    /// `#Preview`, `#Preview("name")`, `#Preview("name", traits: …)` followed by its body.
    private mutating func preview(at index: Int) -> Int {
        var next = index + 2
        var name: String?
        var traits: [(text: String, location: SourceLocation)] = []
        if tokens[next].isPunctuation(.leftParen), !tokens[next].startsLine {
            if case .string(let literal) = tokens[next + 1].kind, literal.segments.allSatisfy({ if case .text = $0 { true } else { false } }) {
                name = literal.writtenText
            }
            traits = self.traits(inArgumentsFrom: next)
            next = matching[next] + 1
        }
        guard tokens[next].isPunctuation(.leftBrace) else { return next }
        outline.previews.append(SwiftFileOutline.Preview(name: name, location: tokens[index].location, bodyStart: tokens[next].location,
                                                         bodyEnd: tokens[matching[next]].location,
                                                         typesUsed: typeNames(between: next, and: matching[next]), traits: traits))
        blankClosureSignature(after: next)
        return matching[next] + 1
    }

    /// A preview's body may open with a closure's attributes (`#Preview { @MainActor in … }`), which a function's body,
    /// what the compiled path makes of it, cannot: they are blanked.
    private mutating func blankClosureSignature(after brace: Int) {
        var index = brace + 1
        while index + 1 < matching[brace], tokens[index].isPunctuation(.at), tokens[index + 1].kind == .identifier {
            index += 2
            if tokens[index].isPunctuation(.leftParen), !tokens[index].spaceBefore { index = matching[index] + 1 }
        }
        guard index > brace + 1, tokens[index].isIdentifier("in"), tokens[index].location.line == tokens[brace + 1].location.line else { return }
        outline.blanked.append((tokens[brace + 1].location, end(of: tokens[index])))
    }

    /// The arguments from `traits:` to the `)` that closes the `(` at `open`, each as written (its tokens, spaced as
    /// the file spaces them).
    private func traits(inArgumentsFrom open: Int) -> [(text: String, location: SourceLocation)] {
        let close = matching[open]
        var index = open + 1
        while index < close, !(tokens[index].isIdentifier("traits") && tokens[index + 1].isPunctuation(.colon)) {
            index = Self.opens(tokens[index]) ? matching[index] + 1 : index + 1
        }
        guard index < close else { return [] }
        index += 2
        var traits: [(text: String, location: SourceLocation)] = []
        var text = ""
        var start = tokens[index].location
        while index < close {
            let token = tokens[index]
            if token.isPunctuation(.comma) {
                traits.append((text, start))
                text = ""
                start = tokens[index + 1].location
                index += 1
                continue
            }
            let end = Self.opens(token) ? matching[index] : index
            for inner in index...end {
                if !text.isEmpty, tokens[inner].spaceBefore { text += " " }
                text += tokens[inner].text
            }
            index = end + 1
        }
        if !text.isEmpty { traits.append((text, start)) }
        return traits
    }

    private static func opens(_ token: Token) -> Bool {
        if case .punctuation(let mark) = token.kind { return mark.isOpening }
        return false
    }

    private mutating func type(at index: Int) -> Int {
        let kind = tokens[index].text
        guard tokens[index + 1].kind == .identifier else { return skipStatement(from: index + 1) }
        let name = tokens[index + 1].text
        var next = index + 2
        if tokens[next].isOperator("<") { next = skipGenerics(next) }
        let (conformances, open) = inheritance(from: next)
        guard let open else { return next + 1 }
        var decl = SwiftFileOutline.TypeDecl(name: name, kind: kind, conformances: conformances, location: tokens[index].location,
                                             requiredProperties: [], declaresInit: false)
        members(of: open, into: &decl)
        decl.typesUsed = typeNames(between: open, and: matching[open])
        decl.endLine = tokens[matching[open]].location.line
        outline.types.append(decl)
        return matching[open] + 1
    }

    private mutating func extensionDeclaration(at index: Int) -> Int {
        var next = index + 1
        var name = ""
        while tokens[next].kind == .identifier || tokens[next].isPunctuation(.dot) {
            if tokens[next].kind == .identifier { name = tokens[next].text }
            next += 1
        }
        let (conformances, open) = inheritance(from: next)
        guard let open else { return next + 1 }
        outline.extensionNames.append(name)
        if !conformances.isEmpty {
            extensionConformances.append((name, conformances))
            outline.conformingExtensions.append(name)
        }
        findMembers(from: open + 1, to: matching[open])
        nestedViews(from: open + 1, to: matching[open])
        return matching[open] + 1
    }

    /// The views and layouts declared in an extension's body (`extension Settings { struct Row: View { … } }`), for
    /// the trace to say where their nodes' code is; they are not roots (their name alone does not make one).
    private mutating func nestedViews(from start: Int, to end: Int) {
        var index = start
        while index < end {
            if tokens[index].isIdentifier("struct"), tokens[index + 1].kind == .identifier {
                var next = index + 2
                if tokens[next].isOperator("<") { next = skipGenerics(next) }
                let (conformances, open) = inheritance(from: next)
                if conformances.contains("View") || conformances.contains("Layout")
                    || conformances.contains(where: SwiftUICatalogue.representableProtocols.contains) {
                    outline.nestedViews.append((tokens[index + 1].text, tokens[index].location))
                }
                guard let open, open < end else { return }
                index = matching[open] + 1
                continue
            }
            if case .punctuation(let mark) = tokens[index].kind, mark.isOpening { index = matching[index] + 1 } else { index += 1 }
        }
    }

    /// The members of a body between `start` and its closing brace `end`: each begins on a line of its own with a
    /// declaration's keyword, modifier or attribute, and ends where the next begins.
    private mutating func findMembers(from start: Int, to end: Int) {
        let introducers: Set<String> = ["var", "let", "func", "init", "deinit", "subscript", "typealias", "case", "struct", "class",
                                        "enum", "actor", "protocol"]
        var starts: [Int] = []
        var index = start
        while index < end {
            let token = tokens[index]
            if token.startsLine, token.isPunctuation(.at) || token.isPunctuation(.hash) || token.kind == .identifier
                && (introducers.contains(token.text) || Parser.declarationModifiers.contains(token.text)) {
                starts.append(index)
            }
            if case .punctuation(let mark) = token.kind, mark.isOpening { index = matching[index] + 1 } else { index += 1 }
        }
        // Attributes and modifiers on lines of their own belong to the declaration below them.
        var members: [Int] = []
        for position in starts where !(members.last.map { last in isPrefix(from: last, to: position) } ?? false) {
            members.append(position)
        }
        for first in members {
            // The member's name: the word after its introducer, past its attributes and modifiers.
            var index = first
            while index < end, !(tokens[index].kind == .identifier && introducers.contains(tokens[index].text)) {
                if tokens[index].isPunctuation(.leftParen) { index = matching[index] }
                index += 1
            }
            if index + 1 < end, tokens[index + 1].kind == .identifier { outline.memberNames.append(tokens[index + 1].text) }
        }
        for (number, first) in members.enumerated() {
            let last = number + 1 < members.count ? members[number + 1] - 1 : end - 1
            // A member that shares a line with the body's braces cannot be left out by its lines.
            guard last >= first, tokens[last].location.line < tokens[end].location.line,
                  tokens[first].location.line > tokens[start - 1].location.line else { continue }
            outline.extensionMembers.append(tokens[first].location.line...tokens[last].location.line)
        }
    }

    /// True when the tokens from `first` up to `next` are only attributes and modifiers (`@MainActor` on a line above
    /// `func`): then `next` continues the declaration `first` began.
    private func isPrefix(from first: Int, to next: Int) -> Bool {
        var index = first
        while index < next {
            let token = tokens[index]
            if token.isPunctuation(.at) || token.isPunctuation(.hash) {
                index += 2
                if index < next, tokens[index].isPunctuation(.leftParen), !tokens[index].spaceBefore { index = matching[index] + 1 }
            } else if token.kind == .identifier, Parser.declarationModifiers.contains(token.text) {
                index += 1
            } else {
                return false
            }
        }
        return true
    }

    /// `func name(…) -> some View { … }` at the top level.
    private mutating func function(at index: Int) -> Int {
        var next = index + 1
        let name = tokens[next].kind == .identifier ? tokens[next].text : ""
        while !tokens[next].isEnd, !tokens[next].isPunctuation(.leftBrace) {
            if tokens[next].isPunctuation(.arrow), tokens[next + 1].isIdentifier("some"), tokens[next + 2].isIdentifier("View") {
                outline.viewFunctions.append((name, tokens[index].location))
            }
            if case .punctuation(let mark) = tokens[next].kind, mark.isOpening { next = matching[next] + 1 } else { next += 1 }
        }
        return tokens[next].isEnd ? next : matching[next] + 1
    }

    /// `: A, B.C, D<E> where …` up to the body's `{`: the conformances' last name components, and the brace.
    private func inheritance(from start: Int) -> ([String], Int?) {
        var names: [String] = []
        var index = start
        var expectName = tokens[index].isPunctuation(.colon)
        while !tokens[index].isEnd, !tokens[index].isPunctuation(.leftBrace) {
            let token = tokens[index]
            if token.isIdentifier("where") { expectName = false }
            if token.isPunctuation(.comma) { expectName = true }
            if expectName, token.kind == .identifier, !tokens[index + 1].isPunctuation(.dot) {
                names.append(token.text)
                expectName = false
            }
            if token.isOperator("<") { index = skipGenerics(index); continue }
            if case .punctuation(let mark) = token.kind, mark == .leftParen || mark == .leftBracket {
                index = matching[index] + 1
                continue
            }
            index += 1
        }
        return (names, tokens[index].isEnd ? nil : index)
    }

    /// The capitalised identifiers (type names, by Swift's convention) between two tokens, once each, in order.
    private func typeNames(between start: Int, and end: Int) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        for token in tokens[start..<end] where token.kind == .identifier && token.text.first?.isUppercase == true {
            if seen.insert(token.text).inserted { names.append(token.text) }
        }
        return names
    }

    /// The `(` of the parameter list of the `init` at `index` (past `?`, `!` and generic parameters).
    private func initParameterList(after index: Int) -> Int? {
        var next = index + 1
        if tokens[next].isOperator("?") || tokens[next].isOperator("!") { next += 1 }
        if tokens[next].isOperator("<") { next = skipGenerics(next) }
        return tokens[next].isPunctuation(.leftParen) ? next : nil
    }

    /// The parameters of the list whose `(` is at `open` that have no default value: label (nil for `_`), type as
    /// written, and whether it is a `@ViewBuilder` closure.
    private func requiredParameters(_ open: Int) -> [RootArguments.Parameter] {
        var parameters: [RootArguments.Parameter] = []
        let close = matching[open]
        var index = open + 1
        while index < close {
            var end = index
            while end < close, !tokens[end].isPunctuation(.comma) {
                if case .punctuation(let mark) = tokens[end].kind, mark.isOpening { end = matching[end] + 1 } else { end += 1 }
            }
            let part = index..<end
            index = end + 1
            // Attributes (before the label or in the type) are left out of the type; @ViewBuilder is remembered.
            var isViewBuilder = false
            var kept: [Int] = []
            var position = part.lowerBound
            while position < part.upperBound {
                if tokens[position].isPunctuation(.at), position + 1 < part.upperBound, tokens[position + 1].kind == .identifier {
                    if SwiftUICatalogue.attribute(tokens[position + 1].text) == "ViewBuilder" { isViewBuilder = true }
                    position += 2
                    continue
                }
                kept.append(position)
                position += 1
            }
            guard let colon = kept.firstIndex(where: { tokens[$0].isPunctuation(.colon) }), colon > 0,
                  !kept.contains(where: { tokens[$0].isPunctuation(.equals) }) else { continue }
            let label = tokens[kept[0]].text == "_" ? nil : tokens[kept[0]].text
            parameters.append(RootArguments.Parameter(label: label, type: typeText(kept[(colon + 1)...]), isViewBuilder: isViewBuilder))
        }
        return parameters
    }

    /// A type's tokens as written, spaced as Swift is usually written (`(Item) -> Void`, `[String: Int]`,
    /// `[any Layout]`: two words keep a space between them).
    private func typeText<Indices: Sequence<Int>>(_ indices: Indices) -> String {
        func isWordCharacter(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var text = ""
        for index in indices {
            let token = tokens[index]
            if token.isPunctuation(.arrow) { text += " -> "; continue }
            if isWordCharacter(text.last), isWordCharacter(token.text.first) { text += " " }
            text += token.text
            if token.isPunctuation(.comma) || token.isPunctuation(.colon) { text += " " }
        }
        return text
    }

    /// Past a generic parameter clause `<…>`.
    private func skipGenerics(_ start: Int) -> Int {
        var depth = 0
        var index = start
        repeat {
            if tokens[index].isOperator("<") { depth += 1 }
            if tokens[index].isOperator(">") { depth -= 1 }
            if tokens[index].kind == .operator, tokens[index].text.allSatisfy({ $0 == ">" }), tokens[index].text.count > 1 {
                depth -= tokens[index].text.count
            }
            index += 1
        } while depth > 0 && !tokens[index].isEnd
        return index
    }

    /// The stored properties of a type's body that its memberwise initialiser needs, and whether it declares `init`.
    private func members(of open: Int, into decl: inout SwiftFileOutline.TypeDecl) {
        var index = open + 1
        let close = matching[open]
        while index < close {
            var wrappers: [String] = []
            var isStatic = false
            while tokens[index].isPunctuation(.at), tokens[index + 1].kind == .identifier {
                wrappers.append(SwiftUICatalogue.attribute(tokens[index + 1].text))
                index += 2
                if tokens[index].isPunctuation(.leftParen), !tokens[index].spaceBefore { index = matching[index] + 1 }
            }
            while tokens[index].kind == .identifier, Parser.declarationModifiers.contains(tokens[index].text) {
                if ["static", "class"].contains(tokens[index].text) { isStatic = true }
                index += 1
            }
            let token = tokens[index]
            if isStatic, token.isIdentifier("var"), tokens[index + 1].isIdentifier("previews") {
                // The body of `static var previews: some View { … }`: the first brace before the next line's member.
                var next = index + 2
                while next < close, !tokens[next].isPunctuation(.leftBrace), !tokens[next].isPunctuation(.equals) {
                    if case .punctuation(let mark) = tokens[next].kind, mark.isOpening { next = matching[next] + 1 } else { next += 1 }
                }
                if next < close, tokens[next].isPunctuation(.leftBrace) {
                    decl.previewsBody = (tokens[next].location, tokens[matching[next]].location)
                    index = matching[next] + 1
                    continue
                }
            }
            if decl.kind == "enum", decl.firstPlainCase == nil, token.isIdentifier("case") {
                // `case a, b(Int), c`: the first name with no values after it.
                var next = index + 1
                while next < close, tokens[next].kind == .identifier {
                    if !tokens[next + 1].isPunctuation(.leftParen) { decl.firstPlainCase = tokens[next].text; break }
                    next = matching[next + 1] + 1
                    guard tokens[next].isPunctuation(.comma) else { break }
                    next += 1
                }
            }
            if token.isIdentifier("init") {
                if !decl.declaresInit, let open = initParameterList(after: index) { decl.initParameters = requiredParameters(open) }
                decl.declaresInit = true
            }
            if (token.isIdentifier("var") || token.isIdentifier("let")), tokens[index + 1].kind == .identifier, !isStatic {
                let name = tokens[index + 1].text
                var next = index + 2
                var type = ""
                if tokens[next].isPunctuation(.colon) {
                    next += 1
                    let typeStart = next
                    while next < close, !tokens[next].isPunctuation(.equals), !tokens[next].isPunctuation(.leftBrace),
                          !(tokens[next].startsLine && next > typeStart) {
                        if case .punctuation(let mark) = tokens[next].kind, mark.isOpening { next = matching[next] + 1 } else { next += 1 }
                    }
                    type = typeText(typeStart..<next)
                }
                let hasValue = tokens[next].isPunctuation(.equals) || tokens[next].isPunctuation(.leftBrace)
                let optionalVar = token.isIdentifier("var") && (type.hasSuffix("?") || type.hasPrefix("Optional<"))
                let selfInitialising = wrappers.contains { SwiftUICatalogue.selfInitialisingWrappers.contains($0) }
                if !hasValue, !optionalVar, !selfInitialising, !type.isEmpty {
                    decl.requiredProperties.append(SwiftFileOutline.Property(name: name, type: type, wrapper: wrappers.first))
                }
                index = next
                continue
            }
            if case .punctuation(let mark) = token.kind, mark.isOpening { index = matching[index] + 1 } else { index += 1 }
        }
    }

    /// Past a statement or declaration the outline does not need: to the next line that starts a new one (a line
    /// starting with `.member` or `{` continues it, as a modifier chain does).
    private func skipStatement(from start: Int) -> Int {
        var index = start
        repeat {
            if case .punctuation(let mark) = tokens[index].kind, mark.isOpening { index = matching[index] + 1 } else { index += 1 }
        } while !tokens[index].isEnd && !(tokens[index].startsLine && !Token.lineContinues(tokens[index], after: tokens[index - 1]))
        return index
    }
}
