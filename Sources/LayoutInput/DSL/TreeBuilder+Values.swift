import LayoutModel

/// Typed values out of expressions: numbers, booleans, strings, alignments, axes, edges, colours, fonts.
/// Names bound in scope are followed to what was written (`resolve`), so a struct property or a loop
/// variable is as good as a literal.
extension TreeBuilder {
    /// Follows names (properties, parameters, loop variables, single-expression getters and functions) to the
    /// expression they stand for.
    mutating func resolve(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> (Expr, Scope) {
        var current = expr
        var currentScope = scope
        var steps = 0
        while true {
            steps += 1
            try count(at: current.location)
            if steps > DSLLimits.maximumDepth {
                throw error("\(expr.quoted) refers to itself (or goes through more than \(DSLLimits.maximumDepth) names)", at: expr.location)
            }
            var binding: Binding?
            var name = ""
            var call: CallArguments?
            switch current {
            case .identifier(let identifier, _):
                name = identifier
                binding = currentScope.lookup(identifier)
            case .chain(.identifier("self", _), let suffixes) where suffixes.count == 1:
                guard case .member(let member) = suffixes[0].kind else { return (current, currentScope) }
                name = member
                binding = currentScope.lookupMember(member)
            case .chain(.identifier(let identifier, _), let suffixes) where suffixes.count == 1:
                guard case .call(let c) = suffixes[0].kind, case .function? = currentScope.lookup(identifier) else {
                    return (current, currentScope)
                }
                name = identifier
                call = c
                binding = currentScope.lookup(identifier)
            default:
                return (current, currentScope)
            }
            guard let binding else { return (current, currentScope) }
            switch binding {
            case .expression(let value, let valueScope):
                current = value
                currentScope = valueScope
            case .deferred(let ref, let valueScope):
                current = try Parser.expression(ref, depth: depth)
                currentScope = valueScope
            case .getter(let ref, let valueScope):
                guard let single = try singleExpression(ref) else { return (current, currentScope) }
                current = single
                currentScope = Scope(parent: valueScope)
            case .function(let decl, let structScope):
                guard let call, let single = try singleExpression(decl.body) else { return (current, currentScope) }
                currentScope = try bindParameters(decl, call: call, at: current.location, caller: currentScope, into: structScope)
                current = single
            case .unknowable(let reason):
                throw error("'\(name)' \(reason)", at: current.location)
            case .unset:
                throw error("'\(name)' has no value", at: current.location)
            }
        }
    }

    /// The expression of a body that is one expression (or `return` of one).
    private mutating func singleExpression(_ ref: ClosureRef) throws(Diagnostic) -> Expr? {
        let body = try Parser.body(of: ref, depth: depth)
        guard body.statements.count == 1 else { return nil }
        switch body.statements[0] {
        case .expression(let expr): return expr
        case .returnValue(let expr?, _): return expr
        default: return nil
        }
    }

    // MARK: - Numbers

    /// A number, as `CGFloat` arguments take it: literals, `-x`, `+ - * /`, `.infinity`, `CGFloat(x)`, names.
    mutating func number(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Double {
        try enter(at: expr.location)
        defer { depth -= 1 }
        let (value, valueScope) = try resolve(expr, in: scope)
        switch value {
        case .number(let number, _, _):
            return number
        case .prefix("-", let operand, _):
            return -(try number(operand, in: valueScope, for: what))
        case .prefix("+", let operand, _):
            return try number(operand, in: valueScope, for: what)
        case .binary(let op, let left, let right, _) where ["+", "-", "*", "/"].contains(op):
            let a = try number(left, in: valueScope, for: what)
            let b = try number(right, in: valueScope, for: what)
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            default: return a / b
            }
        case .ternary(let condition, let whenTrue, let whenFalse, _):
            return try number(try bool(condition, in: valueScope, for: "the condition") ? whenTrue : whenFalse, in: valueScope, for: what)
        case .implicitMember(let name, _):
            if let constant = Self.numericConstants[name] { return constant }
        case .chain(.identifier(let type, _), let suffixes) where Self.numericTypes.contains(type) && suffixes.count == 1:
            switch suffixes[0].kind {
            case .member(let name):
                if let constant = Self.numericConstants[name] { return constant }
            case .call(let call) where call.arguments.count == 1 && call.trailingClosures.isEmpty:
                let converted = try number(call.arguments[0].value, in: valueScope, for: what)
                return type == "Int" ? converted.rounded(.towardZero) : converted
            default:
                break
            }
        default:
            break
        }
        throw unevaluable(value, in: valueScope, expected: "a number for \(what)")
    }

    static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]
    static let numericConstants: [String: Double] = [
        "infinity": .infinity, "zero": 0, "pi": .pi, "greatestFiniteMagnitude": .greatestFiniteMagnitude, "nan": .nan,
    ]

