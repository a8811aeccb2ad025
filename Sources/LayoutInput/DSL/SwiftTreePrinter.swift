import LayoutModel

/// Writes a `ViewTree` as SwiftUI-syntax text that `SwiftTreeReader` reads back to the same tree (locations
/// aside). The output is canonical: one view or modifier per line, four-space indents, arguments that equal
/// SwiftUI's defaults left out, settings as `// layoutdbg:` header comments.
///
/// Constructs with no SwiftUI spelling get one the reader accepts: a measured leaf is
/// `Measured(replies: [(0, 0): (8, 16)])`, a custom layout `Name(arg: 1) { … }`, an image's natural size a
/// `// size: WxH` comment on its line, a label `.debugLabel("name")`. A border's colour is not in the model,
/// so borders print as `.border(.primary, width: w)`.
public enum SwiftTreePrinter {
    /// The tree as SwiftUI-syntax text, ending with a newline.
    ///
    /// Recurses once per level of the tree: run it on a large stack for very deep trees.
    public static func print(_ tree: ViewTree) -> String {
        print(tree, atMost: .max)!
    }

    /// The tree's text, or nil once it passes `limit` UTF-8 bytes: printing stops there, so that a deep tree, whose
    /// indentation grows with the square of its depth (10,000 levels over 40,000 views: 1.6 GB), is never held whole.
    public static func print(_ tree: ViewTree, atMost limit: Int) -> String? {
        var printer = Printer(limit: limit)
        printer.header(tree)
        let header = printer.output
        printer.output = ""
        printer.limit = limit - header.utf8.count
        printer.view(tree.root, indent: 0)
        let declarations = tree.customGuides.map { $0.guide.declaration(number: { DSLNumber.spelling($0) }) + "\n\n" }
        let text = header + declarations.joined() + printer.output
        return text.utf8.count > limit ? nil : text
    }
}

/// The text being written.
private struct Printer {
    var output = ""
    /// Past this many bytes of output no more lines are written.
    var limit: Int

    mutating func line(_ text: String, indent: Int) {
        guard output.utf8.count <= limit else { return }
        output += String(repeating: "    ", count: indent) + text + "\n"
    }

    // MARK: - Header

    mutating func header(_ tree: ViewTree) {
        if let proposal = tree.proposal {
            line("// layoutdbg: proposal \(dimension(proposal.width))x\(dimension(proposal.height))", indent: 0)
        }
        if let device = tree.device {
            line("// layoutdbg: device \(device.device.name)\(device.orientation == .landscape ? " landscape" : "")", indent: 0)
        }
        let defaults = tree.startingEnvironment
        for setting in EnvironmentSetting.all where tree.environment[keyPath: setting.keyPath] != defaults[keyPath: setting.keyPath] {
            line("// layoutdbg: environment \(setting.name) \(number(tree.environment[keyPath: setting.keyPath]))", indent: 0)
        }
        for quirk in Quirk.allCases where tree.quirks.contains(quirk) != quirk.defaultValue {
            line("// layoutdbg: quirk \(quirk.rawValue) \(tree.quirks.contains(quirk) ? "on" : "off")", indent: 0)
        }
    }

    private func dimension(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return value.isInfinite ? "inf" : number(value)
    }

    // MARK: - Views

    /// How a view's children are written.
    enum Content {
        case none
        /// `Name { … }`, or `Name {}` when empty.
        case closure
        /// The head already opens the closure (`GeometryReader { _ in`).
        case openClosure
    }

    mutating func view(_ node: ViewNode, indent: Int) {
        let (head, content) = element(node.element)
        switch content {
        case .none:
            line(head, indent: indent)
        case .closure where node.children.isEmpty:
            line(head + " {}", indent: indent)
        case .closure, .openClosure:
            line(content == .closure ? head + " {" : head, indent: indent)
            for child in node.children { view(child, indent: indent + 1) }
            line("}", indent: indent)
        }
        for located in node.modifiers { modifier(located.modifier, indent: indent) }
        if let label = node.label { line(".debugLabel(\(string(label)))", indent: indent) }
    }

