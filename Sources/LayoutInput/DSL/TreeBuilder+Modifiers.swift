import LayoutModel

/// SwiftUI's modifiers, with their labels, overloads and defaults, turned into `Modifier`s; the ones with no
/// layout effect are accepted with a warning, the ones with an effect layoutdbg does not model are refused.
extension TreeBuilder {
    /// Applies `.name(call)` to each of `nodes` (several views after a `ForEach` or content closure each get it).
    /// In place: a copy per modifier would make a long chain quadratic.
    mutating func applyModifier(_ name: String, call: CallArguments?, at location: SourceLocation, to nodes: inout [ViewNode],
                                in scope: Scope) throws(Diagnostic) {
        let known = DSLKnownNames.supportedModifiers.contains(name) || DSLKnownNames.ignoredReason(name) != nil
        if known, call == nil {
            throw error("'.\(name)' must be called: write '.\(name)()'", at: location)
        }
        if name == "pickerStyle", let call, let style = call.arguments.first?.value,
           case .implicitMember("segmented", _) = try resolve(style, in: scope).0 {
            // The one picker style with its own size: the segmented bar.
            for index in nodes.indices { nodes[index] = ControlComposition.segmented(nodes[index], at: location) }
            return
        }
        if name == "tabViewStyle", let call, let style = call.arguments.first?.value {
            // The page style has no tab bar; the others keep the default layout.
            if Self.isPageStyle(try resolve(style, in: scope).0) {
                for index in nodes.indices { nodes[index] = ControlComposition.pageStyle(nodes[index], at: location) }
            }
            return
        }
        if SwiftUICatalogue.styleModifiers.contains(name), let style = call?.arguments.first?.value {
            // A built-in style by its name changes no layout here; a style of the app's own runs its makeBody.
            guard case .implicitMember(let member, _) = try resolve(style, in: scope).0, SwiftUICatalogue.builtInStyles.contains(member) else {
                throw limitation("'.\(name)' is given a style of the app's own, whose makeBody the reader does not run", at: location,
                                 notes: [DSLKnownNames.compileNote])
            }
        }
        if name == "onAppear" || name == "onChange", let call, Self.assigns(in: call) {
            // The device runs it once the view appears and lays the view out again with what it set; the reader does
            // not run code, so the compiled path does (ViewLifecycle in the LayoutDebugger library).
            throw limitation("'.\(name)' sets state once the view appears, and the reader does not run it", at: location,
                             notes: ["layoutdbg compiles the file to run it and lay the view out again with that state (--engine auto or compile)"])
        }
        if name == "matchedGeometryEffect", let call {
            // A group's source keeps its own geometry, as laid out here; another view takes the source's, not modelled.
            let arguments = try bind(call, Self.matchedGeometryParameters, name, location)
            if let isSource = arguments["isSource"], try !bool(isSource.value, in: scope, for: "'isSource'") {
                warn(ApproximationWarning.ignored(name, because: ApproximationWarning.ignoredModifiers[name] ?? ""), at: location, key: "ignored:\(name)")
            }
            return
        }
        guard let call, DSLKnownNames.supportedModifiers.contains(name) else {
            try refuseOrIgnore(name, at: location)
            return
        }
        if name == "recordLayout" {
            // The recorder is a one-child Layout around the view: a LayoutMonitor named so, which later modifiers wrap.
            let value = try single(call, name, location)
            let recorder = try self.label(try string(value, in: scope, for: "the recorder's name"), at: value.location)
            for index in nodes.indices {
                var monitor = try node(.layoutMonitor, children: [nodes[index]], at: location)
                monitor.label = recorder
                nodes[index] = monitor
            }
            return
        }
        // Overlays, backgrounds and insets hold views, so a file's nesting recurses through here: the other modifiers
        // are read in a function of their own, whose frame (12 KB with every case's locals) is not on that path.
        let (modifier, label) = name == "overlay" || name == "background"
            ? (try secondary(name, call, at: location, in: scope), nil)
            : name == "safeAreaInset" ? (try safeAreaInset(call, at: location, in: scope), nil)
            : try modifierAndLabel(name, call, at: location, in: scope)
        if modifier != nil {
            modifierCount += nodes.count
            if modifierCount > limits.modifiers { throw limitError(.modifiers, at: location) }
        }
        for index in nodes.indices {
            if let modifier { nodes[index].modifiers.append(LocatedModifier(modifier, at: location)) }
            if let label { nodes[index].label = label }
        }
    }

