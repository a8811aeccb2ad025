import LayoutModel

// The syntax tree of the SwiftUI-syntax subset: what was written, before any meaning is given to it.
// Closure bodies, function bodies and property defaults stay token ranges until the tree builder needs
// them (`TokenBuffer` parses and caches them): code that is never evaluated, such as an `onTapGesture`
// action or a `Layout`'s methods, may be any Swift at all.

/// An expression as written.
indirect enum Expr {
    case identifier(String, SourceLocation)
    case number(Double, isInteger: Bool, SourceLocation)
    case string(StringLiteral, SourceLocation)
    case bool(Bool, SourceLocation)
    case nilLiteral(SourceLocation)
    /// `.red`, `.top`: a member of the type the context expects.
    case implicitMember(String, SourceLocation)
    /// A base with member accesses and calls, `Color.red.padding(8)`, kept flat so that a long modifier chain
    /// does not make a deep tree.
    case chain(Expr, [Suffix])
    /// `(a, b)`, `(x: 1, y: 2)`; a single unlabelled element is just parentheses and never becomes a tuple.
    case tuple([Argument], SourceLocation)
    case array([Expr], SourceLocation)
    case dictionary([(key: Expr, value: Expr)], SourceLocation)
    case closure(ClosureRef)
    /// `\.self`, `\Item.id`, as written after the backslash.
    case keyPath(String, SourceLocation)
    case prefix(String, Expr, SourceLocation)
    case binary(String, Expr, Expr, SourceLocation)
    case ternary(Expr, Expr, Expr, SourceLocation)
    /// `#available(…)`: the simulated OS is current, so it is true.
    case available(SourceLocation)

    var location: SourceLocation {
        switch self {
        case .identifier(_, let l), .number(_, _, let l), .string(_, let l), .bool(_, let l), .nilLiteral(let l),
             .implicitMember(_, let l), .tuple(_, let l), .array(_, let l), .dictionary(_, let l), .keyPath(_, let l),
             .prefix(_, _, let l), .binary(_, _, _, let l), .ternary(_, _, _, let l), .available(let l):
            l
        case .chain(let base, _): base.location
        case .closure(let ref): ref.location
        }
    }
}

/// One step of a chain: `.name`, a call `(…) { … }`, a subscript `[…]`, or a postfix `!` / `?`.
struct Suffix {
    enum Kind {
        case member(String)
        case call(CallArguments)
        /// `[…]`, with its arguments when they parse as expressions (`d[.leading]`); nil for anything else.
        case `subscript`([Argument]?)
        case postfix(String)
    }

    var kind: Kind
    var location: SourceLocation

    /// True for the postfix operator `mark` (`!`, `?`, the `...` of `2...`).
    func isPostfix(_ mark: String) -> Bool {
        if case .postfix(mark) = kind { return true }
        return false
    }
}

/// The arguments of a call: those in parentheses, then trailing closures (the first unlabelled).
struct CallArguments {
    var arguments: [Argument]
    var trailingClosures: [TrailingClosure]
    /// Where the `(` is, or the first trailing closure's `{` when there are no parentheses.
    var location: SourceLocation
    var hasParentheses: Bool
}

struct Argument {
    var label: String?
    var value: Expr
    /// The label's location if there is one, else the value's.
    var location: SourceLocation
}

struct TrailingClosure {
    var label: String?
    var closure: ClosureRef
}

/// A `{ … }` closure or block, parsed when first needed.
struct ClosureRef {
    let buffer: TokenBuffer
    /// Token indexes of the braces.
    let open: Int
    let close: Int

    var location: SourceLocation { buffer.tokens[open].location }
}

/// A closure's parameters and statements.
struct ClosureBody {
    var parameters: [(name: String, location: SourceLocation)]
    var statements: [Statement]
}

/// A statement of a view builder, a body or an init.
indirect enum Statement {
    case expression(Expr)
    case conditional(condition: Condition, then: [Statement], otherwise: [Statement]?, location: SourceLocation)
    /// `let name = value` / `var name: T = value` inside a body.
    case binding(name: String, value: Expr?, location: SourceLocation)
    case returnValue(Expr?, location: SourceLocation)
    /// `self.name = value` or `name = value` (what an init does).
    case assignment(target: String, value: Expr, location: SourceLocation)
}

/// The condition of an `if`.
enum Condition {
    /// `if expanded`, `if true`.
    case boolean(Expr)
    /// `if let name` or `if let name = value`: the branch runs when the value is not nil, with `name` bound to it.
    case optionalBinding(name: String, value: Expr, location: SourceLocation)
}

/// A range of tokens `[start, end)` holding one expression, parsed when first needed (property defaults,
/// parameter defaults).
struct ExprRef {
    let buffer: TokenBuffer
    let start: Int
    let end: Int

    var location: SourceLocation { buffer.tokens[start].location }
}

// MARK: - Declarations

