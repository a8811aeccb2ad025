import LayoutModel

/// What the SwiftUI-syntax reader makes of a file: the tree, and the non-fatal findings (ignored modifiers,
/// images without a natural size, custom layouts skipped), in source order.
public struct DSLReadResult: Sendable {
    public var tree: ViewTree
    public var warnings: [Diagnostic]

    public init(tree: ViewTree, warnings: [Diagnostic]) {
        self.tree = tree
        self.warnings = warnings
    }
}

/// Reads a subset of SwiftUI syntax (docs/dsl.md) into the same `ViewTree` as the JSON format: users paste
/// the body of their view, or the whole file, and trace it.
///
/// It reads view initialisers with SwiftUI's labels and defaults, modifier chains, view structs (with their
/// inits, properties and methods, expanded at each use), `ForEach` over literal ranges and arrays, `if` with
/// literal conditions, and `// layoutdbg:` header directives. Modifiers with no layout effect are accepted
/// with a warning; SwiftUI constructs without a layout model are refused by name.
public enum SwiftTreeReader {
    /// Reads `source`. `file` names it in diagnostics; `root` names the view struct to lay out (else the one no
    /// other view uses, or the bare view expression); `customLayouts` are the names of the custom layouts that
    /// `Name(args) { … }` may use.
    ///
    /// Errors are located (`file:line:column`), say what was expected, and suggest close names. The reader
    /// never traps and never loops without bound: nesting is limited to `10_000` levels and expansion to
    /// `200_000` views. It recurses once per level of nesting: run it on a large stack (`withLargeStack`)
    /// for deep inputs.
    public static func read(_ source: String, file: String, root: String? = nil, preview: String? = nil,
                            customLayouts: Set<String> = []) throws(InputError) -> DSLReadResult {
        try read(source, file: file, root: root, preview: preview, customLayouts: customLayouts, evaluationBudget: DSLLimits.maximumEvaluations)
    }

    /// The settings a file's `// layoutdbg:` header directives make (proposal, device, quirks, environment), for the
    /// compiled path, which builds the tree from the user's code and applies these before the command line's.
    public static func headerSettings(_ source: String, file: String) throws(InputError) -> RunSettings {
        do throws(Diagnostic) {
            var lexer = Lexer(source, file: file)
            _ = try lexer.tokenize()
            let directives = try Directives.read(lexer.comments, file: file)
            let quirks = Quirk.allCases.filter { directives.quirks.contains($0) != $0.defaultValue }
                .map { QuirkSetting($0, directives.quirks.contains($0)) }
            var settings = RunSettings(proposal: directives.proposal, device: directives.device, quirks: quirks,
                                       environment: directives.namedSettings.isEmpty ? nil : directives.environment)
            settings.keepsDisplayScale = directives.namedSettings.contains("displayScale")
            return settings
        } catch {
            throw InputError(error)
        }
    }

    /// `read` with a smaller evaluation budget, so that tests of the limit run fast.
    static func read(_ source: String, file: String, root: String?, preview: String? = nil, customLayouts: Set<String>,
                     evaluationBudget: Int) throws(InputError) -> DSLReadResult {
        do throws(Diagnostic) {
            var lexer = Lexer(source, file: file)
            let tokens = try lexer.tokenize()
            let directives = try Directives.read(lexer.comments, file: file)
            let buffer = try TokenBuffer(tokens: tokens, file: file)
            defer { buffer.releaseParsed() }
            var parser = Parser(buffer)
            let syntax = try parser.parseFile()
            var builder = TreeBuilder(file: file, syntax: syntax, directives: directives, customLayouts: customLayouts)
            builder.evaluationBudget = evaluationBudget
            defer { builder.releaseScopes() }
            let requested = root.map { (name: $0, location: SourceLocation.unknown) } ?? directives.root
            let rootNode = try builder.buildRoot(named: requested, preview: preview)
            var tree = ViewTree(root: rootNode, proposal: directives.proposal, environment: directives.environment,
                                quirks: directives.quirks)
            if let device = directives.device {
                tree.show(on: device, keepingDisplayScale: directives.namedSettings.contains("displayScale"))
            }
            return DSLReadResult(tree: tree, warnings: builder.warnings.diagnostics)
        } catch {
            throw InputError(error)
        }
    }
}
