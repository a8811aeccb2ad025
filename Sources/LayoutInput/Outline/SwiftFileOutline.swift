import LayoutModel

/// What a Swift file declares at its top level, found without evaluating anything: types with their conformances
/// and the stored properties a memberwise initialiser asks for, `#Preview` blocks, `@main` attributes and
/// functions returning `some View`. The compiled path (which runs the file) picks its root from this, and the
/// interpreter's root rule agrees with it. Any Swift may appear: what is not recognised is passed over.
public struct SwiftFileOutline: Sendable {
    public var types: [TypeDecl] = []
    public var previews: [Preview] = []
    /// Where each `@main` attribute is: a second entry point cannot link next to the generated one.
    public var mainAttributes: [SourceLocation] = []
    /// Text the compiled path blanks out (PreparedSource), from its start to the column after it, each on one line:
    /// - each `@MainActor` on a declaration or a function type (with its argument, if any), as the library's `View` is
    ///   not main-actor isolated as SwiftUI's is; a closure's `{ @MainActor in` is not among them: it compiles either way;
    /// - in a file that imports SwiftData, SwiftData's macros: `@Model` on a top-level class (the class is made a
    ///   `PersistentModel` instead: `models`), `@Attribute(…)`, `@Relationship(…)`, `@Transient`, `#Unique<…>(…)`,
    ///   `#Index<…>(…)`. No macro can be built here, and they change nothing a trace sees;
    /// - a `#Preview` body's closure attributes and `in` (`#Preview { @MainActor in … }`): the compiled path makes the
    ///   body a function's, which cannot open so.
    public var blanked: [(start: SourceLocation, end: SourceLocation)] = []
    /// The top-level classes marked `@Model`, in a file that imports SwiftData.
    public var models: [String] = []
    /// The modules the file imports (`import UIKit` → "UIKit"; `import struct Foo.Bar` → "Foo"), in order.
    public var imports: [String] = []
    /// Each `M.` that qualifies a name with a module the file imports (`Backend.Category`), where `M` starts: the
    /// compiled path removes it when `M`'s files are compiled into the program itself (PreparedSource).
    public var moduleQualifiers: [(module: String, location: SourceLocation)] = []
    /// Top-level `func name(…) -> some View`.
    public var viewFunctions: [(name: String, location: SourceLocation)] = []
    /// Bare top-level expressions (a pasted snippet: `VStack { … }` outside any declaration): where each starts, and
    /// where its last token ends (the column after it).
    public var expressions: [(start: SourceLocation, end: SourceLocation)] = []
    /// How often each identifier occurs in the file.
    var identifierCounts: [String: Int] = [:]

    /// The identifiers the file uses, declared or not (which names of other files it may need).
    public var identifiers: Dictionary<String, Int>.Keys { identifierCounts.keys }

    /// How often `name` is used outside its own declaration and extensions (a root view is used by nothing).
    public func references(to name: String) -> Int {
        let declarations = types.filter { $0.name == name }.count + extensionNames.filter { $0 == name }.count
        return max(0, (identifierCounts[name] ?? 0) - declarations)
    }

    /// Views and layouts declared inside an extension of another type (`extension Settings { struct Row: View }`):
    /// their names and where each `struct` is. Not roots; the trace says where their nodes' code is.
    public internal(set) var nestedViews: [(name: String, location: SourceLocation)] = []

    /// The types extended in the file, once per extension.
    public internal(set) var extensionNames: [String] = []

    /// The names the file declares outside its types: its top-level functions, constants and variables, and its
    /// extensions' members (`static let brand`, `func cardStyle()`). A file of such helpers is needed where one is used.
    public internal(set) var memberNames: [String] = []

    /// The types the file's extensions add a conformance to (`extension String: Identifiable`): a use of it shows in
    /// no name.
    public internal(set) var conformingExtensions: [String] = []

