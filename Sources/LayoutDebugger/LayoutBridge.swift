// The bridge between a Swift `Layout` value and the engine: `LayoutBox` is the engine's per-node object (it owns the
// layout value and its cache), `LayoutValueConversion` moves numbers between key types and the tree, and
// `LayoutRegistry` names layouts for inputs that name them (JSON, SwiftUI syntax, the CLI).
import LayoutEngine
import LayoutModel

/// One custom layout node: the layout value and its cache, called by the engine at SwiftUI's points.
final class LayoutBox<L: Layout>: CustomLayoutEngine {
    let layout: L
    /// The run's table, where the layout values that are not numbers are kept.
    let table: LayoutTable?
    private var cache: L.Cache?

    init(_ layout: L, table: LayoutTable?) {
        self.layout = layout
        self.table = table
    }

    private func subviews(_ proxy: CustomLayoutSubviews) -> LayoutSubviews { LayoutSubviews(proxy: proxy, table: table) }

    /// Runs `body` with the cache as an inout value, SwiftUI's way of lending it to each call.
    private func withCache<T>(_ proxy: CustomLayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: subviews(proxy))
        defer { cache = current }
        return body(&current)
    }

    func makeCache(subviews proxy: CustomLayoutSubviews) {
        cache = layout.makeCache(subviews: subviews(proxy))
    }

    func updateCache(subviews proxy: CustomLayoutSubviews) {
        guard cache != nil else { return makeCache(subviews: proxy) }
        withCache(proxy) { layout.updateCache(&$0, subviews: subviews(proxy)) }
    }

    func spacing(subviews proxy: CustomLayoutSubviews) -> SpacingPreferences {
        withCache(proxy) { layout.spacing(subviews: subviews(proxy), cache: &$0).preferences }
    }

    func sizeThatFits(proposal: ProposedSize, subviews proxy: CustomLayoutSubviews) -> Size {
        withCache(proxy) { layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews(proxy), cache: &$0).model }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews proxy: CustomLayoutSubviews) {
        withCache(proxy) { layout.placeSubviews(in: CGRect(bounds), proposal: ProposedViewSize(proposal), subviews: subviews(proxy), cache: &$0) }
    }

    func explicitAlignment(of guide: AlignmentGuideQuery, in bounds: Rect, proposal: ProposedSize,
                           subviews proxy: CustomLayoutSubviews) -> Double? {
        withCache(proxy) { cache -> Double? in
            let found: CGFloat?
            switch guide.axis {
            case .horizontal:
                found = layout.explicitAlignment(of: HorizontalAlignment.from(guide), in: CGRect(bounds),
                                                 proposal: ProposedViewSize(proposal), subviews: subviews(proxy), cache: &cache)
            case .vertical:
                found = layout.explicitAlignment(of: VerticalAlignment.from(guide), in: CGRect(bounds),
                                                 proposal: ProposedViewSize(proposal), subviews: subviews(proxy), cache: &cache)
            }
            // The value is in the bounds' coordinates; the engine's bounds for a guide query start at the origin.
            return found.map { Double($0) }
        }
    }

    func takeCache(from previous: any CustomLayoutEngine) -> Bool {
        guard let previous = previous as? LayoutBox<L>, let cache = previous.cache else { return false }
        self.cache = cache
        return true
    }

    var stackOrientation: LayoutModel.Axis? { L.layoutProperties.stackOrientation?.model }

    var hostsPlatformView: Bool { L.self == HostedPlatformView.self }
}

extension HorizontalAlignment {
    /// The guide a query stands for: the query carries the guide it was made from.
    static func from(_ query: AlignmentGuideQuery) -> HorizontalAlignment {
        query.guide as? HorizontalAlignment ?? .center
    }
}

extension VerticalAlignment {
    static func from(_ query: AlignmentGuideQuery) -> VerticalAlignment {
        query.guide as? VerticalAlignment ?? .center
    }
}

/// Layout values as the tree carries them: numbers travel as themselves (so JSON and SwiftUI-syntax inputs can
/// write them); any other value is kept in the run's `LayoutTable` and the tree holds its index.
enum LayoutValueConversion {
    /// The name a key travels under: its type's name.
    static func keyName<K: LayoutValueKey>(_ key: K.Type) -> String { String(describing: key) }

