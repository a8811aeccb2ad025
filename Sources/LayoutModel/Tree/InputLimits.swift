/// How much one input may ask for, the same for the JSON and the SwiftUI-syntax readers (docs/input-format.md
/// "Limits"): each is refused before the work, at the view, modifier or string that passes it, in these words, with
/// a note naming the option that raises it (`--limit NAME=N`).
///
/// The defaults keep any input of 1 MB under 1 GB of memory and 10 s in a release build, whatever its shape: a
/// `ForEach` expands a few bytes into many views, and a trace costs a few KiB per node (docs/performance.md,
/// "Worst inputs", measured by `layoutdbg-bench worst`).
public struct InputLimits: Sendable, Equatable {
    /// A limit the command line can raise or lower.
    public enum Name: String, Sendable, CaseIterable {
        case views, modifiers, string, label, text, file, output
    }

    /// The most views one input may make (`ForEach` copies and view struct instances included).
    public var views = 50_000
    /// The most modifiers one input may apply, all views together: each layout modifier is a node of its own, and a
    /// chain of them is as deep as it is long (so this bounds chains too; their node names stay short).
    public var modifiers = 50_000
    /// The longest string, in UTF-8 bytes: a literal, or one a Swift input computes (`a + b` may double it).
    public var string = 1_000_000
    /// The longest label of a view (`"label"`, `.debugLabel`, `LayoutMonitor("…")`), in UTF-8 bytes: labels are
    /// printed on every line of their node.
    public var label = 1_000
    /// All `Text` strings of the expanded tree together, in UTF-8 bytes: sizing text costs time by its length, and
    /// a `ForEach` copies one string many times.
    public var text = 10_000_000
    /// The largest input file, in bytes, refused before it is read.
    public var file = 64 << 20
    /// The largest output a command writes, in bytes, refused before anything is written.
    public var output = 512 << 20

    /// The deepest nesting of views and closures: not an option, because a deeper input would overflow the stack
    /// the readers and the engine recurse on (`stackSize`). Both builds lay out 100,000 levels in it, from JSON and
    /// from Swift (docs/performance.md item 46).
    public static let depth = 100_000

    /// The deepest nesting of layout nodes, modifiers included (each is a node around its view), that the engine
    /// lays out: raised `views` and `modifiers` limits could otherwise nest nodes deeper than the stack allows.
    public static let nodeDepth = 400_000

    /// The longest chain of operators, string interpolations inside interpolations, or names that refer to names, in
    /// a Swift input: no real view has more than a few, and each link is a few frames of the reader's stack.
    public static let chain = 10_000

    public static let standard = InputLimits()

    public init() {}

    public subscript(name: Name) -> Int {
        get {
            switch name {
            case .views: views
            case .modifiers: modifiers
            case .string: string
            case .label: label
            case .text: text
            case .file: file
            case .output: output
            }
        }
        set {
            switch name {
            case .views: views = newValue
            case .modifiers: modifiers = newValue
            case .string: string = newValue
            case .label: label = newValue
            case .text: text = newValue
            case .file: file = newValue
            case .output: output = newValue
            }
        }
    }

    /// What each limit bounds, for `--help` and docs.
    public static func meaning(_ name: Name) -> String {
        switch name {
        case .views: "views, ForEach copies included"
        case .modifiers: "modifiers, all views together"
        case .string: "bytes in one string"
        case .label: "bytes in one view label"
        case .text: "bytes of all Text strings together"
        case .file: "bytes of an input file"
        case .output: "bytes of a command's output"
        }
    }

    /// The refusal of an input that passes `name`'s limit.
    public func message(_ name: Name) -> String {
        let limit = self[name]
        return switch name {
        case .views: "this input expands to more than \(limit) views; layoutdbg reads at most that many"
        case .modifiers: "this input applies more than \(limit) modifiers; layoutdbg reads at most that many"
        case .string: "this string is longer than \(limit) bytes; layoutdbg reads at most that many in one string"
        case .label: "this label is longer than \(limit) bytes; layoutdbg reads at most that many in one label"
        case .text: "this input's Text strings come to more than \(limit) bytes together; layoutdbg reads at most that many"
        case .file: "the file is larger than \(limit) bytes; layoutdbg reads at most that many"
        case .output: "the output would be larger than \(limit) bytes; layoutdbg writes at most that many"
        }
    }

    /// The refusal of an input in `file` that passes `name`'s limit at `location`, with how to raise it: the one
    /// diagnostic both readers and the file reader give.
    public func refusal(_ name: Name, file: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message(name), file: file, at: location, notes: [raiseNote(name)])
    }

    /// The note under every refusal: how to raise the limit.
    public func raiseNote(_ name: Name) -> String {
        "raise the limit with --limit \(name.rawValue)=N (it is \(self[name]))"
    }

    /// The refusal of nesting deeper than `depth`.
    public static var tooDeep: String {
        "nesting too deep: layoutdbg reads at most \(depth) levels"
    }

    public static var tooManyNodesDeep: String {
        "nesting too deep: with its modifiers, this view is more than \(nodeDepth) layout nodes deep, the most layoutdbg lays out"
    }
}
