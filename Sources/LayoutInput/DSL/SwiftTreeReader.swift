import LayoutModel

/// What the SwiftUI-syntax reader makes of a file: the tree, and the non-fatal findings (ignored modifiers,
/// images without a natural size, custom layouts skipped), in source order.
public struct DSLReadResult: Sendable {
    public var tree: ViewTree
    public var warnings: [Diagnostic]
    /// The passes after the first that the file's `// layoutdbg: pass` directives ask for.
    public var passes: [ExtraPass]

    public init(tree: ViewTree, warnings: [Diagnostic], passes: [ExtraPass] = []) {
        self.tree = tree
        self.warnings = warnings
        self.passes = passes
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
    /// A property of the root view set to a Swift expression by a pass (`// layoutdbg: pass NAME = VALUE`), and where.
    public typealias StateSetting = (name: String, value: String, location: SourceLocation)

    /// Reads `source`. `file` names it in diagnostics; `root` names the view struct to lay out (else the one no
    /// other view uses, or the bare view expression); `customLayouts` are the names of the custom layouts that
    /// `Name(args) { … }` may use.
    ///
    /// Errors are located (`file:line:column`), say what was expected, and suggest close names. The reader
    /// never traps and never loops without bound: nesting is limited to `InputLimits.depth` levels, and expansion
    /// and strings by `limits`. It recurses once per level of nesting: run it on a large stack (`withLargeStack`)
    /// for deep inputs.
    ///
    /// `state` gives properties of the root view other values than the file's (a `// layoutdbg: pass NAME = VALUE`
    /// directive: the view re-evaluated after a state change); each value is a Swift expression.
    ///
    /// `companions` are the other files of the app: their views, layouts, colours, modifiers and guides are the
    /// input's to use, and what goes wrong in them is said at their own lines (the root comes from the input).
    ///
    /// `assets` are the app's asset catalogs: their images' natural sizes (a `// size:` comment or an `image` directive
    /// of the file wins) and the colours whose generated symbols (`.brand`) the code may name.
    public static func read(_ source: String, file: String, root: String? = nil, preview: String? = nil,
                            customLayouts: Set<String> = [], limits: InputLimits = .standard,
                            state: [StateSetting] = [], companions: [SourceFile] = [],
                            assets: AppAssets = AppAssets()) throws(InputError) -> DSLReadResult {
        try read(source, file: file, root: root, preview: preview, customLayouts: customLayouts, limits: limits,
                 state: state, evaluationBudget: DSLLimits.maximumEvaluations, companions: companions, assets: assets)
    }

    /// `text`, a Swift expression written in a directive at `location`.
    private static func expression(_ text: String, file: String, at location: SourceLocation) throws(Diagnostic) -> Expr {
        var lexer = Lexer(text, file: file)
        let buffer = try TokenBuffer(tokens: try lexer.tokenize(), file: file)
        // The buffer caches what it parsed and the syntax points back at it: break that cycle when done.
        defer { buffer.releaseParsed() }
        var parser = Parser(buffer)
        guard let expr = try? parser.parseExpression(), parser.atEnd else {
            throw Diagnostic(.error, "'\(text)' is not a Swift expression layoutdbg reads", file: file, at: location)
        }
        return expr
    }

    /// The settings a file's `// layoutdbg:` header directives make (proposal, device, quirks, environment, image
    /// sizes; the `// size:` comments too), for the compiled path, which builds the tree from the user's code and applies these before the command line's.
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
            settings.passes = directives.passes
            var byLine: [Int: Size] = [:]
            for (line, comment) in directives.sizeComments { byLine[line] = try Directives.size(from: comment, file: file) }
            settings.imageSizes = ImageSizeComments(byLine: byLine, byName: directives.imageSizes)
            return settings
        } catch {
            throw InputError(error)
        }
    }

    /// `read` with a smaller evaluation budget, so that tests of the limit run fast.
    static func read(_ source: String, file: String, root: String?, preview: String? = nil, customLayouts: Set<String>,
                     limits: InputLimits = .standard, state: [StateSetting] = [],
                     evaluationBudget: Int, companions: [SourceFile] = [], assets: AppAssets = AppAssets()) throws(InputError) -> DSLReadResult {
        var buffers: [TokenBuffer] = []
        // The buffers cache what was parsed and the syntax points back at them: break those cycles when done.
        defer { for buffer in buffers { buffer.releaseParsed() } }
        do throws(Diagnostic) {
            var lexer = Lexer(source, file: file)
            let tokens = try lexer.tokenize()
            var directives = try Directives.read(lexer.comments, file: file)
            directives.imageSizes.merge(assets.imageSizesBySymbol) { given, _ in given }
            let buffer = try TokenBuffer(tokens: tokens, file: file)
            buffers.append(buffer)
            var parser = Parser(buffer)
            var syntax = try parser.parseFile()
            for companion in companions {
                var companionLexer = Lexer(companion.source, file: companion.path)
                let companionBuffer = try TokenBuffer(tokens: try companionLexer.tokenize(), file: companion.path)
                buffers.append(companionBuffer)
                var companionParser = Parser(companionBuffer)
                syntax.adopt(try companionParser.parseFile())
            }
            syntax.colorExtensionNames.formUnion(assets.colorSymbols)
            var builder = TreeBuilder(file: file, syntax: syntax, directives: directives, customLayouts: customLayouts, limits: limits)
            builder.evaluationBudget = evaluationBudget
            // From the tokens already read, the input's and its companions'.
            builder.rootSamples = { [buffers] in RootSamples(outlines: buffers.map(SwiftFileOutline.outline(of:))) }
            for setting in state { builder.stateOverrides[setting.name] = (try Self.expression(setting.value, file: file, at: setting.location), false) }
            defer { builder.releaseScopes() }
            let requested = root.map { (name: $0, location: SourceLocation.unknown) } ?? directives.root
            let rootNode = try builder.buildRoot(named: requested, preview: preview)
            var tree = ViewTree(root: rootNode, proposal: directives.proposal, environment: directives.environment,
                                quirks: directives.quirks)
            if let device = directives.device {
                tree.show(on: device, keepingDisplayScale: directives.namedSettings.contains("displayScale"))
            }
            for setting in state where builder.stateOverrides[setting.name]?.used != true {
                let stored = syntax.views.flatMap { $0.properties.filter { !$0.isLet && !$0.isStatic && $0.getter == nil }.map(\.name) }
                let close = Suggestion.closest(to: setting.name, in: stored).map { ["did you mean '\($0)'?"] } ?? []
                throw Diagnostic(.error, "this pass sets '\(setting.name)', but the root view has no stored property of that name", file: file,
                                 at: setting.location, notes: close + ["a pass sets a `var` (a `@State` one, as a state change would) of the view that is traced"])
            }
            return DSLReadResult(tree: tree, warnings: builder.warnings.diagnostics, passes: directives.passes)
        } catch {
            throw InputError(error)
        }
    }
}
