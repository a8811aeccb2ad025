import LayoutModel

/// Modifier items: a bare string (`"clipped"`) or an object with exactly one key (`{"frame": {"width": 100}}`).
extension JSONTreeContext {
    /// The modifiers of the JSON format, from the catalogue.
    static let formatModifiers = SwiftUICatalogue.entries.filter { $0.kind == .modifier && $0.inJSON }
    /// Modifiers that may be written as a bare string.
    static let bareModifiers = formatModifiers.filter { $0.json == .bare || $0.json == .bareOrObject }.map(\.name)
    /// Modifiers that take no arguments, so have no object form.
    static let argumentlessModifiers = formatModifiers.filter { $0.json == .bare }.map(\.name)
    /// Every modifier name the format knows.
    static let modifierNames = formatModifiers.map(\.name)
    static let fixedFrameKeys = ["width", "height"]
    /// The non-finite frame values JSON spells as strings (the trace format's spellings).
    static let frameSpecialValues: [String: Double] = ["inf": .infinity, "-inf": -.infinity, "nan": .nan]
    static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    func modifierList(_ value: JSONValue) throws(InputError) -> [LocatedModifier] {
        guard case .array(let items, _) = value else {
            throw error("expected an array of modifiers for 'modifiers', got \(value.kindDescription)", at: value.location)
        }
        var modifiers: [LocatedModifier] = []
        modifiers.reserveCapacity(items.count)
        for item in items {
            counts.modifiers += 1
            if counts.modifiers > limits.modifiers { throw limitError(.modifiers, at: item.location) }
            modifiers.append(LocatedModifier(try modifier(item), at: item.location))
        }
        return modifiers
    }

    private func modifier(_ item: JSONValue) throws(InputError) -> Modifier {
        switch item {
        case .string(let name, let location):
            return try bareModifier(name, at: location)
        case .object(let members, let location):
            guard members.count == 1 else {
                let keys = members.isEmpty ? "none" : members.map { "'\($0.key)'" }.joined(separator: ", ")
                throw error("a modifier object must have exactly one key (the modifier's name), got \(keys)", at: location)
            }
            return try modifier(members[0])
        default:
            throw error("expected a modifier name or an object with one key, got \(item.kindDescription)", at: item.location)
        }
    }

    private func unknownModifier(_ name: String, at location: SourceLocation) -> InputError {
        unknownName(name, kind: "modifier", at: location, candidates: Self.modifierNames, listCandidates: false)
    }

    private func bareModifier(_ name: String, at location: SourceLocation) throws(InputError) -> Modifier {
        switch name {
        case "padding": return .padding(EdgeInsets(all: environment.defaultPadding))
        case "fixedSize": return .fixedSize(horizontal: true, vertical: true)
        case "aspectRatio", "scaledToFit": return .aspectRatio(ratio: nil, contentMode: .fit)
        case "scaledToFill": return .aspectRatio(ratio: nil, contentMode: .fill)
        case "border": return .border(width: 1)
        case "clipped": return .clipped
        case "resizable": return .resizable
        case "ignoresSafeArea": return .ignoresSafeArea(regions: .all, edges: .all)
        case "safeAreaPadding": return .safeAreaPadding(EdgeInsets(all: environment.defaultPadding))
        default:
            guard Self.modifierNames.contains(name) else { throw unknownModifier(name, at: location) }
            throw error("modifier '\(name)' needs arguments: write it as {\"\(name)\": ...}", at: location)
        }
    }

