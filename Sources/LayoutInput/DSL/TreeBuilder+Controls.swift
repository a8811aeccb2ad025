import LayoutModel

/// SwiftUI's controls and pass-through containers: their arguments read here, their layout composed once in
/// `ControlComposition` (shared with the LayoutDebugger library), so both Swift paths build the same nodes.
extension TreeBuilder {
    static let controlNames: Set<String> = ["Link", "Toggle", "Label", "ProgressView", "TextField", "SecureField",
                                            "NavigationStack", "NavigationView", "Section", "List", "Form", "Picker",
                                            "NavigationLink", "Menu", "AsyncImage", "TextEditor", "Stepper", "Slider",
                                            "LabeledContent", "TabView", "Tab", "TimelineView", "ScrollViewReader", "GroupBox", "EditButton",
                                            "NavigationSplitView", "Map"]

    @inline(never)
    mutating func control(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        switch name {
        case "Link":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("destination")]),
                Signature([.init("destination"), .init("label", closure: true)]),
            ], callee: name, at: location, file: file)
            if index == 1 { return try children(arguments, key: "label", in: scope) }
            return [try node(.text(try title(arguments, in: scope, for: "the link title")), at: location)]
        case "EditButton":
            // Titled Done only while edit mode is active, and edit mode starts inactive.
            _ = try Signature.bind(call, to: [Signature([])], callee: name, at: location, file: file)
            return [try node(.text("Edit"), at: location)]
        case "NavigationSplitView":
            // On iPhone it collapses into one stack with the sidebar on top; the other columns are not laid out.
            let split: [Signature.Parameter] = [.init("columnVisibility", default: true), .init("preferredCompactColumn", default: true),
                                                .init("sidebar", closure: true)]
            let (_, arguments) = try Signature.bind(call, to: [
                Signature(split + [.init("detail", closure: true)]),
                Signature(split + [.init("content", closure: true), .init("detail", closure: true)]),
            ], callee: name, at: location, file: file)
            warn(ApproximationWarning.splitView, at: location, key: "splitView")
            return try children(arguments, key: "sidebar", in: scope)
        case "NavigationLink":
            // Laid out as its label; the destination is not (it is shown after a tap), so it is not read.
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("destination", closure: true), .init("isActive", default: true)]),
                Signature([.init(nil, key: "title"), .init("value")]),
                Signature([.init("destination", closure: true), .init("isActive", default: true), .init("label", closure: true)]),
                Signature([.init("value"), .init("label", closure: true)]),
                Signature([.init("destination"), .init("tag"), .init("selection"), .init("label", closure: true)]),
            ], callee: name, at: location, file: file)
            return index <= 1 ? [try titleText(arguments, in: scope, at: location)] : try children(arguments, key: "label", in: scope)
        case "Menu":
            // Laid out as its label; the content is shown in a popover after a tap, so it is not read.
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("content", closure: true), .init("primaryAction", default: true, closure: true)]),
                Signature([.init(nil, key: "title"), .init("systemImage", key: "icon"), .init("content", closure: true),
                           .init("primaryAction", default: true, closure: true)]),
                Signature([.init("content", closure: true), .init("label", closure: true), .init("primaryAction", default: true, closure: true)]),
            ], callee: name, at: location, file: file)
            switch index {
            case 0: return [try titleText(arguments, in: scope, at: location)]
            case 1: return [try labelRow(arguments, symbol: true, in: scope, at: location)]
            default: return try children(arguments, key: "label", in: scope)
            }
        case "AsyncImage":
            // Before the image loads, which is all a trace sees: the standard placeholder, or the one given.
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init("url"), .init("scale", default: true)]),
                Signature([.init("url"), .init("scale", default: true), .init("content", closure: true), .init("placeholder", closure: true)]),
                Signature([.init("url"), .init("scale", default: true), .init("transaction", default: true), .init("content", closure: true)]),
            ], callee: name, at: location, file: file)
            switch index {
            case 0: return [ControlComposition.filling(name: name, at: location, file: nil)]
            case 1: return try children(arguments, key: "placeholder", in: scope)
            default:
                throw limitation("the reader does not run an AsyncImage's phase closure", at: arguments["content"]!.location,
                                 notes: ["layoutdbg compiles the file to run it with the phase .empty (--engine auto or compile)"])
            }
        case "Map":
            // MapKit's map: its region, position and content (markers, annotations) drawn on it change nothing of its
            // size, so none of them is evaluated.
            let options: [Signature.Parameter] = [.init("interactionModes", default: true), .init("showsUserLocation", default: true),
                                                  .init("userTrackingMode", default: true), .init("annotationItems", default: true),
                                                  .init("annotationContent", default: true, closure: true)]
            let camera: [Signature.Parameter] = [.init("bounds", default: true), .init("interactionModes", default: true),
                                                 .init("selection", default: true), .init("scope", default: true),
                                                 .init("content", default: true, closure: true)]
            _ = try Signature.bind(call, to: [
                Signature([.init("coordinateRegion")] + options),
                Signature([.init("mapRect")] + options),
                Signature([.init("initialPosition", default: true)] + camera),
                Signature([.init("position")] + camera),
            ], callee: name, at: location, file: file)
            return [ControlComposition.platformView(name: name, at: location, file: nil)]
        case "TextEditor":
            _ = try bind(call, [.init("text")], name, location)
            return [ControlComposition.filling(name: name, at: location, file: nil)]
        case "TabView":
            let arguments = try bind(call, [.init("selection", default: true), .init("content", closure: true)], name, location)
            return [ControlComposition.tabView(tabs: try children(arguments, in: scope), at: location, file: nil)]
        case "Tab":
            // iOS 18's tab: its content (the title, image and value label the tab bar's item).
            let (_, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("systemImage", default: true), .init("value", default: true),
                           .init("role", default: true), .init("content", closure: true)]),
                Signature([.init(nil, key: "title"), .init("image", default: true), .init("value", default: true),
                           .init("role", default: true), .init("content", closure: true)]),
                Signature([.init("value", default: true), .init("role", default: true), .init("content", closure: true),
                           .init("label", default: true, closure: true)]),
            ], callee: name, at: location, file: file)
            return try children(arguments, in: scope)
        case "Toggle":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("isOn")]),
                Signature([.init("isOn"), .init("label", closure: true)]),
            ], callee: name, at: location, file: file)
            let label = index == 0 ? [try titleText(arguments, in: scope, at: location)] : try children(arguments, key: "label", in: scope)
            return [ControlComposition.toggle(label: label, at: location, file: nil)]
        case "Stepper":
            // The value, bounds and actions are not read: they change no layout.
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("value"), .init("in", default: true), .init("step", default: true),
                           .init("format", default: true), .init("onEditingChanged", default: true)]),
                Signature([.init(nil, key: "title"), .init("onIncrement", closure: true), .init("onDecrement", closure: true),
                           .init("onEditingChanged", default: true)]),
                Signature([.init("value"), .init("in", default: true), .init("step", default: true), .init("format", default: true),
                           .init("onEditingChanged", default: true), .init("label", closure: true)]),
                Signature([.init("onIncrement", closure: true), .init("onDecrement", closure: true), .init("onEditingChanged", default: true),
                           .init("label", closure: true)]),
            ], callee: name, at: location, file: file)
            let label = index <= 1 ? [try titleText(arguments, in: scope, at: location)] : try children(arguments, key: "label", in: scope)
            return [ControlComposition.stepper(label: label, at: location, file: nil)]
        case "Slider":
            let arguments = try bind(call, [.init("value"), .init("in", default: true), .init("step", default: true),
                                            .init("label", default: true, closure: true), .init("minimumValueLabel", default: true, closure: true),
                                            .init("maximumValueLabel", default: true, closure: true), .init("onEditingChanged", default: true)],
                                     name, location)
            return [ControlComposition.slider(minimumValueLabel: try children(arguments, key: "minimumValueLabel", in: scope),
                                              maximumValueLabel: try children(arguments, key: "maximumValueLabel", in: scope),
                                              at: location, file: nil)]
        case "LabeledContent":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("value")]),
                Signature([.init(nil, key: "title"), .init("content", closure: true)]),
                Signature([.init("content", closure: true), .init("label", closure: true)]),
            ], callee: name, at: location, file: file)
            let label = index <= 1 ? [try titleText(arguments, in: scope, at: location)] : try children(arguments, key: "label", in: scope)
            let content = index == 0 ? [try node(.text(try string(arguments["value"]!.value, in: scope, for: "the value")), at: location)]
                : try children(arguments, in: scope)
            return [ControlComposition.labeledRow(label: label, content: content, name: name, at: location, file: nil)]
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
            return [try labelRow(arguments, symbol: index == 0, in: scope, at: location)]
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
            var labelled: [Signature.Parameter] = [.init("text"), .init("prompt", default: true)]
            if name == "TextField" { labelled.append(.init("axis", default: true)) }
            let (index, arguments) = try Signature.bind(call, to: [Signature(parameters), Signature(labelled + [.init("label", closure: true)])],
                                                        callee: name, at: location, file: file)
            let placeholder = index == 0 ? try title(arguments, in: scope, for: "the placeholder")
                : try labelText(arguments, in: scope)
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
        case "GroupBox":
            let (index, arguments) = try Signature.bind(call, to: [
                Signature([.init(nil, key: "title"), .init("content", closure: true)]),
                Signature([.init("label", default: true), .init("content", closure: true)]),
                Signature([.init("content", closure: true), .init("label", closure: true)]),
            ], callee: name, at: location, file: file)
            let label = index == 0 ? [try titleText(arguments, in: scope, at: location)] : try children(arguments, key: "label", in: scope)
            return [ControlComposition.groupBox(label: label, content: try children(arguments, in: scope), at: location, file: nil)]
        case "TimelineView":
            // Its content at one moment: the reader does not know the moment, the compiled path fixes one.
            let arguments = try bind(call, [.init(nil, key: "schedule"), .init("content", closure: true)], name, location)
            let context = Binding.unknowable(reason: "is a TimelineView's context, whose date the reader does not know; write the view as a struct ('struct V: View { … }') and layoutdbg compiles it, at a fixed moment")
            return try children(arguments, in: scope, arguments: [context])
        case "ScrollViewReader":
            // Its content: the proxy acts only in actions, which the reader does not run.
            let arguments = try bind(call, [.init("content", closure: true)], name, location)
            let proxy = Binding.unknowable(reason: "is a ScrollViewReader's proxy, which acts only in actions (a button's, onChange's): they do not run while laying out")
            return try children(arguments, in: scope, arguments: [proxy])
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

    /// `TextField(text:prompt:label:)`'s placeholder: the prompt's text, else the label's (each a Text).
    private mutating func labelText(_ arguments: BoundArguments, in scope: Scope) throws(Diagnostic) -> String {
        let nodes = arguments["prompt"] != nil ? try views(arguments["prompt"]!.value, in: scope) : try children(arguments, key: "label", in: scope)
        guard nodes.count == 1, case .text(let text) = nodes[0].element else { return "" }
        return text
    }

    /// The Text of a control's string title.
    private mutating func titleText(_ arguments: BoundArguments, in scope: Scope, at location: SourceLocation) throws(Diagnostic) -> ViewNode {
        try node(.text(try title(arguments, in: scope, for: "the title")), at: location)
    }

    /// A control's string title. A literal is a `LocalizedStringKey`, as Text's is: every SwiftUI control with a title
    /// has an `init(_ titleKey: LocalizedStringKey, …)` beside its `StringProtocol` one, and a literal takes it, so its
    /// interpolations format numbers as Text's do (`Button("\(width)")` shows "185.000000").
    mutating func title(_ arguments: BoundArguments, in scope: Scope, for what: String) throws(Diagnostic) -> String {
        let title = arguments["title"]!.value
        var isKey = false
        if case .string = title { isKey = true }
        return try string(title, in: scope, for: what, asKey: isKey)
    }

    /// `Label("Inbox", systemImage: "tray")`: the title's Text and the named image.
    mutating func labelRow(_ arguments: BoundArguments, symbol: Bool, in scope: Scope, at location: SourceLocation) throws(Diagnostic) -> ViewNode {
        let iconName = try string(arguments["icon"]!.value, in: scope, for: "the image name")
        let icon = try node(try imageElement(iconName, symbol: symbol, at: location), at: location)
        return ControlComposition.label(title: [try titleText(arguments, in: scope, at: location)], icon: [icon], at: location, file: nil)
    }
}
