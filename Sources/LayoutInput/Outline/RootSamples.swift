/// Sample arguments for the `--root` that `RootArguments.diagnostic` suggests, for the types the app itself declares:
/// a struct or class is made by its initialiser's required parameters (`Transaction(title: "Title", amount: 1,
/// category: .other)`), an enum by its first case without values. A suggestion a user can paste as it is, where
/// `<Transaction>` asked them to look the type up. Types the app does not declare take `RootArguments.sampleValue`'s
/// samples, and `<Type>` where there is none.
public struct RootSamples: Sendable {
    /// The app's types by name: the first declaration of each name.
    private var types: [String: SwiftFileOutline.TypeDecl] = [:]

    /// How deep a sample may nest types of the app's own (`Order(customer: Customer(address: Address(…)))`): deeper
    /// ones are left as `<Type>`, as are types that contain themselves.
    static let maximumDepth = 3

    /// No declared types: every sample from `RootArguments.sampleValue`.
    public static let none = RootSamples(outlines: [])

    public init(outlines: [SwiftFileOutline]) {
        for outline in outlines {
            for decl in outline.types where types[decl.name] == nil { types[decl.name] = decl }
        }
    }

    /// A sample of `type` for a suggested call.
    public func value(of type: String) -> String { value(of: type, making: []) }

    private func value(of type: String, making: [String]) -> String {
        RootArguments.sampleValue(of: type) { name in declared(name, making: making) }
    }

    /// A value of the app's own type `name`, or nil when the app does not declare one that can be written.
    private func declared(_ name: String, making: [String]) -> String? {
        guard let decl = types[name], making.count < Self.maximumDepth, !making.contains(name) else { return nil }
        switch decl.kind {
        case "enum":
            return decl.firstPlainCase.map { ".\($0)" }
        case "struct", "class", "actor":
            // A class has no memberwise initialiser: without an `init` of its own, only one whose properties all have
            // values can be made, by `init()`.
            if decl.kind != "struct", !decl.declaresInit, !decl.requiredProperties.isEmpty { return nil }
            let parameters = decl.rootParameters
            guard !parameters.contains(where: \.isViewBuilder) else { return nil }
            let arguments = parameters.map { parameter in
                (parameter.label.map { "\($0): " } ?? "") + value(of: parameter.type, making: making + [name])
            }
            return "\(name)(\(arguments.joined(separator: ", ")))"
        default:
            return nil
        }
    }
}
