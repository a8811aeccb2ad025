import LayoutModel

/// Gives the syntax tree its SwiftUI meaning: evaluates view builders (statements, `if`, `ForEach`, view
/// structs) into `ViewNode`s, applies modifier chains, and reads the typed arguments (numbers, alignments,
/// colours) out of expressions.
///
/// A view-position expression may stand for several views (a content closure, `ForEach`, `Group`): they are
/// flattened into the parent, and a modifier written after them applies to each, as in SwiftUI.
struct TreeBuilder {
    /// The file whose code is being evaluated, which diagnostics name: the input, or another file of the app while
    /// one of its views is expanded.
    var file: String
    /// The input: the file the root comes from.
    let inputFile: String
    /// The input's declarations, with those of the other files of the app read with it (`FileSyntax.adopt`).
    let syntax: FileSyntax
    let viewDecls: [String: ViewDecl]
    /// The `struct X: Layout` declarations of the file and of the other files read with it, by name.
    let declaredLayouts: [String: Declaration]
    /// The representables the program declares (`struct WebView: UIViewRepresentable`), with their protocol.
    let declaredRepresentables: [String: (declaration: Declaration, protocol: String)]
    let customLayouts: Set<String>
    let directives: Directives
    /// The samples a root that needs arguments is suggested with, read from the app's files when one is needed.
    var rootSamples: () -> RootSamples = { .none }
    var warnings = WarningLog()
    /// Current nesting of evaluation, bounded by `DSLLimits.maximumDepth`.
    var depth = 0
    var viewCount = 0
    var modifierCount = 0
    /// Values of the root view's properties that a pass sets (`// layoutdbg: pass NAME = VALUE`), and whether a view
    /// took each.
    var stateOverrides: [String: (value: Expr, used: Bool)] = [:]
    /// UTF-8 bytes of all Text strings made so far, against `limits.text`.
    var textBytes = 0
    let limits: InputLimits
    var evaluations = 0
    /// `DSLLimits.maximumEvaluations`, smaller in tests.
    var evaluationBudget = DSLLimits.maximumEvaluations
    /// The view structs being expanded, outermost first, to report a view that contains itself.
    var expanding: [String] = []
    /// The properties whose views or values are being made, outermost first, to report one made of itself.
    var expandingProperties: [PropertyExpansion] = []
    /// How deep each of the file's functions is inside calls of itself.
    var functionCalls: [FunctionIdentity: Int] = [:]
    /// Scopes whose bindings point back at them (a struct's getters and methods run in the struct's scope):
    /// `releaseScopes()` breaks those cycles when the read ends.
    var cyclicScopes: [Scope] = []
    /// The file's own guides, read once each (their defaults); `readingGuides` catches a default that refers to
    /// itself.
    var customGuides: [String: CustomGuide] = [:]
    var readingGuides: [String] = []
    /// How many lazy grids the views being read are inside: a Section's header there would be a row of its own in
    /// SwiftUI, which is not modelled, so the reader says so.
    var lazyGridDepth = 0

    init(file: String, syntax: FileSyntax, directives: Directives, customLayouts: Set<String>, limits: InputLimits = .standard) {
        self.file = file
        self.inputFile = file
        self.limits = limits
        self.syntax = syntax
        var decls: [String: ViewDecl] = [:]
        for decl in syntax.views where decls[decl.name] == nil { decls[decl.name] = decl }
        self.viewDecls = decls
        var layouts: [String: Declaration] = [:]
        for layout in syntax.layouts where layouts[layout.name] == nil { layouts[layout.name] = Declaration(name: layout.name, file: layout.file, line: layout.location.line) }
        self.declaredLayouts = layouts
        var representables: [String: (declaration: Declaration, protocol: String)] = [:]
        for hosted in syntax.representables where representables[hosted.name] == nil {
            representables[hosted.name] = (Declaration(name: hosted.name, file: hosted.file, line: hosted.location.line), hosted.protocol)
        }
        self.declaredRepresentables = representables
        self.customLayouts = customLayouts
        self.directives = directives
    }

    // MARK: - Bookkeeping

    /// Empties the scopes that may hold themselves, so that they are freed.
    mutating func releaseScopes() {
        for scope in cyclicScopes { scope.unbindAll() }
        cyclicScopes.removeAll()
    }

    /// An error about Swift the reader cannot evaluate, rather than a mistake in the input (`isReaderLimitation`).
    /// The use of a name whose value the reader cannot know (`Binding.unknowable`): a value the compiled path has (the
    /// environment's, a query's, a timeline's date), so the file is compiled instead.
    func unknowable(_ name: String, _ reason: String, at location: SourceLocation) -> Diagnostic {
        limitation("'\(name)' \(reason)", at: location)
    }