    private func modifier(_ member: JSONMember) throws(InputError) -> Modifier {
        let name = member.key
        let value = member.value
        switch name {
        case "frame": return try frame(value)
        case "padding": return .padding(try padding(value))
        case "safeAreaPadding": return .safeAreaPadding(try padding(value, for: name))
        case "safeAreaInset": return try safeAreaInset(value)
        case "ignoresSafeArea":
            let fields = try object(value, for: name)
            try checkKeys(fields, allowed: ["regions", "edges"]) { "unknown parameter '\($0)' for ignoresSafeArea" }
            var regions = SafeAreaRegions.all
            if let value = fields.value("regions") {
                regions = try named(value, for: "regions", kind: "safe area region", in: SafeAreaRegions.names)
            }
            return .ignoresSafeArea(regions: regions, edges: try fields.value("edges").map { (value) throws(InputError) in try edgeSet(value) } ?? .all)
        case "fixedSize":
            let fields = try object(value, for: name)
            try checkKeys(fields, allowed: ["horizontal", "vertical"]) { "unknown parameter '\($0)' for fixedSize" }
            var horizontal = false, vertical = false
            if let value = fields.value("horizontal") { horizontal = try bool(value, for: "horizontal") }
            if let value = fields.value("vertical") { vertical = try bool(value, for: "vertical") }
            return .fixedSize(horizontal: horizontal, vertical: vertical)
        case "aspectRatio":
            let fields = try object(value, for: name)
            try checkKeys(fields, allowed: ["ratio", "contentMode"]) { "unknown parameter '\($0)' for aspectRatio" }
            let ratio = try optionalNumber(fields, "ratio", bound: .positive)
            var mode = ContentMode.fit
            if let value = fields.value("contentMode") {
                mode = try named(value, for: "contentMode", kind: "content mode", in: [("fit", ContentMode.fit), ("fill", .fill)])
            }
            return .aspectRatio(ratio: ratio, contentMode: mode)
        case "offset":
            let fields = try object(value, for: name)
            try checkKeys(fields, allowed: ["x", "y"]) { "unknown parameter '\($0)' for offset" }
            return .offset(x: try optionalNumber(fields, "x") ?? 0, y: try optionalNumber(fields, "y") ?? 0)
        case "alignmentGuide": return try alignmentGuide(value)
        case "overlay", "background":
            let (alignment, content) = try secondaryContent(value, for: name)
            return name == "overlay" ? .overlay(alignment: alignment, content: content) : .background(alignment: alignment, content: content)
        case "border":
            let fields = try object(value, for: name)
            try checkKeys(fields, allowed: ["color", "width"]) { "unknown parameter '\($0)' for border" }
            if let color = fields.value("color") { _ = try string(color, for: "color") }  // drawn only: no layout effect
            return .border(width: try optionalNumber(fields, "width", bound: .nonNegative) ?? 1)
        case "layoutPriority": return .layoutPriority(try number(value, for: name))
        case "gridCellColumns":
            let count = try integer(value, for: name, minimum: Int.min)
            guard NumberLimits.gridCellColumns.contains(Double(count)) else {
                throw error(NumberLimits.gridCellColumns.message(for: name, got: Double(count)), at: value.location)
            }
            return .gridCellColumns(count)
        case "gridCellUnsizedAxes": return .gridCellUnsizedAxes(try axes(value, for: name))
        case "gridColumnAlignment": return .gridColumnAlignment(try horizontalAlignment(value, for: name)!)
        case "gridCellAnchor": return .gridCellAnchor(try unitPoint(value, for: name))
        case "font": return .font(try font(value))
        case "lineLimit": return try lineLimit(value)
        case "lineSpacing": return .lineSpacing(try number(value, for: name))
        case "kerning": return .kerning(try number(value, for: name))
        case "tracking": return .tracking(try number(value, for: name))
        case "previewLayout":
            // "device", "sizeThatFits", or {"width": w, "height": h} for .fixed(width:height:) (PreviewContainer.swift).
            if case .string = value {
                return .previewLayout(try named(value, for: name, kind: "preview layout", in: [("device", PreviewContainer.device),
                                                                                                ("sizeThatFits", .sizeThatFits)]))
            }
            let fields = try object(value, for: name)
            try checkKeys(fields, allowed: ["width", "height"]) { "unknown parameter '\($0)' for previewLayout" }
            guard let width = fields.value("width"), let height = fields.value("height") else {
                throw error("previewLayout's fixed container requires 'width' and 'height'", at: fields.location,
                            notes: ["or \"device\" or \"sizeThatFits\""])
            }
            return .previewLayout(.fixed(width: try number(width, for: "width"), height: try number(height, for: "height")))
        case "previewInterfaceOrientation":
            return .previewInterfaceOrientation(try named(value, for: name, kind: "orientation", in: [("portrait", Orientation.portrait),
                                                                                                       ("landscape", .landscape)]))
        case "layoutValue":
            let fields = try object(value, for: name)
            try checkKeys(fields, allowed: ["key", "value"]) { "unknown parameter '\($0)' for layoutValue" }
            guard let key = fields.value("key") else { throw error("layoutValue requires 'key'", at: fields.location) }
            guard let number = fields.value("value") else { throw error("layoutValue requires 'value'", at: fields.location) }
            return .layoutValue(key: try string(key, for: "key"), value: .number(try self.number(number, for: "value")))
        default:
            if let entry = SwiftUICatalogue.entry(name, .modifier), let lowering = entry.lowering {
                return try catalogueModifier(entry, lowering, value)
            }
            if Self.argumentlessModifiers.contains(name) {
                throw error("modifier '\(name)' takes no arguments: write it as the string \"\(name)\"", at: member.keyLocation)
            }
            throw unknownModifier(name, at: member.keyLocation)
        }
    }