    /// Explains why a value a running app would know cannot be had here.
    func notes(forUnevaluable expr: Expr) -> [String] {
        if case .chain = expr { return ["layoutdbg evaluates literals and the properties and parameters that hold them"] }
        return []
    }

    /// The error for a value that cannot be evaluated: named after a layout-time name it uses (a GeometryProxy),
    /// else "expected <what>".
    func unevaluable(_ value: Expr, in scope: Scope, expected: String) -> Diagnostic {
        if let (name, reason) = Self.unknowableName(in: value, scope: scope) {
            return error("layoutdbg cannot evaluate \(value.quoted): '\(name)' \(reason)", at: value.location)
        }
        return error("expected \(expected), found \(value.quoted)", at: value.location, notes: notes(forUnevaluable: value))
    }

    /// The first name in `expr` bound to a value layoutdbg cannot know, with the reason.
    static func unknowableName(in expr: Expr, scope: Scope) -> (String, String)? {
        switch expr {
        case .identifier(let name, _):
            if case .unknowable(let reason)? = scope.lookup(name) { return (name, reason) }
        case .chain(let base, _):
            return unknowableName(in: base, scope: scope)
        case .binary(_, let left, let right, _):
            return unknowableName(in: left, scope: scope) ?? unknowableName(in: right, scope: scope)
        case .prefix(_, let operand, _):
            return unknowableName(in: operand, scope: scope)
        default:
            break
        }
        return nil
    }

