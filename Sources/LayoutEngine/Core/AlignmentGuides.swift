// Models: how a container aligns a child on a guide (spec §1.8): the child's guide value is its explicit one, set by
// `.alignmentGuide` on that very view (the outermost for the same guide wins; its closure sees the inner ones through
// `d[guide]`), else the guide's default. Status: exact for the standard guides (ExplicitGuide.swift says why
// explicit values are not passed up through other views).
import LayoutModel

/// The user's own closure behind `.alignmentGuide` in compiled code: LayoutDebugger stores one in the run's
/// `LayoutTable` and the tree refers to it as `GuideComputation.stored(index)`.
public protocol ExplicitGuideClosure {
    /// The closure's value for a view of `size` whose other guides have the explicit values `explicit` gives (nil: the default).
    func value(size: Size, explicit: (GuideName) -> Double?) -> Double
}

/// An `.alignmentGuide` of a node, with a stored closure already looked up in the run's table.
struct CompiledGuide {
    var guide: GuideName
    var value: GuideComputation
    var closure: (any ExplicitGuideClosure)?

    init(_ explicit: ExplicitGuide, layouts: LayoutTable?) {
        guide = explicit.guide
        value = explicit.value
        if case .stored(let index) = explicit.value { closure = layouts?.storedValue(index) as? any ExplicitGuideClosure }
    }
}

extension LayoutContext {
    /// The value of `guide` in child `n` at `size`: its explicit value, else the default.
    @inline(__always)
    func guideValue(_ n: Int32, _ guide: GuideName, size: Size) -> Double {
        let node = node(n)
        guard node.hasExplicitGuides else { return guide.defaultValue(in: size) }
        return Self.value(of: guide, node.explicitGuides[...], size: size) ?? guide.defaultValue(in: size)
    }

    /// The origin that aligns `child`, of size `childSize`, inside `container` on `alignment`'s guides. An infinite
    /// child in an infinite container lines up at 0 on that axis (∞ − ∞ = 0, `Saturating`).
    func align(_ child: Int32, _ childSize: Size, in container: Size, _ alignment: Alignment) -> Point {
        Point(x: Saturating.subtract(alignment.horizontal.value(in: container.width), guideValue(child, .horizontal(alignment.horizontal), size: childSize)),
              y: Saturating.subtract(alignment.vertical.value(in: container.height), guideValue(child, .vertical(alignment.vertical), size: childSize)))
    }

    /// The explicit value of `guide` given the view's guides `guides` (innermost first), or nil.
    private static func value(of guide: GuideName, _ guides: ArraySlice<CompiledGuide>, size: Size) -> Double? {
        guard let index = guides.lastIndex(where: { $0.guide == guide }) else { return nil }
        let inner = guides[..<index]
        let setting = guides[index]
        let lookup = { (other: GuideName) in value(of: other, inner, size: size) ?? other.defaultValue(in: size) }
        let result: Double
        if let closure = setting.closure {
            result = closure.value(size: size, explicit: { value(of: $0, inner, size: size) })
        } else {
            result = evaluate(setting.value, size: size, guide: lookup)
        }
        // NaN from the user's arithmetic (0 / 0) has no position: the default stands, as for any other bad value.
        return result.isNaN ? nil : result
    }

    private static func evaluate(_ computation: GuideComputation, size: Size, guide: (GuideName) -> Double) -> Double {
        switch computation {
        case .number(let value): value
        case .width: size.width
        case .height: size.height
        case .guide(let name): guide(name)
        // The closure's arithmetic follows the engine's numeric policy: it saturates rather than overflow.
        case .add(let a, let b): Saturating.add(evaluate(a, size: size, guide: guide), evaluate(b, size: size, guide: guide))
        case .subtract(let a, let b): Saturating.subtract(evaluate(a, size: size, guide: guide), evaluate(b, size: size, guide: guide))
        case .multiply(let a, let b): Saturating.multiply(evaluate(a, size: size, guide: guide), evaluate(b, size: size, guide: guide))
        case .divide(let a, let b): Saturating.divide(evaluate(a, size: size, guide: guide), evaluate(b, size: size, guide: guide))
        case .negate(let a): -evaluate(a, size: size, guide: guide)
        case .stored: .nan  // a closure the table did not have: no explicit value
        }
    }
}
