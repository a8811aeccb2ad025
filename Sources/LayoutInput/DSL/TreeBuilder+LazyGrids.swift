import LayoutModel

/// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)` and `LazyHGrid(rows:…)`, with their `GridItem`s written
/// as an array literal, `Array(repeating:count:)`, or a name holding either (`let columns = [GridItem(.flexible())]`).
extension TreeBuilder {
    @inline(never)
    mutating func lazyGrid(_ name: String, at location: SourceLocation, call: CallArguments?, in scope: Scope) throws(Diagnostic) -> ViewNode {
        let vertical = name == "LazyVGrid"
        let itemsLabel = vertical ? "columns" : "rows"
        let arguments = try bind(call, [.init(itemsLabel), .init("alignment", default: true), .init("spacing", default: true),
                                        .init("pinnedViews", default: true), .init("content", closure: true)], name, location)
        let items = try gridItems(arguments[itemsLabel]!.value, in: scope, for: "'\(itemsLabel)'")
        var spacing: Double?
        if let s = arguments["spacing"] {
            spacing = try optionalNumber(s.value, in: scope, for: "'spacing'")
            if spacing?.isNaN == true { throw error("'spacing' is not a number (NaN)", at: s.location) }
        }
        let element: Element
        if vertical {
            var alignment = HorizontalAlignment.center
            if let a = arguments["alignment"] { alignment = try horizontalAlignment(a.value, in: scope, for: "'alignment'") }
            element = .lazyVGrid(columns: items, alignment: alignment, spacing: spacing)
        } else {
            var alignment = VerticalAlignment.center
            if let a = arguments["alignment"] { alignment = try verticalAlignment(a.value, in: scope, for: "'alignment'") }
            element = .lazyHGrid(rows: items, alignment: alignment, spacing: spacing)
        }
        lazyGridDepth += 1
        defer { lazyGridDepth -= 1 }
        return try node(element, children: try children(arguments, in: scope), at: location)
    }

    /// `[GridItem(…), …]`, `Array(repeating: GridItem(…), count: n)` (also `[GridItem](repeating:count:)`), or a name.
    private mutating func gridItems(_ expr: Expr, in scope: Scope, for what: String) throws(Diagnostic) -> [LazyGridItem] {
        let (value, valueScope) = try resolve(expr, in: scope)
        if case .array(let elements, _) = value {
            var items: [LazyGridItem] = []
            for element in elements { items.append(try gridItem(element, in: valueScope)) }
            return items
        }
        if case .chain(let base, let suffixes) = value, suffixes.count == 1, case .call(let call) = suffixes[0].kind,
           Self.isGridItemArrayType(base) {
            let (_, arguments) = try Signature.bind(call, to: [Signature([.init("repeating"), .init("count")])],
                                                    callee: "Array", at: value.location, file: file)
            let count = try integer(arguments["count"]!.value, in: valueScope, for: "'count'")
            // Each item is a column at least: bounded as views are.
            guard count >= 0 else { throw error("'count' must not be negative, got \(count)", at: arguments["count"]!.location) }
            guard count <= limits.views else {
                throw error("\(count) grid items: a grid holds at most \(limits.views) (the views limit)", at: arguments["count"]!.location,
                            notes: [limits.raiseNote(.views)])
            }
            return Array(repeating: try gridItem(arguments["repeating"]!.value, in: valueScope), count: count)
        }
        throw unevaluable(value, in: valueScope, expected: "an array of GridItems for \(what)")
    }

    /// `Array`, `Array<GridItem>` or `[GridItem]` as the callee of `(repeating:count:)`.
    private static func isGridItemArrayType(_ expr: Expr) -> Bool {
        switch expr {
        case .identifier(let name, _): name == "Array" || name == "Array<GridItem>"
        case .array(let elements, _): elements.count == 1 && { if case .identifier("GridItem", _) = elements[0] { true } else { false } }()
        default: false
        }
    }