    /// A number or `nil`.
    mutating func optionalNumber(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Double? {
        let (value, valueScope) = try resolve(expr, in: scope)
        if case .nilLiteral = value { return nil }
        return try number(value, in: valueScope, for: what)
    }

    /// A finite number ≥ 0 (a size), or `nil` when `optional`: negative and NaN values are caught here.
    mutating func length(_ expr: Expr, in scope: Scope, for what: String, allowInfinity: Bool = true) throws(Diagnostic) -> Double {
        let value = try number(expr, in: scope, for: what)
        try checkLength(value, for: what, at: expr.location, allowInfinity: allowInfinity)
        return value
    }

    func checkLength(_ value: Double, for what: String, at location: SourceLocation, allowInfinity: Bool = true) throws(Diagnostic) {
        if value.isNaN { throw error("\(what) is not a number (NaN)", at: location) }
        if value < 0 { throw error("\(what) must not be negative, got \(NumberFormat.string(value))", at: location) }
        if value.isInfinite, !allowInfinity { throw error("\(what) must be finite", at: location) }
    }

    mutating func optionalLength(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Double? {
        let (value, valueScope) = try resolve(expr, in: scope)
        if case .nilLiteral = value { return nil }
        return try length(value, in: valueScope, for: what)
    }

    /// A whole number.
    mutating func integer(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Int {
        let value = try number(expr, in: scope, for: what)
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
            throw error("expected an integer for \(what), got \(NumberFormat.string(value))", at: expr.location)
        }
        return Int(value)
    }

    // MARK: - Booleans and strings

    /// `true`, `false`, `!`, `&&`, `||`, comparisons of literals, `#available`, and names holding them.
    mutating func bool(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Bool {
        try enter(at: expr.location)
        defer { depth -= 1 }
        let (value, valueScope) = try resolve(expr, in: scope)
        switch value {
        case .bool(let flag, _): return flag
        case .available: return true
        case .prefix("!", let operand, _): return !(try bool(operand, in: valueScope, for: what))
        case .binary("&&", let left, let right, _):
            guard try bool(left, in: valueScope, for: what) else { return false }
            return try bool(right, in: valueScope, for: what)
        case .binary("||", let left, let right, _):
            if try bool(left, in: valueScope, for: what) { return true }
            return try bool(right, in: valueScope, for: what)
        case .binary(let op, let left, let right, _) where ["==", "!=", "<", ">", "<=", ">="].contains(op):
            if let a = try? literalNumber(left, in: valueScope), let b = try? literalNumber(right, in: valueScope) {
                switch op {
                case "==": return a == b
                case "!=": return a != b
                case "<": return a < b
                case ">": return a > b
                case "<=": return a <= b
                default: return a >= b
                }
            }
        default:
            break
        }
        if let (name, reason) = Self.unknowableName(in: value, scope: valueScope) {
            throw error("layoutdbg cannot evaluate \(value.quoted): '\(name)' \(reason)", at: value.location)
        }
        throw error("\(what) must be a literal 'true' or 'false' (or a property holding one); layoutdbg cannot evaluate \(value.quoted)",
                    at: value.location, notes: ["write 'if true' or 'if false' for the branch you want to see"])
    }

    /// A number for a comparison; errors are dropped by the caller.
    private mutating func literalNumber(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> Double {
        try number(expr, in: scope, for: "the comparison")
    }

    /// A string: a literal (its interpolations evaluated when they name known values, else kept as written),
    /// `+` of strings, or a name holding one.
    mutating func string(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> String {
        try enter(at: expr.location)
        defer { depth -= 1 }
        let (value, valueScope) = try resolve(expr, in: scope)
        switch value {
        case .string(let literal, _):
            return interpolated(literal, in: valueScope)
        case .binary("+", let left, let right, _):
            let head = try string(left, in: valueScope, for: what)
            return head + (try string(right, in: valueScope, for: what))
        default:
            throw unevaluable(value, in: valueScope, expected: "a string for \(what)")
        }
    }

    /// The text of a literal with each `\(…)` replaced by its value when it evaluates to a number or a string
    /// (a loop variable, a property), and shown as written otherwise.
    mutating func interpolated(_ literal: StringLiteral, in scope: Scope) -> String {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .text(let run):
                text += run
            case .interpolation(let interpolation):
                text += interpolationValue(interpolation, in: scope) ?? "\\(" + interpolation.written + ")"
            }
        }
        return text
    }

    private mutating func interpolationValue(_ interpolation: Interpolation, in scope: Scope) -> String? {
        guard let buffer = try? TokenBuffer(tokens: interpolation.tokens, file: file) else { return nil }
        defer { buffer.releaseParsed() }
        var parser = Parser(buffer, depth: depth)
        guard let expr = try? parser.parseExpression(), parser.atEnd else { return nil }
        let saved = (depth, evaluations)
        defer { (depth, evaluations) = saved }
        if let (value, valueScope) = try? resolve(expr, in: scope) {
            if case .string = value, let text = try? string(value, in: valueScope, for: "the interpolation") { return text }
            if case .bool(let flag, _) = value { return flag ? "true" : "false" }
            if let number = try? number(value, in: valueScope, for: "the interpolation") {
                return DSLNumber.spelling(number)
            }
        }
        return nil
    }

    // MARK: - Names

    /// The member name of `.name` or `Type.name` (for `Type` in `types`), or nil for anything else.
    mutating func memberName(_ expr: Expr, in scope: Scope, types: [String]) throws(Diagnostic) -> (String, SourceLocation)? {
        let (value, _) = try resolve(expr, in: scope)
        switch value {
        case .implicitMember(let name, let location):
            return (name, location)
        case .chain(.identifier(let type, _), let suffixes) where types.contains(type):
            // `Axis.Set.horizontal`, `Edge.Set.top`: the last member.
            var names: [String] = []
            for suffix in suffixes {
                guard case .member(let name) = suffix.kind else { return nil }
                names.append(name)
            }
            guard let last = names.last, names.count <= 2 else { return nil }
            if names.count == 2, names[0] != "Set" { return nil }
            return (last, suffixes.last!.location)
        default:
            return nil
        }
    }

    /// One of `candidates` written as `.name` / `Type.name`, with "did you mean" when misspelt.
    mutating func named<T>(_ expr: Expr, in scope: Scope, for what: String, kind: String, types: [String],
                           candidates: [(String, T)]) throws(Diagnostic) -> T {
        guard let (name, location) = try memberName(expr, in: scope, types: types) else {
            let (value, _) = try resolve(expr, in: scope)
            let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            throw error("expected \(article) \(kind) for \(what), found \(value.quoted)", at: value.location,
                        notes: ["one of: " + candidates.map { "." + $0.0 }.joined(separator: ", ")])
        }
        if let match = candidates.first(where: { $0.0 == name }) { return match.1 }
        throw error("unknown \(kind) '.\(name)' for \(what)", at: location, notes: suggestion(name, candidates.map(\.0), prefix: "."))
    }

    /// "did you mean '.top'?" when a candidate is close, else the list of candidates.
    func suggestion(_ word: String, _ candidates: [String], prefix: String = "", list: Bool = true) -> [String] {
        if let match = Suggestion.closest(to: word, in: candidates) { return ["did you mean '\(prefix)\(match)'?"] }
        return list && candidates.count <= 20 ? ["one of: " + candidates.map { prefix + $0 }.joined(separator: ", ")] : []
    }

    // MARK: - Layout types

    mutating func alignment(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Alignment {
        let (value, valueScope) = try resolve(expr, in: scope)
        if let call = Self.initializerCall(value, type: "Alignment") {
            let signature = Signature([.init("horizontal"), .init("vertical")])
            let (_, arguments) = try Signature.bind(call, to: [signature], callee: "Alignment", at: value.location, file: file)
            return Alignment(horizontal: try horizontalAlignment(arguments["horizontal"]!.value, in: valueScope, for: "'horizontal'"),
                             vertical: try verticalAlignment(arguments["vertical"]!.value, in: valueScope, for: "'vertical'"))
        }
        return try named(value, in: valueScope, for: what, kind: "alignment", types: ["Alignment"], candidates: Alignment.named)
    }

    mutating func horizontalAlignment(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> HorizontalAlignment {
        try named(expr, in: scope, for: what, kind: "horizontal alignment", types: ["HorizontalAlignment"],
                  candidates: HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
    }

    mutating func verticalAlignment(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> VerticalAlignment {
        try named(expr, in: scope, for: what, kind: "vertical alignment", types: ["VerticalAlignment"],
                  candidates: VerticalAlignment.allCases.map { ($0.rawValue, $0) })
    }

    mutating func unitPoint(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> UnitPoint {
        let (value, valueScope) = try resolve(expr, in: scope)
        if let call = Self.initializerCall(value, type: "UnitPoint") {
            let signature = Signature([.init("x"), .init("y")])
            let (_, arguments) = try Signature.bind(call, to: [signature], callee: "UnitPoint", at: value.location, file: file)
            return UnitPoint(x: try number(arguments["x"]!.value, in: valueScope, for: "'x'"),
                             y: try number(arguments["y"]!.value, in: valueScope, for: "'y'"))
        }
        return try named(value, in: valueScope, for: what, kind: "unit point", types: ["UnitPoint"], candidates: UnitPoint.named)
    }

    mutating func contentMode(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> ContentMode {
        try named(expr, in: scope, for: what, kind: "content mode", types: ["ContentMode"],
                  candidates: [("fit", ContentMode.fit), ("fill", .fill)])
    }

    /// `.horizontal`, `[.horizontal, .vertical]`, `Axis.Set.vertical`, `[]`.
    mutating func axes(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Axes {
        let (value, valueScope) = try resolve(expr, in: scope)
        let candidates: [(String, Axes)] = [("horizontal", .horizontal), ("vertical", .vertical)]
        if case .array(let elements, _) = value {
            var result: Axes = []
            for element in elements {
                result.insert(try named(element, in: valueScope, for: what, kind: "axis", types: ["Axis"], candidates: candidates))
            }
            return result
        }
        return try named(value, in: valueScope, for: what, kind: "axis set", types: ["Axis"], candidates: candidates)
    }

    static let edgeSetNames: [(String, EdgeSet)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
    ]

    /// `.top`, `.horizontal`, `[.top, .leading]`, `Edge.Set.all`.
    mutating func edgeSet(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> EdgeSet {
        let (value, valueScope) = try resolve(expr, in: scope)
        if case .array(let elements, _) = value {
            var result: EdgeSet = []
            for element in elements {
                result.formUnion(try named(element, in: valueScope, for: what, kind: "edge", types: ["Edge"], candidates: Self.edgeSetNames))
            }
            return result
        }
        return try named(value, in: valueScope, for: what, kind: "edge set", types: ["Edge"], candidates: Self.edgeSetNames)
    }

    /// Whether an expression is written as an edge set (so `.padding(.horizontal)` is not a length).
    mutating func looksLikeEdgeSet(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> Bool {
        let (value, valueScope) = try resolve(expr, in: scope)
        if case .array = value { return true }
        guard let (name, _) = try memberName(value, in: valueScope, types: ["Edge"]) else { return false }
        return Self.numericConstants[name] == nil
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)` (each defaulting to 0) or `.init(…)`.
    mutating func edgeInsets(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> EdgeInsets? {
        let (value, valueScope) = try resolve(expr, in: scope)
        guard let call = Self.initializerCall(value, type: "EdgeInsets") else { return nil }
        let signature = Signature([.init("top", default: true), .init("leading", default: true),
                                   .init("bottom", default: true), .init("trailing", default: true)])
        let (_, arguments) = try Signature.bind(call, to: [signature], callee: "EdgeInsets", at: value.location, file: file)
        var insets = EdgeInsets(all: 0)
        if let top = arguments["top"] { insets.top = try number(top.value, in: valueScope, for: "'top'") }
        if let leading = arguments["leading"] { insets.leading = try number(leading.value, in: valueScope, for: "'leading'") }
        if let bottom = arguments["bottom"] { insets.bottom = try number(bottom.value, in: valueScope, for: "'bottom'") }
        if let trailing = arguments["trailing"] { insets.trailing = try number(trailing.value, in: valueScope, for: "'trailing'") }
        return insets
    }

    /// `CGSize(width:height:)`, `.init(width:height:)`, `.zero`; nil when the expression is not written as a size.
    mutating func size(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> Size? {
        let (value, valueScope) = try resolve(expr, in: scope)
        if case .chain(.identifier("CGSize", _), let suffixes) = value, suffixes.count == 1, case .member("zero") = suffixes[0].kind {
            return .zero
        }
        guard let call = Self.initializerCall(value, type: "CGSize") else { return nil }
        let signature = Signature([.init("width"), .init("height")])
        let (_, arguments) = try Signature.bind(call, to: [signature], callee: "CGSize", at: value.location, file: file)
        return Size(width: try number(arguments["width"]!.value, in: valueScope, for: "'width'"),
                    height: try number(arguments["height"]!.value, in: valueScope, for: "'height'"))
    }

    /// The arguments of `Type(…)` or `.init(…)`, or nil when `expr` is neither.
    static func initializerCall(_ expr: Expr, type: String) -> CallArguments? {
        guard case .chain(let base, let suffixes) = expr else { return nil }
        switch base {
        case .identifier(let name, _) where name == type:
            if suffixes.count == 1, case .call(let call) = suffixes[0].kind { return call }
            if suffixes.count == 2, case .member("init") = suffixes[0].kind, case .call(let call) = suffixes[1].kind { return call }
        case .implicitMember("init", _):
            if suffixes.count == 1, case .call(let call) = suffixes[0].kind { return call }
        default:
            break
        }
        return nil
    }

    // MARK: - Fonts

    /// `.system(size: s)`, named as the JSON reader names it, so both give the same tree.
    static func systemFont(size: Double) -> Font {
        Font(name: "system(size: \(NumberFormat.string(size)))", size: size)
    }

    /// `.title`, `Font.body`, `.system(size: 20)`, `.system(.title)`, `.custom("Name", size: 17)`, with any
    /// `.bold()`, `.weight(…)` after it (no layout effect in the text model).
    mutating func font(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> Font {
        let (value, valueScope) = try resolve(expr, in: scope)
        var base = value
        var suffixes: [Suffix] = []
        if case .chain(let head, let all) = value {
            base = head
            suffixes = all
        }
        var name: String
        var location = base.location
        if case .identifier("Font", _) = base, case .member(let member)? = suffixes.first?.kind {
            name = member
            location = suffixes[0].location
            suffixes.removeFirst()
        } else if case .implicitMember(let member, _) = base {
            name = member
        } else {
            throw error("expected a font such as '.title' or '.system(size: 17)', found \(value.quoted)", at: value.location)
        }
        var call: CallArguments?
        if case .call(let c)? = suffixes.first?.kind {
            call = c
        }
        switch name {
        case "system":
            guard let call else { throw error("'.system' needs a size: write '.system(size: 17)'", at: location) }
            if let first = call.arguments.first, first.label == nil {
                let style = try named(first.value, in: valueScope, for: "the text style", kind: "text style", types: ["Font"],
                                      candidates: Font.textStyles.map { ($0.0, Font(textStyle: $0.0)!) })
                return style
            }
            guard let size = call.arguments.first(where: { $0.label == "size" }) else {
                throw error("'.system' needs a size: write '.system(size: 17)'", at: call.location)
            }
            let points = try length(size.value, in: valueScope, for: "the font size", allowInfinity: false)
            return Self.systemFont(size: points)
        case "custom":
            guard let call, let first = call.arguments.first, first.label == nil,
                  let size = call.arguments.first(where: { $0.label == "size" || $0.label == "fixedSize" }) else {
                throw error("expected '.custom(\"Name\", size: 17)'", at: location)
            }
            let fontName = try string(first.value, in: valueScope, for: "the font name")
            return Font(name: fontName, size: try length(size.value, in: valueScope, for: "the font size", allowInfinity: false))
        default:
            guard let font = Font(textStyle: name) else {
                throw error("unknown font '.\(name)'", at: location,
                            notes: suggestion(name, Font.textStyles.map(\.0) + ["system", "custom"], prefix: "."))
            }
            return font
        }
    }
}