    /// `frame(width:height:alignment:)` or, when any min/ideal/max key is present (even null), the flexible
    /// `frame(minWidth:...)`: which keys are present picks the overload, as the argument labels do in Swift.
    private func frame(_ value: JSONValue) throws(InputError) -> Modifier {
        let fields = try object(value, for: "frame")
        let allowed = Self.fixedFrameKeys + Self.flexibleFrameKeys + ["alignment"]
        try checkKeys(fields, allowed: allowed) { "unknown parameter '\($0)' for frame" }
        let fixed = fields.members.filter { Self.fixedFrameKeys.contains($0.key) }
        let flexible = fields.members.filter { Self.flexibleFrameKeys.contains($0.key) }
        if let firstFixed = fixed.first, let firstFlexible = flexible.first {
            throw error("frame takes either width/height or min/ideal/max values, not both",
                        at: max(firstFixed.keyLocation, firstFlexible.keyLocation))
        }
        let alignment = try self.alignment(fields.value("alignment"), for: "alignment") ?? .center
        func length(_ key: String) throws(InputError) -> Double? {
            guard let value = fields.value(key) else { return nil }
            // Any value is taken, as Swift takes it: SwiftUI logs an invalid one ("Invalid frame dimension") and the
            // frame repairs it (FrameValidity); the `invalid-frame-dimension` rule reports it.
            if case .string(let text, _) = value, let special = Self.frameSpecialValues[text] { return special }
            return try number(value, for: key, allowInfinity: true)
        }
        if flexible.isEmpty {
            return .frame(width: try length("width"), height: try length("height"), alignment: alignment)
        }
        return .flexFrame(FlexFrame(minWidth: try length("minWidth"), idealWidth: try length("idealWidth"),
                                    maxWidth: try length("maxWidth"), minHeight: try length("minHeight"),
                                    idealHeight: try length("idealHeight"), maxHeight: try length("maxHeight"),
                                    alignment: alignment))
    }

    static let edgeNames = EdgeSet.named

