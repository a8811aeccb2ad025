// Random valid view trees whose numbers sit at the edges of Double, for the numeric policy's property tests
// (NumericPolicyPropertyTests) and the engine's grammar-aware fuzz target (Fuzz/EngineFuzzTarget.swift, which
// compiles this file as is: it imports LayoutModel only).
import LayoutModel

/// Where the generator's choices come from: a seeded generator in the tests, the fuzzer's bytes in Fuzz/.
protocol ChoiceSource {
    /// A number in 0..<count (count ≥ 1).
    mutating func choose(_ count: Int) -> Int
}

/// Builds a tree with every element and modifier the model has, each number drawn from `ExtremeTrees.numbers`
/// (0, −0, subnormals, 1e-300, 1e300, the largest Double, ±∞, negatives) or from the finite ones only.
///
/// The trees are valid as the tree compiler requires (a GridRow only in a Grid, `.resizable()` first on an Image,
/// at least one grid column), so every tree is laid out; the numbers are anything a tree built in Swift can hold.
/// `finiteOnly` trees hold no infinity, no `.aspectRatio` and no explicit guide read across axes: those are what
/// carry a length from one axis to the other. An aspect ratio scales a nil axis (or, with `.fill` or a negative
/// ratio, any axis) by an infinite proposal on the other, as SwiftUI's `_AspectRatioLayout` does (spec §16); a guide
/// closure reading `d[.trailing]` for a vertical guide turns a width a stack probes at ∞ into an ∞ position; a
/// stack's probe of ∞ then reaches replies to finite proposals. For `finiteOnly` trees the numeric policy promises
/// finite replies to proposals that are finite (or nil, when the other axis is not infinite).
struct ExtremeTrees<Source: ChoiceSource> {
    var source: Source
    /// Containers nest at most this deep.
    var maxDepth = 3
    /// Whether the tree in progress holds only finite numbers, no aspect ratio and no guide read across axes.
    private(set) var finiteOnly = true
    /// How many views the tree in progress has; generation stops adding children past `maxViews`.
    private var views = 0
    var maxViews = 40

    init(_ source: Source) { self.source = source }

    /// Every number a tree may hold, extremes first.
    static var numbers: [Double] {
        [0, -0.0, Double.leastNonzeroMagnitude, 2.2250738585072014e-308, 1e-300, 1e-18, 0.5, 1, 17, 393, 1e20, 1e300, 1e308,
         .greatestFiniteMagnitude, -1, -17, -1e300, -.greatestFiniteMagnitude, .infinity, -.infinity]
    }

    /// The root proposal's sides: a reader accepts each of these (numbers ≥ 0, infinity, nil).
    static var proposalSides: [Double?] { [nil, 0, -0.0, Double.leastNonzeroMagnitude, 1e-300, 17, 393, 1e300, .greatestFiniteMagnitude, .infinity] }

    static var strings: [String] { ["", "hi", "hello world", "a b c d e f g", "supercalifragilistic", "one\ntwo lines", "  "] }

    /// A whole tree: root view, root proposal, environment and quirks. `allowInfinity` false makes a `finiteOnly` tree.
    mutating func tree(allowInfinity: Bool) -> ViewTree {
        finiteOnly = true
        views = 0
        allowsInfinity = allowInfinity
        let root = view(depth: 0)
        let proposal = ProposedSize(width: pick(Self.proposalSides), height: pick(Self.proposalSides))
        var environment = LayoutEnvironment()
        let settings: [WritableKeyPath<LayoutEnvironment, Double>] = [
            \.displayScale, \.characterAdvance, \.lineHeightFactor, \.defaultPadding, \.defaultSpacing, \.gridSpacing,
        ]
        for setting in settings where source.choose(4) == 0 { environment[keyPath: setting] = number() }
        var quirks = QuirkSet.defaults
        for quirk in Quirk.allCases where source.choose(4) == 0 { quirks.set(quirk, !quirks.contains(quirk)) }
        if proposal.width == .infinity || proposal.height == .infinity { finiteOnly = false }
        return ViewTree(root: root, proposal: proposal, environment: environment, quirks: quirks)
    }

    private var allowsInfinity = true

    // MARK: Choices

    private mutating func pick<T>(_ options: [T]) -> T { options[source.choose(options.count)] }
    private mutating func flag() -> Bool { source.choose(2) == 0 }

