import LayoutModel

/// Reads the JSON input format (docs/input-format.md) into a `ViewTree`.
///
/// Every node and modifier keeps the location of its first character; every mistake is a located
/// `Diagnostic` (with a "did you mean" note for misspelt names), thrown as `InputError`.
/// Reading stops at the first error.
public enum JSONTreeReader {
    /// The top-level keys of a tree document, in the order the writer emits them.
    public static let topLevelKeys = ["format", "version", "proposal", "device", "environment", "quirks", "guides", "root"]
    /// The value of the optional "format" key.
    public static let formatName = "layoutdbg-tree"
    /// The only format version this reader understands.
    public static let version = 1

    /// Reads a tree document. `file` names the input in diagnostics; `customLayouts` are the element names
    /// of the custom layouts that may appear (as `.layout(name:arguments:)`).
    ///
    /// Recurses once per level of view nesting: run it on a large stack (`withLargeStack`) for deep inputs.
    public static func read(_ bytes: [UInt8], file: String, customLayouts: Set<String> = [],
                            limits: InputLimits = .standard) throws(InputError) -> ViewTree {
        let document = try JSONParser.parse(bytes, file: file)
        let tree = try JSONTreeContext.tree(from: document, file: file, customLayouts: customLayouts, limits: limits)
        ProcessEnd.freeAside(consume document)
        return tree
    }
}

/// How many views, modifiers and bytes of text a read has made, and how deep it is (a class: the reader's functions
/// do not mutate the context).
final class ReadCounts {
    var views = 0
    var modifiers = 0
    var text = 0
    var depth = 0
}

/// The state of one read: the file, the custom layout names, and the environment (read before "root",
/// whatever the key order, because a bare "padding" means the tree's own default padding).
struct JSONTreeContext {
    let file: String
    let customLayouts: Set<String>
    let environment: LayoutEnvironment
    /// The guides of the user's own that the document declares (`"guides"`), by name.
    var guides: [String: (guide: CustomGuide, axis: Axis)] = [:]
    /// Views and modifiers read so far, against `limits`.
    let counts = ReadCounts()
    let limits: InputLimits

    init(file: String, customLayouts: Set<String>, environment: LayoutEnvironment, limits: InputLimits) {
        self.file = file
        self.customLayouts = customLayouts
        self.environment = environment
        self.limits = limits
    }

    static func tree(from document: JSONValue, file: String, customLayouts: Set<String>, limits: InputLimits) throws(InputError) -> ViewTree {
        let bootstrap = JSONTreeContext(file: file, customLayouts: customLayouts, environment: LayoutEnvironment(), limits: limits)
        guard case .object(let members, let location) = document else {
            throw bootstrap.error("expected an object at the top level, got \(document.kindDescription)", at: document.location,
                                  notes: ["a tree document looks like {\"root\": {\"view\": \"Text\", \"text\": \"Hello\"}}"])
        }
        let fields = JSONFields(members: members.members, location: location)
        try bootstrap.checkKeys(fields, allowed: JSONTreeReader.topLevelKeys) { "unknown top-level key '\($0)'" }
        if let format = fields.value("format") {
            let name = try bootstrap.string(format, for: "format")
            guard name == JSONTreeReader.formatName else {
                throw bootstrap.error("unsupported format '\(name)', expected '\(JSONTreeReader.formatName)'", at: format.location)
            }
        }
        if let version = fields.value("version") {
            let number = try bootstrap.number(version, for: "version")
            guard number == Double(JSONTreeReader.version) else {
                throw bootstrap.error("unsupported version \(NumberFormat.string(number)), this layoutdbg reads version \(JSONTreeReader.version)",
                                      at: version.location)
            }
        }
        var environment = LayoutEnvironment()
        if let value = fields.value("environment") { environment = try bootstrap.environment(value) }
        var context = JSONTreeContext(file: file, customLayouts: customLayouts, environment: environment, limits: limits)
        if let value = fields.value("guides") { context.guides = try context.guides(value) }
        var quirks = QuirkSet.defaults
        if let value = fields.value("quirks") { quirks = try context.quirks(value) }
        var proposal: ProposedSize?
        if let value = fields.value("proposal") { proposal = try context.proposal(value, for: "proposal") }
        guard let root = fields.value("root") else {
            throw context.error("missing 'root' (the view to lay out)", at: location)
        }
        var tree = ViewTree(root: try context.view(root), proposal: proposal, environment: environment, quirks: quirks)
        if let value = fields.value("device") {
            // The device gives the display scale unless the input's environment names one.
            tree.show(on: try context.device(value), keepingDisplayScale: fields.value("environment")?["displayScale"] != nil)
        }
        return tree
    }