    /// `.padding`'s and `.safeAreaPadding`'s insets: a number (all edges), `{"edges", "length"}`, or explicit
    /// `{"top", "leading", "bottom", "trailing"}`.
    private func padding(_ value: JSONValue, for name: String = "padding") throws(InputError) -> EdgeInsets {
        // An infinite inset is refused in the Swift reader's words (SwiftUI would lay out nothing sensible).
        func refuseInfinite(_ value: JSONValue) throws(InputError) {
            if case .string(let text, _) = value, text == "inf" || text == "-inf" {
                throw error("the \(name == "padding" ? "padding" : "safe-area padding") must be a finite number", at: value.location)
            }
        }
        func side(_ fields: JSONFields, _ key: String) throws(InputError) -> Double? {
            if let value = fields.value(key) { try refuseInfinite(value) }
            return try optionalNumber(fields, key)
        }
        try refuseInfinite(value)
        if case .number(let length, _) = value { return EdgeInsets(all: length) }
        guard case .object = value else {
            throw error("expected a number or an object for '\(name)', got \(value.kindDescription)", at: value.location)
        }
        let fields = try object(value, for: name)
        let explicitKeys = ["top", "leading", "bottom", "trailing"]
        try checkKeys(fields, allowed: ["edges", "length"] + explicitKeys) { "unknown parameter '\($0)' for \(name)" }
        let explicit = fields.members.filter { explicitKeys.contains($0.key) }
        let edgeForm = fields.members.filter { !explicitKeys.contains($0.key) }
        if let first = explicit.first, let other = edgeForm.first {
            throw error("\(name) takes either edges/length or top/leading/bottom/trailing, not both",
                        at: max(first.keyLocation, other.keyLocation))
        }
        if !explicit.isEmpty {
            return EdgeInsets(top: try side(fields, "top") ?? 0, leading: try side(fields, "leading") ?? 0,
                              bottom: try side(fields, "bottom") ?? 0, trailing: try side(fields, "trailing") ?? 0)
        }
        var edges = EdgeSet.all
        if let value = fields.value("edges") { edges = try edgeSet(value) }
        let length = try side(fields, "length") ?? environment.defaultPadding
        return edges.insets(length)
    }

    private func edgeSet(_ value: JSONValue) throws(InputError) -> EdgeSet {
        func one(_ item: JSONValue) throws(InputError) -> EdgeSet {
            if case .string(let text, let location) = item, text == "left" || text == "right" {
                throw error("unknown edge '\(text)'", at: location, notes: ["SwiftUI's edges are leading and trailing"])
            }
            return try named(item, for: "edges", kind: "edge", in: Self.edgeNames)
        }
        switch value {
        case .string: return try one(value)
        case .array(let items, _):
            var edges: EdgeSet = []
            for item in items { edges.formUnion(try one(item)) }
            return edges
        default:
            throw error("expected an edge name or an array of them for 'edges', got \(value.kindDescription)", at: value.location)
        }
    }

    /// `2`, `null`, `{"limit": 2, "reservesSpace": true}` (`.lineLimit(2, reservesSpace: true)`), or a range:
    /// `{"minimum": 2, "limit": 4}` (`.lineLimit(2...4)`), `{"minimum": 2}` (`.lineLimit(2...)`).
    private func lineLimit(_ value: JSONValue) throws(InputError) -> Modifier {
        if value.isNull { return .lineLimit(nil) }
        guard case .object(let members, let location) = value else { return .lineLimit(try integer(value, for: "lineLimit", minimum: 1)) }
        let fields = JSONFields(members: members.members, location: location)
        try checkKeys(fields, allowed: ["limit", "minimum", "reservesSpace"]) { "unknown parameter '\($0)' for lineLimit" }
        let limit = try fields.value("limit").flatMap { v throws(InputError) in v.isNull ? nil : try integer(v, for: "limit", minimum: 1) }
        if let minimumValue = fields.value("minimum") {
            if fields.value("reservesSpace") != nil {
                throw error("lineLimit takes 'reservesSpace' or 'minimum', not both: 'reservesSpace': true is 'minimum' equal to 'limit'", at: location)
            }
            let minimum = try integer(minimumValue, for: "minimum", minimum: 0)
            if let limit, minimum > limit {
                throw error("lineLimit's 'minimum' (\(minimum)) must not be above its 'limit' (\(limit))", at: minimumValue.location)
            }
            return .lineLimit(limit, minimum: minimum)
        }
        guard let limit else { throw error("lineLimit requires 'limit' (a number of lines) or 'minimum'", at: location) }
        let reservesSpace = try fields.value("reservesSpace").map { v throws(InputError) in try bool(v, for: "reservesSpace") } ?? false
        return .lineLimit(limit, reservesSpace: reservesSpace)
    }