    func limitation(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        var diagnostic = error(message, at: location, notes: notes)
        diagnostic.isReaderLimitation = true
        return diagnostic
    }

    func error(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        Diagnostic(.error, message, file: file, at: location, notes: notes)
    }

    mutating func warn(_ message: String, at location: SourceLocation, key: String, notes: [String] = []) {
        warnings.add(Diagnostic(.warning, message, file: file, at: location, notes: notes), key: key)
    }

    /// Enters one level of evaluation; the caller leaves with `depth -= 1`.
    mutating func enter(at location: SourceLocation) throws(Diagnostic) {
        depth += 1
        try count(at: location)
        if depth > DSLLimits.maximumDepth { throw error(InputLimits.tooDeep, at: location) }
    }

    mutating func count(at location: SourceLocation) throws(Diagnostic) {
        evaluations += 1
        if evaluations > evaluationBudget {
            throw error("this input takes more than \(evaluationBudget) evaluation steps; layoutdbg gives up", at: location)
        }
    }

    /// A new view, counted against `limits` (views, and the bytes of Text strings).
    mutating func node(_ element: Element, children: [ViewNode] = [], at location: SourceLocation) throws(Diagnostic) -> ViewNode {
        viewCount += 1
        if viewCount > limits.views { throw limitError(.views, at: location) }
        let bytes = element.textByteCount
        if bytes > 0 {
            textBytes += bytes
            if textBytes > limits.text { throw limitError(.text, at: location) }
        }
        return ViewNode(element: element, children: children, location: location)
    }

    /// The refusal of an input that passes one of `limits`, with how to raise it.
    func limitError(_ name: InputLimits.Name, at location: SourceLocation) -> Diagnostic {
        limits.refusal(name, file: file, at: location)
    }

    /// `text` as a label, refused past `limits.label`.
    func label(_ text: String, at location: SourceLocation) throws(Diagnostic) -> String {
        if text.utf8.count > limits.label { throw limitError(.label, at: location) }
        return text
    }

    // MARK: - View builders

    /// The views of a view builder's statements.
    mutating func build(_ statements: [Statement], in outer: Scope) throws(Diagnostic) -> [ViewNode] {
        // Each kind of statement but a view's is handled out of line: this function recurses once per level of
        // nesting, and a debug build's frame holds the temporaries of everything written in it.
        var result: [ViewNode] = []
        _ = try build(statements, in: outer, into: &result)
        return result
    }

    /// Adds the views of `statements` to `result`; true when one of them returns (a `return` inside an `if` ends the
    /// function there, as in Swift).
    private mutating func build(_ statements: [Statement], in outer: Scope, into result: inout [ViewNode]) throws(Diagnostic) -> Bool {
        var scope = outer
        for statement in statements {
            if case .expression(let expr) = statement {
                result += try views(expr, in: scope)
            } else if try statementViews(statement, into: &result, scope: &scope) {
                return true
            }
        }
        return false
    }

    /// The views of a statement that is not a view expression (an `if`, a `let`, a `return`), added to `result`;
    /// `scope` gains what a `let` binds. True when the statement returns.
    @inline(never)
    private mutating func statementViews(_ statement: Statement, into result: inout [ViewNode], scope: inout Scope) throws(Diagnostic) -> Bool {
        switch statement {
        case .expression(let expr):
            result += try views(expr, in: scope)
        case .conditional(let condition, let then, let otherwise, let location):
            try enter(at: location)
            defer { depth -= 1 }
            // A branch's own `let`s make their own scopes inside `build`.
            var branchScope = scope
            let taken: Bool
            switch condition {
            case .boolean(let expr):
                taken = try bool(expr, in: scope, for: "the 'if' condition")
            case .optionalBinding(let name, let value, _):
                let bound = try optionalValue(value, in: scope)
                taken = bound != nil
                if let (expr, valueScope) = bound {
                    branchScope = Scope(parent: scope)
                    branchScope.bind(name, .expression(expr, valueScope))
                }
            }
            if taken {
                if try build(then, in: branchScope, into: &result) { return true }
            } else if let otherwise {
                if try build(otherwise, in: scope, into: &result) { return true }
            }
        case .binding(let name, let value, let location):
            scope = Scope(parent: scope)
            scope.bind(name, value.map { .expression($0, scope.parent!) } ?? .unset(location))
        case .returnValue(let value, _):
            if let value { result += try views(value, in: scope) }
            return true
        case .assignment(let target, _, let location):
            throw limitation("'\(target) = …' is not a view: layoutdbg does not run assignments in a view body", at: location)
        }
        return false
    }

