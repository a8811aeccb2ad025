import LayoutModel

/// Layout values used as containers: `AnyLayout(HStackLayout(spacing: 2)) { … }`, or `layout { … }` where `layout`
/// holds `HStackLayout()`, `AnyLayout(FlowLayout())` or a ternary of them. The container is the layout the value
/// stands for, with the call's content (LayoutDebugger's `AnyLayout` makes the same tree).
extension TreeBuilder {
    /// The Swift names of SwiftUI's layout values.
    static let layoutValueNames: Set<String> = ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout"]

    /// The container `expr` (a layout value) makes around the content of `call`, or nil when `expr` is no layout value.
    mutating func layoutValueContainer(_ expr: Expr, in scope: Scope, content call: CallArguments,
                                       at location: SourceLocation) throws(Diagnostic) -> [ViewNode]? {
        guard let (name, layoutCall) = try layoutValue(expr, in: scope) else { return nil }
        if !call.arguments.isEmpty {
            throw error("give a layout's content as a trailing closure: '\(name)(…) { … }'", at: call.location)
        }
        let combined = CallArguments(arguments: layoutCall.arguments, trailingClosures: call.trailingClosures,
                                     location: layoutCall.location, hasParentheses: layoutCall.hasParentheses)
        return try builtInView(name, at: location, call: combined, suffixes: [], in: scope).views
    }

    /// `AnyLayout(…)` used as a container: the layout it wraps.
    @inline(never)
    mutating func anyLayout(at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        guard let call, call.arguments.count == 1, call.arguments[0].label == nil else {
            throw error("'AnyLayout' wraps one layout value: 'AnyLayout(HStackLayout()) { … }'", at: call?.location ?? location)
        }
        let wrapped = call.arguments[0].value
        let content = CallArguments(arguments: [], trailingClosures: call.trailingClosures, location: call.location, hasParentheses: false)
        guard let views = try layoutValueContainer(wrapped, in: scope, content: content, at: location) else {
            let (value, _) = try resolve(wrapped, in: scope)
            throw error("expected a layout value for 'AnyLayout', found \(value.quoted)", at: value.location,
                        notes: ["one of: " + Self.layoutValueNames.sorted().map { $0 + "()" }.joined(separator: ", ") + ", or a Layout of the file"])
        }
        return views
    }

    /// The layout type and its initialiser call that `expr` stands for, through names, ternaries and `AnyLayout(…)`.
    private mutating func layoutValue(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> (String, CallArguments)? {
        var (value, valueScope) = try resolve(expr, in: scope)
        while true {
            guard case .chain(.identifier(let name, _), let suffixes) = value, suffixes.count == 1,
                  case .call(let call) = suffixes[0].kind, call.trailingClosures.isEmpty else { return nil }
            if name == "AnyLayout", call.arguments.count == 1, call.arguments[0].label == nil {
                (value, valueScope) = try resolve(call.arguments[0].value, in: valueScope)
                continue
            }
            let isLayout = Self.layoutValueNames.contains(name) || declaredLayouts[name] != nil || customLayouts.contains(name)
            return isLayout ? (name, call) : nil
        }
    }
}