    /// `value` as a Double, when it is a number that a Double holds exactly.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(exactly: v)
        case let v as Int32: return Double(v)
        case let v as Int64: return Double(exactly: v)
        case let v as UInt: return Double(exactly: v)
        case let v as UInt32: return Double(v)
        case let v as UInt64: return Double(exactly: v)
        default: return nil
        }
    }

    /// A number read from the tree as the key's value type, when that type is a number type that can hold it.
    static func convert<V>(_ number: Double, to type: V.Type) -> V? {
        if let v = number as? V { return v }
        if let v = CGFloat(number) as? V { return v }
        if let v = Float(number) as? V { return v }
        if let i = Int(exactly: number), let v = i as? V { return v }
        if let i = Int32(exactly: number), let v = i as? V { return v }
        if let i = Int64(exactly: number), let v = i as? V { return v }
        if let i = UInt(exactly: number), let v = i as? V { return v }
        if let i = UInt32(exactly: number), let v = i as? V { return v }
        if let i = UInt64(exactly: number), let v = i as? V { return v }
        return nil
    }
}

/// Custom layouts by name, for inputs that name them: `{"view": "FlowLayout", "arguments": {"spacing": 8}}` in
/// JSON, `FlowLayout(spacing: 8) { … }` in SwiftUI syntax. Each entry makes a layout value from the arguments.
public struct LayoutRegistry: NamedLayouts, @unchecked Sendable {
    private var makers: [String: (parameters: [String], make: (LayoutArguments) throws -> LayoutTable.Maker)] = [:]

    public init() {}

    /// Registers `name`, whose arguments (numbers, each optional) are `parameters`. `make` may throw a
    /// `LayoutArgumentError` for a value it cannot use.
    public mutating func register<L: Layout>(_ name: String, parameters: [String] = [],
                                             make: @escaping (LayoutArguments) throws -> L) {
        makers[name] = (parameters, { arguments in
            let layout = try make(arguments)
            return { LayoutBox(layout, table: nil) }
        })
    }

    /// The names registered.
    public var layoutNames: Set<String> { Set(makers.keys) }

    /// The parameters `name` takes.
    public func parameters(of name: String) -> [String] { makers[name]?.parameters ?? [] }

    public func maker(named name: String, arguments: [String: Double]) -> Result<LayoutTable.Maker, CustomLayoutError> {
        guard let maker = makers[name] else { return .failure(CustomLayoutError("unknown custom layout '\(name)'")) }
        for key in arguments.keys.sorted() where !maker.parameters.contains(key) {
            var notes: [String] = []
            if let close = Suggestion.closest(to: key, in: maker.parameters) { notes.append("did you mean '\(close)'?") }
            notes.append(maker.parameters.isEmpty ? "\(name) takes no arguments"
                                                  : "\(name) takes: \(maker.parameters.joined(separator: ", "))")
            return .failure(CustomLayoutError("unknown argument '\(key)' for \(name)", notes: notes))
        }
        do {
            return .success(try maker.make(LayoutArguments(layout: name, values: arguments)))
        } catch let error as LayoutArgumentError {
            return .failure(CustomLayoutError(error.message))
        } catch {
            return .failure(CustomLayoutError("\(name): \(error)"))
        }
    }
}

/// The numeric arguments an input gives a named layout.
public struct LayoutArguments: Sendable {
    public let layout: String
    public let values: [String: Double]

    /// The number `name`, or `defaultValue` when absent.
    public func number(_ name: String, default defaultValue: CGFloat) -> CGFloat {
        values[name].map { CGFloat($0) } ?? defaultValue
    }

    /// The whole number `name` within `range`, or `defaultValue` when absent.
    public func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let value = values[name] else { return defaultValue }
        guard let whole = Int(exactly: value), range.contains(whole) else {
            throw LayoutArgumentError("\(layout)'s '\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(NumberFormat.string(value))")
        }
        return whole
    }
}

/// A value a named layout cannot use.
public struct LayoutArgumentError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
