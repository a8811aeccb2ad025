import LayoutModel

/// Reads a trace written by `TraceJSONWriter` (docs/trace-format.md), so that rules, diffs and checks also
/// work on traces saved to disk, or recorded elsewhere. The format and version are checked before anything else.
public enum TraceJSONReader {
    public static func read(_ bytes: [UInt8], file: String) throws(InputError) -> Trace {
        let document = try JSONParser.parse(bytes, file: file)
        var reader = Reader(file: file)
        return try reader.trace(document)
    }

    private struct Reader {
        let file: String

        func fail(_ message: String, _ value: JSONValue) -> InputError {
            InputError(Diagnostic(.error, message, file: file, at: value.location))
        }

        func member(_ object: JSONValue, _ key: String) throws(InputError) -> JSONValue {
            guard let value = object[key] else { throw fail("missing '\(key)'", object) }
            return value
        }

        func string(_ object: JSONValue, _ key: String) throws(InputError) -> String {
            let value = try member(object, key)
            guard let text = value.stringValue else { throw fail("expected a string for '\(key)', got \(value.kindDescription)", value) }
            return text
        }

        func int(_ object: JSONValue, _ key: String) throws(InputError) -> Int {
            let value = try member(object, key)
            guard let number = value.numberValue, number == number.rounded(), abs(number) < 1e15 else {
                throw fail("expected a whole number for '\(key)', got \(value.kindDescription)", value)
            }
            return Int(number)
        }

        /// A number, or one of the strings "inf", "-inf", "nan" that the writer uses for non-finite values.
        func number(_ value: JSONValue) throws(InputError) -> Double {
            if let number = value.numberValue { return number }
            switch value.stringValue {
            case "inf": return .infinity
            case "-inf": return -.infinity
            case "nan": return .nan
            default: throw fail("expected a number, \"inf\", \"-inf\" or \"nan\", got \(value.kindDescription)", value)
            }
        }

        func numbers(_ object: JSONValue, _ key: String, count: Int, nullable: Bool = false) throws(InputError) -> [Double?] {
            let value = try member(object, key)
            guard let items = value.arrayValue, items.count == count else {
                throw fail("expected an array of \(count) numbers for '\(key)'", value)
            }
            var result: [Double?] = []
            for item in items {
                if item.isNull && nullable { result.append(nil); continue }
                result.append(try number(item))
            }
            return result
        }

        func proposal(_ object: JSONValue, _ key: String) throws(InputError) -> ProposedSize {
            let values = try numbers(object, key, count: 2, nullable: true)
            return ProposedSize(width: values[0], height: values[1])
        }

        /// A trace header's `window` (TraceJSONWriter.writeWindow).
        func window(_ object: JSONValue) throws(InputError) -> Window {
            let insets = try numbers(object, "safeArea", count: 4)
            let size = try size(object, "size")
            var container = PreviewContainer.device
            if object["container"] != nil {
                switch try string(object, "container") {
                case "fixed": container = .fixed(width: size.width, height: size.height)
                case "sizeThatFits": container = .sizeThatFits
                case let other:
                    let hint = Suggestion.closest(to: other, in: ["fixed", "sizeThatFits"]).map { "; did you mean '\($0)'?" } ?? ""
                    throw fail("unknown container '\(other)' (one of fixed, sizeThatFits)\(hint)", try member(object, "container"))
                }
            }
            return Window(device: try string(object, "device"), orientation: try enumValue(object, "orientation", Orientation.self),
                          size: size,
                          safeArea: EdgeInsets(top: insets[0]!, leading: insets[1]!, bottom: insets[2]!, trailing: insets[3]!),
                          scale: try number(try member(object, "scale")), platform: try enumValue(object, "platform", Platform.self),
                          container: container)
        }

        func size(_ object: JSONValue, _ key: String) throws(InputError) -> Size {
            let values = try numbers(object, key, count: 2)
            return Size(width: values[0]!, height: values[1]!)
        }

        func enumValue<T: RawRepresentable & CaseIterable>(_ object: JSONValue, _ key: String, _: T.Type) throws(InputError) -> T
        where T.RawValue == String {
            let text = try string(object, key)
            guard let value = T(rawValue: text) else {
                let known = T.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: text, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw fail("unknown \(key) '\(text)' (one of \(known.joined(separator: ", ")))\(hint)", try member(object, key))
            }
            return value
        }

