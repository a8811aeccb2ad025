/// A strict RFC 8259 JSON parser that keeps the `SourceLocation` of every value and reports located errors
/// (Foundation's `JSONSerialization` reports neither). Shared by the tree reader and the trace reader.
///
/// - Iterative: nesting costs heap, not stack, so any depth up to `maximumDepth` is safe on any thread,
///   and so is freeing the result (`JSONArray` / `JSONObject` take deep values apart with a work list).
///   The limit exists for the consumers: they walk the result recursively (on a large stack).
/// - Fast: about 90 MB/s of CPU time on a 10 MB tree in a release build (`JSONParserTests.parseSpeed`).
/// - Strict: no comments, no trailing commas, no single quotes, no NaN / Infinity, no leading zeros,
///   no duplicate keys, no unescaped control characters, valid UTF-8 only. A leading UTF-8 byte order mark
///   is skipped (RFC 8259 §8.1 allows that).
/// - Columns count Unicode scalars from 1, so a location points at the same character in any editor
///   for text without combining marks.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted: more than twice `InputLimits.depth`, as a tree's view is an
    /// object and its children an array, two levels a view, under the document's object.
    public static let maximumDepth = 250_000

    /// Parses one JSON document. `file` names the input in diagnostics.
    public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> JSONValue {
        let result: Result<JSONValue, InputError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, file: file)
            defer { scanner.release() }
            do throws(InputError) {
                return .success(try scanner.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The scanner behind `JSONParser`: one pass over the bytes with an explicit stack of open containers.
///
/// The elements and members of all open containers share two scratch stacks; closing a container moves
/// its slice into an exactly sized array in one step (no per-container growth, no retain/release pairs).
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var pos = 0
    var line = 1
    /// Offset of the first byte of the current line.
    var lineStart = 0
    /// UTF-8 continuation bytes in the strings already scanned on the current line: subtracting them turns
    /// a byte offset into a scalar column without rescanning the line for every value.
    var lineContinuations = 0
    private var elements = ScratchStack<JSONValue>()
    private var members = ScratchStack<JSONMember>()

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Frees the scratch stacks (and whatever an error left on them).
    mutating func release() {
        elements.release()
        members.release()
    }

    /// An array or object being filled; its contents so far are on a scratch stack from `start` on.
    struct Frame {
        var isObject: Bool
        var location: SourceLocation
        var start: Int
        /// The deepest nesting among the children so far (0 while there are only scalars).
        var childDepth = 0
        /// The key whose value is being parsed (objects only).
        var key = ""
        var keyLocation = SourceLocation.unknown
        /// Built once an object has many members, so that duplicate detection stays linear overall.
        var keySet: Set<String>?

        init(isObject: Bool, location: SourceLocation, start: Int) {
            self.isObject = isObject
            self.location = location
            self.start = start
        }
    }

    /// The location of `pos`, valid outside strings.
    var here: SourceLocation { SourceLocation(line: line, column: pos - lineStart - lineContinuations + 1) }

    mutating func parseDocument() throws(InputError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            pos = 3
            lineStart = 3
        }
        skipWhitespace()
        if pos == bytes.count { throw error("empty file", at: SourceLocation(line: 1, column: 1)) }
        var stack: [Frame] = []
        parsing: while true {
            // A value starts at `pos` (whitespace already skipped).
            guard pos < bytes.count else { throw endOfInput(innermost: stack.last) }
            let start = here
            var value: JSONValue
            switch bytes[pos] {
            case UInt8(ascii: "{"):
                try push(&stack, isObject: true, at: start)
                pos += 1
                skipWhitespace()
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
                    pos += 1
                    stack.removeLast()
                    value = .object(JSONObject(members: [], depth: 1), start)
                } else {
                    try readKey(into: &stack[stack.count - 1])
                    continue parsing
                }
            case UInt8(ascii: "["):
                try push(&stack, isObject: false, at: start)
                pos += 1
                skipWhitespace()
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
                    pos += 1
                    stack.removeLast()
                    value = .array(JSONArray(elements: [], depth: 1), start)
                } else {
                    continue parsing
                }
            case UInt8(ascii: "\""):
                value = .string(try scanString(), start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try scanNumber(), start)
            default:
                value = try scanLiteral(at: start)
            }
            // A value is complete: hand it to its container, closing every container that ends here.
            while true {
                guard !stack.isEmpty else { return try finish(value) }
                let top = stack.count - 1
                let isObject = stack[top].isObject
                let depth = value.depth
                if depth > stack[top].childDepth { stack[top].childDepth = depth }
                if isObject {
                    members.push(JSONMember(key: stack[top].key, keyLocation: stack[top].keyLocation, value: value))
                } else {
                    elements.push(value)
                }
                skipWhitespace()
                guard pos < bytes.count else { throw endOfInput(innermost: stack.last) }
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let byte = bytes[pos]
                if byte == UInt8(ascii: ",") {
                    let comma = here
                    pos += 1
                    skipWhitespace()
                    if pos < bytes.count, bytes[pos] == closer {
                        throw error(isObject ? "trailing comma in object" : "trailing comma in array", at: comma)
                    }
                    if isObject { try readKey(into: &stack[top]) }
                    continue parsing
                }
                guard byte == closer else {
                    throw error(isObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element",
                                at: here)
                }
                pos += 1
                let frame = stack.removeLast()
                if frame.isObject {
                    value = .object(JSONObject(members: members.moveOut(from: frame.start), depth: frame.childDepth + 1), frame.location)
                } else {
                    value = .array(JSONArray(elements: elements.moveOut(from: frame.start), depth: frame.childDepth + 1), frame.location)
                }
            }
        }
    }

    /// The top-level value is complete: only whitespace may follow.
    private mutating func finish(_ value: JSONValue) throws(InputError) -> JSONValue {
        skipWhitespace()
        guard pos == bytes.count else {
            throw error("unexpected \(describe(at: pos)) after the top-level value", at: location(at: pos))
        }
        return value
    }

    // MARK: - Structure

    private mutating func push(_ stack: inout [Frame], isObject: Bool, at location: SourceLocation) throws(InputError) {
        guard stack.count < JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels", at: location)
        }
        stack.append(Frame(isObject: isObject, location: location, start: isObject ? members.count : elements.count))
    }

    /// Reads `"key":` and leaves `pos` at the member's value. (`frame` is the innermost open container:
    /// passing the whole stack here would copy it on every key.)
    private mutating func readKey(into frame: inout Frame) throws(InputError) {
        guard pos < bytes.count else { throw endOfInput(innermost: frame) }
        guard bytes[pos] == UInt8(ascii: "\"") else {
            throw error("expected a string key in double quotes, got \(describe(at: pos))", at: location(at: pos))
        }
        let keyLocation = here
        let key = try scanString()
        let count = members.count - frame.start
        if frame.keySet == nil, count >= 12 {
            var keys = Set<String>(minimumCapacity: count * 2)
            for index in frame.start..<members.count { keys.insert(members[index].key) }
            frame.keySet = keys
        }
        var isDuplicate = false
        if frame.keySet != nil {
            isDuplicate = !frame.keySet!.insert(key).inserted
        } else {
            for index in frame.start..<members.count where members[index].key == key { isDuplicate = true }
        }
        if isDuplicate {
            var first = keyLocation
            for index in frame.start..<members.count where members[index].key == key { first = members[index].keyLocation }
            throw error("duplicate key '\(key)'", at: keyLocation,
                        notes: ["'\(key)' was first set at line \(first.line), column \(first.column)"])
        }
        skipWhitespace()
        guard pos < bytes.count else { throw endOfInput(innermost: frame) }
        guard bytes[pos] == UInt8(ascii: ":") else { throw error("expected ':' after object key", at: here) }
        pos += 1
        skipWhitespace()
        frame.key = key
        frame.keyLocation = keyLocation
    }

    private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): pos += 1
            case UInt8(ascii: "\n"):
                pos += 1
                line += 1
                lineStart = pos
                lineContinuations = 0
            default: return
            }
        }
    }

    // MARK: - Scalars

    /// `true`, `false`, `null`, or a located error for anything else that cannot start a value.
    private mutating func scanLiteral(at start: SourceLocation) throws(InputError) -> JSONValue {
        let byte = bytes[pos]
        guard Self.isWordByte(byte) else {
            if byte == UInt8(ascii: "'") {
                throw error("expected a value, got a single quote", at: start, notes: ["JSON strings use double quotes"])
            }
            throw error("expected a value, got \(describe(at: pos))", at: location(at: pos))
        }
        var end = pos
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[pos..<end]), as: UTF8.self)
        switch word {
        case "true": pos = end; return .bool(true, start)
        case "false": pos = end; return .bool(false, start)
        case "null": pos = end; return .null(start)
        default: throw invalidLiteral(word, at: start)
        }
    }

    private func invalidLiteral(_ word: String, at location: SourceLocation) -> InputError {
        let lowered = word.lowercased()
        if ["nan", "infinity", "-infinity", "inf", "-inf"].contains(lowered) {
            return error("invalid literal '\(word)'", at: location,
                         notes: ["JSON has no NaN or infinity; write the string \"inf\" where layoutdbg accepts infinity"])
        }
        let notes = Suggestion.closest(to: word, in: ["true", "false", "null"]).map { ["did you mean '\($0)'?"] } ?? []
        return error("invalid literal '\(word)'", at: location, notes: notes)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// Exact powers of ten: a mantissa below 2^53 times or divided by one of these is correctly rounded
    /// (Clinger's fast path), which covers the numbers layout inputs are made of.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private mutating func scanNumber() throws(InputError) -> Double {
        let start = pos
        var negative = false
        if bytes[pos] == UInt8(ascii: "-") {
            negative = true
            pos += 1
            if pos < bytes.count, Self.isWordByte(bytes[pos]), !Self.isDigit(bytes[pos]) {
                var end = pos
                while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                throw invalidLiteral(word, at: location(at: start))
            }
        }
        guard pos < bytes.count, Self.isDigit(bytes[pos]) else {
            throw error("invalid number: expected a digit after '-'", at: location(at: pos))
        }
        var mantissa: UInt64 = 0
        var exact = true
        var exponent = 0
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if pos < bytes.count, Self.isDigit(bytes[pos]) {
                throw error("invalid number: leading zeros are not allowed", at: location(at: start))
            }
        } else {
            while pos < bytes.count, Self.isDigit(bytes[pos]) {
                Self.accumulate(bytes[pos], into: &mantissa, exact: &exact)
                pos += 1
            }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard pos < bytes.count, Self.isDigit(bytes[pos]) else {
                throw error("invalid number: expected a digit after '.'", at: location(at: pos))
            }
            while pos < bytes.count, Self.isDigit(bytes[pos]) {
                Self.accumulate(bytes[pos], into: &mantissa, exact: &exact)
                exponent -= 1
                pos += 1
            }
        }
        if pos < bytes.count, bytes[pos] | 0x20 == UInt8(ascii: "e") {
            pos += 1
            var exponentSign = 1
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
                if bytes[pos] == UInt8(ascii: "-") { exponentSign = -1 }
                pos += 1
            }
            guard pos < bytes.count, Self.isDigit(bytes[pos]) else {
                throw error("invalid number: expected a digit in the exponent", at: location(at: pos))
            }
            var written = 0
            while pos < bytes.count, Self.isDigit(bytes[pos]) {
                if written < 100_000 { written = written * 10 + Int(bytes[pos] &- UInt8(ascii: "0")) }
                pos += 1
            }
            exponent += exponentSign * written
        }
        var value: Double
        if exact, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            value = Double(mantissa)
            if exponent < 0 { value /= Self.powersOfTen[-exponent] } else if exponent > 0 { value *= Self.powersOfTen[exponent] }
            if negative { value = -value }
        } else {
            // Long mantissas and large exponents: let the standard library round correctly.
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
            value = Double(text) ?? .nan
        }
        guard value.isFinite else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
            throw error(NumberLimits.overflowMessage(text), at: location(at: start), notes: [NumberLimits.overflowNote])
        }
        return NumberLimits.canonical(value)
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inline(__always) private static func accumulate(_ digit: UInt8, into mantissa: inout UInt64, exact: inout Bool) {
        if mantissa < 1_000_000_000_000_000_000 {
            mantissa = mantissa * 10 + UInt64(digit &- UInt8(ascii: "0"))
        } else {
            exact = false
        }
    }

    /// Scans a string starting at the opening quote and returns its decoded contents.
    private mutating func scanString() throws(InputError) -> String {
        let quote = pos
        pos += 1
        let start = pos
        var ascii = true
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<pos])
                pos += 1
                if ascii { return String(decoding: raw, as: UTF8.self) }
                return try validated(raw, raw: raw, quote: quote)
            }
            if byte == UInt8(ascii: "\\") { return try scanEscapedString(quote: quote, start: start) }
            if byte < 0x20 { throw controlCharacter(at: pos, quote: quote) }
            if byte >= 0x80 { ascii = false }
            pos += 1
        }
        throw error("unterminated string", at: location(at: quote))
    }

    /// The slow path, from the first backslash on: decodes escapes into a buffer.
    private mutating func scanEscapedString(quote: Int, start: Int) throws(InputError) -> String {
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<pos]))
        var ascii = !buffer.contains(where: { $0 >= 0x80 })
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<pos])
                pos += 1
                if ascii { return String(decoding: buffer, as: UTF8.self) }
                return try buffer.withUnsafeBufferPointer { decoded throws(InputError) in
                    try validated(decoded, raw: raw, quote: quote)
                }
            }
            if byte < 0x20 { throw controlCharacter(at: pos, quote: quote) }
            if byte != UInt8(ascii: "\\") {
                if byte >= 0x80 { ascii = false }
                buffer.append(byte)
                pos += 1
                continue
            }
            let escape = pos
            pos += 1
            guard pos < bytes.count else { throw error("unterminated string", at: location(at: quote)) }
            switch bytes[pos] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(bytes[pos])
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try unicodeEscape(at: escape)
                if scalar.value >= 0x80 { ascii = false }
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
                continue  // unicodeEscape left `pos` after the escape
            default:
                throw error("invalid escape '\\\(describeRaw(at: pos))' in string", at: location(at: escape),
                            notes: ["JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"])
            }
            pos += 1
        }
        throw error("unterminated string", at: location(at: quote))
    }

    /// Decodes `\uXXXX` (and a following low surrogate) starting at the backslash `escape`; `pos` is on the `u`.
    private mutating func unicodeEscape(at escape: Int) throws(InputError) -> Unicode.Scalar {
        guard let high = hex4(at: pos + 1) else {
            throw error("invalid \\u escape: expected four hexadecimal digits", at: location(at: escape))
        }
        pos += 5
        if high >= 0xDC00, high <= 0xDFFF {
            throw error("invalid \\u escape: unpaired low surrogate", at: location(at: escape))
        }
        guard high >= 0xD800, high <= 0xDBFF else { return Unicode.Scalar(high)! }
        guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u"),
              let low = hex4(at: pos + 2), low >= 0xDC00, low <= 0xDFFF else {
            throw error("invalid \\u escape: unpaired high surrogate", at: location(at: escape))
        }
        pos += 6
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    }

    private func hex4(at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for index in offset..<offset + 4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Checks UTF-8 and keeps the column bookkeeping right for the non-ASCII characters in `raw`.
    private mutating func validated(_ decoded: UnsafeBufferPointer<UInt8>, raw: UnsafeBufferPointer<UInt8>,
                                    quote: Int) throws(InputError) -> String {
        guard let string = String(validating: decoded, as: UTF8.self) else {
            throw error("invalid UTF-8 in string", at: location(at: quote))
        }
        for byte in raw where byte & 0xC0 == 0x80 { lineContinuations += 1 }
        return string
    }

    private func controlCharacter(at offset: Int, quote: Int) -> InputError {
        if bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r") {
            return error("unterminated string", at: location(at: quote),
                         notes: ["a string must end on the line it starts; write a line break as \\n"])
        }
        return error("unescaped control character \(describe(at: offset)) in string", at: location(at: offset))
    }

    // MARK: - Errors

    private func error(_ message: String, at location: SourceLocation, notes: [String] = []) -> InputError {
        InputError(Diagnostic(.error, message, file: file, at: location, notes: notes))
    }

    private func endOfInput(innermost: Frame?) -> InputError {
        var notes: [String] = []
        if let open = innermost {
            notes.append("unclosed '\(open.isObject ? "{" : "[")' at line \(open.location.line), column \(open.location.column)")
        }
        return error("unexpected end of input", at: location(at: bytes.count), notes: notes)
    }

    /// The location of a byte offset on the current line, counting scalars (the slow path, for errors).
    private func location(at offset: Int) -> SourceLocation {
        var column = 1
        var index = lineStart
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// `'x'` for printable ASCII, `'é' (U+00E9)` for other characters, `U+0009` for control characters.
    private func describe(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte > 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return Self.codePoint(UInt32(byte)) }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        if offset + length <= bytes.count,
           let text = String(validating: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self),
           let scalar = text.unicodeScalars.first {
            return "'\(text)' (\(Self.codePoint(scalar.value)))"
        }
        return "an invalid UTF-8 byte"
    }

    /// The character at `offset` as written, for quoting it inside a message.
    private func describeRaw(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte > 0x20, byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        return describe(at: offset)
    }

    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// A growable stack in raw memory, for the parser's open containers. Not copyable in spirit: the parser
/// owns exactly one of each and calls `release()` once.
struct ScratchStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    subscript(index: Int) -> Element { base[index] }

    @inline(__always) mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// Moves the elements from `start` to the top into an exactly sized array.
    mutating func moveOut(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let source = base + start
        count = start
        return Array(moving: moved, from: source)
    }

    mutating func release() {
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
    }
}