    /// The view's first line, and how its children follow.
    private func element(_ element: Element) -> (String, Content) {
        switch element {
        case .color(let name):
            return (DSLKnownNames.colors.contains(name) && isIdentifier(name) ? "Color.\(name)" : "Color(\(string(name)))", .none)
        case .shape(let shape):
            switch shape {
            case .rectangle: return ("Rectangle()", .none)
            case .roundedRectangle(let radius): return ("RoundedRectangle(cornerRadius: \(number(radius)))", .none)
            case .capsule: return ("Capsule()", .none)
            case .ellipse: return ("Ellipse()", .none)
            case .circle: return ("Circle()", .none)
            }
        case .text(let text): return ("Text(\(string(text)))", .none)
        case .concatenatedText(let runs):
            // In parentheses, so that the modifiers on the lines after apply to the whole sum.
            let texts = runs.map { run in "Text(\(string(run.string)))" + (run.font.map { ".font(\(font($0)))" } ?? "") }
            return ("(" + texts.joined(separator: " + ") + ")", .none)
        case .symbol(let name): return ("Image(systemName: \(string(name)))", .none)
        case .image(let name, let size):
            return ("Image(\(string(name))) // size: \(number(size.width))x\(number(size.height))", .none)
        case .spacer(let minLength):
            return (minLength.map { "Spacer(minLength: \(number($0)))" } ?? "Spacer()", .none)
        case .divider: return ("Divider()", .none)
        case .emptyView: return ("EmptyView()", .none)
        case .hStack(let alignment, let spacing), .lazyHStack(let alignment, let spacing):
            var arguments: [String] = []
            if alignment != .center { arguments.append("alignment: \(guide(.vertical(alignment)))") }
            if let spacing { arguments.append("spacing: \(number(spacing))") }
            return (call(element.name, arguments), .closure)
        case .vStack(let alignment, let spacing), .lazyVStack(let alignment, let spacing):
            var arguments: [String] = []
            if alignment != .center { arguments.append("alignment: \(guide(.horizontal(alignment)))") }
            if let spacing { arguments.append("spacing: \(number(spacing))") }
            return (call(element.name, arguments), .closure)
        case .zStack(let alignment):
            return (call("ZStack", alignment == .center ? [] : ["alignment: \(self.alignment(alignment))"]), .closure)
        case .lazyVGrid(let items, let alignment, let spacing):
            var arguments = ["columns: \(gridItems(items))"]
            if alignment != .center { arguments.append("alignment: \(guide(.horizontal(alignment)))") }
            if let spacing { arguments.append("spacing: \(number(spacing))") }
            return (call("LazyVGrid", arguments), .closure)
        case .lazyHGrid(let items, let alignment, let spacing):
            var arguments = ["rows: \(gridItems(items))"]
            if alignment != .center { arguments.append("alignment: \(guide(.vertical(alignment)))") }
            if let spacing { arguments.append("spacing: \(number(spacing))") }
            return (call("LazyHGrid", arguments), .closure)
        case .grid(let alignment, let horizontal, let vertical):
            var arguments: [String] = []
            if alignment != .center { arguments.append("alignment: \(self.alignment(alignment))") }
            if let horizontal { arguments.append("horizontalSpacing: \(number(horizontal))") }
            if let vertical { arguments.append("verticalSpacing: \(number(vertical))") }
            return (call("Grid", arguments), .closure)
        case .gridRow(let alignment):
            return (call("GridRow", alignment.map { ["alignment: \(guide(.vertical($0)))"] } ?? []), .closure)
        case .geometryReader:
            return ("GeometryReader { _ in", .openClosure)
        case .scrollView(let axes):
            return (call("ScrollView", axes == .vertical ? [] : [self.axes(axes)]), .closure)
        case .viewThatFits(let axes):
            return (call("ViewThatFits", axes == .both ? [] : ["in: \(self.axes(axes))"]), .closure)
        case .measured(let table):
            let replies = table.entries.map {
                "(\(optional($0.proposal.width)), \(optional($0.proposal.height))): (\(number($0.size.width)), \(number($0.size.height)))"
            }
            return ("Measured(replies: [\(replies.isEmpty ? ":" : replies.joined(separator: ", "))])", .none)
        case .layout(let name, let arguments, _):
            let list = arguments.keys.sorted().map { "\($0): \(number(arguments[$0]!))" }
            return (call(name, list), .closure)
        case .layoutMonitor:
            return ("LayoutMonitor", .closure)
        }
    }

    /// `Name(a, b)`, or `Name` alone when there are no arguments (a content closure follows).
    private func call(_ name: String, _ arguments: [String]) -> String {
        arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
    }

    // MARK: - Modifiers