        mutating func trace(_ document: JSONValue) throws(InputError) -> Trace {
            guard document.objectMembers != nil else { throw fail("a trace is a JSON object", document) }
            let format = try string(document, "format")
            guard format == "layoutdbg-trace" else {
                throw fail("not a layoutdbg trace (format '\(format)'); traces start with \"format\": \"layoutdbg-trace\"", document)
            }
            let headerValue = try member(document, "header")
            let version = try int(headerValue, "formatVersion")
            guard TraceHeader.readableFormatVersions.contains(version) else {
                throw fail("trace format version \(version) is not supported; this layoutdbg reads versions 1 and \(TraceHeader.currentFormatVersion)", headerValue)
            }
            let quirksValue = try member(headerValue, "quirks")
            var quirks: [String] = []
            for item in quirksValue.arrayValue ?? [] {
                guard let name = item.stringValue else { throw fail("expected a quirk name", item) }
                quirks.append(name)
            }
            let header = TraceHeader(formatVersion: version, engineVersion: try string(headerValue, "engineVersion"),
                                     input: try string(headerValue, "input"), quirks: quirks,
                                     rootProposal: try proposal(headerValue, "rootProposal"),
                                     window: headerValue["window"] == nil ? nil : try window(try member(headerValue, "window")),
                                     os: headerValue["os"]?.stringValue, recorded: headerValue["recorded"]?.stringValue)
            var nodes: [NodeInfo] = []
            var frames: [Rect?] = []
            let nodesValue = try member(document, "nodes")
            for item in nodesValue.arrayValue ?? [] {
                let line = item["line"] == nil ? 0 : try int(item, "line")
                let column = item["column"] == nil ? 0 : try int(item, "column")
                let facts = version == 1 ? try TraceV1.facts(item, fail: fail) : try self.facts(item, nodeCount: nodesValue.arrayValue?.count ?? 0)
                nodes.append(NodeInfo(path: try string(item, "path"), label: item["label"]?.stringValue, kind: try string(item, "kind"),
                                      location: SourceLocation(line: line, column: column), parent: Int32(try int(item, "parent")),
                                      facts: facts, file: item["file"]?.stringValue,
                                      declaredView: try declaration(item, "declaredView"),
                                      declaredLayout: try declaration(item, "declaredLayout")))
                if item["frame"] != nil {
                    let f = try numbers(item, "frame", count: 4)
                    frames.append(Rect(x: f[0]!, y: f[1]!, width: f[2]!, height: f[3]!))
                } else {
                    frames.append(nil)
                }
            }
            if version == 1 { TraceV1.inferWrappedChildren(&nodes) }
            var events: [TraceEvent] = []
            let eventsValue = try member(document, "trace")
            for item in eventsValue.arrayValue ?? [] {
                events.append(try event(item, nodeCount: nodes.count, version: version))
            }
            // The file leaves a reply's proposal implicit: it is its request's. Version 1 did not say which request.
            if version == 1 { TraceV1.pairReplies(&events) }
            for index in events.indices {
                guard case .reply(let node, _, let query, let size, let depth, let remeasured, let request) = events[index] else { continue }
                guard request >= 1, Int(request) <= index, case .request(_, let proposal, _, _, _) = events[Int(request) - 1] else {
                    throw fail("reply \(index + 1) names request \(request), which is not a request before it", eventsValue)
                }
                events[index] = .reply(node: node, proposal: proposal, query: query, size: size, depth: depth, remeasured: remeasured,
                                       request: request)
            }
            var trace = Trace(header: header, nodes: nodes, events: events, frames: frames.contains { $0 != nil } ? frames : [])
            trace.header.formatVersion = TraceHeader.currentFormatVersion
            return trace
        }

        /// A node's `"declaredView"` or `"declaredLayout"`: `{"file": "Badges.swift", "line": 24, "name": "Badges"}`.
        func declaration(_ item: JSONValue, _ key: String) throws(InputError) -> Declaration? {
            guard let value = item[key] else { return nil }
            return Declaration(name: try string(value, "name"), file: try string(value, "file"), line: try int(value, "line"))
        }

