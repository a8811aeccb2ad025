import LayoutModel

/// SwiftUI's controls and pass-through containers: their arguments read here, their layout composed once in
/// `ControlComposition` (shared with the LayoutDebugger library), so both Swift paths build the same nodes.
extension TreeBuilder {
    static let controlNames: Set<String> = ["Link", "Toggle", "Label", "ProgressView", "TextField", "SecureField",
                                            "NavigationStack", "NavigationView", "Section", "List", "Form", "Picker"]

    mutating func control(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        switch name {
        case "Link":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("destination")]),
                Signature([.init("destination"), .init("label", closure: true)]),
            ], callee: name, at: location, file: file)
            if index == 1 { return try children(arguments, key: "label", in: scope) }
            return [try node(.text(try string(arguments["title"]!.value, in: scope, for: "the link title")), at: location)]
        case "Toggle":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("isOn")]),
                Signature([.init("isOn"), .init("label", closure: true)]),
            ], callee: name, at: location, file: file)
            let label = index == 0 ? [try titleText(arguments, in: scope, at: location)] : try children(arguments, key: "label", in: scope)
            return [ControlComposition.toggle(label: label, at: location, file: nil)]
        case "Label":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("systemImage", key: "icon")]),
                Signature([.init(nil, key: "title"), .init("image", key: "icon")]),
                Signature([.init("title", closure: true), .init("icon", closure: true)]),
            ], callee: name, at: location, file: file)
            if index == 2 {
                return [ControlComposition.label(title: try children(arguments, key: "title", in: scope),
                                                 icon: try children(arguments, key: "icon", in: scope), at: location, file: nil)]
            }
            return [try labelRow(arguments, in: scope, at: location)]
        case "ProgressView":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("value"), .init("total", default: true)]),
                Signature([.init("value"), .init("total", default: true), .init("label", default: true, closure: true),
                           .init("currentValueLabel", default: true, closure: true)]),
                Signature([.init(nil, key: "title")]),
                Signature([.init("label", default: true, closure: true)]),
            ], callee: name, at: location, file: file)
            let label = arguments["title"] != nil ? [try titleText(arguments, in: scope, at: location)]
                : try children(arguments, key: "label", in: scope)
            return [index <= 1 ? ControlComposition.bar(label: label, currentValue: try children(arguments, key: "currentValueLabel", in: scope),
                                                        at: location, file: nil)
                               : ControlComposition.spinner(label: label, at: location, file: nil)]
        case "TextField", "SecureField":
            var parameters: [Signature.Parameter] = [.init(nil, key: "title"), .init("text")]
            if name == "TextField" { parameters += [.init("prompt", default: true), .init("axis", default: true)] }
            let arguments = try bind(call, parameters, name, location)
            let placeholder = try string(arguments["title"]!.value, in: scope, for: "the placeholder")
            return [ControlComposition.textField(placeholder: placeholder, name: name, at: location, file: nil)]
        case "List", "Form":
            // `List(items) { item in … }` is a List of a ForEach over the items.
            let dataDriven = name == "List" && call?.arguments.first.map { $0.label == nil } == true
            let rows = dataDriven ? try forEach(at: location, call: call, in: scope)
                : try children(try bind(call, [.init("selection", default: true), .init("content", closure: true)], name, location), in: scope)
            return [ControlComposition.list(rows: rows, name: name, at: location, file: nil)]
        case "Picker":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("selection"), .init("content", closure: true)]),
                Signature([.init("selection"), .init("content", closure: true), .init("label", closure: true)]),
            ], callee: name, at: location, file: file)
            let title = index == 0 ? [try titleText(arguments, in: scope, at: location)] : try children(arguments, key: "label", in: scope)
            return [ControlComposition.picker(title: title, options: try children(arguments, in: scope), at: location, file: nil)]
        case "NavigationStack", "NavigationView":
            var parameters: [Signature.Parameter] = [.init("content", closure: true)]
            if name == "NavigationStack" { parameters = [.init("path", default: true), .init("root", key: "content", closure: true)] }
            return try children(try bind(call, parameters, name, location), in: scope)
        default:  // Section
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("content", closure: true)]),
                Signature([.init("header", default: true), .init("footer", default: true), .init("content", closure: true)]),
                Signature([.init("content", closure: true), .init("header", default: true, closure: true), .init("footer", default: true, closure: true)]),
            ], callee: name, at: location, file: file)
            let header = index == 0 ? [try titleText(arguments, in: scope, at: location)] : try children(arguments, key: "header", in: scope)
            let footer = try children(arguments, key: "footer", in: scope)
            if lazyGridDepth > 0, !header.isEmpty || !footer.isEmpty {
                warn("a Section's header and footer in a lazy grid are laid out as cells here: layoutdbg does not model its full-width "
                     + "section rows", at: location, key: "lazy-grid-section",
                     notes: ["in SwiftUI each section starts a new row and its header spans the grid (docs/fidelity.md, Lazy grids)"])
            }
            return header + (try children(arguments, in: scope)) + footer
        }
    }

    /// The Text of a control's string title.
    private mutating func titleText(_ arguments: BoundArguments, in scope: Scope, at location: SourceLocation) throws(Diagnostic) -> ViewNode {
        try node(.text(try string(arguments["title"]!.value, in: scope, for: "the title")), at: location)
    }

    /// `Label("Inbox", systemImage: "tray")`: the title's Text and the named image.
    mutating func labelRow(_ arguments: BoundArguments, in scope: Scope, at location: SourceLocation) throws(Diagnostic) -> ViewNode {
        let iconName = try string(arguments["icon"]!.value, in: scope, for: "the image name")
        let icon = try node(.image(name: iconName, naturalSize: try imageSize(iconName, at: location)), at: location)
        return ControlComposition.label(title: [try titleText(arguments, in: scope, at: location)], icon: [icon], at: location, file: nil)
    }
}
