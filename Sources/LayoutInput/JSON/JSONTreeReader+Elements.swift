import LayoutModel

/// Views and their elements: `{"view": "HStack", "alignment": "top", "children": [...], "modifiers": [...]}`.
extension JSONTreeContext {
    /// The built-in elements with their parameter keys, in the writer's order (from the catalogue).
    static let elementParameters: [(String, [String])] = SwiftUICatalogue.elements.map { ($0.name, $0.jsonKeys) }

    /// The same by name: looked up for every view, where a scan compared the name with each element's in turn
    /// (docs/performance.md item 66).
    static let parametersByElement: [String: [String]] = Dictionary(elementParameters, uniquingKeysWith: { first, _ in first })

    /// Elements that take a view builder of children (from the catalogue); every custom layout does too.
    static let containers: Set<String> = Set(SwiftUICatalogue.elements.filter(\.takesChildren).map(\.name))

    /// The keys every view may have besides its element's parameters.
    static let viewKeys = ["view", "label", "modifiers"]

    /// A view object and, through its children, the tree below it. It recurses once per level, so its frame holds
    /// only what the children outlive: reading the view's own keys is done before and after them, out of line (a
    /// 10,000-level tree touched 26 MB of stack when this frame held it all).
    func view(_ value: JSONValue) throws(InputError) -> ViewNode {
        let head = try viewHead(value)  // counts this level (an error ends the read, so only a success counts back)
        defer { counts.depth -= 1 }
        var children: [ViewNode] = []
        if let value = head.fields.value("children") {
            guard case .array(let items, _) = value else {
                throw error("expected an array of views for 'children', got \(value.kindDescription)", at: value.location)
            }
            children.reserveCapacity(items.count)
            for item in items { children.append(try view(item)) }
        }
        return try viewTail(head, children: children)
    }

    /// What a view object says of itself, read before its children.
    private struct ViewHead {
        var name: String
        var element: Element
        var fields: JSONFields
    }

    /// The view's name and element, its keys checked, counted against the limits.
    @inline(never)
    private func viewHead(_ value: JSONValue) throws(InputError) -> ViewHead {
        guard case .object(let members, let location) = value else {
            throw error("expected a view object, got \(value.kindDescription)", at: value.location)
        }
        let fields = JSONFields(members: members.members, location: location)
        guard let nameValue = fields.member("view")?.value else {
            throw error("missing 'view' (the element name, such as \"Text\")", at: location)
        }
        let name = try string(nameValue, for: "view")
        counts.views += 1
        if counts.views > limits.views { throw limitError(.views, at: location) }
        counts.depth += 1
        if counts.depth > InputLimits.depth { throw error(InputLimits.tooDeep, at: location) }
        let parameters: [String]
        let isCustom: Bool
        if let builtIn = Self.parametersByElement[name] {
            parameters = builtIn
            isCustom = false
        } else if customLayouts.contains(name) {
            parameters = ["arguments"]
            isCustom = true
        } else {
            throw unknownName(name, kind: "element", at: nameValue.location,
                              candidates: Self.elementParameters.map(\.0) + customLayouts.sorted(), listCandidates: false)
        }
        let takesChildren = isCustom || Self.containers.contains(name)
        for member in members where !Self.viewKeys.contains(member.key) && !parameters.contains(member.key) {
            if member.key == "children", takesChildren { continue }
            if member.key == "children" { throw error("\(name) does not take children", at: member.keyLocation) }
            let candidates = Self.viewKeys + parameters + (takesChildren ? ["children"] : [])
            throw error("unknown parameter '\(member.key)' for \(name)", at: member.keyLocation,
                        notes: suggestionNotes(for: member.key, in: candidates, list: false))
        }
        return ViewHead(name: name, element: isCustom ? try customLayout(name, fields) : try builtInElement(name, fields), fields: fields)
    }