    mutating func modifier(_ modifier: Modifier, indent: Int) {
        switch modifier {
        case .frame(let width, let height, let alignment):
            var arguments: [String] = []
            if let width { arguments.append("width: \(number(width))") }
            if let height { arguments.append("height: \(number(height))") }
            if alignment != .center { arguments.append("alignment: \(self.alignment(alignment))") }
            line(".frame(\(arguments.joined(separator: ", ")))", indent: indent)
        case .flexFrame(let frame):
            let values = [("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                          ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight)]
            var arguments = values.compactMap { label, value in value.map { "\(label): \(number($0))" } }
            // With no value at all, `minWidth: nil` still selects the flexible overload.
            if arguments.isEmpty { arguments.append("minWidth: nil") }
            if frame.alignment != .center { arguments.append("alignment: \(alignment(frame.alignment))") }
            line(".frame(\(arguments.joined(separator: ", ")))", indent: indent)
        case .padding(let insets), .safeAreaPadding(let insets):
            if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
                line(".\(modifier.name)(\(number(insets.top)))", indent: indent)
            } else {
                line(".\(modifier.name)(EdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing))))",
                     indent: indent)
            }
        case .fixedSize(let horizontal, let vertical):
            line(horizontal && vertical ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))", indent: indent)
        case .aspectRatio(let ratio, let mode):
            line(".aspectRatio(\(ratio.map { "\(number($0)), " } ?? "")contentMode: .\(mode.rawValue))", indent: indent)
        case .offset(let x, let y):
            line(".offset(x: \(number(x)), y: \(number(y)))", indent: indent)
        case .alignmentGuide(let explicit):
            line(".alignmentGuide(\(explicit.guide.swiftText)) { d in \(explicit.value.swiftText(number: { DSLNumber.spelling($0) })) }", indent: indent)
        case .overlay(let alignment, let content), .background(let alignment, let content):
            let head = "." + modifier.name + (alignment == .center ? "" : "(alignment: \(self.alignment(alignment)))")
            if content.isEmpty {
                line(head + " {}", indent: indent)
            } else {
                line(head + " {", indent: indent)
                for secondary in content { view(secondary, indent: indent + 1) }
                line("}", indent: indent)
            }
        case .safeAreaInset(let inset):
            var arguments = ["edge: .\(inset.edge.rawValue)"]
            if inset.alignment != .center { arguments.append("alignment: \(guide(inset.guide))") }
            if let spacing = inset.spacing { arguments.append("spacing: \(number(spacing))") }
            line(".safeAreaInset(\(arguments.joined(separator: ", "))) {", indent: indent)
            for content in inset.content { view(content, indent: indent + 1) }
            line("}", indent: indent)
        case .border(let width):
            line(".border(.primary, width: \(number(width)))", indent: indent)
        case .layoutPriority(let value):
            line(".layoutPriority(\(number(value)))", indent: indent)
        case .lineSpacing(let value):
            line(".lineSpacing(\(number(value)))", indent: indent)
        case .kerning(let value):
            line(".kerning(\(number(value)))", indent: indent)
        case .tracking(let value):
            line(".tracking(\(number(value)))", indent: indent)
        case .clipped:
            line(".clipped()", indent: indent)
        case .resizable:
            line(".resizable()", indent: indent)
        case .ignoresSafeArea(let regions, let edges):
            var arguments: [String] = []
            if regions != .all { arguments.append("." + (SafeAreaRegions.names.first { $0.1 == regions }?.0 ?? "all")) }
            if edges != .all { arguments.append("edges: " + edgeSet(edges)) }
            line(".ignoresSafeArea(\(arguments.joined(separator: ", ")))", indent: indent)
        case .gridCellColumns(let count):
            line(".gridCellColumns(\(count))", indent: indent)
        case .gridCellUnsizedAxes(let axes):
            line(".gridCellUnsizedAxes(\(self.axes(axes)))", indent: indent)
        case .gridColumnAlignment(let alignment):
            line(".gridColumnAlignment(\(guide(.horizontal(alignment))))", indent: indent)
        case .gridCellAnchor(let anchor):
            let text = anchor.name.map { ".\($0)" } ?? "UnitPoint(x: \(number(anchor.x)), y: \(number(anchor.y)))"
            line(".gridCellAnchor(\(text))", indent: indent)
        case .font(let font):
            line(".font(\(self.font(font)))", indent: indent)
        case .lineLimit(let limit, nil):
            line(".lineLimit(\(limit.map(String.init) ?? "nil"))", indent: indent)
        case .lineLimit(let limit?, let minimum?) where minimum == limit:
            line(".lineLimit(\(limit), reservesSpace: true)", indent: indent)
        case .lineLimit(let limit, let minimum?):
            line(".lineLimit(\(minimum)...\(limit.map(String.init) ?? ""))", indent: indent)
        case .layoutValue(let key, let value):
            // Readers make numbers only; a stored value (LayoutDebugger's) has no source form and prints as 0.
            line(".layoutValue(key: \(key).self, value: \(number(value.number ?? 0)))", indent: indent)
        case .previewLayout(.device):
            line(".previewLayout(.device)", indent: indent)
        case .previewLayout(.sizeThatFits):
            line(".previewLayout(.sizeThatFits)", indent: indent)
        case .previewLayout(.fixed(let width, let height)):
            line(".previewLayout(.fixed(width: \(number(width)), height: \(number(height))))", indent: indent)
        case .previewInterfaceOrientation(let orientation):
            line(".previewInterfaceOrientation(\(orientation == .landscape ? ".landscapeLeft" : ".portrait"))", indent: indent)
        default:
            line(catalogueModifier(modifier), indent: indent)
        }
    }

