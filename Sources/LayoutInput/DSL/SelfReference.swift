import LayoutModel

// Views made of themselves. Reading a property's value again while its views are being made can only recurse without
// end (the same expression in the same scope makes the same views): `init(_ c: Color) { self.color = color }`,
// `var content: some View { VStack { content } }` or `let w: CGFloat = w + 1`, which Swift does not compile either.
// A function may call itself with other arguments and stop (one returning `AnyView`), so its calls are only bounded.
// Without these the read recursed to the depth limit: a second or two, "nesting too deep" at a line that is not
// nested, and in an unoptimised build with AddressSanitizer a stack overflow (CI's fuzzing, stop 50).

/// A property whose views or value are being made: its name, and the value written for it in the scope it is
/// evaluated in (that scope itself, not a copy: two scopes of one struct are two instances).
struct PropertyExpansion: Equatable {
    let name: String
    let scope: Scope
    let value: SourceLocation

    init(_ name: String, _ scope: Scope, _ value: SourceLocation) {
        self.name = name
        self.scope = scope
        self.value = value
    }

    static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.scope === b.scope && a.value == b.value }
}

/// A function of the file, by where its body is.
struct FunctionIdentity: Hashable {
    let buffer: ObjectIdentifier
    let body: Int

    init(_ decl: FunctionDecl) {
        buffer = ObjectIdentifier(decl.body.buffer)
        body = decl.body.open
    }
}

extension TreeBuilder {
    /// Starts making the views (or the value) of `property`; the caller ends with `expandingProperties.removeLast()`.
    /// A property already being made is refused. A value that is its own name in an initialiser
    /// (`self.color = color`) is most often a parameter misspelt: the note names the parameter.
    @inline(never)
    mutating func enterProperty(_ property: PropertyExpansion, making what: String = "views", at location: SourceLocation) throws(Diagnostic) {
        if let start = expandingProperties.firstIndex(of: property) {
            let cycle = (expandingProperties[start...].map(\.name) + [property.name]).joined(separator: " → ")
            let others = property.scope.bindings.keys.filter { $0 != property.name }
            let notes = start == expandingProperties.count - 1 ? suggestion(property.name, others, list: false) : []
            throw error("'\(property.name)' refers to itself (\(cycle)): its \(what) would never end", at: location, notes: notes)
        }
        expandingProperties.append(property)
    }

    /// `enterProperty` for a value about to be evaluated, which `resolveFollowing` may have found through no property
    /// (nil: it is written where it is used); true when the caller is to end with `expandingProperties.removeLast()`.
    mutating func enterValue(of property: PropertyExpansion?, at location: SourceLocation) throws(Diagnostic) -> Bool {
        guard let property else { return false }
        try enterProperty(property, making: "value", at: location)
        return true
    }

    /// Starts a call of `decl`, at most `DSLLimits.maximumSelfCalls` deep inside calls of itself; the caller ends with
    /// `leaveFunction(decl)`.
    @inline(never)
    mutating func enterFunction(_ decl: FunctionDecl, at location: SourceLocation) throws(Diagnostic) {
        let identity = FunctionIdentity(decl)
        let calls = functionCalls[identity, default: 0] + 1
        if calls > DSLLimits.maximumSelfCalls {
            throw error("'\(decl.name)' calls itself more than \(DSLLimits.maximumSelfCalls) deep: layoutdbg follows at most that many",
                        at: location, notes: ["a function that returns 'some View' cannot call itself in Swift"])
        }
        functionCalls[identity] = calls
    }

    mutating func leaveFunction(_ decl: FunctionDecl) {
        functionCalls[FunctionIdentity(decl)]! -= 1
    }
}