    /// The view, its children read: its modifiers, label and text, counted against the limits.
    @inline(never)
    private func viewTail(_ head: ViewHead, children: [ViewNode]) throws(InputError) -> ViewNode {
        let name = head.name, fields = head.fields, location = fields.location
        var element = head.element
        if name == "LayoutMonitor", children.count != 1 {
            throw error("LayoutMonitor takes exactly one child, got \(children.count)", at: location)
        }
        var modifiers: [LocatedModifier] = []
        if let value = fields.value("modifiers") { modifiers = try modifierList(value) }
        if case .concatenatedText(let runs) = element {
            // Runs of one font are one Text in that font, as the Swift readers make them (`TextRun.text`).
            let (plain, font) = TextRun.text(runs)
            element = plain
            if let font { modifiers.insert(LocatedModifier(.font(font), at: location), at: 0) }
        }
        var label: String?
        if let value = fields.value("label") {
            label = try string(value, for: "label")
            if let label, label.utf8.count > limits.label { throw limitError(.label, at: value.location) }
        }
        let textBytes = element.textByteCount
        if textBytes > 0 {
            counts.text += textBytes
            if counts.text > limits.text { throw limitError(.text, at: location) }
        }
        return ViewNode(element: element, children: children, modifiers: modifiers, label: label, location: location)
    }

    /// A required parameter, or "<Element> requires '<key>'" at the view.
    func required(_ key: String, of element: String, in fields: JSONFields) throws(InputError) -> JSONValue {
        guard let value = fields.value(key) else { throw error("\(element) requires '\(key)'", at: fields.location) }
        return value
    }

    private func builtInElement(_ name: String, _ fields: JSONFields) throws(InputError) -> Element {
        switch name {
        case "Color":
            var color = "clear"
            if let value = fields.value("color") { color = try string(value, for: "color") }
            return .color(name: color)
        case "Rectangle": return .shape(.rectangle)
        case "RoundedRectangle":
            let radius = try number(try required("cornerRadius", of: name, in: fields), for: "cornerRadius", bound: .nonNegative)
            return .shape(.roundedRectangle(cornerRadius: radius))
        case "Capsule": return .shape(.capsule)
        case "Ellipse": return .shape(.ellipse)
        case "Circle": return .shape(.circle)
        case "Text": return try text(try required("text", of: name, in: fields))
        case "Image": return try image(fields)
        case "Spacer": return .spacer(minLength: try optionalNumber(fields, "minLength", bound: .nonNegative))
        case "Divider": return .divider
        case "EmptyView": return .emptyView
        case "HStack", "LazyHStack":
            let alignment = try verticalAlignment(fields.value("alignment"), for: "alignment") ?? .center
            let spacing = try optionalNumber(fields, "spacing")
            return name == "HStack" ? .hStack(alignment: alignment, spacing: spacing) : .lazyHStack(alignment: alignment, spacing: spacing)
        case "VStack", "LazyVStack":
            let alignment = try horizontalAlignment(fields.value("alignment"), for: "alignment") ?? .center
            let spacing = try optionalNumber(fields, "spacing")
            return name == "VStack" ? .vStack(alignment: alignment, spacing: spacing) : .lazyVStack(alignment: alignment, spacing: spacing)
        case "LazyVGrid":
            return .lazyVGrid(columns: try gridItems(try required("columns", of: name, in: fields), for: "columns"),
                              alignment: try horizontalAlignment(fields.value("alignment"), for: "alignment") ?? .center,
                              spacing: try optionalNumber(fields, "spacing"))
        case "LazyHGrid":
            return .lazyHGrid(rows: try gridItems(try required("rows", of: name, in: fields), for: "rows"),
                              alignment: try verticalAlignment(fields.value("alignment"), for: "alignment") ?? .center,
                              spacing: try optionalNumber(fields, "spacing"))
        case "ZStack": return .zStack(alignment: try alignment(fields.value("alignment"), for: "alignment") ?? .center)
        case "Grid":
            return .grid(alignment: try alignment(fields.value("alignment"), for: "alignment") ?? .center,
                         horizontalSpacing: try optionalNumber(fields, "horizontalSpacing"),
                         verticalSpacing: try optionalNumber(fields, "verticalSpacing"))
        case "GridRow": return .gridRow(alignment: try verticalAlignment(fields.value("alignment"), for: "alignment"))
        case "GeometryReader": return .geometryReader
        case "ScrollView":
            var axes = Axes.vertical
            if let value = fields.value("axes") { axes = try self.axes(value, for: "axes") }
            return .scrollView(axes: axes)
        case "ViewThatFits":
            var axes = Axes.both
            if let value = fields.value("in") { axes = try self.axes(value, for: "in") }
            return .viewThatFits(axes: axes)
        case "LayoutMonitor": return .layoutMonitor
        case "Measured": return .measured(try measuredTable(try required("replies", of: name, in: fields)))
        default: preconditionFailure("element \(name) is in elementParameters but not read")
        }
    }

