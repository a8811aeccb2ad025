import LayoutModel

/// Reads a font metrics file (`--font-metrics FILE`, docs/font-metrics.md) into a `FontMetricsTable`:
///
///     {"format": "layoutdbg-font-metrics", "version": 1, "unitsPerEm": 2048,
///      "advances": {"a": 1130, "b": 1258, " ": 576}, "defaultAdvance": 1200,
///      "tracking": [[17, -26], [20, -23]], "lineHeight": 2444}
///
/// Every mistake is a located diagnostic, as in the tree reader, whose number and key checks it uses.
public enum FontMetricsReader {
    public static let formatName = "layoutdbg-font-metrics"
    public static let version = 1
    static let keys = ["format", "version", "unitsPerEm", "advances", "defaultAdvance", "tracking", "lineHeight"]
    /// At most this many characters: a table is a font's glyphs, not a document (every resource bounded).
    public static let maximumAdvances = 100_000

    public static func read(_ bytes: [UInt8], file: String) throws(InputError) -> FontMetricsTable {
        let document = try JSONParser.parse(bytes, file: file)
        let context = JSONTreeContext(file: file, customLayouts: [], environment: LayoutEnvironment(), limits: .standard)
        let fields = try context.object(document, for: "the font metrics")
        try context.checkKeys(fields, allowed: keys) { "unknown key '\($0)' in a font metrics file" }
        guard let format = fields.value("format"), try context.string(format, for: "format") == formatName else {
            throw context.error("not a font metrics file: expected \"format\": \"\(formatName)\"", at: fields.location)
        }
        if let version = fields.value("version"), try context.number(version, for: "version") != Double(Self.version) {
            throw context.error("unsupported version, this layoutdbg reads version \(Self.version)", at: version.location)
        }
        func required(_ key: String) throws(InputError) -> JSONValue {
            guard let value = fields.value(key) else { throw context.error("a font metrics file needs '\(key)'", at: fields.location) }
            return value
        }
        let unitsPerEm = try context.number(try required("unitsPerEm"), for: "unitsPerEm", bound: .positive)
        let defaultAdvance = try context.number(try required("defaultAdvance"), for: "defaultAdvance", bound: .nonNegative)
        let advancesObject = try context.object(try required("advances"), for: "advances")
        guard advancesObject.members.count <= maximumAdvances else {
            throw context.error("more than \(maximumAdvances) advances", at: advancesObject.location)
        }
        var advances: [UInt32: Double] = [:]
        for member in advancesObject.members {
            let scalars = Array(member.key.unicodeScalars)
            guard scalars.count == 1 else {
                throw context.error("'\(member.key)' is not one character: each key of 'advances' is a single character", at: member.keyLocation)
            }
            advances[scalars[0].value] = try context.number(member.value, for: member.key, bound: .nonNegative)
        }
        var tracking: [FontMetricsTable.Tracking] = []
        if let value = fields.value("tracking") {
            guard case .array(let items, _) = value else {
                throw context.error("expected an array of [size, tracking] pairs for 'tracking'", at: value.location)
            }
            for item in items {
                guard case .array(let pair, _) = item, pair.count == 2 else {
                    throw context.error("expected [size, tracking in 1/1000 em], e.g. [17, -26]", at: item.location)
                }
                tracking.append(.init(size: try context.number(pair[0], for: "the size", bound: .positive),
                                      perMille: try context.number(pair[1], for: "the tracking")))
            }
        }
        let lineHeight = try fields.value("lineHeight").map { (value) throws(InputError) in
            try context.number(value, for: "lineHeight", bound: .positive)
        }
        return FontMetricsTable(unitsPerEm: unitsPerEm, advances: advances, defaultAdvance: defaultAdvance, tracking: tracking,
                                lineHeight: lineHeight)
    }
}
