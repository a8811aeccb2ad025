import LayoutModel

/// Writes a `ViewTree` as canonical JSON in the input format (docs/input-format.md), such that
/// `JSONTreeReader.read(write(tree))` gives the same tree back, source locations aside.
///
/// Canonical form: 2-space indentation; keys in a fixed order (top level: format, version, proposal,
/// environment, quirks, root; a view: view, label, the element's parameters in the order of
/// docs/input-format.md, modifiers, children); parameters equal to their default omitted; views always
/// one key per line, other arrays and objects on one line when they fit in 100 columns; numbers as
/// `NumberFormat` prints them (shortest round-trip form when three decimals would lose precision) and
/// "inf" for infinity.
public enum JSONTreeWriter {
    /// The canonical JSON of `tree`, ending with a newline.
    public static func write(_ tree: ViewTree) -> String {
        write(tree, atMost: .max)!
    }

    /// The tree's JSON, or nil once it passes `limit` bytes: printing stops there, so that a deep tree, whose
    /// indentation grows with the square of its depth, is never held whole.
    public static func write(_ tree: ViewTree, atMost limit: Int) -> String? {
        var members: [(String, JSONOut)] = [
            ("format", .string(JSONTreeReader.formatName)), ("version", .raw(String(JSONTreeReader.version))),
        ]
        if let proposal = tree.proposal { members.append(("proposal", self.proposal(proposal))) }
        if let device = tree.device {
            members.append(("device", device.orientation == .portrait ? .string(device.device.name)
                                : .object([("name", .string(device.device.name)), ("orientation", .string(device.orientation.rawValue))])))
        }
        let environment = self.environment(tree.environment, defaults: tree.startingEnvironment)
        if !environment.isEmpty { members.append(("environment", .object(environment))) }
        let quirks = Quirk.allCases.filter { tree.quirks.contains($0) != $0.defaultValue }
        if !quirks.isEmpty {
            members.append(("quirks", .object(quirks.map { ($0.rawValue, .raw(tree.quirks.contains($0) ? "true" : "false")) })))
        }
        let guides = tree.customGuides
        if !guides.isEmpty {
            members.append(("guides", .object(guides.sorted { $0.guide.name < $1.guide.name }.map { entry in
                (entry.guide.name, .object([("axis", .string(entry.axis == .horizontal ? "horizontal" : "vertical")),
                                            ("default", .string(entry.guide.defaultValue?.swiftText(number: { DSLNumber.spelling($0) }) ?? "0"))]))
            })))
        }
        members.append(("root", view(tree.root)))
        var printer = JSONPrinter(limit: limit)
        printer.print(.object(members), indent: 0)
        printer.output.append(0x0A)
        return printer.output.count > limit ? nil : String(decoding: printer.output, as: UTF8.self)
    }

    // MARK: - Settings

    private static func environment(_ environment: LayoutEnvironment, defaults: LayoutEnvironment) -> [(String, JSONOut)] {
        EnvironmentSetting.all.compactMap { setting in
            let value = environment[keyPath: setting.keyPath]
            return value == defaults[keyPath: setting.keyPath] ? nil : (setting.name, number(value))
        }
    }

    /// Both axes, null when unspecified.
    static func proposal(_ proposal: ProposedSize) -> JSONOut {
        .object([("width", proposal.width.map(number) ?? .raw("null")), ("height", proposal.height.map(number) ?? .raw("null"))])
    }

    // MARK: - Views

    static func view(_ node: ViewNode) -> JSONOut {
        var members: [(String, JSONOut)] = [("view", .string(node.element.name))]
        if let label = node.label { members.append(("label", .string(label))) }
        members += parameters(node.element)
        if !node.modifiers.isEmpty { members.append(("modifiers", .array(node.modifiers.map { modifier($0.modifier) }))) }
        if !node.children.isEmpty { members.append(("children", .array(node.children.map(view)))) }
        return .view(members)
    }

    /// A text style by its name, any other font as `{"size": points}`.
    private static func font(_ font: Font) -> JSONOut {
        Font(textStyle: font.name) == font ? .string(font.name) : .object([("size", number(font.size))])
    }

