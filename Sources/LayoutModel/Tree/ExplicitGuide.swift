// Models: `.alignmentGuide(_:computeValue:)` (Apple's alignmentGuide documentation: the closure gets the view's
// ViewDimensions and returns the guide's offset from the view's origin), for the standard guides and the user's
// own. How explicit values travel up through other views is the engine's (Core/AlignmentGuides.swift). Status:
// exact for the arithmetic the readers take.

/// An alignment guide on either axis.
public enum GuideName: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The axis the guide measures along.
    public var axis: Axis {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }

    /// The guide of the user's own, if it is one.
    public var custom: CustomGuide? {
        switch self {
        case .horizontal(let h): h.custom
        case .vertical(let v): v.custom
        }
    }

    /// A standard guide's default value in a view of `size` (spec §1.8); nil for a custom guide, whose default is
    /// the user's arithmetic (the engine evaluates it). Views without text put both baselines at the bottom.
    @inline(__always)
    public func standardValue(in size: Size) -> Double? {
        switch self {
        case .horizontal(.leading), .vertical(.top): 0
        case .horizontal(.center): size.width / 2
        case .vertical(.center): size.height / 2
        case .horizontal(.trailing): size.width
        case .vertical(.bottom), .vertical(.firstTextBaseline), .vertical(.lastTextBaseline): size.height
        case .horizontal(.custom), .vertical(.custom): nil
        }
    }

    /// How a container merges its children's explicit values of this guide into its own (OpenSwiftUI
    /// AlignmentGuide.swift, audited 6.4.41): the frame guides (leading, centre, trailing, top, bottom) not at all
    /// (`FrameAlignment`), the text baselines by the smallest, a custom guide by the average.
    public var combination: GuideCombination {
        switch self {
        case .horizontal(.custom), .vertical(.custom): .average
        case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline): .minimum
        default: .none
        }
    }

    /// As Swift writes it in a `ViewDimensions` subscript: `.leading`, `VerticalAlignment.center`,
    /// `VerticalAlignment(MidAccount.self)`.
    public var swiftText: String {
        switch self {
        case .horizontal(.center): "HorizontalAlignment.center"
        case .vertical(.center): "VerticalAlignment.center"
        case .horizontal(.custom(let guide)): "HorizontalAlignment(\(guide.name).self)"
        case .vertical(.custom(let guide)): "VerticalAlignment(\(guide.name).self)"
        case .horizontal(let h): "." + h.rawValue
        case .vertical(let v): "." + v.rawValue
        }
    }

    /// The name as the JSON format writes it: `leading`, `top`; the two centres are `horizontalCenter` and
    /// `verticalCenter`.
    public var jsonName: String {
        switch self {
        case .horizontal(.center): "horizontalCenter"
        case .vertical(.center): "verticalCenter"
        case .horizontal(let h): h.rawValue
        case .vertical(let v): v.rawValue
        }
    }

    /// Every standard guide by its JSON name.
    public static let byJSONName: [(String, GuideName)] =
        HorizontalAlignment.allCases.map { GuideName.horizontal($0) }.map { ($0.jsonName, $0) }
        + VerticalAlignment.allCases.map { GuideName.vertical($0) }.map { ($0.jsonName, $0) }
}

/// How a container merges its children's explicit values of a guide.
public enum GuideCombination: Sendable {
    /// The container has no explicit value (the frame guides: they are not passed through containers).
    case none
    /// The smallest child value (the text baselines: the topmost).
    case minimum
    /// The running average of the child values (guides of the user's own).
    case average
}

/// What an alignment guide's closure computes from the view's dimensions: the arithmetic a closure such as
/// `{ d in d[.trailing] - 8 }` does, or compiled user code kept in the run's `LayoutTable` (`.stored`).
public indirect enum GuideComputation: Hashable, Sendable {
    case number(Double)
    /// `d.width`, `d.height`.
    case width, height
    /// `d[guide]`: the guide's explicit value from an inner `.alignmentGuide`, else its default.
    case guide(GuideName)
    case add(GuideComputation, GuideComputation)
    case subtract(GuideComputation, GuideComputation)
    case multiply(GuideComputation, GuideComputation)
    case divide(GuideComputation, GuideComputation)
    case negate(GuideComputation)
    /// A closure of the user's compiled code, by its index in the run's `LayoutTable`.
    case stored(Int32)

    /// This computation and every term inside it, outermost first.
    public var terms: [GuideComputation] {
        switch self {
        case .number, .width, .height, .guide, .stored: [self]
        case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b): [self] + a.terms + b.terms
        case .negate(let a): [self] + a.terms
        }
    }

    /// The closure's body as Swift writes it, with `parameter` for the `ViewDimensions` and `number` spelling each
    /// number so that it reads back as itself (the writers pass the Swift reader's spelling).
    public func swiftText(_ parameter: String = "d", number: (Double) -> String) -> String { text(parameter, number, precedence: 0) }

    private func text(_ d: String, _ number: (Double) -> String, precedence: Int) -> String {
        func binary(_ op: String, _ a: GuideComputation, _ b: GuideComputation, _ level: Int) -> String {
            let body = a.text(d, number, precedence: level) + " \(op) " + b.text(d, number, precedence: level + 1)
            return level < precedence ? "(\(body))" : body
        }
        switch self {
        case .number(let value):
            // A negative number reads back as a negation: in parentheses where an operator precedes it.
            let spelled = number(value)
            return spelled.hasPrefix("-") && precedence > 0 ? "(\(spelled))" : spelled
        case .width: return d + ".width"
        case .height: return d + ".height"
        case .guide(let guide): return d + "[\(guide.swiftText)]"
        case .add(let a, let b): return binary("+", a, b, 1)
        case .subtract(let a, let b): return binary("-", a, b, 1)
        case .multiply(let a, let b): return binary("*", a, b, 2)
        case .divide(let a, let b): return binary("/", a, b, 2)
        case .negate(let a): return "-" + a.text(d, number, precedence: 3)
        case .stored: return "…"
        }
    }
}

/// One `.alignmentGuide(guide) { d in … }`.
public struct ExplicitGuide: Hashable, Sendable {
    public var guide: GuideName
    public var value: GuideComputation

    public init(_ guide: GuideName, _ value: GuideComputation) {
        self.guide = guide
        self.value = value
    }
}
