import LayoutModel

/// The settings a file gives in `// layoutdbg: …` comments (conventionally at the top), and the
/// `// size: WxH` comments that give an image its natural size on the image's line.
///
///     // layoutdbg: proposal 350x350          (also 390xnil, infxinf)
///     // layoutdbg: quirk grid-span-min-reservation off
///     // layoutdbg: image "avatar" 48x48
///     // layoutdbg: root GridBug
///     // layoutdbg: environment displayScale 2
///     // layoutdbg: device iphone-se landscape     (the orientation is optional)
///     // layoutdbg: pass                          (lay it out again: caches answer, views are placed again)
///     // layoutdbg: pass proposal 852x393         (again, with another root proposal)
///     // layoutdbg: pass padding = 48             (the root view's `padding` changed, as a state change does)
struct Directives {
    var proposal: ProposedSize?
    var device: DeviceChoice?
    var quirks = QuirkSet.defaults
    var environment = LayoutEnvironment()
    /// The environment settings the file names, which win over its device's.
    var namedSettings: Set<String> = []
    /// Natural sizes of images by name.
    var imageSizes: [String: Size] = [:]
    var root: (name: String, location: SourceLocation)?
    /// The `// size:` comment of each line that has one.
    var sizeComments: [Int: LineComment] = [:]
    /// The passes after the first, in the order written.
    var passes: [ExtraPass] = []

    static let prefix = "layoutdbg:"
    static let names = ["proposal", "device", "quirk", "image", "root", "environment", "pass"]

    static func read(_ comments: [LineComment], file: String) throws(Diagnostic) -> Directives {
        var directives = Directives()
        var proposalLine: Int?
        for comment in comments {
            var words = Words(comment)
            guard let first = words.next() else { continue }
            if first.text == "size:" || first.text.hasPrefix("size:") {
                if directives.sizeComments[comment.location.line] == nil { directives.sizeComments[comment.location.line] = comment }
                continue
            }
            guard first.text == prefix || first.text.hasPrefix(prefix) else { continue }
            var nameWord = first
            if first.text == prefix {
                guard let word = words.next() else {
                    throw Diagnostic(.error, "expected a directive after 'layoutdbg:'", file: file, at: first.location,
                                     notes: ["the directives are: " + names.joined(separator: ", ")])
                }
                nameWord = word
            } else {
                nameWord.text = String(first.text.dropFirst(prefix.count))
            }
            let context = DirectiveContext(file: file, words: words)
            switch nameWord.text {
            case "proposal":
                if let line = proposalLine {
                    throw Diagnostic(.error, "the proposal is already set on line \(line)", file: file, at: nameWord.location)
                }
                proposalLine = nameWord.location.line
                var context = context
                let word = try context.word("a proposal such as 350x350, 390xnil or infxinf", after: nameWord)
                directives.proposal = try context.proposal(word)
                try context.end()
            case "device":
                var context = context
                let name = try context.word("a device name such as iphone-se (layoutdbg devices lists them)", after: nameWord)
                guard let device = DeviceCatalogue.device(named: name.text) else {
                    let unknown = DeviceCatalogue.unknown(name.text)
                    throw Diagnostic(.error, unknown.message, file: file, at: name.location, notes: unknown.notes)
                }
                var choice = DeviceChoice(device)
                if let word = context.optionalWord() {
                    guard let orientation = Orientation(rawValue: word.text) else {
                        throw Diagnostic(.error, "expected 'portrait' or 'landscape' after the device name, found '\(word.text)'",
                                         file: file, at: word.location)
                    }
                    choice.orientation = orientation
                }
                directives.device = choice
                try context.end()
            case "quirk":
                var context = context
                let nameWord = try context.word("a quirk name", after: nameWord)
                guard let quirk = Quirk(rawValue: nameWord.text) else {
                    let notes = Suggestion.closest(to: nameWord.text, in: Quirk.allCases.map(\.rawValue)).map { ["did you mean '\($0)'?"] }
                        ?? ["the quirks are: " + Quirk.allCases.map(\.rawValue).joined(separator: ", ")]
                    throw Diagnostic(.error, "unknown quirk '\(nameWord.text)'", file: file, at: nameWord.location, notes: notes)
                }
                let state = try context.word("'on' or 'off'", after: nameWord)
                guard state.text == "on" || state.text == "off" else {
                    throw Diagnostic(.error, "expected 'on' or 'off' after the quirk name, found '\(state.text)'", file: file, at: state.location)
                }
                directives.quirks.set(quirk, state.text == "on")
                try context.end()
            case "image":
                var context = context
                let name = try context.word("an image name in quotes", after: nameWord)
                let size = try context.word("a size such as 24x24", after: name)
                directives.imageSizes[name.text] = try context.imageSize(size)
                try context.end()
            case "pass":
                var context = context
                directives.passes.append(try context.pass(after: nameWord))
            case "root":
                var context = context
                let name = try context.word("the name of the root view", after: nameWord)
                directives.root = (name.text, name.location)
                try context.end()
            case "environment":
                var context = context
                let key = try context.word("an environment setting", after: nameWord)
                guard let setting = EnvironmentSetting.named(key.text) else {
                    let candidates = EnvironmentSetting.names
                    let notes = Suggestion.closest(to: key.text, in: candidates).map { ["did you mean '\($0)'?"] }
                        ?? ["the settings are: " + candidates.joined(separator: ", ")]
                    throw Diagnostic(.error, "unknown environment setting '\(key.text)'", file: file, at: key.location, notes: notes)
                }
                let valueWord = try context.word("a number", after: key)
                guard let value = Double(valueWord.text), !value.isNaN else {
                    throw Diagnostic(.error, "expected a number for '\(key.text)', found '\(valueWord.text)'", file: file, at: valueWord.location)
                }
                if value.isInfinite, !NumberLimits.infinitySpellings.contains(valueWord.text.lowercased()) {
                    throw Diagnostic(.error, NumberLimits.overflowMessage(valueWord.text), file: file, at: valueWord.location,
                                     notes: [NumberLimits.overflowNote])
                }
                guard setting.range.contains(value) else {
                    throw Diagnostic(.error, setting.range.message(for: key.text, got: value), file: file, at: valueWord.location)
                }
                directives.environment[keyPath: setting.keyPath] = NumberLimits.canonical(value)
                directives.namedSettings.insert(setting.name)
                try context.end()
            default:
                let notes = Suggestion.closest(to: nameWord.text, in: names).map { ["did you mean '\($0)'?"] }
                    ?? ["the directives are: " + names.joined(separator: ", ")]
                throw Diagnostic(.error, "unknown layoutdbg directive '\(nameWord.text)'", file: file, at: nameWord.location, notes: notes)
            }
        }
        return directives
    }

