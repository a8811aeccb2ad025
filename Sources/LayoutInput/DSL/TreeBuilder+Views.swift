import LayoutModel

/// SwiftUI's views: each initialiser with SwiftUI's labels and defaults, turned into an `Element`.
extension TreeBuilder {
    /// The views of `Name(…) { … }` (or `Color.red`, which also consumes its member). Returns how many of the
    /// chain's suffixes the view used; the rest are modifiers.
    mutating func builtInView(_ name: String, at location: SourceLocation, call: CallArguments?, suffixes: [Suffix],
                              in scope: Scope) throws(Diagnostic) -> (views: [ViewNode], consumed: Int) {
        if let made = try declaredOrSpecialView(name, at: location, call: call, suffixes: suffixes, in: scope) { return made }
        // One call through the table: this function recurses once per level of nesting, and a switch with a call per
        // view kept every call's temporaries in one frame of a debug build (14.8 KB a level; docs/performance.md item 46).
        let make = Self.viewMakers[name] ?? Self.otherViewMaker
        return (try make(&self, name, location, call, scope), call == nil ? 0 : 1)
    }

    /// A type the file declares, `Color.red`, a gradient, or a known view named without its call; nil for the rest.
    @inline(never)
    private mutating func declaredOrSpecialView(_ name: String, at location: SourceLocation, call: CallArguments?, suffixes: [Suffix],
                                                in scope: Scope) throws(Diagnostic) -> (views: [ViewNode], consumed: Int)? {
        let consumed = call == nil ? 0 : 1
        // A type the file declares always wins over a built-in or named layout of the same name (a user's FlowLayout,
        // or the seed article's own LayoutMonitor): tracing the built-in instead would answer another question.
        if viewDecls[name] != nil || declaredLayouts[name] != nil || declaredRepresentables[name] != nil {
            return (try otherView(name, at: location, call: call, in: scope), consumed)
        }
        if name == "Color", call == nil { return ([try colorView(member: suffixes, at: location)], 1) }
        if DSLKnownNames.gradients.contains(name) {
            // Gradients take any arguments and lay out like Color.
            guard call != nil else { throw error("expected '(' after '\(name)'", at: location) }
            return ([try node(.color(name: name), at: location)], consumed)
        }
        if call == nil, DSLKnownNames.supportedViews.contains(name) || customLayouts.contains(name) {
            throw error("expected '(' or '{' after '\(name)': write '\(name)()'", at: location)
        }
        return nil
    }

    /// Makes the views of one built-in name from its call.
    typealias ViewMaker = @Sendable (inout TreeBuilder, String, SourceLocation, CallArguments?, Scope) throws(Diagnostic) -> [ViewNode]