    /// The modifier (or the label) a call of `name` that holds no views applies.
    @inline(never)
    private mutating func modifierAndLabel(_ name: String, _ call: CallArguments, at location: SourceLocation,
                                           in scope: Scope) throws(Diagnostic) -> (Modifier?, String?) {
        var modifier: Modifier?
        var label: String?
        switch name {
        case "frame": modifier = try frame(call, at: location, in: scope)
        case "padding": modifier = .padding(try insets(name, call, at: location, in: scope))
        case "safeAreaPadding": modifier = .safeAreaPadding(try insets(name, call, at: location, in: scope))
        case "fixedSize":
            let (index, arguments) = try Signature.bind(call, to: [Signature([]), Signature([.init("horizontal"), .init("vertical")])],
                                                        callee: name, at: location, file: file)
            if index == 0 {
                modifier = .fixedSize(horizontal: true, vertical: true)
            } else {
                modifier = .fixedSize(horizontal: try bool(arguments["horizontal"]!.value, in: scope, for: "'horizontal'"),
                                      vertical: try bool(arguments["vertical"]!.value, in: scope, for: "'vertical'"))
            }
        case "layoutPriority":
            let value = try single(call, name, location)
            let priority = try number(value, in: scope, for: "the layout priority")
            if priority.isNaN { throw error("the layout priority is not a number (NaN)", at: value.location) }
            modifier = .layoutPriority(priority)
        case "lineSpacing", "kerning", "tracking":
            let value = try single(call, name, location)
            let what = name == "lineSpacing" ? "the line spacing" : "the \(name)"
            let spacing = try number(value, in: scope, for: what)
            if spacing.isNaN { throw error("\(what) is not a number (NaN)", at: value.location) }
            modifier = name == "lineSpacing" ? .lineSpacing(spacing) : name == "kerning" ? .kerning(spacing) : .tracking(spacing)
        case "gridCellColumns":
            let value = try single(call, name, location)
            let count = try integer(value, in: scope, for: "the column count")
            guard NumberLimits.gridCellColumns.contains(Double(count)) else {
                throw error(NumberLimits.gridCellColumns.message(for: name, got: Double(count)), at: value.location)
            }
            modifier = .gridCellColumns(count)
        case "gridCellUnsizedAxes":
            modifier = .gridCellUnsizedAxes(try axes(try single(call, name, location), in: scope, for: "the unsized axes"))
        case "gridColumnAlignment":
            modifier = .gridColumnAlignment(try horizontalAlignment(try single(call, name, location), in: scope, for: "the column alignment"))
        case "gridCellAnchor":
            modifier = .gridCellAnchor(try unitPoint(try single(call, name, location), in: scope, for: "the cell anchor"))
        case "border":
            let arguments = try bind(call, [.init(nil, key: "style"), .init("width", default: true)], name, location)
            let style = arguments["style"]!.value
            guard try styleColorName(style, in: scope) != nil else {
                throw error("expected a colour or style for '.border', found \(style.quoted)", at: style.location)
            }
            var width = 1.0
            if let w = arguments["width"] { width = try length(w.value, in: scope, for: "the border width", allowInfinity: false) }
            modifier = .border(width: width)
        case "aspectRatio": modifier = try aspectRatio(call, at: location, in: scope)
        case "scaledToFit", "scaledToFill":
            _ = try bind(call, [], name, location)
            modifier = .aspectRatio(ratio: nil, contentMode: name == "scaledToFit" ? .fit : .fill)
        case "resizable":
            _ = try bind(call, [.init("capInsets", default: true), .init("resizingMode", default: true)], name, location)
            modifier = .resizable
        case "offset":
            let (index, arguments) = try Signature.bind(call, to: [Signature([.init(nil, key: "size")]),
                                                                   Signature([.init("x", default: true), .init("y", default: true)])],
                                                        callee: name, at: location, file: file)
            if index == 0 {
                guard let size = try size(arguments["size"]!.value, in: scope, for: "the offset") else {
                    throw error("expected a CGSize such as 'CGSize(width: 4, height: 2)' for the offset", at: arguments["size"]!.location)
                }
                modifier = .offset(x: size.width, y: size.height)
            } else {
                var x = 0.0, y = 0.0
                if let a = arguments["x"] { x = try number(a.value, in: scope, for: "'x'") }
                if let a = arguments["y"] { y = try number(a.value, in: scope, for: "'y'") }
                modifier = .offset(x: x, y: y)
            }
            if case .offset(let x, let y)? = modifier, !(x.isFinite && y.isFinite) {
                throw error("the offset must be finite", at: location)
            }
        case "clipped":
            _ = try bind(call, [.init("antialiased", default: true)], name, location)
            modifier = .clipped
        case "font":
            let value = try single(call, name, location)
            let (resolved, _) = try resolve(value, in: scope)
            if case .nilLiteral = resolved {
                warn("'.font(nil)' ignored: layoutdbg keeps the inherited font", at: location, key: "font-nil")
            } else {
                modifier = .font(try font(value, in: scope))
            }
        case "lineLimit": modifier = try lineLimit(call, at: location, in: scope)
        case "layoutValue":
            let arguments = try bind(call, [.init("key"), .init("value")], name, location)
            let key = arguments["key"]!.value
            guard case .chain(.identifier(let type, _), let suffixes) = key, suffixes.count == 1, case .member("self") = suffixes[0].kind else {
                throw error("expected a key type such as 'Rank.self', found \(key.quoted)", at: key.location)
            }
            let value = try number(arguments["value"]!.value, in: scope, for: "the layout value")
            if value.isNaN { throw error("the layout value is not a number (NaN)", at: arguments["value"]!.location) }
            modifier = .layoutValue(key: type, value: .number(value))
        case "alignmentGuide": modifier = try alignmentGuide(call, at: location, in: scope)
        case "ignoresSafeArea":
            let arguments = try bind(call, [.init(nil, key: "regions", default: true), .init("edges", default: true)], name, location)
            var regions = SafeAreaRegions.all
            if let value = arguments["regions"] {
                regions = try named(value.value, in: scope, for: "the regions", kind: "safe area region", types: ["SafeAreaRegions"],
                                    candidates: SafeAreaRegions.names)
            }
            let edges = try arguments["edges"].map { (argument) throws(Diagnostic) in try edgeSet(argument.value, in: scope, for: "'edges'") }
            modifier = .ignoresSafeArea(regions: regions, edges: edges ?? .all)
        case "edgesIgnoringSafeArea":
            modifier = .ignoresSafeArea(regions: .all, edges: try edgeSet(try single(call, name, location), in: scope, for: "the edges"))
        case "previewLayout": modifier = .previewLayout(try previewLayout(try single(call, name, location), in: scope))
        case "previewInterfaceOrientation":
            modifier = .previewInterfaceOrientation(try interfaceOrientation(try single(call, name, location), in: scope))
        case "debugLabel":
            let value = try single(call, name, location)
            label = try self.label(try string(value, in: scope, for: "the label"), at: value.location)
        default:
            if let entry = SwiftUICatalogue.entry(name, .modifier), let lowering = entry.lowering {
                modifier = try catalogueModifier(entry, lowering, call, at: location, in: scope)
            }
        }
        return (modifier, label)
    }

    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`'s parameters.
    private static let matchedGeometryParameters: [Signature.Parameter] = [
        .init("id"), .init("in", key: "namespace"), .init("properties", default: true), .init("anchor", default: true),
        .init("isSource", default: true),
    ]

    /// The one unlabelled argument of `.name(value)`.
    private mutating func single(_ call: CallArguments, _ name: String, _ location: SourceLocation) throws(Diagnostic) -> Expr {
        try bind(call, [.init(nil, key: "value")], name, location)["value"]!.value
    }

    /// Modifiers that are not modelled: ignored with a warning (once per name) when they have no layout effect,
    /// refused by name when they have one.
    /// `.page`, `.page(indexDisplayMode: …)` or `PageTabViewStyle(…)`.
    private static func isPageStyle(_ style: Expr) -> Bool {
        switch style {
        case .implicitMember("page", _), .chain(.implicitMember("page", _), _), .chain(.identifier("PageTabViewStyle", _), _): true
        default: false
        }
    }

    /// Whether a closure of `call` assigns (`x = …`, `x += …`, `flag.toggle()`): an action that may set state.
    private static func assigns(in call: CallArguments) -> Bool {
        let closures = call.trailingClosures.map(\.closure) + call.arguments.compactMap { argument -> ClosureRef? in
            if case .closure(let closure) = argument.value { return closure }
            return nil
        }
        return closures.contains { closure in
            let tokens = closure.buffer.tokens
            return (closure.open + 1..<closure.close).contains { index in
                let token = tokens[index]
                if token.isPunctuation(.equals) { return true }
                if token.kind == .operator, ["+=", "-=", "*=", "/=", "%="].contains(token.text) { return true }
                return token.isIdentifier("toggle") && index > 0 && tokens[index - 1].isPunctuation(.dot)
            }
        }
    }

    private mutating func refuseOrIgnore(_ name: String, at location: SourceLocation) throws(Diagnostic) {
        if DSLKnownNames.unsupportedModifiers.contains(name) {
            throw limitation(SwiftUICatalogue.notModelled("." + name), at: location)
        }
        if let note = SwiftUICatalogue.probeNote(name) {
            warnings.add(Diagnostic(.note, note, file: file, at: location), key: "probe:\(name)")
            return
        }
        if let reason = DSLKnownNames.ignoredReason(name) {
            warn(ApproximationWarning.ignored(name, because: reason), at: location, key: "ignored:\(name)")
            return
        }
        if syntax.viewExtensionFunctions.contains(name) {
            throw limitation("'.\(name)' is a custom modifier (a function in an extension of View); layoutdbg does not expand custom modifiers",
                        at: location, notes: ["apply the modifiers it stands for directly"])
        }
        let candidates = DSLKnownNames.supportedModifiers + DSLKnownNames.ignoredModifiers.keys.sorted()
        let notes = suggestion(name, candidates, prefix: ".", list: false)
        // A name near one the reader knows is most likely misspelt, and its "did you mean" is the useful word. Any
        // other may be SwiftUI the reader does not know (`Circle().trim(from:to:)`): a file the compiler can run goes
        // to the compiled path, whose stand-in has it, or whose compiler names it at the user's line.
        if notes.isEmpty { throw limitation("unknown modifier '.\(name)'", at: location) }
        throw error("unknown modifier '.\(name)'", at: location, notes: notes)
    }

    // MARK: - frame

    static let fixedFrameLabels = ["width", "height"]
    static let flexFrameLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    /// `frame(width:height:alignment:)` or `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
    /// mixing the two is an error, as no SwiftUI overload takes both.
    private mutating func frame(_ call: CallArguments, at location: SourceLocation, in scope: Scope) throws(Diagnostic) -> Modifier {
        let fixed = call.arguments.first { Self.fixedFrameLabels.contains($0.label ?? "") }
        let flexible = call.arguments.first { Self.flexFrameLabels.contains($0.label ?? "") }
        if let fixed, let flexible {
            let later = fixed.location < flexible.location ? flexible : fixed
            throw error("'.frame' cannot mix '\(fixed.label!)' with '\(flexible.label!)'", at: later.location,
                        notes: ["SwiftUI has frame(width:height:alignment:) and frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:), not both in one"])
        }
        let (index, arguments) = try Signature.bind(call, to: Self.frameSignatures, callee: "frame", at: location, file: file)
        var alignment = Alignment.center
        if let a = arguments["alignment"] { alignment = try self.alignment(a.value, in: scope, for: "'alignment'") }
        // Every value is taken as written, as SwiftUI takes it: an invalid one (negative, infinite, NaN) is logged
        // at run time and handled by the frame (FixedFrameBehavior, FlexFrameBehavior); the reader warns here and
        // the `invalid-frame-dimension` rule says it again in the findings.
        func value(_ label: String) throws(Diagnostic) -> Double? {
            guard let argument = arguments[label], let value = try optionalNumber(argument.value, in: scope, for: "'\(label)'") else {
                return nil
            }
            return NumberLimits.canonical(value)
        }
        if index == 0 {
            let width = try value("width"), height = try value("height")
            for (label, side) in [("width", width), ("height", height)] {
                guard let side, let argument = arguments[label], !FrameValidity.isValid(side) else { continue }
                let flexible = label == "width" ? "maxWidth" : "maxHeight"
                let repair = FrameValidity.repaired(side).map { "uses \(NumberFormat.string($0))" } ?? "treats it as nil"
                warn("'\(label): \(DSLNumber.spelling(side))' is an invalid frame dimension: SwiftUI logs \"\(FrameValidity.runtimeWarning)\" and \(repair)",
                     at: argument.location, key: "frame-invalid:\(argument.location.line):\(argument.location.column)",
                     notes: side == .infinity ? ["did you mean '\(flexible): .infinity'?"] : [])
            }
            return .frame(width: width, height: height, alignment: alignment)
        }
        var values: [String: Double] = [:]
        for label in Self.flexFrameLabels {
            if let number = try value(label) { values[label] = number }
        }
        let frame = FlexFrame(minWidth: values["minWidth"], idealWidth: values["idealWidth"], maxWidth: values["maxWidth"],
                              minHeight: values["minHeight"], idealHeight: values["idealHeight"], maxHeight: values["maxHeight"],
                              alignment: alignment)
        if FrameValidity.flexibleFrameHasInvalidValue(frame) {
            warn("invalid frame dimension: SwiftUI logs \"\(FrameValidity.runtimeWarning)\"", at: location,
                 key: "frame-invalid:\(location.line):\(location.column)",
                 notes: ["a minimum must be finite, an ideal or a maximum not negative, and none NaN"])
        }
        if FrameValidity.flexibleFrameIsContradictory(frame) {
            warn("contradictory frame constraints: SwiftUI logs '\(FrameValidity.contradictionWarning)' and uses them as given",
                 at: location, key: "frame-contradictory:\(location.line):\(location.column)",
                 notes: ["expected min ≤ ideal ≤ max"])
        }
        return .flexFrame(frame)
    }

