import LayoutModel

/// What a view or layout needs to be made when no preview makes it, and the `--root` that makes it: one diagnostic,
/// from every place that picks a root (the reader, the compiled path's root choice, `--view`), with sample values a
/// user can paste as they are where the type is a common one, and `<Type>` where only the user knows.
public enum RootArguments {
    /// An argument the root needs: its label (nil for `_`) and type as written.
    public struct Parameter: Sendable, Equatable {
        public var label: String?
        public var type: String
        /// A `@ViewBuilder` closure (a container's content): suggested as a closure with a view in it, trailing when
        /// it comes last, as a user writes it.
        public var isViewBuilder: Bool

        public init(label: String?, type: String, isViewBuilder: Bool = false) {
            self.label = label
            self.type = type
            self.isViewBuilder = isViewBuilder
        }
    }

    /// The required properties of a type without an `init` of its own, as its memberwise initialiser takes them: a
    /// `@Binding var x: T` as `Binding<T>`, a `@ViewBuilder var content: Content` as the closure `() -> Content`.
    public static func parameters(of properties: [SwiftFileOutline.Property]) -> [Parameter] {
        properties.map { memberwise($0.name, type: $0.type, attributes: $0.wrapper.map { [$0] } ?? []) }
    }

    /// The memberwise initialiser's parameter for a stored property written with `attributes` (the outline's and the
    /// reader's properties both come here).
    static func memberwise(_ name: String, type: String, attributes: [String]) -> Parameter {
        if attributes.contains("Binding") { return Parameter(label: name, type: "Binding<\(type)>") }
        // `@FocusState.Binding var focused: Bool` takes `FocusState<Bool>.Binding`, which only a view's `@FocusState` makes.
        if let wrapper = attributes.first(where: { $0.hasSuffix(".Binding") }) {
            return Parameter(label: name, type: "\(wrapper.dropLast(".Binding".count))<\(type)>.Binding")
        }
        if attributes.contains("ViewBuilder") { return Parameter(label: name, type: "() -> \(type)", isViewBuilder: true) }
        return Parameter(label: name, type: type)
    }

    /// The sample a suggested call passes for a view-builder parameter of `type`: a closure with a view in it, which
    /// names its parameters `_` (`(Int) -> Marker` takes `{ _ in Text("Content") }`).
    static func sampleContent(for type: String) -> String {
        let parameters = closureParameterCount(type)
        return "{ " + (parameters == 0 ? "" : Array(repeating: "_", count: parameters).joined(separator: ", ") + " in ") + "Text(\"Content\") }"
    }