    private static func parameters(_ element: Element) -> [(String, JSONOut)] {
        var members: [(String, JSONOut)] = []
        func add(_ key: String, _ value: JSONOut?) { if let value { members.append((key, value)) } }
        switch element {
        case .color(let name): add("color", name == "clear" ? nil : .string(name))
        case .shape(.roundedRectangle(let radius)): add("cornerRadius", number(radius))
        case .shape: break
        case .text(let text): add("text", .string(text))
        case .concatenatedText(let runs):
            add("text", .array(runs.map { run in
                guard let font = run.font else { return .string(run.string) }
                return .object([("text", .string(run.string)), ("font", self.font(font))])
            }))
        case .symbol(let name): add("systemName", .string(name))
        case .image(let name, let size):
            add("name", .string(name))
            add("width", number(size.width))
            add("height", number(size.height))
        case .spacer(let minLength): add("minLength", minLength.map(number))
        case .divider, .emptyView, .geometryReader, .layoutMonitor: break
        case .hStack(let alignment, let spacing), .lazyHStack(let alignment, let spacing):
            add("alignment", alignment == .center ? nil : .string(alignment.rawValue))
            add("spacing", spacing.map(number))
        case .vStack(let alignment, let spacing), .lazyVStack(let alignment, let spacing):
            add("alignment", alignment == .center ? nil : .string(alignment.rawValue))
            add("spacing", spacing.map(number))
        case .zStack(let alignment): add("alignment", alignment == .center ? nil : .string(alignment.name))
        case .lazyVGrid(let items, let alignment, let spacing):
            add("columns", gridItems(items))
            add("alignment", alignment == .center ? nil : .string(alignment.rawValue))
            add("spacing", spacing.map(number))
        case .lazyHGrid(let items, let alignment, let spacing):
            add("rows", gridItems(items))
            add("alignment", alignment == .center ? nil : .string(alignment.rawValue))
            add("spacing", spacing.map(number))
        case .grid(let alignment, let horizontal, let vertical):
            add("alignment", alignment == .center ? nil : .string(alignment.name))
            add("horizontalSpacing", horizontal.map(number))
            add("verticalSpacing", vertical.map(number))
        case .gridRow(let alignment): add("alignment", alignment.map { .string($0.rawValue) })
        case .scrollView(let axes): add("axes", axes == .vertical ? nil : self.axes(axes))
        case .viewThatFits(let axes): add("in", axes == .both ? nil : self.axes(axes))
        case .measured(let table):
            add("replies", .array(table.entries.map { entry in
                .object([("proposal", proposal(entry.proposal)),
                         ("size", .object([("width", number(entry.size.width)), ("height", number(entry.size.height))]))])
            }))
        case .layout(_, let arguments, _):
            // Sorted: a dictionary has no order of its own, and the output must be canonical.
            add("arguments", arguments.isEmpty ? nil : .object(arguments.sorted { $0.key < $1.key }.map { ($0.key, number($0.value)) }))
        }
        return members
    }

    /// Grid items as the reader takes them; the defaults (minimum 10, maximum infinity) are left out.
    private static func gridItems(_ items: [LazyGridItem]) -> JSONOut {
        .array(items.map { item in
            var members: [(String, JSONOut)] = []
            switch item.size {
            case .fixed(let length): members.append(("fixed", number(length)))
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                var bounds: [(String, JSONOut)] = []
                if case .adaptive = item.size { bounds.append(("minimum", number(minimum))) } else if minimum != 10 { bounds.append(("minimum", number(minimum))) }
                if maximum != .infinity { bounds.append(("maximum", number(maximum))) }
                members.append((item.size.name, .object(bounds)))
            }
            if let spacing = item.spacing { members.append(("spacing", number(spacing))) }
            if let alignment = item.alignment { members.append(("alignment", .string(alignment.name))) }
            return .object(members)
        })
    }

    // MARK: - Modifiers