    /// `Image("name")` or `Image(systemName:)`, with the natural size the asset would have; a `systemName` without a
    /// size is a symbol as large as its font. The model keeps one name, so "systemName" reads into the same field as
    /// "name".
    private func image(_ fields: JSONFields) throws(InputError) -> Element {
        let nameValue = fields.value("name")
        let systemNameValue = fields.value("systemName")
        if nameValue != nil, let systemNameValue {
            throw error("Image takes 'name' or 'systemName', not both", at: systemNameValue.location)
        }
        guard let value = nameValue ?? systemNameValue else {
            throw error("Image requires 'name' or 'systemName'", at: fields.location)
        }
        let name = try string(value, for: nameValue != nil ? "name" : "systemName")
        // A symbol given no size is as large as its font, which the engine knows.
        if systemNameValue != nil, fields.value("width") == nil, fields.value("height") == nil { return .symbol(name: name) }
        let width = try number(try required("width", of: "Image", in: fields), for: "width", bound: .nonNegative)
        let height = try number(try required("height", of: "Image", in: fields), for: "height", bound: .nonNegative)
        return .image(name: name, naturalSize: Size(width: width, height: height))
    }

    /// `"arguments": {"name": number}` of a custom layout.
    private func customLayout(_ name: String, _ fields: JSONFields) throws(InputError) -> Element {
        var arguments: [String: Double] = [:]
        if let value = fields.value("arguments") {
            let argumentFields = try object(value, for: "arguments")
            for member in argumentFields.members {
                arguments[member.key] = try number(member.value, for: member.key)
            }
        }
        return .layout(name: name, arguments: arguments)
    }

    /// `"replies": [{"proposal": {...}, "size": {"width", "height"}}, ...]`, at least one.
    private func measuredTable(_ value: JSONValue) throws(InputError) -> MeasuredTable {
        guard case .array(let items, let location) = value else {
            throw error("expected an array for 'replies', got \(value.kindDescription)", at: value.location)
        }
        guard !items.isEmpty else { throw error("'replies' must not be empty", at: location) }
        var entries: [MeasuredEntry] = []
        for item in items {
            let reply = try object(item, for: "replies")
            try checkKeys(reply, allowed: ["proposal", "size"]) { "unknown key '\($0)' in a Measured reply" }
            guard let proposalValue = reply.value("proposal") else { throw error("missing 'proposal' in a Measured reply", at: reply.location) }
            guard let sizeValue = reply.value("size") else { throw error("missing 'size' in a Measured reply", at: reply.location) }
            let sizeFields = try object(sizeValue, for: "size")
            try checkKeys(sizeFields, allowed: ["width", "height"]) { "unknown key '\($0)' in 'size'" }
            guard let width = sizeFields.value("width") else { throw error("missing 'width' in 'size'", at: sizeFields.location) }
            guard let height = sizeFields.value("height") else { throw error("missing 'height' in 'size'", at: sizeFields.location) }
            // A recorded reply may be infinite (a Color proposed (inf, inf) replies it); the Swift reader takes `.infinity` too.
            let size = Size(width: try number(width, for: "width", bound: .nonNegative, allowInfinity: true),
                            height: try number(height, for: "height", bound: .nonNegative, allowInfinity: true))
            entries.append(MeasuredEntry(proposal: try proposal(proposalValue, for: "proposal"), size: size))
        }
        return MeasuredTable(entries: entries)
    }

    // MARK: - Shared parameter forms

    /// An optional finite number: absent or null → nil.
    func optionalNumber(_ fields: JSONFields, _ key: String, bound: NumberBound = .any) throws(InputError) -> Double? {
        guard let value = fields.value(key) else { return nil }
        return try number(value, for: key, bound: bound)
    }

