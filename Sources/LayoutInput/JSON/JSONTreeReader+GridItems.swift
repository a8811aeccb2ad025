import LayoutModel

/// A lazy grid's `columns` / `rows`: an array of grid items, each `{"fixed": 70}`, `{"flexible": {"minimum": 40,
/// "maximum": 120}}` or `{"adaptive": {"minimum": 80}}` with optional `"spacing"` and `"alignment"`; `{}` is
/// `GridItem()` (docs/input-format.md).
extension JSONTreeContext {
    static let gridItemKeys = ["fixed", "flexible", "adaptive", "spacing", "alignment"]

    func gridItems(_ value: JSONValue, for key: String) throws(InputError) -> [LazyGridItem] {
        guard case .array(let values, _) = value else {
            throw error("expected an array of grid items for '\(key)', got \(value.kindDescription)", at: value.location)
        }
        var items: [LazyGridItem] = []
        items.reserveCapacity(values.count)
        for value in values { items.append(try gridItem(value)) }
        return items
    }

    private func gridItem(_ value: JSONValue) throws(InputError) -> LazyGridItem {
        let fields = try object(value, for: "grid item")
        try checkKeys(fields, allowed: Self.gridItemKeys) { "unknown key '\($0)' in a grid item" }
        let sizes = fields.members.filter { ["fixed", "flexible", "adaptive"].contains($0.key) }
        if sizes.count > 1 {
            throw error("a grid item is one of 'fixed', 'flexible' or 'adaptive', not both '\(sizes[0].key)' and '\(sizes[1].key)'",
                        at: sizes[1].keyLocation)
        }
        var item = LazyGridItem()
        if let member = sizes.first {
            switch member.key {
            case "fixed": item.size = .fixed(try number(member.value, for: "fixed", bound: .nonNegative))
            default:
                let bounds = try object(member.value, for: member.key)
                try checkKeys(bounds, allowed: ["minimum", "maximum"]) { "unknown key '\($0)' in '\(member.key)'" }
                var maximum = Double.infinity
                if let value = bounds.value("maximum") { maximum = try number(value, for: "maximum", bound: .nonNegative, allowInfinity: true) }
                if member.key == "flexible" {
                    item.size = .flexible(minimum: try optionalNumber(bounds, "minimum", bound: .nonNegative) ?? 10, maximum: maximum)
                } else {
                    let minimum = try number(try required("minimum", of: "an adaptive grid item", in: bounds), for: "minimum", bound: .nonNegative)
                    item.size = .adaptive(minimum: minimum, maximum: maximum)
                }
            }
        }
        item.spacing = try optionalNumber(fields, "spacing")
        item.alignment = try alignment(fields.value("alignment"), for: "alignment")
        if let problem = item.problem { throw error(problem, at: fields.location) }
        return item
    }
}
