import LayoutModel

/// An output buffer of UTF-8 bytes. Every renderer writes through one of these: formatting by hand into raw
/// memory is what lets the JSON trace writer reach hundreds of MB/s. Without a sink the buffer grows to hold the
/// whole output, which is then written out in one go; with a sink (`-o FILE`, which writes a temporary file and
/// renames it, so nothing is seen half-way) a full buffer is handed to the sink and reused, so a 400 MB trace never
/// sits in memory whole. Noncopyable: one owner, no hidden sharing of the buffer.
public struct ByteWriter: ~Copyable {
    /// Takes a full buffer's bytes; false when the destination failed, after which the rest is dropped.
    public typealias Sink = (UnsafeRawBufferPointer) -> Bool

    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private let sink: Sink?
    /// Bytes handed to the sink so far.
    private var flushed = 0
    /// The sink refused a buffer: what follows is dropped.
    public private(set) var sinkFailed = false

    public init(capacity: Int = 1 << 16, sink: Sink? = nil) {
        self.capacity = max(capacity, 64)
        self.sink = sink
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes, doubling the buffer as needed.
    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    /// Hands what the buffer holds to the sink (nothing without one).
    public mutating func flush() {
        guard let sink, count > 0 else { return }
        if !sinkFailed, !sink(UnsafeRawBufferPointer(start: base, count: count)) { sinkFailed = true }
        flushed += count
        count = 0
    }

    private mutating func grow(_ needed: Int) {
        var needed = needed
        if sink != nil {
            // A streaming writer empties its buffer instead, and grows only for one write larger than it.
            needed -= count
            flush()
            if needed <= capacity { return }
        }
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always) public mutating func write(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (base + count).update(from: text.utf8Start, count: length)
        count += length
    }

    /// A `String` value. (Named apart from `write(_: StaticString)` so that literals never become Strings.)
    public mutating func write(string text: String) {
        var text = text
        text.withUTF8 { utf8 in
            reserve(utf8.count)
            if let start = utf8.baseAddress { (base + count).update(from: start, count: utf8.count) }
            count += utf8.count
        }
    }

    public mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            reserve(buffer.count)
            if let start = buffer.baseAddress { (base + count).update(from: start, count: buffer.count) }
            count += buffer.count
        }
    }

    @inline(__always) public mutating func write(byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always) public mutating func write(_ number: Double) {
        reserve(NumberFormat.maximumLength)
        count += NumberFormat.format(number, into: base + count)
    }

    @inline(__always) public mutating func write(_ integer: Int) {
        reserve(21)
        if integer < 0 { base[count] = 0x2D; count += 1 }
        count += NumberFormat.formatInteger(UInt64(integer.magnitude), into: base + count)
    }

    public mutating func write(spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        (base + count).initialize(repeating: 0x20, count: spaces)
        count += spaces
    }

    /// A JSON string literal with the escapes RFC 8259 requires.
    public mutating func writeJSONString(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            reserve(utf8.count * 6 + 2)
            // Runs of bytes that need no escape (all of almost every string) are copied whole; the position is a local,
            // as stores through `base` could otherwise be taken to change `count` (node paths are the longest strings:
            // 61 M instructions of a 10,000-level trace went here a byte at a time; docs/performance.md item 58).
            var position = count
            base[position] = 0x22
            position += 1
            var start = 0
            while start < utf8.count {
                var end = start
                while end < utf8.count, Self.needsNoEscape(utf8[end]) { end += 1 }
                if end > start {
                    UnsafeMutableRawPointer(base + position).copyMemory(from: utf8.baseAddress! + start, byteCount: end - start)
                    position += end - start
                }
                guard end < utf8.count else { break }
                let byte = utf8[end]
                switch byte {
                case 0x0A:
                    base[position] = 0x5C; base[position + 1] = 0x6E; position += 2
                case 0x0D:
                    base[position] = 0x5C; base[position + 1] = 0x72; position += 2
                case 0x09:
                    base[position] = 0x5C; base[position + 1] = 0x74; position += 2
                case 0..<0x20:
                    let hex: StaticString = "0123456789abcdef"
                    base[position] = 0x5C; base[position + 1] = 0x75; base[position + 2] = 0x30; base[position + 3] = 0x30
                    base[position + 4] = hex.utf8Start[Int(byte >> 4)]; base[position + 5] = hex.utf8Start[Int(byte & 15)]
                    position += 6
                default:  // a quote or a backslash
                    base[position] = 0x5C; base[position + 1] = byte; position += 2
                }
                start = end + 1
            }
            base[position] = 0x22
            count = position + 1
        }
    }

    /// A byte a JSON string holds as it is: not a control character, a quote or a backslash.
    @inline(__always) private static func needsNoEscape(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x22 && byte != 0x5C
    }

    /// A number as JSON: non-finite values become the strings "inf", "-inf", "nan" (JSON has no such numbers).
    @inline(__always) public mutating func writeJSONNumber(_ number: Double) {
        if number.isFinite { write(number); return }
        write(byte: 0x22)
        write(number)
        write(byte: 0x22)
    }

    @inline(__always) public mutating func writeJSONNumber(_ number: Double?) {
        guard let number else { write("null"); return }
        writeJSONNumber(number)
    }

    /// The bytes written so far (those not yet handed to a sink).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    public var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// Bytes written so far, those handed to a sink included.
    public var byteCount: Int { flushed + count }
}
