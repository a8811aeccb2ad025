import LayoutModel

/// Top-level declarations and the members of view structs. Everything that is not a view (imports,
/// `#Preview`, extensions, enums, `Layout` structs, top-level functions) is skipped by bracket matching, so
/// any Swift may appear there.
extension Parser {
    /// Declaration modifiers that change nothing for layout.
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "package", "final", "static", "lazy",
        "nonisolated", "override", "mutating", "nonmutating", "weak", "unowned", "dynamic", "required",
        "convenience", "indirect", "isolated", "consuming", "borrowing",
    ]

    /// The whole file.
    mutating func parseFile() throws(Diagnostic) -> FileSyntax {
        var file = FileSyntax()
        while !atEnd {
            if current.isPunctuation(.semicolon) {
                advance()
                continue
            }
            let start = position
            skipAttributes()
            var isStatic = false
            while current.kind == .identifier, Self.declarationModifiers.contains(current.text),
                  peek().kind == .identifier || peek().isPunctuation(.at) {
                if current.text == "static" { isStatic = true }
                advance()
                skipAttributes()
            }
            _ = isStatic
            let token = current
            if token.isPunctuation(.hash) {
                try skipPoundDeclaration()
                continue
            }
            switch token.kind == .identifier ? token.text : "" {
            case "import":
                advance()
                while current.kind == .identifier || current.isPunctuation(.dot), !current.startsLine { advance() }
            case "struct":
                try parseStruct(into: &file)
            case "extension":
                try parseExtension(into: &file)
            case "enum", "class", "actor", "protocol":
                advance()
                skipToBody()
            case "func", "typealias", "let", "var", "macro", "precedencegroup", "operator", "prefix", "postfix", "infix":
                advance()
                skipDeclaration()
            default:
                if position != start, !current.startsLine {
                    // Attributes before an expression, like `@MainActor Text("")`: unusual, and not a view.
                    throw error("expected a declaration after the attributes, found \(describe(current))", at: current.location)
                }
                file.expressions.append(try parseExpression())
                if !atEnd, !current.startsLine, !current.isPunctuation(.semicolon) {
                    throw error("expected a line break or ';' after the expression, found \(describe(current))", at: current.location)
                }
            }
        }
        try mergeExtensions(into: &file)
        return file
    }

    /// Members declared in `extension Name { … }` of a view struct of the file (a common way to split a body
    /// into parts) join the struct's own, whatever the order of the declarations.
    private mutating func mergeExtensions(into file: inout FileSyntax) throws(Diagnostic) {
        for (typeName, open, close) in file.viewExtensions {
            guard let index = file.views.firstIndex(where: { $0.name == typeName }) else { continue }
            var decl = file.views[index]
            for token in buffer.tokens[open..<close] where token.kind == .identifier { decl.referencedNames.insert(token.text) }
            decl.referencedNames.remove(typeName)
            var members = Parser(buffer, from: open + 1, to: close, depth: depth)
            try members.parseMembers(into: &decl)
            file.views[index] = decl
        }
    }

    /// `@Name` and `@Name(…)`, returning the names.
    @discardableResult
    mutating func skipAttributes() -> [String] {
        var names: [String] = []
        while current.isPunctuation(.at), peek().kind == .identifier {
            advance()
            names.append(current.text)
            advance()
            // `@available(…)` but not `@State (…)`: the arguments follow without space.
            if current.isPunctuation(.leftParen), !current.spaceBefore { skipGroup() }
        }
        return names
    }

    /// `#Preview { … }`, `#Preview("name") { … }` and other macros; `#if` is refused.
    private mutating func skipPoundDeclaration() throws(Diagnostic) {
        let location = current.location
        advance()
        guard current.kind == .identifier, !current.spaceBefore else {
            throw error("expected a name after '#', found \(describe(current))", at: current.location)
        }
        if ["if", "elseif", "else", "endif"].contains(current.text) {
            throw error("conditional compilation ('#\(current.text)') is not supported by layoutdbg", at: location,
                        notes: ["keep the branch that applies and remove the directives"])
        }
        advance()
        if current.isPunctuation(.leftParen), !current.startsLine { skipGroup() }
        if current.isPunctuation(.leftBrace) { skipGroup() }
    }

    /// Skips to the `{` of a declaration's body and past its `}`.
    private mutating func skipToBody() {
        while !atEnd, !current.isPunctuation(.leftBrace) {
            if current.isPunctuation(.leftParen) || current.isPunctuation(.leftBracket) { skipGroup() } else { advance() }
        }
        if current.isPunctuation(.leftBrace) { skipGroup() }
    }

    /// Skips a declaration that ends at the end of its line, or after its `{ … }` body.
    mutating func skipDeclaration() {
        while !atEnd {
            if current.isPunctuation(.semicolon) || current.isPunctuation(.rightBrace) { return }
            if current.isPunctuation(.leftBrace) {
                skipGroup()
                // A function body or a computed property's getter ends the declaration.
                if current.startsLine || atEnd { return }
                continue
            }
            if case .punctuation(let mark) = current.kind, mark.isOpening { skipGroup() } else { advance() }
            if current.startsLine, !continuesDeclaration(current) { return }
        }
    }

    /// A line that starts with `.member`, a binary operator or `{` continues the declaration above.
    private func continuesDeclaration(_ token: Token) -> Bool {
        if token.isPunctuation(.dot) || token.isPunctuation(.leftBrace) || token.isPunctuation(.arrow) { return true }
        if token.kind == .operator { return token.spaceAfter }
        if token.isIdentifier("where") || token.isIdentifier("throws") || token.isIdentifier("async") { return true }
        return false
    }

    // MARK: - Extensions

    /// Skips an extension, remembering where it is (its members join a view struct of the same name), the static
    /// members of `Color` / `ShapeStyle` (accepted as colour names) and the functions of `View` (named in the
    /// "unknown modifier" error).
    private mutating func parseExtension(into file: inout FileSyntax) throws(Diagnostic) {
        advance()
        var typeName = ""
        while current.kind == .identifier || current.isPunctuation(.dot), !current.isIdentifier("where") {
            if current.kind == .identifier { typeName = current.text }
            advance()
        }
        while !atEnd, !current.isPunctuation(.leftBrace) { advance() }
        guard current.isPunctuation(.leftBrace) else { return }
        let close = partner(of: position)
        file.viewExtensions.append((typeName, position, close))
        var index = position + 1
        while index < close {
            let token = buffer.tokens[index]
            if token.kind == .punctuation(.leftBrace), buffer.matching[index] > index {
                index = buffer.matching[index] + 1
                continue
            }
            if token.kind == .identifier, index + 1 < close {
                let next = buffer.tokens[index + 1]
                if (typeName == "Color" || typeName == "ShapeStyle"), token.text == "let" || token.text == "var",
                   next.kind == .identifier {
                    file.colorExtensionNames.insert(next.text)
                }
                if typeName == "View", token.text == "func", next.kind == .identifier {
                    file.viewExtensionFunctions.insert(next.text)
                }
            }
            index += 1
        }
        position = min(close + 1, limit)
    }

    // MARK: - Structs

    private mutating func parseStruct(into file: inout FileSyntax) throws(Diagnostic) {
        advance()
        let (name, location) = try expectIdentifier("a struct name")
        if current.isOperator("<") || current.kind == .operator && current.text.hasPrefix("<") { skipGenericParameters() }
        var conformances: [String] = []
        if current.isPunctuation(.colon) {
            advance()
            while !atEnd, !current.isPunctuation(.leftBrace), !current.isIdentifier("where") {
                if current.kind == .identifier, !peek().isPunctuation(.dot) { conformances.append(current.text) }
                if current.isPunctuation(.leftParen) || current.isPunctuation(.leftBracket) { skipGroup() } else { advance() }
            }
        }
        while !atEnd, !current.isPunctuation(.leftBrace) { advance() }
        guard current.isPunctuation(.leftBrace) else {
            throw error("expected '{' to start the body of struct '\(name)', found \(describe(current))", at: current.location)
        }
        if conformances.contains("Layout") {
            file.layouts.append((name, location))
            skipGroup()
            return
        }
        guard conformances.contains("View") else {
            skipGroup()  // data types, LayoutValueKeys, ViewModifiers, PreviewProviders
            return
        }
        let close = partner(of: position)
        var decl = ViewDecl(name: name, location: location)
        for index in position..<close where buffer.tokens[index].kind == .identifier {
            decl.referencedNames.insert(buffer.tokens[index].text)
        }
        decl.referencedNames.remove(name)
        var members = Parser(buffer, from: position + 1, to: close, depth: depth)
        try members.parseMembers(into: &decl)
        position = min(close + 1, limit)
        file.views.append(decl)
    }

    /// `<Content: View, T>`, counting angle brackets inside operators like `>>`.
    private mutating func skipGenericParameters() {
        var level = 0
        repeat {
            if current.kind == .operator {
                for character in current.text {
                    if character == "<" { level += 1 } else if character == ">" { level -= 1 }
                }
            }
            advance()
        } while level > 0 && !atEnd && !current.isPunctuation(.leftBrace)
    }

    /// The members of a view struct: properties, inits, methods; nested types are skipped.
    private mutating func parseMembers(into decl: inout ViewDecl) throws(Diagnostic) {
        while !atEnd {
            if current.isPunctuation(.semicolon) {
                advance()
                continue
            }
            var attributes = skipAttributes()
            var isStatic = false
            while current.kind == .identifier,
                  Self.declarationModifiers.contains(current.text) || (current.isIdentifier("class") && ["func", "var", "let"].contains(peek().text)) {
                if current.text == "static" || current.text == "class" { isStatic = true }
                advance()
                if current.isPunctuation(.leftParen) { skipGroup() }  // private(set)
                attributes += skipAttributes()
            }
            let token = current
            if token.isPunctuation(.hash) {
                try skipPoundDeclaration()
                continue
            }
            switch token.kind == .identifier ? token.text : "" {
            case "let", "var":
                decl.properties.append(try parseProperty(attributes: attributes, isStatic: isStatic))
            case "init":
                advance()
                if current.kind == .operator, current.text == "?" || current.text == "!" { advance() }
                if current.isOperator("<") { skipGenericParameters() }
                decl.initializers.append(try parseFunctionRest(name: "init", location: token.location))
            case "func":
                advance()
                let (name, location) = try expectIdentifier("a function name")
                if current.kind == .operator, current.text.hasPrefix("<") { skipGenericParameters() }
                decl.functions.append(try parseFunctionRest(name: name, location: location))
            case "struct", "enum", "class", "actor", "protocol", "extension":
                advance()
                skipToBody()
            case "typealias", "deinit", "subscript", "case":
                advance()
                skipDeclaration()
            default:
                throw error("expected a declaration in view '\(decl.name)', found \(describe(token))", at: token.location,
                            notes: ["a view struct holds properties, inits, functions and 'var body: some View { … }'"])
            }
        }
    }

    /// `let name: Type = default` or `var name: Type { getter }`.
    private mutating func parseProperty(attributes: [String], isStatic: Bool) throws(Diagnostic) -> PropertyDecl {
        let isLet = current.text == "let"
        advance()
        let (name, location) = try expectIdentifier("a property name")
        var property = PropertyDecl(name: name, location: location, isLet: isLet, isStatic: isStatic, attributes: attributes)
        if current.isPunctuation(.colon) {
            advance()
            let typeStart = position
            while !atEnd, !current.isPunctuation(.equals), !current.isPunctuation(.leftBrace), !current.isPunctuation(.semicolon),
                  !(current.startsLine && position > typeStart) {
                if current.isPunctuation(.leftParen) || current.isPunctuation(.leftBracket) { skipGroup() } else { advance() }
            }
            property.typeText = text(from: typeStart, to: position)
        }
        if current.isPunctuation(.equals) {
            advance()
            let start = position
            skipExpression()
            if position == start {
                throw error("expected a value after '=' for '\(name)', found \(describe(current))", at: current.location)
            }
            property.defaultValue = ExprRef(buffer: buffer, start: start, end: position)
        }
        if current.isPunctuation(.leftBrace), !current.startsLine || property.defaultValue == nil {
            let close = partner(of: position)
            property.getter = ClosureRef(buffer: buffer, open: position, close: close)
            position = min(close + 1, limit)
        }
        if current.isPunctuation(.comma) {
            throw error("declare one property per line: layoutdbg does not read '\(isLet ? "let" : "var") a = 1, b = 2'",
                        at: current.location)
        }
        return property
    }

    /// Moves past an expression whose end is the end of its line (or `;`, or the end of the range), where a
    /// line starting with `.member` or a binary operator continues it.
    private mutating func skipExpression() {
        let start = position
        while !atEnd {
            if position > start, current.startsLine, !continuesDeclaration(current) || current.isPunctuation(.leftBrace) { return }
            if current.isPunctuation(.semicolon) { return }
            if case .punctuation(let mark) = current.kind, mark.isOpening { skipGroup() } else { advance() }
        }
    }

    /// `(parameters) async throws -> Type where … { body }` after a function's name.
    private mutating func parseFunctionRest(name: String, location: SourceLocation) throws(Diagnostic) -> FunctionDecl {
        guard current.isPunctuation(.leftParen) else {
            throw error("expected '(' after '\(name)', found \(describe(current))", at: current.location)
        }
        let parameters = try parseParameters()
        while !atEnd, !current.isPunctuation(.leftBrace) {
            if current.isPunctuation(.leftParen) || current.isPunctuation(.leftBracket) { skipGroup() } else { advance() }
        }
        guard current.isPunctuation(.leftBrace) else {
            throw error("expected '{' to start the body of '\(name)', found \(describe(current))", at: current.location)
        }
        let close = partner(of: position)
        let body = ClosureRef(buffer: buffer, open: position, close: close)
        position = min(close + 1, limit)
        return FunctionDecl(name: name, location: location, parameters: parameters, body: body)
    }

    /// `(_ color: Color, spacing: CGFloat = 8, @ViewBuilder content: () -> Content)`.
    private mutating func parseParameters() throws(Diagnostic) -> [ParameterDecl] {
        let close = partner(of: position)
        advance()
        var parameters: [ParameterDecl] = []
        while position < close {
            var attributes = skipAttributes()
            let (first, location) = try expectIdentifier("a parameter name")
            var internalName = first
            var label: String? = first == "_" ? nil : first
            if current.kind == .identifier {
                internalName = current.text
                advance()
            }
            try expect(.colon, "after parameter '\(internalName)'")
            attributes += skipAttributes()
            let typeStart = position
            while position < close, !current.isPunctuation(.comma), !current.isPunctuation(.equals) {
                if current.isPunctuation(.at), peek().isIdentifier("ViewBuilder") { attributes.append("ViewBuilder") }
                if case .punctuation(let mark) = current.kind, mark.isOpening { skipGroup() } else { advance() }
            }
            let typeText = text(from: typeStart, to: position)
            var defaultValue: ExprRef?
            if current.isPunctuation(.equals) {
                advance()
                let start = position
                while position < close, !current.isPunctuation(.comma) {
                    if case .punctuation(let mark) = current.kind, mark.isOpening { skipGroup() } else { advance() }
                }
                if position == start {
                    throw error("expected a default value after '=' for '\(internalName)', found \(describe(current))", at: current.location)
                }
                defaultValue = ExprRef(buffer: buffer, start: start, end: position)
            }
            if label == "_" { label = nil }
            parameters.append(ParameterDecl(label: label, name: internalName, location: location, typeText: typeText,
                                            defaultValue: defaultValue, isViewBuilder: attributes.contains("ViewBuilder")))
            if current.isPunctuation(.comma) { advance() }
        }
        position = min(close + 1, limit)
        return parameters
    }
}