    /// The natural size a `// size: WxH` comment gives (the comment's text starts with `size:`).
    static func size(from comment: LineComment, file: String) throws(Diagnostic) -> Size {
        var words = Words(comment)
        let first = words.next()!
        var context = DirectiveContext(file: file, words: words)
        var sizeWord: Word
        if first.text == "size:" {
            sizeWord = try context.word("a size such as 24x24", after: first)
        } else {
            sizeWord = first
            sizeWord.text = String(first.text.dropFirst("size:".count))
            sizeWord.location.column += "size:".count
        }
        return try context.imageSize(sizeWord)
    }
}

/// A word of a directive comment: a run of non-blanks, or a quoted string (without its quotes).
struct Word {
    var text: String
    var location: SourceLocation
}

/// Splits a comment into words, tracking columns.
struct Words: IteratorProtocol {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private let line: Int
    private let column: Int

    init(_ comment: LineComment) {
        scalars = Array(comment.text.unicodeScalars)
        line = comment.location.line
        column = comment.textColumn
    }

    mutating func next() -> Word? {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index < scalars.count else { return nil }
        let location = SourceLocation(line: line, column: column + index)
        var text = ""
        if scalars[index] == "\"" {
            index += 1
            while index < scalars.count, scalars[index] != "\"" {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            index += 1
            return Word(text: text, location: location)
        }
        while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" {
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        return Word(text: text, location: location)
    }
}

/// Reading the arguments of one directive.
private struct DirectiveContext {
    let file: String
    var words: Words

