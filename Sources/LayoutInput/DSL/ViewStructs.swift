import LayoutModel

/// Calls to the view structs of the file: `ColorView(.orange)` binds the arguments to the struct's
/// properties (through its init, or the memberwise init when it has none) and expands its body.
///
/// Properties hold the argument expressions with the caller's scope, evaluated where the body uses them
/// (see `Binding`). A struct that contains itself, directly or through others, is an error at the call
/// that closes the cycle: SwiftUI could not build it either.
extension TreeBuilder {
    /// The arguments a view struct cannot be made without: its first init's parameters without defaults, or, with no
    /// init of its own, the stored properties its memberwise init requires (a `@Binding` one as a binding).
    static func requiredArguments(_ decl: ViewDecl) -> [RootArguments.Parameter] {
        if let initializer = decl.initializers.first {
            return initializer.parameters.filter { $0.defaultValue == nil }.map {
                RootArguments.Parameter(label: $0.label, type: $0.typeText, isViewBuilder: $0.isViewBuilder)
            }
        }
        return decl.properties.filter { property in
            guard !property.isStatic, property.getter == nil, property.defaultValue == nil, !property.hasWrapperDefault,
                  let type = property.typeText else { return false }
            return property.isLet || !type.hasSuffix("?")
        }.map { RootArguments.memberwise($0.name, type: $0.typeText!, attributes: $0.attributes) }
    }

    mutating func instantiate(_ decl: ViewDecl, call: CallArguments?, at location: SourceLocation, caller: Scope,
                              isRoot: Bool = false) throws(Diagnostic) -> [ViewNode] {
        if let start = expanding.firstIndex(of: decl.name) {
            let cycle = (expanding[start...] + [decl.name]).joined(separator: " → ")
            throw error("view '\(decl.name)' contains itself (\(cycle)); a view cannot be nested in itself", at: location)
        }
        guard let body = decl.properties.first(where: { $0.name == "body" && !$0.isStatic }), let bodyGetter = body.getter else {
            throw error("view '\(decl.name)' has no body", at: decl.location, notes: ["add 'var body: some View { … }'"])
        }
        let structScope = Scope(parent: nil, viewName: decl.name)
        cyclicScopes.append(structScope)
        do throws(Diagnostic) {
            if decl.initializers.isEmpty {
                try bindMemberwise(decl, call: call, at: location, caller: caller, into: structScope)
            } else {
                try runInitializer(decl, call: call, at: location, caller: caller, into: structScope)
            }
        } catch {
            guard isRoot else { throw error }
            let needs = Self.requiredArguments(decl)
            if call == nil, !needs.isEmpty {
                throw RootArguments.diagnostic(decl.name, needs: needs, why: "and the file has no preview", samples: rootSamples(),
                                               file: file, at: decl.location)
            }
            throw self.error("the root view '\(decl.name)' cannot be made without arguments: \(error.message)", at: decl.location,
                             notes: ["give its properties default values, or choose another root with --root"])
        }
        // A pass's new state goes to the outermost view that stores a property of that name.
        for property in decl.properties where !property.isLet && !property.isStatic && property.getter == nil {
            if let override = stateOverrides[property.name], !override.used {
                structScope.bind(property.name, .expression(override.value, structScope))
                stateOverrides[property.name]?.used = true
            }
        }
        for property in decl.properties where structScope.bindings[property.name] == nil {
            if let getter = property.getter {
                structScope.bind(property.name, .getter(getter, structScope))
            } else if let value = property.defaultValue {
                structScope.bind(property.name, .deferred(value, structScope))
            } else if property.hasWrapperDefault {
                structScope.bind(property.name, .unknowable(reason: "comes from the environment, which layoutdbg does not model"))
            } else if !property.isLet, property.typeText?.hasSuffix("?") == true {
                structScope.bind(property.name, .expression(.nilLiteral(property.location), structScope))
            } else {
                structScope.bind(property.name, .unset(property.location))
            }
        }
        for function in decl.functions where structScope.bindings[function.name] == nil {
            structScope.bind(function.name, .function(function, structScope))
        }
        expanding.append(decl.name)
        defer { expanding.removeLast() }
        // A view of another file of the app: what goes wrong in its body is said at its own lines.
        let caller = file
        file = decl.file
        defer { file = caller }
        // The views the body makes keep their place in the body, as the compiled path has them (its views know where
        // they are written, not where the struct is used): the node's path tells the instances apart.
        let declaration = Declaration(name: decl.name, file: Declaration.fileName(ofPath: decl.file), line: decl.location.line)
        let views = try content(bodyGetter, in: structScope).map { $0.madeByBody(of: declaration) }
        // A view of another file of the app: its views stay where they are written there, as the compiled path has them.
        if decl.file != caller { return views.map { $0.written(in: Declaration.fileName(ofPath: decl.file)) } }
        return views
    }

