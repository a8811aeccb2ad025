/// The names a Swift source declares, read from its words alone: each word after `struct`, `class`, `enum`, `protocol`,
/// `actor`, `typealias`, `func`, `var`, `let` or `case`. Nothing is parsed, so a name in a comment or a local `let`
/// counts too: enough to tell which file of an app may declare what a failed build missed (`EnclosingProject`), and
/// which generated asset symbols an app already declares (`AssetSymbols`).
public enum DeclaredWords {
    static let introducers: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case"]

    /// Calls `body` with each declared name of `source`, in order.
    public static func forEach(in source: String, _ body: (Substring) -> Void) {
        var previous: Substring = ""
        for word in source.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
            if introducers.contains(previous) { body(word) }
            previous = word
        }
    }
}