    private static func modifier(_ modifier: Modifier) -> JSONOut {
        func item(_ value: JSONOut) -> JSONOut { .object([(modifier.name, value)]) }
        func fields(_ pairs: [(String, JSONOut?)]) -> JSONOut { .object(pairs.compactMap { key, value in value.map { (key, $0) } }) }
        switch modifier {
        case .frame(let width, let height, let alignment):
            return item(fields([("width", width.map(number)), ("height", height.map(number)), ("alignment", self.alignment(alignment))]))
        case .flexFrame(let frame):
            var pairs: [(String, JSONOut?)] = [
                ("minWidth", frame.minWidth.map(number)), ("idealWidth", frame.idealWidth.map(number)),
                ("maxWidth", frame.maxWidth.map(number)), ("minHeight", frame.minHeight.map(number)),
                ("idealHeight", frame.idealHeight.map(number)), ("maxHeight", frame.maxHeight.map(number)),
            ]
            // With every value nil, a null maxWidth keeps the flexible overload (key presence picks it).
            if pairs.allSatisfy({ $0.1 == nil }) { pairs[2].1 = .raw("null") }
            pairs.append(("alignment", alignment(frame.alignment)))
            return item(fields(pairs))
        case .padding(let insets), .safeAreaPadding(let insets):
            if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
                return item(number(insets.top))
            }
            func edge(_ value: Double) -> JSONOut? { value == 0 ? nil : number(value) }
            return item(fields([("top", edge(insets.top)), ("leading", edge(insets.leading)),
                                ("bottom", edge(insets.bottom)), ("trailing", edge(insets.trailing))]))
        case .fixedSize(let horizontal, let vertical):
            if horizontal, vertical { return .string("fixedSize") }
            return item(fields([("horizontal", horizontal ? .raw("true") : nil), ("vertical", vertical ? .raw("true") : nil)]))
        case .aspectRatio(let ratio, let mode):
            guard let ratio else { return .string(mode == .fit ? "scaledToFit" : "scaledToFill") }
            return item(fields([("ratio", number(ratio)), ("contentMode", mode == .fit ? nil : .string(mode.rawValue))]))
        case .offset(let x, let y):
            return item(fields([("x", x == 0 ? nil : number(x)), ("y", y == 0 ? nil : number(y))]))
        case .alignmentGuide(let explicit):
            // A finite constant is a JSON number; anything else (an infinite constant too) the closure's body in Swift.
            let value: JSONOut = if case .number(let constant) = explicit.value, constant.isFinite { number(constant) } else { .string(explicit.value.swiftText(number: { DSLNumber.spelling($0) })) }
            return item(.object([("guide", .string(explicit.guide.jsonName)), ("value", value)]))
        case .overlay(let alignment, let content), .background(let alignment, let content):
            let views: JSONOut = content.count == 1 ? view(content[0]) : .array(content.map(view))
            if alignment == .center { return item(views) }
            return item(.object([("alignment", .string(alignment.name)), ("content", views)]))
        case .safeAreaInset(let inset):
            let views: JSONOut = inset.content.count == 1 ? view(inset.content[0]) : .array(inset.content.map(view))
            return item(fields([("edge", .string(inset.edge.rawValue)),
                                ("alignment", inset.alignment == .center ? nil : .string(inset.guide.jsonName)),
                                ("spacing", inset.spacing.map(number)), ("content", views)]))
        case .border(let width):
            return width == 1 ? .string("border") : item(.object([("width", number(width))]))
        case .layoutPriority(let value), .lineSpacing(let value), .kerning(let value), .tracking(let value): return item(number(value))
        case .clipped, .resizable: return .string(modifier.name)
        case .ignoresSafeArea(let regions, let edges):
            if regions == .all, edges == .all { return .string(modifier.name) }
            let regionsName = SafeAreaRegions.names.first { $0.1 == regions }?.0 ?? "all"
            return item(fields([("edges", edges == .all ? nil : self.edges(edges)),
                                ("regions", regions == .all ? nil : .string(regionsName))]))
        case .gridCellColumns(let count): return item(.raw(String(count)))
        case .gridCellUnsizedAxes(let axes): return item(self.axes(axes))
        case .gridColumnAlignment(let alignment): return item(.string(alignment.rawValue))
        case .gridCellAnchor(let point):
            if let name = point.name { return item(.string(name)) }
            return item(fields([("x", point.x == 0 ? nil : number(point.x)), ("y", point.y == 0 ? nil : number(point.y))]))
        case .font(let font): return item(self.font(font))
        case .lineLimit(let limit, nil): return item(limit.map { .raw(String($0)) } ?? .raw("null"))
        case .lineLimit(let limit?, let minimum?) where minimum == limit:
            return item(.object([("limit", .raw(String(limit))), ("reservesSpace", .raw("true"))]))
        case .lineLimit(let limit, let minimum?):
            return item(fields([("limit", limit.map { .raw(String($0)) }), ("minimum", .raw(String(minimum)))]))
        case .layoutValue(let key, let value):
            // Readers make numbers only; a stored value (LayoutDebugger's) has no JSON form and writes as 0.
            return item(.object([("key", .string(key)), ("value", number(value.number ?? 0))]))
        case .previewLayout(.device): return item(.string("device"))
        case .previewLayout(.sizeThatFits): return item(.string("sizeThatFits"))
        case .previewLayout(.fixed(let width, let height)):
            return item(.object([("width", number(width)), ("height", number(height))]))
        case .previewInterfaceOrientation(let orientation): return item(.string(orientation.rawValue))
        default:
            return catalogueModifier(modifier)
        }
    }

    /// An edge set by its name when it has one (`"horizontal"`), else the array of its edges.
    private static func edges(_ edges: EdgeSet) -> JSONOut {
        let spelling = edges.spelling
        return spelling.name.map { .string($0) } ?? .array(spelling.edges.map { .string($0) })
    }

    /// A modifier the catalogue lowers, written back from its values: `{"name": {"key": value, …}}` in parameter
    /// order, values equal to their default left out.
    private static func catalogueModifier(_ modifier: Modifier) -> JSONOut {
        guard let entry = SwiftUICatalogue.entry(modifier.name, .modifier), let values = entry.lowering?.raise(modifier) else {
            preconditionFailure("modifier '\(modifier.name)' has neither writer code nor a catalogue lowering")
        }
        let fields: [(String, JSONOut)] = entry.parameters.compactMap { parameter in
            guard let key = parameter.key, let value = values[key], value != parameter.defaultValue else { return nil }
            switch value {
            case .number(let number): return (key, self.number(number))
            case .bool(let flag): return (key, .raw(flag ? "true" : "false"))
            }
        }
        return .object([(modifier.name, .object(fields))])
    }

    // MARK: - Values

    private static func alignment(_ alignment: Alignment) -> JSONOut? {
        alignment == .center ? nil : .string(alignment.name)
    }

    private static func axes(_ axes: Axes) -> JSONOut {
        switch axes {
        case .horizontal: .string("horizontal")
        case .vertical: .string("vertical")
        default: .array((axes.contains(.horizontal) ? [.string("horizontal")] : []) + (axes.contains(.vertical) ? [.string("vertical")] : []))
        }
    }

    /// `NumberFormat`'s form when it reads back as the same number, else the shortest form that does
    /// (three decimals are plenty for points, but the writer must not change the tree); "inf" for infinity.
    static func number(_ value: Double) -> JSONOut {
        if value.isInfinite || value.isNaN { return .string(NumberFormat.string(value)) }
        let formatted = NumberFormat.string(value)
        // Whole numbers are printed exactly; anything else is checked by reading it back.
        if value == value.rounded(), abs(value) < 9e15 { return .raw(formatted) }
        if Double(formatted) == value { return .raw(formatted) }
        return .raw(value.description)
    }
}