    /// The built-in views by name; a name not here is a user's view, a custom layout or unknown (`otherViewMaker`).
    private static let viewMakers: [String: ViewMaker] = {
        var makers: [String: ViewMaker] = [:]
        func add(_ names: [String], _ make: @escaping ViewMaker) { for name in names { makers[name] = make } }
        add(Array(controlNames)) { builder, name, location, call, scope throws(Diagnostic) in try builder.control(name, at: location, call: call, in: scope) }
        add(["HStack", "HStackLayout", "LazyHStack", "VStack", "VStackLayout", "LazyVStack"]) { builder, name, location, call, scope throws(Diagnostic) in
            [try builder.stack(name, at: location, call: call, in: scope)]
        }
        add(["ZStack", "ZStackLayout"]) { builder, name, location, call, scope throws(Diagnostic) in [try builder.zStack(name, at: location, call: call, in: scope)] }
        add(["AnyLayout"]) { builder, _, location, call, scope throws(Diagnostic) in try builder.anyLayout(at: location, call: call, in: scope) }
        add(["LazyVGrid", "LazyHGrid"]) { builder, name, location, call, scope throws(Diagnostic) in [try builder.lazyGrid(name, at: location, call: call, in: scope)] }
        add(["Grid", "GridLayout"]) { builder, name, location, call, scope throws(Diagnostic) in [try builder.grid(name, at: location, call: call, in: scope)] }
        add(["GridRow"]) { builder, name, location, call, scope throws(Diagnostic) in [try builder.gridRow(name, at: location, call: call, in: scope)] }
        add(["Text"]) { builder, name, location, call, scope throws(Diagnostic) in [try builder.text(name, at: location, call: call, in: scope)] }
        add(["Image"]) { builder, _, location, call, scope throws(Diagnostic) in [try builder.image(at: location, call: call, in: scope)] }
        add(["Spacer", "Divider", "EmptyView", "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle"]) { builder, name, location, call, scope throws(Diagnostic) in
            [try builder.shapeOrSpacer(name, at: location, call: call, in: scope)]
        }
        add(["Color"]) { builder, _, location, call, scope throws(Diagnostic) in
            [try builder.colorNode(try builder.colorInitializerName(at: location, call: call!, in: scope), at: location)]
        }
        add(["GeometryReader", "ScrollView", "ViewThatFits"]) { builder, name, location, call, scope throws(Diagnostic) in
            [try builder.scrollingOrMeasuring(name, at: location, call: call, in: scope)]
        }
        add(["ForEach"]) { builder, _, location, call, scope throws(Diagnostic) in try builder.forEach(at: location, call: call, in: scope) }
        add(["Group"]) { builder, name, location, call, scope throws(Diagnostic) in
            try builder.children(try builder.bind(call, [.init("content", closure: true)], name, location), in: scope)
        }
        add(["AnyView"]) { builder, name, location, call, scope throws(Diagnostic) in
            let arguments = try builder.bind(call, [.init(nil, key: "view")], name, location)
            return try builder.views(arguments["view"]!.value, in: scope)
        }
        add(["Button"]) { builder, _, location, call, scope throws(Diagnostic) in try builder.button(at: location, call: call, in: scope) }
        add(["LayoutMonitor"]) { builder, _, location, call, scope throws(Diagnostic) in [try builder.layoutMonitor(at: location, call: call, in: scope)] }
        add(["Measured"]) { builder, name, location, call, scope throws(Diagnostic) in
            let arguments = try builder.bind(call, [.init("replies")], name, location)
            return [try builder.node(.measured(try builder.measuredTable(arguments["replies"]!.value, in: scope)), at: location)]
        }
        return makers
    }()

    private static let otherViewMaker: ViewMaker = { builder, name, location, call, scope throws(Diagnostic) in
        try builder.otherView(name, at: location, call: call, in: scope)
    }

    // Each view's case is a function of its own, never inlined: `builtInView` recurses once per level of nesting, and a
    // frame that held every case's locals (6.9 KB) made the reader's stack 9.6 KB a level.

    @inline(never)
    private mutating func zStack(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        let arguments = try bind(call, [.init("alignment", default: true), .init("content", closure: true)], name, location)
        var alignment = Alignment.center
        if let a = arguments["alignment"] { alignment = try self.alignment(a.value, in: scope, for: "'alignment'") }
        return try node(.zStack(alignment: alignment), children: try children(arguments, in: scope), at: location)
    }