    /// A view, an array of views, or `{"alignment": name, "content": view-or-array}`.
    private func secondaryContent(_ value: JSONValue, for name: String) throws(InputError) -> (Alignment, [ViewNode]) {
        let expected = "a view, an array of views or {\"alignment\", \"content\"} for '\(name)'"
        switch value {
        case .array(let items, _):
            return (.center, try views(items.elements))
        case .object(let members, let location):
            let fields = JSONFields(members: members.members, location: location)
            // A view may have an "alignment" parameter of its own: "content" is what marks the wrapper form.
            if fields.member("content") == nil {
                if fields.member("view") != nil { return (.center, [try view(value)]) }
                if fields.member("alignment") != nil { throw error("\(name) requires 'content'", at: location) }
                throw error("expected \(expected), got an object without 'view'", at: location)
            }
            try checkKeys(fields, allowed: ["alignment", "content"]) { "unknown parameter '\($0)' for \(name)" }
            let alignment = try self.alignment(fields.value("alignment"), for: "alignment") ?? .center
            guard let content = fields.value("content") else { throw error("\(name) requires 'content'", at: location) }
            if case .array(let items, _) = content { return (alignment, try views(items.elements)) }
            guard case .object = content else {
                throw error("expected a view or an array of views for 'content', got \(content.kindDescription)", at: content.location)
            }
            return (alignment, [try view(content)])
        default:
            throw error("expected \(expected), got \(value.kindDescription)", at: value.location)
        }
    }

    private func views(_ items: [JSONValue]) throws(InputError) -> [ViewNode] {
        var views: [ViewNode] = []
        for item in items { views.append(try view(item)) }
        return views
    }

    /// A `UnitPoint` name (`"topLeading"`) or `{"x", "y"}` (each defaulting to 0).
    private func unitPoint(_ value: JSONValue, for key: String) throws(InputError) -> UnitPoint {
        switch value {
        case .string: return try named(value, for: key, kind: "unit point", in: UnitPoint.named)
        case .object:
            let fields = try object(value, for: key)
            try checkKeys(fields, allowed: ["x", "y"]) { "unknown parameter '\($0)' for \(key)" }
            return UnitPoint(x: try optionalNumber(fields, "x") ?? 0, y: try optionalNumber(fields, "y") ?? 0)
        default:
            throw error("expected a unit point name or {\"x\", \"y\"} for '\(key)', got \(value.kindDescription)", at: value.location)
        }
    }

    /// A text style name (`"headline"`) or `{"size": points}`.
    func font(_ value: JSONValue) throws(InputError) -> Font {
        switch value {
        case .string: return try named(value, for: "font", kind: "text style", in: Font.textStyles.map { ($0.0, Font(name: $0.0, size: $0.1)) })
        case .object:
            let fields = try object(value, for: "font")
            try checkKeys(fields, allowed: ["size"]) { "unknown parameter '\($0)' for font" }
            guard let sizeValue = fields.value("size") else { throw error("font requires 'size'", at: fields.location) }
            let size = try number(sizeValue, for: "size", in: NumberLimits.fontSize)
            return Font(name: "system(size: \(NumberFormat.string(size)))", size: size)
        default:
            throw error("expected a text style name or {\"size\": points} for 'font', got \(value.kindDescription)", at: value.location)
        }
    }

    /// A modifier the catalogue lowers: `{"name": {"key": value, …}}`, each key one of its parameters, absent keys
    /// taking the parameter's default.
    private func catalogueModifier(_ entry: SurfaceEntry, _ lowering: ModifierLowering, _ value: JSONValue) throws(InputError) -> Modifier {
        let fields = try object(value, for: entry.name)
        try checkKeys(fields, allowed: entry.jsonKeys) { "unknown parameter '\($0)' for \(entry.name)" }
        var values: [String: SurfaceValue] = [:]
        for parameter in entry.parameters {
            guard let key = parameter.key else { continue }
            guard let given = fields.value(key) else {
                guard let defaultValue = parameter.defaultValue else { throw error("\(entry.name) requires '\(key)'", at: fields.location) }
                values[key] = defaultValue
                continue
            }
            switch parameter.type {
            case .bool: values[key] = .bool(try bool(given, for: key))
            default: values[key] = .number(try number(given, for: key))
            }
        }
        return lowering.lower(values)
    }
}

