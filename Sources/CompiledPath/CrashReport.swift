import Foundation

/// What the standard error of a user's program that crashed says, in one line and a note: the words to put in the
/// error layoutdbg reports.
///
/// A trap prints its reason first (`Strings.swift:5: Fatal error: …`). A signal (a bad pointer, a stack overflow)
/// prints only what Swift's backtracer writes (observed, Swift 6 on Linux): a banner,
/// `*** Signal 11: Backtracing from 0x55b95846bda7... done ***`, then `*** Program crashed: Bad pointer dereference at
/// 0x00007ffde7249ff8 ***`, then the crashed thread's frames, the deepest first, one a line
/// (`  12 [ra] 0x000055b95846bddd row(_:) + 76 in Preview`). The banner says nothing and the addresses differ on every
/// run, so the message is the first other line with its address left out. A function that calls itself without end
/// overflows the stack: its frame fills the backtrace, which the note says.
public enum CrashReport {
    /// Frames of one function in the backtrace from which the crash is taken for endless recursion. The backtracer
    /// shows the deepest 40 or so frames of the crashed thread (and the outermost few); a view function that calls
    /// itself through a stack's content closure filled them with 14 of each of its three frames (observed).
    static let recursionFrames = 8

    /// The line to report, and notes; a program that printed nothing is said by its exit `status`.
    public static func summary(of stderr: String, status: Int32) -> (message: String, notes: [String]) {
        let lines = stderr.split(separator: "\n").map { Substring($0.trimmingCharacters(in: .whitespaces)) }
        let said = lines.first { !$0.isEmpty && !isBanner($0) }.map(withoutAddress)
        // A trap says why it stopped; only a signal (a stack overflow is a bad pointer) may be a recursion.
        guard let said, said.hasPrefix("Program crashed:") else { return (said ?? "exit status \(status)", []) }
        var frames: [Substring: Int] = [:]
        for line in lines { if let function = frameFunction(line) { frames[function, default: 0] += 1 } }
        // The most frequent, and of those the shortest name: `Rows.row(_:)` rather than `closure #1 in Rows.row(_:)`.
        let repeated = frames.filter { $0.value >= recursionFrames }
            .min { a, b in (-a.value, a.key.count, a.key) < (-b.value, b.key.count, b.key) }
        let notes = repeated.map { function, count in
            ["'\(function)' fills the crashed thread's backtrace (\(count) of its frames): a function, getter or body that calls itself "
             + "without end overflows the stack"]
        } ?? []
        return (said, notes)
    }

    /// `*** Signal 11: Backtracing from 0x…... done ***`.
    static func isBanner(_ line: Substring) -> Bool { line.hasPrefix("*** Signal ") && line.contains("Backtracing") }

    /// `*** Program crashed: Bad pointer dereference at 0x00007ffde7249ff8 ***` → `Program crashed: Bad pointer
    /// dereference`.
    static func withoutAddress(_ line: Substring) -> String {
        var text = line
        if text.hasPrefix("*** "), text.hasSuffix(" ***") { text = text.dropFirst(4).dropLast(4) }
        if let at = text.range(of: " at 0x"), text[at.upperBound...].allSatisfy(\.isHexDigit) { text = text[..<at.lowerBound] }
        return String(text)
    }

    /// `9 [ra] [thunk]  0x000055acb11fe5b5 Rows.row(_:) + 180 in program at …/User.swift:5:9` → `Rows.row(_:)`.
    static func frameFunction(_ line: Substring) -> Substring? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        guard let number = words.popFirst(), number.allSatisfy(\.isNumber) else { return nil }
        while let tag = words.first, tag.hasPrefix("["), tag.hasSuffix("]") { words.removeFirst() }
        guard let address = words.popFirst(), address.hasPrefix("0x"), let plus = words.firstIndex(of: "+"), plus > words.startIndex
        else { return nil }
        return line[words[words.startIndex].startIndex..<words[plus - 1].endIndex]
    }
}