        /// A node's `"facts"` (format version 2).
        func facts(_ item: JSONValue, nodeCount: Int) throws(InputError) -> NodeFacts {
            var facts = NodeFacts()
            guard let value = item["facts"] else { return facts }
            if value["gridCellColumns"] != nil { facts.gridCellColumns = try int(value, "gridCellColumns") }
            if let axes = value["gridCellUnsizedAxes"]?.arrayValue {
                var set: Axes = []
                for axis in axes {
                    switch axis.stringValue {
                    case "horizontal": set.insert(.horizontal)
                    case "vertical": set.insert(.vertical)
                    default: throw fail("expected \"horizontal\" or \"vertical\"", axis)
                    }
                }
                facts.gridCellUnsizedAxes = set
            }
            if let priority = value["layoutPriority"] { facts.layoutPriority = try number(priority) }
            if let lost = value["lostLayoutPriority"] { facts.lostLayoutPriority = try number(lost) }
            if let frame = value["flexFrame"] {
                func length(_ key: String) throws(InputError) -> Double? { frame[key] == nil ? nil : try number(try member(frame, key)) }
                facts.flexFrame = FlexFrame(minWidth: try length("minWidth"), idealWidth: try length("idealWidth"), maxWidth: try length("maxWidth"),
                                            minHeight: try length("minHeight"), idealHeight: try length("idealHeight"),
                                            maxHeight: try length("maxHeight"))
            }
            if let frame = value["fixedFrame"] {
                func length(_ key: String) throws(InputError) -> Double? { frame[key] == nil ? nil : try number(try member(frame, key)) }
                facts.fixedFrame = FixedFrameArguments(width: try length("width"), height: try length("height"))
            }
            if let measured = value["measured"] {
                guard let entries = measured.arrayValue else { throw fail("expected an array of recorded replies", measured) }
                var table = MeasuredTable(entries: [])
                for entry in entries {
                    table.entries.append(MeasuredEntry(proposal: try proposal(entry, "proposal"), size: try size(entry, "size")))
                }
                facts.measured = table
            }
            facts.replayed = value["replayed"]?.boolValue ?? false
            if let offset = value["offset"] {
                facts.offset = Point(x: try number(try member(offset, "x")), y: try number(try member(offset, "y")))
            }
            facts.contradictoryFrame = value["contradictoryFrame"]?.boolValue ?? false
            facts.invalidFrame = value["invalidFrame"]?.boolValue ?? false
            if value["wraps"] != nil {
                let wrapped = try int(value, "wraps")
                guard wrapped >= 0 && wrapped < nodeCount else { throw fail("node \(wrapped) is not in the node table", value) }
                facts.wraps = Int32(wrapped)
            }
            return facts
        }

        func node(_ item: JSONValue, count: Int) throws(InputError) -> Int32 {
            let index = try int(item, "node")
            guard index >= 0 && index < count else { throw fail("node \(index) is not in the node table", item) }
            return Int32(index)
        }

        func event(_ item: JSONValue, nodeCount: Int, version: Int) throws(InputError) -> TraceEvent {
            let type = try string(item, "type")
            switch type {
            case "pass-start":
                return .passStart(pass: try int(item, "pass"), proposal: try proposal(item, "proposal"))
            case "pass-end":
                let c = try member(item, "counters")
                return .passEnd(pass: try int(item, "pass"), counters: PassCounters(
                    requests: try int(c, "requests"), cacheHits: try int(c, "cacheHits"), cacheMisses: try int(c, "cacheMisses"),
                    remeasures: try int(c, "remeasures"), placements: try int(c, "placements")))
            case "cache":
                let outcome: CacheOutcome = item["hit"]?.boolValue == true
                    ? .hit(try size(item, "size")) : .miss(try enumValue(item, "why", CacheMiss.self))
                return .cacheLookup(node: try node(item, count: nodeCount), proposal: try proposal(item, "proposal"),
                                    query: try enumValue(item, "query", Query.self), outcome: outcome, depth: Int32(try int(item, "depth")))
            case "request":
                return .request(node: try node(item, count: nodeCount), proposal: try proposal(item, "proposal"),
                                query: try enumValue(item, "query", Query.self), reason: try enumValue(item, "reason", ProposalReason.self),
                                depth: Int32(try int(item, "depth")))
            case "reply":
                let query = try enumValue(item, "query", Query.self)
                var replied = Size.zero
                switch query {
                case .size: replied = try size(item, "size")
                case .width: replied.width = try number(try member(item, "length"))
                case .height: replied.height = try number(try member(item, "length"))
                }
                return .reply(node: try node(item, count: nodeCount), proposal: .unspecified, query: query, size: replied,
                              depth: Int32(try int(item, "depth")), remeasured: item["remeasured"]?.boolValue ?? false,
                              request: version == 1 ? 0 : Int32(truncatingIfNeeded: try int(item, "request")))
            case "place":
                let f = try numbers(item, "frame", count: 4)
                let o = try numbers(item, "origin", count: 2)
                let a = try numbers(item, "anchor", count: 2)
                return .place(node: try node(item, count: nodeCount), frame: Rect(x: f[0]!, y: f[1]!, width: f[2]!, height: f[3]!),
                              rootOrigin: Point(x: o[0]!, y: o[1]!), anchor: UnitPoint(x: a[0]!, y: a[1]!),
                              proposal: try proposal(item, "proposal"), depth: Int32(try int(item, "depth")))
            case "layout":
                return .layoutCall(node: try node(item, count: nodeCount), call: CallText(try string(item, "call")),
                                   detail: CallText(try string(item, "detail")), depth: Int32(try int(item, "depth")))
            default:
                throw fail("unknown event type '\(type)'", item)
            }
        }
    }
}