/// A top-level `struct Name: View { … }`.
struct ViewDecl {
    var name: String
    var location: SourceLocation
    /// The file it is declared in: the input, or another file of the app read with it.
    var file: String
    var properties: [PropertyDecl] = []
    var initializers: [FunctionDecl] = []
    var functions: [FunctionDecl] = []
    /// Every name written inside the declaration, to find the views no other view uses (the root).
    var referencedNames: Set<String> = []
}

/// A stored or computed property.
struct PropertyDecl {
    var name: String
    var location: SourceLocation
    var isLet: Bool
    var isStatic: Bool
    /// Attribute names without `@`, such as `State`, `ViewBuilder`, `Environment`.
    var attributes: [String]
    var typeText: String?
    var defaultValue: ExprRef?
    /// The body of a computed property.
    var getter: ClosureRef?

    /// A stored property takes a closure when its type is a function type or it is a `@ViewBuilder` one.
    var takesClosure: Bool { attributes.contains("ViewBuilder") || (typeText?.contains("->") ?? false) }

    /// Property wrappers such as `@Environment(\.x)` supply their own initial value (`SwiftUICatalogue`).
    var hasWrapperDefault: Bool { attributes.contains { SwiftUICatalogue.selfInitialisingWrappers.contains($0) } }
}

/// An init or a method.
struct FunctionDecl {
    var name: String
    var location: SourceLocation
    var parameters: [ParameterDecl]
    var body: ClosureRef
}

struct ParameterDecl {
    /// The argument label; nil for `_`.
    var label: String?
    /// The name inside the body.
    var name: String
    var location: SourceLocation
    var typeText: String
    var defaultValue: ExprRef?
    var isViewBuilder: Bool

    var takesClosure: Bool { isViewBuilder || typeText.contains("->") }
}

/// The declarations and statements of a whole file.
struct FileSyntax {
    var views: [ViewDecl] = []
    /// `#Preview { … }` blocks, in order: their names and bodies.
    var previews: [(name: String?, body: ClosureRef, traits: [Expr])] = []
    /// Structs conforming to `PreviewProvider`.
    var previewProviders: [(name: String, location: SourceLocation)] = []
    /// `struct Name: Layout` declarations: their bodies are skipped.
    var layouts: [(name: String, location: SourceLocation, file: String)] = []
    /// `struct Name: UIViewRepresentable` (or another representable protocol) declarations, with the protocol:
    /// their bodies are skipped, as the reader cannot run UIKit or AppKit code.
    var representables: [(name: String, protocol: String, location: SourceLocation, file: String)] = []
    /// Bare top-level view expressions.
    var expressions: [Expr] = []
    /// Static members declared in `extension Color` / `extension ShapeStyle`, accepted as colour names.
    var colorExtensionNames: Set<String> = []
    /// Functions declared in `extension View`: custom modifiers, named in the "unknown modifier" error.
    var viewExtensionFunctions: Set<String> = []
    /// Top-level `let` and `var` names (`let GoldGradient: LinearGradient = …`): the reader does not evaluate them, so
    /// a view that uses one is the compiled path's.
    var topLevelValueNames: Set<String> = []
    /// The modules the file imports (`import ActivityIndicatorView`; `import struct Foo.Bar` is "Foo").
    var importedModules: Set<String> = []
    /// Every extension's type name and brace token indexes; those of the file's view structs add members.
    var viewExtensions: [(typeName: String, open: Int, close: Int)] = []
    /// View structs declared inside an extension of another type (`extension Editor { struct Row: View { … } }`):
    /// not read, but named when the file has no view of its own.
    var nestedViews: [(name: String, outer: String, location: SourceLocation)] = []
    /// The guides of the user's own (`AlignmentID` types), and the constants naming them (`static let
    /// midAccount = VerticalAlignment(MidAccount.self)`).
    var alignmentIDs: [AlignmentIDDecl] = []
    var guideConstants: [GuideConstantDecl] = []
    /// Names declared with a floating-point type (`Parser.scanFloatingPointNames`).
    var floatingPointNames: Set<String> = []

    /// Takes what another file of the app declares for every file to use: its views and layouts (a name the
    /// input declares stays the input's), colours, custom modifiers and guides. Its previews, bare expressions and
    /// preview providers stay its own: the root comes from the input.
    mutating func adopt(_ other: FileSyntax) {
        let viewNames = Set(views.map(\.name)), layoutNames = Set(layouts.map(\.name))
        views += other.views.filter { !viewNames.contains($0.name) }
        layouts += other.layouts.filter { !layoutNames.contains($0.name) }
        let representableNames = Set(representables.map(\.name))
        representables += other.representables.filter { !representableNames.contains($0.name) }
        colorExtensionNames.formUnion(other.colorExtensionNames)
        viewExtensionFunctions.formUnion(other.viewExtensionFunctions)
        topLevelValueNames.formUnion(other.topLevelValueNames)
        alignmentIDs += other.alignmentIDs
        guideConstants += other.guideConstants
        floatingPointNames.formUnion(other.floatingPointNames)
    }
}