    // MARK: - Settings

    /// `"guides": {"MidAccount": {"axis": "vertical", "default": "d[VerticalAlignment.center]"}}`: the `AlignmentID`
    /// types the tree uses, their axis and the body of their `defaultValue(in:)` (Swift, its parameter `d`). A default
    /// may read another guide of the document, written `VerticalAlignment(Name.self)`, in any order of declaration.
    func guides(_ value: JSONValue) throws(InputError) -> [String: (guide: CustomGuide, axis: Axis)] {
        let fields = try object(value, for: "guides")
        var pending: [(name: String, axis: Axis, text: String, location: SourceLocation)] = []
        for member in fields.members {
            let name = member.key, entry = member.value
            let guide = try object(entry, for: name)
            try checkKeys(guide, allowed: ["axis", "default"]) { "unknown key '\($0)' in guide '\(name)'" }
            guard let axisValue = guide.value("axis") else { throw error("guide '\(name)' requires 'axis'", at: guide.location) }
            let axis = try self.named(axisValue, for: "axis", kind: "axis", in: [("horizontal", Axis.horizontal), ("vertical", .vertical)])
            guard let body = guide.value("default") else { throw error("guide '\(name)' requires 'default'", at: guide.location) }
            pending.append((name, axis, try string(body, for: "default"), body.location))
        }
        // Read each default once the guides it reads are known; what is left refers to an unknown guide or to itself.
        var known: [String: (guide: CustomGuide, axis: Axis)] = [:]
        while !pending.isEmpty {
            var firstError: Diagnostic?
            var remaining: [(name: String, axis: Axis, text: String, location: SourceLocation)] = []
            for entry in pending {
                do throws(Diagnostic) {
                    let computation = try TreeBuilder.guideComputation(entry.text, file: file, at: entry.location,
                                                                        guides: known.mapValues(\.guide))
                    known[entry.name] = (CustomGuide(name: entry.name, defaultValue: computation), entry.axis)
                } catch {
                    if firstError == nil { firstError = error }
                    remaining.append(entry)
                }
            }
            if remaining.count == pending.count, let firstError { throw InputError(firstError) }
            pending = remaining
        }
        return known
    }

    /// `"device": "iphone-se"` or `{"name": "iphone-se", "orientation": "landscape"}`.
    func device(_ value: JSONValue) throws(InputError) -> DeviceChoice {
        func named(_ value: JSONValue) throws(InputError) -> Device {
            let name = try string(value, for: "device")
            guard let device = DeviceCatalogue.device(named: name) else {
                let unknown = DeviceCatalogue.unknown(name)
                throw error(unknown.message, at: value.location, notes: unknown.notes)
            }
            return device
        }
        if case .string = value { return DeviceChoice(try named(value)) }
        let fields = try object(value, for: "device")
        try checkKeys(fields, allowed: ["name", "orientation"]) { "unknown key '\($0)' in 'device'" }
        guard let name = fields.value("name") else { throw error("'device' requires 'name'", at: fields.location) }
        var choice = DeviceChoice(try named(name))
        if let orientation = fields.value("orientation") {
            choice.orientation = try self.named(orientation, for: "orientation", kind: "orientation",
                                                in: Orientation.allCases.map { ($0.rawValue, $0) })
        }
        return choice
    }