    /// The memberwise init: one parameter per stored property that has no fixed value, labelled by its name,
    /// in declaration order; a `var` with a default (or an optional `var`) may be left out.
    private mutating func bindMemberwise(_ decl: ViewDecl, call: CallArguments?, at location: SourceLocation, caller: Scope,
                                         into structScope: Scope) throws(Diagnostic) {
        var parameters: [Signature.Parameter] = []
        for property in decl.properties where !property.isStatic && property.getter == nil && !property.hasWrapperDefault {
            if property.isLet, property.defaultValue != nil { continue }
            let optional = !property.isLet && property.typeText?.hasSuffix("?") == true
            parameters.append(.init(property.name, default: property.defaultValue != nil || optional, closure: property.takesClosure))
        }
        let (_, arguments) = try Signature.bind(call, to: [Signature(parameters)], callee: decl.name, at: location, file: file)
        for (key, argument) in arguments.values { structScope.bind(key, .expression(argument.value, caller)) }
    }

    /// An explicit init: the overload the call fits, its parameters bound, then its `self.name = value`
    /// assignments (and local `let`s) run. Other statements are ignored with a warning.
    private mutating func runInitializer(_ decl: ViewDecl, call: CallArguments?, at location: SourceLocation, caller: Scope,
                                         into structScope: Scope) throws(Diagnostic) {
        let overloads = decl.initializers.map { Signature(Self.parameters(of: $0)) }
        let (index, arguments) = try Signature.bind(call, to: overloads, callee: decl.name, at: location, file: file)
        let initializer = decl.initializers[index]
        let initScope = parameterScope(initializer, arguments: arguments, caller: caller, parent: structScope)
        let body = try Parser.body(of: initializer.body, depth: depth)
        for statement in body.statements {
            switch statement {
            case .assignment(let target, let value, let statementLocation):
                var name = target
                var value = value
                // `_count = State(initialValue: count)` sets the wrapped property `count`.
                if name.hasPrefix("_"), !decl.properties.contains(where: { $0.name == target }) {
                    name = String(name.dropFirst())
                    value = Self.wrappedValue(value)
                }
                guard decl.properties.contains(where: { $0.name == name && $0.getter == nil }) else {
                    throw error("'\(target)' is not a stored property of '\(decl.name)'", at: statementLocation)
                }
                structScope.bind(name, .expression(value, initScope))
            case .binding(let name, let value, let bindingLocation):
                initScope.bind(name, value.map { .expression($0, initScope) } ?? .unset(bindingLocation))
            case .expression(let expr):
                warn("statement in an init ignored: layoutdbg reads only 'self.name = value' there", at: expr.location,
                     key: "init-statement:\(expr.location.line):\(expr.location.column)")
            case .conditional(_, _, _, let statementLocation), .returnValue(_, let statementLocation):
                warn("statement in an init ignored: layoutdbg reads only 'self.name = value' there", at: statementLocation,
                     key: "init-statement:\(statementLocation.line):\(statementLocation.column)")
            }
        }
    }

    static func parameters(of function: FunctionDecl) -> [Signature.Parameter] {
        function.parameters.map {
            Signature.Parameter($0.label, key: $0.name, default: $0.defaultValue != nil, closure: $0.takesClosure)
        }
    }

    /// The scope of a function's or init's body: its parameters bound to the call's arguments (evaluated in
    /// the caller's scope) or to their defaults.
    mutating func parameterScope(_ function: FunctionDecl, arguments: BoundArguments, caller: Scope, parent: Scope) -> Scope {
        let scope = Scope(parent: parent)
        cyclicScopes.append(scope)
        for parameter in function.parameters {
            if let argument = arguments[parameter.name] {
                scope.bind(parameter.name, .expression(argument.value, caller))
            } else if let value = parameter.defaultValue {
                scope.bind(parameter.name, .deferred(value, parent))
            }
        }
        return scope
    }

    /// Binds a method call's arguments: the scope of the method's body.
    mutating func bindParameters(_ function: FunctionDecl, call: CallArguments, at location: SourceLocation, caller: Scope,
                                 into structScope: Scope) throws(Diagnostic) -> Scope {
        let signature = Signature(Self.parameters(of: function))
        let (_, arguments) = try Signature.bind(call, to: [signature], callee: function.name, at: location, file: file)
        return parameterScope(function, arguments: arguments, caller: caller, parent: structScope)
    }

    /// `State(initialValue: x)`, `State(wrappedValue: x)`, `Binding.constant(x)` → `x`.
    private static func wrappedValue(_ value: Expr) -> Expr {
        guard case .chain(.identifier(let type, _), let suffixes) = value, let last = suffixes.last,
              case .call(let call) = last.kind, call.arguments.count == 1,
              ["State", "StateObject", "ObservedObject", "Binding", "Bindable"].contains(type) else { return value }
        return call.arguments[0].value
    }
}