    /// How many parameters the closure type `type` takes (`(Int, String) -> V`: 2; `() -> V`: 0).
    public static func closureParameterCount(_ type: String) -> Int {
        let text = type.split(separator: " ").filter { $0 != "@escaping" }.joined(separator: " ")
        guard text.first == "(" else { return 0 }
        var depth = 0, commas = 0, empty = true
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break  // an arrow, not a bracket
            case ")", "]", ">": depth -= 1
            case "," where depth == 1: commas += 1
            case " ": break
            default: if depth >= 1 { empty = false }
            }
            if depth == 0 { break }
        }
        return empty ? 0 : commas + 1
    }

    /// `'Name' needs a: T, b: U to be made, <why>`, with the `--root` to paste (and the `#Preview` for a view).
    /// `samples` gives the arguments of the suggested call, the app's own types included.
    public static func diagnostic(_ name: String, needs parameters: [Parameter], why: String?, isLayout: Bool = false,
                                  samples: RootSamples, file: String, at location: SourceLocation) -> Diagnostic {
        var inParentheses = parameters
        var trailing = isLayout ? " { Text(\"A\"); Text(\"B\") }" : ""
        if !isLayout, let last = parameters.last, last.isViewBuilder {
            inParentheses.removeLast()
            trailing = " " + sampleContent(for: last.type)
        }
        let arguments = inParentheses.map { parameter in
            (parameter.label.map { "\($0): " } ?? "") + (parameter.isViewBuilder ? sampleContent(for: parameter.type) : samples.value(of: parameter.type))
        }.joined(separator: ", ")
        let needs = needsText(parameters)
        // `Card { … }` rather than `Card() { … }` when the closure is all it takes.
        let call = name + (arguments.isEmpty && !trailing.isEmpty ? "" : "(\(arguments))") + trailing
        let notes = isLayout ? ["name the root with its arguments: --root '\(call)'"]
            : ["name the root view with its arguments: --root '\(call)'", "or add a #Preview { \(call) } block"]
        return Diagnostic(.error, "'\(name)' needs \(needs) to be made" + (why.map { ", \($0)" } ?? ""), file: file, at: location, notes: notes)
    }

    /// The types a `diagnostic` of `diagnostic(_:needs:…)` left as `<Type>` in its suggestion (plain names only): a
    /// project that declares them lets the suggestion make them (`RootSamples`). Empty for any other diagnostic.
    public static func unmadeTypes(in diagnostic: Diagnostic) -> [String] {
        guard diagnostic.message.contains(" to be made"), let suggestion = diagnostic.notes.first,
              suggestion.hasPrefix("name the root") else { return [] }
        // A placeholder is `<` after a space or bracket (not a generic type's `FocusState<`), a name, and `>`.
        var names: [String] = []
        var previous: Character = " "
        var index = suggestion.startIndex
        while index < suggestion.endIndex {
            let character = suggestion[index]
            defer { previous = character }
            index = suggestion.index(after: index)
            guard character == "<", !(previous.isLetter || previous.isNumber || previous == "_") else { continue }
            let name = suggestion[index...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard name.first?.isUppercase == true, suggestion[name.endIndex...].first == ">" else { continue }
            if !names.contains(String(name)) { names.append(String(name)) }
        }
        return names
    }

    /// `a: T, _: U, content: @ViewBuilder () -> V`: the parameters as the diagnostic and `--list-views` say them.
    public static func needsText(_ parameters: [Parameter]) -> String {
        parameters.map { "\($0.label ?? "_"): " + ($0.isViewBuilder ? "@ViewBuilder " : "") + $0.type }.joined(separator: ", ")
    }

    /// A value of `type` for a suggested `--root`: a sample that compiles for the common types (`nil` for an
    /// optional, `.constant(…)` for a binding, an empty closure or collection), else what `declared` makes of the
    /// name (the app's own types: `RootSamples`), else `<type>`.
    public static func sampleValue(of type: String, declared: (String) -> String? = { _ in nil }) -> String {
        if type.hasSuffix("?") || type.hasPrefix("Optional<") { return "nil" }
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            return ".constant(\(sampleValue(of: String(type.dropFirst(8).dropLast()), declared: declared)))"
        }
        if type.contains("->") { return type.hasPrefix("()") || type.hasPrefix("@escaping ()") ? "{}" : "{ _ in }" }
        if type.hasPrefix("[") || type.hasPrefix("Set<") || type.hasPrefix("Array<") { return "[]" }
        if type.hasPrefix("Range<") { return "0..<1" }
        if type.hasPrefix("ClosedRange<") { return "0...1" }
        switch type {
        case "String", "LocalizedStringKey", "Substring": return "\"Title\""
        case "Int", "Double", "CGFloat", "Float", "Int64", "UInt", "TimeInterval": return "1"
        case "Bool": return "true"
        case "Text": return "Text(\"Title\")"
        case "Image": return "Image(systemName: \"star\")"
        case "Color": return ".blue"
        case "Alignment", "HorizontalAlignment", "VerticalAlignment": return ".center"
        case "Date": return ".now"
        case "URL": return "URL(string: \"https://example.com\")!"
        case "UUID": return "UUID()"
        case "NavigationPath": return "NavigationPath()"
        default: return declared(type) ?? "<\(type)>"
        }
    }
}