    /// The `environment` object: each setting a number in its range (`EnvironmentSetting`, shared with the directive).
    func environment(_ value: JSONValue) throws(InputError) -> LayoutEnvironment {
        let fields = try object(value, for: "environment")
        try checkKeys(fields, allowed: EnvironmentSetting.names) { "unknown key '\($0)' in 'environment'" }
        var environment = LayoutEnvironment()
        for setting in EnvironmentSetting.all {
            if let value = fields.value(setting.name) {
                environment[keyPath: setting.keyPath] = try number(value, for: setting.name, in: setting.range)
            }
        }
        return environment
    }

    /// A number in `range`, refused in the words every reader uses (`MetricRange.message`).
    func number(_ value: JSONValue, for key: String, in range: MetricRange) throws(InputError) -> Double {
        let number = try self.number(value, for: key)
        guard range.contains(number) else { throw error(range.message(for: key, got: number), at: value.location) }
        return number
    }

    func quirks(_ value: JSONValue) throws(InputError) -> QuirkSet {
        let fields = try object(value, for: "quirks")
        var quirks = QuirkSet.defaults
        for member in fields.members {
            guard let quirk = Quirk(rawValue: member.key) else {
                throw unknownName(member.key, kind: "quirk", at: member.keyLocation, candidates: Quirk.allCases.map(\.rawValue))
            }
            quirks.set(quirk, try bool(member.value, for: member.key))
        }
        return quirks
    }

    /// `{"width": W, "height": H}` where each axis is a number ≥ 0, "inf", or null / absent (unspecified).
    func proposal(_ value: JSONValue, for key: String) throws(InputError) -> ProposedSize {
        let fields = try object(value, for: key)
        try checkKeys(fields, allowed: ["width", "height"]) { "unknown key '\($0)' in '\(key)'" }
        var proposal = ProposedSize.unspecified
        if let width = fields.value("width") { proposal.width = try number(width, for: "width", bound: .nonNegative, allowInfinity: true) }
        if let height = fields.value("height") { proposal.height = try number(height, for: "height", bound: .nonNegative, allowInfinity: true) }
        return proposal
    }

    // MARK: - Errors

    func error(_ message: String, at location: SourceLocation, notes: [String] = []) -> InputError {
        InputError(Diagnostic(.error, message, file: file, at: location, notes: notes))
    }

    /// "unknown <kind> 'word'" with a "did you mean" note, or the list of valid names when none is close.
    func unknownName(_ word: String, kind: String, at location: SourceLocation, candidates: [String],
                     listCandidates: Bool = true) -> InputError {
        error("unknown \(kind) '\(word)'", at: location, notes: suggestionNotes(for: word, in: candidates, list: listCandidates))
    }

    func suggestionNotes(for word: String, in candidates: [String], list: Bool = true) -> [String] {
        if let match = Suggestion.closest(to: word, in: candidates) { return ["did you mean '\(match)'?"] }
        guard list, !candidates.isEmpty else { return [] }
        return ["expected one of: " + candidates.joined(separator: ", ")]
    }

    /// Rejects keys outside `allowed`, at the key, with a suggestion.
    func checkKeys(_ fields: JSONFields, allowed: [String], message: (String) -> String) throws(InputError) {
        for member in fields.members where !allowed.contains(member.key) {
            throw error(message(member.key), at: member.keyLocation, notes: suggestionNotes(for: member.key, in: allowed, list: false))
        }
    }

    // MARK: - Typed values

    /// The range a number must lie in.
    enum NumberBound {
        case any, nonNegative, positive
    }

