import LayoutModel

/// `.alignmentGuide(.leading) { d in d[.trailing] - 8 }`: the guide, and the closure's arithmetic on the view's
/// dimensions (`d.width`, `d.height`, `d[guide]`, numbers and names holding them, `+ - * /`), kept as a
/// `GuideComputation` that the engine evaluates whenever a container aligns the view.
extension TreeBuilder {
    mutating func alignmentGuide(_ call: CallArguments, at location: SourceLocation, in scope: Scope) throws(Diagnostic) -> Modifier {
        let arguments = try bind(call, [.init(nil, key: "guide"), .init("computeValue", closure: true)], "alignmentGuide", location)
        let guide = try guideName(arguments["guide"]!.value, in: scope)
        let compute = arguments["computeValue"]!.value
        guard case .closure(let ref) = compute else {
            throw error("expected a closure such as '{ d in d[.trailing] }' for 'computeValue'", at: compute.location)
        }
        let body = try Parser.body(of: ref, depth: depth)
        let parameter = body.parameters.first?.name ?? "$0"
        guard body.statements.count == 1, let expression = Self.singleValue(body.statements[0]) else {
            throw limitation("layoutdbg reads an alignment guide closure of one expression, such as '{ d in d.width / 2 }'",
                             at: ref.location)
        }
        return .alignmentGuide(ExplicitGuide(guide, try guideComputation(expression, parameter: parameter, in: scope)))
    }

    static func singleValue(_ statement: Statement) -> Expr? {
        switch statement {
        case .expression(let expr): expr
        case .returnValue(let expr?, _): expr
        default: nil
        }
    }

