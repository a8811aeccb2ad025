import LayoutModel

/// SwiftUI's layout types out of expressions: alignments, unit points, content modes, axes, edges, insets, sizes
/// and fonts, written as `.name`, `Type.name` or `Type(…)` / `.init(…)`, with "did you mean" for misspelt names.
extension TreeBuilder {
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

    /// A standard guide, or one of the file's own (`.midAccount`, `HorizontalAlignment(MidAccount.self)`).
    mutating func horizontalAlignment(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> HorizontalAlignment {
        let (value, valueScope) = try resolve(expr, in: scope)
        if let custom = try customGuide(value, axis: .horizontal) { return .custom(custom) }
        return try named(value, in: valueScope, for: what, kind: "horizontal alignment", types: ["HorizontalAlignment"],
                         candidates: HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
    }

    /// A standard guide, or one of the file's own.
    mutating func verticalAlignment(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> VerticalAlignment {
        let (value, valueScope) = try resolve(expr, in: scope)
        if let custom = try customGuide(value, axis: .vertical) { return .custom(custom) }
        return try named(value, in: valueScope, for: what, kind: "vertical alignment", types: ["VerticalAlignment"],
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

    /// A font's `size:`, in the range both readers accept (NumberLimits.fontSize), refused in the same words.
    private mutating func fontSize(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> Double {
        let points = try number(expr, in: scope, for: "the font size")
        guard NumberLimits.fontSize.contains(points) else {
            throw error(NumberLimits.fontSize.message(for: "size", got: points), at: expr.location)
        }
        return points
    }

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
            return Self.systemFont(size: try fontSize(size.value, in: valueScope))
        case "custom":
            guard let call, let first = call.arguments.first, first.label == nil,
                  let size = call.arguments.first(where: { $0.label == "size" || $0.label == "fixedSize" }) else {
                throw error("expected '.custom(\"Name\", size: 17)'", at: location)
            }
            let fontName = try string(first.value, in: valueScope, for: "the font name")
            return Font(name: fontName, size: try fontSize(size.value, in: valueScope))
        default:
            guard let font = Font(textStyle: name) else {
                throw error("unknown font '.\(name)'", at: location,
                            notes: suggestion(name, Font.textStyles.map(\.0) + ["system", "custom"], prefix: "."))
            }
            return font
        }
    }
}
