import Foundation

/// The texts of custom layouts' calls (`sizeThatFits (10, nil)`) that `NodeCall`s hold, each kept once for the
/// process and named by a number, 0 for the empty text: a call then holds no reference and is copied as plain bytes,
/// where a `String` made every copy and release of a call go through the runtime (the rules' index and the diff
/// handle millions; docs/performance.md item 48). The texts are few beside the calls: only custom layouts' calls have
/// one, and the index keeps those in events of their own (`LayoutCallEvent`).
@usableFromInline enum LayoutCallTexts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var texts: [String] = [""]
    nonisolated(unsafe) private static var numbers: [String: Int32] = ["": 0]

    /// The number of `text`, given it now if it has none.
    @usableFromInline static func number(_ text: String) -> Int32 {
        if text.isEmpty { return 0 }
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[text] { return number }
        let number = Int32(truncatingIfNeeded: texts.count)
        texts.append(text)
        numbers[text] = number
        return number
    }

    /// The text numbered `number`.
    static func text(_ number: Int32) -> String {
        if number == 0 { return "" }
        lock.lock()
        defer { lock.unlock() }
        return texts[Int(number)]
    }
}
