import LayoutModel

/// Following names to what was written: a struct property, a parameter, a loop variable or a one-expression
/// getter stands for the expression it holds, evaluated in the scope where that expression was written. Values
/// that only exist while laying out (a GeometryProxy) are named in the error.
extension TreeBuilder {
    /// Follows names (properties, parameters, loop variables, single-expression getters and functions) to the
    /// expression they stand for.
    mutating func resolve(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> (Expr, Scope) {
        let (value, valueScope, _) = try resolveFollowing(expr, in: scope)
        return (value, valueScope)
    }

    /// `resolve`, with the last property it followed, if any (a value about to be evaluated: `enterValue`).
    mutating func resolveFollowing(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> (Expr, Scope, PropertyExpansion?) {
        var followed: PropertyExpansion?
        var current = expr
        var currentScope = scope
        var steps = 0
        while true {
            steps += 1
            try count(at: current.location)
            if steps > DSLLimits.maximumChain {
                throw error("\(expr.quoted) refers to itself (or goes through more than \(DSLLimits.maximumChain) names)", at: expr.location)
            }
            var binding: Binding?
            var name = ""
            var call: CallArguments?
            switch current {
            case .ternary(let condition, let whenTrue, let whenFalse, _):
                // `isCompact ? 8 : 16` with a literal condition is the branch it selects, wherever a value is read.
                current = try bool(condition, in: currentScope, for: "the condition") ? whenTrue : whenFalse
                continue
            case .identifier(let identifier, _):
                name = identifier
                binding = currentScope.lookup(identifier)
            case .chain(.identifier("self", _), let suffixes) where suffixes.count == 1:
                guard case .member(let member) = suffixes[0].kind else { return (current, currentScope, followed) }
                name = member
                binding = currentScope.lookupMember(member)
            case .chain(.identifier(let identifier, _), let suffixes) where suffixes.count == 1:
                guard case .call(let c) = suffixes[0].kind, case .function? = currentScope.lookup(identifier) else {
                    return (current, currentScope, followed)
                }
                name = identifier
                call = c
                binding = currentScope.lookup(identifier)
            default:
                return (current, currentScope, followed)
            }
            guard let binding else { return (current, currentScope, followed) }
            switch binding {
            case .expression(let value, let valueScope):
                followed = PropertyExpansion(name, valueScope, value.location)
                current = value
                currentScope = valueScope
            case .deferred(let ref, let valueScope):
                followed = PropertyExpansion(name, valueScope, ref.location)
                current = try Parser.expression(ref, depth: depth)
                currentScope = valueScope
            case .getter(let ref, let valueScope):
                guard let single = try singleExpression(ref) else { return (current, currentScope, followed) }
                followed = PropertyExpansion(name, valueScope, ref.location)
                current = single
                currentScope = Scope(parent: valueScope)
            case .function(let decl, let structScope):
                guard let call, let single = try singleExpression(decl.body) else { return (current, currentScope, followed) }
                currentScope = try bindParameters(decl, call: call, at: current.location, caller: currentScope, into: structScope)
                current = single
            case .unknowable(let reason):
                throw unknowable(name, reason, at: current.location)
            case .unset:
                throw error("'\(name)' has no value", at: current.location)
            }
        }
    }

    /// The value of `if let name = value`: nil when it is `nil`, the expression when it is a literal (a string, a
    /// number, an array, …). Whether anything else is nil cannot be known here.
    mutating func optionalValue(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> (Expr, Scope)? {
        let (value, valueScope) = try resolve(expr, in: scope)
        switch value {
        case .nilLiteral:
            return nil
        case .number, .string, .bool, .array, .dictionary, .tuple, .implicitMember, .closure, .keyPath:
            return (value, valueScope)
        default:
            if let (name, reason) = Self.unknowableName(in: value, scope: valueScope) {
                throw limitation("layoutdbg cannot evaluate \(value.quoted): '\(name)' \(reason)", at: value.location)
            }
            throw limitation("layoutdbg cannot tell whether \(value.quoted) is nil: 'if let' needs a literal or nil", at: value.location,
                        notes: ["write 'if true' or 'if false' for the branch you want to see"])
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

    /// Explains why a value a running app would know cannot be had here.
    func notes(forUnevaluable expr: Expr) -> [String] {
        if case .chain = expr { return ["layoutdbg evaluates literals and the properties and parameters that hold them"] }
        return []
    }

    /// The error for a value that cannot be evaluated: named after a layout-time name it uses (a GeometryProxy),
    /// else "expected <what>".
    func unevaluable(_ value: Expr, in scope: Scope, expected: String) -> Diagnostic {
        if let (name, reason) = Self.unknowableName(in: value, scope: scope) {
            return limitation("layoutdbg cannot evaluate \(value.quoted): '\(name)' \(reason)", at: value.location)
        }
        // A computation (a call, an operator, an interpolated string) may well be right: the reader cannot run it.
        // A literal of the wrong kind is a mistake.
        if Self.isComputation(value) {
            return limitation("expected \(expected), found \(value.quoted)", at: value.location, notes: notes(forUnevaluable: value))
        }
        return error("expected \(expected), found \(value.quoted)", at: value.location, notes: notes(forUnevaluable: value))
    }

    /// Whether `expr` computes its value (calls, operators, interpolation) rather than writing it.
    static func isComputation(_ expr: Expr) -> Bool {
        switch expr {
        case .chain, .binary, .prefix, .ternary: return true
        case .string(let literal, _): return literal.segments.contains { if case .interpolation = $0 { true } else { false } }
        default: return false
        }
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
}
