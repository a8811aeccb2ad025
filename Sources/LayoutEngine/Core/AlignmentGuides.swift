// Models: how a container aligns a child on a guide (spec §1.8), and where a view's explicit guide values come
// from. A child's guide value is its explicit one, else the guide's default. A view's explicit value is set by
// `.alignmentGuide` on that very view (the outermost for the same guide wins; its closure sees the others through
// `d[guide]`), else it comes from inside it:
// - a layout modifier (frame, padding, fixedSize, aspectRatio, position) passes its child's explicit value up,
//   moved by the child's origin, for every guide (OpenSwiftUI UnaryLayoutView.swift `explicitAlignment`,
//   audited 6.5.4); `.ignoresSafeArea` does not (a position-aware layout, whose engine answers nil);
// - a container (stacks, ZStack, Grid, custom layouts) merges its children's values at their origins: the frame
//   guides not at all, the baselines by the smallest, the user's own guides by the average (GuideCombination;
//   OpenSwiftUI AlignmentGuide.swift `_combineExplicit` and Layout.swift `defaultAlignment`, audited 6.4.41). This
//   is what lets a custom guide line up views in different stacks (Apple's "Aligning views across stacks").
// Status: exact as sourced. Inferred: OpenSwiftUI's StackLayout combines the children's values without adding their
// origins; the origins are added here as the Layout protocol's default does, since the documented cross-stack
// alignment cannot work otherwise. A custom layout's own explicitAlignment is asked only by a custom layout parent.
import LayoutModel

/// The user's own closure behind `.alignmentGuide` in compiled code: LayoutDebugger stores one in the run's
/// `LayoutTable` and the tree refers to it as `GuideComputation.stored(index)`. A custom guide's compiled
/// `defaultValue(in:)` takes the same form (`LayoutTable.registerGuideDefault`).
public protocol ExplicitGuideClosure {
    /// The closure's value for a view of `size` whose guides have the explicit values `explicit` gives (nil: none).
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

/// Which explicit guide values a kind of node passes up from its children.
enum ExplicitGuidePassing {
    case none
    /// Every guide: a layout modifier around one child.
    case all
    /// The guides whose values containers combine: baselines and the user's own.
    case combined

    /// Whether a child's explicit value of `guide` reaches this node.
    func passes(_ guide: GuideName) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .combined: guide.combination != .none
        }
    }
}

/// A custom guide's default as the engine evaluates it, resolved once per run (the model keeps it flattened behind
/// a lock, `CustomGuideRegistry`, which is no place to go for every alignment).
enum ResolvedGuideDefault {
    case arithmetic(GuideComputation)
    case compiled(any ExplicitGuideClosure)
    /// Compiled code the run's table does not hold: 0, as for any value that cannot be had.
    case missing
}

extension NodeKind {
    var passesExplicitGuides: ExplicitGuidePassing {
        switch self {
        case .fixedFrame, .flexFrame, .padding, .fixedSize, .aspectRatio, .position: .all
        case .stack, .zStack, .lazyStack, .grid, .lazyGrid, .customLayout, .monitor, .viewThatFits, .geometryReader: .combined
        case .color, .shape, .text, .image, .spacer, .divider, .measured, .empty, .scrollView, .ignoresSafeArea,
             .safeAreaInset: .none
        }
    }
}

/// How deep guide values may refer to each other (`d[other]` in a closure or a default): a guide whose default
/// reads itself would otherwise recurse without end, where SwiftUI overflows its stack.
private let guideReferenceLimit = 64

extension LayoutContext {
    /// The value of `guide` in child `n` of `size`, sized for `proposal`: its explicit value, else the default.
    @inline(__always)
    func guideValue(_ n: Int32, _ guide: GuideName, size: Size, proposal: ProposedSize) -> Double {
        if !node(n).mayHaveExplicitValues, let standard = guide.standardValue(in: size) { return standard }
        return resolvedGuide(n, guide, size: size, proposal: proposal)
    }

    /// The origin that aligns `child`, of size `childSize` and sized for `proposal`, inside `container` on
    /// `alignment`'s guides. An infinite child in an infinite container lines up at 0 on that axis (∞ − ∞ = 0).
    func align(_ child: Int32, _ childSize: Size, proposal: ProposedSize, in container: Size, _ alignment: Alignment) -> Point {
        let horizontal = GuideName.horizontal(alignment.horizontal), vertical = GuideName.vertical(alignment.vertical)
        return Point(x: Saturating.subtract(defaultValue(horizontal, in: container), guideValue(child, horizontal, size: childSize, proposal: proposal)),
                     y: Saturating.subtract(defaultValue(vertical, in: container), guideValue(child, vertical, size: childSize, proposal: proposal)))
    }

    /// The default value of `guide` in a view of `size` that has no explicit values: a container's own guide.
    @inline(__always)
    func defaultValue(_ guide: GuideName, in size: Size) -> Double {
        guide.standardValue(in: size) ?? customDefault(guide, size: size) { $0.standardValue(in: size) ?? 0 }
    }