    /// One of `numbers` (finite ones only when the tree must stay finite).
    mutating func number() -> Double {
        let all = Self.numbers
        let value = all[source.choose(allowsInfinity ? all.count : all.count - 2)]
        if !value.isFinite { finiteOnly = false }
        return value
    }

    private mutating func optionalNumber() -> Double? { source.choose(3) == 0 ? nil : number() }

    private mutating func alignment() -> Alignment { pick(Alignment.named).1 }
    private mutating func axes() -> Axes { pick([Axes.horizontal, .vertical, .both, []]) }

    // MARK: Views

    private mutating func view(depth: Int) -> ViewNode {
        views += 1
        let leafOnly = depth >= maxDepth || views >= maxViews
        var node: ViewNode
        switch source.choose(leafOnly ? 8 : 21) {
        case 0: node = ViewNode(element: .color(name: "red"))
        case 1: node = ViewNode(element: .shape(pick([.rectangle, .capsule, .ellipse, .circle, .roundedRectangle(cornerRadius: number())])))
        case 2: node = ViewNode(element: .text(pick(Self.strings)))
        case 3:
            node = ViewNode(element: .image(name: "photo", naturalSize: Size(width: number(), height: number())))
            if flag() { node.modifiers.append(LocatedModifier(.resizable)) }
        case 4: node = ViewNode(element: .spacer(minLength: optionalNumber()))
        case 5: node = ViewNode(element: .divider)
        case 6: node = ViewNode(element: .emptyView)
        case 7: node = ViewNode(element: .measured(measuredTable()))
        case 8: node = ViewNode(element: .hStack(alignment: pick(VerticalAlignment.allCases), spacing: optionalNumber()), children: children(depth))
        case 9: node = ViewNode(element: .vStack(alignment: pick(HorizontalAlignment.allCases), spacing: optionalNumber()), children: children(depth))
        case 10: node = ViewNode(element: .lazyHStack(alignment: pick(VerticalAlignment.allCases), spacing: optionalNumber()), children: children(depth))
        case 11: node = ViewNode(element: .lazyVStack(alignment: pick(HorizontalAlignment.allCases), spacing: optionalNumber()), children: children(depth))
        case 12: node = ViewNode(element: .zStack(alignment: alignment()), children: children(depth))
        case 13: node = grid(depth)
        case 14: node = ViewNode(element: .geometryReader, children: children(depth))
        case 15: node = ViewNode(element: .scrollView(axes: pick([Axes.horizontal, .vertical, .both])), children: children(depth))
        case 16: node = ViewNode(element: .viewThatFits(axes: axes()), children: children(depth))
        case 17: node = ViewNode(element: .layoutMonitor, children: [view(depth: depth + 1)])
        case 18: node = ViewNode(element: .hStack(alignment: .center, spacing: number()), children: children(depth, atLeast: 2))
        case 19: node = lazyGrid(depth)
        default: node = ViewNode(element: .text(pick(Self.strings)))
        }
        for _ in 0..<source.choose(4) { node.modifiers.append(LocatedModifier(modifier(depth))) }
        return node
    }

    private mutating func children(_ depth: Int, atLeast minimum: Int = 0) -> [ViewNode] {
        (0..<max(minimum, source.choose(4))).map { _ in view(depth: depth + 1) }
    }

    private mutating func grid(_ depth: Int) -> ViewNode {
        var rows: [ViewNode] = []
        for _ in 0..<(1 + source.choose(3)) {
            if flag() {
                rows.append(ViewNode(element: .gridRow(alignment: flag() ? nil : pick(VerticalAlignment.allCases)),
                                     children: children(depth + 1)))
            } else {
                rows.append(view(depth: depth + 1))
            }
        }
        return ViewNode(element: .grid(alignment: alignment(), horizontalSpacing: optionalNumber(), verticalSpacing: optionalNumber()),
                        children: rows)
    }