    /// A modifier the catalogue lowers, as a call with its labelled values in parameter order, defaults left out.
    private func catalogueModifier(_ modifier: Modifier) -> String {
        guard let entry = SwiftUICatalogue.entry(modifier.name, .modifier), let values = entry.lowering?.raise(modifier) else {
            preconditionFailure("modifier '\(modifier.name)' has neither printer code nor a catalogue lowering")
        }
        let arguments: [String] = entry.parameters.compactMap { parameter in
            guard let key = parameter.key, let value = values[key], value != parameter.defaultValue else { return nil }
            let text = switch value {
            case .number(let number): self.number(number)
            case .bool(let flag): String(flag)
            }
            return parameter.label.map { "\($0): \(text)" } ?? text
        }
        return ".\(modifier.name)(\(arguments.joined(separator: ", ")))"
    }

    // MARK: - Values

    /// A number the reader reads back exactly: integers plainly, others in Swift's round-trip form.
    private func number(_ value: Double) -> String {
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        return DSLNumber.spelling(value)
    }

    private func optional(_ value: Double?) -> String { value.map(number) ?? "nil" }

    /// `[GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40), spacing: 2)]`, defaults left out.
    private func gridItems(_ items: [LazyGridItem]) -> String {
        "[" + items.map { item in
            var arguments: [String] = []
            switch item.size {
            case .fixed(let length): arguments.append(".fixed(\(number(length)))")
            case .flexible(let minimum, let maximum):
                var bounds: [String] = []
                if minimum != 10 { bounds.append("minimum: \(number(minimum))") }
                if maximum != .infinity { bounds.append("maximum: \(number(maximum))") }
                if !bounds.isEmpty || item.spacing != nil || item.alignment != nil { arguments.append(".flexible(\(bounds.joined(separator: ", ")))") }
            case .adaptive(let minimum, let maximum):
                arguments.append(".adaptive(minimum: \(number(minimum))" + (maximum == .infinity ? ")" : ", maximum: \(number(maximum)))"))
            }
            if let spacing = item.spacing { arguments.append("spacing: \(number(spacing))") }
            if let alignment = item.alignment { arguments.append("alignment: \(self.alignment(alignment))") }
            return "GridItem(\(arguments.joined(separator: ", ")))"
        }.joined(separator: ", ") + "]"
    }

    private func alignment(_ alignment: Alignment) -> String {
        if let named = Alignment.named.first(where: { $0.1 == alignment }) { return "." + named.0 }
        return "Alignment(horizontal: \(guide(.horizontal(alignment.horizontal))), vertical: \(guide(.vertical(alignment.vertical))))"
    }

    /// A guide as an argument: `.leading`, `.center`, or `VerticalAlignment(MidAccount.self)` for one of the
    /// user's own (declared at the top of the output).
    private func guide(_ guide: GuideName) -> String {
        switch guide {
        case .horizontal(.center), .vertical(.center): ".center"
        default: guide.swiftText
        }
    }

    /// `.horizontal`, or `[.top, .leading]` for a set without a name.
    private func edgeSet(_ edges: EdgeSet) -> String {
        let spelling = edges.spelling
        return spelling.name.map { "." + $0 } ?? "[" + spelling.edges.map { "." + $0 }.joined(separator: ", ") + "]"
    }

    private func axes(_ axes: Axes) -> String {
        switch axes {
        case .horizontal: ".horizontal"
        case .vertical: ".vertical"
        case .both: "[.horizontal, .vertical]"
        default: "[]"
        }
    }

    /// A text style at its own size prints by name; anything else as `.system(size:)` or `.custom(_:size:)`.
    private func font(_ font: Font) -> String {
        if Font(textStyle: font.name) == font { return "." + font.name }
        if font == TreeBuilder.systemFont(size: font.size) { return ".system(size: \(number(font.size)))" }
        return ".custom(\(string(font.name)), size: \(number(font.size)))"
    }

    private func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// A string literal with escapes for quotes, backslashes and control characters.
    func string(_ text: String) -> String { SwiftStringLiteral.of(text) }
}
