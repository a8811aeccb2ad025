/// A type the user declared: the `View` whose body made a node, or the `Layout` a node runs. A trace shows it as
/// `Name (File.swift:LINE)` so that a reader of any line knows which struct to open.
public struct Declaration: Hashable, Sendable {
    public var name: String
    /// The file's name (no directories: traces are the same from any working directory).
    public var file: String
    public var line: Int

    public init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }

    /// `Badges (Badges.swift:24)`.
    public var displayText: String { "\(name) (\(file):\(line))" }

    /// The name of the file at `path`, as a declaration shows it.
    public static func fileName(ofPath path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The type name as source declares it, from a runtime type's name: `Card<Text>` is declared as `Card`.
    public static func declaredName(of typeName: String) -> String {
        String(typeName.prefix { $0 != "<" })
    }
}

/// The declarations of a run's source files, by type name, that the compiled path hands to the view builder.
public struct SourceDeclarations: Sendable {
    private var byName: [String: Declaration] = [:]

    public init(_ declarations: [Declaration] = []) {
        // The first declaration of a name wins, as the reader resolves names.
        for declaration in declarations where byName[declaration.name] == nil { byName[declaration.name] = declaration }
    }

    public subscript(typeName: String) -> Declaration? { byName[Declaration.declaredName(of: typeName)] }

    public var isEmpty: Bool { byName.isEmpty }
}

/// Where a node's view came from in the user's code.
///
/// `view` is the innermost user view whose body returned this view; `bodyModifiers` says how many of the node's
/// modifiers that body applied, so the declaration goes on the outermost node the body made, not on a modifier a
/// caller added around it (`Badges(…).padding(4)`). `layout` is the user's own `Layout` type the node runs.
public final class NodeOrigin: Hashable, Sendable {
    public let view: Declaration?
    public let bodyModifiers: Int
    public let layout: Declaration?

    public init(view: Declaration?, bodyModifiers: Int, layout: Declaration?) {
        self.view = view
        self.bodyModifiers = bodyModifiers
        self.layout = layout
    }

    public static func == (lhs: NodeOrigin, rhs: NodeOrigin) -> Bool {
        lhs.view == rhs.view && lhs.bodyModifiers == rhs.bodyModifiers && lhs.layout == rhs.layout
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(view)
        hasher.combine(bodyModifiers)
        hasher.combine(layout)
    }
}
