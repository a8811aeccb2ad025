import LayoutModel

// Texts added together, `Text("12").font(.title) + Text(" items")`: SwiftUI's `Text + Text` is one Text whose runs
// keep the fonts their own `.font` gave them. Only Texts can be added, as in Swift: an operand with a view modifier
// (`.padding`, `.lineLimit`) is a view, not a Text.
extension TreeBuilder {
    /// The one Text that `lhs + rhs` makes, located where its first Text is.
    mutating func addedTexts(_ lhs: Expr, _ rhs: Expr, in scope: Scope) throws(Diagnostic) -> ViewNode {
        var runs: [TextRun] = []
        let first = try appendRuns(of: lhs, to: &runs, in: scope)
        _ = try appendRuns(of: rhs, to: &runs, in: scope)
        let (element, font) = TextRun.text(runs)
        var node = ViewNode(element: element, location: first.location)
        node.file = first.file
        if let font { node.modifiers = [LocatedModifier(.font(font), at: first.location)] }
        return node
    }

    /// Appends the runs of one operand (itself a sum or a Text); returns the operand's first Text.
    private mutating func appendRuns(of operand: Expr, to runs: inout [TextRun], in scope: Scope) throws(Diagnostic) -> ViewNode {
        if case .binary("+", let lhs, let rhs, _) = operand {
            let first = try appendRuns(of: lhs, to: &runs, in: scope)
            _ = try appendRuns(of: rhs, to: &runs, in: scope)
            return first
        }
        let made = try views(operand, in: scope)
        guard made.count == 1, let text = made.first, text.label == nil, text.children.isEmpty else {
            throw error("only Texts can be added with '+', and \(operand.quoted) is not one Text", at: operand.location)
        }
        // The font its own `.font` gave it (the innermost wins, as in the environment).
        var font: Font?
        for located in text.modifiers.reversed() {
            switch located.modifier {
            case .kerning, .tracking: throw perRunSpacing(located)
            default: break
            }
            guard case .font(let given) = located.modifier else {
                throw error("only Texts can be added with '+': '.\(located.modifier.name)' makes \(operand.quoted) a view",
                            at: located.location,
                            notes: ["add the Texts first and apply '.\(located.modifier.name)' to the sum: '(Text(…) + Text(…)).\(located.modifier.name)(…)'"])
            }
            font = given
        }
        switch text.element {
        case .text(let string): runs.append(TextRun(string, font: font))
        case .concatenatedText(let inner): runs += inner.map { TextRun($0.string, font: $0.font ?? font) }
        default: throw error("only Texts can be added with '+', and \(operand.quoted) is a \(text.element.name)", at: operand.location)
        }
        return text
    }

    /// SwiftUI's Text has its own `.kerning` and `.tracking`, so a kerned Text can be added; layoutdbg spaces whole
    /// Texts only (LetterSpacing.swift), and says so rather than measure the sum without it.
    private func perRunSpacing(_ located: LocatedModifier) -> Diagnostic {
        let name = located.modifier.name
        return error("'.\(name)' on one of the Texts added together is not modelled: layoutdbg applies \(name) to a whole Text",
                     at: located.location, notes: ["apply it to the sum: '(Text(…) + Text(…)).\(name)(…)'"])
    }
}