    /// `GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)`, or `.init(…)` where the type is known.
    private mutating func gridItem(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> LazyGridItem {
        let (value, valueScope) = try resolve(expr, in: scope)
        guard let call = Self.initializerCall(value, type: "GridItem") else {
            throw unevaluable(value, in: valueScope, expected: "a GridItem")
        }
        let (_, arguments) = try Signature.bind(call, to: [Signature([.init(nil, key: "size", default: true), .init("spacing", default: true),
                                                                      .init("alignment", default: true)])],
                                                callee: "GridItem", at: value.location, file: file)
        var item = LazyGridItem()
        if let size = arguments["size"] { item.size = try gridItemSize(size.value, in: valueScope) }
        if let spacing = arguments["spacing"] { item.spacing = try optionalNumber(spacing.value, in: valueScope, for: "'spacing'") }
        if let alignment = arguments["alignment"] {
            let (written, writtenScope) = try resolve(alignment.value, in: valueScope)
            if case .nilLiteral = written {} else { item.alignment = try self.alignment(written, in: writtenScope, for: "'alignment'") }
        }
        if let problem = item.problem { throw error(problem, at: value.location) }
        return item
    }

    /// `.fixed(70)`, `.flexible()`, `.flexible(minimum: 40, maximum: 120)`, `.adaptive(minimum: 80)`, also as
    /// `GridItem.Size.fixed(70)`.
    private mutating func gridItemSize(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> LazyGridItem.Sizing {
        let (value, valueScope) = try resolve(expr, in: scope)
        let cases = ["fixed", "flexible", "adaptive"]
        var name: String?
        var call: CallArguments?
        var location = value.location
        if case .chain(let base, let suffixes) = value, let last = suffixes.last, case .call(let arguments) = last.kind {
            call = arguments
            switch base {
            case .implicitMember(let member, let memberLocation) where suffixes.count == 1:
                name = member
                location = memberLocation
            case .identifier("GridItem", _):
                let members = suffixes.dropLast().compactMap { suffix -> String? in if case .member(let m) = suffix.kind { m } else { nil } }
                if members.count == 2, members[0] == "Size", suffixes.count == 3 { name = members[1] }
            default: break
            }
        }
        guard let name, let call else {
            throw error("expected a GridItem size for the item's size, found \(value.quoted)", at: value.location,
                        notes: ["one of: .fixed(_:), .flexible(minimum:maximum:), .adaptive(minimum:maximum:)"])
        }
        switch name {
        case "fixed":
            let (_, arguments) = try Signature.bind(call, to: [Signature([.init(nil, key: "length")])], callee: ".fixed", at: location, file: file)
            return .fixed(try number(arguments["length"]!.value, in: valueScope, for: "the fixed size"))
        case "flexible":
            let (_, arguments) = try Signature.bind(call, to: [Signature([.init("minimum", default: true), .init("maximum", default: true)])],
                                                    callee: ".flexible", at: location, file: file)
            return .flexible(minimum: try arguments["minimum"].map { a throws(Diagnostic) in try number(a.value, in: valueScope, for: "'minimum'") } ?? 10,
                             maximum: try arguments["maximum"].map { a throws(Diagnostic) in try number(a.value, in: valueScope, for: "'maximum'") } ?? .infinity)
        case "adaptive":
            let (_, arguments) = try Signature.bind(call, to: [Signature([.init("minimum"), .init("maximum", default: true)])],
                                                    callee: ".adaptive", at: location, file: file)
            return .adaptive(minimum: try number(arguments["minimum"]!.value, in: valueScope, for: "'minimum'"),
                             maximum: try arguments["maximum"].map { a throws(Diagnostic) in try number(a.value, in: valueScope, for: "'maximum'") } ?? .infinity)
        default:
            throw error("unknown GridItem size '.\(name)'", at: location, notes: suggestion(name, cases, prefix: "."))
        }
    }
}
