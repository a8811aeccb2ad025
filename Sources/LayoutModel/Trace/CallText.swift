/// A text of a custom layout's call (its name, `sizeThatFits`, or what it was given, `proposal (10, nil) explicit`),
/// kept once for the process and named by a number, 0 for the empty text. An event or a call that holds one holds no
/// reference and is copied as plain bytes: with `String`s, every copy and release of a `TraceEvent` (millions in a
/// large trace, each handed from the layout's thread to the writer's) and of a `NodeCall` went through the runtime
/// (docs/performance.md items 48 and 57). The texts are few beside the events: only custom layouts' calls have them.
public struct CallText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Equal texts have equal numbers: comparing and hashing numbers compares and hashes texts.
    public let number: Int32

    public init(_ text: String) { number = Self.number(text) }

    public init(stringLiteral text: String) { self.init(text) }

    /// The text numbered `number` (one `CallText(_:)` gave).
    public init(number: Int32) { self.number = number }

    public var text: String { Self.text(number) }

    public var description: String { text }

    public var isEmpty: Bool { number == 0 }

    private static let lock = ProcessLock()
    nonisolated(unsafe) private static var texts: [String] = [""]
    nonisolated(unsafe) private static var numbers: [String: Int32] = ["": 0]

    private static func number(_ text: String) -> Int32 {
        if text.isEmpty { return 0 }
        return lock.withLock {
            if let number = numbers[text] { return number }
            let number = Int32(truncatingIfNeeded: texts.count)
            texts.append(text)
            numbers[text] = number
            return number
        }
    }

    private static func text(_ number: Int32) -> String {
        if number == 0 { return "" }
        return lock.withLock { texts[Int(number)] }
    }
}
