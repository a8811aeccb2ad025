import LayoutModel

/// Whether a line of a Swift file is compiled on a platform, as far as its `#if` / `#elseif` / `#else` / `#endif`
/// lines say with `os(…)` conditions alone: what lets the compiled path show a view that only the Mac compiles
/// (`#if os(macOS)`) on the Mac window, as Xcode's canvas shows a macOS target's preview, without a failed build
/// first. A condition with anything else in it (`DEBUG`, `canImport(…)`, a compiler version) is not decided here.
public enum PlatformRegions {
    /// True or false when the `#if` blocks around `line` (1-based) decide it on `platform` from `os(…)` alone; nil when
    /// one of them depends on anything else.
    public static func compiles(line target: Int, in source: String, on platform: Platform) -> Bool? {
        compiles(lines: [target], in: source, on: platform)[0]
    }

    /// `compiles(line:in:on:)` for each of `targets`, in one pass over the source (a file may declare thousands of types).
    public static func compiles(lines targets: [Int], in source: String, on platform: Platform) -> [Bool?] {
        var results = [Bool?](repeating: nil, count: targets.count)
        let order = targets.indices.sorted { targets[$0] < targets[$1] }
        var next = 0
        // Per open `#if`: whether a branch was taken already, and whether the current branch is (nil: undecided).
        var blocks: [(taken: Bool?, current: Bool?)] = []
        var malformed = false
        func record(upTo number: Int) {
            while next < order.count, targets[order[next]] <= number {
                results[order[next]] = malformed ? nil : blocks.reduce(true as Bool?) { compiled, block in
                    guard let compiled, let current = block.current else { return nil }
                    return compiled && current
                }
                next += 1
            }
        }
        var number = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            record(upTo: number)
            if next == order.count { break }
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix("#"), !malformed else { continue }
            let words = text.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
            let condition = words.count > 1 ? String(words[1].prefix { $0 != "/" }) : ""
            switch words.first ?? "" {
            case "#if":
                let value = evaluate(condition, on: platform)
                blocks.append((value, value))
            case "#elseif":
                guard let last = blocks.popLast() else { malformed = true; continue }
                let value = evaluate(condition, on: platform)
                // This branch is taken when none before it was and its condition holds.
                let current: Bool? = last.taken == true ? false : (last.taken == nil ? nil : value)
                let taken: Bool? = last.taken == true ? true : (last.taken == nil || value == nil ? nil : value)
                blocks.append((taken, current))
            case "#else":
                guard let last = blocks.popLast() else { malformed = true; continue }
                blocks.append((true, last.taken.map { !$0 }))
            case "#endif":
                _ = blocks.popLast()
            default:
                continue
            }
        }
        record(upTo: Int.max)
        return results
    }

    /// The names `os(…)` takes: true for the simulated device's (`iOS` for an iPhone or iPad, `macOS` for the Mac
    /// window), false for the others.
    static let platformNames = ["iOS", "macOS", "watchOS", "tvOS", "visionOS", "Linux", "Windows", "Android"]

    /// `os(macOS) || os(iOS)`, `!os(watchOS)`, …: its value on `platform`, or nil when it names anything but `os(…)`.
    static func evaluate(_ condition: String, on platform: Platform) -> Bool? {
        var text = condition
        for name in platformNames {
            let value = name == (platform == .macOS ? "macOS" : "iOS")
            text = text.replacingOccurrences(of: "os(\(name))", with: value ? "T" : "F")
        }
        let tokens = Array(text.filter { !$0.isWhitespace })
        guard tokens.allSatisfy({ "TF!&|()".contains($0) }) else { return nil }
        var index = 0
        // Recursive descent: or := and ('||' and)*; and := unary ('&&' unary)*; unary := '!' unary | 'T' | 'F' | '(' or ')'.
        func unary() -> Bool? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            index += 1
            switch token {
            case "!": return unary().map { !$0 }
            case "T": return true
            case "F": return false
            case "(":
                let value = or()
                guard index < tokens.count, tokens[index] == ")" else { return nil }
                index += 1
                return value
            default: return nil
            }
        }
        func and() -> Bool? {
            guard var value = unary() else { return nil }
            while index + 1 < tokens.count, tokens[index] == "&", tokens[index + 1] == "&" {
                index += 2
                guard let next = unary() else { return nil }
                value = value && next
            }
            return value
        }
        func or() -> Bool? {
            guard var value = and() else { return nil }
            while index + 1 < tokens.count, tokens[index] == "|", tokens[index + 1] == "|" {
                index += 2
                guard let next = and() else { return nil }
                value = value || next
            }
            return value
        }
        let value = or()
        return index == tokens.count ? value : nil
    }
}