    /// One of `Alignment.named`, or `"horizontal/vertical"` (as `Alignment.name` writes the combinations
    /// SwiftUI has no name for, such as `"trailing/lastTextBaseline"`).
    func alignment(_ value: JSONValue?, for key: String) throws(InputError) -> Alignment? {
        guard let value else { return nil }
        if case .string(let text, let location) = value, text.contains("/") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2, let horizontal = HorizontalAlignment(rawValue: parts[0]) ?? ownGuide(parts[0], .horizontal).map({ .custom($0) }),
               let vertical = VerticalAlignment(rawValue: parts[1]) ?? ownGuide(parts[1], .vertical).map({ .custom($0) }) {
                return Alignment(horizontal: horizontal, vertical: vertical)
            }
            throw error("unknown alignment '\(text)'", at: location,
                        notes: ["a combined alignment is written horizontal/vertical, such as \"trailing/lastTextBaseline\""])
        }
        return try named(value, for: key, kind: "alignment", in: Alignment.named)
    }

    func horizontalAlignment(_ value: JSONValue?, for key: String) throws(InputError) -> HorizontalAlignment? {
        guard let value else { return nil }
        return try named(value, for: key, kind: "horizontal alignment",
                         in: HorizontalAlignment.allCases.map { ($0.rawValue, $0) } + ownGuides(.horizontal).map { ($0.name, .custom($0)) })
    }

    func verticalAlignment(_ value: JSONValue?, for key: String) throws(InputError) -> VerticalAlignment? {
        guard let value else { return nil }
        return try named(value, for: key, kind: "vertical alignment",
                         in: VerticalAlignment.allCases.map { ($0.rawValue, $0) } + ownGuides(.vertical).map { ($0.name, .custom($0)) })
    }

    /// The document's own guide `name` on `axis` (`"guides"`), or nil.
    func ownGuide(_ name: String, _ axis: Axis) -> CustomGuide? {
        guides[name].flatMap { $0.axis == axis ? $0.guide : nil }
    }

    /// The document's own guides on `axis`, by name.
    func ownGuides(_ axis: Axis) -> [CustomGuide] {
        guides.values.filter { $0.axis == axis }.map(\.guide).sorted { $0.name < $1.name }
    }

    /// `"horizontal"`, `"vertical"`, or an array of those (`[]` for none).
    func axes(_ value: JSONValue, for key: String) throws(InputError) -> Axes {
        let names: [(String, Axes)] = [("horizontal", .horizontal), ("vertical", .vertical)]
        func one(_ item: JSONValue) throws(InputError) -> Axes {
            if case .string(let text, let location) = item, text == "both" {
                throw error("unknown axis 'both'", at: location, notes: ["write [\"horizontal\", \"vertical\"] for both axes"])
            }
            return try named(item, for: key, kind: "axis", in: names)
        }
        switch value {
        case .string: return try one(value)
        case .array(let items, _):
            var axes: Axes = []
            for item in items { axes.formUnion(try one(item)) }
            return axes
        default:
            throw error("expected \"horizontal\", \"vertical\" or an array of them for '\(key)', got \(value.kindDescription)",
                        at: value.location)
        }
    }

    /// A Text's `text`: a string, or Texts added together as an array of runs, each a string or
    /// `{"text": string, "font": font}` (`Text("12").font(.title) + Text(" items")` is
    /// `[{"text": "12", "font": "title"}, " items"]`).
    func text(_ value: JSONValue) throws(InputError) -> Element {
        guard case .array(let items, let location) = value else { return .text(try string(value, for: "text")) }
        guard !items.isEmpty else { throw error("expected at least one run in 'text'", at: location) }
        var runs: [TextRun] = []
        runs.reserveCapacity(items.count)
        for item in items {
            guard case .object = item else {
                runs.append(TextRun(try string(item, for: "text")))
                continue
            }
            let fields = try object(item, for: "text")
            try checkKeys(fields, allowed: ["text", "font"]) { "unknown parameter '\($0)' for a text run" }
            guard let string = fields.value("text") else { throw error("a text run requires 'text'", at: fields.location) }
            runs.append(TextRun(try self.string(string, for: "text"), font: try fields.value("font").map { value throws(InputError) in try font(value) }))
        }
        return .concatenatedText(runs)
    }
}