    init(file: String, words: Words) {
        self.file = file
        self.words = words
    }

    /// `pass`, `pass proposal WxH` or `pass NAME = VALUE` (the rest of the line is VALUE, a Swift expression).
    mutating func pass(after directive: Word) throws(Diagnostic) -> ExtraPass {
        guard let first = words.next() else { return .again(proposal: nil) }
        if first.text == "proposal" {
            let word = try word("a proposal such as 852x393", after: first)
            let proposal = try self.proposal(word)
            try end()
            return .again(proposal: proposal)
        }
        // `name = value`, `name=value`, `name= value`, `name =value`.
        var text = first.text
        while let word = words.next() { text += " " + word.text }
        guard let equals = text.firstIndex(of: "=") else {
            throw Diagnostic(.error, "expected 'NAME = VALUE' after 'pass', found '\(text)'", file: file, at: first.location,
                             notes: ["a pass sets a property of the root view, as a state change does: // layoutdbg: pass padding = 48",
                                     "or lays the view out again: // layoutdbg: pass, // layoutdbg: pass proposal 852x393"])
        }
        func trimmed(_ part: Substring) -> String { String(String(part.drop { $0 == " " }.reversed()).drop { $0 == " " }.reversed()) }
        let name = trimmed(text[..<equals])
        let value = trimmed(text[text.index(after: equals)...])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !value.isEmpty else {
            throw Diagnostic(.error, "expected 'NAME = VALUE' after 'pass', found '\(text)'", file: file, at: first.location,
                             notes: ["for example: // layoutdbg: pass padding = 48"])
        }
        return .state(name: name, value: value, location: first.location)
    }

    mutating func word(_ expected: String, after previous: Word) throws(Diagnostic) -> Word {
        guard let word = words.next() else {
            let column = previous.location.column + previous.text.unicodeScalars.count
            throw Diagnostic(.error, "expected \(expected) after '\(previous.text)'", file: file,
                             at: SourceLocation(line: previous.location.line, column: column))
        }
        return word
    }

    /// The next word, if the directive has one.
    mutating func optionalWord() -> Word? { words.next() }

    mutating func end() throws(Diagnostic) {
        if let extra = words.next() {
            throw Diagnostic(.error, "unexpected '\(extra.text)' at the end of the directive", file: file, at: extra.location)
        }
    }

    /// `WxH` as `ProposalText` reads it (as `--proposal` does).
    func proposal(_ word: Word) throws(Diagnostic) -> ProposedSize {
        switch ProposalText.parse(word.text) {
        case .success(let proposal): return proposal
        case .failure(let error): throw Diagnostic(.error, error.message, file: file, at: word.location, notes: error.notes)
        }
    }

    /// `WxH` where each side is a finite number ≥ 0.
    func imageSize(_ word: Word) throws(Diagnostic) -> Size {
        let scalars = Array(word.text.unicodeScalars)
        guard let x = scalars.firstIndex(where: { $0 == "x" || $0 == "X" || $0 == "×" }) else {
            throw Diagnostic(.error, "expected a size such as 24x24, found '\(word.text)'", file: file, at: word.location)
        }
        var width = "", height = ""
        width.unicodeScalars.append(contentsOf: scalars[..<x])
        height.unicodeScalars.append(contentsOf: scalars[(x + 1)...])
        return Size(width: try length(width, word), height: try length(height, word))
    }

    private func length(_ text: String, _ word: Word) throws(Diagnostic) -> Double {
        guard let value = Double(text), !value.isNaN else {
            throw Diagnostic(.error, "expected a number in '\(word.text)', found '\(text)'", file: file, at: word.location)
        }
        if value.isInfinite, !NumberLimits.infinitySpellings.contains(text.lowercased()) {
            throw Diagnostic(.error, NumberLimits.overflowMessage(text), file: file, at: word.location, notes: [NumberLimits.overflowNote])
        }
        if value < 0 {
            throw Diagnostic(.error, "sizes must not be negative, got \(text) in '\(word.text)'", file: file, at: word.location)
        }
        if !value.isFinite {
            throw Diagnostic(.error, "an image size must be finite, got '\(word.text)'", file: file, at: word.location)
        }
        return value
    }
}