    /// The views of a closure (view builder content), with its parameters bound to `arguments`.
    mutating func content(_ closure: ClosureRef, in scope: Scope, arguments: [Binding] = []) throws(Diagnostic) -> [ViewNode] {
        let (statements, inner) = try closureBody(closure, in: scope, arguments: arguments)
        return try build(statements, in: inner)
    }

    /// A closure's statements, and the scope they run in: `scope` with the closure's parameters bound to `arguments`.
    @inline(never)
    private mutating func closureBody(_ closure: ClosureRef, in scope: Scope, arguments: [Binding]) throws(Diagnostic) -> ([Statement], Scope) {
        // Not a level of its own: the view whose content this is counted it.
        try count(at: closure.location)
        let body = try Parser.body(of: closure, depth: depth)
        // A closure without parameters adds no names: reusing the scope keeps lookups short in deep nesting.
        if body.parameters.isEmpty, arguments.isEmpty { return (body.statements, scope) }
        let inner = Scope(parent: scope)
        if body.parameters.isEmpty {
            for (index, argument) in arguments.enumerated() { inner.bind("$\(index)", argument) }
        }
        for (index, parameter) in body.parameters.enumerated() where parameter.name != "_" {
            inner.bind(parameter.name, index < arguments.count
                ? arguments[index] : .unknowable(reason: "is a closure parameter with no value layoutdbg knows"))
        }
        return (body.statements, inner)
    }

    /// The views an expression stands for where a view is expected.
    mutating func views(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        try enter(at: expr.location)
        defer { depth -= 1 }
        // A chain, the common case, directly; the rest out of line (this function recurses once per level).
        if case .chain(let base, let suffixes) = expr { return try chainViews(base, suffixes, in: scope) }
        return try otherViews(expr, in: scope)
    }

    @inline(never)
    private mutating func otherViews(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        switch expr {
        case .chain(let base, let suffixes):
            return try chainViews(base, suffixes, in: scope)
        case .identifier, .implicitMember:
            return try chainViews(expr, [], in: scope)
        case .closure(let ref):
            return try content(ref, in: scope)
        case .ternary(let condition, let whenTrue, let whenFalse, _):
            return try views(try bool(condition, in: scope, for: "the condition") ? whenTrue : whenFalse, in: scope)
        case .binary("+", let lhs, let rhs, _):
            return [try addedTexts(lhs, rhs, in: scope)]
        case .nilLiteral:
            return []  // an optional view that is nil shows nothing, as SwiftUI's Optional: View does
        case .tuple(let elements, _) where elements.isEmpty:
            return []
        default:
            throw error("expected a view, found \(expr.quoted)", at: expr.location)
        }
    }

    /// A chain such as `Text("a").padding(8)`: the view its base makes, then each `.modifier(…)` in order.
    private mutating func chainViews(_ base: Expr, _ suffixes: [Suffix], in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        // Three calls and nothing else: this function recurses once per level of nesting, and in a debug build its
        // frame holds the temporaries of everything written in it (10 KB a level with the modifiers' loop here).
        var (nodes, consumed) = try chainBase(base, suffixes, in: scope)
        if consumed < suffixes.count { try applySuffixes(suffixes, from: consumed, to: &nodes, in: scope) }
        return nodes
    }

    /// The views of a chain's base, and how many of its suffixes the base used (a call, `self.member`).
    @inline(never)
    private mutating func chainBase(_ base: Expr, _ suffixes: [Suffix], in scope: Scope) throws(Diagnostic) -> ([ViewNode], Int) {
        // A built-in view's name, the path of every level of nesting, here; the rest out of line. A bound name is looked
        // up again there: passing its binding would put it in this frame, which every level of nesting has.
        guard case .identifier(let name, let location) = base, name != "self", scope.lookup(name) == nil else {
            return try otherChainBase(base, suffixes, in: scope)
        }
        var leadingCall: CallArguments?
        if case .call(let call)? = suffixes.first?.kind { leadingCall = call }
        let made = try builtInView(name, at: location, call: leadingCall, suffixes: suffixes, in: scope)
        return (made.views, made.consumed)
    }

    /// The views of a chain's base that is not a built-in view's name: `self.member`, a name bound in scope, a
    /// colour, a closure, another expression.
    @inline(never)
    private mutating func otherChainBase(_ base: Expr, _ suffixes: [Suffix], in scope: Scope) throws(Diagnostic) -> ([ViewNode], Int) {
        var leadingCall: CallArguments?
        if case .call(let call)? = suffixes.first?.kind { leadingCall = call }
        let consumed = leadingCall == nil ? 0 : 1
        switch base {
        case .identifier(let name, let location):
            if name == "self", case .member(let member)? = suffixes.first?.kind {
                return try selfMemberViews(member, suffixes, at: location, in: scope)
            }
            if let binding = scope.lookup(name) {
                return (try viewsFrom(binding, name: name, call: leadingCall, at: location, in: scope), consumed)
            }
            let made = try builtInView(name, at: location, call: leadingCall, suffixes: suffixes, in: scope)
            return (made.views, made.consumed)
        case .implicitMember(let name, let location):
            return ([try colorView(implicitMember: name, at: location, call: leadingCall)], consumed)
        case .closure(let ref):
            return (try content(ref, in: scope), consumed)
        default:
            return (try views(base, in: scope), 0)
        }
    }

