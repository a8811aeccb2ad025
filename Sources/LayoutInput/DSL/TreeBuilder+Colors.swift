import LayoutModel

/// Colours: `Color.red`, `.red` where a view is expected, `Color(…)` initialisers, and colours or shape styles
/// where a style is expected (`.border`, `.background`), checked against SwiftUI's names and the file's
/// `extension Color` statics.
extension TreeBuilder {
    /// `Color.red`: the member after `Color`.
    mutating func colorView(member suffixes: [Suffix], at location: SourceLocation) throws(Diagnostic) -> ViewNode {
        guard case .member(let name)? = suffixes.first?.kind else {
            throw error("expected a colour after 'Color', such as 'Color.red'", at: location)
        }
        if suffixes.count > 1, case .call = suffixes[1].kind {
            throw error("'Color.\(name)(…)' is not a colour", at: suffixes[1].location)
        }
        return try colorNode(try colorName(name, at: suffixes[0].location, styles: false), at: location)
    }

    /// `.red` where a view is expected.
    mutating func colorView(implicitMember name: String, at location: SourceLocation, call: CallArguments?) throws(Diagnostic) -> ViewNode {
        let known = DSLKnownNames.colors.contains(name) || syntax.colorExtensionNames.contains(name)
        guard known, call == nil else {
            throw error("expected a view, found '.\(name)\(call == nil ? "" : "(…)")'", at: location,
                        notes: suggestion(name, DSLKnownNames.colors.sorted(), prefix: ".", list: false))
        }
        return try colorNode(name, at: location)
    }

    /// The node of the colour `name` written at `location`, which it does not keep: SwiftUI's `Color` is a value
    /// (`Color.red` a static member) that cannot know where it is used, so the compiled path has no place for it, and
    /// the reader gives none either, so that both paths trace a file alike. A finding about a colour is said where the
    /// nearest view around it is written; `location` is where an error about the node (one view too many) is said.
    mutating func colorNode(_ name: String, at location: SourceLocation) throws(Diagnostic) -> ViewNode {
        var colour = try node(.color(name: name), at: location)
        colour.location = .unknown
        return colour
    }

    /// A colour name checked against SwiftUI's colours (and, for styles, shape styles and materials) and the
    /// file's `extension Color` statics.
    func colorName(_ name: String, at location: SourceLocation, styles: Bool) throws(Diagnostic) -> String {
        if DSLKnownNames.colors.contains(name) || syntax.colorExtensionNames.contains(name) { return name }
        if styles, DSLKnownNames.shapeStyles.contains(name) { return name }
        let candidates = DSLKnownNames.colors.sorted() + (styles ? DSLKnownNames.shapeStyles.sorted() : [])
        throw error("unknown colour '.\(name)'", at: location, notes: suggestion(name, candidates, prefix: ".", list: false))
    }

    /// `Color(.red)`, `Color("Asset")`, `Color(red:green:blue:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
    /// `Color(uiColor: .systemBlue)`. Components are kept in the name, which only labels the trace.
    mutating func colorInitializerName(at location: SourceLocation, call: CallArguments, in scope: Scope) throws(Diagnostic) -> String {
        let (index, arguments) = try Signature.bind(call, to: [
            Signature([.init(nil, key: "color"), .init("bundle", default: true)]),
            Signature([.init(nil, key: "space", default: true), .init("red"), .init("green"), .init("blue"), .init("opacity", default: true)]),
            Signature([.init(nil, key: "space", default: true), .init("white"), .init("opacity", default: true)]),
            Signature([.init("hue"), .init("saturation"), .init("brightness"), .init("opacity", default: true)]),
            Signature([.init("uiColor", key: "color")]), Signature([.init("nsColor", key: "color")]), Signature([.init("cgColor", key: "color")]),
        ], callee: "Color", at: location, file: file)
        func component(_ key: String) throws(Diagnostic) -> String {
            DSLNumber.spelling(try number(arguments[key]!.value, in: scope, for: "'\(key)'"))
        }
        let name: String
        switch index {
        case 0, 4, 5, 6:
            let (value, valueScope) = try resolve(arguments["color"]!.value, in: scope)
            if case .string = value {
                name = try string(value, in: valueScope, for: "the colour name")
            } else if let (member, _) = try memberName(value, in: valueScope, types: ["Color", "UIColor", "NSColor"]) {
                name = member  // UIKit colours (`.systemBackground`) are many; any name is accepted
            } else {
                // A colour the code computes (`UIColor(named:in:compatibleWith:)!`, a theme's property): the compiled
                // path runs it; a colour has no layout effect either way.
                throw limitation("the reader does not evaluate the colour \(value.quoted)", at: value.location,
                                 notes: [DSLKnownNames.compileNote])
            }
        case 1: name = "rgb(\(try component("red")), \(try component("green")), \(try component("blue")))"
        case 2: name = "white(\(try component("white")))"
        default: name = "hsb(\(try component("hue")), \(try component("saturation")), \(try component("brightness")))"
        }
        return name
    }

    /// The colour name of an expression written as a colour or shape style (`.red`, `Color.blue.opacity(0.5)`,
    /// `.regularMaterial`, `Color(.systemGray)`, a gradient), or nil when it is written as something else.
    mutating func styleColorName(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> String? {
        let (value, valueScope) = try resolve(expr, in: scope)
        switch value {
        case .implicitMember(let name, let location):
            return try colorName(name, at: location, styles: true)
        case .chain(.implicitMember(let name, let location), let suffixes):
            if case .call? = suffixes.first?.kind {
                if name.hasSuffix("Gradient") { return String(name.prefix(1).uppercased()) + name.dropFirst() }
                return nil
            }
            return try colorName(name, at: location, styles: true)
        case .chain(.identifier("Color", let location), let suffixes):
            if case .member(let name)? = suffixes.first?.kind {
                return try colorName(name, at: suffixes[0].location, styles: false)
            }
            if case .call(let call)? = suffixes.first?.kind {
                return try colorInitializerName(at: location, call: call, in: valueScope)
            }
            return nil
        case .chain(.identifier(let type, _), _) where DSLKnownNames.gradients.contains(type):
            return type
        default:
            return nil
        }
    }
}