    /// `explicitValue` else the default, whose arithmetic may read the view's other guides.
    private func resolvedGuide(_ n: Int32, _ guide: GuideName, size: Size, proposal: ProposedSize) -> Double {
        if let explicit = explicitValue(n, guide, size: size, proposal: proposal) { return explicit }
        if let standard = guide.standardValue(in: size) { return standard }
        return customDefault(guide, size: size) { other in
            self.referring { self.resolvedGuide(n, other, size: size, proposal: proposal) } ?? 0
        }
    }

    /// The explicit value of `guide` in node `n` of `size`, sized for `proposal`, or nil.
    func explicitValue(_ n: Int32, _ guide: GuideName, size: Size, proposal: ProposedSize) -> Double? {
        let node = node(n)
        guard node.mayHaveExplicitValues, node.explicitGuideNames.contains(guide) else { return nil }
        guard let index = node.explicitGuides.lastIndex(where: { $0.guide == guide }) else {
            return contentExplicitValue(n, guide, size: size, proposal: proposal)
        }
        return settingValue(n, index, size: size, proposal: proposal)
    }

    /// The value of node `n`'s `index`th `.alignmentGuide`: its closure sees the view's other guides as the settings
    /// inside it set them, else as the view's content does, else their defaults.
    private func settingValue(_ n: Int32, _ index: Int, size: Size, proposal: ProposedSize) -> Double? {
        let guides = node(n).explicitGuides
        let below = { (other: GuideName) -> Double? in
            self.referring { () -> Double? in
                if let inner = guides[..<index].lastIndex(where: { $0.guide == other }) {
                    return self.settingValue(n, inner, size: size, proposal: proposal)
                }
                return self.contentExplicitValue(n, other, size: size, proposal: proposal)
            } ?? nil
        }
        let result: Double
        if let closure = guides[index].closure {
            result = closure.value(size: size, explicit: below)
        } else {
            result = Self.evaluate(guides[index].value, size: size) { below($0) ?? self.defaultValue($0, in: size) }
        }
        // NaN from the user's arithmetic (0 / 0) has no position: the default stands, as for any other bad value.
        return result.isNaN ? nil : result
    }

    /// The explicit value a view's content gives it: a modifier's child's, moved by its origin; a container's
    /// children's, combined (the file's header says which guides pass where).
    private func contentExplicitValue(_ n: Int32, _ guide: GuideName, size: Size, proposal: ProposedSize) -> Double? {
        let node = node(n)
        guard node.mayHaveExplicitValues, node.explicitGuideNames.contains(guide) else { return nil }
        guard node.kind.passesExplicitGuides.passes(guide) else { return nil }
        // The children's geometry at this size, as SwiftUI computes it to answer (placeSubviews on a scratch list).
        var placements: [ChildPlacement] = []
        let savedOrigin = placingOrigin
        placingOrigin = .zero
        Behaviors.placeSubviews(self, n, size: size, proposal: proposal, into: &placements)
        placingOrigin = savedOrigin
        var combined: Double?
        var count = 0
        for placement in placements where !placement.superseded {
            guard let value = referring({ explicitValue(placement.child, guide, size: placement.size, proposal: placement.proposal) }) ?? nil
            else { continue }
            let childValue = Saturating.add(guide.axis == .horizontal ? placement.origin.x : placement.origin.y, value)
            combined = Self.combine(guide.combination, childValue, count, into: combined)
            count += 1
        }
        return combined
    }

    /// Folds the `n`th child value into the container's, as SwiftUI's `_combineExplicit` does; a modifier's one
    /// child gives its value as is.
    private static func combine(_ combination: GuideCombination, _ childValue: Double, _ n: Int, into value: Double?) -> Double {
        switch combination {
        case .none: return value ?? childValue
        case .minimum: return min(childValue, value ?? .infinity)
        case .average:
            // The running average, in SwiftUI's order of operations.
            let previous = n == 0 ? childValue : value!
            return (previous * Double(n) + childValue) / (Double(n) + 1)
        }
    }

    /// A custom guide's default in a view of `size`: the user's arithmetic, or their compiled `defaultValue(in:)`;
    /// `guide` gives the values of the view's other guides.
    private func customDefault(_ guide: GuideName, size: Size, guide other: (GuideName) -> Double) -> Double {
        guard let custom = guide.custom else { return 0 }
        let resolved: ResolvedGuideDefault
        if let known = customDefaults[custom] {
            resolved = known
        } else {
            resolved = custom.defaultValue.map { .arithmetic($0) }
                ?? program.compiledGuideDefaults[custom.name].map { .compiled($0) } ?? .missing
            customDefaults[custom] = resolved
        }
        let value: Double
        switch resolved {
        case .arithmetic(let computation): value = Self.evaluate(computation, size: size, guide: other)
        case .compiled(let closure): value = closure.value(size: size) { other($0) }
        case .missing: value = 0
        }
        return value.isNaN ? 0 : value
    }

    /// Runs `body` one reference deeper, or gives nil past `guideReferenceLimit`.
    private func referring<T>(_ body: () -> T) -> T? {
        guard guideReferences < guideReferenceLimit else { return nil }
        guideReferences += 1
        defer { guideReferences -= 1 }
        return body()
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