    /// `self.content`: the property, then whatever follows it.
    @inline(never)
    private mutating func selfMemberViews(_ member: String, _ suffixes: [Suffix], at location: SourceLocation,
                                          in scope: Scope) throws(Diagnostic) -> ([ViewNode], Int) {
        var call: CallArguments?
        var consumed = 1
        if suffixes.count > 1, case .call(let c) = suffixes[1].kind {
            call = c
            consumed = 2
        }
        guard let binding = scope.lookupMember(member) else {
            throw error("'\(member)' is not a property of this view", at: suffixes[0].location)
        }
        return (try viewsFrom(binding, name: member, call: call, at: location, in: scope), consumed)
    }

    /// Applies the chain's `suffixes` from `index` on to `nodes`: each `.modifier(…)` in order.
    @inline(never)
    private mutating func applySuffixes(_ suffixes: [Suffix], from start: Int, to nodes: inout [ViewNode], in scope: Scope) throws(Diagnostic) {
        var index = start
        while index < suffixes.count {
            let suffix = suffixes[index]
            switch suffix.kind {
            case .member(let name):
                var call: CallArguments?
                if index + 1 < suffixes.count, case .call(let c) = suffixes[index + 1].kind {
                    call = c
                    index += 1
                }
                try count(at: suffix.location)
                try applyModifier(name, call: call, at: suffix.location, to: &nodes, in: scope)
            case .postfix:
                break
            case .call:
                throw error("a view cannot be called like a function", at: suffix.location)
            case .subscript:
                throw limitation("subscripts are not supported by layoutdbg", at: suffix.location)
            }
            index += 1
        }
    }

    /// The views a name bound in scope stands for: a value written elsewhere, a closure, a computed property or
    /// a method called with `call`.
    private mutating func viewsFrom(_ binding: Binding, name: String, call: CallArguments?, at location: SourceLocation,
                                    in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        switch binding {
        case .expression(let expr, let valueScope):
            try enterProperty(PropertyExpansion(name, valueScope, expr.location), at: location)
            defer { expandingProperties.removeLast() }
            return try viewsFrom(value: expr, valueScope, name: name, call: call, at: location, caller: scope)
        case .deferred(let ref, let valueScope):
            try enterProperty(PropertyExpansion(name, valueScope, ref.location), at: location)
            defer { expandingProperties.removeLast() }
            let expr = try Parser.expression(ref, depth: depth)
            return try viewsFrom(value: expr, valueScope, name: name, call: call, at: location, caller: scope)
        case .getter(let ref, let valueScope):
            if call != nil { throw error("'\(name)' is a property, not a function", at: location) }
            try enterProperty(PropertyExpansion(name, valueScope, ref.location), at: location)
            defer { expandingProperties.removeLast() }
            return try content(ref, in: valueScope)
        case .function(let decl, let structScope):
            guard let call else {
                throw error("'\(name)' is a function: call it as '\(name)(…)'", at: location)
            }
            try enterFunction(decl, at: location)
            defer { leaveFunction(decl) }
            let functionScope = try bindParameters(decl, call: call, at: location, caller: scope, into: structScope)
            return try content(decl.body, in: functionScope)
        case .unknowable(let reason):
            throw unknowable(name, reason, at: location)
        case .unset:
            throw error("'\(name)' has no value", at: location)
        }
    }

    private mutating func viewsFrom(value expr: Expr, _ valueScope: Scope, name: String, call: CallArguments?,
                                    at location: SourceLocation, caller: Scope) throws(Diagnostic) -> [ViewNode] {
        guard let call else { return try views(expr, in: valueScope) }
        // `content()` where `content` holds a closure: its views, with the call's arguments as its parameters.
        let (resolved, resolvedScope) = try resolve(expr, in: valueScope)
        if let container = try layoutValueContainer(resolved, in: caller, content: call, at: location) { return container }
        guard case .closure(let ref) = resolved else {
            throw error("'\(name)' is not a function", at: location)
        }
        var arguments: [Binding] = []
        for argument in call.arguments { arguments.append(.expression(argument.value, caller)) }
        return try content(ref, in: resolvedScope, arguments: arguments)
    }
}
