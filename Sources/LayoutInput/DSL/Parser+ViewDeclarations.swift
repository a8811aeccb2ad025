import LayoutModel

/// View struct declarations: the header (generic parameters, conformances) and the members: properties (their
/// defaults and getters left unparsed until used), inits and methods (their parameters read, their bodies left
/// unparsed). Nested types are skipped.
extension Parser {
    /// `struct Name<…>: Conformances { … }`: a `View` is read into `file.views`, a `Layout` is recorded and
    /// skipped, any other struct is skipped.
    mutating func parseStruct(into file: inout FileSyntax) throws(Diagnostic) {
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
            file.layouts.append((name, location, buffer.file))
            skipGroup()
            return
        }
        if let hosting = conformances.first(where: SwiftUICatalogue.representableProtocols.contains) {
            file.representables.append((name, hosting, location, buffer.file))
            skipGroup()
            return
        }
        if conformances.contains("PreviewProvider") { file.previewProviders.append((name, location)) }
        guard conformances.contains("View") else {
            skipGroup()  // data types, LayoutValueKeys, ViewModifiers, PreviewProviders
            return
        }
        let close = partner(of: position)
        var decl = ViewDecl(name: name, location: location, file: buffer.file)
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
    mutating func parseMembers(into decl: inout ViewDecl) throws(Diagnostic) {
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
            throw limitation("declare one property per line: layoutdbg does not read '\(isLet ? "let" : "var") a = 1, b = 2'",
                        at: current.location)
        }
        return property
    }

    /// Moves past an expression whose end is the end of its line (or `;`, or the end of the range), where a
    /// line goes on as `Token.lineContinues` says.
    private mutating func skipExpression() {
        let start = position
        while !atEnd {
            if position > start, current.startsLine, !Token.lineContinues(current, after: peek(-1)) || current.isPunctuation(.leftBrace) { return }
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
            // A generic type's commas (`KeyPath<Data.Element, ID>`) are inside its angle brackets, which are operators.
            var angles = 0
            while position < close, angles > 0 || (!current.isPunctuation(.comma) && !current.isPunctuation(.equals)) {
                if current.isPunctuation(.at), peek().kind == .identifier, SwiftUICatalogue.attribute(peek().text) == "ViewBuilder" {
                    attributes.append("ViewBuilder")
                }
                if current.kind == .operator {
                    angles += current.text.filter { $0 == "<" }.count - current.text.filter { $0 == ">" }.count
                    angles = max(angles, 0)
                }
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
