import LayoutModel

/// `ForEach` over literal ranges and arrays: the content closure once per element.
extension TreeBuilder {
    /// `ForEach(0..<n) { i in … }`, `ForEach([a, b], id: \.self) { … }`: the content once per element, with the
    /// element bound to the closure's parameter.
    @inline(never)
    mutating func forEach(at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> [ViewNode] {
        // `editActions:` (iOS 16: swipe to delete, drag to move) changes no layout.
        let arguments = try bind(call, [.init(nil, key: "data"), .init("id", default: true), .init("editActions", default: true),
                                        .init("content", closure: true)], "ForEach", location)
        let elements = try forEachElements(arguments["data"]!.value, in: scope)
        var result: [ViewNode] = []
        for element in elements {
            result += try children(arguments, in: scope, arguments: [element])
        }
        return result
    }

    /// The elements of a literal range or array, as bindings for the loop variable.
    mutating func forEachElements(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> [Binding] {
        let (value, valueScope) = try resolve(expr, in: scope)
        switch value {
        case .binary(let op, let lower, let upper, let location) where op == "..<" || op == "...":
            let low = try integer(lower, in: valueScope, for: "the range's lower bound")
            var high = try integer(upper, in: valueScope, for: "the range's upper bound")
            if op == "..." { high += 1 }
            guard low <= high else {
                throw error("the range's lower bound \(low) is above its upper bound", at: lower.location)
            }
            guard high - low <= limits.views - viewCount else {
                throw error("ForEach over \(high - low) elements: this input would expand to more than \(limits.views) views",
                            at: lower.location, notes: [limits.raiseNote(.views)])
            }
            var elements: [Binding] = []
            for i in low..<high { elements.append(.expression(.number(Double(i), isInteger: true, location), valueScope)) }
            return elements
        case .array(let items, _):
            return items.map { .expression($0, valueScope) }
        case .chain(.identifier("Array", _), let suffixes):
            if suffixes.count == 1, case .call(let call) = suffixes[0].kind, call.arguments.count == 1 {
                return try forEachElements(call.arguments[0].value, in: valueScope)
            }
        case .chain(let base, let suffixes):
            if suffixes.count == 1, case .member("indices") = suffixes[0].kind {
                let items = try forEachElements(base, in: valueScope)
                return (0..<items.count).map { .expression(.number(Double($0), isInteger: true, value.location), valueScope) }
            }
        default:
            break
        }
        throw unevaluable(value, in: valueScope, expected: "a literal range such as '0..<3' or an array literal for ForEach")
    }
}