/// The writer's output tree, before printing.
indirect enum JSONOut {
    /// Already JSON text: a number, `true`, `false` or `null`.
    case raw(String)
    case string(String)
    case array([JSONOut])
    case object([(String, JSONOut)])
    /// An object for a view: always printed one member per line.
    case view([(String, JSONOut)])

    /// Views and containers holding views are printed expanded.
    var containsView: Bool {
        switch self {
        case .raw, .string: false
        case .view: true
        case .array(let items): items.contains(where: \.containsView)
        case .object(let members): members.contains(where: { $0.1.containsView })
        }
    }
}

/// Prints a `JSONOut` with 2-space indentation, inlining small containers without views.
struct JSONPrinter {
    var output: [UInt8] = []
    /// Past this many bytes of output nothing more is printed.
    var limit = Int.max
    static let lineWidth = 100

    mutating func print(_ value: JSONOut, indent: Int) {
        guard output.count <= limit else { return }
        switch value {
        case .raw(let text): output.append(contentsOf: text.utf8)
        case .string(let text): Self.appendString(text, to: &output)
        case .array(let items):
            if items.isEmpty { output.append(contentsOf: "[]".utf8); return }
            if inline(value, indent: indent) { return }
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                newline(indent + 2)
                print(item, indent: indent + 2)
                if index < items.count - 1 { output.append(UInt8(ascii: ",")) }
            }
            newline(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members), .view(let members):
            if members.isEmpty { output.append(contentsOf: "{}".utf8); return }
            if case .object = value, inline(value, indent: indent) { return }
            output.append(UInt8(ascii: "{"))
            for (index, (key, item)) in members.enumerated() {
                newline(indent + 2)
                Self.appendString(key, to: &output)
                output.append(contentsOf: ": ".utf8)
                print(item, indent: indent + 2)
                if index < members.count - 1 { output.append(UInt8(ascii: ",")) }
            }
            newline(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `value` on one line if it has no views and fits; reports whether it did.
    private mutating func inline(_ value: JSONOut, indent: Int) -> Bool {
        guard !value.containsView else { return false }
        var text: [UInt8] = []
        Self.appendInline(value, to: &text)
        // The current line already holds the indentation and usually a key.
        let lineStart = (output.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        guard output.count - lineStart + text.count <= Self.lineWidth else { return false }
        output.append(contentsOf: text)
        return true
    }

    private static func appendInline(_ value: JSONOut, to text: inout [UInt8]) {
        switch value {
        case .raw(let raw): text.append(contentsOf: raw.utf8)
        case .string(let string): appendString(string, to: &text)
        case .array(let items):
            text.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { text.append(contentsOf: ", ".utf8) }
                appendInline(item, to: &text)
            }
            text.append(UInt8(ascii: "]"))
        case .object(let members), .view(let members):
            text.append(UInt8(ascii: "{"))
            for (index, (key, item)) in members.enumerated() {
                if index > 0 { text.append(contentsOf: ", ".utf8) }
                appendString(key, to: &text)
                text.append(contentsOf: ": ".utf8)
                appendInline(item, to: &text)
            }
            text.append(UInt8(ascii: "}"))
        }
    }

    private mutating func newline(_ indent: Int) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; everything else as is.
    static func appendString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
