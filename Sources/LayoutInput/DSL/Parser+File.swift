import LayoutModel

/// The top level of a file: view structs, bare view expressions, and everything else (imports, `#Preview`,
/// extensions, enums, `Layout` structs, top-level functions), which is skipped by bracket matching, so any Swift
/// may appear there.
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
                if let preview = try skipPoundDeclaration() { file.previews.append(preview) }
                continue
            }
            switch token.kind == .identifier ? token.text : "" {
            case "import":
                advance()
                // `import struct Foo.Bar`: the kind of declaration, then the module.
                if current.kind == .identifier, !current.startsLine, peek().kind == .identifier, !peek().startsLine { advance() }
                if current.kind == .identifier, !current.startsLine { file.importedModules.insert(current.text) }
                while current.kind == .identifier || current.isPunctuation(.dot), !current.startsLine { advance() }
            case "struct":
                try parseStruct(into: &file)
            case "extension":
                try parseExtension(into: &file)
            case "enum", "class", "actor", "protocol":
                advance()
                skipToBody()
            case "func", "typealias", "let", "var", "macro", "precedencegroup", "operator", "prefix", "postfix", "infix":
                if token.text == "let" || token.text == "var", peek().kind == .identifier { file.topLevelValueNames.insert(peek().text) }
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
        (file.alignmentIDs, file.guideConstants) = scanAlignmentIDs()
        file.floatingPointNames = scanFloatingPointNames()
        return file
    }

    /// The floating-point types, whose values a Text's key shows with six decimals (`%lf`) and a String as Swift
    /// prints them (`185.0`), where the reader's numbers carry no type.
    static let floatingPointTypes: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval", "Float32", "Float64", "Float16"]

    /// Every name declared with a floating-point type anywhere in the file (`let width: CGFloat`, `price: Double` in an
    /// init or a data type the reader skips): a look at the words, as a name's declaration is not always read.
    func scanFloatingPointNames() -> Set<String> {
        var names: Set<String> = []
        let tokens = buffer.tokens
        var index = 2
        while index < tokens.count {
            if tokens[index].kind == .identifier, Self.floatingPointTypes.contains(tokens[index].text),
               tokens[index - 1].isPunctuation(.colon), tokens[index - 2].kind == .identifier,
               index + 1 >= tokens.count || !(tokens[index + 1].isPunctuation(.leftParen) || tokens[index + 1].isPunctuation(.dot)) {
                names.insert(tokens[index - 2].text)
            }
            index += 1
        }
        return names
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

    /// `@Name`, `@Name(…)` and a nested type's `@Outer.Name` (`@FocusState.Binding`), returning the names.
    @discardableResult
    mutating func skipAttributes() -> [String] {
        var names: [String] = []
        while current.isPunctuation(.at), peek().kind == .identifier {
            advance()
            var name = current.text
            advance()
            while current.isPunctuation(.dot), !current.spaceBefore, peek().kind == .identifier {
                advance()
                name += "." + current.text
                advance()
            }
            names.append(SwiftUICatalogue.attribute(name))
            // `@available(…)` but not `@State (…)`: the arguments follow without space.
            if current.isPunctuation(.leftParen), !current.spaceBefore { skipGroup() }
        }
        return names
    }

    /// `#Preview { … }`, `#Preview("name", traits: .sizeThatFitsLayout) { … }` and other macros; `#if` is refused.
    /// Returns a preview's name, body and traits; nil for another declaration macro.
    @discardableResult
    mutating func skipPoundDeclaration() throws(Diagnostic) -> (name: String?, body: ClosureRef, traits: [Expr])? {
        let location = current.location
        advance()
        guard current.kind == .identifier, !current.spaceBefore else {
            throw error("expected a name after '#', found \(describe(current))", at: current.location)
        }
        if ["if", "elseif", "else", "endif"].contains(current.text) {
            throw limitation("conditional compilation ('#\(current.text)') is not supported by layoutdbg", at: location,
                        notes: ["keep the branch that applies and remove the directives"])
        }
        let isPreview = current.isIdentifier("Preview")
        advance()
        var name: String?
        var traits: [Expr] = []
        if current.isPunctuation(.leftParen), !current.startsLine {
            if case .string(let literal) = peek().kind, literal.segments.allSatisfy({ if case .text = $0 { true } else { false } }) {
                name = literal.writtenText
            }
            if isPreview {
                // The name comes first, unlabelled; then `traits:` and the further traits, unlabelled, after it.
                let arguments = try parseArgumentList()
                if let first = arguments.firstIndex(where: { $0.label == "traits" }) { traits = arguments[first...].map(\.value) }
            } else {
                skipGroup()
            }
        }
        guard current.isPunctuation(.leftBrace) else { return nil }
        let body = ClosureRef(buffer: buffer, open: position, close: partner(of: position))
        skipGroup()
        return isPreview ? (name, body, traits) : nil
    }

    /// Skips to the `{` of a declaration's body and past its `}`.
    mutating func skipToBody() {
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
            if current.startsLine, !Token.lineContinues(current, after: peek(-1)) { return }
        }
    }

    // MARK: - Extensions

    /// Whether the conformances from token `start` (after `struct Name`) to the struct's `{` include `View`.
    private func declaresView(from start: Int, before limit: Int) -> Bool {
        var index = start
        while index < limit, !buffer.tokens[index].isPunctuation(.leftBrace) {
            if buffer.tokens[index].isIdentifier("View") { return true }
            index += 1
        }
        return false
    }

    /// Skips an extension, remembering where it is (its members join a view struct of the same name), the static
    /// members of `Color` / `ShapeStyle` (accepted as colour names) and the functions of `View` (named in the
    /// "unknown modifier" error).
    private mutating func parseExtension(into file: inout FileSyntax) throws(Diagnostic) {
        advance()
        var typeName = "", fullName = ""
        while current.kind == .identifier || current.isPunctuation(.dot), !current.isIdentifier("where") {
            if current.kind == .identifier { typeName = current.text }
            fullName += current.text
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
                if token.text == "struct", next.kind == .identifier, declaresView(from: index + 2, before: close) {
                    file.nestedViews.append((next.text, fullName, next.location))
                }
            }
            index += 1
        }
        position = min(close + 1, limit)
    }
}