extension JSONTreeContext {
    /// `{"alignmentGuide": {"guide": "leading", "value": 10}}`, or with `"value": "d.width / 2"`: the closure's body
    /// as Swift writes it, its parameter `d` (read by the Swift reader's own rules).
    /// The guides a JSON input may name: the standard ones and the input's own.
    private var guideNames: [(String, GuideName)] {
        GuideName.byJSONName + guides.values.sorted { $0.guide.name < $1.guide.name }
            .map { ($0.guide.name, $0.axis == .horizontal ? GuideName.horizontal(.custom($0.guide)) : .vertical(.custom($0.guide))) }
    }

    /// `{"edge": "bottom", "alignment": "leading", "spacing": 0, "content": view or [views]}`: alignment (a guide
    /// across the edge's axis) and spacing may be left out.
    private func safeAreaInset(_ value: JSONValue) throws(InputError) -> Modifier {
        let fields = try object(value, for: "safeAreaInset")
        try checkKeys(fields, allowed: ["edge", "alignment", "spacing", "content"]) { "unknown parameter '\($0)' for safeAreaInset" }
        guard let edgeValue = fields.value("edge") else { throw error("safeAreaInset requires 'edge'", at: fields.location) }
        let edge = try named(edgeValue, for: "edge", kind: "edge", in: Edge.allCases.map { ($0.rawValue, $0) })
        var alignment = Alignment.center
        if let guideValue = fields.value("alignment") {
            let across = edge.axis == .vertical ? Axis.horizontal : .vertical
            // "center" is the one the edge's axis has ("horizontalCenter" and "verticalCenter" name guides apart).
            let center: GuideName = across == .horizontal ? .horizontal(.center) : .vertical(.center)
            let candidates = guideNames.filter { $0.1.axis == across && $0.1 != center } + [("center", center)]
            switch try named(guideValue, for: "alignment", kind: across == .horizontal ? "horizontal alignment" : "vertical alignment", in: candidates) {
            case .horizontal(let guide): alignment.horizontal = guide
            case .vertical(let guide): alignment.vertical = guide
            }
        }
        guard let content = fields.value("content") else { throw error("safeAreaInset requires 'content'", at: fields.location) }
        let views: [ViewNode]
        switch content {
        case .array(let items, _): views = try self.views(items.elements)
        case .object: views = [try view(content)]
        default: throw error("expected a view or an array of views for 'content', got \(content.kindDescription)", at: content.location)
        }
        return .safeAreaInset(SafeAreaInset(edge: edge, alignment: alignment, spacing: try optionalNumber(fields, "spacing"), content: views))
    }

    func alignmentGuide(_ value: JSONValue) throws(InputError) -> Modifier {
        let fields = try object(value, for: "alignmentGuide")
        try checkKeys(fields, allowed: ["guide", "value"]) { "unknown parameter '\($0)' for alignmentGuide" }
        guard let guideValue = fields.value("guide") else { throw error("alignmentGuide requires 'guide'", at: fields.location) }
        guard let computed = fields.value("value") else { throw error("alignmentGuide requires 'value'", at: fields.location) }
        let guide = try named(guideValue, for: "guide", kind: "alignment guide", in: guideNames)
        if case .string(let text, _) = computed {
            do throws(Diagnostic) {
                return .alignmentGuide(ExplicitGuide(guide, try TreeBuilder.guideComputation(text, file: file, at: computed.location,
                                                                                                  guides: guides.mapValues(\.guide))))
            } catch {
                throw InputError(error)
            }
        }
        return .alignmentGuide(ExplicitGuide(guide, .number(try number(computed, for: "value"))))
    }
}