    // MARK: - padding

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding(.horizontal, 8)`, `.padding([.top, .leading], 4)`,
    /// `.padding(EdgeInsets(…))`. With no length, the tree's default padding (16).
    /// The signatures of the commonest modifiers, made once.
    private static let paddingParameters: [Signature.Parameter] = [.init(nil, key: "first", default: true), .init(nil, key: "length", default: true)]
    private static let frameSignatures = [
        Signature([.init("width", default: true), .init("height", default: true), .init("alignment", default: true)]),
        Signature(flexFrameLabels.map { .init($0, default: true) } + [.init("alignment", default: true)]),
    ]

    /// `.padding`'s and `.safeAreaPadding`'s insets: `()`, `(16)`, `(.horizontal)`, `(.horizontal, 8)`, `(EdgeInsets(…))`.
    private mutating func insets(_ name: String, _ call: CallArguments, at location: SourceLocation, in scope: Scope) throws(Diagnostic) -> EdgeInsets {
        let arguments = try bind(call, Self.paddingParameters, name, location)
        let what = name == "padding" ? "the padding" : "the safe-area padding"
        let standard = directives.environment.defaultPadding
        guard let first = arguments["first"] else { return EdgeInsets(all: standard) }
        if arguments["length"] == nil, let insets = try edgeInsets(first.value, in: scope, for: what) {
            try checkPadding([insets.top, insets.leading, insets.bottom, insets.trailing], what, at: first.location)
            return insets
        }
        if try looksLikeEdgeSet(first.value, in: scope) {
            let edges = try edgeSet(first.value, in: scope, for: name == "padding" ? "the padded edges" : "the edges")
            var length = standard
            if let l = arguments["length"], let value = try optionalNumber(l.value, in: scope, for: what) {
                try checkPadding([value], what, at: l.location)
                length = value
            }
            return edges.insets(length)
        }
        if let extra = arguments["length"] {
            throw error("extra argument in call to '\(name)'", at: extra.location,
                        notes: ["write '.\(name)(.horizontal, 8)': the edges come first"])
        }
        let length = try optionalNumber(first.value, in: scope, for: what) ?? standard
        try checkPadding([length], what, at: first.location)
        return EdgeInsets(all: length)
    }

    /// Padding may be negative (it pulls a view's edges in), but must be a finite number.
    private func checkPadding(_ values: [Double], _ what: String, at location: SourceLocation) throws(Diagnostic) {
        if values.contains(where: { !$0.isFinite }) { throw error("\(what) must be a finite number", at: location) }
    }

    /// `.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) { … }`: the alignment is a guide across the
    /// edge (horizontal for the top and bottom edges, as SwiftUI's two overloads type it).
    private mutating func safeAreaInset(_ call: CallArguments, at location: SourceLocation, in scope: Scope) throws(Diagnostic) -> Modifier {
        let arguments = try bind(call, [.init("edge"), .init("alignment", default: true), .init("spacing", default: true),
                                        .init("content", closure: true)], "safeAreaInset", location)
        let edge = try named(arguments["edge"]!.value, in: scope, for: "the edge", kind: "edge", types: ["VerticalEdge", "HorizontalEdge", "Edge"],
                             candidates: Edge.allCases.map { ($0.rawValue, $0) })
        var alignment = Alignment.center
        if let a = arguments["alignment"] {
            if edge.axis == .vertical {
                alignment.horizontal = try horizontalAlignment(a.value, in: scope, for: "'alignment'")
            } else {
                alignment.vertical = try verticalAlignment(a.value, in: scope, for: "'alignment'")
            }
        }
        var spacing: Double?
        if let s = arguments["spacing"] {
            spacing = try optionalNumber(s.value, in: scope, for: "the spacing")
            if let value = spacing, !value.isFinite { throw error("the spacing must be a finite number", at: s.location) }
        }
        return .safeAreaInset(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: try children(arguments, in: scope)))
    }

    /// A shape where `in:` takes one: a shape view (`RoundedRectangle(cornerRadius: 8)`) or a static member
    /// (`.rect`, `.rect(cornerRadius: 8)`, `.capsule`, `.circle`, `.ellipse`).
    private mutating func shapeViews(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        let (value, valueScope) = try resolve(expr, in: scope)
        var name: String
        var call: CallArguments?
        switch value {
        case .implicitMember(let member, _):
            name = member
        case .chain(.implicitMember(let member, _), let suffixes):
            guard suffixes.count == 1, case .call(let c) = suffixes[0].kind else { return try views(value, in: valueScope) }
            name = member
            call = c
        default:
            return try views(value, in: valueScope)
        }
        let shape: ShapeKind
        switch name {
        case "rect":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([]), Signature([.init("cornerRadius"), .init("style", default: true)]),
                Signature([.init("cornerSize"), .init("style", default: true)]),
            ], callee: "rect", at: value.location, file: file)
            switch index {
            case 0: shape = .rectangle
            case 1: shape = .roundedRectangle(cornerRadius: try number(arguments["cornerRadius"]!.value, in: valueScope, for: "'cornerRadius'"))
            default:
                let size = try size(arguments["cornerSize"]!.value, in: valueScope, for: "'cornerSize'")
                shape = .roundedRectangle(cornerRadius: size?.width ?? 0)
            }
        case "capsule":
            _ = try bind(call, [.init("style", default: true)], name, value.location)
            shape = .capsule
        case "circle", "ellipse":
            _ = try bind(call, [], name, value.location)
            shape = name == "circle" ? .circle : .ellipse
        default:
            throw error("expected a shape such as '.rect(cornerRadius: 8)' or 'Capsule()', found \(value.quoted)", at: value.location)
        }
        if case .roundedRectangle(let radius) = shape, radius.isNaN {
            throw error("'cornerRadius' is not a number (NaN)", at: value.location)
        }
        return [try node(.shape(shape), at: value.location)]
    }

    // MARK: - aspectRatio, lineLimit, overlay / background

    /// `.aspectRatio(2, contentMode: .fit)`, `.aspectRatio(contentMode: .fill)`, `.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)`.
    private mutating func aspectRatio(_ call: CallArguments, at location: SourceLocation, in scope: Scope) throws(Diagnostic) -> Modifier {
        let arguments = try bind(call, [.init(nil, key: "ratio", default: true), .init("contentMode")], "aspectRatio", location)
        let mode = try contentMode(arguments["contentMode"]!.value, in: scope, for: "'contentMode'")
        guard let ratioArgument = arguments["ratio"] else { return .aspectRatio(ratio: nil, contentMode: mode) }
        var ratio: Double?
        if let size = try size(ratioArgument.value, in: scope, for: "the aspect ratio") {
            ratio = size.width / size.height
        } else {
            ratio = try optionalNumber(ratioArgument.value, in: scope, for: "the aspect ratio")
        }
        if let ratio, !(ratio > 0 && ratio.isFinite) {
            throw error("the aspect ratio must be a finite number greater than 0, got \(NumberFormat.string(ratio))", at: ratioArgument.location)
        }
        return .aspectRatio(ratio: ratio, contentMode: mode)
    }

    /// `.lineLimit(2)`, `.lineLimit(nil)`, `.lineLimit(2, reservesSpace: true)`, and the ranges `.lineLimit(2...4)`,
    /// `.lineLimit(2...)`, `.lineLimit(...4)`.
    private mutating func lineLimit(_ call: CallArguments, at location: SourceLocation, in scope: Scope) throws(Diagnostic) -> Modifier {
        let arguments = try bind(call, [.init(nil, key: "limit"), .init("reservesSpace", default: true)], "lineLimit", location)
        let reservesSpace = try arguments["reservesSpace"].map { argument throws(Diagnostic) in
            try bool(argument.value, in: scope, for: "'reservesSpace'")
        } ?? false
        let (value, valueScope) = try resolve(arguments["limit"]!.value, in: scope)
        func lines(_ bound: Expr) throws(Diagnostic) -> Int {
            let count = try integer(bound, in: valueScope, for: "the line limit")
            if count < 0 { throw error("the line limit must not be negative, got \(count)", at: bound.location) }
            return count
        }
        // SwiftUI's overloads take a closed range or a partial one; `reservesSpace` comes only with a number.
        var range: (minimum: Int?, limit: Int?)?
        switch value {
        case .nilLiteral:
            if reservesSpace { throw error("'reservesSpace' needs a number of lines, not nil", at: value.location) }
            return .lineLimit(nil)
        case .binary("...", let lower, let upper, _):
            range = (try lines(lower), try lines(upper))
        case .chain(let lower, let suffixes) where suffixes.count == 1 && suffixes[0].isPostfix("..."):
            range = (try lines(lower), nil)
        case .prefix("...", let upper, _):
            range = (nil, try lines(upper))
        case .binary("..<", _, _, _), .prefix("..<", _, _):
            throw error("'.lineLimit' takes a closed range of lines ('2...4'), not a half-open one", at: value.location,
                        notes: ["write the range with '...'"])
        default:
            break
        }
        guard let range else {
            let limit = try lines(value)
            return .lineLimit(limit, reservesSpace: reservesSpace)
        }
        if arguments["reservesSpace"] != nil {
            throw error("'reservesSpace' comes with a number of lines, not a range", at: value.location,
                        notes: ["a range's lower bound is the lines the Text reserves: '.lineLimit(2...2)' is '.lineLimit(2, reservesSpace: true)'"])
        }
        if let minimum = range.minimum, let limit = range.limit, minimum > limit {
            throw error("the range of lines \(minimum)...\(limit) has its lower bound above its upper one (Swift stops the app here)", at: value.location)
        }
        return .lineLimit(range.limit, minimum: range.minimum)
    }

    /// `.overlay { … }`, `.overlay(alignment: .top) { … }`, `.overlay(Text("x"), alignment: .top)` (the old form),
    /// `.background(.red)`, `.background(.red, in: RoundedRectangle(cornerRadius: 8))`, `.background()`.
    private mutating func secondary(_ name: String, _ call: CallArguments, at location: SourceLocation, in scope: Scope) throws(Diagnostic) -> Modifier {
        var overloads = [
            Signature([.init("alignment", default: true), .init("content", closure: true)]),
            Signature([.init(nil, key: "view"), .init("alignment", default: true)]),
            Signature([.init(nil, key: "view"), .init("in", key: "shape"), .init("fillStyle", default: true)]),
            Signature([.init(nil, key: "view"), .init("ignoresSafeAreaEdges", default: true)]),
        ]
        if name == "background" { overloads.append(Signature([.init("ignoresSafeAreaEdges", default: true)])) }
        let (index, arguments) = try Signature.bind(call, to: overloads, callee: name, at: location, file: file)
        var alignment = Alignment.center
        if let a = arguments["alignment"] { alignment = try self.alignment(a.value, in: scope, for: "'alignment'") }
        var content: [ViewNode]
        switch index {
        case 0:
            content = try children(arguments, in: scope)
        case 2:
            // A style filling a shape lays out as the shape.
            _ = try styleColorName(arguments["view"]!.value, in: scope)
            content = try shapeViews(arguments["shape"]!.value, in: scope)
        case 4:
            content = [try colorNode("background", at: location)]
        default:
            let value = arguments["view"]!.value
            if let color = try styleColorName(value, in: scope) {
                content = [try colorNode(color, at: value.location)]
            } else {
                content = try views(value, in: scope)
            }
        }
        return name == "overlay" ? .overlay(alignment: alignment, content: content) : .background(alignment: alignment, content: content)
    }

    /// A modifier the catalogue lowers: its parameters bound by label (defaults where absent), each read by type.
    private mutating func catalogueModifier(_ entry: SurfaceEntry, _ lowering: ModifierLowering, _ call: CallArguments,
                                            at location: SourceLocation, in scope: Scope) throws(Diagnostic) -> Modifier {
        let parameters = entry.parameters.map { Signature.Parameter($0.label, key: $0.key, default: $0.defaultValue != nil) }
        let arguments = try bind(call, parameters, entry.name, location)
        var values: [String: SurfaceValue] = [:]
        for parameter in entry.parameters {
            guard let key = parameter.key else { continue }
            guard let argument = arguments[key] else {
                values[key] = parameter.defaultValue
                continue
            }
            let what = "'\(parameter.label ?? key)'"
            switch parameter.type {
            case .bool: values[key] = .bool(try bool(argument.value, in: scope, for: what))
            default:
                let number = try self.number(argument.value, in: scope, for: what)
                if number.isNaN { throw error("\(what) is not a number (NaN)", at: argument.location) }
                values[key] = .number(number)
            }
        }
        return lowering.lower(values)
    }
}