    /// A finite number (or +infinity, written "inf", when `allowInfinity`), checked against `bound`.
    /// NaN cannot be written in JSON, but the strings "nan" / "inf" are common slips and get their own messages.
    func number(_ value: JSONValue, for key: String, bound: NumberBound = .any, allowInfinity: Bool = false) throws(InputError) -> Double {
        let expected = allowInfinity ? "a number or \"inf\"" : "a number"
        switch value {
        case .number(let read, let location):
            let number = NumberLimits.canonical(read)
            switch bound {
            case .any: break
            case .nonNegative:
                if number < 0 { throw error("'\(key)' must not be negative, got \(NumberFormat.string(number))", at: location) }
            case .positive:
                if number <= 0 { throw error("'\(key)' must be greater than 0, got \(NumberFormat.string(number))", at: location) }
            }
            return number
        case .string(let text, let location):
            if allowInfinity, text == "inf" { return .infinity }
            let lowered = text.lowercased()
            if ["nan", "+nan", "-nan"].contains(lowered) {
                throw error("'\(key)' must be a number, got \"\(text)\"", at: location)
            }
            if ["-inf", "-infinity"].contains(lowered) {
                throw error(bound == .any ? "'\(key)' must be finite, got \"\(text)\"" : "'\(key)' must not be negative, got \"\(text)\"",
                            at: location)
            }
            let infinityLike = ["inf", "+inf", "infinity", "+infinity"].contains(lowered)
            if infinityLike, !allowInfinity {
                throw error("'\(key)' must be finite, got \"\(text)\"", at: location)
            }
            throw error("expected \(expected) for '\(key)', got a string", at: location,
                        notes: infinityLike ? ["did you mean 'inf'?"] : [])
        default:
            throw error("expected \(expected) for '\(key)', got \(value.kindDescription)", at: value.location)
        }
    }

    /// A whole number ≥ `minimum`.
    func integer(_ value: JSONValue, for key: String, minimum: Int) throws(InputError) -> Int {
        guard case .number(let number, let location) = value else {
            throw error("expected an integer for '\(key)', got \(value.kindDescription)", at: value.location)
        }
        guard number == number.rounded(), abs(number) < 1e15 else {
            throw error("expected an integer for '\(key)', got \(NumberFormat.string(number))", at: location)
        }
        guard number >= Double(minimum) else {
            throw error("'\(key)' must be at least \(minimum), got \(NumberFormat.string(number))", at: location)
        }
        return Int(number)
    }

    func string(_ value: JSONValue, for key: String) throws(InputError) -> String {
        guard case .string(let text, _) = value else {
            throw error("expected a string for '\(key)', got \(value.kindDescription)", at: value.location)
        }
        if text.utf8.count > limits.string { throw limitError(.string, at: value.location) }
        return text
    }

    /// The refusal of an input that passes one of `limits`, with how to raise it.
    func limitError(_ name: InputLimits.Name, at location: SourceLocation) -> InputError {
        InputError(limits.refusal(name, file: file, at: location))
    }

    func bool(_ value: JSONValue, for key: String) throws(InputError) -> Bool {
        guard case .bool(let flag, _) = value else {
            throw error("expected true or false for '\(key)', got \(value.kindDescription)", at: value.location)
        }
        return flag
    }

    func object(_ value: JSONValue, for key: String) throws(InputError) -> JSONFields {
        guard case .object(let members, let location) = value else {
            throw error("expected an object for '\(key)', got \(value.kindDescription)", at: value.location)
        }
        return JSONFields(members: members.members, location: location)
    }

    /// One of `names`, found by its string; unknown names get a suggestion.
    func named<T>(_ value: JSONValue, for key: String, kind: String, in names: [(String, T)]) throws(InputError) -> T {
        let text = try string(value, for: key)
        guard let match = names.first(where: { $0.0 == text }) else {
            throw unknownName(text, kind: kind, at: value.location, candidates: names.map(\.0))
        }
        return match.1
    }
}

/// The members of a JSON object with lookups by key. Objects in a tree are small: a linear scan is fastest.
struct JSONFields {
    let members: [JSONMember]
    /// Where the object's `{` is.
    let location: SourceLocation

    func member(_ key: String) -> JSONMember? { members.first(where: { $0.key == key }) }

    /// The value of `key`; nil when absent or null (null means "not given" throughout the format).
    func value(_ key: String) -> JSONValue? {
        guard let value = member(key)?.value, !value.isNull else { return nil }
        return value
    }
}