    /// A LazyVGrid or LazyHGrid whose items take extreme lengths (an adaptive item of a huge share would hold 2⁵³ columns).
    private mutating func lazyGrid(_ depth: Int) -> ViewNode {
        let items = (0..<source.choose(4)).map { _ -> LazyGridItem in
            let size: LazyGridItem.Sizing = switch source.choose(3) {
            case 0: .fixed(number())
            case 1: .flexible(minimum: number(), maximum: number())
            default: .adaptive(minimum: number(), maximum: number())
            }
            return LazyGridItem(size, spacing: optionalNumber(), alignment: flag() ? nil : alignment())
        }
        let element: Element = flag()
            ? .lazyVGrid(columns: items, alignment: pick(HorizontalAlignment.allCases), spacing: optionalNumber())
            : .lazyHGrid(rows: items, alignment: pick(VerticalAlignment.allCases), spacing: optionalNumber())
        return ViewNode(element: element, children: children(depth))
    }

    private mutating func measuredTable() -> MeasuredTable {
        MeasuredTable(entries: (0..<source.choose(3)).map { _ in
            MeasuredEntry(proposal: ProposedSize(width: optionalNumber(), height: optionalNumber()),
                          size: Size(width: number(), height: number()))
        })
    }

    // MARK: Modifiers

    private mutating func modifier(_ depth: Int) -> Modifier {
        switch source.choose(23) {
        case 0: return .frame(width: optionalNumber(), height: optionalNumber(), alignment: alignment())
        case 1:
            return .flexFrame(FlexFrame(minWidth: optionalNumber(), idealWidth: optionalNumber(), maxWidth: optionalNumber(),
                                        minHeight: optionalNumber(), idealHeight: optionalNumber(), maxHeight: optionalNumber(),
                                        alignment: alignment()))
        case 2: return .padding(EdgeInsets(top: number(), leading: number(), bottom: number(), trailing: number()))
        case 3: return .padding(EdgeInsets(all: number()))
        case 4: return .fixedSize(horizontal: flag(), vertical: flag())
        case 5:
            guard allowsInfinity else { return .fixedSize(horizontal: flag(), vertical: flag()) }
            finiteOnly = false
            return .aspectRatio(ratio: optionalNumber(), contentMode: flag() ? .fill : .fit)
        case 6: return .offset(x: number(), y: number())
        case 7: return .overlay(alignment: alignment(), content: secondaryContent(depth))
        case 8: return .background(alignment: alignment(), content: secondaryContent(depth))
        case 9: return .border(width: number())
        case 10: return .layoutPriority(number())
        case 11: return .clipped
        case 12: return .gridCellColumns(1 + source.choose(3))
        case 13: return .gridCellUnsizedAxes(axes())
        case 14: return .gridColumnAlignment(pick(HorizontalAlignment.allCases))
        case 15: return .gridCellAnchor(UnitPoint(x: number(), y: number()))
        case 16:
            // Named as both readers name `.system(size:)`, so a tree read back from either compares equal.
            let size = number()
            return .font(Font(name: "system(size: \(NumberFormat.string(size)))", size: size))
        case 17: return .lineLimit(pick([nil, 0, 1, 2, 1_000_000_000]), minimum: pick([nil, 0, 2, 1_000_000_000]))
        case 18: return .layoutValue(key: "Rank", value: .number(number()))
        case 19: return .position(x: number(), y: number())
        case 20: return .padding(EdgeInsets(all: 1e308))
        case 21:
            // An explicit guide from the view's dimensions and an extreme number: `d[other] + n`, `d.width * n`.
            // Reading the other axis carries a length across, as an aspect ratio does: a Color a stack probes ∞ wide
            // has an ∞ `d[.trailing]`, which as its vertical guide makes a ZStack ∞ high for a finite height, as
            // SwiftUI's arithmetic does (docs/ARCHITECTURE.md, "Numbers"). Only trees that may hold ∞ read across.
            let guides = GuideName.byJSONName.map(\.1)
            let guide = pick(guides)
            let across = allowsInfinity && flag()
            if across { finiteOnly = false }
            let read = guides.filter { ($0.axis == guide.axis) != across }
            let dimension: GuideComputation = (guide.axis == .horizontal) != across ? .width : .height
            let value: GuideComputation = flag() ? .add(.guide(pick(read)), .number(number())) : .multiply(dimension, .number(number()))
            return .alignmentGuide(ExplicitGuide(guide, value))
        default: return .padding(EdgeInsets(all: -1e308))
        }
    }

    private mutating func secondaryContent(_ depth: Int) -> [ViewNode] {
        (0..<(1 + source.choose(2))).map { _ in view(depth: depth + 1) }
    }
}