    /// A guide: `.leading`, `.top`, `HorizontalAlignment.center`, `VerticalAlignment.firstTextBaseline`, or one of
    /// the file's own (`.midAccount`, `VerticalAlignment(MidAccount.self)`).
    private mutating func guideName(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> GuideName {
        let (value, valueScope) = try resolve(expr, in: scope)
        if let custom = try customGuide(value, axis: .horizontal) { return .horizontal(.custom(custom)) }
        if let custom = try customGuide(value, axis: .vertical) { return .vertical(.custom(custom)) }
        // Written with its type: the reader's own alignment reading, with its "did you mean".
        if case .chain(.identifier("HorizontalAlignment", _), _) = value {
            return .horizontal(try horizontalAlignment(value, in: valueScope, for: "the guide"))
        }
        if case .chain(.identifier("VerticalAlignment", _), _) = value {
            return .vertical(try verticalAlignment(value, in: valueScope, for: "the guide"))
        }
        guard case .implicitMember(let name, let location) = value else {
            throw error("expected an alignment guide such as '.leading' or 'VerticalAlignment.center', found \(value.quoted)", at: value.location)
        }
        if name == "center" {
            throw error("'.center' is ambiguous here: write 'HorizontalAlignment.center' or 'VerticalAlignment.center'", at: location)
        }
        if let h = HorizontalAlignment(rawValue: name) { return .horizontal(h) }
        if let v = VerticalAlignment(rawValue: name) { return .vertical(v) }
        let names = HorizontalAlignment.allCases.map(\.rawValue) + VerticalAlignment.allCases.map(\.rawValue)
        if let close = Suggestion.closest(to: name, in: names) {
            throw error("unknown alignment guide '.\(name)'", at: location, notes: ["did you mean '.\(close)'?"])
        }
        let type = name.prefix(1).uppercased() + name.dropFirst()
        throw error("unknown alignment guide '.\(name)'", at: location, notes: [
            "a guide of your own is declared in the file: 'struct \(type): AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { … } }', and 'static let \(name) = VerticalAlignment(\(type).self)' in an extension of VerticalAlignment (or HorizontalAlignment)",
            "the standard guides: " + GuideName.byJSONName.map(\.1.swiftText).joined(separator: ", "),
        ])
    }

    /// The closure's expression over its `ViewDimensions` parameter.
    mutating func guideComputation(_ expr: Expr, parameter: String, in scope: Scope) throws(Diagnostic) -> GuideComputation {
        switch expr {
        case .chain(.identifier(let name, _), let suffixes) where name == parameter && suffixes.count == 1:
            switch suffixes[0].kind {
            case .member("width"): return .width
            case .member("height"): return .height
            case .subscript(let arguments?) where arguments.count == 1 && arguments[0].label == nil:
                return .guide(try guideName(arguments[0].value, in: scope))
            case .subscript(let arguments?) where arguments.count == 1 && arguments[0].label == "explicit":
                throw limitation("'\(parameter)[explicit: …]' is an optional: layoutdbg reads 'd[guide]', 'd.width' and 'd.height'",
                                 at: suffixes[0].location)
            default:
                throw error("expected '\(parameter).width', '\(parameter).height' or '\(parameter)[guide]'", at: suffixes[0].location)
            }
        case .binary(let op, let left, let right, _) where ["+", "-", "*", "/"].contains(op):
            let a = try guideComputation(left, parameter: parameter, in: scope)
            let b = try guideComputation(right, parameter: parameter, in: scope)
            switch op {
            case "+": return .add(a, b)
            case "-": return .subtract(a, b)
            case "*": return .multiply(a, b)
            default: return .divide(a, b)
            }
        case .prefix("-", let operand, _):
            // `-8`, `-.infinity`, `-inset`: a number; `-d.width`: a negation.
            if let value = try? number(expr, in: scope, for: "the alignment guide value"), !value.isNaN { return .number(value) }
            return .negate(try guideComputation(operand, parameter: parameter, in: scope))
        case .identifier(let name, let location) where name == parameter:
            throw error("expected '\(name).width', '\(name).height' or '\(name)[guide]', not the dimensions themselves", at: location)
        default:
            let value = try number(expr, in: scope, for: "the alignment guide value")
            if value.isNaN { throw error("the alignment guide value is not a number (NaN)", at: expr.location) }
            return .number(value)
        }
    }
}

extension TreeBuilder {
    /// The closure body `text` (Swift, its parameter `d`) of an alignment guide written in the JSON format, read as
    /// the Swift reader reads the closure; errors point at `location`, where the JSON string is.
    static func guideComputation(_ text: String, file: String, at location: SourceLocation,
                                 guides: [String: CustomGuide] = [:]) throws(Diagnostic) -> GuideComputation {
        do throws(Diagnostic) {
            var lexer = Lexer("{ d in \(text) }", file: file)
            let buffer = try TokenBuffer(tokens: try lexer.tokenize(), file: file)
            defer { buffer.releaseParsed() }
            let ref = ClosureRef(buffer: buffer, open: 0, close: buffer.tokens.count - 2)
            var builder = TreeBuilder(file: file, syntax: FileSyntax(), directives: Directives(), customLayouts: [])
            builder.customGuides = guides
            defer { builder.releaseScopes() }
            let body = try Parser.body(of: ref, depth: 0)
            guard body.statements.count == 1, let expression = singleValue(body.statements[0]) else {
                throw builder.error("expected one expression such as 'd.width / 2'", at: location)
            }
            return try builder.guideComputation(expression, parameter: "d", in: Scope(parent: nil))
        } catch {
            var located = error
            located.location = location
            throw located
        }
    }
}

extension TreeBuilder {
    /// A guide of the user's own written as `.midAccount` (a constant the file declares for `axis`) or as
    /// `VerticalAlignment(MidAccount.self)`; nil when `expr` is neither.
    mutating func customGuide(_ expr: Expr, axis: Axis) throws(Diagnostic) -> CustomGuide? {
        let type = axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        // `.midAccount` or `VerticalAlignment.midAccount`: a constant the file declares.
        var member: (String, SourceLocation)?
        if case .implicitMember(let name, let location) = expr { member = (name, location) }
        if case .chain(.identifier(type, _), let suffixes) = expr, suffixes.count == 1, case .member(let name) = suffixes[0].kind {
            member = (name, suffixes[0].location)
        }
        switch member {
        case let (name, location)?:
            guard let constant = syntax.guideConstants.first(where: { $0.member == name && $0.axis == axis }) else { return nil }
            return try customGuide(named: constant.typeName, at: location)
        case nil:
            guard let call = Self.initializerCall(expr, type: type), call.arguments.count == 1, call.arguments[0].label == nil,
                  case .chain(.identifier(let name, let location), let suffixes) = call.arguments[0].value,
                  suffixes.count == 1, case .member("self") = suffixes[0].kind else { return nil }
            return try customGuide(named: name, at: location)
        }
    }

    /// The file's `AlignmentID` type `name`, with its default read from `defaultValue(in:)`.
    private mutating func customGuide(named name: String, at location: SourceLocation) throws(Diagnostic) -> CustomGuide {
        if let known = customGuides[name] { return known }
        guard let decl = syntax.alignmentIDs.first(where: { $0.name == name }) else {
            throw error("unknown alignment guide type '\(name)'", at: location,
                        notes: suggestion(name, syntax.alignmentIDs.map(\.name), list: false)
                            + ["declare it in the file: 'struct \(name): AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { … } }'"])
        }
        if readingGuides.contains(name) {
            throw error("the default value of '\(name)' refers to itself (\((readingGuides + [name]).joined(separator: " → ")))",
                        at: decl.location)
        }
        guard let body = decl.defaultBody else {
            throw error("'\(name)' declares no 'static func defaultValue(in:)'", at: decl.location)
        }
        readingGuides.append(name)
        defer { readingGuides.removeLast() }
        let closure = try Parser.body(of: body, depth: depth)
        guard closure.statements.count == 1, let expression = Self.singleValue(closure.statements[0]) else {
            throw limitation("layoutdbg reads a 'defaultValue(in:)' of one expression, such as '\(decl.parameter).height / 3'",
                             at: body.location)
        }
        let guide = CustomGuide(name: name, defaultValue: try guideComputation(expression, parameter: decl.parameter, in: Scope(parent: nil)))
        customGuides[name] = guide
        return guide
    }
}