    /// The members of the file's top-level extensions, each by its first and last line: what a helper file that
    /// fails in one of them (a Darwin-only API in one of its String helpers) can be compiled without (FolderInput).
    public internal(set) var extensionMembers: [ClosedRange<Int>] = []

    /// A struct, class, enum or actor, with the conformances written on it or on an extension of it.
    public struct TypeDecl: Sendable {
        public var name: String
        public var kind: String
        public var conformances: [String]
        public var location: SourceLocation
        /// Stored properties the memberwise initialiser needs (no default value, not optional, not a wrapper that
        /// brings its own value), in declaration order.
        public var requiredProperties: [Property]
        /// Whether the type declares an `init` of its own.
        public var declaresInit: Bool
        /// The parameters without default values of its first `init`, when it declares one.
        public var initParameters: [RootArguments.Parameter]?
        /// The type names its body uses, in order of first use (for a `PreviewProvider`: which views it shows).
        public var typesUsed: [String] = []
        /// The line of its closing brace.
        public var endLine: Int = 0
        /// A `PreviewProvider`'s `static var previews … { … }`: where its body's `{` and `}` are.
        public var previewsBody: (start: SourceLocation, end: SourceLocation)?
        /// An enum's first case without associated values (`other` in `case food(String); case other`).
        public var firstPlainCase: String?

        public func conforms(to name: String) -> Bool { conformances.contains(name) }
        /// A view: `View`, or a representable of a UIKit or AppKit view, which is a View too.
        public var isView: Bool { conformances.contains("View") || conformances.contains(where: SwiftUICatalogue.representableProtocols.contains) }

        /// What making the type needs: its first `init`'s parameters without defaults, or without an `init` of its own
        /// the memberwise initialiser's (the reader's `requiredArguments` gives the same for the same type).
        public var rootParameters: [RootArguments.Parameter] {
            initParameters ?? RootArguments.parameters(of: requiredProperties)
        }
    }

    /// A stored property: `title: String`.
    public struct Property: Sendable, Equatable {
        public var name: String
        public var type: String
        /// The property wrapper, when there is one (`Binding` for `@Binding var isOn: Bool`).
        public var wrapper: String?

        public init(name: String, type: String, wrapper: String? = nil) {
            self.name = name
            self.type = type
            self.wrapper = wrapper
        }
    }

    /// A `#Preview` block: its name, where `#` is, and where its body's `{` is.
    public struct Preview: Sendable {
        public var name: String?
        public var location: SourceLocation
        public var bodyStart: SourceLocation
        /// Where its body's closing brace is.
        public var bodyEnd: SourceLocation
        /// The type names its body uses, in order of first use (which views it shows).
        public var typesUsed: [String] = []
        /// Its traits (`traits: .sizeThatFitsLayout, .landscapeLeft`) as written, each with where it starts.
        public var traits: [(text: String, location: SourceLocation)] = []
    }

    /// Views: types conforming to `View` or to a representable protocol.
    public var views: [TypeDecl] { types.filter(\.isView) }
    /// Types conforming to `Layout`.
    public var layouts: [TypeDecl] { types.filter { $0.conforms(to: "Layout") } }
    /// Types conforming to `PreviewProvider`.
    public var previewProviders: [TypeDecl] { types.filter { $0.conforms(to: "PreviewProvider") } }

    /// The outline of `source`; throws only when the file cannot be tokenised (an unterminated string, unbalanced
    /// brackets), with a located error.
    public static func read(_ source: String, file: String) throws(InputError) -> SwiftFileOutline {
        do throws(Diagnostic) {
            var lexer = Lexer(source, file: file)
            let tokens = try lexer.tokenize()
            return outline(of: try TokenBuffer(tokens: tokens, file: file))
        } catch {
            throw InputError(error)
        }
    }

    /// The outline of a source already tokenised (the reader's buffers).
    static func outline(of buffer: TokenBuffer) -> SwiftFileOutline {
        var scanner = OutlineScanner(tokens: buffer.tokens, matching: buffer.matching)
        return scanner.scan()
    }
}
