import LayoutModel

/// A guide of the user's own as a file declares it: `struct Name: AlignmentID { static func defaultValue(in d:
/// ViewDimensions) -> CGFloat { … } }`, anywhere in the file (at the top level, in an extension, in a view).
struct AlignmentIDDecl {
    var name: String
    var location: SourceLocation
    /// The body of `defaultValue(in:)`, and the name its `ViewDimensions` parameter has inside it.
    var defaultBody: ClosureRef?
    var parameter: String
}

/// `static let midAccount = VerticalAlignment(MidAccount.self)`, in an extension of the alignment type.
struct GuideConstantDecl {
    var member: String
    var axis: Axis
    var typeName: String
}

extension Parser {
    /// Every `AlignmentID` type and guide constant in the file, found by their token patterns (they may be nested
    /// in any declaration, which the rest of the reader skips).
    func scanAlignmentIDs() -> (ids: [AlignmentIDDecl], constants: [GuideConstantDecl]) {
        var ids: [AlignmentIDDecl] = []
        var constants: [GuideConstantDecl] = []
        let tokens = buffer.tokens
        // Only the tokens naming `AlignmentID` or an alignment type start a look around them: most files have none,
        // and comparing every token's text would cost the reader a few percent.
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch tokens[index].text.utf8.count {
            case 11 where tokens[index].text == "AlignmentID":
                // `struct Name: …, AlignmentID`: the keyword a few tokens back, before any brace.
                var start = index - 1
                while start >= 0, index - start <= 16, !tokens[start].isPunctuation(.leftBrace), !tokens[start].isPunctuation(.rightBrace) {
                    if tokens[start].isIdentifier("struct") || tokens[start].isIdentifier("enum") {
                        if start + 1 < tokens.count, tokens[start + 1].kind == .identifier, let decl = alignmentID(at: start),
                           !ids.contains(where: { $0.name == decl.name }) {
                            ids.append(decl)
                        }
                        break
                    }
                    start -= 1
                }
            case 17 where tokens[index].text == "VerticalAlignment", 19 where tokens[index].text == "HorizontalAlignment":
                // `let name = VerticalAlignment(Type.self)` or `let name: VerticalAlignment = …`: from the `let`.
                for back in [3, 5] where index - back >= 0 {
                    let keyword = tokens[index - back]
                    if keyword.isIdentifier("let") || keyword.isIdentifier("var"), let constant = guideConstant(at: index - back) {
                        // `let name: VerticalAlignment = VerticalAlignment(…)` names the type twice: one constant.
                        if !constants.contains(where: { $0.member == constant.member && $0.axis == constant.axis }) { constants.append(constant) }
                        break
                    }
                }
            default:
                break
            }
        }
        return (ids, constants)
    }

    /// `struct Name: …, AlignmentID … { … }` starting at `index`.
    private func alignmentID(at index: Int) -> AlignmentIDDecl? {
        let tokens = buffer.tokens
        let nameToken = tokens[index + 1]
        var cursor = index + 2
        guard cursor < tokens.count, tokens[cursor].isPunctuation(.colon) else { return nil }
        var conforms = false
        while cursor < tokens.count, !tokens[cursor].isPunctuation(.leftBrace) {
            if tokens[cursor].isIdentifier("AlignmentID") { conforms = true }
            cursor += 1
        }
        guard conforms, cursor < tokens.count else { return nil }
        let close = buffer.matching[cursor]
        var decl = AlignmentIDDecl(name: nameToken.text, location: nameToken.location, defaultBody: nil, parameter: "context")
        // `func defaultValue(in d: ViewDimensions) -> CGFloat { … }`: the parameter's inner name, then the body.
        var member = cursor + 1
        while member < close {
            if tokens[member].isIdentifier("func"), member + 2 < close, tokens[member + 1].isIdentifier("defaultValue"),
               tokens[member + 2].isPunctuation(.leftParen) {
                let parenClose = buffer.matching[member + 2]
                var names: [String] = []
                var p = member + 3
                while p < parenClose, !tokens[p].isPunctuation(.colon) {
                    if tokens[p].kind == .identifier { names.append(tokens[p].text) }
                    p += 1
                }
                if let inner = names.last, inner != "_" { decl.parameter = inner }
                var brace = parenClose + 1
                while brace < close, !tokens[brace].isPunctuation(.leftBrace) { brace += 1 }
                if brace < close { decl.defaultBody = ClosureRef(buffer: buffer, open: brace, close: buffer.matching[brace]) }
                break
            }
            if tokens[member].isPunctuation(.leftBrace) { member = buffer.matching[member] }
            member += 1
        }
        return decl
    }

    /// `let name = HorizontalAlignment(Type.self)` / `VerticalAlignment(Type.self)`, or with the type annotated and
    /// `.init(Type.self)`, starting at `index` (the `let`).
    private func guideConstant(at index: Int) -> GuideConstantDecl? {
        let tokens = buffer.tokens
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return nil }
        var cursor = index + 2
        var annotated: String?
        if cursor + 1 < tokens.count, tokens[cursor].isPunctuation(.colon), tokens[cursor + 1].kind == .identifier {
            annotated = tokens[cursor + 1].text
            cursor += 2
        }
        guard cursor + 6 < tokens.count, tokens[cursor].isPunctuation(.equals) else { return nil }
        let type = tokens[cursor + 1]
        let typeName: String
        if type.kind == .identifier {
            typeName = type.text
        } else if type.isPunctuation(.dot), tokens[cursor + 2].isIdentifier("init"), let annotated {
            typeName = annotated
            cursor += 1
        } else {
            return nil
        }
        let axis: Axis
        switch typeName {
        case "HorizontalAlignment": axis = .horizontal
        case "VerticalAlignment": axis = .vertical
        default: return nil
        }
        guard cursor + 6 < tokens.count, tokens[cursor + 2].isPunctuation(.leftParen), tokens[cursor + 3].kind == .identifier,
              tokens[cursor + 4].isPunctuation(.dot), tokens[cursor + 5].isIdentifier("self"),
              tokens[cursor + 6].isPunctuation(.rightParen) else { return nil }
        return GuideConstantDecl(member: tokens[index + 1].text, axis: axis, typeName: tokens[cursor + 3].text)
    }
}
