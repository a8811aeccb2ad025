import LayoutModel

/// What a name stands for while a view is built.
///
/// Values are kept as the expressions that were written, with the scope they were written in, and are
/// evaluated where they are used: `.orange` passed to `ColorView(_ color: Color)` becomes a `Color` view
/// in the body's `color` and a colour in `.border(color)`, as the type at the use would make it in Swift.
enum Binding {
    case expression(Expr, Scope)
    /// A property or parameter default, parsed when first used.
    case deferred(ExprRef, Scope)
    /// A computed property's getter.
    case getter(ClosureRef, Scope)
    /// A method of the view struct.
    case function(FunctionDecl, Scope)
    /// A value that exists only while laying out (a GeometryReader's proxy) or that comes from outside the
    /// view (the environment): using it where a number is needed is an error that names it.
    case unknowable(reason: String)
    /// A property that was never given a value.
    case unset(SourceLocation)
}

/// Names visible at a point of a view: a chain of nested scopes ending at a view struct's properties.
final class Scope {
    let parent: Scope?
    /// What this scope binds; set through `bind` and `unbindAll`, so that the chain's table stays true.
    private(set) var bindings: [String: Binding] = [:]
    /// The view struct whose properties `self.name` reaches (set on the struct's own scope).
    let viewName: String?
    /// The chain's outermost scope (nil on that scope itself) and the table every scope of the chain shares.
    private let root: Scope?
    private let chain: Chain

    init(parent: Scope?, viewName: String? = nil) {
        self.parent = parent
        self.viewName = viewName
        root = parent?.root ?? parent
        chain = parent?.chain ?? Chain()
    }

    func bind(_ name: String, _ binding: Binding) {
        if bindings.updateValue(binding, forKey: name) == nil { chain.binders[name, default: 0] += 1 }
    }

    /// Forgets every binding (the chain's table keeps counting them, which only makes lookups walk).
    func unbindAll() { bindings.removeAll() }

    /// The binding of `name` here or in an enclosing scope; `$name` (a projected binding) is looked up as
    /// `name`. Scopes nest as deep as the closures do (the depth limit bounds them), and a chain ends in many views,
    /// so a name that no scope of the chain binds (a type, a view, a modifier's argument label), or that only the
    /// outermost binds (a view struct's property), is answered without walking the chain: 10,000 nested closures
    /// over 40,000 views would otherwise take 400 million steps.
    func lookup(_ name: String) -> Binding? {
        if let binding = bindings[name] { return binding }
        if let binders = chain.binders[name] {
            if binders == 1, let binding = (root ?? self).bindings[name] { return binding }
            var scope = parent
            while let current = scope {
                if let binding = current.bindings[name] { return binding }
                scope = current.parent
            }
        }
        if name.hasPrefix("$"), name.count > 1 { return lookup(String(name.dropFirst())) }
        return nil
    }

    /// `self.name`: the binding in the innermost view struct's scope.
    func lookupMember(_ name: String) -> Binding? {
        var scope: Scope? = self
        while let current = scope {
            if current.viewName != nil { return current.bindings[name] }
            scope = current.parent
        }
        return nil
    }

    /// How many scopes of one chain bind each name (a binding replaced counts once).
    private final class Chain {
        var binders: [String: Int] = [:]
    }
}