    @inline(never)
    private mutating func grid(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        let arguments = try bind(call, [.init("alignment", default: true), .init("horizontalSpacing", default: true),
                                        .init("verticalSpacing", default: true), .init("content", closure: true)], name, location)
        var alignment = Alignment.center
        if let a = arguments["alignment"] { alignment = try self.alignment(a.value, in: scope, for: "'alignment'") }
        var horizontal: Double?
        var vertical: Double?
        if let h = arguments["horizontalSpacing"] { horizontal = try optionalNumber(h.value, in: scope, for: "'horizontalSpacing'") }
        if let v = arguments["verticalSpacing"] { vertical = try optionalNumber(v.value, in: scope, for: "'verticalSpacing'") }
        return try node(.grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical),
                        children: try children(arguments, in: scope), at: location)
    }

    @inline(never)
    private mutating func gridRow(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        let arguments = try bind(call, [.init("alignment", default: true), .init("content", closure: true)], name, location)
        var alignment: VerticalAlignment?
        if let a = arguments["alignment"] {
            let (value, valueScope) = try resolve(a.value, in: scope)
            if case .nilLiteral = value {} else { alignment = try verticalAlignment(value, in: valueScope, for: "'alignment'") }
        }
        return try node(.gridRow(alignment: alignment), children: try children(arguments, in: scope), at: location)
    }

    @inline(never)
    private mutating func text(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        let (index, arguments): (Int, BoundArguments)
        do throws(Diagnostic) {
            (index, arguments) = try Signature.bind(call, to: Self.textSignatures, callee: name, at: location, file: file)
        } catch {
            // `Text(price, format: .currency(code: "USD"))`, `Text(date, style: .time)`: Foundation writes the words, in
            // the compiled path (FormattedText.swift, DateStyleText.swift). Looked for only when the call does not bind.
            if let formatted = call?.arguments.first(where: { $0.label == "format" || $0.label == "style" }) {
                throw limitation("'Text(_:\(formatted.label!):)' writes a value through Foundation, which the reader does not evaluate",
                                 at: formatted.location, notes: [Self.compileNote])
            }
            throw error
        }
        let content = arguments["content"]!.value
        // A literal given unlabelled is a LocalizedStringKey, whose interpolations format numbers as SwiftUI does.
        var isKey = false
        if index == 0, case .string = content { isKey = true }
        return try node(.text(try string(content, in: scope, for: "the text", asKey: isKey)), at: location)
    }

    @inline(never)
    private mutating func shapeOrSpacer(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        switch name {
        case "Spacer":
            let arguments = try bind(call, [.init("minLength", default: true)], name, location)
            var minLength: Double?
            if let m = arguments["minLength"] { minLength = try optionalLength(m.value, in: scope, for: "'minLength'") }
            return try node(.spacer(minLength: minLength), at: location)
        case "RoundedRectangle":
            let (index, arguments) = try Signature.bind(call, to: [Signature([.init("cornerRadius"), .init("style", default: true)]),
                                                                   Signature([.init("cornerSize"), .init("style", default: true)])],
                                                        callee: name, at: location, file: file)
            var radius: Double
            if index == 0 {
                radius = try number(arguments["cornerRadius"]!.value, in: scope, for: "'cornerRadius'")
            } else {
                guard let size = try size(arguments["cornerSize"]!.value, in: scope, for: "'cornerSize'") else {
                    throw error("expected a CGSize for 'cornerSize'", at: arguments["cornerSize"]!.location)
                }
                radius = size.width
            }
            if radius.isNaN { throw error("'cornerRadius' is not a number (NaN)", at: arguments.values.first!.value.location) }
            return try node(.shape(.roundedRectangle(cornerRadius: radius)), at: location)
        default:
            let parameters: [Signature.Parameter] = name == "Capsule" ? [.init("style", default: true)] : []
            _ = try bind(call, parameters, name, location)
            let element: Element = switch name {
            case "Divider": .divider
            case "EmptyView": .emptyView
            case "Rectangle": .shape(.rectangle)
            case "Circle": .shape(.circle)
            case "Ellipse": .shape(.ellipse)
            default: .shape(.capsule)
            }
            return try node(element, at: location)
        }
    }

    @inline(never)
    private mutating func scrollingOrMeasuring(_ name: String, at location: SourceLocation, call: CallArguments?,
                                               in scope: Scope) throws(Diagnostic) -> ViewNode {
        switch name {
        case "GeometryReader":
            let arguments = try bind(call, [.init("content", closure: true)], name, location)
            let proxy = Binding.unknowable(reason: "is a GeometryProxy: its values exist only during layout, which the reader does not run; write the view as a struct ('struct V: View { … }') and layoutdbg compiles it, building the content with the reader's frame")
            let content = try children(arguments, in: scope, arguments: [proxy])
            return try node(.geometryReader, children: content, at: location)
        case "ScrollView":
            let arguments = try bind(call, [.init(nil, key: "axes", default: true), .init("showsIndicators", default: true),
                                            .init("content", closure: true)], name, location)
            var axes = Axes.vertical
            if let a = arguments["axes"] { axes = try self.axes(a.value, in: scope, for: "the scroll axes") }
            if let s = arguments["showsIndicators"] { _ = try bool(s.value, in: scope, for: "'showsIndicators'") }
            return try node(.scrollView(axes: axes), children: try children(arguments, in: scope), at: location)
        default:
            let arguments = try bind(call, [.init("in", key: "axes", default: true), .init("content", closure: true)], name, location)
            var axes = Axes.both
            if let a = arguments["axes"] { axes = try self.axes(a.value, in: scope, for: "'in'") }
            return try node(.viewThatFits(axes: axes), children: try children(arguments, in: scope), at: location)
        }
    }

    /// User view structs, custom layouts, and the names layoutdbg does not model.
    @inline(never)
    private mutating func otherView(_ name: String, at location: SourceLocation, call: CallArguments?,
                                    in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        if let decl = viewDecls[name] { return try instantiate(decl, call: call, at: location, caller: scope) }
        if let layout = declaredLayouts[name] {
            let whose = layout.file == inputFile ? "the file's own Layout" : "the app's own Layout (\(Declaration.fileName(ofPath: layout.file)):\(layout.line))"
            throw limitation("'\(name)' is \(whose), which the reader does not run", at: location,
                             notes: [Self.compileNote])
        }
        if let (declaration, hosting) = declaredRepresentables[name] {
            let whose = declaration.file == inputFile ? "the file's own" : "the app's own (\(Declaration.fileName(ofPath: declaration.file)):\(declaration.line))"
            throw limitation("'\(name)' is \(whose) \(hosting), whose UIKit or AppKit view the reader does not make", at: location,
                             notes: [Self.compileNote])
        }
        if customLayouts.contains(name) { return [try customLayout(name, at: location, call: call, in: scope)] }
        if DSLKnownNames.unsupportedViews.contains(name) {
            throw limitation(SwiftUICatalogue.notModelled(name), at: location)
        }
        let nested = syntax.nestedViews.filter { $0.outer == name || $0.outer.hasPrefix(name + ".") }
        if let first = nested.first {
            // `Settings.Row()`, a view declared in `extension Settings { struct Row: View { … } }`: the compiler's. The
            // member called is not known here, so each such view is named.
            let names = nested.map { "'\($0.outer).\($0.name)'" }.joined(separator: ", ")
            throw limitation("\(names) \(nested.count == 1 ? "is" : "are") declared inside 'extension \(first.outer)', which the reader does not read",
                             at: location, notes: [Self.compileNote])
        }
        if syntax.topLevelValueNames.contains(name) {
            throw limitation("'\(name)' is a top-level constant, which the reader does not evaluate", at: location,
                             notes: [Self.compileNote])
        }
        let candidates = DSLKnownNames.supportedViews + viewDecls.keys.sorted() + customLayouts.sorted()
        // Real files use views of other files of their app more often than they misspell one: unless the name is a
        // typo (one edit) of a known view, say how to give the file that declares it.
        let match = Suggestion.closest(to: name, in: candidates)
        var notes = match.map { ["did you mean '\($0)'?"] } ?? []
        if syntax.importedModules.contains(name) {
            // A package named for its view (`import ActivityIndicatorView`): no file of the app declares it.
            notes = ["'\(name)' comes from the package the file imports as 'import \(name)', which layoutdbg does not have: paste a "
                     + "view of that name into the file (its size is what matters here), or trace a view that does not use it"]
        } else if match.map({ Suggestion.distance(name, $0) > 1 }) ?? true {
            notes.append("'\(name)' is not declared in this file (another file of your app?): give that file with --with FILE (or the app's folder with --with DIR)")
            if let others = TypesWithout.note(viewsMadeWithout(name)) { notes.append(others) }
        }
        throw error("unknown view '\(name)'", at: location, notes: notes)
    }

    /// The views of the input file that need no arguments and do not use `name`, directly or through the file's other
    /// views or the preview `--view` would trace them through, in the order they are declared: what `--view` can trace
    /// when a preview shows a view of another file (a preview left on a view's old name, say).
    private func viewsMadeWithout(_ name: String) -> [String] {
        let candidates = viewDecls.values
            .filter { $0.file == inputFile && Self.requiredArguments($0).isEmpty }
            .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
            .map(\.name)
        let previews = syntax.previews.map { preview in
            preview.body.buffer.tokens[preview.body.open..<preview.body.close].filter { $0.kind == .identifier }.map(\.text)
        }
        return TypesWithout.names(candidates, notUsing: name, uses: viewDecls.mapValues { Array($0.referencedNames) }, previews: previews)
    }

    // MARK: - Helpers

    mutating func bind(_ call: CallArguments?, _ parameters: [Signature.Parameter], _ callee: String,
                       _ location: SourceLocation) throws(Diagnostic) -> BoundArguments {
        // One signature: bound directly, no list of overloads to make (this runs for every call the file makes).
        switch Signature(parameters).bind(call, callee: callee, at: location, file: file) {
        case .success(let arguments): return arguments
        case .failure(let mismatch): throw mismatch.diagnostic
        }
    }

    /// The note of an error about Swift the reader does not evaluate, which the compiled path runs.
    static let compileNote = "layoutdbg compiles the file to run it (--engine auto or compile; docs/input-format.md)"

    /// The parameters of the stacks and of Text, made once: a file has thousands of them.
    private static let stackParameters: [Signature.Parameter] = [.init("alignment", default: true), .init("spacing", default: true),
                                                                 .init("content", closure: true)]
    private static let lazyStackParameters: [Signature.Parameter] = [.init("alignment", default: true), .init("spacing", default: true),
                                                                     .init("pinnedViews", default: true), .init("content", closure: true)]
    /// A localized key's table, bundle and translator's comment choose which strings file is read: the key is the text.
    private static let textSignatures = [Signature([.init(nil, key: "content"), .init("tableName", default: true), .init("bundle", default: true),
                                                    .init("comment", default: true)]),
                                         Signature([.init("verbatim", key: "content")])]

    /// The views of the `content` argument: a closure's, or those of a view-valued expression.
    mutating func children(_ arguments: BoundArguments, key: String = "content", in scope: Scope,
                           arguments closureArguments: [Binding] = []) throws(Diagnostic) -> [ViewNode] {
        guard let content = arguments[key] else { return [] }
        if case .closure(let ref) = content.value { return try self.content(ref, in: scope, arguments: closureArguments) }
        return try views(content.value, in: scope)
    }

    @inline(never)
    private mutating func stack(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        let (element, arguments) = try stackElement(name, at: location, call: call, in: scope)
        return try node(element, children: try children(arguments, in: scope), at: location)
    }

    /// A stack's element from its arguments, and the arguments (whose content the caller builds): apart from `stack`,
    /// which recurses once per level of nesting and in a debug build would hold these temporaries in every level.
    @inline(never)
    private mutating func stackElement(_ name: String, at location: SourceLocation, call: CallArguments?,
                                       in scope: Scope) throws(Diagnostic) -> (Element, BoundArguments) {
        let lazy = name.hasPrefix("Lazy")
        let arguments = try bind(call, lazy ? Self.lazyStackParameters : Self.stackParameters, name, location)
        var spacing: Double?
        if let s = arguments["spacing"] {
            spacing = try optionalNumber(s.value, in: scope, for: "'spacing'")
            if spacing?.isNaN == true { throw error("'spacing' is not a number (NaN)", at: s.location) }
        }
        if name.contains(Character("H")) {  // HStack, LazyHStack, HStackLayout
            var alignment = VerticalAlignment.center
            if let a = arguments["alignment"] { alignment = try verticalAlignment(a.value, in: scope, for: "'alignment'") }
            return (lazy ? .lazyHStack(alignment: alignment, spacing: spacing) : .hStack(alignment: alignment, spacing: spacing), arguments)
        }
        var alignment = HorizontalAlignment.center
        if let a = arguments["alignment"] { alignment = try horizontalAlignment(a.value, in: scope, for: "'alignment'") }
        return (lazy ? .lazyVStack(alignment: alignment, spacing: spacing) : .vStack(alignment: alignment, spacing: spacing), arguments)
    }

    // MARK: - Images

    /// `Image("name")`, `Image(systemName:)`, `Image(decorative:)`. The natural size comes from a `// size: WxH`
    /// comment on the image's line, else a `// layoutdbg: image "name" WxH` directive, else 24×24 with a warning.
    @inline(never)
    private mutating func image(at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        if let label = call?.arguments.first?.label, ["uiImage", "nsImage", "cgImage"].contains(label) {
            throw limitation("'Image(\(label):)' is not supported by layoutdbg: write Image(\"name\") and give its size", at: location,
                        notes: ["add '// size: 24x24' at the end of the line"])
        }
        let (index, arguments) = try Signature.bind(call, to: [
            Signature([.init(nil, key: "name"), .init("bundle", default: true), .init("label", default: true)]),
            Signature([.init("systemName", key: "name"), .init("variableValue", default: true)]),
            Signature([.init("decorative", key: "name"), .init("bundle", default: true)]),
        ], callee: "Image", at: location, file: file)
        let nameArgument = arguments["name"]!.value
        let name: String
        if case .implicitMember(let resource, _) = try resolve(nameArgument, in: scope).0 {
            name = resource  // `Image(.logo)`: the ImageResource Xcode generates for the asset named "logo"
        } else {
            name = try string(nameArgument, in: scope, for: "the image name")
        }
        return try node(try imageElement(name, symbol: index == 1, at: location), at: location)
    }

    /// The image `name` (an SF Symbol when `symbol`): its size from a `// size:` comment or an `image` directive,
    /// else, with a warning, a symbol as large as its font or an image of the default size.
    mutating func imageElement(_ name: String, symbol: Bool, at location: SourceLocation) throws(Diagnostic) -> Element {
        if let comment = directives.sizeComments[location.line] {
            return .image(name: name, naturalSize: try Directives.size(from: comment, file: file))
        }
        if let size = directives.imageSizes[name] { return .image(name: name, naturalSize: size) }
        warnings.addUnsizedImage(name, symbol: symbol, file: file, at: location)
        return symbol ? .symbol(name: name) : .image(name: name, naturalSize: SurfaceDefaults.imageSize)
    }

    // MARK: - Button, custom layouts, measured leaves

    /// A Button is laid out as its label: the default button style adds no layout of its own.
    @inline(never)
    private mutating func button(at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        let (index, arguments) = try Signature.bind(call, to: [
            Signature([.init(nil, key: "title"), .init("role", default: true), .init("action", closure: true)]),
            Signature([.init("role", default: true), .init("action", closure: true), .init("label", closure: true)]),
            Signature([.init(nil, key: "title"), .init("systemImage", key: "icon"), .init("role", default: true), .init("action", closure: true)]),
        ], callee: "Button", at: location, file: file)
        warn(ApproximationWarning.button, at: location, key: "button")
        if index == 2 { return [try labelRow(arguments, symbol: true, in: scope, at: location)] }  // `Button(_:systemImage:action:)` shows a Label
        if index == 0 {
            return [try node(.text(try title(arguments, in: scope, for: "the button title")), at: location)]
        }
        return try children(arguments, key: "label", in: scope)
    }

    /// `Name(spacing: 8, columns: 3) { … }` for a custom layout named on the command line: numeric arguments by
    /// label (unlabelled ones by position, `_0`, `_1`, …).
    private mutating func customLayout(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        var values: [String: Double] = [:]
        for (index, argument) in (call?.arguments ?? []).enumerated() {
            let key = argument.label ?? "_\(index)"
            if values[key] != nil { throw error("argument '\(key)' is given twice", at: argument.location) }
            values[key] = try number(argument.value, in: scope, for: "'\(key)' of custom layout '\(name)'")
            if values[key]!.isNaN { throw error("'\(key)' is not a number (NaN)", at: argument.location) }
        }
        var children: [ViewNode] = []
        for closure in call?.trailingClosures ?? [] {
            guard closure.label == nil else {
                throw error("custom layout '\(name)' takes one content closure", at: closure.closure.location)
            }
            children += try content(closure.closure, in: scope)
        }
        return try node(.layout(name: name, arguments: values), children: children, at: location)
    }

    /// `[(0, 0): (8, 16), (nil, 350): (167, 350)]`: proposal → reply pairs recorded on a device, in order.
    private mutating func measuredTable(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> MeasuredTable {
        let (value, valueScope) = try resolve(expr, in: scope)
        guard case .dictionary(let pairs, _) = value else {
            throw error("expected replies such as '[(0, 0): (8, 16), (nil, nil): (20, 16)]', found \(value.quoted)", at: value.location)
        }
        var entries: [MeasuredEntry] = []
        for (key, reply) in pairs {
            let proposal = try pair(key, in: valueScope, what: "proposal", allowNil: true)
            let size = try pair(reply, in: valueScope, what: "reply", allowNil: false)
            entries.append(MeasuredEntry(proposal: ProposedSize(width: proposal.0, height: proposal.1),
                                         size: Size(width: size.0!, height: size.1!)))
        }
        return MeasuredTable(entries: entries)
    }

    /// `(w, h)` of a measured entry: lengths ≥ 0 (infinity allowed), or nil for a proposal's unspecified axis.
    private mutating func pair(_ expr: Expr, in scope: Scope, what: String, allowNil: Bool) throws(Diagnostic) -> (Double?, Double?) {
        let (value, valueScope) = try resolve(expr, in: scope)
        guard case .tuple(let elements, _) = value, elements.count == 2 else {
            throw error("expected a \(what) '(width, height)', found \(value.quoted)", at: value.location)
        }
        var result: [Double?] = []
        for (element, axis) in zip(elements, ["width", "height"]) {
            if let label = element.label, label != axis {
                throw error("expected '\(axis)' in the \(what), found '\(label)'", at: element.location)
            }
            if allowNil {
                result.append(try optionalLength(element.value, in: valueScope, for: "the \(what)'s \(axis)"))
            } else {
                result.append(try length(element.value, in: valueScope, for: "the \(what)'s \(axis)"))
            }
        }
        return (result[0], result[1])
    }

    /// `LayoutMonitor { … }` or `LayoutMonitor("label") { … }`. (Its own function: `builtInView` recurses once per
    /// level of nesting, and each case written inline there grows every level's stack frame in a debug build.)
    @inline(never)
    private mutating func layoutMonitor(at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        let (_, arguments) = try Signature.bind(call, to: [Signature([.init("content", closure: true)]),
                                                           Signature([.init(nil, key: "label"), .init("content", closure: true)])],
                                                callee: "LayoutMonitor", at: location, file: file)
        var monitor = try node(.layoutMonitor, children: try children(arguments, in: scope), at: location)
        if let label = arguments["label"] {
            monitor.label = try self.label(try string(label.value, in: scope, for: "the label"), at: label.value.location)
        }
        return monitor
    }
}
